"""The moves of Top Pop as frozen records. Cards are codes (cards.py), caps and companies are company
numbers, seats are seat numbers.

Standard and lite: `place` (step 2, and the 3rd and 5th players' card at set-up), `take` (step 3),
`stack` (step 4: `caps` bottom first go onto the `card`-th card in front of `seat`, on top of the
mover's own stack there if there is one) and `done` (no more stacks this turn). The two-player game:
`seventh` (a company's seventh card, face down, at set-up), `discard` (the second player's card out of
the game at set-up) and `play` (a card to a company's column)."""

from __future__ import annotations


from app.core import Action
from app.core.i18n import N_

_CARD = N_("the card")
_COMPANY = N_("the soda company")


class Place(Action):
    """A card from the hand in front of `seat` (the mover included)."""

    WORDS = N_("a city card placed")
    FIELD_WORDS = {"card": _CARD, "seat": N_("the player it is placed in front of")}
    card: str
    seat: int


class Take(Action):
    """One cap of `company`'s colour from the middle into the mover's supply."""

    WORDS = N_("a cap taken from the middle")
    FIELD_WORDS = {"company": N_("the colour of the cap")}
    company: int


class Stack(Action):
    """Caps from the mover's supply onto the `card`-th card (from 0) in front of `seat`, bottom first."""

    WORDS = N_("a stack of caps")
    FIELD_WORDS = {"seat": N_("the player the card lies in front of"), "card": N_("the card's place"),
                   "caps": N_("the caps of the stack")}
    seat: int
    card: int
    caps: tuple[int, ...]


class Done(Action):
    """No more stacks this turn."""

    WORDS = N_("the end of your stacking")


class Seventh(Action):
    """Two-player set-up: a card from the hand face down as `company`'s seventh card."""

    WORDS = N_("a seventh card")
    FIELD_WORDS = {"card": _CARD, "company": _COMPANY}
    card: str
    company: int


class Discard(Action):
    """Two-player set-up: the second player puts a card from their hand out of the game."""

    WORDS = N_("a card put out of the game")
    FIELD_WORDS = {"card": _CARD}
    card: str


class Play(Action):
    """Two-player game: a card from the hand to the foot of `company`'s column, paying its caps."""

    WORDS = N_("a card played to a company")
    FIELD_WORDS = {"card": _CARD, "company": _COMPANY}
    card: str
    company: int


ACTIONS = (Place, Take, Stack, Done, Seventh, Discard, Play)
