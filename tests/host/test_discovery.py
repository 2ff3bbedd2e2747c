"""Tables on the local network (app/host/discovery.py, issue 28): a table advertised with zeroconf on
loopback is found with its game, seats and address; a change of its open seats is seen, its close takes
it off the list; adverts that are garbled (anyone on the LAN can send them) are skipped, never raised."""

import asyncio
import logging
import random
import secrets
import socket
import struct
import threading
import time

import pytest
from zeroconf import IPVersion
from zeroconf.asyncio import AsyncServiceInfo, AsyncZeroconf

from app import __version__
from app.host import discovery
from app.host.discovery import SERVICE_TYPE, Advert, Browser, FoundTable, TableWatch, browse_once, table_from

LOOPBACK = {"interfaces": ["127.0.0.1"], "ip_version": IPVersion.V4Only}
# the ports and names advertised (nothing listens on them), apart from another test process's on this computer
BASE = random.SystemRandom().randrange(20000, 60000, 100)
RUN = secrets.token_hex(3)
ANA, BEN, CEM = (f"{who}'s table {RUN}" for who in ("Ana", "Ben", "Cem"))
SEEN_WITHIN_S = 6.0  # a table is seen in about 1 s; generous for a busy machine


def _multicast_on_loopback() -> str | None:
    """Why multicast on loopback does not work on this machine, or None when it does."""
    group, receiver, sender = "224.0.0.251", None, None
    try:
        receiver = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        receiver.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        receiver.bind(("", 0))
        receiver.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                            struct.pack("4s4s", socket.inet_aton(group), socket.inet_aton("127.0.0.1")))
        receiver.settimeout(2.0)
        sender = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton("127.0.0.1"))
        sender.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
        sender.sendto(b"top five", (group, receiver.getsockname()[1]))
        data, _ = receiver.recvfrom(64)
        return None if data == b"top five" else "a multicast datagram on loopback came back changed"
    except OSError as error:
        return f"multicast on loopback does not work on this machine: {error}"
    finally:
        for sock in (receiver, sender):
            if sock is not None:
                sock.close()


@pytest.fixture(scope="module")
def multicast():
    reason = _multicast_on_loopback()
    if reason is not None:
        pytest.skip(reason)


def _txt(**changes):
    fields = {b"game": b"top3", b"players": b"4", b"open": b"1,3", b"version": b"0.1.0", b"proto": b"1",
              b"tls": b"0", b"name": "Ana's table".encode()}
    fields.update({key.encode(): value for key, value in changes.items()})
    return {key: value for key, value in fields.items() if value is not ...}


# --- reading an advert, without a network --------------------------------------------------------------

def test_an_advert_is_read_into_a_table():
    found = table_from(_txt(), ["127.0.0.1"], 8765, allow_loopback=True)
    assert found == FoundTable(name="Ana's table", game="top3", players=4, open_seats=(1, 3), version="0.1.0",
                               tls=False, address="127.0.0.1", port=8765, url="ws://127.0.0.1:8765")
    assert table_from(_txt(tls=b"1", open=b""), ["fd00::5"], 443).url == "wss://[fd00::5]:443"
    assert table_from(_txt(open=b"3,0"), ["192.168.1.20"], 1).open_seats == (0, 3)


@pytest.mark.parametrize("changes, addresses, port", [
    ({"proto": b"2"}, ["10.0.0.2"], 8765),
    ({"proto": ...}, ["10.0.0.2"], 8765),
    ({"game": ...}, ["10.0.0.2"], 8765),
    ({"game": b"Top3; rm -rf"}, ["10.0.0.2"], 8765),
    ({"game": b"x" * 200}, ["10.0.0.2"], 8765),
    ({"players": b"999"}, ["10.0.0.2"], 8765),
    ({"players": b"0"}, ["10.0.0.2"], 8765),
    ({"players": b"-4"}, ["10.0.0.2"], 8765),
    ({"players": b"\xff\xfe"}, ["10.0.0.2"], 8765),
    ({"players": None}, ["10.0.0.2"], 8765),
    ({"open": b"4"}, ["10.0.0.2"], 8765),  # no seat 4 among 4 players
    ({"open": b"1,1"}, ["10.0.0.2"], 8765),
    ({"open": b"1,,2"}, ["10.0.0.2"], 8765),
    ({"open": b"0,1,2,3,0"}, ["10.0.0.2"], 8765),
    ({"open": ...}, ["10.0.0.2"], 8765),
    ({"tls": b"yes"}, ["10.0.0.2"], 8765),
    ({"version": b"1.0 <script>"}, ["10.0.0.2"], 8765),
    ({"name": b"\xc3\x28"}, ["10.0.0.2"], 8765),  # not UTF-8
    ({"name": "\u202e\u0000\t".encode()}, ["10.0.0.2"], 8765),  # nothing left to show
    ({}, [], 8765),
    ({}, ["not an address", "0.0.0.0", "224.0.0.251", "fe80::1"], 8765),
    ({}, ["127.0.0.1"], 8765),  # a stranger pointing at this computer's own services
    ({}, ["10.0.0.2"], 0),
    ({}, ["10.0.0.2"], 70000),
    ({}, ["10.0.0.2"], None),
])
def test_a_garbled_advert_is_skipped(changes, addresses, port):
    assert table_from(_txt(**changes), addresses, port) is None


def test_a_name_is_cleaned_of_control_characters_and_kept_short():
    found = table_from(_txt(name="Ana\u202e's\n  table\x07".encode()), ["10.0.0.2"], 8765)
    assert found.name == "Ana's table"
    assert len(table_from(_txt(name=b"N" * 300), ["10.0.0.2"], 8765).name) == discovery.NAME_LENGTH


def test_an_address_of_this_computers_networks_is_joined_first():
    import ipaddress
    networks = [ipaddress.ip_network("192.168.7.0/24")]
    chosen = discovery.choose_address(["fd00::1", "10.9.9.9", "192.168.7.3"], local_networks=networks)
    assert chosen == "192.168.7.3"
    assert discovery.choose_address(["fd00::1", "10.9.9.9"], local_networks=networks) == "10.9.9.9"


def test_a_host_bound_to_every_address_advertises_every_address_of_its_computer():
    assert discovery._own_addresses(["0.0.0.0"], None) == discovery._own_addresses(None, None)
    assert discovery._own_addresses(["192.168.7.3"], None) == ["192.168.7.3"]
    label = discovery._instance_label("Ana.s \\ table " + "é" * 60, 65535)
    assert label.startswith("Ana s   table") and label.endswith(" (65535)") and len(label.encode()) <= 50


# --- on loopback ----------------------------------------------------------------------------------------

async def _advert(port, open_seats=(1, 3), name=ANA):
    return await Advert.start(port, game="top3", players=4, open_seats=open_seats, version=__version__,
                              name=name, **LOOPBACK)


def _at(port):
    return lambda tables: [table for table in tables if table.port == port and table.name.endswith(RUN)]


def test_an_advertised_table_is_found_updated_and_removed(multicast):
    async def scenario():
        async with TableWatch(**LOOPBACK) as watch:
            started = time.monotonic()
            advert = await _advert(port=BASE + 1)
            try:
                assert advert.active
                assert await watch.wait_until(_at(BASE + 1), SEEN_WITHIN_S), watch.tables
                seen_after = time.monotonic() - started
                [table] = _at(BASE + 1)(watch.tables)
                assert table == FoundTable(name=ANA, game="top3", players=4, open_seats=(1, 3),
                                           version=__version__, tls=False, address="127.0.0.1", port=BASE + 1,
                                           url=f"ws://127.0.0.1:{BASE + 1}")
                await advert.update(open_seats=[3])
                assert advert.open_seats == (3,)
                seats = lambda tables: [table.open_seats for table in _at(BASE + 1)(tables)]
                assert await watch.wait_until(lambda tables: seats(tables) == [(3,)], SEEN_WITHIN_S)
                # the announcements of the table's start, repeated for 0.45 s, must not bring back seat 1
                assert not await watch.wait_until(lambda tables: seats(tables) != [(3,)], 0.6), watch.tables
            finally:
                await advert.close()
            assert not advert.active
            assert await watch.wait_until(lambda tables: not _at(BASE + 1)(tables), SEEN_WITHIN_S), watch.tables
            assert not await watch.wait_until(_at(BASE + 1), 0.6), watch.tables  # nor after its goodbye
            await advert.close()  # twice is harmless
            return seen_after

    seen_after = asyncio.run(scenario())
    assert seen_after < SEEN_WITHIN_S


def test_a_garbled_service_is_skipped_beside_a_good_one(multicast):
    bad = {"proto-2": _txt(proto=b"2"), "huge": _txt(players=b"999"), "no-txt": {},
           "latin1": _txt(name="Zoë".encode("latin-1")), "seat-out": _txt(open=b"1,9")}

    async def scenario():
        strangers = AsyncZeroconf(**LOOPBACK)
        infos = [AsyncServiceInfo(SERVICE_TYPE, f"{label} {RUN}.{SERVICE_TYPE}", port=BASE + 50 + index,
                                  properties=properties, server="stranger.local.", parsed_addresses=["127.0.0.1"])
                 for index, (label, properties) in enumerate(bad.items())]
        names = {info.name for info in infos}
        try:
            async with TableWatch(**LOOPBACK) as watch:
                _, advert = await asyncio.gather(
                    asyncio.gather(*(strangers.async_register_service(info) for info in infos)),
                    _advert(port=BASE + 2, name=BEN))
                try:
                    assert await watch.wait_until(
                        lambda tables: names <= watch.skipped and _at(BASE + 2)(tables), SEEN_WITHIN_S), \
                        (names - watch.skipped, watch.tables)
                    ours = [table.name for table in watch.tables if table.name.endswith(RUN)]
                    assert ours == [BEN]
                    found = await browse_once(SEEN_WITHIN_S, until=_at(BASE + 2), **LOOPBACK)
                    assert [table.port for table in found if table.name.endswith(RUN)] == [BASE + 2]
                finally:
                    await advert.close()
        finally:
            await strangers.async_close()

    asyncio.run(scenario())


def test_a_table_whose_host_was_killed_is_dropped_once_its_records_expire(multicast, monkeypatch):
    monkeypatch.setattr(discovery, "CHECK_EVERY_S", 0.2)
    monkeypatch.setattr(discovery, "RESOLVE_TIMEOUT_MS", 800)

    async def scenario():
        host = AsyncZeroconf(**LOOPBACK)
        info = AsyncServiceInfo(SERVICE_TYPE, f"Killed {RUN}.{SERVICE_TYPE}", port=BASE + 5,
                                properties=_txt(name=f"Dan's table {RUN}".encode()), server="killed.local.",
                                parsed_addresses=["127.0.0.1"], host_ttl=1, other_ttl=1)
        try:
            async with TableWatch(**LOOPBACK) as watch:
                await host.async_register_service(info)
                assert await watch.wait_until(_at(BASE + 5), SEEN_WITHIN_S), watch.tables
                started = time.monotonic()
                await asyncio.sleep(1.5)  # its records are refreshed by asking while the host answers
                assert _at(BASE + 5)(watch.tables), watch.tables
                host.zeroconf.registry.async_remove(info)  # killed: no goodbye, no more answers
                assert await watch.wait_until(lambda tables: not _at(BASE + 5)(tables), SEEN_WITHIN_S), \
                    watch.tables
                return time.monotonic() - started
        finally:
            await host.async_close()

    assert asyncio.run(scenario()) < 1.5 + SEEN_WITHIN_S


def test_tables_of_one_name_on_one_computer_are_all_found(multicast):
    # zeroconf's probe for a clash of names is answered to port 5353, which on one computer reaches only one
    # of the programs listening there; the port in the service's name keeps the tables apart
    async def scenario():
        same = [BASE + 10, BASE + 11, BASE + 12]
        adverts = await asyncio.gather(*(_advert(port=port, name=ANA) for port in same))
        try:
            ours = lambda tables: [table for table in tables if table.port in same and table.name.endswith(RUN)]
            found = await browse_once(SEEN_WITHIN_S, until=lambda tables: len(ours(tables)) == 3, **LOOPBACK)
            assert sorted(table.port for table in ours(found)) == same
            assert {table.name for table in ours(found)} == {ANA}
        finally:
            for advert in adverts:
                await advert.close()

    asyncio.run(scenario())


def test_the_browser_thread_reports_tables_to_a_plain_callback(multicast):
    reports, callers = [], set()

    def on_change(tables):
        callers.add(threading.current_thread().name)
        reports.append(tables)

    browser = Browser(on_change, **LOOPBACK)
    browser.start()

    async def scenario():
        advert = await _advert(port=BASE + 3, name=CEM, open_seats=[0])
        try:
            deadline = time.monotonic() + SEEN_WITHIN_S
            while not (reports and _at(BASE + 3)(reports[-1])) and time.monotonic() < deadline:
                await asyncio.sleep(0.05)
        finally:
            await advert.close()
        deadline = time.monotonic() + SEEN_WITHIN_S
        while _at(BASE + 3)(reports[-1]) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)

    try:
        asyncio.run(scenario())
    finally:
        browser.close()
    assert not browser._thread.is_alive()
    assert callers == {"topfive-browser"}
    [table] = [table for tables in reports for table in _at(BASE + 3)(tables)][:1]
    assert (table.name, table.open_seats, table.url) == (CEM, (0,), f"ws://127.0.0.1:{BASE + 3}")
    assert not _at(BASE + 3)(reports[-1]) and not _at(BASE + 3)(browser.tables)
    count = len(reports)
    time.sleep(0.1)
    assert len(reports) == count  # nothing after close


# --- trouble on the network -----------------------------------------------------------------------------

def _broken(*args, **kwargs):
    raise OSError(99, "Cannot assign requested address")


def test_an_advert_without_a_network_does_nothing_and_says_so(monkeypatch, caplog):
    monkeypatch.setattr(discovery, "AsyncZeroconf", _broken)

    async def scenario():
        with caplog.at_level(logging.WARNING, logger="app.host.discovery"):
            advert = await _advert(port=BASE + 4)
        assert not advert.active
        await advert.update(open_seats=[])
        assert advert.open_seats == ()
        await advert.close()

    asyncio.run(scenario())
    assert "can still be joined by its address and code" in caplog.text
    assert "Cannot assign requested address" in caplog.text


def test_a_browser_without_a_network_lists_nothing(monkeypatch, caplog):
    monkeypatch.setattr(discovery, "AsyncZeroconf", _broken)
    reports = []
    browser = Browser(reports.append, **LOOPBACK)
    with caplog.at_level(logging.WARNING, logger="app.host.discovery"):
        browser.start()
        deadline = time.monotonic() + SEEN_WITHIN_S
        while not browser.failed and time.monotonic() < deadline:
            time.sleep(0.01)
        browser.close()
    assert not browser._thread.is_alive()
    assert browser.failed and reports == [] and browser.tables == []
    assert "cannot be listed" in caplog.text
    assert asyncio.run(browse_once(0.2, **LOOPBACK)) == []


def test_wrong_arguments_are_the_callers_bug():
    for kwargs in ({"port": 0}, {"players": 0}, {"open_seats": [4]}, {"game": "../x"}):
        arguments = {"port": 8765, "game": "top3", "players": 4, "open_seats": [1], "version": "0.1.0",
                     "name": "x"} | kwargs
        port = arguments.pop("port")
        with pytest.raises(ValueError):
            asyncio.run(Advert.start(port, **arguments, **LOOPBACK))
