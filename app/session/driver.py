"""What a table needs from the thread it lives on (issue 28): the app's table lives on the Qt UI thread
(`QtDriver`, app/session/game_session.py), a headless host's on an asyncio loop (`LoopDriver`, here).
A driver runs a function later on that thread, runs a bot's task on one worker thread and brings its
answer back to that thread (`relay`), and brings a writer thread's report back (`poster`).
The table's core (app/session/table_core.py) calls only these; it never waits."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextvars
import weakref
from typing import Any, Callable, Protocol


class Driver(Protocol):
    def later(self, ms: int, fn: Callable[[], None]) -> None:
        """Call `fn` on the table's thread after `ms` milliseconds (0: as soon as it is free)."""

    def relay(self, deliver: Callable[[Any], None]) -> Any:
        """An object whose `done.emit(payload)`, from any thread, calls `deliver(payload)` on the table's."""

    def poster(self, target: Any, deliver: Callable[[Any, Any], None]) -> Callable[[Any], None]:
        """A callable for any thread: `deliver(target, payload)` on the table's thread, if `target` lives."""

    def run(self, task: Callable[[], None]) -> None:
        """Run `task` on the table's one worker thread (bots never think two at a time)."""

    def clear(self) -> None:
        """Drop the tasks that have not started."""

    def wait(self, ms: int) -> None:
        """Wait up to `ms` milliseconds for the running task."""

    def shutdown(self) -> None:
        """The table is closed: let the worker thread go."""


class _Emitter:
    __slots__ = ("emit",)

    def __init__(self, emit: Callable[[Any], None]) -> None:
        self.emit = emit


class _Relay:
    __slots__ = ("done",)

    def __init__(self, emit: Callable[[Any], None]) -> None:
        self.done = _Emitter(emit)


class LoopDriver:
    """A table on an asyncio loop (made on the loop's thread; `loop` defaults to the running one)."""

    def __init__(self, loop: asyncio.AbstractEventLoop | None = None) -> None:
        self._loop = loop if loop is not None else asyncio.get_running_loop()
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="table-bots")
        self._running: set[concurrent.futures.Future] = set()

    def later(self, ms: int, fn: Callable[[], None]) -> None:
        # each in a context of its own: work the table schedules while a connection's message is read
        # (`i18n.speaking`) must not speak that connection's language to the other screens
        if ms > 0:
            self._loop.call_later(ms / 1000.0, fn, context=contextvars.Context())
        else:
            self._loop.call_soon(fn, context=contextvars.Context())

    def _soon(self, fn: Callable[..., None], *args: Any) -> None:
        try:
            self._loop.call_soon_threadsafe(fn, *args, context=contextvars.Context())
        except RuntimeError:  # the loop is closed: nobody wants the answer
            pass

    def relay(self, deliver: Callable[[Any], None]) -> _Relay:
        return _Relay(lambda payload: self._soon(deliver, payload))

    def poster(self, target: Any, deliver: Callable[[Any, Any], None]) -> Callable[[Any], None]:
        ref = weakref.ref(target)

        def arrive(payload: Any) -> None:
            found = ref()
            if found is not None:
                deliver(found, payload)

        return lambda payload: self._soon(arrive, payload)

    def run(self, task: Callable[[], None]) -> None:
        future = self._pool.submit(task)
        self._running.add(future)
        future.add_done_callback(self._running.discard)

    def clear(self) -> None:
        for future in list(self._running):
            future.cancel()

    def wait(self, ms: int) -> None:
        concurrent.futures.wait(list(self._running), timeout=ms / 1000.0)

    def shutdown(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
