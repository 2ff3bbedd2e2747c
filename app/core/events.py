"""The events every card game has, written once: a card drawn (seen by its drawer only), a draw from a
used-up deck, a seat passed over for having no move, and the end of a game with its winners and totals.

A game declares its own class on one of these, whose name gives its `TYPE` (its saves and replays
store the TYPE, so two games' "card_drawn" stay two classes, each with its log sentence and animation):

    class CardDrawn(Drawn):
        '''A card drawn (the shared record).'''  # its TYPE: "card_drawn"

The fields, their order and what each seat sees are the base's: the JSON is `{"type": TYPE, ...}` with
the fields below. The sentences that log them are here too (`drawn_sentence` and the others): a game's
log registers them (`on(ev.CardDrawn)(drawn_sentence(card_name))`) or writes its own.
"""

from __future__ import annotations

from typing import Callable, Sequence

from app.core.i18n import _, join
from app.core.records import Event
from app.core.text import name


class Drawn(Event):
    """`player` drew a card (only they see which: the others' `card` is None)."""

    TYPE = ""  # a base: a game's own subclass is the record
    REVEALS = True
    VISIBLE = "actor"
    SECRET_FIELDS = ("card",)
    player: int
    card: str | None


class DeckEmpty(Event):
    """`player` would draw, but the deck is used up."""

    TYPE = ""  # a base: a game's own subclass is the record
    VISIBLE = "all"
    player: int


class TurnSkipped(Event):
    """`player` can make no move at all and is passed over."""

    TYPE = ""  # a base: a game's own subclass is the record
    VISIBLE = "all"
    player: int


class GameOver(Event):
    """The game is over: `winners` (the seats that share the win) and the `totals` by seat."""

    TYPE = ""  # a base: a game's own subclass is the record
    VISIBLE = "all"
    winners: tuple[int, ...]
    totals: tuple[int, ...]


# ---- their log sentences (a handler takes the event and the players' names) ---------------------------
def drawn_sentence(card_name: Callable[[str], str]) -> Callable[[Drawn, Sequence[str]], str]:
    """The log handler of a `Drawn` event, naming a card seen with `card_name` ("Ben drew Titanic.";
    a card the reader may not see: "Ben drew a card.")."""

    def drawn(event: Drawn, names: Sequence[str]) -> str:
        if event.card is None:
            return _("{who} drew a card.").format(who=name(names, event.player))
        return _("{who} drew {card}.").format(who=name(names, event.player), card=card_name(event.card))

    return drawn


def winners_named(event: GameOver, names: Sequence[str]) -> tuple[str, int]:
    """Of an event with `winners` and `totals` (a GameOver, or a game's own): the winners' names as
    one text ("Ana and Ben") and the winning total (0 without winners)."""
    best = event.totals[event.winners[0]] if event.winners else 0
    return join([name(names, seat) for seat in event.winners]), best


def deck_empty_sentence(event: DeckEmpty, names: Sequence[str]) -> str:
    return _("The deck is used up: {who} drew no card.").format(who=name(names, event.player))


def turn_skipped_sentence(event: TurnSkipped, names: Sequence[str]) -> str:
    return _("{who} could make no move and was passed over.").format(who=name(names, event.player))


__all__ = ["DeckEmpty", "Drawn", "GameOver", "TurnSkipped", "deck_empty_sentence", "drawn_sentence",
           "turn_skipped_sentence", "winners_named"]
