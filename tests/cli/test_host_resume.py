"""A host killed with kill -9 goes on with `--resume` (issue 28): the computers rejoin with their
tokens, see every line they were shown before (no move lost), and play the game to its end."""

import asyncio
import json
import random
import re
import signal

from websockets.asyncio.client import connect

from tests.cli.test_host_cli import _host


def _join_line(host):
    line = host.stdout.readline()
    match = re.fullmatch(r"join ws://127\.0\.0\.1:(\d+) code (\S+)\n", line)
    assert match, (line, host.stderr.read() if host.poll() is not None else "")
    return f"ws://127.0.0.1:{match.group(1)}", match.group(2)


async def _until_moves(url, code, names, moves):
    """Two computers join and play until `moves` moves have been shown; their tokens and lines."""
    sockets = [await connect(url) for _ in names]
    seen = {n: {"lines": [], "token": None} for n in names}
    for socket, name in zip(sockets, names):
        await socket.send(json.dumps({"type": "join", "code": code, "name": name, "lang": "en"}))
    rng, shown = random.Random(4), 0

    async def listen(socket, name):
        nonlocal shown
        async for text in socket:
            message = json.loads(text)
            if message["type"] == "seated":
                seen[name]["token"] = message["token"]
            elif message["type"] == "shown":
                seen[name]["lines"] += message["lines"]
                shown += message["kind"] == "move"
                if shown >= moves:
                    return
                if message["legal"]:
                    await socket.send(json.dumps({"type": "act", "action": rng.choice(message["legal"])}))

    await asyncio.wait([asyncio.create_task(listen(s, n)) for s, n in zip(sockets, names)], timeout=60,
                       return_when=asyncio.FIRST_COMPLETED)
    await asyncio.sleep(0.3)  # the moves on their way are autosaved before they are shown
    return sockets, seen


async def _back(url, seen):
    """Each computer rejoins with its token and plays to the end; the log it gets back."""
    logs = {}

    async def play(name):
        rng = random.Random(len(name))
        async with connect(url) as socket:
            await socket.send(json.dumps({"type": "rejoin", "token": seen[name]["token"]}))
            async for text in socket:
                message = json.loads(text)
                if message["type"] == "shown" and message["kind"] == "viewer":
                    logs[name] = message["log"]
                if message["type"] == "shown" and message["legal"]:
                    await socket.send(json.dumps({"type": "act", "action": rng.choice(message["legal"])}))
                if message["type"] == "over":
                    return message

    ends = await asyncio.wait_for(asyncio.gather(*(play(n) for n in seen)), 120)
    return logs, ends


def test_a_killed_host_resumes_and_no_move_is_lost(tmp_path):
    save = tmp_path / "hosted.json"
    args = ("top_oder_flop", "--players", "3", "--seats", "remote,remote,normal", "--seed", "4", "--port", "0",
            "--bind", "127.0.0.1", "--save", str(save))
    first = _host(*args, tmp_path=tmp_path)
    url, code = _join_line(first)
    sockets, seen = asyncio.run(_until_moves(url, code, ["Ana", "Ben"], 12))
    first.send_signal(signal.SIGKILL)
    first.wait(10)
    second = _host(*args, "--resume", str(save), tmp_path=tmp_path)
    try:
        url2, code2 = _join_line(second)
        assert code2 == code  # the same table
        logs, ends = asyncio.run(_back(url2, seen))
        assert second.wait(30) == 0, second.stderr.read()
    finally:
        for process in (first, second):
            if process.poll() is None:
                process.kill()
    for name in seen:
        before = seen[name]["lines"]
        assert len(before) >= 6 and logs[name][:len(before)] == before, name  # every line shown is kept
        assert ends[0] == ends[1] and ends[0]["type"] == "over"
