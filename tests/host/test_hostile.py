"""Anyone on the LAN can connect (issue 28): a frame too big, a flood, a silent or vanishing computer,
a wrong code tried again and again, a move for another seat, and thousands of mangled messages each
get a refusal or an error and at most their own connection closed, while two honest computers and a
bot play the game to its end. A seat's computer that drops gets its seat back with its token."""

import asyncio
import json
import random

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from app.core import i18n
from app.games import registry
from app.host import protocol
from app.host.server import Host, HostedTable
from tests.host.test_loopback import Client


async def _answers(url, frames, *, wait=2.0):
    """Send `frames` on one connection; what came back and how it was closed."""
    got = []
    async with connect(url, max_size=None) as socket:
        try:
            for frame in frames:
                await socket.send(frame)
            async with asyncio.timeout(wait):
                async for text in socket:
                    got.append(json.loads(text))
        except (ConnectionClosed, TimeoutError):
            pass
        return got, socket.close_code


async def _vanish(port):
    """A computer that opens a WebSocket, starts a frame and is gone (the socket closed mid-frame)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(b"GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                 b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
    await writer.drain()
    await reader.readuntil(b"\r\n\r\n")
    writer.write(bytes([0x81, 0xFE, 0x10, 0x00, 1, 2, 3, 4]) + b"x" * 100)  # 4096 bytes announced, 100 sent
    await writer.drain()
    writer.transport.abort()


def _mangled(rng):
    good = [{"type": "join", "code": "K7QX2-MPA91", "name": "Eve", "lang": "en"}, {"type": "rejoin", "token": "x"},
            {"type": "act", "action": {"type": "display", "card": "3:AA/TT", "film": "AA", "side": "top"}},
            {"type": "undo"}, {"type": "leave"}]
    frame = bytearray(json.dumps(rng.choice(good)).encode())
    for _ in range(rng.randint(1, 4)):
        at = rng.randrange(len(frame) + 1)
        frame[at:at] = rng.choice([b"{", b"]", b'"', b"\xff", b"\x00", b"NaN", b"1e999", b"\\u0000"])
    return bytes(frame).decode("utf-8", "replace")


async def _siege(tmp_path):
    table = HostedTable(registry.get("top_oder_flop"), ["remote", "remote", "easy"], seed=12,
                        save_path=tmp_path / "t.json")
    host = Host(table, bind="127.0.0.1", port=0, join_timeout_s=0.5)
    port = await host.start()
    url = f"ws://127.0.0.1:{port}"
    rng = random.Random(28)
    results = {}
    # two honest computers join and play, slowly, while the siege goes on
    siege_over = asyncio.Event()  # the honest ones are seated and wait with their moves until then
    ana = Client(url, "Ana", "en", random.Random(1), gate=siege_over)
    ben = Client(url, "Ben", "en", random.Random(2), gate=siege_over)
    game = asyncio.gather(ana.play(table.code), ben.play(table.code), host.serve_until_over())
    await asyncio.sleep(0.3)
    results["big"] = await _answers(url, ["{" + " " * (70 * 1024) + "}"])
    results["silent"] = await _answers(url, [])
    wrong = json.dumps({"type": "join", "code": "AAAAA-AAAAA", "name": "Eve", "lang": "de"})
    results["wrong"] = [await _answers(url, [wrong]) for _ in range(7)]
    await _vanish(port)
    fuzz = []
    for _ in range(30):  # 30 connections of 100 mangled messages each: 3,000 messages
        fuzz.append(await _answers(url, [_mangled(rng) for _ in range(100)], wait=0.3))
    results["fuzz"] = fuzz
    results["started"] = table.table is not None
    siege_over.set()
    await asyncio.wait_for(game, 120)
    results["ana"], results["ben"], results["table"] = ana, ben, table
    return results


def test_a_siege_of_bad_input_leaves_the_game_and_the_honest_seats_alone(tmp_path):
    with i18n.use("en"):
        r = asyncio.run(_siege(tmp_path))
    (big, big_code) = r["big"]
    assert [m["type"] for m in big] == ["error"] and big_code == protocol.TOO_BIG
    assert "longer than 64 KiB" in big[0]["sentence"]
    (silent, silent_code) = r["silent"]
    assert [m["type"] for m in silent] == ["error"] and silent_code == protocol.POLICY_VIOLATION
    wrong = r["wrong"]
    assert all([m["type"] for m in got] == ["error"] and code == protocol.POLICY_VIOLATION for got, code in wrong)
    assert wrong[0][0][0]["sentence"] == "Das ist nicht der Code dieses Tisches."  # in the joiner's language
    assert wrong[-1][0][0]["sentence"].startswith("Zu viele falsche Codes")  # the 6th and 7th: the address waits
    kinds = [m["type"] for got, _code in r["fuzz"] for m in got]
    assert set(kinds) <= {"error", "refused"} and kinds.count("error") >= 25
    assert all(code in (protocol.INVALID_DATA, protocol.POLICY_VIOLATION, protocol.NORMAL, 1000, None)
               for _got, code in r["fuzz"])
    assert r["started"]
    ana, ben, table = r["ana"], r["ben"], r["table"]
    assert ana.messages[-1]["type"] == "over" and ben.messages[-1]["type"] == "over"
    assert table.table.state.is_over


async def _flood_and_other_seat(tmp_path):
    table = HostedTable(registry.get("flip7"), ["remote", "remote", "easy"], seed=3, save_path=None)
    host = Host(table, bind="127.0.0.1", port=0)
    url = f"ws://127.0.0.1:{await host.start()}"
    out = {}
    async with connect(url) as ana, connect(url) as ben:
        await ana.send(json.dumps({"type": "join", "code": table.code, "name": "Ana", "lang": "en"}))
        await ben.send(json.dumps({"type": "join", "code": table.code, "name": "Ben", "lang": "en"}))
        seated = [json.loads(await ana.recv()), json.loads(await ben.recv())]
        first = [json.loads(await ana.recv()), json.loads(await ben.recv())]
        mover, waiter = (ana, ben) if first[0]["legal"] else (ben, ana)
        # the waiter sends the mover's move: refused (it is not its turn), nothing changes
        await waiter.send(json.dumps({"type": "act", "action": {"type": "hit"}}))
        out["other"] = json.loads(await waiter.recv())
        # the waiter floods: 200 messages at once; it is sent away, the mover plays on
        for _ in range(200):
            await waiter.send(json.dumps({"type": "undo"}))
        flood = []
        try:
            async for text in waiter:
                flood.append(json.loads(text))
        except ConnectionClosed:
            pass
        out["flood"], out["flood_code"] = flood, waiter.close_code
        await mover.send(json.dumps({"type": "act", "action": {"type": "stay"}}))
        out["mover"] = json.loads(await mover.recv())
        out["seated"] = seated
        # the waiter's computer comes back with its token and sees the table as it is, with its log
        token = seated[1 if waiter is ben else 0]["token"]
        async with connect(url) as back:
            await back.send(json.dumps({"type": "rejoin", "token": token}))
            out["back"] = [json.loads(await back.recv()), json.loads(await back.recv())]
    await host.close()
    return out


def test_a_move_for_another_seat_a_flood_and_a_rejoin(tmp_path):
    with i18n.use("en"):
        out = asyncio.run(_flood_and_other_seat(tmp_path))
    assert out["other"]["type"] == "refused" and out["other"]["sentence"].startswith("It is not your turn")
    assert out["flood"][-1] == {"type": "error", "sentence": "Too many messages at once."}
    assert out["flood_code"] == protocol.POLICY_VIOLATION
    assert out["mover"]["type"] == "shown" and out["mover"]["kind"] == "move"  # the game went on
    seated, shown = out["back"]
    assert seated["type"] == "seated" and seated["seat"] in (0, 1)
    assert shown["type"] == "shown" and shown["kind"] == "viewer" and shown["log"]  # the whole log
    assert shown["viewer"] == seated["seat"]
