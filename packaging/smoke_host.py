"""The frozen app's headless host, from the outside (issue 28): packaging/smoke_deb.sh runs

    python packaging/smoke_host.py dist/.../top-five

with a Python that has `websockets` (the project's .venv). It starts `top-five host top_oder_flop
--players 2 --seats remote,easy --port 0 --bind 127.0.0.1`, reads the one line it prints (the port the
system gave), joins with the code, plays random legal moves to `over` and expects exit 0. Then, when
the `openssl` command is here, the same over wss:// with a self-signed certificate made for the run
(`--cert`/`--key`: OpenSSL in or beside the bundle). Exit 0 and one line per game, or 1 with the reason.
The command to start can be several words (`python -m app` from source: tests/packaging/test_smoke_host.py).
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import shutil
import ssl
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from websockets.asyncio.client import connect

GAME = ["host", "top_oder_flop", "--players", "2", "--seats", "remote,easy", "--port", "0", "--bind", "127.0.0.1"]
#: seconds for one whole game (a computer player and random moves: about a second)
GAME_TIMEOUT_S = 30.0
LINE = re.compile(r"join (wss?)://127\.0\.0\.1:(\d+) code (\S+)\n")


class SmokeFailure(RuntimeError):
    pass


async def _play(url: str, code: str, context: ssl.SSLContext | None, rng: random.Random) -> dict:
    """Join, play random legal moves until `over`; returns the `over` message."""
    async with connect(url, max_size=None, **({"ssl": context} if context else {})) as socket:
        await socket.send(json.dumps({"type": "join", "code": code, "name": "Smoke", "lang": "en"}))
        async for text in socket:
            message = json.loads(text)
            if message["type"] in ("error", "refused"):
                raise SmokeFailure(f"the host said {message['type']}: {message['sentence']}")
            if message["type"] == "shown" and message["legal"]:
                await socket.send(json.dumps({"type": "act", "action": rng.choice(message["legal"])}))
            elif message["type"] == "over":
                return message
    raise SmokeFailure("the host closed the connection before the game was over")


def one_game(command: list[str], extra: list[str], context: ssl.SSLContext | None, env: dict | None) -> str:
    started = time.monotonic()
    host = subprocess.Popen([*command, *GAME, *extra], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env=env)
    try:
        line = host.stdout.readline()
        match = LINE.fullmatch(line)
        if match is None:
            host.kill()
            raise SmokeFailure(f"the host printed {line!r}, not its join line: {host.stderr.read()[-2000:]}")
        scheme, port, code = match.groups()
        if (scheme == "wss") != (context is not None):
            raise SmokeFailure(f"the host listens on {scheme}://, expected {'wss' if context else 'ws'}://")
        over = asyncio.run(asyncio.wait_for(_play(f"{scheme}://127.0.0.1:{port}", code, context, random.Random(1)),
                                            GAME_TIMEOUT_S))
        status = host.wait(GAME_TIMEOUT_S)
        if status != 0:
            raise SmokeFailure(f"the host exited {status} after the game: {host.stderr.read()[-2000:]}")
    finally:
        if host.poll() is None:
            host.kill()
            host.wait()
    return (f"host over {scheme}://: a game of top_oder_flop to its end (totals {over['totals']}), exit 0, "
            f"{time.monotonic() - started:.1f} s")


def _certificate(folder: Path) -> tuple[Path, Path] | None:
    """A self-signed certificate for 127.0.0.1 and its key, made with the openssl command (None without it)."""
    if shutil.which("openssl") is None:
        return None
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                    "-keyout", str(key), "-out", str(cert), "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True)
    return cert, key


def main(argv: list[str], env: dict | None = None) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    try:
        print(one_game(argv, [], None, env), flush=True)
        with tempfile.TemporaryDirectory(prefix="top-five-smoke-host-") as folder:
            made = _certificate(Path(folder))
            if made is None:
                print("host over wss://: not tried (no openssl command to make a certificate)")
                return 0
            cert, key = made
            trusting = ssl.create_default_context(cafile=str(cert))
            print(one_game(argv, ["--cert", str(cert), "--key", str(key)], trusting, env), flush=True)
    except Exception as problem:  # noqa: BLE001  (whatever broke: one line, exit 1)
        print(f"host smoke test FAILED: {problem!r}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
