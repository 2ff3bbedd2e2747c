"""`python -m app host ...` (app/host/cli.py, issue 28): one line to join by, a game served to its end
without Qt (PySide6 blocked in the process), exit 0; bad arguments exit 2 with a sentence."""

import asyncio
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.host.test_loopback import Client

ROOT = Path(__file__).resolve().parents[2]
NO_QT = "import sys; sys.modules['PySide6'] = None; sys.modules['shiboken6'] = None; " \
        "from app.__main__ import main; sys.exit(main(sys.argv[1:]))"


def _host(*args, tmp_path):
    return subprocess.Popen([sys.executable, "-c", NO_QT, "host", *args], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True,
                            env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "TOP_FIVE_DATA_DIR": str(tmp_path),
                                 "TOP_FIVE_LANG": "en"})


def test_a_headless_host_serves_a_game_to_its_end_and_exits_0(tmp_path):
    save = tmp_path / "hosted.json"
    host = _host("top_oder_flop", "--players", "3", "--seats", "remote,remote,normal", "--seed", "9", "--port", "0",
                 "--bind", "127.0.0.1", "--save", str(save), tmp_path=tmp_path)
    try:
        line = host.stdout.readline()
        match = re.fullmatch(r"join ws://127\.0\.0\.1:(\d+) code ([0-9A-Z]{5}-[0-9A-Z]{5})\n", line)
        assert match, (line, host.stderr.read() if host.poll() is not None else "")
        url, code = f"ws://127.0.0.1:{match.group(1)}", match.group(2)
        ana, ben = Client(url, "Ana", "en", random.Random(1)), Client(url, "Ben", "de", random.Random(2))

        async def play():
            await asyncio.wait_for(asyncio.gather(ana.play(code), ben.play(code)), 120)

        asyncio.run(play())
        assert host.wait(30) == 0, host.stderr.read()
        assert host.stdout.read() == ""  # the one line, nothing else
    finally:
        if host.poll() is None:
            host.kill()
    assert ana.messages[-1]["type"] == "over" and ben.messages[-1]["type"] == "over"
    assert len(json.loads(save.read_text())["state"]["actions"]) > 10


@pytest.mark.parametrize("args, words", [
    (["chess", "--players", "2", "--seats", "remote,easy"], "There is no game"),
    (["flip7", "--players", "3", "--seats", "remote,easy"], "--seats names 2 seats for 3 players"),
    (["flip7", "--players", "3", "--seats", "remote,easy,genius"], "not 'genius'"),
    (["flip7", "--players", "3", "--seats", "easy,easy,easy"], "at least one remote seat"),
    (["flip7", "--players", "3", "--seats", "remote,easy,easy", "--options", "[1]"], "not a JSON object"),
    (["flip7", "--players", "3", "--seats", "remote,easy,easy", "--code", "abc"], "at least 8"),
    (["top_this", "--players", "9", "--seats", ",".join(["remote"] * 9)], "players"),
    (["flip7", "--players", "3", "--seats", "remote,easy,easy", "--resume", "/nonexistent/hosted.json"],
     "is not the table file of a hosted game"),
])
def test_bad_arguments_exit_2_with_a_sentence(tmp_path, args, words):
    host = _host(*args, tmp_path=tmp_path)
    out, err = host.communicate(timeout=60)
    assert host.returncode == 2 and out == ""
    assert words in err and "Traceback" not in err


def test_the_installed_app_names_itself_in_its_usage(monkeypatch):
    from app.host import cli

    assert cli._parser().prog == "python -m app host"
    monkeypatch.setattr(sys, "frozen", True, raising=False)  # what PyInstaller's bootloader sets
    assert cli._parser().prog == "top-five host"
