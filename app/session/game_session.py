"""GameSession: the one object between a game's pure state and the Qt views: the table's core
(app/session/table_core.py, no Qt) on the Qt UI thread, with Qt signals, Qt's timers and a thread pool,
and hints.

A click becomes an action (`submit`), the rules apply it and return events, the session autosaves,
then announces the move once, for the viewer (`announced`, an `Announcement` of
app/session/announcement.py: the events as the viewer may see them, their log lines, the viewer's
view, the moves the viewer may make, the cover to show). Who the viewer is, and how it changes only
through the hand-off cover, is app/session/viewer.py. The older signals follow each announcement with
the same content: `eventsApplied(events, action, view)`, `logged` per line, `positionChanged(view)`,
then `handoff` (if a different human must take the mouse) and `gameOver`; the view they carry is one
dict per move (read it, never change it). The signals are declared with `object`, not `list` / `dict`:
PySide6 would convert a dict to a QVariantMap and back for every slot. Bots choose on a worker thread;
their answer is applied back in the UI thread.

The UI calls `animations_done()` when it has finished animating the events; until then the session
neither starts a bot nor accepts a human move (`set_waits_for_animations(False)` for headless use).

Autosave (app/persistence/autosaver.py): after every action the move is appended to the move log (one
`os.write`: a killed process loses no move), then the full save is serialised and handed to the
background writer, which writes it atomically with fsync off the UI thread. `flush()` waits until it
is on disk; `close()` and `save()` flush. `autosaved(moves)`: that many moves have reached the disk.
"""

from __future__ import annotations

import weakref
from pathlib import Path
from typing import Any, Callable, Sequence

from PySide6.QtCore import QObject, Qt, QThreadPool, QTimer, Signal

from app.core import Game, State
from app.persistence.seats import SeatConfig
from app.session import game_modules  # noqa: F401 - the parts a table loads (tests read them here)
from app.session.bot_worker import BotRelay, collect_on_ui_thread, settle_garbage
from app.session.hinting import Hinting
from app.session.table_core import DEFAULT_BOT_DELAY_MS, MIN_BOT_PAUSE_MS, TableCore
from app.session.ui_relay import Poster

__all__ = ["GameSession", "SeatConfig", "DEFAULT_BOT_DELAY_MS", "MIN_BOT_PAUSE_MS", "QtDriver"]


class QtDriver:
    """A table on the Qt UI thread (app/session/driver.py): Qt's timers, one pool thread for its bots,
    answers queued back to the UI thread."""

    def __init__(self, session: QObject) -> None:
        self._session = weakref.ref(session)
        self.pool = QThreadPool(session)
        self.pool.setMaxThreadCount(1)

    def later(self, ms: int, fn: Callable[[], None]) -> None:
        session = self._session()
        if session is not None:
            QTimer.singleShot(ms, session, fn)

    def relay(self, deliver: Callable[[Any], None]) -> BotRelay:
        relay = BotRelay(self._session())
        relay.done.connect(deliver, Qt.ConnectionType.QueuedConnection)
        return relay

    def poster(self, target: Any, deliver: Callable[[Any, Any], None]) -> Poster:
        return Poster(target, deliver)

    def run(self, task: Callable[[], None]) -> None:
        self.pool.start(task)

    def clear(self) -> None:
        self.pool.clear()

    def wait(self, ms: int) -> None:
        self.pool.waitForDone(ms)

    def shutdown(self) -> None:
        """Nothing: the pool is the session's child and goes with it."""


class GameSession(QObject, TableCore, Hinting):
    #: one record per change of what the screen may show, made for the viewer (app/session/announcement.py);
    #: the table draws from it alone. The signals below follow it, with the same content.
    announced = Signal(object)
    #: (events as the seat at the screen may see them, the action or None for the setup, the view after)
    eventsApplied = Signal(object, object, object)
    #: the view of the new position for the seat at the screen (after a move, undo, a hand-off)
    positionChanged = Signal(object)
    botThinking = Signal(int)
    gameOver = Signal()
    error = Signal(str)
    handoff = Signal(int)
    #: one new log line (already filtered for the seat at the screen)
    logged = Signal(str)
    #: the whole log changed (undo, hand-off to another seat): fetch `log_lines()` again
    logReset = Signal()
    #: the autosave of a position with this many moves is on disk
    autosaved = Signal(int)
    #: a hint asked for with `hint()` (app/games/hints.Hint, its sentence with the names filled in)
    hintReady = Signal(object)

    def __init__(self, game: Game, state: State, seats: Sequence[SeatConfig], *,
                 save_path: Path | str | None = None, bot_delay_ms: int = DEFAULT_BOT_DELAY_MS,
                 autosave: bool = True, bots_module: Any = None, log_module: Any = None,
                 record_stats: bool | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        collect_on_ui_thread()  # bots think on workers: no collection there (bot_worker.py)
        driver = QtDriver(self)
        self._pool = driver.pool  # hints are worked out on the bots' thread (app/session/hinting.py)
        self._init_core(game, state, seats, driver=driver, save_path=save_path, bot_delay_ms=bot_delay_ms,
                        autosave=autosave, bots_module=bots_module, log_module=log_module,
                        record_stats=record_stats)
        self._init_hinting()

    def _settle(self) -> None:
        settle_garbage()  # what lives on is frozen: collections during play look at what is new
