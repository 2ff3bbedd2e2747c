"""Tables on the local network (issue 28): a host advertises its table with zeroconf (mDNS/DNS-SD,
service type `_topfive._tcp.local.`), a joining computer lists what it finds.

The TXT record of a table: `game` (the game id), `players` (how many seats), `open` (the open seat
numbers, a comma list), `version` (the app's version), `proto` ("1", the protocol of app/host/protocol.py),
`tls` ("1" for `wss://`) and `name` (the table's name shown to joiners).

Discovery is a convenience, never a condition: an `Advert` that cannot reach the network logs a warning
and does nothing (the table is still joinable by its address and code), and a browser skips whatever it
cannot read, since anyone on the LAN can advertise anything. No Qt: the host runs headless too; the app's
Join dialog gets the `Browser`'s callback on the browser's own thread and queues it to the UI itself.
"""

from __future__ import annotations

import asyncio
import ipaddress
import logging
import re
import socket
import threading
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

import ifaddr
from zeroconf import DNSQuestionType, InterfaceChoice, IPVersion, ServiceStateChange, current_time_millis
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

SERVICE_TYPE = "_topfive._tcp.local."
PROTO = "1"
MAX_PLAYERS = 32  # more seats than this at one table is nonsense from the network
MAX_TABLES = 256  # services a browser reads and lists at once; a flood beyond it is ignored
MAX_SKIPPED = 1024  # unreadable services remembered (so that they are not read again and again)
NAME_LENGTH = 40  # characters of a table name kept
REGISTER_TIMEOUT_S = 10.0  # probing for a unique name takes about 1.2 s
CLOSE_TIMEOUT_S = 3.0
# how long a browser keeps a table that said no goodbye (its host killed): 2 minutes, not zeroconf's 75
RECORD_TTL_S = 120
CHECK_EVERY_S = 5.0  # how often a browser looks for tables whose records have expired (then asks again)
_SRV, _IN = 33, 1  # DNS record type SRV, class IN
RESOLVE_TIMEOUT_MS = 3000

Interfaces = InterfaceChoice | Sequence[str | int] | None

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class FoundTable:
    """A table seen on the network, read from its advert (checked, but still a stranger's word)."""
    name: str
    game: str
    players: int
    open_seats: tuple[int, ...]
    version: str
    tls: bool
    address: str
    port: int
    url: str


# --- reading an advert: whatever the LAN sends, a FoundTable or None -------------------------------------

_GAME = re.compile(r"[a-z][a-z0-9_]{0,31}")
_VERSION = re.compile(r"[0-9A-Za-z][0-9A-Za-z.+\-]{0,31}")
_NUMBER = re.compile(r"[0-9]{1,2}")


def clean_name(text: str) -> str:
    """`text` without control, format (bidi) or unassigned characters, spaces collapsed, at most
    NAME_LENGTH characters."""
    kept = "".join(" " if char.isspace() else char for char in text
                   if char.isspace() or not unicodedata.category(char).startswith("C"))
    kept = " ".join(kept.split())
    return kept if len(kept) <= NAME_LENGTH else kept[:NAME_LENGTH - 1].rstrip() + "…"


def _text(properties: Mapping[bytes, bytes | None], key: bytes) -> str | None:
    value = properties.get(key)
    if not isinstance(value, bytes):
        return None
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        return None


def _seats(text: str, players: int) -> tuple[int, ...] | None:
    if text == "":
        return ()
    parts = text.split(",")
    if len(parts) > players or not all(_NUMBER.fullmatch(part) for part in parts):
        return None
    seats = tuple(int(part) for part in parts)
    if len(set(seats)) != len(seats) or any(seat >= players for seat in seats):
        return None
    return tuple(sorted(seats))


def _url(address: str, port: int, tls: bool) -> str:
    host = f"[{address}]" if ":" in address else address
    return f"{'wss' if tls else 'ws'}://{host}:{port}"


def choose_address(addresses: Iterable[str], *, allow_loopback: bool = False,
                   local_networks: Sequence[ipaddress.IPv4Network | ipaddress.IPv6Network] = ()) -> str | None:
    """The address to join among those a table advertises: IPv4 before IPv6, one in a network of this
    computer first; never unspecified, multicast or link-local IPv6 (no scope in a URL), and loopback
    only when browsing loopback (a stranger must not point us at our own computer's services)."""
    usable = []
    for text in addresses:
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            continue
        if (address.is_unspecified or address.is_multicast or address.is_reserved
                or (address.version == 6 and address.is_link_local)
                or (address.is_loopback and not allow_loopback)):
            continue
        local = any(address in network for network in local_networks if network.version == address.version)
        usable.append((address.version, not local, str(address)))
    return min(usable)[2] if usable else None


def table_from(properties: Mapping[bytes, bytes | None], addresses: Iterable[str], port: object, *,
               allow_loopback: bool = False,
               local_networks: Sequence[ipaddress.IPv4Network | ipaddress.IPv6Network] = ()) -> FoundTable | None:
    """The table an advert describes, or None when anything in it is missing, garbled or absurd."""
    if _text(properties, b"proto") != PROTO:
        return None
    game, version = _text(properties, b"game"), _text(properties, b"version")
    players, open_text = _text(properties, b"players"), _text(properties, b"open")
    tls, name = _text(properties, b"tls"), _text(properties, b"name")
    if (game is None or not _GAME.fullmatch(game) or version is None or not _VERSION.fullmatch(version)
            or players is None or not _NUMBER.fullmatch(players) or not 1 <= int(players) <= MAX_PLAYERS
            or open_text is None or tls not in ("0", "1") or name is None
            or type(port) is not int or not 0 < port < 65536):
        return None
    seats = _seats(open_text, int(players))
    name = clean_name(name)
    address = choose_address(addresses, allow_loopback=allow_loopback, local_networks=local_networks)
    if seats is None or not name or address is None:
        return None
    return FoundTable(name=name, game=game, players=int(players), open_seats=seats, version=version,
                      tls=tls == "1", address=address, port=port, url=_url(address, port, tls == "1"))


# --- the host's side ------------------------------------------------------------------------------------

def computer_name() -> str:
    """This computer's name (its host name's first label), a default for a table's name."""
    try:
        name = socket.gethostname().split(".")[0]
    except OSError:
        name = ""
    return clean_name(name) or "Top Five"


def _dns_label(text: str) -> str:
    label = re.sub(r"[^A-Za-z0-9-]+", "-", text).strip("-")[:40]
    return label or "computer"


def _explicit(interfaces: Interfaces) -> list[str] | None:
    """The addresses named in `interfaces`, or None for every interface (also for a host bound to all
    addresses: '0.0.0.0', '::' or '')."""
    if interfaces is None or isinstance(interfaces, InterfaceChoice):
        return None
    named = [item for item in interfaces if isinstance(item, str)]
    return None if any(text in ("", "0.0.0.0", "::") for text in named) else named


def _zeroconf(interfaces: Interfaces, ip_version: IPVersion | None) -> AsyncZeroconf:
    every = interfaces is None or (not isinstance(interfaces, InterfaceChoice) and _explicit(interfaces) is None)
    return AsyncZeroconf(interfaces=InterfaceChoice.All if every else interfaces, ip_version=ip_version)


def _own_addresses(interfaces: Interfaces, ip_version: IPVersion | None) -> list[str]:
    """The addresses a table advertises: those it was given, or every address of this computer of the
    IP version browsed (loopback only when there is nothing else)."""
    explicit = _explicit(interfaces)
    if explicit is not None:
        return [text.split("%")[0] for text in explicit]
    six = ip_version in (IPVersion.All, IPVersion.V6Only)
    four = ip_version != IPVersion.V6Only
    found, loopback = [], []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            text = ip.ip if isinstance(ip.ip, str) else ip.ip[0]
            try:
                address = ipaddress.ip_address(text)
            except ValueError:
                continue
            if (address.version == 4 and not four) or (address.version == 6 and (not six or address.is_link_local)):
                continue
            (loopback if address.is_loopback else found).append(str(address))
    return sorted(set(found or loopback))


def _instance_label(shown: str, port: int) -> str:
    """The service's instance name: the table's name and its port, so that two tables of one computer never
    share it (zeroconf probes for a clash, but on one computer the answer to a probe reaches only one of the
    programs listening on port 5353); at most 50 bytes, leaving room in a DNS label for zeroconf's '-2'."""
    label = re.sub(r"[.\\]", " ", shown).strip() or "Top Five"
    while len(label.encode()) > 40:
        label = label[:-1]
    return f"{label.rstrip()} ({port})"


def _txt(fields: Mapping[str, object]) -> dict[str, str]:
    return {key: str(value) for key, value in fields.items()}


def _check_port(port: object) -> int:
    if type(port) is not int or not 0 < port < 65536:
        raise ValueError(f"An advert needs a port from 1 to 65535, not {port!r}.")
    return port


def _open_text(open_seats: Iterable[int], players: int) -> str:
    seats = sorted(set(open_seats))
    if any(type(seat) is not int or not 0 <= seat < players for seat in seats):
        raise ValueError(f"Open seats {seats} are not seats of {players} players.")
    return ",".join(str(seat) for seat in seats)


class Advert:
    """A table advertised on the local network while it is open. `await Advert.start(...)` (about 1.2 s:
    zeroconf probes that the service's name is unique on the network, and renames it if not);
    `await advert.update(open_seats=...)` when a seat is taken or freed; `await advert.close()` when the
    table closes. Network trouble never raises: it logs a warning and the advert does nothing (`active`
    is False). All of it runs on the host's event loop."""

    def __init__(self, port: int, fields: dict[str, str]) -> None:
        self.port = port
        self._fields = fields
        self._zeroconf: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None
        self._addresses: list[str] = []
        self._server = f"topfive-{_dns_label(computer_name())}.local."
        self._pending: set[asyncio.Future] = set()

    @classmethod
    async def start(cls, port: int, *, game: str, players: int, open_seats: Iterable[int], version: str,
                    name: str, tls: bool = False, interfaces: Interfaces = None,
                    ip_version: IPVersion | None = None) -> Advert:
        """Advertise the table listening on `port`. Wrong arguments (a bug of the caller) raise
        ValueError; the network's trouble does not."""
        if not _GAME.fullmatch(game) or not _VERSION.fullmatch(version):
            raise ValueError(f"Cannot advertise game {game!r} of version {version!r}.")
        if type(players) is not int or not 1 <= players <= MAX_PLAYERS:
            raise ValueError(f"Cannot advertise a table of {players!r} players.")
        shown = clean_name(name) or computer_name()
        advert = cls(_check_port(port), _txt({
            "game": game, "players": players, "open": _open_text(open_seats, players), "version": version,
            "proto": PROTO, "tls": "1" if tls else "0", "name": shown}))
        await advert._register(shown, interfaces, ip_version)
        return advert

    @property
    def active(self) -> bool:
        """Whether the table is on the network (False after trouble or close)."""
        return self._zeroconf is not None

    @property
    def open_seats(self) -> tuple[int, ...]:
        text = self._fields["open"]
        return tuple(int(seat) for seat in text.split(",")) if text else ()

    def _service(self, service_name: str) -> AsyncServiceInfo:
        return AsyncServiceInfo(SERVICE_TYPE, service_name, port=self.port, properties=self._fields,
                                server=self._server, parsed_addresses=self._addresses,
                                host_ttl=RECORD_TTL_S, other_ttl=RECORD_TTL_S)

    def _keep(self, future: object) -> None:
        """Keep the announcement zeroconf sends in the background, and read its outcome."""
        if isinstance(future, asyncio.Future):
            self._pending.add(future)
            future.add_done_callback(self._sent)

    def _hush(self) -> None:
        """Stop repeating the announcements made so far (zeroconf sends each three times in 0.45 s)."""
        for future in list(self._pending):
            future.cancel()

    def _sent(self, future: asyncio.Future) -> None:
        self._pending.discard(future)
        if not future.cancelled() and future.exception() is not None:
            log.warning("The table's announcement on the network failed: %s", future.exception())

    async def _register(self, shown: str, interfaces: Interfaces, ip_version: IPVersion | None) -> None:
        zeroconf = None
        try:
            self._addresses = _own_addresses(interfaces, ip_version)
            if not self._addresses:
                raise OSError("this computer has no network address")
            info = self._service(f"{_instance_label(shown, self.port)}.{SERVICE_TYPE}")
            zeroconf = _zeroconf(interfaces, ip_version)
            self._keep(await asyncio.wait_for(zeroconf.async_register_service(info, allow_name_change=True),
                                              REGISTER_TIMEOUT_S))
        except asyncio.CancelledError:
            if zeroconf is not None:
                await _quietly(zeroconf.async_close())
            raise
        except Exception as error:  # noqa: BLE001 - whatever the network does, the table goes on
            log.warning("The table is not advertised on the local network (it can still be joined by "
                        "its address and code): %s", error or type(error).__name__)
            if zeroconf is not None:
                await _quietly(zeroconf.async_close())
            return
        self._zeroconf, self._info = zeroconf, info

    async def update(self, *, open_seats: Iterable[int]) -> None:
        """Advertise the table's open seats now."""
        self._fields = {**self._fields, "open": _open_text(open_seats, int(self._fields["players"]))}
        if self._zeroconf is None or self._info is None:
            return
        info = self._service(self._info.name)
        self._hush()  # an announcement still repeating the old seats would undo this one
        try:
            self._keep(await self._zeroconf.async_update_service(info))
            self._info = info
        except Exception as error:  # noqa: BLE001
            log.warning("The table's open seats could not be advertised: %s", error or type(error).__name__)

    async def close(self) -> None:
        """Take the table off the network (goodbye packets) and let zeroconf go. Idempotent."""
        zeroconf, self._zeroconf, self._info = self._zeroconf, None, None
        self._hush()  # an announcement repeated after the goodbye would bring the table back
        if zeroconf is not None:
            await _quietly(zeroconf.async_close())  # unregisters every service, then closes


async def _quietly(closing) -> None:
    try:
        await asyncio.wait_for(closing, CLOSE_TIMEOUT_S)
    except Exception as error:  # noqa: BLE001
        log.warning("Zeroconf did not close cleanly: %s", error or type(error).__name__)


# --- the joining computer's side ------------------------------------------------------------------------

def _local_networks() -> list[ipaddress.IPv4Network | ipaddress.IPv6Network]:
    networks = []
    try:
        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                text = ip.ip if isinstance(ip.ip, str) else ip.ip[0]
                try:
                    networks.append(ipaddress.ip_network(f"{text.split('%')[0]}/{ip.network_prefix}", strict=False))
                except ValueError:
                    continue
    except OSError:
        pass
    return networks


def _browses_loopback(interfaces: Interfaces) -> bool:
    explicit = _explicit(interfaces) or []
    return any(_is_loopback(text) for text in explicit)


def _is_loopback(text: str) -> bool:
    try:
        return ipaddress.ip_address(text.split("%")[0]).is_loopback
    except ValueError:
        return False


class TableWatch:
    """The tables on the network, kept current on the running event loop (`async with TableWatch() as
    watch`). `tables` is the sorted list; `on_change(tables)` is called on this loop whenever it changes.
    Services that cannot be read are in `skipped` (their names) and never in `tables`."""

    def __init__(self, on_change: Callable[[list[FoundTable]], None] | None = None, *,
                 interfaces: Interfaces = None, ip_version: IPVersion | None = None) -> None:
        self._on_change = on_change
        self._interfaces, self._ip_version = interfaces, ip_version
        self._allow_loopback = _browses_loopback(interfaces)
        self._networks: list = []
        self._zeroconf: AsyncZeroconf | None = None
        self._browser: AsyncServiceBrowser | None = None
        self._checker: asyncio.Future | None = None
        self._found: dict[str, FoundTable] = {}
        self._resolving: dict[str, asyncio.Task] = {}
        self._again: set[str] = set()
        self._skipped: dict[str, None] = {}  # oldest first
        self.tables: list[FoundTable] = []
        self.failed = False
        self._changed = asyncio.Event()

    async def __aenter__(self) -> TableWatch:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    async def start(self) -> None:
        """Start browsing; on network trouble log a warning and stay empty (`failed`)."""
        self._networks = _local_networks()
        try:
            self._zeroconf = _zeroconf(self._interfaces, self._ip_version)
            # questions answered by multicast: an answer sent to port 5353 of this computer reaches only one of
            # the programs listening there (another browser, the host's own advert), so it may never arrive
            self._browser = AsyncServiceBrowser(self._zeroconf.zeroconf, SERVICE_TYPE, handlers=[self._seen],
                                                question_type=DNSQuestionType.QM)
            self._checker = asyncio.ensure_future(self._check())
        except Exception as error:  # noqa: BLE001
            log.warning("Tables on the local network cannot be listed: %s", error or type(error).__name__)
            self.failed = True
            await self.close()

    async def close(self) -> None:
        browser, zeroconf, self._browser, self._zeroconf = self._browser, self._zeroconf, None, None
        if self._checker is not None:
            self._checker.cancel()
        for task in self._resolving.values():
            task.cancel()
        self._resolving.clear()
        if browser is not None:
            await _quietly(browser.async_cancel())
        if zeroconf is not None:
            await _quietly(zeroconf.async_close())

    @property
    def skipped(self) -> set[str]:
        """The services seen lately that could not be read (the last MAX_SKIPPED)."""
        return set(self._skipped)

    def _skip(self, name: str) -> None:
        self._skipped.pop(name, None)
        self._skipped[name] = None
        while len(self._skipped) > MAX_SKIPPED:
            del self._skipped[next(iter(self._skipped))]

    async def wait_until(self, predicate: Callable[[list[FoundTable]], bool], timeout_s: float) -> bool:
        """Wait until `predicate(self.tables)` holds, at most `timeout_s` seconds; whether it held."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout_s
        while not predicate(self.tables):
            remaining = deadline - loop.time()
            if remaining <= 0:
                return False
            self._changed.clear()
            try:
                await asyncio.wait_for(self._changed.wait(), min(remaining, 0.25))
            except TimeoutError:
                pass
        return True

    async def _check(self) -> None:
        """Ask again for each table whose service record has expired: a live host answers, a killed one
        is dropped (zeroconf keeps its pointer for 19 minutes)."""
        while self._zeroconf is not None:
            await asyncio.sleep(CHECK_EVERY_S)
            zeroconf, now = self._zeroconf, current_time_millis()
            for name in list(self._found):
                if zeroconf is None or name in self._resolving:
                    continue
                records = zeroconf.zeroconf.cache.async_all_by_details(name, _SRV, _IN)
                if not any(not record.is_expired(now) for record in records):
                    self._resolving[name] = asyncio.ensure_future(self._resolve(name))

    def _seen(self, zeroconf: object, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        if self._zeroconf is None:
            return
        if state_change is ServiceStateChange.Removed:
            task = self._resolving.pop(name, None)
            if task is not None:
                task.cancel()
            self._again.discard(name)
            self._skipped.pop(name, None)
            self._set(name, None)
        elif name in self._resolving:
            self._again.add(name)  # read it once more when the current reading ends
        elif name in self._found or name in self._skipped or len(self._found) + len(self._resolving) < MAX_TABLES:
            self._resolving[name] = asyncio.ensure_future(self._resolve(name))

    async def _resolve(self, name: str) -> None:
        try:
            while True:
                self._again.discard(name)
                info = AsyncServiceInfo(SERVICE_TYPE, name)
                zeroconf = self._zeroconf
                if zeroconf is None or not await info.async_request(zeroconf.zeroconf, RESOLVE_TIMEOUT_MS,
                                                                     DNSQuestionType.QM):
                    self._skip(name)  # no answer: gone (a host killed says no goodbye)
                    self._set(name, None)
                else:
                    table = table_from(info.properties or {},
                                       info.parsed_addresses(), info.port,
                                       allow_loopback=self._allow_loopback, local_networks=self._networks)
                    if table is None:
                        self._skip(name)
                    else:
                        self._skipped.pop(name, None)
                    self._set(name, table)
                if name not in self._again:
                    break
        except asyncio.CancelledError:
            raise
        except Exception as error:  # noqa: BLE001 - a stranger's advert must not stop the listing
            log.debug("Skipped the advert %r: %s", name, error)
            self._skip(name)
            self._set(name, None)
        finally:
            if self._resolving.get(name) is asyncio.current_task():
                del self._resolving[name]

    def _set(self, name: str, table: FoundTable | None) -> None:
        if table is None:
            self._found.pop(name, None)
        else:
            self._found[name] = table
        tables = sorted(self._found.values(), key=lambda found: (found.name.casefold(), found.url))
        self._changed.set()
        if tables == self.tables:
            return
        self.tables = tables
        if self._on_change is not None:
            try:
                self._on_change(list(tables))
            except Exception:  # noqa: BLE001
                log.exception("A listener of the tables on the network failed")


async def browse_once(timeout_s: float, *, interfaces: Interfaces = None, ip_version: IPVersion | None = None,
                      until: Callable[[list[FoundTable]], bool] | None = None) -> list[FoundTable]:
    """The tables seen within `timeout_s` seconds (sooner once `until(tables)` holds)."""
    async with TableWatch(interfaces=interfaces, ip_version=ip_version) as watch:
        await watch.wait_until(until or (lambda tables: False), timeout_s)
        return list(watch.tables)


class Browser:
    """The tables on the network, for a caller without an event loop (the app's Join dialog). `start()`
    browses on a thread of its own; `on_change(tables)` is called on THAT thread whenever the list
    changes (queue it to the UI); `close()` stops it and waits for the thread (at most `timeout_s`),
    after which `on_change` is not called again. `tables` is the latest list."""

    def __init__(self, on_change: Callable[[list[FoundTable]], None], *, interfaces: Interfaces = None,
                 ip_version: IPVersion | None = None) -> None:
        self._on_change = on_change
        self._interfaces, self._ip_version = interfaces, ip_version
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._ready = threading.Event()
        self._closing = False
        self._lock = threading.RLock()
        self.tables: list[FoundTable] = []
        self.failed = False

    def start(self) -> None:
        if self._thread is not None:
            raise RuntimeError("A Browser starts once.")
        self._thread = threading.Thread(target=asyncio.run, args=(self._run(),), name="topfive-browser",
                                        daemon=True)
        self._thread.start()

    def _changed(self, tables: list[FoundTable]) -> None:
        self.tables = tables
        with self._lock:
            if self._closing:
                return
            self._on_change(tables)

    async def _run(self) -> None:
        self._loop, self._stop = asyncio.get_running_loop(), asyncio.Event()
        self._ready.set()
        if self._closing:
            return
        async with TableWatch(self._changed, interfaces=self._interfaces, ip_version=self._ip_version) as watch:
            self.failed = watch.failed
            await self._stop.wait()

    def close(self, timeout_s: float = CLOSE_TIMEOUT_S + 1) -> None:
        with self._lock:  # waits for an on_change being called; none after this
            self._closing = True
        if self._thread is None:
            return
        if self._ready.wait(timeout_s) and self._loop is not None and self._stop is not None:
            try:
                self._loop.call_soon_threadsafe(self._stop.set)
            except RuntimeError:  # the loop has ended already
                pass
        if threading.current_thread() is not self._thread:
            self._thread.join(timeout_s)
