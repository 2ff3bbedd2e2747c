"""Who sits at the table: a name, a colour and a kind ("human" or a bot level). Pure Python, shared by
the save files and the session (which re-exports `SeatConfig`)."""

from __future__ import annotations

import dataclasses
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
    if any(ord(ch) < 32 or ord(ch) == 127 for ch in name):
        return _("The name of seat {number} contains control characters.").format(number=number)
    if not isinstance(seat.color, str) or not seat.color or len(seat.color) > MAX_COLOR:
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
