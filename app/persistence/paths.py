"""Where Top Five keeps its files: `$TOP_FIVE_DATA_DIR` if set (tests set it), else the platform's
per-user data folder (platformdirs). Folders are created on first use."""

from __future__ import annotations

import os
import re
from pathlib import Path

import platformdirs

APP_NAME = "top-five"
ENV_VAR = "TOP_FIVE_DATA_DIR"


def data_dir() -> Path:
    """The folder for saves, the autosave and settings (created if missing)."""
    override = os.environ.get(ENV_VAR)
    path = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


#: a game id as the registry spells them (the part of an autosave's file name that names its game)
GAME_ID = re.compile(r"[a-z0-9_]+")
LEGACY_AUTOSAVE = "autosave.json"


def autosave_path(game_id: str | None = None) -> Path:
    """The file a running game is written to after every action ("Continue" on its tile reads it):
    one per game, `autosave-<game id>.json`. Without a game: `autosave.json`, the one autosave of
    versions before one per game (and of tests and tools that need just one)."""
    if game_id is None:
        return data_dir() / LEGACY_AUTOSAVE
    if not isinstance(game_id, str) or not GAME_ID.fullmatch(game_id):
        raise ValueError(f"not a game id: {game_id!r}")
    return data_dir() / f"autosave-{game_id}.json"


def autosave_game(path: str | os.PathLike) -> str | None:
    """The game id in the name of a per-game autosave (`autosave-flip7.json` -> "flip7"); None for any
    other file (the legacy autosave, a copy set aside as damaged, a move log)."""
    match = re.fullmatch(r"autosave-([a-z0-9_]+)\.json", Path(path).name)
    return match.group(1) if match else None


def settings_path() -> Path:
    """Last new-game choices and other preferences."""
    return data_dir() / "settings.json"


def saves_dir() -> Path:
    """The default folder of the "Save game" dialog (created if missing)."""
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
