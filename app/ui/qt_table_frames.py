"""`FrameGate`: calls back once a widget has painted its next frame (the session's frame gate, issue 14).

After a bot's move the session asks the gate before the next bot starts thinking: the table paints the
move first (the bot's worker thread and the paint would share the GIL, and a paint's wall time ran
2-3x its CPU time). The callbacks run from a zero-timer right after the widget's next paint event;
when no paint comes within `FRAME_WAIT_MS` (nothing changed on the table) they run then, and at once
when the widget is hidden (nothing will be painted).

`paint_in_own_turn()`: the table has just been changed by a move; the window's repaint of it waits for
the event loop's next turn. Qt delivers the window's update request in the same pass of posted events
as the move that caused it, so a move's work (rules, log, scene: 6-18 ms) and its paint (7-30 ms)
ran back to back, and timers and input due meanwhile waited for both (issue 14's longest stalls). The
request is held and posted again from a zero-timer: the repaint manager keeps every region marked
dirty meanwhile, nothing on screen is cleared, and the frame is painted one loop turn later. With a
`warm` (FrameGate(widget, warm=...)), the pictures that frame needs are painted first, in slices of a
loop turn each (app/ui/qt_table_warm.py), and the frame then only blits them. The table screen also
asks it before each step of its scene's animation queue (`AnimationQueue.stepping`)."""

from __future__ import annotations

import logging
from typing import Callable, Iterator

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QWidget

#: how long a callback waits for a paint that may not come (a move that changed nothing visible)
FRAME_WAIT_MS = 30


class FrameGate(QObject):
    #: until __init__ has run, and on a wrapper PySide makes afresh for the same object: nothing waits
    _waiting: "list[Callable[[], None]] | tuple" = ()
    _held: "QWidget | None" = None
    _steps: "Iterator[None] | None" = None

    def __init__(self, widget: QWidget, warm: "Callable[[], Iterator[None]] | None" = None) -> None:
        super().__init__(widget)
        self._widget = widget
        self._warm = warm  # slices of painting ahead, run before a held repaint is let through
        self._steps = None
        self._waiting: list[Callable[[], None]] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._release)
        self._held: QWidget | None = None  # the window whose next update request is held, while armed
        self._held_until = self._zero_timer(self._disarm)
        self._repaint = self._zero_timer(self._request_update)
        self._repaint_window: QWidget | None = None
        widget.installEventFilter(self)

    def __call__(self, start: Callable[[], None]) -> None:
        if not self._widget.isVisible():
            start()
            return
        self._waiting.append(start)
        if not self._timer.isActive():
            self._timer.start(FRAME_WAIT_MS)

    def paint_in_own_turn(self) -> None:
        """Hold the window's next update request until the event loop's next turn (see the module
        docstring); armed until then, so a move that changed nothing visible holds nothing later."""
        window = self._widget.window()
        if self._held is not None or not window.isVisible():
            return
        self._held = window
        window.installEventFilter(self)
        self._held_until.start()

    def _zero_timer(self, slot: Callable[[], None]) -> QTimer:
        # a timer object, not QTimer.singleShot(0, ...): Qt delivers that as a posted call, in the same
        # pass as the update request, before any timer due meanwhile
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(0)
        timer.timeout.connect(slot)
        return timer

    def _request_update(self) -> None:
        steps = self._steps
        if steps is not None:
            try:
                next(steps)
            except StopIteration:
                self._steps = None
            except Exception:  # noqa: BLE001 - the held frame must go out: it paints without the help
                self._steps = None
                logging.getLogger(__name__).exception("painting the next frame's pictures ahead failed")
            else:
                if self._waiting and self._timer.isActive():
                    self._timer.start(FRAME_WAIT_MS)  # a bot waits for this frame, not for the warm's end
                self._repaint.start()  # the next slice, after what else is due
                return
        self._post_held()

    def _post_held(self) -> None:
        window, self._repaint_window = self._repaint_window, None
        if window is not None:
            try:
                QCoreApplication.postEvent(window, QEvent(QEvent.Type.UpdateRequest),
                                           Qt.EventPriority.LowEventPriority.value)
            except RuntimeError:  # the window was deleted meanwhile: nothing to paint
                pass

    def _disarm(self) -> None:
        if self._held is not None:
            self._held.removeEventFilter(self)
            self._held = None

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        kind = event.type()
        if kind == QEvent.Type.UpdateRequest and obj is self._held:
            self._repaint_window = self._held
            self._disarm()
            self._steps = self._warm() if self._warm is not None else None
            self._repaint.start()
            return True
        if self._waiting and kind == QEvent.Type.Paint and obj is self._widget:
            self._timer.start(0)  # runs when this paint has been done
        return False

    def cancel(self) -> None:
        """Nothing waits any more, and the widget's events no longer pass here (the table detached)."""
        self._timer.stop()
        self._waiting = []
        steps, self._steps = self._steps, None
        if steps is not None:
            steps.close()  # its painter ends now
        self._repaint.stop()
        self._post_held()  # a repaint held meanwhile goes out now: the window's next screen needs it
        self._disarm()
        self._widget.removeEventFilter(self)

    def _release(self) -> None:
        waiting, self._waiting = self._waiting, []
        for start in waiting:
            start()
