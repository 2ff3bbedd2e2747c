"""Save files (versioned JSON, atomic writes), autosave, settings. Pure Python: no Qt."""

from app.persistence.autosave import examine as examine_autosave
from app.persistence.paths import autosave_path, data_dir, saves_dir, settings_path
from app.persistence.saves import (
    SavedGame,
    clear_autosave,
    has_unfinished,
    load_autosave,
    load_game,
    peek_save,
    save_game,
    write_atomic,
)
from app.persistence.seats import KINDS, SeatConfig

__all__ = [
    "KINDS", "SavedGame", "SeatConfig", "autosave_path", "clear_autosave", "data_dir", "examine_autosave",
    "has_unfinished",
    "load_autosave", "load_game", "peek_save", "save_game", "saves_dir", "settings_path", "write_atomic",
]
