"""Top This! as a pure state machine. Rulebook: seeds/top-this.txt; rulings: docs/rulings.md ("Top This!");
API and view format: docs/top_this.md."""

from __future__ import annotations

import json
import math
from typing import Any

from app.core import Game, IllegalAction, State, i18n, text
from app.core.i18n import N_, _, ngettext
from app.games.top_this import INFO, scoring
from app.games.top_this.actions import ACTIONS, Flick, Flip, Pass, Remove, TopThis
from app.games.top_this.components import (
    DISCS,
    FACE_UP_ORDERS,
    HAND_SIZE,
    ORDERS,
    TIPS,
    TOPPINGS,
    topping_name,
)
from app.games.top_this.events import (
    Declared,
    Drew,
    EndTriggered,
    FellOff,
    Flicked,
    Flipped,
    GameOver,
    Landed,
    Missed,
    OrderCompleted,
    OrdersRevealed,
    Passed,
    Removed,
    TipTaken,
    TopThisFailed,
    TurnPassed,
)
from app.games.top_this.flicks import flick_error, outcome_error, sample_flicks, simulate
from app.games.top_this.geometry import CRUST_R, DISC_R, SAUCE_R, SLICES, slices_touched
from app.games.top_this.log import order_name
from app.games.top_this.setup import deal, validate_options
from app.physics import VMAX


def _name(seat: int) -> str:
    """A seat in a sentence: a placeholder the screen fills with the name (app/core/text.py)."""
    return text.seat(seat)


def _miss_reason(toppings_on_pizza: bool, slid_off: bool) -> str:
    """Why a flick that touched no topping is a miss (events.MISS_REASONS; rulings 7)."""
    if not toppings_on_pizza:
        return "off_empty"
    return "slid_off" if slid_off else "no_hit"


#: what the table's piles are for (a click on one, which offers no move, shows it)
PILE_NOTES = {"bag": N_("Toppings are drawn from the bag at the end of your turn."),
              "deck": N_("The order deck refills the face-up orders."),
              "tips": N_("Tips go to whoever completes two orders at once, or a Top This!")}


def pile_note(pile: str) -> str:
    """What the pile "bag", "deck" or "tips" is for, in the current language."""
    return _(PILE_NOTES[pile])


class TopThisState(State):
    VERSION = 1

    # ---- setup ------------------------------------------------------------------------------------
    def _setup(self, rng) -> list:
        # options as JSON has them (layout keys as text, lists not tuples), so a state and the same
        # state loaded from its save compare equal
        self.options = json.loads(json.dumps(self.options))
        d = deal(self.num_players, self.options, rng)
        self.board: dict[int, list] = d.board  # disc -> [x, y, face]
        self.hands: list[list[int]] = d.hands
        self.bag: list[int] = d.bag  # sorted
        self.forced_draws: list[int] = d.forced_draws
        self.order_deck: list[int] = d.order_deck  # top first
        self.slots: list[int | None] = d.slots  # face-up orders
        self.tips: list[int] = d.tips  # top first
        self.piles: list[dict[str, list[int]]] = [{"orders": [], "tips": []} for _ in range(self.num_players)]
        self.start = d.start
        self.current = d.start
        self.turns = [0] * self.num_players
        self.gains: list[list[int]] = [[] for _ in range(self.num_players)]
        self.turn_gain = 0
        self.actions_left = 2
        self.phase = "actions"  # actions | top_this | remove | over
        self.declared: int | None = None
        self.touched: list[int] = []  # discs added, moved or flipped this turn
        self.pending: list[dict[str, Any]] = []  # [{"order": id, "slices": [k...]}]
        self.end_reason: str | None = None
        self.over = False
        return d.events

    def draw(self, count: int) -> list[int]:
        """Draw up to `count` discs from the bag (forced order first, then uniformly at random)."""
        drawn = []
        while len(drawn) < count and self.bag:
            while self.forced_draws and self.forced_draws[0] not in self.bag:
                self.forced_draws.pop(0)
            if self.forced_draws:
                disc = self.forced_draws.pop(0)
            else:
                disc = self.bag[self.rng.randbelow(len(self.bag))]
            self.bag.remove(disc)
            drawn.append(disc)
        return drawn

    def _to_bag(self, disc: int) -> None:
        self.bag.append(disc)
        self.bag.sort()

    # ---- contract hooks ---------------------------------------------------------------------------
    def _current_player(self) -> int | None:
        return None if self.over else self.current

    def _is_over(self) -> bool:
        return self.over

    def _face_up(self) -> list[int]:
        return [o for o in self.slots if o is not None]

    def _legal_actions(self) -> list:
        if self.over:
            return []
        hand = self.hands[self.current]
        if self.phase == "remove":
            return [Remove(d) for d in self._removable()]
        if self.phase == "top_this":
            needed = ORDERS[self.declared].toppings if self.declared is not None else ()
            return list(sample_flicks(self.board, hand, needed)) or [Pass()]
        out: list = []
        showing = {p[2] for p in self.board.values()}
        out += [Flip(t) for t in TOPPINGS if t in showing]
        flicks = sample_flicks(self.board, hand)
        if self.actions_left == 2 and flicks:  # Top This! only when a topping can be placed
            # and only on an order one more topping could fill: a slice holds at most the pizza's
            # toppings plus the one added (declaring a hopeless one stays legal, just not offered)
            room = len(self.board) + 1
            out += [TopThis(o) for o in self._face_up() if len(ORDERS[o].toppings) <= room]
        out += flicks
        if not out:
            out.append(Pass())
        return out

    def _removable(self) -> list[int]:
        ks = {k for entry in self.pending for k in entry["slices"]}
        return sorted(d for d, p in self.board.items() if ks & set(slices_touched(p[0], p[1])))

    def _check(self, action) -> None:
        who = _name(self.current)
        if isinstance(action, Flick):
            if self.phase not in ("actions", "top_this"):
                raise IllegalAction(_("{who} must first remove a topping from the completed slice.").format(who=who))
            error = flick_error(self.board, self.hands[self.current], action)
            if error:
                raise IllegalAction(error)
            return
        if isinstance(action, Remove):
            if self.phase != "remove":
                raise IllegalAction(_("A topping is removed only after completing an order."))
            if action.disc not in self._removable():
                raise IllegalAction(_("Remove a topping that lies on the slice you completed."))
            return
        if self.phase == "remove":
            raise IllegalAction(_("{who} must first remove a topping from the completed slice.").format(who=who))
        if self.phase == "top_this" and not isinstance(action, Pass):
            raise IllegalAction(_("{who} declared Top This!: add a single topping now.").format(who=who))
        if isinstance(action, Flip):
            if action.topping not in TOPPINGS:
                raise IllegalAction(_("Top This! has no such topping; its toppings are {toppings}.").format(
                    toppings=", ".join(topping_name(t) for t in TOPPINGS)))
            if not any(p[2] == action.topping for p in self.board.values()):
                raise IllegalAction(_("No topping on the pizza shows {topping}.").format(topping=topping_name(action.topping)))
            return
        if isinstance(action, TopThis):
            if self.actions_left != 2:
                raise IllegalAction(_("Top This! is declared instead of a turn, before any action."))
            if action.order not in self._face_up():
                raise IllegalAction(_("Point at one of the face-up orders to declare Top This!."))
            if not self.hands[self.current]:
                raise IllegalAction(_("Top This! needs a topping in your hand to add."))
            if not sample_flicks(self.board, self.hands[self.current], limit=1):
                raise IllegalAction(_("There is no free spot on the crust to add a topping."))
            return
        if isinstance(action, Pass):
            if Pass() not in self._legal_actions():
                raise IllegalAction(_("You may pass only when you can neither add nor flip a topping "
                                      "(or the crust has no room to place one)."))
            return
        raise IllegalAction(_("That move is not allowed now."))

    def _complete(self, action):
        if isinstance(action, Flick) and action.outcome is None:
            action = simulate(self.board, action)
            # the same checks as a recorded outcome's, so whatever is played live also loads
            error = outcome_error(self.board, action)
            if error:
                raise IllegalAction(_("The rules cannot record what the physics made of that flick: {error}").format(
                    error=error))
        return action

    # ---- applying ---------------------------------------------------------------------------------
    def _apply(self, action) -> list:
        p = self.current
        if isinstance(action, Remove):
            return self._apply_remove(action)
        if isinstance(action, TopThis):
            self.phase = "top_this"
            self.declared = action.order
            return [Declared(p, action.order)]
        events: list = []
        if isinstance(action, Flick):
            events += self._apply_flick(action)
        elif isinstance(action, Flip):
            flips = []
            for d in sorted(self.board):
                if self.board[d][2] == action.topping:
                    self.board[d][2] = DISCS[d].other(action.topping)
                    flips.append((d, self.board[d][2]))
                    self._touch(d)
            events.append(Flipped(p, action.topping, tuple(flips)))
        elif isinstance(action, Pass):
            self.actions_left = 0
            events.append(Passed(p))
        if self.phase == "top_this":
            events += self._resolve_top_this()
        else:
            self.actions_left = max(0, self.actions_left - 1)
            if self.actions_left == 0:
                events += self._resolve_orders()
        return events

    def _touch(self, disc: int) -> None:
        if disc not in self.touched:
            self.touched.append(disc)

    def _apply_flick(self, f: Flick) -> list:
        p = self.current
        out = f.outcome
        assert out is not None
        self.hands[p].remove(f.disc)
        events: list = [Flicked(p, f.disc, f.face, f.x, f.y, f.vx, f.vy, out)]
        if not out.touched_any:
            if self.board or f.disc in out.fell:
                self._to_bag(f.disc)
                events.append(Missed(p, f.disc, _miss_reason(bool(self.board), f.disc in out.fell)))
                return events
            # ruling: on an empty pizza there is nothing to hit; a topping resting on it stays
            events.append(Landed(p, f.disc))
        for m in out.moved:
            d, x, y = m.disc, m.x, m.y
            face = f.face if d == f.disc else self.board[d][2]
            self.board[d] = [x, y, face]
            self._touch(d)
        if out.fell:
            right = (p - 1) % self.num_players
            for d in out.fell:
                self.board.pop(d, None)
                if d in self.touched:
                    self.touched.remove(d)
                self.hands[right].append(d)
            self.hands[right].sort()
            events.append(FellOff(p, tuple(out.fell), right))
        return events

    def _take_tip(self, p: int) -> list:
        if not self.tips:
            return []
        tip = self.tips.pop(0)
        self.piles[p]["tips"].append(tip)
        self.turn_gain += TIPS[tip].value
        events: list = [TipTaken(p, tip, TIPS[tip].value)]
        if not self.tips and self.end_reason is None:
            self.end_reason = "tips"
            events.append(EndTriggered("tips"))
        return events

    def _take_order(self, p: int, order: int, ks: tuple[int, ...]) -> list:
        slot = self.slots.index(order)
        self.slots[slot] = None
        self.piles[p]["orders"].append(order)
        self.turn_gain += ORDERS[order].value
        self.pending.append({"order": order, "slices": list(ks)})
        return [OrderCompleted(p, order, ORDERS[order].value, ks, slot)]

    def _resolve_orders(self) -> list:
        p = self.current
        done = scoring.completed_orders(self.board, self._face_up(), self.touched)
        events: list = []
        for order, ks in done:
            events += self._take_order(p, order, ks)
        if len(done) >= 2:
            events += self._take_tip(p)
        return events + self._after_completion()

    def _resolve_top_this(self) -> list:
        p = self.current
        order = self.declared
        assert order is not None
        eligible = scoring.touched_slices(self.board, self.touched)
        ks = scoring.matching_slices(self.board, order, eligible)
        self.actions_left = 0
        if not ks:
            return [TopThisFailed(p, order)] + self._end_turn()
        events = self._take_order(p, order, ks) + self._take_tip(p)
        return events + self._after_completion()

    def _after_completion(self) -> list:
        if self.pending and self._removable():
            self.phase = "remove"
            return []
        self.pending = []
        return self._end_turn()

    def _apply_remove(self, action: Remove) -> list:
        p = self.current
        x, y, _ = self.board.pop(action.disc)
        ks = set(slices_touched(x, y))
        self._to_bag(action.disc)
        if action.disc in self.touched:
            self.touched.remove(action.disc)
        self.pending = [e for e in self.pending if not ks & set(e["slices"])]
        return [Removed(p, action.disc)] + self._after_completion()

    def _end_turn(self) -> list:
        p = self.current
        events: list = []
        need = HAND_SIZE - len(self.hands[p])
        if need > 0:
            drawn = self.draw(need)
            if drawn:
                self.hands[p] = sorted(self.hands[p] + drawn)
                events.append(Drew(p, tuple(drawn)))
        revealed = []
        for slot in range(FACE_UP_ORDERS):
            if self.slots[slot] is None and self.order_deck:
                self.slots[slot] = self.order_deck.pop(0)
                revealed.append((slot, self.slots[slot]))
        if revealed:
            events.append(OrdersRevealed(tuple(revealed)))
            if not self.order_deck and self.end_reason is None:
                self.end_reason = "orders"
                events.append(EndTriggered("orders"))
        if self.end_reason is None and not self.bag and not any(self.hands):
            # ruling: every topping is on the pizza, so nobody can add one again; only flips remain
            self.end_reason = "toppings"
            events.append(EndTriggered("toppings"))
        self.turns[p] += 1
        self.gains[p].append(self.turn_gain)
        self.turn_gain = 0
        self.actions_left = 2
        self.phase = "actions"
        self.declared = None
        self.touched = []
        self.pending = []
        nxt = (p + 1) % self.num_players
        if self.end_reason is not None and nxt == self.start:
            self.over = True
            self.phase = "over"
            events.append(GameOver(tuple(self._winners()), tuple(self._totals())))
            return events
        self.current = nxt
        events.append(TurnPassed(nxt))
        return events

    # ---- scores and views -------------------------------------------------------------------------
    def _piles(self) -> list[tuple[list[int], list[int]]]:
        return [(pl["orders"], pl["tips"]) for pl in self.piles]

    def _totals(self) -> list[int]:
        return [sum(scoring.pile_values(o, t)) for o, t in self._piles()]

    def _winners(self) -> list[int]:
        return scoring.winners(self._piles())

    def _status(self) -> str:
        if self.over:
            winners = self._winners()
            return ngettext("Game over: {names} wins.", "Game over: {names} share the win.", len(winners)).format(
                names=i18n.join([_name(s) for s in winners]))
        who = _name(self.current)
        if self.phase == "remove":
            return _("{who} must remove a topping from the completed slice.").format(who=who)
        if self.phase == "top_this":
            return _("{who} declared Top This! on {order}: add one topping.").format(
                who=who, order=order_name(self.declared))
        n = self.actions_left
        return ngettext("{who} has {n} action: add a topping or flip a kind of topping.",
                        "{who} has {n} actions: add a topping or flip a kind of topping.", n).format(who=who, n=n)

    def _round_in_progress(self) -> list[int] | None:
        """Each seat's dollars so far in the round being played (the seats that have had their turn in
        it, and the current player's turn so far); None once the game is over. With the finished
        rounds' rows it adds up to the totals at every moment."""
        if self.over:
            return None
        r = min(self.turns)
        row = [self.gains[s][r] if len(self.gains[s]) > r else 0 for s in range(self.num_players)]
        row[self.current] += self.turn_gain
        return row

    def _view(self, seat: int | None) -> dict:
        rounds_done = min(self.turns)
        return {
            "current_player": self.current_player,
            "is_over": self.over,
            "winners": self.winners(),
            "totals": self._totals(),
            "rounds": [[self.gains[s][r] for s in range(self.num_players)] for r in range(rounds_done)],
            "round_in_progress": self._round_in_progress(),
            "status": self._status(),
            "board": [
                {"id": d, "x": p[0], "y": p[1], "face": p[2], "other": DISCS[d].other(p[2]),
                 "slices": list(slices_touched(p[0], p[1]))}
                for d, p in sorted(self.board.items())
            ],
            "hands": [[{"id": d, "faces": list(DISCS[d].faces)} for d in h] for h in self.hands],
            "bag": len(self.bag),
            "orders": [
                {"id": o, "slot": s, "toppings": list(ORDERS[o].toppings), "value": ORDERS[o].value}
                for s, o in enumerate(self.slots) if o is not None
            ],
            "order_deck": len(self.order_deck),
            "tips_left": len(self.tips),
            "piles": [
                {"orders": list(o), "tips": [TIPS[t].value for t in t_],
                 "order_value": scoring.pile_values(o, t_)[0], "tip_value": scoring.pile_values(o, t_)[1]}
                for o, t_ in self._piles()
            ],
            "phase": self.phase,
            "actions_left": self.actions_left,
            "declared": self.declared,
            "pending": (
                {"slices": sorted({k for e in self.pending for k in e["slices"]}), "discs": self._removable()}
                if self.phase == "remove" else None
            ),
            "touched": sorted(self.touched),
            "turns": list(self.turns),
            "start_player": self.start,
            "end_triggered": self.end_reason is not None,
            # the places and how a tie was broken: worked out once the game is over (None before)
            "tie_breakers": scoring.tie_breakers(self._piles()) if self.over else None,
            "geometry": {"sauce_r": SAUCE_R, "crust_r": CRUST_R, "disc_r": DISC_R, "slices": SLICES,
                         "vmax": VMAX},
        }

    def _to_dict(self) -> dict:
        return {
            "board": {str(d): list(p) for d, p in sorted(self.board.items())},
            "hands": [list(h) for h in self.hands],
            "bag": list(self.bag),
            "forced_draws": list(self.forced_draws),
            "order_deck": list(self.order_deck),
            "slots": list(self.slots),
            "tips": list(self.tips),
            "piles": [{"orders": list(p["orders"]), "tips": list(p["tips"])} for p in self.piles],
            "start": self.start,
            "current": self.current,
            "turns": list(self.turns),
            "gains": [list(g) for g in self.gains],
            "turn_gain": self.turn_gain,
            "actions_left": self.actions_left,
            "phase": self.phase,
            "declared": self.declared,
            "touched": list(self.touched),
            "pending": [{"order": e["order"], "slices": list(e["slices"])} for e in self.pending],
            "end_reason": self.end_reason,
            "over": self.over,
            "rng": self.rng.state,
        }

    # ---- checks -----------------------------------------------------------------------------------
    def check_invariants(self) -> None:
        """Every disc is in exactly one place; the board is sane; cards are all accounted for."""
        places = list(self.board) + [d for h in self.hands for d in h] + list(self.bag)
        assert sorted(places) == list(range(len(DISCS))), f"discs misplaced: {sorted(places)}"
        for d, (x, y, face) in self.board.items():
            assert math.isfinite(x) and math.isfinite(y) and math.hypot(x, y) <= CRUST_R + 1e-6, (d, x, y)
            assert face in DISCS[d].faces, (d, face)
        orders = self.order_deck + self._face_up() + [o for pl in self.piles for o in pl["orders"]]
        assert len(orders) == len(set(orders)) == len(ORDERS), "orders misplaced"
        tips = self.tips + [t for pl in self.piles for t in pl["tips"]]
        assert len(tips) == len(set(tips)) == 2 * self.num_players + 1, "tips misplaced"
        assert self.phase in ("actions", "top_this", "remove", "over")
        assert 0 <= self.actions_left <= 2


GAME = Game(info=INFO, state_class=TopThisState, actions=ACTIONS, validate_options=validate_options)
