"""A seat whose computer is gone (issue 28): after the host's wait a computer player plays for it, the
game goes on, and the computer that comes back with its token takes the seat back and plays to the end."""

import asyncio
import json
import random

from websockets.asyncio.client import connect

from app.core import i18n
from app.games import registry
from app.host.server import Host, HostedTable
from tests.host.test_loopback import Client


async def _drop_and_return(tmp_path):
    table = HostedTable(registry.get("flip7"), ["remote", "remote", "easy"], seed=21, takeover_s=0.3,
                        save_path=tmp_path / "t.json")
    host = Host(table, bind="127.0.0.1", port=0)
    url = f"ws://127.0.0.1:{await host.start()}"
    go = asyncio.Event()
    go.set()
    ben = Client(url, "Ben", "en", random.Random(2), pause=0.01, gate=go)
    over = asyncio.create_task(host.serve_until_over())
    out = {}
    socket = await connect(url)
    await socket.send(json.dumps({"type": "join", "code": table.code, "name": "Ana", "lang": "en"}))
    seated = json.loads(await socket.recv())
    game = asyncio.create_task(ben.play(table.code))
    while True:  # Ana waits for her turn, then her computer is gone without a word
        message = json.loads(await socket.recv())
        if message["type"] == "shown" and message["legal"]:
            break
    moves_when_gone = len(table.table.state.history)
    go.clear()  # Ben waits with his moves until Ana is back (the game cannot end meanwhile)
    socket.transport.abort()
    await asyncio.sleep(1.0)  # the host waits 0.3 s, then a computer player plays for Ana
    out["stood_in"] = table.table.stood_in
    out["moves_for_ana"] = sum(1 for seat in table.table.actors[moves_when_gone:] if seat == seated["seat"])
    async with connect(url) as back:
        await back.send(json.dumps({"type": "rejoin", "token": seated["token"]}))
        out["back"] = [json.loads(await back.recv()), json.loads(await back.recv())]
        out["after"] = table.table.stood_in
        go.set()
        rng = random.Random(5)
        async for text in back:
            message = json.loads(text)
            if message["type"] == "shown" and message["legal"]:
                await back.send(json.dumps({"type": "act", "action": rng.choice(message["legal"])}))
            elif message["type"] in ("over", "refused"):
                out.setdefault("ana_end", []).append(message)
                if message["type"] == "over":
                    break
    await asyncio.wait_for(asyncio.gather(game, over), 60)
    out["over"] = table.table.is_over
    out["ben"] = ben.messages
    return out


def test_a_computer_plays_for_a_gone_seat_until_its_computer_comes_back(tmp_path):
    with i18n.use("en"):
        out = asyncio.run(_drop_and_return(tmp_path))
    assert out["stood_in"] == frozenset({0}) and out["moves_for_ana"] >= 1
    seated, shown = out["back"]
    assert seated["type"] == "seated" and seated["seat"] == 0
    assert shown["kind"] == "viewer" and shown["log"] and shown["viewer"] == 0
    assert out["after"] == frozenset()  # her own moves again
    assert [m["type"] for m in out["ana_end"]] == ["over"] and out["over"]
    # Ben read in his log what happened to Ana's seat, in order, each once
    logs = [m["log"] for m in out["ben"] if m["type"] == "shown" and m["log"]]
    notes = [line for line in logs[-1] if "Ana" in line and ("computer" in line or "back" in line)]
    assert notes == ["Ana's computer left the table.", "A computer player plays for Ana until Ana is back.",
                     "Ana is back at the table."]


async def _lost_token(tmp_path):
    table = HostedTable(registry.get("top_oder_flop"), ["remote", "remote"], seed=3, takeover_s=60,
                        save_path=tmp_path / "t.json")
    host = Host(table, bind="127.0.0.1", port=0)
    url = f"ws://127.0.0.1:{await host.start()}"
    sockets = []
    for name in ("Ana", "Ben"):
        socket = await connect(url, max_size=None)
        await socket.send(json.dumps({"type": "join", "code": table.code, "name": name, "lang": "en"}))
        sockets.append((socket, json.loads(await socket.recv())))
    (ana, seated), (ben, _) = sockets
    ana.transport.abort()  # Ana's computer crashed, and her token with it
    await asyncio.sleep(0.3)
    answers = {}
    for name in ("Eve", "ana"):  # a stranger with the code gets no seat; Ana with her name gets hers
        async with connect(url, max_size=None) as again:
            await again.send(json.dumps({"type": "join", "code": table.code, "name": name, "lang": "en"}))
            answers[name] = json.loads(await again.recv())
            if name == "ana":
                answers["shown"] = json.loads(await again.recv())
    await ben.close()
    await host.close()
    return seated, answers


def test_a_player_whose_computer_crashed_takes_the_seat_back_with_the_code_and_the_same_name(tmp_path):
    with i18n.use("en"):
        seated, answers = asyncio.run(_lost_token(tmp_path))
    assert answers["Eve"] == {"type": "error", "sentence": "This table has no open seat."}
    back = answers["ana"]
    assert back["type"] == "seated" and back["seat"] == seated["seat"] and back["token"] != seated["token"]
    assert answers["shown"]["kind"] == "viewer" and answers["shown"]["log"]
