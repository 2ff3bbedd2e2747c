"""A signal without Qt (`Channel`: `connect`, `emit`), for a table that runs headless (issue 28: a
host on a server). The Qt session declares the same names as Qt signals (app/session/game_session.py);
the table's core (app/session/table_core.py) emits through whichever its class has."""

from __future__ import annotations

from typing import Any, Callable

#: the names through which a table tells what happened (the Qt session's signals)
SIGNALS = ("announced", "eventsApplied", "positionChanged", "botThinking", "gameOver", "error", "handoff",
           "logged", "logReset", "autosaved", "hintReady")


class Channel:
    """Listeners called in order, on the emitting thread, each with the emitted values."""

    __slots__ = ("_slots",)

    def __init__(self) -> None:
        self._slots: list[Callable[..., Any]] = []

    def connect(self, slot: Callable[..., Any], *_how: Any) -> None:
        self._slots.append(slot)

    def disconnect(self, slot: Callable[..., Any] | None = None) -> None:
        self._slots = [] if slot is None else [s for s in self._slots if s != slot]

    def emit(self, *values: Any) -> None:
        for slot in list(self._slots):
            slot(*values)


def open_channels(table: Any) -> None:
    """Give `table` a Channel for each of SIGNALS its class does not declare (as Qt signals)."""
    for name in SIGNALS:
        if not hasattr(type(table), name):
            setattr(table, name, Channel())
