"""The hosting app's own screen at the table it hosts (issue 28): its "local" seats, one or several
(passing the mouse behind the hand-off cover, as in a hot-seat game), beside the remote ones.

`LocalLink` gives that screen the same messages a joined computer receives (`seated`, `shown`,
`refused`, `over`, plus `thinking` when a computer player thinks), as data, handed over in this process
instead of over a socket: the screen's session (app/session/remote_session.py) reads them back as it
reads a joined computer's. The table lives on the host's loop (app/host/thread.py); every call here is
passed to that loop, and what the table says comes back through the callbacks, on that loop's thread.
The screen's announcements are the table's own local screen (app/session/viewer.py): one viewer, changed
only through the cover. No Qt.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
from typing import Any, Callable

from app.core import text
from app.host import protocol, wire
from app.host.thread import HostThread

#: how long the screen waits for the table to answer a question (why a move is not allowed)
ASK_S = 1.0


class LocalLink:
    """The link of the host's own screen: `start`, `send`, `explain` and `leave` from the screen's
    thread; `on_message` and `on_end` are called on the host's."""

    def __init__(self, host: HostThread, *, on_message: Callable[[dict], None],
                 on_problem: Callable[[str], None] = lambda sentence: None,
                 on_end: Callable[[str | None], None] = lambda sentence: None) -> None:
        self.host, self.hosted = host, host.table
        self.on_message, self.on_end = on_message, on_end
        self.table: Any = None
        self._gone = False

    # ---- on the host's loop --------------------------------------------------------------------------
    def _soon(self, fn: Callable[..., Any], *args: Any) -> None:
        try:
            self.host.loop.call_soon_threadsafe(fn, *args)
        except RuntimeError:  # the host's loop has ended: the table is closed
            pass

    def _attach(self) -> None:
        hosted = self.hosted
        here = [i for i, seat in enumerate(hosted.seats) if seat.kind == "local"]
        self.on_message({**protocol.seated(here[0], "", hosted.game.id, len(hosted.seats), hosted.names),
                         "here": here, "colors": hosted.colors})
        if hosted.table is None:
            hosted.on_table = self._connect
        else:  # a table that goes on (resumed): the position as it is, with its log
            self._connect(hosted.table)
            self._tell(hosted.table.announcement())

    def _connect(self, table: Any) -> None:
        self.table = table
        table.announced.connect(self._tell)
        table.error.connect(lambda sentence: self._say(protocol.refused(sentence)))
        table.botThinking.connect(lambda seat: self._say({"type": "thinking", "seat": seat}))
        table.gameOver.connect(lambda: self._say(self.hosted.over_message()))

    def _tell(self, record: Any) -> None:
        table, names = self.table, self.hosted.names
        problems = [p if p is None else text.fill(p, names) for p in (table.undo_problem(), table.redo_problem())]
        self._say(wire.shown(record, names, *problems))

    def _say(self, message: dict) -> None:
        if not self._gone:
            self.on_message(message)

    def _do(self, message: dict) -> None:
        table = self.table
        if table is None or self._gone:
            return
        kind = message.get("type")
        if kind == "act":
            table.submit(message["action"])  # a refusal comes back as `refused` (the table's `error`)
        elif kind == "undo":
            table.undo()
        elif kind == "redo":
            table.redo()
        elif kind == "confirm":
            table.confirm_handoff()

    # ---- from the screen's thread -------------------------------------------------------------------
    def start(self) -> None:
        self._soon(self._attach)

    def send(self, message: dict) -> None:
        self._soon(self._do, message)

    def explain(self, action: dict) -> str | None:
        """The rules' sentence why `action` is not allowed now (None: it is, or no answer in time)."""
        if self.table is None:
            return None
        future: concurrent.futures.Future = concurrent.futures.Future()

        def ask() -> None:
            try:
                future.set_result(self.table.explain(action))
            except Exception as problem:  # noqa: BLE001 - told to the asking thread
                future.set_exception(problem)

        self._soon(ask)
        try:
            return future.result(ASK_S)
        except (concurrent.futures.TimeoutError, asyncio.CancelledError, RuntimeError):
            return None

    def leave(self, wait_s: float = 0.0) -> None:
        """The screen is done with the table (the window closes the host itself)."""
        self._gone = True
