"""Running a bot's `choose` on a worker thread (a QThreadPool running a plain Python callable) and
handing the result back to the UI thread through a queued signal. The bot gets a deep copy of its
seat's view and the legal actions (frozen records), never the live state.

No QRunnable subclass: in PySide6 6.12 the Python side of a QRunnable subclass that the pool deletes
after running it often stays alive (73 of 81 bot tasks in one Flip 7 session; 495 of 500 in a bare
test), each holding its bot, view and legal moves (a Top 3 session grew 49.5 -> 82.6 MB from game 10
to 60, issue 27). `QThreadPool.start(callable)` lets go of the callable once it ran, and a `BotTask`
lets go of what it holds as it starts running, whoever keeps the task itself."""

from __future__ import annotations

import gc
import logging
import sys
import time
from typing import Any, Callable

from PySide6.QtCore import QObject, QTimer, Signal

from app.session.ui_relay import app_child


#: the interpreter's thread switch interval while bots think (Python's default is 5 ms). A bot thinks
#: in Python on the worker thread while the UI thread paints; every Qt call the UI thread makes lets go
#: of the GIL, and getting it back from a busy bot waits up to one switch interval: a table paint of a
#: few hundred painter calls took 2-5x its own CPU time with a bot thinking (issue 14's stalls). With
#: 0.5 ms the UI thread gets it back ten times sooner; a bot alone loses nothing (nobody asks for the GIL).
BOT_SWITCH_INTERVAL_S = 0.0005


def share_the_gil() -> None:
    """Set the switch interval for a process where bots think beside the UI thread (idempotent)."""
    if sys.getswitchinterval() > BOT_SWITCH_INTERVAL_S:
        sys.setswitchinterval(BOT_SWITCH_INTERVAL_S)


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


class BotTask:
    """`bot.choose(view, legal)` on a worker thread: started with `pool.start(task)` (a callable, not a
    QRunnable); `relay.done` gets (token, seat, action or None, problem or None, seconds, bot, why the
    bot could not be made or None). With `make` and no `bot`, the bot is made here first: `make()` ->
    (bot, None) or (a stand-in, the reason). A seat's bot is made on its first turn, and making one
    (its game's bots module imported, tables built) took 11-16 ms that the UI thread used to spend
    (issue 14's stalls). Run once: it drops what it holds as it starts (`holds()` says False after)."""

    __slots__ = ("_work", "__weakref__")

    def __init__(self, relay: BotRelay, bot: Any, view: dict, legal: list, token: Any, seat: int, *,
                 make: Callable[[], tuple[Any, str | None]] | None = None) -> None:
        self._work: tuple | None = (relay, bot, view, legal, token, seat, make)

    def holds(self) -> bool:
        """Whether the task still holds its bot, view and legal moves (it has not run)."""
        return self._work is not None

    def __call__(self) -> None:  # worker thread
        work, self._work = self._work, None  # nothing of it stays with the task
        if work is None:
            return
        relay, bot, view, legal, token, seat, make = work
        del work
        share_the_gil()
        started = time.monotonic()
        action, problem, unmade = None, None, None
        try:
            if bot is None and make is not None:
                bot, unmade = make()
            action = bot.choose(view, list(legal))
        except Exception as exc:  # reported to the UI thread as a sentence
            problem = f"{type(exc).__name__}: {exc}"
            logging.getLogger(__name__).exception("bot of seat %d failed", seat)
        elapsed = time.monotonic() - started
        try:
            relay.done.emit((token, seat, action, problem, elapsed, bot, unmade))
        except RuntimeError:
            pass  # the session (and its relay) was deleted meanwhile: nobody wants the answer

    run = __call__  # its name as a QRunnable's, for whoever calls it so
