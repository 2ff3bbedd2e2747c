"""A bot's move worked out on a worker thread, as a plain callable (no Qt): `BotTask` runs `bot.choose`
on a copy of its seat's view and the legal actions and hands the answer to `relay.done.emit(payload)`,
which delivers it on the table's own thread (a Qt signal queued to the UI thread in the app:
app/session/bot_worker.py; the asyncio loop's thread in a headless host: app/session/driver.py).

No QRunnable subclass: in PySide6 6.12 the Python side of a QRunnable subclass that the pool deletes
after running it often stays alive (73 of 81 bot tasks in one Flip 7 session; 495 of 500 in a bare
test), each holding its bot, view and legal moves (a Top 3 session grew 49.5 -> 82.6 MB from game 10
to 60, issue 27). A pool or executor lets go of the callable once it ran, and a `BotTask` lets go of
what it holds as it starts running, whoever keeps the task itself."""

from __future__ import annotations

import logging
import sys
import time
from typing import Any, Callable

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


class BotTask:
    """`bot.choose(view, legal)` on a worker thread: started with `pool.start(task)` or an executor's
    `submit(task)` (a callable, not a QRunnable); `relay.done` (anything with `emit`) gets (token,
    seat, action or None, problem or None, seconds, bot, why the bot could not be made or None). With `make` and no `bot`, the bot is made here first: `make()` ->
    (bot, None) or (a stand-in, the reason). A seat's bot is made on its first turn, and making one
    (its game's bots module imported, tables built) took 11-16 ms that the UI thread used to spend
    (issue 14's stalls). Run once: it drops what it holds as it starts (`holds()` says False after)."""

    __slots__ = ("_work", "__weakref__")

    def __init__(self, relay: Any, bot: Any, view: dict, legal: list, token: Any, seat: int, *,
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
            logging.getLogger("app.session.bot_worker").exception("bot of seat %d failed", seat)  # (its old home)
        elapsed = time.monotonic() - started
        try:
            relay.done.emit((token, seat, action, problem, elapsed, bot, unmade))
        except RuntimeError:
            pass  # the session (and its relay) was deleted meanwhile: nobody wants the answer

    run = __call__  # its name as a QRunnable's, for whoever calls it so
