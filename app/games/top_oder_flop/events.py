"""What happens in Top oder Flop (frozen event records). Seats are ints, cards are codes (cards.py).

Secrets: every event says who may see it. The deal shows each seat its own hand; a card laid face
down into a personal display and a card drawn are seen whole by their player only (the others see
that it happened, and the film of a face-down card, not the card); everything on the film display,
a replaced card taken into a personal display (everyone saw its value) and the end of the game are
public."""

from __future__ import annotations

import dataclasses

from app.core import Event
from app.core import events as shared
from app.games.top_oder_flop.actions import ACTIONS, Change, Display, Marker, Personal  # noqa: F401


class Dealt(Event):
    """Eight cards to each seat (`hands`: a seat's own, None for the others') and the markers."""

    REVEALS = True
    start: int
    hands: tuple[tuple[str, ...] | None, ...]
    markers: tuple[int, ...]

    def seen_by(self, seat):
        return dataclasses.replace(self, hands=tuple(h if i == seat else None for i, h in enumerate(self.hands)))


class PersonalPlayed(Event):
    """`player` laid a card from their hand into their personal display under `film`: face up (the
    first card for that film, seen by all) or face down (only its owner sees which card it is)."""

    player: int
    card: str | None
    film: str
    face_up: bool
    opening: bool

    def seen_by(self, seat):
        if self.face_up or (seat is not None and seat == self.player):
            return self
        return dataclasses.replace(self, card=None)


class OpeningSkipped(Event):
    """`player` holds no influence card for this opening round (`round` 1 or 2) and lays none."""

    VISIBLE = "all"
    player: int
    round: int


class DisplayPlayed(Event):
    VISIBLE = "all"
    player: int
    card: str
    film: str
    side: str


class CardMoved(Event):
    """`player` played the change card `change`: `card` went from `side` of `film` to `to_side` of
    `to_film`; the change card went to the discard pile."""

    VISIBLE = "all"
    player: int
    change: str
    card: str
    film: str
    side: str
    to_film: str
    to_side: str


class CardReplaced(Event):
    """`card` was pushed off `side` of `film` by a higher card and went into `player`'s personal
    display under `take` (face up when it is their first card there; its value is known to all)."""

    VISIBLE = "all"
    player: int
    card: str
    film: str
    side: str
    take: str
    face_up: bool


class MarkerPlayed(Event):
    VISIBLE = "all"
    player: int
    face: str
    film: str
    side: str


class CardDrawn(shared.Drawn):
    """A card drawn, seen by its drawer only (the shared record, app/core/events.py)."""


class DeckEmpty(shared.DeckEmpty):
    """A draw from a used-up deck (the shared record, app/core/events.py)."""


class TurnSkipped(shared.TurnSkipped):
    """`player` can make no move at all (docs/rulings.md) and is passed over."""


class FilmFinished(Event):
    """`film` turned over to Last Take with this `value`; nothing more goes on or off it."""

    VISIBLE = "all"
    film: str
    value: int


class GameEnded(Event):
    """`reason` "films": the last film ended; "out": `player` has no cards and no markers left;
    "stuck": nobody can move."""

    VISIBLE = "all"
    reason: str
    player: int | None


class InfluenceRevealed(Event):
    """At the end every personal display is turned up: `player`'s `cards` for `film` add up to
    `influence`."""

    REVEALS = True
    VISIBLE = "all"
    player: int
    film: str
    cards: tuple[str, ...]
    influence: int


class LeftoverScored(Event):
    """Two victory points for each card and each marker `player` has left."""

    VISIBLE = "all"
    player: int
    cards: int
    markers: int
    points: int


class FilmScored(Event):
    VISIBLE = "all"
    film: str
    value: int
    influence: tuple[int, ...]
    awards: tuple[int, ...]


class GameOver(Event):
    VISIBLE = "all"
    totals: tuple[int, ...]
    winners: tuple[int, ...]
