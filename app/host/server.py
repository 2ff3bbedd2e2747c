"""The host of a table (issue 28): one game served over WebSocket (RFC 6455, the `websockets` package on
asyncio) to the computers that join it; no Qt.

The host is authoritative: it holds the game (a headless `Table`, app/session/table_core.py), runs the
rules and the computer players, autosaves, and sends each seat only that seat's announcements
(app/host/wire.py). A joined computer sends moves, undo and redo; the host checks each with the rules
for that seat and answers `refused` with a sentence when it is not allowed. The table starts once every
open seat has a player; until then a joined computer has its `seated` and waits.

Everything received is read by app/host/protocol.py (size, UTF-8, JSON, kind, keys) before anything
else looks at it; a message that breaks the protocol gets `error` and its connection closed, and the
game and every other seat go on. Failed joins are limited per address and per table, and each
connection's messages by a token bucket (app/host/access.py). Nothing received is evaluated.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import time
from pathlib import Path
from typing import Any, Callable

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from app.core import Game, SaveFormatError
from app.core.i18n import _, plainly, speaking
from app.host import access, protocol, wire
from app.persistence import files
from app.persistence.seats import SeatConfig
from app.session.driver import LoopDriver
from app.session.table_core import Table

log = logging.getLogger(__name__)

#: a computer that has not joined this long after connecting is sent away
JOIN_TIMEOUT_S = 10.0
#: a seat whose computer has been gone this long is played by a computer player until it is back
TAKEOVER_S = 120.0
#: messages waiting to be sent to one computer before it counts as not reading (its connection closes)
OUTBOX_LIMIT = 256
#: the library's own frame limit sits above the protocol's, so that the host can say why before closing
LIBRARY_MAX_SIZE = 16 * protocol.MAX_FRAME
BOT_LEVELS = ("easy", "normal", "hard")
COLORS = ("#d2452b", "#2b79d2", "#e0b020", "#3aa35a", "#8a4fc0", "#e07b20", "#20a0a0", "#c03a8a")


@dataclasses.dataclass
class Seat:
    kind: str  # "remote", "local" (a player at the host's own screen) or a bot level
    name: str
    token_digest: str | None = None
    lang: str = "en"
    connection: "Connection | None" = None


TABLE_FILE_FORMAT = "top-five-table"


def _is_color(value: Any) -> bool:
    """A colour as the table sends it: "#rrggbb"."""
    return isinstance(value, str) and len(value) == 7 and value[0] == "#" and all(
        c in "0123456789abcdefABCDEF" for c in value[1:])


def table_file(save_path: Path) -> Path:
    """The table file of a game hosted with its autosave at `save_path`: its code and seats' token digests."""
    return save_path.with_name(save_path.name + ".table.json")


class Connection:
    """One joined computer: its socket, its seat once seated, its outbox and its allowance."""

    def __init__(self, socket: ServerConnection, address: str) -> None:
        self.socket = socket
        self.address = address
        self.seat: int | None = None
        self.lang = "en"
        self.bucket = access.Bucket(time.monotonic())
        #: frames to send, in order; a number: close the connection with that code after them
        self.outbox: asyncio.Queue[str | int] = asyncio.Queue()
        self.closing = False

    def send(self, message: dict) -> None:
        """Queue `message` for this computer; one that stops reading is sent away, the table goes on."""
        if self.closing:
            return
        if self.outbox.qsize() >= OUTBOX_LIMIT:
            self.close(protocol.POLICY_VIOLATION)
            return
        self.outbox.put_nowait(protocol.encode(message))

    def close(self, code: int = protocol.NORMAL) -> None:
        """Close after what is queued has been sent (once)."""
        if not self.closing:
            self.closing = True
            self.outbox.put_nowait(code)


class HostedTable:
    """One game and its seats: `seats` is a list of "remote" (a computer that joins), "local" (a player at
    the hosting app's own screen: app/host/local.py; two or more pass the mouse behind the cover) and bot
    levels."""

    def __init__(self, game: Game, seats: list[str], *, seed: int, options: dict | None = None,
                 code: str | None = None, save_path: Path | None = None,
                 token_factory: Callable[[], str] = access.new_token, secret: str | bool | None = True,
                 takeover_s: float = TAKEOVER_S, colors: list[str] | None = None) -> None:
        """`secret`: the key of the computer players' seeds (`Game.new_state`'s: True, a new random one;
        a test of two worlds gives both the same). `takeover_s`: how long a seat's computer may be gone
        before a computer player plays for it (until it rejoins)."""
        if len(seats) < game.min_players or len(seats) > game.max_players:
            raise ValueError(_("{game} is played by {low} to {high} players.").format(
                game=game.title, low=game.min_players, high=game.max_players))
        self.game, self.seed, self.options, self.secret = game, seed, dict(options or {}), secret
        self.takeover_s = takeover_s
        self._takeovers: dict[int, asyncio.TimerHandle] = {}
        self._resume = False  # a table that goes on from its autosave (`resume`)
        self.code = code or access.new_code()
        self.save_path = save_path
        self._token = token_factory
        self.seats = [Seat(kind, _("Player {n}").format(n=i + 1) if kind in ("remote", "local")
                           else _("Computer {n}").format(n=i + 1)) for i, kind in enumerate(seats)]
        #: each seat's colour ("#rrggbb"), told to every computer with its seat
        self.colors = list(colors) if colors and len(colors) == len(seats) else [
            COLORS[i % len(COLORS)] for i in range(len(seats))]
        self.table: Table | None = None
        self.finished = asyncio.Event()
        self.limits, self.table_limits = access.JoinLimits(), access.JoinLimits(access.TABLE_FAILS_ALLOWED)
        #: told the table when the game begins (on the host's loop): the host's own screen (app/host/local.py)
        self.on_table: Callable[[Table], None] | None = None
        #: told the open seats whenever a computer takes one (the LAN advert: app/host/discovery.py)
        self.on_open_seats: Callable[[list[int]], None] | None = None

    @property
    def open_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "remote" and s.token_digest is None]

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    # ---- joining -----------------------------------------------------------------------------------
    def join(self, connection: Connection, message: protocol.Join) -> str | None:
        """Seat `connection` (None), or the sentence why not (the caller closes the connection)."""
        now = time.monotonic()
        if not (self.limits.allowed(connection.address, now) and self.table_limits.allowed("table", now)):
            return _("Too many wrong codes: wait a while before you try again.")
        if not access.same_code(message.code, self.code):
            self.limits.failed(connection.address, now)
            self.table_limits.failed("table", now)
            return _("That is not this table's code.")
        self.limits.succeeded(connection.address)
        seat = self.open_seats[0] if self.open_seats else self._away_seat(message.name)
        if seat is None:
            return _("This table has no open seat.")
        token = self._token()
        record = self.seats[seat]
        record.name, record.lang, record.token_digest = message.name.strip(), message.lang, access.token_digest(token)
        self._write_table_file()
        self._seat(connection, seat, token)
        if self.on_open_seats is not None:
            self.on_open_seats(self.open_seats)
        return None

    def _away_seat(self, name: str) -> int | None:
        """The seat of the player called `name` whose computer is gone (a crash took its token with it):
        joining again with the table's code and the same name takes it back, with a new token."""
        name = name.strip().casefold()
        return next((i for i, s in enumerate(self.seats) if s.kind == "remote" and s.connection is None
                     and s.token_digest is not None and s.name.casefold() == name), None)

    def rejoin(self, connection: Connection, message: protocol.Rejoin) -> str | None:
        now = time.monotonic()
        if not self.limits.allowed(connection.address, now):
            return _("Too many wrong codes: wait a while before you try again.")
        for seat, record in enumerate(self.seats):
            if record.token_digest is not None and access.same_token(message.token, record.token_digest):
                self.limits.succeeded(connection.address)
                old = record.connection
                if old is not None and old is not connection:  # joined again elsewhere: the old one goes
                    old.seat = None
                    old.close()
                self._seat(connection, seat, message.token)
                return None
        self.limits.failed(connection.address, now)
        return _("That seat's token is not known at this table.")

    def _seat(self, connection: Connection, seat: int, token: str) -> None:
        waiting = self._takeovers.pop(seat, None)
        if waiting is not None:
            waiting.cancel()
        record = self.seats[seat]
        record.connection, connection.seat, connection.lang = connection, seat, record.lang
        connection.send({**protocol.seated(seat, token, self.game.id, len(self.seats), self.names),
                         "colors": self.colors})
        with plainly():  # the table's own work, not in the joiner's language (the host's screen sees it)
            if self.table is None and not self.open_seats:
                self._start()
            elif self.table is not None:
                self.table.stand_up(seat)  # its own moves again (a computer played for it meanwhile)
                self.table.attach(seat, self._sink(connection), record.lang)

    def leave(self, connection: Connection) -> None:
        """`connection` is gone (it left, dropped or was sent away): its seat waits for it, and after
        `takeover_s` a computer player plays for it until it rejoins."""
        seat = connection.seat
        if seat is not None and self.seats[seat].connection is connection:
            self.seats[seat].connection = None
            if self.table is not None:
                self.table.detach(seat)
                if not self.table.is_over:
                    self._wait_for(seat)
        connection.seat = None

    def _wait_for(self, seat: int) -> None:
        """`seat`'s computer is away: after `takeover_s` a computer player plays for it (until it rejoins)."""
        self._takeovers[seat] = asyncio.get_running_loop().call_later(self.takeover_s, self._take_over, seat)

    def _take_over(self, seat: int) -> None:
        self._takeovers.pop(seat, None)
        if self.table is not None and self.seats[seat].connection is None:
            self.table.stand_in(seat)

    # ---- the table file beside the autosave: what a host killed needs to go on (--resume) -------------
    def _write_table_file(self) -> None:
        if self.save_path is None:
            return
        data = {"format": TABLE_FILE_FORMAT, "version": 1, "game": self.game.id, "code": self.code,
                "takeover_s": self.takeover_s, "colors": self.colors,
                "seats": [{"kind": s.kind, "name": s.name, "lang": s.lang, "token_sha256": s.token_digest}
                          for s in self.seats]}
        files.replace_file(table_file(self.save_path), json.dumps(data, ensure_ascii=False, indent=1).encode())

    @classmethod
    def resume(cls, game: Game, seats: list[str] | None, save_path: Path, **kwargs: Any) -> "HostedTable":
        """The table a host that was killed served, from its autosave and its table file (SaveFormatError
        with a sentence when they are not a hosted game of `game` with these seats; `seats` None: the
        seats the table file names). Its game goes on
        where the autosave left it (every move a computer was shown is in it: a move is autosaved before
        it is announced); each remote seat waits for its computer to rejoin with its token."""
        try:
            data = json.loads(files.read_capped(table_file(save_path), 1 << 20).decode("utf-8"))
            kept = data["seats"]
            kinds = [s["kind"] for s in kept]
            if seats is None and all(k in ("remote", "local", *BOT_LEVELS) for k in kinds):
                seats = kinds
            if data["format"] != TABLE_FILE_FORMAT or data["game"] != game.id or kinds != seats:
                raise ValueError("another table")
            colors = data.get("colors")
            colors = colors if isinstance(colors, list) and all(_is_color(c) for c in colors) else None
            table = cls(game, seats, seed=0, code=str(data["code"]), save_path=save_path,
                        takeover_s=float(data["takeover_s"]), colors=colors, **kwargs)
            for seat, record in zip(table.seats, kept):
                seat.name, seat.lang = str(record["name"]), str(record["lang"])
                seat.token_digest = record["token_sha256"] if isinstance(record["token_sha256"], str) else None
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            raise SaveFormatError(_("{path} is not the table file of a hosted game of these seats.").format(
                path=table_file(save_path))) from None
        table._resume = True
        return table

    def begin(self) -> None:
        """Called by the host once it listens: a resumed table goes on at once, its remote seats away
        (a computer player stands in for one that has not rejoined after `takeover_s`)."""
        if not self._resume:
            return
        self._open(Table.load(self.save_path, driver=LoopDriver(), save_path=self.save_path, bot_delay_ms=0,
                              record_stats=False, remote=self._remote))
        for seat in self._remote:
            self._wait_for(seat)

    # ---- the game -----------------------------------------------------------------------------------
    def _start(self) -> None:
        seats = [SeatConfig(s.name, self.colors[i], "human" if s.kind in ("remote", "local") else s.kind)
                 for i, s in enumerate(self.seats)]
        self._open(Table.new(self.game, seats, self.seed, self.options, save_path=self.save_path, secret=self.secret,
                             autosave=self.save_path is not None, driver=LoopDriver(), bot_delay_ms=0,
                             record_stats=False, remote=self._remote))
        for seat in self._remote:
            connection = self.seats[seat].connection
            if connection is not None:
                self.table.attach(seat, self._sink(connection), self.seats[seat].lang)
            else:  # it joined and left before the game began
                self._wait_for(seat)

    @property
    def _remote(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "remote"]

    def _open(self, table: Table) -> None:
        """The game begins (or goes on): its table paces itself, says when it is over, and the host's own
        screen (if any) hears it."""
        self.table = table
        table.set_waits_for_animations(False)
        table.gameOver.connect(self._over)
        if self.on_table is not None:
            self.on_table(table)

    def _sink(self, connection: Connection) -> Callable[[Any], None]:
        def send(record: Any) -> None:
            seat, table = connection.seat, self.table
            problems = table.takeback_problems(seat) if seat is not None and table is not None else (None, None)
            connection.send(wire.shown(record, self.names, *problems))
        return send

    def over_message(self) -> dict:
        table = self.table
        assert table is not None
        view = table.state.view(None)
        return protocol.over(list(view.get("totals", table.state.totals())), list(view.get("winners", [])))

    def _over(self) -> None:
        message = self.over_message()
        for record in self.seats:
            if record.connection is not None:
                record.connection.send(message)
                record.connection.close()
        self.finished.set()

    def act(self, connection: Connection, message: Any) -> str | None:
        """A seated computer's act, undo or redo: None (done: everyone has been told) or a refusal."""
        seat = connection.seat
        assert seat is not None
        if self.table is None:
            with speaking(connection.lang):
                return _("The game starts when every seat has a player: wait a moment.")
        if isinstance(message, protocol.Act):
            return self.table.submit_as(seat, message.action)
        if isinstance(message, protocol.Undo):
            return self.table.undo_as(seat)
        return self.table.redo_as(seat)

    def explain(self, connection: Connection, message: protocol.Explain) -> str | None:
        """Why the seat may not play the move it clicked (None: it may, or the game has not begun)."""
        if self.table is None or connection.seat is None:
            return None
        return self.table.explain_as(connection.seat, message.action)


class Host:
    """Serves one `HostedTable` on `bind`:`port` until its game is over."""

    def __init__(self, table: HostedTable, *, bind: str = "0.0.0.0", port: int = 0, ssl: Any = None,
                 join_timeout_s: float = JOIN_TIMEOUT_S, advertise: str | None = None) -> None:
        """`advertise`: the table's name on the local network (zeroconf: app/host/discovery.py), or None
        to be joined by address and code only."""
        self.table, self.bind, self.port, self.ssl = table, bind, port, ssl
        self.join_timeout_s = join_timeout_s
        self.server: Any = None
        self._advertise = advertise
        self._advert: asyncio.Task | None = None

    async def start(self) -> int:
        """Listen; returns the port (the one the system gave for port 0)."""
        self.server = await serve(self._handle, self.bind, self.port, ssl=self.ssl, max_size=LIBRARY_MAX_SIZE,
                                  compression=None, ping_interval=20, ping_timeout=20, open_timeout=10)
        self.port = self.server.sockets[0].getsockname()[1]
        self.table.begin()
        if self._advertise is not None and self.table.open_seats:
            self._advert = asyncio.create_task(self._advertised())  # 1.2 s to start: the line goes out first
        return self.port

    async def _advertised(self) -> Any:
        from app import __version__
        from app.host.discovery import Advert

        table = self.table
        where: dict[str, Any] = {}
        if self.bind not in ("0.0.0.0", "::", ""):  # only where the table listens
            from zeroconf import IPVersion

            where = {"interfaces": [self.bind], "ip_version": IPVersion.V6Only if ":" in self.bind else IPVersion.V4Only}
        advert = await Advert.start(self.port, game=table.game.id, players=len(table.seats),
                                    open_seats=table.open_seats, version=__version__, name=self._advertise,
                                    tls=self.ssl is not None, **where)
        if advert.open_seats != tuple(table.open_seats):
            await advert.update(open_seats=table.open_seats)
        table.on_open_seats = lambda seats: asyncio.ensure_future(advert.update(open_seats=seats))
        return advert

    async def _withdraw(self) -> None:
        task, self._advert = self._advert, None
        if task is None:
            return
        self.table.on_open_seats = None
        if not task.done():
            task.cancel()
            return
        if task.exception() is None:
            await task.result().close()

    async def serve_until_over(self) -> None:
        await self.table.finished.wait()
        await asyncio.sleep(0.2)  # the last messages leave
        await self.close()

    async def close(self) -> None:
        await self._withdraw()
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()
        table = self.table.table
        if table is not None:  # its autosave reaches the disk off the loop: the host's other tables go on
            await asyncio.get_running_loop().run_in_executor(None, table.flush, 10)
            table.close()
            await asyncio.get_running_loop().run_in_executor(None, table.wait_for_bots, 2000)

    async def _handle(self, socket: ServerConnection) -> None:
        peer = socket.remote_address
        connection = Connection(socket, str(peer[0]) if peer else "?")
        writer = asyncio.create_task(self._write(connection))
        try:
            await self._read(connection)
            if connection.outbox.qsize():  # what was queued last (a leave's close) still leaves
                await asyncio.wait_for(asyncio.shield(writer), 2)
        except protocol.ProtocolError as problem:
            connection.send(protocol.error(problem.sentence))
            connection.close(problem.code)
            try:  # what it still sends is read and dropped, so that its answer to the close is seen
                await asyncio.wait_for(asyncio.gather(writer, _drain(socket)), 5)
            except (ConnectionClosed, asyncio.TimeoutError, OSError):
                pass  # gone already: nothing more to say
        except (ConnectionClosed, asyncio.TimeoutError, OSError):
            pass
        except Exception:  # noqa: BLE001 - one connection's fault never stops the table
            log.exception("a connection failed")
        finally:
            self.table.leave(connection)
            writer.cancel()

    async def _write(self, connection: Connection) -> None:
        try:
            while True:
                item = await connection.outbox.get()
                if isinstance(item, int):
                    await connection.socket.close(item)
                    return
                await connection.socket.send(item)
        except (ConnectionClosed, OSError):
            return  # the computer is gone: its seat waits for it (`rejoin`)

    async def _read(self, connection: Connection) -> None:
        socket = connection.socket
        try:
            first = await asyncio.wait_for(socket.recv(), self.join_timeout_s)
        except asyncio.TimeoutError:
            raise protocol.ProtocolError(_("Nothing was said: join with the table's code.")) from None
        self._check_pace(connection)
        message = protocol.read(_frame(first))
        if isinstance(message, protocol.Join):
            connection.lang = message.lang
            with speaking(message.lang):
                problem = self.table.join(connection, message)
        elif isinstance(message, protocol.Rejoin):
            problem = self.table.rejoin(connection, message)
        else:
            raise protocol.ProtocolError(_("Join the table first."))
        if problem is not None:
            raise protocol.ProtocolError(problem)
        async for frame in socket:
            self._check_pace(connection)
            with speaking(connection.lang):
                message = protocol.read(_frame(frame))
                if isinstance(message, (protocol.Join, protocol.Rejoin)):
                    raise protocol.ProtocolError(_("This computer has a seat already."))
            if connection.seat is None:
                return  # joined again elsewhere
            if isinstance(message, protocol.Leave):
                connection.close()
                return
            if isinstance(message, protocol.Explain):
                sentence = self.table.explain(connection, message)
                if sentence is not None:
                    connection.send(protocol.explained(sentence))
                continue
            sentence = self.table.act(connection, message)
            if sentence is not None:
                connection.send(protocol.refused(sentence))

    def _check_pace(self, connection: Connection) -> None:
        if not connection.bucket.take(time.monotonic()):
            with speaking(connection.lang):
                raise protocol.ProtocolError(_("Too many messages at once."))


async def _drain(socket: ServerConnection) -> None:
    try:
        async for _frame_ in socket:
            pass
    except ConnectionClosed:
        pass


def _frame(frame: Any) -> bytes:
    """A text frame's bytes (the protocol reads them); a binary frame is not a message."""
    if isinstance(frame, str):
        return frame.encode("utf-8", "surrogatepass")
    raise protocol.ProtocolError(_("The message is not text."), protocol.INVALID_DATA)
