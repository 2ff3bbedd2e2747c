"""Who sits at the table: a name, a colour and a kind ("human" or a bot level). Pure Python, shared by
the save files and the session (which re-exports `SeatConfig`)."""

from __future__ import annotations

import dataclasses
import unicodedata
from typing import Any, Sequence

from app.core.i18n import _, ngettext, pgettext

#: "human" or one of the bot levels every game's bots.py offers (its LEVELS)
KINDS: tuple[str, ...] = ("human", "easy", "normal", "hard")
BOT_LEVELS: tuple[str, ...] = KINDS[1:]
MAX_NAME = 24
MAX_COLOR = 32


@dataclasses.dataclass(frozen=True)
class SeatConfig:
    name: str
    color: str
    kind: str = "human"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_dict(self) -> dict:
        return {"name": self.name, "color": self.color, "kind": self.kind}


#: what `text_problem` finds
SURROGATE, DIRECTION, CONTROL = "surrogate", "direction", "control"
#: the marks and embeddings, overrides and isolates that turn the direction of what follows them
#: (U+202E makes "Ana" read "anA" and reorders the sentence around it)
_DIRECTION_MARKS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def text_problem(text: str) -> str | None:
    """Why `text` (a seat's name or colour) cannot be a player's word, or None: a lone surrogate
    (SURROGATE: not text at all; it cannot even be written to a file as UTF-8), a mark that turns the
    direction of the text (DIRECTION), a control character (CONTROL: C0, DEL, C1 such as U+0085) or
    a line or paragraph separator. The one check of a name, whether typed in the new-game dialog or
    read from a save, a move log or the settings."""
    found = None
    for ch in text:
        category = unicodedata.category(ch)
        if category == "Cs":
            return SURROGATE
        if ch in _DIRECTION_MARKS:
            found = found or DIRECTION
        elif category in ("Cc", "Zl", "Zp"):
            found = CONTROL if found is None else found
    return found


def seat_problem(seat: Any, number: int) -> str | None:
    """Why `seat` (a SeatConfig) is not usable, as a sentence; None when it is fine.
    `number` is the 1-based seat number used in the sentence."""
    if not isinstance(seat, SeatConfig):
        return _("Seat {number} is not a seat description.").format(number=number)
    name = seat.name
    if not isinstance(name, str) or not name.strip():
        return _("Seat {number} has no name.").format(number=number)
    if len(name) > MAX_NAME:
        return _("The name of seat {number} is longer than {limit} characters.").format(number=number, limit=MAX_NAME)
    refused = text_problem(name)
    if refused == SURROGATE:
        return _("The name of seat {number} contains a character that is not text.").format(number=number)
    if refused == DIRECTION:
        return _("The name of seat {number} contains a character that turns the direction of the text.").format(
            number=number)
    if refused == CONTROL:
        return _("The name of seat {number} contains control characters.").format(number=number)
    if not isinstance(seat.color, str) or not seat.color or len(seat.color) > MAX_COLOR or text_problem(seat.color):
        return _("Seat {number} has no valid colour.").format(number=number)
    if seat.kind not in KINDS:
        return _("Seat {number} is of kind '{kind}'; a seat is one of {kinds}.").format(
            number=number, kind=seat.kind, kinds=", ".join(_kind_word(k) for k in KINDS))
    return None


def _kind_word(kind: str) -> str:
    """The word for a seat's kind in a sentence (English: the kind as a save writes it)."""
    words = {"human": pgettext("seat kind", "human"), "easy": pgettext("seat kind", "easy"),
             "normal": pgettext("seat kind", "normal"), "hard": pgettext("seat kind", "hard")}
    return words.get(kind, kind)


def validate_seats(seats: Sequence[Any], players: int) -> list[SeatConfig]:
    """The seats as a list, or ValueError with a sentence (wrong count, bad name/colour/kind)."""
    seats = list(seats)
    if len(seats) != players:
        raise ValueError(ngettext("The game has {players} players but {seats} seat was given.",
                                  "The game has {players} players but {seats} seats were given.",
                                  len(seats)).format(players=players, seats=len(seats)))
    for number, seat in enumerate(seats, start=1):
        problem = seat_problem(seat, number)
        if problem:
            raise ValueError(problem)
    return seats


def seat_from_dict(data: Any, number: int) -> SeatConfig:
    """A seat from its JSON form, or ValueError with a sentence."""
    if not isinstance(data, dict):
        raise ValueError(_("Seat {number} is not a seat description.").format(number=number))
    extra = set(data) - {"name", "color", "kind"}
    if extra:
        raise ValueError(_("Seat {number} has unknown fields: {fields}.").format(
            number=number, fields=", ".join(sorted(map(str, extra)))))
    name, color, kind = data.get("name"), data.get("color"), data.get("kind")
    if not isinstance(name, str):
        raise ValueError(_("Seat {number} has no name.").format(number=number))
    if not isinstance(color, str):
        raise ValueError(_("Seat {number} has no valid colour.").format(number=number))
    if not isinstance(kind, str):
        raise ValueError(_("Seat {number} does not say whether a human or the computer plays it.").format(
            number=number))
    seat = SeatConfig(name, color, kind)
    problem = seat_problem(seat, number)
    if problem:
        raise ValueError(problem)
    return seat
