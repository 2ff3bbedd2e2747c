"""Running a bot's `choose` on a worker thread (a QThreadPool running a plain Python callable) and
handing the result back to the UI thread through a queued signal. The bot gets a deep copy of its
seat's view and the legal actions (frozen records), never the live state.

The task itself (`BotTask`) and the GIL's switch interval are Qt-free, in app/session/bot_task.py
(re-exported here); this module is the Qt side: the relay to the UI thread and the collector."""

from __future__ import annotations

import gc
import time

from PySide6.QtCore import QObject, QTimer, Signal

from app.session.bot_task import BOT_SWITCH_INTERVAL_S, BotTask, share_the_gil
from app.session.ui_relay import app_child

class UiThreadCollector(QObject):
    """Python's cyclic garbage collector runs in whichever thread happens to allocate. Run in a bot's
    worker thread, it may free Qt objects that were part of a cycle (a closed table's scene, items,
    windows) while the UI thread is using them: a crash in Qt's own code. So once bots may think, the
    automatic collection is off and this collects on the UI thread from a timer, as often as the
    collector's own thresholds ask (pyqtgraph's GarbageCollector does the same); a whole collection
    at most every FULL_EVERY_S, since it may take a while.

    What lives on (modules, classes, functions, the game's tables: about 40,000 objects at a table)
    is settled when a game starts (`settle_garbage`): collected whole, then frozen (`gc.freeze`), so that the collections
    during play look only at what was made since. A whole collection at a Top 3 table took 15 ms of
    the UI thread; after settling, 1 ms. Settling again (unfreeze, collect, freeze) when the next game
    starts, at most every SETTLE_EVERY_S, frees what became garbage among the frozen objects."""

    INTERVAL_MS = 250
    FULL_EVERY_S = 10.0
    SETTLE_EVERY_S = 30.0

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._last_full = time.monotonic()
        self._settled_at: float | None = None
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect)
        self._timer.start(self.INTERVAL_MS)
        gc.disable()

    def collect(self) -> None:
        t0, t1, t2 = gc.get_threshold()
        c0, c1, c2 = gc.get_count()
        if c0 <= t0:
            return
        generation = 1 if c1 > t1 else 0
        if c2 > t2 and time.monotonic() - self._last_full >= self.FULL_EVERY_S:
            generation, self._last_full = 2, time.monotonic()
        gc.collect(generation)

    def settle(self) -> bool:
        """Collect everything, the frozen objects too, and freeze what lives on (True), unless the
        last settling is younger than SETTLE_EVERY_S (False)."""
        if self._settled_at is not None and time.monotonic() - self._settled_at < self.SETTLE_EVERY_S:
            return False
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        self._settled_at = self._last_full = time.monotonic()
        return True


def collect_on_ui_thread() -> None:
    """Collect garbage on the UI thread only, from now on (idempotent; call it from the UI thread)."""
    app_child(UiThreadCollector)


def settle_garbage() -> bool:
    """A game starts (the table it replaces let go): settle what lives on (`UiThreadCollector.settle`),
    at most every SETTLE_EVERY_S. True when it settled."""
    collector = app_child(UiThreadCollector)
    return collector.settle() if collector is not None else False


class BotRelay(QObject):
    """Lives in the UI thread; workers emit `done` from their thread, which Qt queues to the UI thread.
    Payload: (token, seat, action or None, problem sentence or None, seconds spent)."""

    done = Signal(object)


__all__ = ["BOT_SWITCH_INTERVAL_S", "BotRelay", "BotTask", "UiThreadCollector", "collect_on_ui_thread",
           "settle_garbage", "share_the_gil"]
