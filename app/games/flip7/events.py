"""What happens in Flip 7 (frozen event records). Seats are ints, cards are codes (see cards.py).
The moves are in actions.py (re-exported here for older imports)."""

from __future__ import annotations


from app.core import Event
from app.core import events as shared
from app.games.flip7.actions import ACTIONS, Hit, Stay, Target  # noqa: F401 - older imports


# ---- events ------------------------------------------------------------------------------------
class RoundStarted(Event):
    TYPE = "round_started"
    round: int
    dealer: int


class CardDrawn(Event):
    """A card turned over from the deck for `player`; `why` is "deal", "hit" or "flip3"."""

    TYPE = "card_drawn"
    REVEALS = True
    player: int
    card: str
    why: str


class Busted(Event):
    TYPE = "busted"
    player: int
    number: int


class SecondChanceUsed(Event):
    """The duplicate `number` and the Second Chance went to the discard pile."""

    TYPE = "second_chance_used"
    player: int
    number: int


class SecondChanceKept(Event):
    """`player` keeps a Second Chance in front of them (a set-aside one, once resolved)."""

    TYPE = "second_chance_kept"
    player: int


class SecondChancePassed(Event):
    TYPE = "second_chance_passed"
    giver: int
    receiver: int


class ActionSetAside(Event):
    """An action card flipped during a Flip Three waits until the three cards are done."""

    TYPE = "action_set_aside"
    player: int
    card: str


class ActionDiscarded(Event):
    """An action card nobody can receive: `reason` is "no_target" (nobody active for a Freeze or
    Flip Three), "all_protected" (every other active player already has a Second Chance) or
    "nobody_else" (an extra Second Chance, and no other player is still in the round)."""

    TYPE = "action_discarded"
    player: int
    card: str
    reason: str


class Frozen(Event):
    TYPE = "frozen"
    by: int
    player: int
    points: int


class Flip3Started(Event):
    TYPE = "flip3_started"
    by: int
    player: int


class Flip3Ended(Event):
    """`drawn` cards were flipped (fewer than 3 after a bust, a Flip 7 or an empty deck)."""

    TYPE = "flip3_ended"
    player: int
    drawn: int
    busted: bool


class Stayed(Event):
    TYPE = "stayed"
    player: int
    points: int


class Flip7(Event):
    TYPE = "flip7"
    player: int


class DeckReshuffled(Event):
    """The deck ran out: the `cards` discarded cards were shuffled into a new deck."""

    TYPE = "deck_reshuffled"
    cards: int


class DeckExhausted(Event):
    """No card is left in the deck nor in the discards: the round ends as it stands."""

    TYPE = "deck_exhausted"


class PlayerScored(Event):
    """One seat's points for the round, with the parts the log explains. `doubled`: at least one x2;
    `factor`: what the number sum was multiplied by (2 per x2; 4 with both x2 of two decks). An
    event made without `factor` reads as 2 when `doubled`, else 1 (see `number_factor`)."""

    TYPE = "player_scored"
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
    TYPE = "round_scored"
    round: int
    points: tuple[int, ...]
    totals: tuple[int, ...]


class CardsCleared(Event):
    """Every card in front of the players went to the discard pile; the deck passes to `dealer`."""

    TYPE = "cards_cleared"
    discards: int
    dealer: int


class GameOver(shared.GameOver):
    TYPE = "game_over"
