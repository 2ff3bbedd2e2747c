"""A hosted table on loopback (app/host/server.py, issue 28): scripted computers join with the code,
play Top oder Flop to its end beside a computer player, each in its own language, and what breaks the
protocol is answered and closed without the game noticing."""

import asyncio
import json
import random

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from app.core import i18n
from app.games import registry
from app.host import protocol
from app.host.server import Host, HostedTable


class Client:
    def __init__(self, url, name, lang, rng, pause=0.0, gate=None, tls=None):
        self.url, self.name, self.lang, self.rng, self.pause, self.gate = url, name, lang, rng, pause, gate
        self.tls = {} if tls is None else {"ssl": tls}  # an SSLContext for a wss:// url
        self.messages, self.refused, self.seat = [], [], None

    async def play(self, code):
        async with connect(self.url, max_size=None, **self.tls) as socket:
            await socket.send(json.dumps({"type": "join", "code": code, "name": self.name, "lang": self.lang}))
            tried_out_of_turn, offered = False, None
            async for text in socket:
                message = json.loads(text)
                self.messages.append(message)
                if message["type"] == "seated":
                    self.seat = message["seat"]
                elif message["type"] == "refused":
                    self.refused.append(message["sentence"])
                elif message["type"] == "shown":
                    if message["legal"]:
                        await asyncio.sleep(self.pause)  # a person thinks
                        if self.gate is not None:
                            await self.gate.wait()
                        offered = self.rng.choice(message["legal"])
                        await socket.send(json.dumps({"type": "act", "action": offered}))
                    elif not tried_out_of_turn and offered is not None and message["acting"] not in (None, self.seat):
                        tried_out_of_turn = True  # a move it was offered before, sent when it is not its turn
                        await socket.send(json.dumps({"type": "act", "action": offered}))
                elif message["type"] == "over":
                    return


async def _rude(url, frame, code="x"):
    """Connect, send one bad thing, and read what comes back until the host closes."""
    got = []
    async with connect(url, max_size=None) as socket:
        if frame is not None:
            await socket.send(frame)
        try:
            async for text in socket:
                got.append(json.loads(text))
        except ConnectionClosed:
            pass
        return got, socket.close_code


async def _game(tmp_path):
    table = HostedTable(registry.get("top_oder_flop"), ["remote", "remote", "easy"], seed=5,
                        save_path=tmp_path / "hosted.json")
    host = Host(table, bind="127.0.0.1", port=0)
    port = await host.start()
    url = f"ws://127.0.0.1:{port}"
    rude = await asyncio.gather(
        _rude(url, "{not json"), _rude(url, json.dumps({"type": "join", "code": "WRONG-CODE0", "name": "Eve",
                                                         "lang": "en"})),
        _rude(url, json.dumps({"type": "act", "action": {"type": "personal"}})), _rude(url, b"\x00binary"))
    ana, ben = Client(url, "Ana", "en", random.Random(1)), Client(url, "Ben", "de", random.Random(2))
    await asyncio.wait_for(asyncio.gather(ana.play(table.code), ben.play(table.code), host.serve_until_over()), 120)
    return table, ana, ben, rude


def test_two_computers_play_top_oder_flop_with_a_bot_over_websockets(tmp_path):
    with i18n.use("en"):
        table, ana, ben, rude = asyncio.run(_game(tmp_path))
    state = table.table.state
    assert state.is_over
    for client in (ana, ben):
        kinds = [m["type"] for m in client.messages]
        assert kinds[0] == "seated" and kinds[-1] == "over" and "shown" in kinds
        shown = [m for m in client.messages if m["type"] == "shown"]
        assert {"view", "legal", "events", "lines", "acting"} <= set(shown[0])
        assert all(m["viewer"] == client.seat for m in shown)
        assert all(not m["legal"] or m["acting"] == client.seat for m in shown)
        assert client.refused and all(s.endswith(".") for s in client.refused)  # the move out of turn
        assert client.messages[-2]["type"] == "shown" and client.messages[-2]["over"]  # the last move, then over
        over = client.messages[-1]
        assert over["totals"] == state.view(None)["totals"] and over["winners"] == state.view(None)["winners"]
    assert {ana.seat, ben.seat} == {0, 1}
    assert any("Karte" in line for m in ben.messages if m["type"] == "shown" for line in m["lines"])
    assert not any("Karte" in line for m in ana.messages if m["type"] == "shown" for line in m["lines"])
    # each refused in its own language (not its turn; or, when the turn came meanwhile, not its card)
    assert all("nicht" in sentence for sentence in ben.refused) and all("not" in s for s in ana.refused)
    # the rude ones: each an error and its own connection closed, the game went on
    (garbage, c1), (wrong, c2), (early, c3), (binary, c4) = rude
    assert [m["type"] for m in garbage] == ["error"] and c1 == protocol.INVALID_DATA
    assert [m["type"] for m in wrong] == ["error"] and c2 == protocol.POLICY_VIOLATION
    assert wrong[0]["sentence"] == "That is not this table's code."
    assert [m["type"] for m in early] == ["error"] and c3 == protocol.POLICY_VIOLATION
    assert [m["type"] for m in binary] == ["error"] and c4 == protocol.INVALID_DATA
    assert json.loads((tmp_path / "hosted.json").read_text())["state"]["actions"]  # autosaved
