"""What happens in Top This!, as frozen events (log.describe renders them; the scene animates them).
Everything is public: no event needs a per-seat version."""

from __future__ import annotations


from app.core import events as shared
from app.core.records import Event
from app.physics import FlickOutcome


class Dropped(Event):
    """Setup: toppings dropped above the centre; `discs` are (id, x, y, face) where they rested,
    `returned` the ones that fell off and went back to the bag."""

    REVEALS = True
    discs: tuple[tuple[int, float, float, str], ...]
    returned: tuple[int, ...]


class Drew(Event):
    REVEALS = True
    player: int
    discs: tuple[int, ...]


class OrdersRevealed(Event):
    """Order cards turned face up: (slot, order id) pairs."""

    REVEALS = True
    orders: tuple[tuple[int, int], ...]


class Flicked(Event):
    """A flick and its outcome. REVEALS: a flick is a physical act whose result nobody knew before;
    like a card drawn, it cannot be taken back (else a missed shot could be retried at will)."""

    REVEALS = True
    player: int
    disc: int
    face: str
    x: float
    y: float
    vx: float
    vy: float
    outcome: FlickOutcome


#: why a flick missed (rulings 7): it rests on the pizza having touched no topping already there; it
#: slid off having touched none; it slid off a pizza with no topping on it (nothing to touch)
MISS_REASONS = ("no_hit", "slid_off", "off_empty")


class Missed(Event):
    """The flicked topping hit nothing and went back to the bag; `reason` says why it is a miss (one
    of MISS_REASONS; log.miss_sentence words it)."""

    player: int
    disc: int
    reason: str = "no_hit"


class Landed(Event):
    """The pizza was empty, so there was nothing to hit: the flicked topping stays where it rested."""

    player: int
    disc: int


class FellOff(Event):
    """Toppings knocked off the pizza, given to `to_player` (the flicker's right-hand neighbour)."""

    player: int
    discs: tuple[int, ...]
    to_player: int


class Flipped(Event):
    player: int
    topping: str
    flips: tuple[tuple[int, str], ...]  # (disc, its new face) per flipped disc


class Declared(Event):
    player: int
    order: int


class OrderCompleted(Event):
    player: int
    order: int
    value: int
    slices: tuple[int, ...]
    slot: int


class TipTaken(Event):
    REVEALS = True
    player: int
    tip: int
    value: int


class TopThisFailed(Event):
    player: int
    order: int


class Removed(Event):
    player: int
    disc: int


class Passed(Event):
    """The player could do nothing and ended their actions."""

    player: int


class EndTriggered(Event):
    """The last tip was taken or the last order revealed: play on until turns are even."""

    reason: str  # "tips", "orders" or "toppings" (bag and hands empty)


class TurnPassed(Event):
    player: int  # the new current player


class GameOver(shared.GameOver):
    """The game is over (the shared record, app/core/events.py)."""


EVENTS = (Dropped, Drew, OrdersRevealed, Flicked, Missed, Landed, FellOff, Flipped, Declared, OrderCompleted,
          TipTaken, TopThisFailed, Removed, Passed, EndTriggered, TurnPassed, GameOver)
