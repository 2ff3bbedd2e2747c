"""A host on a thread of its own (issue 28): the app's Game > Host a table..., and tests that play
a hosted table from the app's screen in one process. The table and its computer players live on the
thread's asyncio loop exactly as on a headless server (app/host/server.py); the app's own seat joins
it like any other computer, over loopback (app/session/remote_session.py). No Qt."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

from app.host.server import Host, HostedTable


class HostThread:
    """Serves `table` on `bind`:`port` from a daemon thread until its game is over or `stop()`."""

    def __init__(self, table: HostedTable, *, bind: str = "0.0.0.0", port: int = 0, ssl: Any = None,
                 **host: Any) -> None:
        self.table = table
        self._host_args = dict(bind=bind, port=port, ssl=ssl, **host)
        self.host: Host | None = None
        self.port: int | None = None
        self.problem: BaseException | None = None
        self._loop = asyncio.new_event_loop()
        self._listening = threading.Event()
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._main, name="table-host", daemon=True)

    def start(self, timeout_s: float = 10.0) -> int:
        """Listen; returns the port (OSError when the address cannot be listened on)."""
        self._thread.start()
        self._listening.wait(timeout_s)
        if self.problem is not None:
            raise self.problem
        if self.port is None:
            raise OSError("the table did not start listening")
        return self.port

    def _main(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._serve())
        except BaseException as problem:  # noqa: BLE001 - told to whoever started it
            self.problem = problem
        finally:
            self._listening.set()
            self._loop.close()

    async def _serve(self) -> None:
        self._stop = asyncio.Event()
        self.host = Host(self.table, **self._host_args)
        self.port = await self.host.start()
        self._listening.set()
        over = asyncio.ensure_future(self.host.serve_until_over())
        stop = asyncio.ensure_future(self._stop.wait())
        await asyncio.wait({over, stop}, return_when=asyncio.FIRST_COMPLETED)
        if not over.done():
            over.cancel()
            await self.host.close()

    @property
    def loop(self) -> asyncio.AbstractEventLoop:
        """The loop the table lives on (`call_soon_threadsafe` from other threads)."""
        return self._loop

    @property
    def running(self) -> bool:
        return self._thread.is_alive()

    def stop(self, wait_s: float = 5.0) -> None:
        """Close the table (each computer's connection goes; the autosave is flushed) and end the thread."""
        if self._stop is not None and self._thread.is_alive():
            try:
                self._loop.call_soon_threadsafe(self._stop.set)
            except RuntimeError:
                pass
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(wait_s)
