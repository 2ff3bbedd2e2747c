"""Why the Hard bot's move is good, in one sentence (app/games/hints.py asks `reason`).

Worked out from the seat's view only (in Top This! every seat sees the same: hands are public; only
the bag's and the order deck's order is hidden, and the view has neither). A flick is simulated on
the view's board as the bot's own evaluation does (bots._Context), then the sentence names what it
completes (orders and their dollars, a tip for two), what it sets up for the turn's second action,
what it leaves the next player (a slice one topping short of an order: bots.near_orders), or what
it knocks off. Flips, Top This!, removals and passes say the same kinds of figures.
"""

from __future__ import annotations

from app.core import i18n, text
from app.core.i18n import N_, _, ngettext
from app.games.top_this import scoring
from app.games.top_this.bots import _Context, near_orders
from app.games.top_this.components import DISCS, ORDERS, dollars, topping_name
from app.games.top_this.log import order_name
from app.physics import simulate_flick

__all__ = ["reason", "outcome_of"]


def _order(o: int) -> str:
    """An order with its value: "the 2 pepperoni order ($2)"."""
    return _("the {order} order ({value})").format(order=order_name(o), value=dollars(ORDERS[o].value))


def _orders(orders: list[int]) -> str:
    return i18n.join([_order(o) for o in orders])


def _best(orders: list[int]) -> int | None:
    """The most valuable of `orders` (the first of equals), or None."""
    return max(orders, key=lambda o: ORDERS[o].value) if orders else None


class _Position:
    """The seat's position and the bot's way of scoring one: what is done and what is left open."""

    def __init__(self, view: dict, seat: int) -> None:
        self.view = view
        self.seat = seat
        self.ctx = _Context(view, seat, True)
        n = max(1, len(view.get("hands", [])))
        self.next = text.seat((seat + 1) % n)
        self.right = text.seat((seat - 1) % n)
        self.last = self.ctx.actions_left <= 1 or view.get("phase") == "top_this"

    def done(self, board: dict, touched: set) -> list[int]:
        """The face-up orders a slice touched this turn would complete at the order check."""
        eligible = scoring.touched_slices(board, touched)
        contents = scoring.slice_contents(board)
        return [o for o in self.ctx.orders if scoring.matching_slices(board, o, eligible, contents)]

    def openings(self, board: dict, exclude: list[int] = ()) -> list[int]:
        return near_orders(scoring.slice_contents(board), [o for o in self.ctx.orders if o not in exclude])

    def made(self, board: dict, discs: set) -> list[int]:
        """The openings the move itself makes: face-up orders one topping short on a slice that one of
        `discs` (the flicked disc, the flipped ones) lies on after the move and that was not one short
        of that order before. Its topping is then part of the order: the reason follows from the move."""
        before, after = scoring.slice_contents(dict(self.ctx.board)), scoring.slice_contents(board)
        slices = scoring.touched_slices(board, discs)
        return [o for o in self.ctx.orders
                if any(_short(after[k], o) and not _short(before[k], o) for k in slices)]


def _short(have, o: int) -> bool:
    """The slice holding `have` misses order `o` by exactly one topping and holds nothing else."""
    want = ORDERS[o].counts()
    return sum(have.values()) == sum(want.values()) - 1 and not (have - want)


def flicked_words(view: dict, seat: int, action) -> str:
    """The flick's topping as the player's hand shows it: the face the hand shows up ("onions"), or the
    disc by that face and the face to turn it over to ("pepperoni, turned over to onions,")."""
    shown = next((h["faces"][0] for h in view["hands"][seat] if h["id"] == action.disc), action.face)
    if shown == action.face:
        return topping_name(action.face)
    return _("{shown}, turned over to {face},").format(shown=topping_name(shown), face=topping_name(action.face))


def outcome_of(view: dict, action):
    """The flick's outcome on the view's board: the recorded one, else simulated."""
    if action.outcome is not None:
        return action.outcome
    layout = {d["id"]: (float(d["x"]), float(d["y"]), d["face"]) for d in view["board"]}
    return simulate_flick(layout, action.disc, action.face, action.x, action.y, action.vx, action.vy)


#: a move that completes orders, by how: [flick, flip] sentences ({topping} for a flip)
_DONE = {
    "first": (N_("Flick your {topping} here: it already makes {orders}; keep that slice as it is with your second "
                 "action."),
              N_("Flip the {topping}: it already makes {orders}; keep that slice as it is with your second action.")),
    "tip": (N_("Flick your {topping} here: it completes {orders} at once: {value} and a tip."),
            N_("Flip the {topping}: it completes {orders} at once: {value} and a tip.")),
    "clear": (N_("Flick your {topping} here: it completes {orders} and leaves no open slice."),
              N_("Flip the {topping}: it completes {orders} and leaves no open slice.")),
    "open": (N_("Flick your {topping} here: it completes {orders}, but leaves {next} a slice one topping short "
                "of {order}."),
             N_("Flip the {topping}: it completes {orders}, but leaves {next} a slice one topping short of "
                "{order}.")),
}


def _completes(pos: _Position, board: dict, done: list[int], topping: str | None = None,
               flicked: str | None = None) -> str:
    """The sentence for a flick of a topping (`flicked`: its words) or a flip of `topping`, that completes `done`."""
    left = _best(pos.openings(board, done))
    if not pos.last:
        kind = "first"
    elif len(done) >= 2 and pos.view.get("tips_left", 0) > 0:
        kind = "tip"
    else:
        kind = "clear" if left is None else "open"
    sentence = _(_DONE[kind][0 if topping is None else 1])
    return sentence.format(orders=_orders(done), value=dollars(sum(ORDERS[o].value for o in done)),
                           next=pos.next, order=_order(left) if left is not None else "",
                           topping=topping_name(topping) if topping is not None else flicked or "")


def _flick(view: dict, action, seat: int) -> str:
    pos = _Position(view, seat)
    top = flicked_words(view, seat, action)
    outcome = outcome_of(view, action)
    board, touched = pos.ctx.after_flick(action, outcome)
    if not outcome.touched_any:
        if not view["board"]:
            return _("Flick your {topping} here: the pizza is empty, so it stays where it stops.").format(topping=top)
        return _("Flick your {topping} here: no flick does better now, though it may hit nothing and go back to "
                 "the bag.").format(topping=top)
    hit = topping_name(pos.ctx.board[outcome.touched[0]][2])
    if view.get("phase") == "top_this":
        order = view.get("declared")
        named = _order(order) if order is not None else "?"
        if order is not None and scoring.matching_slices(board, order, scoring.touched_slices(board, touched)):
            if view.get("tips_left", 0) > 0:
                sentence = _("Flick your {topping} here: it completes {order} you declared, and earns a tip.")
            else:
                sentence = _("Flick your {topping} here: it completes {order} you declared.")
            return sentence.format(topping=top, order=named)
        return _("Flick your {topping} here: it is the best try at {order} you declared.").format(topping=top,
                                                                                                 order=named)
    done = pos.done(board, touched)
    if done:
        return _completes(pos, board, done, flicked=top)
    if not pos.last:
        setup = _best(pos.made(board, {action.disc}))
        if setup is not None:
            return _("Flick your {topping} here: it leaves a slice one topping short of {order}, for your second "
                     "action.").format(topping=top, order=_order(setup))
    after = pos.openings(board)
    spoiled = _best([o for o in pos.openings(dict(pos.ctx.board)) if o not in after])
    if pos.last and spoiled is not None:
        return _("Flick your {topping} here: it spoils the slice one topping short of {order} that {next} could "
                 "finish.").format(topping=top, order=_order(spoiled), next=pos.next)
    lost = len(outcome.fell)
    if lost:
        return ngettext("Flick your {topping} here: it hits the {face}, but knocks {n} topping off to {right}.",
                        "Flick your {topping} here: it hits the {face}, but knocks {n} toppings off to {right}.",
                        lost).format(topping=top, face=hit, n=lost, right=pos.right)
    if pos.last and after:
        return _("Flick your {topping} here: it hits the {face} and leaves {next} no more than {order}.").format(
            topping=top, face=hit, next=pos.next, order=_order(_best(after)))
    if after:  # an open slice this flick did not make: it is no reason for this flick
        return _("Flick your {topping} here: it hits the {face} and knocks nothing off.").format(topping=top,
                                                                                              face=hit)
    return _("Flick your {topping} here: it hits the {face}, knocks nothing off and leaves no open slice.").format(
        topping=top, face=hit)


def _flip(view: dict, action, seat: int) -> str:
    pos = _Position(view, seat)
    board = dict(pos.ctx.board)
    touched = set(pos.ctx.touched)
    flipped = set()
    for d, (x, y, face) in pos.ctx.board.items():
        if face == action.topping:
            board[d] = (x, y, DISCS[d].other(face))
            flipped.add(d)
    touched |= flipped
    turned = len(flipped)
    name = topping_name(action.topping)
    done = pos.done(board, touched)
    if done:
        return _completes(pos, board, done, action.topping)
    if not pos.last:
        setup = _best(pos.made(board, flipped))
        if setup is not None:
            return _("Flip the {topping}: it leaves a slice one topping short of {order}, for your second "
                     "action.").format(topping=name, order=_order(setup))
    before, after = pos.openings(dict(pos.ctx.board)), pos.openings(board)
    spoiled = _best([o for o in before if o not in after])
    if pos.last and spoiled is not None:
        return _("Flip the {topping}: it spoils the slice one topping short of {order} that {next} could "
                 "finish.").format(topping=name, order=_order(spoiled), next=pos.next)
    if after:
        return ngettext("Flip the {topping}: it turns {n} topping and leaves {next} no more than {order}.",
                        "Flip the {topping}: it turns {n} toppings and leaves {next} no more than {order}.",
                        turned).format(topping=name, n=turned, next=pos.next, order=_order(_best(after)))
    return ngettext("Flip the {topping}: it turns {n} topping and leaves no open slice.",
                    "Flip the {topping}: it turns {n} toppings and leaves no open slice.",
                    turned).format(topping=name, n=turned)


def _top_this(view: dict, action, seat: int) -> str:
    order = action.order
    value = ORDERS[order].value
    if view.get("tips_left", 0) > 0:
        return _("Top This! on {order}: one flick can complete it, for {value} and a tip instead of a "
                 "regular turn.").format(order=_order(order), value=dollars(value))
    return _("Top This! on {order}: one flick can complete it, for {value} (no tips are left).").format(
        order=_order(order), value=dollars(value))


def _remove(view: dict, action, seat: int) -> str:
    pos = _Position(view, seat)
    board = dict(pos.ctx.board)
    face = topping_name(board[action.disc][2]) if action.disc in board else "?"
    board.pop(action.disc, None)
    left = _best(pos.openings(board))
    if left is None:
        return _("Take off the {face}: it leaves {next} no slice one topping short of an order.").format(
            face=face, next=pos.next)
    return _("Take off the {face}: it leaves {next} the least, a slice one topping short of {order}.").format(
        face=face, next=pos.next, order=_order(left))


def _pass(view: dict, action, seat: int) -> str:
    if view.get("phase") == "top_this":
        return _("Pass: there is no free spot on the crust for your topping.")
    return _("Pass: you have no topping to add and nothing on the pizza to flip.")


_REASONS = {"flick": _flick, "flip": _flip, "top_this": _top_this, "remove": _remove, "pass": _pass}


def reason(view: dict, action, seat: int) -> str:
    """One sentence, in the current language, why `action` is good for `seat` in `view` (seats as
    placeholders "{p1}"; whoever shows it fills the names)."""
    return _REASONS[action.TYPE](view, action, seat)

