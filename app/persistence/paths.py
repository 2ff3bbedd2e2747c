"""Where Top Five keeps its files: `$TOP_FIVE_DATA_DIR` if set (tests set it), else the platform's
per-user data folder (platformdirs). Folders are created on first use."""

from __future__ import annotations

import os
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


def autosave_path() -> Path:
    """The file the running game is written to after every action ("Continue" reads it)."""
    return data_dir() / "autosave.json"


def settings_path() -> Path:
    """Last new-game choices and other preferences."""
    return data_dir() / "settings.json"


def saves_dir() -> Path:
    """The default folder of the "Save game" dialog (created if missing)."""
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path
