"""An announcement as it travels to a joined computer, and back into one there (issue 28).

The host sends each seat exactly the `Announcement` its own screen would draw (app/session/
announcement.py), as data: `shown(record)` is `{"type": "shown", ...record.to_dict(), "lines": [...]}`:
`view` (the seat's view), `legal` (the action dicts the seat may send now, empty when it is not its
decision), `events` (each event as the seat may see it), `lines` (the log lines this announcement adds,
in the seat's language), `acting`, and the rest of the record (`kind`, `log` when the whole log was
rewritten, `handoff`, `can_undo`...).

JSON has only text keys: a view's dict keyed by numbers (Top Pop's supply, `{0: 3, 2: 1}`) arrives
keyed by "0" and "2"; the game reads it back (`Game.view_from_json`, from the names its state declares
in `NUMBER_KEYED`: a guess from the keys alone would turn Top 3's order "123" into a number).
tests/host/test_wire.py checks that every view of every game survives the trip.
"""

from __future__ import annotations

from typing import Any, Mapping

from app.core import Game, IllegalAction
from app.core.i18n import _
from app.core.records import Record, parse_record, record_classes
from app.session.announcement import KINDS, MOVE, Announcement

def shown(record: Announcement, names: list[str] | None = None, undo_problem: str | None = None,
          redo_problem: str | None = None) -> dict:
    """The `shown` message of one announcement; `names`, the seats' names, go with a record that draws
    the table anew (the deal, a jump, a new viewer), so that a computer that joined before the others
    learns theirs; `undo_problem` and `redo_problem`: why the seat cannot take back or play again now,
    in its words (the tips of its Undo and Redo)."""
    message = {"type": "shown", **record.to_dict(), "lines": list(record.lines)}
    if names is not None and record.kind != MOVE:
        message["names"] = list(names)
    if undo_problem is not None:
        message["undo_problem"] = undo_problem
    if redo_problem is not None:
        message["redo_problem"] = redo_problem
    return message


def event_classes(game: Game) -> dict[str, type[Record]]:
    """TYPE -> class of every event the game declares (the event modules of its manifest)."""
    from app.games import registry

    return record_classes(*registry.info(game.id).parts.event_classes(f"app.games.{game.id}"))


def announcement(message: Mapping[str, Any], game: Game, events: Mapping[str, type[Record]]) -> Announcement:
    """The `Announcement` a `shown` message carries (IllegalAction with a sentence when it is not one:
    a host is trusted no more than a joiner is)."""
    try:
        kind = message["kind"]
        if kind not in KINDS:
            raise TypeError(f"unknown kind {kind!r}")
        lines = message["event_lines"]
        log = message["log"]
        return Announcement(
            kind=kind,
            viewer=_seat(message["viewer"]),
            events=tuple(parse_record(e, events) for e in message["events"]),  # type: ignore[misc]
            event_lines=tuple(None if line is None else str(line) for line in lines),
            view=game.view_from_json(message["view"]),
            legal=tuple(game.parse_action(a) for a in message["legal"]),
            acting=_seat(message["acting"]),
            handoff=_seat(message["handoff"]),
            log=None if log is None else tuple(str(line) for line in log),
            before=None if message["before"] is None else game.view_from_json(message["before"]),
            can_undo=bool(message["can_undo"]),
            can_redo=bool(message["can_redo"]),
            over=bool(message["over"]),
            action_type=message.get("action_type"),
        )
    except (KeyError, TypeError, AttributeError, ValueError):
        raise IllegalAction(_("The table sent a position this computer cannot read.")) from None


def _seat(value: Any) -> int | None:
    if value is None or (isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 64):
        return value
    raise TypeError(f"not a seat: {value!r}")
