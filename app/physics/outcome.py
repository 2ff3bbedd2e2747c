"""The recorded result of one flick: where the discs came to rest, which fell, what was hit."""

from __future__ import annotations


from app.core.i18n import N_
from app.core.records import Record


class DiscAt(Record):
    """Where a disc came to rest (mm, board coordinates)."""

    TYPE = "at"
    WORDS = N_("a resting place")
    FIELD_WORDS = {"disc": N_("the number of a topping that came to rest"), "x": N_("a resting spot"),
                   "y": N_("a resting spot")}
    disc: int
    x: float
    y: float


class FlickOutcome(Record):
    """What a flick did, as data (so saves and replays never re-run the simulation).

    `moved`: final DiscAt(disc, x, y) of every disc that moved and stayed on the board, the flicked disc
    included whenever it stayed; `fell`: discs whose centre left the board; `touched`: board discs the
    flicked disc itself collided with; `frames`: 1/120 s frames until everything rested.
    """

    WORDS = N_("the result of a flick")
    #: words that read for the list and for one entry alike ("a topping that fell off should be a whole
    #: number"); `moved` keeps the general "something in its recorded result"
    FIELD_WORDS = {"fell": N_("a topping that fell off"), "touched": N_("a topping it hit"),
                   "frames": N_("how long the toppings rolled")}
    moved: tuple[DiscAt, ...] = ()
    fell: tuple[int, ...] = ()
    touched: tuple[int, ...] = ()
    frames: int = 0

    @property
    def touched_any(self) -> bool:
        return bool(self.touched)

    def final_positions(self) -> dict[int, tuple[float, float]]:
        return {m.disc: (m.x, m.y) for m in self.moved}
