"""Sentences that speak of seats. The rules know seats, not names: a sentence of the rules (a refusal,
a view's "status", a tie-break) writes a seat as a placeholder, `seat(1)` -> "{p1}", and whoever shows
the sentence fills in the names with `fill(sentence, names)` (the table: "Ben"; a text without names,
the CLI or a test: `plain(sentence)` -> "Player 2"). A translation translates the sentence with its
placeholders and fills them afterwards.

`fill` replaces in one pass and inserts names as they are: a name that looks like a placeholder
("{p0}"), like a default name ("Player 3") or contains a backslash stays exactly what it is.
"""

from __future__ import annotations

import re
from typing import Sequence

from app.core.i18n import _, join, number

#: a seat in a sentence: "{p0}" is the first seat
PLACEHOLDER = re.compile(r"\{p(\d+)\}")


def signed_points(value: int, plus: bool = False) -> str:
    """Points (or a film's value) as a player reads them, wherever a number may be negative (score
    sheet, end screen, log lines, hints, the table): `i18n.number`'s way (1,234 / 1.234; a negative one
    with a real minus sign, "−2", never "-2", `MINUS`), and with `plus` a positive one with its sign
    ("+3"; 0 stays "0"). Only for display: saves and views keep the number."""
    text = number(value)
    return "+" + text if plus and value > 0 else text


def seat(index: int) -> str:
    """The placeholder of seat `index` (0-based) in a sentence."""
    return "{p%d}" % index


def default_name(index: int) -> str:
    """What a seat is called where no names are known: "Player 1" is seat 0."""
    return _("Player {n}").format(n=index + 1)


def name(names: Sequence[str], index: int | None) -> str:
    """Seat `index`'s name among `names` (the players' names; a seat beyond them: its default name,
    "Player 3"); "" for no seat. What every game's log writes for a seat."""
    if index is None:
        return ""
    return names[index] if 0 <= index < len(names) else default_name(index)


def won_on_points(winners: Sequence[int], points: int) -> str:
    """The status of a game won on points, with seats as placeholders: "The game is over: {p1} wins
    with 45 points." ("{p0} and {p2} share the win ..." for several winners)."""
    if len(winners) == 1:
        return _("The game is over: {who} wins with {points} points.").format(who=seat(winners[0]),
                                                                          points=signed_points(points))
    return _("The game is over: {who} share the win with {points} points.").format(
        who=join([seat(s) for s in winners]), points=signed_points(points))


def fill(sentence: str, names: Sequence[str] = ()) -> str:
    """`sentence` with each seat placeholder replaced by that seat's name (a seat without a name,
    or all of them when `names` is empty, by its default name, "Player 2")."""

    def name(match: re.Match) -> str:
        index = int(match.group(1))
        return names[index] if index < len(names) else default_name(index)

    return PLACEHOLDER.sub(name, sentence)


class SeatedLine(str):
    """A sentence that knows where it names a seat: `seats` holds (start, end, seat) for each place a
    seat's name was written for that seat, so that a table colours the name there and nowhere else
    (not the "Ben" of the film "Ben-Hur" when a player is called Ben). Equal to the plain string."""

    seats: tuple[tuple[int, int, int], ...] = ()


#: a seat's name while a sentence is being written: private-use marks around the seat's number
_MARK = "\ue000{}\ue001"
_MARKED = re.compile("\ue000(\\d+)\ue001")


def marked_names(count: int) -> list[str]:
    """Stand-ins for `count` seats' names: a sentence written with them tells `seated` where each stands."""
    return [_MARK.format(i) for i in range(count)]


def seated(sentence: str, names: Sequence[str]) -> SeatedLine:
    """`sentence`, written with `marked_names`, with the names put in and their places kept."""
    parts, spans, at, length = [], [], 0, 0
    for match in _MARKED.finditer(sentence):
        before = sentence[at:match.start()]
        index = int(match.group(1))
        who = name(names, index)
        parts += [before, who]
        length += len(before)
        spans.append((length, length + len(who), index))
        length += len(who)
        at = match.end()
    parts.append(sentence[at:])
    line = SeatedLine("".join(parts))
    line.seats = tuple(spans)
    return line


def plain(sentence: str) -> str:
    """`sentence` with the seats' default names ("Player 2"): for the CLI, logs of errors and tests."""
    return fill(sentence)
