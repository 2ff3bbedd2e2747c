"""The moves of Top oder Flop as frozen records. `side` is "top" or "flop"; cards are codes
(cards.py). `replace` and `take` are null unless the card lands on a full side: then `replace` is one
of that side's lowest cards (lower than the card coming in) and `take` the film, one of the replaced
card's, under which it goes into the mover's personal display."""

from __future__ import annotations


from app.core import Action
from app.core.i18n import N_

_CARD = N_("the card played")
_FILM = N_("the film")
_SIDE = N_("the side of the film")
_REPLACE = N_("the card replaced")
_TAKE = N_("the film the replaced card is taken for")


class Personal(Action):
    """A card from the hand into the mover's own personal display (also the two opening rounds)."""

    WORDS = N_("a card for your personal display")
    FIELD_WORDS = {"card": _CARD, "film": _FILM}
    card: str
    film: str


class Display(Action):
    """An influence card onto a side of a film shown on it."""

    WORDS = N_("an influence card for the film display")
    FIELD_WORDS = {"card": _CARD, "film": _FILM, "side": _SIDE, "replace": _REPLACE, "take": _TAKE}
    card: str
    film: str
    side: str
    replace: str | None = None
    take: str | None = None


class Change(Action):
    """A change card on the film display: `moved`, one of the lowest cards of `side` of `film`, goes
    to `to_side` of `to_film` (a film shown on it); then the change card is discarded."""

    WORDS = N_("a change card")
    FIELD_WORDS = {"card": _CARD, "film": N_("the film the card is moved from"), "side": N_("the side it is moved from"),
                   "moved": N_("the card moved"), "to_film": N_("the film it is moved to"),
                   "to_side": N_("the side it is moved to"), "replace": _REPLACE, "take": _TAKE}
    card: str
    film: str
    side: str
    moved: str
    to_film: str
    to_side: str
    replace: str | None = None
    take: str | None = None


class Marker(Action):
    """A marker onto a side of a film, showing `face` ("x2" or "stop")."""

    WORDS = N_("a marker")
    FIELD_WORDS = {"face": N_("the side of the marker"), "film": _FILM, "side": _SIDE}
    face: str
    film: str
    side: str


ACTIONS = (Personal, Display, Change, Marker)
