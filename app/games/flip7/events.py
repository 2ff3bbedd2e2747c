"""What happens in Flip 7 (frozen event records). Seats are ints, cards are codes (see cards.py).
The moves are in actions.py (re-exported here for older imports)."""

from __future__ import annotations


from app.core import Event
from app.core import events as shared
from app.games.flip7.actions import ACTIONS, Hit, Stay, Target  # noqa: F401 - older imports


# ---- events ------------------------------------------------------------------------------------
class RoundStarted(Event):
    round: int
    dealer: int


class CardDrawn(Event):
    """A card turned over from the deck for `player`; `why` is "deal", "hit" or "flip3"."""

    REVEALS = True
    player: int
    card: str
    why: str


class Busted(Event):
    player: int
    number: int


class SecondChanceUsed(Event):
    """The duplicate `number` and the Second Chance went to the discard pile."""

    player: int
    number: int


class SecondChanceKept(Event):
    """`player` keeps a Second Chance in front of them (a set-aside one, once resolved)."""

    player: int


class SecondChancePassed(Event):
    giver: int
    receiver: int


class ActionSetAside(Event):
    """An action card flipped during a Flip Three waits until the three cards are done."""

    player: int
    card: str


class ActionDiscarded(Event):
    """An action card nobody can receive: `reason` is "no_target" (nobody active for a Freeze or
    Flip Three), "all_protected" (every other active player already has a Second Chance) or
    "nobody_else" (an extra Second Chance, and no other player is still in the round)."""

    player: int
    card: str
    reason: str


class Frozen(Event):
    by: int
    player: int
    points: int


class Flip3Started(Event):
    by: int
    player: int


class Flip3Ended(Event):
    """`drawn` cards were flipped (fewer than 3 after a bust, a Flip 7 or an empty deck)."""

    player: int
    drawn: int
    busted: bool


class Stayed(Event):
    player: int
    points: int


class Flip7(Event):
    player: int


class DeckReshuffled(Event):
    """The deck ran out: the `cards` discarded cards were shuffled into a new deck."""

    cards: int


class DeckExhausted(Event):
    """No card is left in the deck nor in the discards: the round ends as it stands."""


class PlayerScored(Event):
    """One seat's points for the round, with the parts the log explains. `doubled`: at least one x2;
    `factor`: what the number sum was multiplied by (2 per x2; 4 with both x2 of two decks). An
    event made without `factor` reads as 2 when `doubled`, else 1 (see `number_factor`)."""

    player: int
    points: int
    numbers: int
    doubled: bool
    bonus: int
    flip7: bool
    busted: bool
    factor: int = 1

    @property
    def number_factor(self) -> int:
        return max(self.factor, 2 if self.doubled else 1)


class RoundScored(Event):
    round: int
    points: tuple[int, ...]
    totals: tuple[int, ...]


class CardsCleared(Event):
    """Every card in front of the players went to the discard pile; the deck passes to `dealer`."""

    discards: int
    dealer: int


class GameOver(shared.GameOver):
    """The game is over (the shared record, app/core/events.py)."""
