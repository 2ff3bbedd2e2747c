"""A joined computer's side of a hosted table (issue 28): one WebSocket connection to the host, on
asyncio, no Qt.

`TableClient.run()` connects, joins with the table's code (or rejoins with the seat's token), hands each
message the host sends to `on_message` (a dict, as decoded JSON), and sends what `send` queues. When the
connection drops before the game is over it connects again and rejoins with its token (the host keeps
the seat: app/host/server.py), waiting a little longer after each failed try, up to `retry_s` in all.

The host is trusted no more than a joiner is: a frame that is not a JSON object is dropped (and said in
`on_problem`); what the messages say is read by app/host/wire.py. `ClientThread` runs a client on a loop
of its own in a background thread, for a program whose own thread must never wait on the network (the
app's UI thread: app/session/remote_session.py).
"""

from __future__ import annotations

import asyncio
import json
import ssl as _ssl
import threading
from typing import Any, Callable

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from app.core.i18n import _

#: what the host may send at once (a Top Pop position with all its moves is about 110 KiB)
MAX_MESSAGE = 8 * 1024 * 1024
#: how long a dropped connection is tried again before the table counts as gone
RETRY_S = 150.0
#: close codes after which trying again is no use (the host said no: a wrong code, a broken message)
_FINAL = {1007, 1008, 1009}
#: the host closed the table on purpose (its window left it, or it was stopped)
GOING_AWAY = 1001


class TableClient:
    """One computer at a hosted table. `on_message(dict)`, `on_problem(sentence)` and `on_end(sentence or
    None)` are called on the client's loop; `send` is called there too (`ClientThread.send` from any thread)."""

    def __init__(self, url: str, *, code: str | None = None, name: str = "", lang: str = "en",
                 token: str | None = None, on_message: Callable[[dict], None],
                 on_problem: Callable[[str], None] = lambda sentence: None,
                 on_end: Callable[[str | None], None] = lambda sentence: None,
                 ssl: Any = None, retry_s: float = RETRY_S) -> None:
        self.url, self.code, self.name, self.lang, self.token = url, code, name, lang, token
        self.on_message, self.on_problem, self.on_end = on_message, on_problem, on_end
        self.ssl = ssl if ssl is not None or not url.startswith("wss://") else _ssl.create_default_context()
        self.retry_s = retry_s
        self.seat: int | None = None
        self.over = False
        self._outbox: asyncio.Queue[dict | None] = asyncio.Queue()
        self._leaving = False
        self.socket: Any = None  # the connection now
        #: the host said this seat is over for good (it refused the seat, or closed the table on purpose)
        self.for_good = False

    def send(self, message: dict) -> None:
        self._outbox.put_nowait(message)

    def leave(self) -> None:
        """Say goodbye and stop (the seat waits at the host for a rejoin with the token)."""
        self._leaving = True
        self._outbox.put_nowait(None)

    async def run(self) -> None:
        """Play until the game is over, the player leaves, or the table is gone; `on_end` says which."""
        ending: str | None = None
        waited, pause = 0.0, 0.5
        while True:
            try:
                ending = await self._connection()
                if ending is not None:
                    self.for_good = True
                if ending is not None or self.over or self._leaving:
                    break
            except (OSError, InvalidHandshake, asyncio.TimeoutError, ConnectionClosed) as problem:
                if isinstance(problem, ConnectionClosed) and problem.rcvd is not None and problem.rcvd.code in _FINAL:
                    ending, self.for_good = _("The table closed the connection."), True
                    break
            except InvalidURI:
                ending = _("{url} is not a table's address (ws://ADDRESS:PORT).").format(url=self.url)
                break
            if self.seat is None or self._leaving:  # never seated: nothing to rejoin
                ending = _("The table at {url} cannot be reached.").format(url=self.url)
                break
            if waited >= self.retry_s:
                ending = _("The table is gone: the connection was lost.")
                break
            self.on_problem(_("The connection to the table was lost; trying again…"))
            await asyncio.sleep(pause)
            waited += pause
            pause = min(pause * 2, 10.0)
        self.on_end(None if self.over or (self._leaving and ending is None) else ending)

    async def _connection(self) -> str | None:
        """One connection, from joining to its close: a sentence when the host refused the seat."""
        async with connect(self.url, ssl=self.ssl, max_size=MAX_MESSAGE, compression=None,
                           open_timeout=10, ping_interval=20, ping_timeout=20) as socket:
            self.socket = socket
            if self.token is not None:
                await socket.send(json.dumps({"type": "rejoin", "token": self.token}))
            else:
                await socket.send(json.dumps({"type": "join", "code": self.code, "name": self.name,
                                              "lang": self.lang}, ensure_ascii=False))
            writer = asyncio.create_task(self._write(socket))
            seated = False
            try:
                async for frame in socket:
                    message = _message(frame)
                    if message is None:
                        self.on_problem(_("The table sent a message this computer cannot read."))
                        continue
                    kind = message.get("type")
                    if kind == "seated" and isinstance(message.get("token"), str):
                        self.token = message["token"]
                        self.seat = message.get("seat")
                        seated = True
                    elif kind == "over":
                        self.over = True
                    elif kind == "error" and not seated:  # the host said no to joining (or to the token)
                        self.on_message(message)
                        return str(message.get("sentence", ""))
                    self.on_message(message)
            finally:
                writer.cancel()
            if socket.close_code == GOING_AWAY and not self.over and not self._leaving:
                return _("The host closed the table.")  # it left on purpose: nothing to come back to
        return None

    async def _write(self, socket: Any) -> None:
        while True:
            message = await self._outbox.get()
            if message is None:
                await socket.send(json.dumps({"type": "leave"}))
                await socket.close()
                return
            await socket.send(json.dumps(message, ensure_ascii=False, separators=(",", ":")))


def _message(frame: Any) -> dict | None:
    if not isinstance(frame, str):
        return None
    try:
        value = json.loads(frame)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


class ClientThread:
    """A `TableClient` on a loop of its own in a daemon thread; `send` and `leave` from any thread.
    The callbacks are called on that thread: a UI queues them to its own."""

    def __init__(self, **client: Any) -> None:
        self._client_args = client
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self.client: TableClient | None = None
        self._thread = threading.Thread(target=self._main, name="table-client", daemon=True)

    def start(self) -> None:
        self._thread.start()
        self._ready.wait(5)

    def _main(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._run())
        finally:
            self._loop.close()

    async def _run(self) -> None:
        self.client = TableClient(**self._client_args)
        self._ready.set()
        await self.client.run()

    def _soon(self, fn: Callable[..., None], *args: Any) -> None:
        try:
            self._loop.call_soon_threadsafe(fn, *args)
        except RuntimeError:  # the loop has ended: the table is gone already
            pass

    def send(self, message: dict) -> None:
        if self.client is not None:
            self._soon(self.client.send, message)

    def leave(self, wait_s: float = 2.0) -> None:
        """Leave the table and end the thread (waits up to `wait_s` for the goodbye to be sent)."""
        if self.client is not None:
            self._soon(self.client.leave)
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(wait_s)

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()
