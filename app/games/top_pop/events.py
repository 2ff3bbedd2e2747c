"""What happens in Top Pop's standard and lite games (frozen event records). Seats are ints, cards
are codes (cards.py), caps and companies company numbers (company `i` is seat `i`'s colour).

Secrets: every event says who may see it. The deal shows each seat its own hand; a card drawn is seen
whole by its drawer only; a night card placed is seen by its placer and the seat it lies in front of
(the others see that a night card was placed, not which); a night card won is seen by the seats that
saw it and its winner (by everyone when it moved its city's power: the power names the city). Caps,
stacks, day cards, the final round and the end are public. The two-player game's events are in
duo_events.py."""

from __future__ import annotations

import dataclasses

from app.core import Event
from app.core import events as shared


class Dealt(Event):
    """The starting resources: each seat's hand (`hands`: a seat's own, None for the others'; empty in
    lite) and the caps of its colour taken from the middle (`caps` by seat)."""

    REVEALS = True
    start: int
    hands: tuple[tuple[str, ...] | None, ...]
    hand_sizes: tuple[int, ...]
    caps: tuple[int, ...]

    def seen_by(self, seat):
        return dataclasses.replace(self, hands=tuple(h if i == seat else None for i, h in enumerate(self.hands)))


class CardPlaced(Event):
    """`player` placed a card in front of `seat` (themselves included) as its `index`-th card; a night
    card (`night`) face down, `card` None for the seats that may not see it. `setup`: the third or
    fifth player's card at set-up."""

    player: int
    seat: int
    index: int
    card: str | None
    night: bool
    setup: bool

    def seen_by(self, seat):
        if not self.night or (seat is not None and seat in (self.player, self.seat)):
            return self
        return dataclasses.replace(self, card=None)


class CapsTaken(Event):
    """`player` took `count` caps of `company`'s colour from the middle (they wanted `wanted`: a cap
    that is not in the middle is not taken). `reason`: "step" (step 3), "bonus" (a card placed in front
    of another player) or the city code of the City Power that gave them."""

    VISIBLE = "all"
    player: int
    company: int
    count: int
    wanted: int
    reason: str


class StackPlaced(Event):
    """`player` put `caps` (bottom first) from their supply onto the `index`-th card in front of
    `seat`: a new stack, or on top of their own stack there (`extended`); it is now `height` tall."""

    VISIBLE = "all"
    player: int
    seat: int
    index: int
    caps: tuple[int, ...]
    extended: bool
    height: int


class CardWon(Event):
    """`player` won the `index`-th card in front of `seat` (their stack there was the tallest): the
    card went to their score pile, the tallest stack's caps (`caps`) to `to` (a seat's supply; None:
    the middle), the other stacks (`returned`: (owner, caps)) back to their owners. A night card's
    code is shown only to the seats in `known_by`. `end`: won with the leftover cards at the end. What
    it shows a seat for the first time (a night card) is found from the seats' views
    (app/core/reveals.py): a day card won shows nobody anything new, and is no reason to refuse undo."""

    player: int
    seat: int
    index: int
    card: str | None
    night: bool
    known_by: tuple[int, ...]
    caps: tuple[int, ...]
    to: int | None
    returned: tuple[tuple[int, tuple[int, ...]], ...]
    end: bool

    def seen_by(self, seat):
        if not self.night or (seat is not None and seat in self.known_by):
            return self
        return dataclasses.replace(self, card=None)


class PowerPassed(Event):
    """City Powers: `player` won a card of `city` and now holds its power (`before`: the seat that held
    it, None for nobody)."""

    VISIBLE = "all"
    city: str
    player: int
    before: int | None


class FinalRound(Event):
    """`player` won their last card needed (6th; 5th in lite): the final round begins; the hands and
    the deck (`cards` in all) left the game."""

    VISIBLE = "all"
    player: int
    won: int
    cards: int


class StepSkipped(Event):
    """`player` had nothing to do in a step (`step` "place", "take" or "stack"): `reason` "no_card"
    (no card in the hand), "empty_middle" or "no_stack" (no stack the rules allow)."""

    VISIBLE = "all"
    player: int
    step: str
    reason: str


class CardDrawn(shared.Drawn):
    """A card drawn, seen by its drawer only (the shared record, app/core/events.py)."""


class DeckEmpty(shared.DeckEmpty):
    """A draw from a used-up deck (the shared record, app/core/events.py)."""


class GameEnded(Event):
    """`reason` "final": the final round is over (`player` triggered it); "stalled": every seat in
    turn had a turn in which nothing happened (docs/rulings.md), `player` None."""

    VISIBLE = "all"
    reason: str
    player: int | None


class CardRemoved(Event):
    """At the end, the `index`-th card in front of `seat` had no stacks: it left the game unwon."""

    REVEALS = True
    VISIBLE = "all"
    seat: int
    index: int
    card: str


class PowerScored(Event):
    """City Powers: `player` holds `city`'s power at the end and scores `points` for it."""

    VISIBLE = "all"
    city: str
    player: int
    points: int


class GameOver(Event):
    """Everything is shown: the score piles (`piles` by seat), the points and the caps in each supply
    (the tie-break)."""

    REVEALS = True
    VISIBLE = "all"
    piles: tuple[tuple[str, ...], ...]
    totals: tuple[int, ...]
    caps: tuple[int, ...]
    winners: tuple[int, ...]
