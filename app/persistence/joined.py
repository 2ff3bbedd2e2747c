"""The table this computer last joined and has not seen end (issue 28): its address, the seat's token
and the game, so that after a crash (or a window closed mid-game) the player takes the seat back with
Game > Join a table…. One small JSON file in the data folder, written atomically; read as hostile input
(a hand-edited file is simply forgotten). No Qt."""

from __future__ import annotations

import json
import re
from pathlib import Path

from app.persistence import files, paths

FILE = "joined-table.json"
_TOKEN = re.compile(r"[A-Za-z0-9_-]{8,64}")
_GAME = re.compile(r"[a-z0-9_]{1,40}")


def _path() -> Path:
    return paths.data_dir() / FILE


def remember(url: str, token: str, game: str, seat: int) -> None:
    """Keep the seat at the table at `url` (OSError is the caller's: a full disk must not stop play)."""
    data = {"url": url, "token": token, "game": game, "seat": seat}
    files.replace_file(_path(), json.dumps(data).encode("utf-8"), durable=False)


def recall() -> dict | None:
    """The table kept by `remember` ({url, token, game, seat}), or None (none, or not readable)."""
    try:
        data = json.loads(files.read_capped(_path(), 4096).decode("utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    url, token, game, seat = (data.get(k) for k in ("url", "token", "game", "seat"))
    if not (isinstance(url, str) and url.startswith(("ws://", "wss://")) and len(url) <= 300
            and isinstance(token, str) and _TOKEN.fullmatch(token) and isinstance(game, str) and _GAME.fullmatch(game)
            and isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < 64):
        return None
    return {"url": url, "token": token, "game": game, "seat": seat}


def forget() -> None:
    try:
        _path().unlink()
    except OSError:
        pass
