"""What happens in the two-player game of Top Pop (frozen event records; the rules are duo.py). Seats
are ints, cards are codes (cards.py), companies 0-3. Every TYPE starts with "duo_" so that it never
meets one of the standard game's (events.py).

Secrets: every event says who may see it. The deal shows each seat its own hand; a seventh card and
the discard are seen whole only by the seat that laid them; a night card played to a column only by
its player (the others see that a night card was played, not its city); a card drawn only by the
drawer. The face-up starting cards, the caps paid, a company closing and everything at the end are
public (the end turns every hidden card up)."""

from __future__ import annotations

import dataclasses

from app.core import Event
from app.core import events as shared


class DuoDealt(Event):
    """Five cards to the first player (`start`), six to the second (`hands`: a seat's own, None for
    the other's)."""

    REVEALS = True
    start: int
    hands: tuple[tuple[str, ...] | None, ...]

    def seen_by(self, seat):
        return dataclasses.replace(self, hands=tuple(h if i == seat else None for i, h in enumerate(self.hands)))


class DuoStartingCard(Event):
    """The deck's top card was laid face up under `company` (night cards too): everyone sees it."""

    REVEALS = True
    VISIBLE = "all"
    company: int
    card: str


class DuoSeventhLaid(Event):
    """`player` laid `card` face down as `company`'s seventh card (only they see which card)."""

    VISIBLE = "actor"
    SECRET_FIELDS = ("card",)
    player: int
    company: int
    card: str | None


class DuoDiscarded(Event):
    """`player` (the second player) put `card` out of the game, face down (only they see which)."""

    VISIBLE = "actor"
    SECRET_FIELDS = ("card",)
    player: int
    card: str | None


class DuoSetupDone(Event):
    """Every company has its seventh card: `player` (the first player) takes the first turn."""

    VISIBLE = "all"
    player: int


class DuoPlayed(Event):
    """`player` played `card` to `company` as the `place`-th card the players gave it (1-6) and
    earned `caps` of its caps. A night card lies face down: the others see `night`, not the card."""

    player: int
    card: str | None
    company: int
    night: bool
    place: int
    caps: int

    def seen_by(self, seat):
        if not self.night or (seat is not None and seat == self.player):
            return self
        return dataclasses.replace(self, card=None)


class DuoDrawn(shared.Drawn):
    """`player` drew a card back to three in hand (only they see which)."""


class DuoDeckEmpty(shared.DeckEmpty):
    """A draw from a used-up deck (the shared record, app/core/events.py)."""


class DuoCompanyClosed(Event):
    """`company` received its sixth card from the players: its seventh card (still face down) is
    attached and it takes no more cards."""

    VISIBLE = "all"
    company: int


class DuoGameEnded(Event):
    """Every company is closed: the game moves to scoring."""

    VISIBLE = "all"


class DuoSeventhRevealed(Event):
    """At the end `company`'s seventh card, laid by `player`, is turned up."""

    REVEALS = True
    VISIBLE = "all"
    company: int
    player: int
    card: str


class DuoNightRevealed(Event):
    """At the end the night card `player` played to `company` (at `index` in its column) is turned up."""

    REVEALS = True
    VISIBLE = "all"
    company: int
    index: int
    player: int
    card: str


class DuoDiscardRevealed(Event):
    """At the end the card `player` put out of the game is turned up."""

    REVEALS = True
    VISIBLE = "all"
    player: int
    card: str


class DuoHandRevealed(Event):
    """At the end `player`'s cards left in hand (out of the game, not scored) are shown."""

    REVEALS = True
    VISIBLE = "all"
    player: int
    cards: tuple[str, ...]


class DuoCompanyScored(Event):
    """`company` scored `points` (majority and variety against the other companies), came `place`
    (0 = first, ties shifted down) and its caps are worth `cap_value` points each."""

    VISIBLE = "all"
    company: int
    points: int
    place: int
    cap_value: int


class DuoSeatScored(Event):
    """`player` scored `points` (per company: caps earned times the company's cap value) with `caps`
    caps in all."""

    VISIBLE = "all"
    player: int
    points: tuple[int, ...]
    total: int
    caps: int


class DuoGameOver(Event):
    """The totals and the winners (most points, then fewest caps, then shared)."""

    VISIBLE = "all"
    totals: tuple[int, ...]
    caps: tuple[int, ...]
    winners: tuple[int, ...]
