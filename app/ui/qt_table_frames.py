"""`FrameGate`: calls back once a widget has painted its next frame (the session's frame gate, issue 14).

After a bot's move the session asks the gate before the next bot starts thinking: the table paints the
move first (the bot's worker thread and the paint would share the GIL, and a paint's wall time ran
2-3x its CPU time). The callbacks run from a zero-timer right after the widget's next paint event;
when no paint comes within `FRAME_WAIT_MS` (nothing changed on the table) they run then, and at once
when the widget is hidden (nothing will be painted)."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

#: how long a callback waits for a paint that may not come (a move that changed nothing visible)
FRAME_WAIT_MS = 30


class FrameGate(QObject):
    #: until __init__ has run, and on a wrapper PySide makes afresh for the same object: nothing waits
    _waiting: "list[Callable[[], None]] | tuple" = ()

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self._widget = widget
        self._waiting: list[Callable[[], None]] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._release)
        widget.installEventFilter(self)

    def __call__(self, start: Callable[[], None]) -> None:
        if not self._widget.isVisible():
            start()
            return
        self._waiting.append(start)
        if not self._timer.isActive():
            self._timer.start(FRAME_WAIT_MS)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if self._waiting and event.type() == QEvent.Type.Paint:
            self._timer.start(0)  # runs when this paint has been done
        return False

    def cancel(self) -> None:
        """Nothing waits any more, and the widget's events no longer pass here (the table detached)."""
        self._timer.stop()
        self._waiting = []
        self._widget.removeEventFilter(self)

    def _release(self) -> None:
        waiting, self._waiting = self._waiting, []
        for start in waiting:
            start()
