"""What happens in Top 3 (frozen event records). Seats are ints, cards their ids (cards.py), orders
and bet cards as in actions.py.

Secrets: a seat's choice (`Chose`) is seen whole by that seat only; the others see that it chose, not
what (neither the order nor whether a bet card was laid). The reveal, the rounds and the end are
public."""

from __future__ import annotations


from app.core import Event
from app.core import events as shared


class RoundStarted(Event):
    """Round `round` (1 to 15) began: `table` holds the three cards as numbered 1, 2 and 3, `category`
    the category card turned up."""

    VISIBLE = "all"
    REVEALS = True
    round: int
    table: tuple[str, ...]
    category: str
    theme: str


class Chose(Event):
    """`player` laid an order card and maybe a bet card face down: both for that seat only (the
    others see `order` and `advance` None)."""

    VISIBLE = "actor"
    SECRET_FIELDS = ("order", "advance")
    player: int
    order: str | None
    advance: str | None


class Revealed(Event):
    """Everyone had chosen: the three cards were turned over and scored.

    `values` are the cards' values in the category (as printed), `correct` the right orders (sorted);
    by seat: `orders`, `advances` (the bet card laid or None), `right` (the order was right), `awards`
    (the cards taken for the order); `discarded`: the round's cards that went to the discard pile (the
    lowest-ranked last); by seat again: `advance_right` (the bet card was right) and `advance_paid`
    (the card taken from the discard pile for it, or None: wrong, none laid, or the pile was short)."""

    VISIBLE = "all"
    REVEALS = True
    round: int
    table: tuple[str, ...]
    category: str
    values: tuple[float, ...]
    correct: tuple[str, ...]
    orders: tuple[str, ...]
    advances: tuple[str | None, ...]
    right: tuple[bool, ...]
    awards: tuple[tuple[str, ...], ...]
    discarded: tuple[str, ...]
    advance_right: tuple[bool, ...]
    advance_paid: tuple[str | None, ...]
    theme: str

    @property
    def short(self) -> bool:
        """True when some bet cards were right but the discard pile could not pay them all."""
        return any(self.advance_right) and not any(self.advance_paid)


class GameEnded(shared.GameOver):
    """The 15th round was scored: `totals` are the cards won by seat, `winners` the seats with the most."""


__all__ = ["Chose", "GameEnded", "Revealed", "RoundStarted"]
