"""Running a bot's `choose` on a worker thread (QThreadPool + QRunnable) and handing the result back
to the UI thread through a queued signal. The bot gets a deep copy of its seat's view and the legal
actions (frozen records), never the live state."""

from __future__ import annotations

import logging
import sys
import time
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal


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


class BotRelay(QObject):
    """Lives in the UI thread; workers emit `done` from their thread, which Qt queues to the UI thread.
    Payload: (token, seat, action or None, problem sentence or None, seconds spent)."""

    done = Signal(object)


class BotTask(QRunnable):
    def __init__(self, relay: BotRelay, bot: Any, view: dict, legal: list, token: Any, seat: int) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._relay, self._bot, self._view, self._legal = relay, bot, view, legal
        self._token, self._seat = token, seat

    def run(self) -> None:  # worker thread
        share_the_gil()
        started = time.monotonic()
        action, problem = None, None
        try:
            action = self._bot.choose(self._view, list(self._legal))
        except Exception as exc:  # reported to the UI thread as a sentence
            problem = f"{type(exc).__name__}: {exc}"
            logging.getLogger(__name__).exception("bot of seat %d failed", self._seat)
        elapsed = time.monotonic() - started
        try:
            self._relay.done.emit((self._token, self._seat, action, problem, elapsed))
        except RuntimeError:
            pass  # the session (and its relay) was deleted meanwhile: nobody wants the answer
