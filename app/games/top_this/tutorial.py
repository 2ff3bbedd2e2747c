"""Learn to play Top This!: a two-seat game (you, as Sam, and Ana, an Easy bot) from a stacked start, with every
kind of move once: a pass, two flicks, a removal, Top This! and its flick, and a flip.

The position is set with the game's set-up options (the same ones tests use; docs/rulings.md, "Top
This!", Learn to play): an empty pizza (`layout` {}: no drop), both hands empty (`hands`), the bag's
draw order (`bag`) and the top of the order deck (`orders`). So the seed plays no part in it.

1. The pizza and both hands are empty: the only move is to pass; you draw pepperoni (36), olives (18),
   onions/olives (9) and peppers/pepperoni (27); Ana passes too and draws hers.
2. Your pepperoni, flicked onto the empty pizza, stays where it stops (slice 3, the ring).
3. Your olives, flicked gently at it: both lie on slice 3 and make the olives + pepperoni order.
4. You take one topping off that slice; you draw mushrooms/olives (5) and pepperoni/onions (41).
   Ana plays a turn of her own (her flicks are random: the steps below read the board as it is).
5. A flip, and 6. a second flip (or a flick), chosen so that the turn completes no order (else the
   next turn would begin with a removal instead of Top This!).
7. Top This! on an order one flick can complete (the pick prefers one of two toppings where one
   shows on the pizza and your hand has the other); 8. that flick. Whatever it brings (a removal
   after a success) is played freely: the lesson is over.

Every pick is worked out from the view at the time, so Ana's moves in between do not break a step
(tests/games/top_this/test_tutorial.py plays the lesson with several of Ana's seeds).

A flick is never exact: steps 2 and 3 say what counts as done (their `goal`: the pepperoni stays on
the pizza; the olives make an order the learner wins). A flick that misses is taken back with the
step's "Try again" before anything else happens (app/core/tutorial.py), so Ana never plays on a miss
and step 4's "the card is yours" is always true. Step 8 has no goal: a Top This! that fails is part
of the game ("or get nothing"), and the lesson is over either way.
"""

from __future__ import annotations

import math

from app.core.i18n import N_
from app.core.tutorial import Lesson, Step
from app.games.top_this import scoring
from app.games.top_this.actions import Flick
from app.games.top_this.components import DISCS
from app.games.top_this.flicks import aimed_flick
from app.games.top_this.geometry import CRUST_MID, crust_point
from app.physics import VMAX
from app.physics.bounds import lone_slide

#: the learner's toppings, in the order drawn: pepperoni (face up), olives (face up), then two more
FIRST, SECOND = 36, 18
LEARNER_DRAWS = [FIRST, SECOND, 9, 27]
ANA_DRAWS = [0, 14, 23, 32]
REFILL = [5, 41]
#: olives + pepperoni first (the one the first two flicks make), then a mix of two- and three-topping orders
ORDERS_ON_TOP = [7, 9, 5, 12, 6, 4, 15]
#: slice 3's bisector (157.5 degrees: left of the centre, the side away from the orders and the hand)
ANGLE = math.radians(157.5)
#: where the first topping stops (mm from the centre), and the gentle speed of a hit (mm/s)
STOP_R = 90.0
HIT_SPEED = 250.0


def _on_the_pizza(before: dict, after: dict) -> bool:
    return bool(after["board"])


def _order_won(before: dict, after: dict) -> bool:
    return len(after["piles"][0]["orders"]) > len(before["piles"][0]["orders"])


def _board(view: dict) -> dict:
    return {d["id"]: (d["x"], d["y"], d["face"]) for d in view["board"]}


def _hand(view: dict) -> list[int]:
    return [h["id"] for h in view["hands"][0]]


def _speed_to_stop(distance: float) -> float:
    """The flick speed at which a lone topping slides `distance` mm (bisection on the physics' own slide)."""
    lo, hi = 0.0, VMAX
    for _ in range(50):
        mid = (lo + hi) / 2
        x, y, _frames, _fell = lone_slide(0.0, 0.0, mid, 0.0, board_r=1e9)
        lo, hi = (mid, hi) if x < distance else (lo, mid)
    return hi


def _gentle_at(view: dict, disc: int, face: str, target: tuple[float, float]) -> Flick | None:
    """A soft flick of `disc` (face up) from the crust straight out from `target`, to nudge it."""
    return aimed_flick(_board(view), disc, face, target, HIT_SPEED)


def _onto_empty(view: dict, legal: list) -> Flick | None:
    """Step 2: the pepperoni from the crust at slice 3, to stop at STOP_R on its bisector."""
    if FIRST not in _hand(view):
        return None
    board = _board(view)
    if board:  # not empty after all (a flick of your own came before): nudge what lies there
        d, (x, y, _f) = min(board.items())
        return _gentle_at(view, FIRST, DISCS[FIRST].faces[0], (x, y))
    x, y = crust_point(ANGLE, CRUST_MID)
    speed = _speed_to_stop(CRUST_MID - STOP_R)
    return Flick(FIRST, DISCS[FIRST].faces[0], x, y, -speed * math.cos(ANGLE), -speed * math.sin(ANGLE))


def _at_the_first(view: dict, legal: list) -> Flick | None:
    """Step 3: the olives, gently at the pepperoni (or whatever lies on the pizza)."""
    board = _board(view)
    disc = SECOND if SECOND in _hand(view) else next(iter(_hand(view)), None)
    if disc is None or not board:
        return None
    d = FIRST if FIRST in board else min(board)
    return _gentle_at(view, disc, DISCS[disc].faces[0], board[d][:2])


def _safe_flip(view: dict, legal: list):
    """Steps 5 and 6: a flip after which no order would be complete at the end of the turn (so the
    turn ends without a removal, and Top This! comes next); the first flip when all would."""
    flips = [a for a in legal if a.TYPE == "flip"]
    board = _board(view)
    orders = [o["id"] for o in view["orders"]]
    for a in flips:
        after = {d: (x, y, DISCS[d].other(f) if f == a.topping else f) for d, (x, y, f) in board.items()}
        touched = set(view.get("touched", [])) | {d for d, p in board.items() if p[2] == a.topping}
        if not scoring.completed_orders(after, orders, touched):
            return a
    return flips[0] if flips else None


def _pairs(view: dict):
    """(order, board disc, hand disc, face): a face-up order of two toppings, one showing on a disc of
    the pizza, the other on a side of a disc in your hand; the most valuable first."""
    board, hand = _board(view), _hand(view)
    out = []
    for o in sorted(view["orders"], key=lambda o: (-o["value"], o["id"])):
        tops = o["toppings"]
        if len(tops) != 2:
            continue
        for shown, wanted in ((tops[0], tops[1]), (tops[1], tops[0])):
            on = [d for d, p in sorted(board.items()) if p[2] == shown]
            held = [h for h in hand if wanted in DISCS[h].faces]
            if on and held:
                out.append((o["id"], on[0], held[0], wanted))
    return out


def _declare(view: dict, legal: list):
    """Step 5: Top This! on an order one gentle flick may complete (else the first offered)."""
    offered = {a.order: a for a in legal if a.TYPE == "top_this"}
    for order, *_ in _pairs(view):
        if order in offered:
            return offered[order]
    return next(iter(offered.values()), None)


def _complete_declared(view: dict, legal: list) -> Flick | None:
    """Step 6: the flick for the declared order: the missing topping, gently at the one on the pizza."""
    declared = view.get("declared")
    for order, on, held, face in _pairs(view):
        if order == declared:
            return _gentle_at(view, held, face, _board(view)[on][:2])
    flicks = [a for a in legal if a.TYPE == "flick"]
    return flicks[0] if flicks else None


LESSON = Lesson(
    game="top_this",
    players=2,
    seed=13,
    options={"start": 0, "layout": {}, "hands": [[], []], "bag": LEARNER_DRAWS + ANA_DRAWS + REFILL,
             "orders": ORDERS_ON_TOP},
    intro=N_("Top This! in a few moves: make a slice hold exactly the toppings an order card asks for, "
             "no more. Each turn you have two actions."),
    steps=(
        Step(N_("The pizza is empty and so is your hand: there is nothing you can do, so click Pass. "
                "Then you draw up to four toppings."), ("pass",)),
        Step(N_("Click the pepperoni in your hand, press on the crust beside the ring, pull back away from "
                "the pizza and let go. On an empty pizza a topping stays where it stops."), ("flick",),
             _onto_empty, goal=_on_the_pizza,
             again=N_("Try again: the pepperoni slid off the pizza, so that flick was taken back. Pull back "
                      "less far.")),
        Step(N_("Now flick the olives gently at the pepperoni (ringed): a topping must hit one already on "
                "the pizza, or it goes back to the bag. Together they make the olives + pepperoni order."),
             ("flick",), _at_the_first, goal=_order_won,
             again=N_("Try again: those olives would not make the order with the pepperoni, so that flick "
                      "was taken back.")),
        Step(N_("Order complete: the card is yours. Take one topping off that slice: click a lit one."),
             ("remove",)),
        Step(N_("Flip: click a ringed topping button. Every disc showing that topping turns over to its "
                "other side, wherever it lies."), ("flip",), _safe_flip),
        Step(N_("Your second action: flip again or add a topping, as you like. The ring shows one that gives "
                "Ana no order."), ("flip", "flick"), _safe_flip),
        Step(N_("Top This!: click the ringed order, then the Top This! button. Your turn is then one flick: "
                "complete that order with it for a tip as well, or get nothing."), ("top_this",), _declare),
        Step(N_("Flick the topping the order still needs gently at the ringed one."), ("flick",),
             _complete_declared),
    ),
    done=N_("You have played every kind of move: adding, flipping, Top This!, taking off and passing. "
            "Play a real game!"),
)

__all__ = ["LESSON"]
