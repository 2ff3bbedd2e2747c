"""`Poster(target, deliver)`, called from any thread with a payload: `deliver(target, payload)` runs on
the UI thread, in a later turn of its event loop, if `target` is still alive then. `app_child(cls)`:
the application's one child of a class (made on first use, on the UI thread).

Why not a signal of the target itself: a thread that writes saves or statistics held the session's own
signal (`relay = self._written`), which keeps no reference to the session. A session let go (a table
closed without `close()`) was then freed by the garbage collector on the UI thread while the writer
emitted on it: a crash inside Qt (CI, `tests/ui/test_shell_notes.py`). The relay here lives as long as
the application and holds only a weak reference to the target, so the writer never emits on a
half-freed object and never keeps a session alive (its last reference would then go on the writer's
thread, and a QObject must be freed on its own). A target whose Python wrapper lives on after its
C++ object was deleted (`deleteLater`, its parent gone) is gone too: it hears nothing (issue 27)."""

from __future__ import annotations

import weakref
from typing import Any, Callable

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal


class UiRelay(QObject):
    """A child of the application (one per process); `arrived` is queued to the UI thread."""

    arrived = Signal(object)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.arrived.connect(self._deliver, Qt.ConnectionType.QueuedConnection)

    @staticmethod
    def _deliver(item: Any) -> None:
        ref, deliver, payload = item
        target = ref()
        if target is not None and alive(target):
            deliver(target, payload)


def alive(target: Any) -> bool:
    """False when `target` is a QObject whose C++ side is gone (deleteLater ran, or its parent went)
    while a Python reference kept the wrapper: it can emit nothing ("Signal source has been
    deleted"), so it hears nothing. Anything else is alive."""
    return not isinstance(target, QObject) or shiboken6.isValid(target)


def app_child(cls: type) -> Any:
    """The application's child of class `cls` (`cls(app)` on first use; call it on the UI thread), or
    None without an application."""
    app = QCoreApplication.instance()
    if app is None:
        return None
    found = app.findChild(cls)
    return found if found is not None else cls(app)


def relay() -> UiRelay | None:
    """The process's relay (made on first use: the first `Poster`, on the UI thread)."""
    return app_child(UiRelay)


class Poster:
    """Made on the UI thread for `target`; calling it from any thread with a payload runs
    `deliver(target, payload)` on the UI thread later, if `target` still lives. `deliver` must not
    hold `target` (a function of the target, not a bound method)."""

    def __init__(self, target: Any, deliver: Callable[[Any, Any], None]) -> None:
        self._relay = relay()
        self._ref = weakref.ref(target)
        self._deliver = deliver

    def __call__(self, payload: Any) -> None:
        # the weak reference is not followed here: a strong one made on this thread could be the
        # target's last, and free it on this thread
        if self._relay is not None:
            self._relay.arrived.emit((self._ref, self._deliver, payload))


__all__ = ["Poster", "UiRelay", "alive", "app_child", "relay"]
