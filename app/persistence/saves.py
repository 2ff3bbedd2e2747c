"""Save files: versioned JSON written atomically. Never pickle, never eval.

A save is `{"format": "top-five-save", "version": 1, "app_version", "saved_at", "game", "finished",
"seats": [{"name", "color", "kind"}], "state": <State.to_dict()>, "revealed": [bool per action]}`, and
optionally `"meta": {"hints": [seats that asked for a hint], "played_s": seconds played}` (read into
`SavedGame.meta`; a save without it, or with fields of the wrong type, has `{}` or fewer fields), and
`"secret"`: the state's secret (`State.secret`, the key of its bots' and hints' seeds; a save without
one, or with a damaged one, gets a fresh one when loaded: only the computers' random choices differ).
The state part is the engine's state JSON, so loading replays every move through the rules and
checks the result against the snapshot (see app/core/state.py). Anything wrong with a file gives
SaveFormatError with a sentence a player can read.
"""

from __future__ import annotations

import datetime
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, NamedTuple, Sequence

from app._version import __version__
from app.core.errors import SaveFormatError

if TYPE_CHECKING:  # annotations only: the engine is loaded when a game is
    from app.core import Game, State
from app.core.i18n import _, ngettext
from app.persistence import files
from app.persistence.seats import SeatConfig, seat_from_dict, text_problem, validate_seats

SAVE_FORMAT = "top-five-save"
SAVE_VERSION = 1
#: larger files are refused before parsing (a real save is a few hundred kilobytes at most)
MAX_SAVE_BYTES = 32 * 1024 * 1024
#: a save's time lies in these years (in UTC): shown in any time zone (offsets up to a day), it stays a date
SAVED_YEARS = (2, 9998)


class _SavedFields(NamedTuple):
    game: Game
    state: State
    seats: list[SeatConfig]
    #: per action: did it (or the events it caused) bring hidden or random information to light
    revealed: list[bool] | None
    saved_at: str
    app_version: str


class SavedGame(_SavedFields):
    """The six fields above (it unpacks as six, as it always has), plus `meta`: the save's "meta"
    object, cleaned (see `clean_meta`); {} when the save has none."""

    def __new__(cls, game: Game, state: State, seats: list[SeatConfig], revealed: list[bool] | None,
                saved_at: str, app_version: str, meta: dict | None = None) -> "SavedGame":
        self = super().__new__(cls, game, state, seats, revealed, saved_at, app_version)
        self.__dict__["_meta"] = clean_meta(meta)
        return self

    @property
    def meta(self) -> dict:
        return dict(self.__dict__.get("_meta", {}))


def clean_meta(raw: Any) -> dict:
    """The fields of a save's "meta" that have the right type: "hints" (a list of seat numbers) and
    "played_s" (seconds, >= 0); the others are dropped, a non-object gives {}. Never raises."""
    if not isinstance(raw, dict):
        return {}
    meta: dict = {}
    hints = raw.get("hints")
    if isinstance(hints, list) and all(type(h) is int and h >= 0 for h in hints):
        meta["hints"] = sorted(set(hints))
    played = raw.get("played_s")
    if type(played) in (int, float) and 0 <= played < float("inf"):
        meta["played_s"] = float(played)
    return meta


# ---- atomic writes ---------------------------------------------------------------------------
def write_atomic(path: str | os.PathLike, text: str) -> None:
    """Write `text` (UTF-8) to `path` so that the file is either the old one or the new one, never a
    mix: write a temporary file in the same folder, flush and fsync it, then `os.replace` it over
    `path` (atomic on Windows, macOS and Linux) and fsync the folder. On any error the temporary
    file is removed and the old file is left as it was (see app/persistence/files.py)."""
    files.replace_file(path, text.encode("utf-8"), durable=True)


# ---- writing -----------------------------------------------------------------------------------
def save_dict(game: Game, state: State, seats: Sequence[SeatConfig], revealed: Sequence[bool] | None = None,
              *, saved_at: str | None = None, meta: dict | None = None, state_part: Any = None) -> dict:
    """The JSON document of a save (see the module docstring); `meta` (hints, played_s) only when given.
    `state_part`: what stands for `state.to_dict()` (the autosave puts the state's JSON in later)."""
    seats = validate_seats(seats, state.num_players)
    if revealed is not None and len(revealed) != len(state.history):
        raise ValueError("The revealed list must have one entry per action.")
    extra = {"meta": clean_meta(meta)} if meta is not None else {}
    if state.secret is not None:
        extra["secret"] = state.secret
    return {
        "format": SAVE_FORMAT,
        "version": SAVE_VERSION,
        "app_version": __version__,
        "saved_at": saved_at or datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "game": game.id,
        "finished": bool(state.is_over),
        "seats": [s.to_dict() for s in seats],
        "state": state.to_dict() if state_part is None else state_part,
        "revealed": [bool(r) for r in revealed] if revealed is not None else None,
        **extra,
    }


def save_game(path: str | os.PathLike, game: Game, state: State, seats: Sequence[SeatConfig],
              revealed: Sequence[bool] | None = None, *, meta: dict | None = None) -> Path:
    """Write a save file atomically; returns the path."""
    text = json.dumps(save_dict(game, state, seats, revealed, meta=meta), ensure_ascii=False, separators=(",", ":"))
    write_atomic(path, text)
    return Path(path)


# ---- reading -----------------------------------------------------------------------------------
def _default_resolve(game_id: str) -> Game:
    from app.games import registry

    return registry.get(game_id)


def read_text(path: Path, limit: int = MAX_SAVE_BYTES) -> str:
    """The text of a saved game, safely (a regular file only, at most `limit` bytes: see
    `files.read_capped`); SaveFormatError with a sentence otherwise."""
    try:
        raw = files.read_capped(path, limit)
    except FileNotFoundError:
        raise SaveFormatError(_("There is no saved game at {path}.").format(path=path)) from None
    except IsADirectoryError:
        raise SaveFormatError(_("{path} is a folder, not a saved game.").format(path=path)) from None
    except files.NotRegularFileError:
        raise SaveFormatError(_("{path} is not an ordinary file (it is a device or a pipe), "
                                "so it cannot be a saved game.").format(path=path)) from None
    except files.FileTooLargeError:
        raise SaveFormatError(_("This file is far too large to be a Top Five saved game.")) from None
    except OSError as exc:
        raise SaveFormatError(_("The saved game at {path} cannot be read ({reason}).").format(
            path=path, reason=exc.strerror or exc)) from None
    if not raw.strip():
        raise SaveFormatError(_("The saved game file is empty."))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveFormatError(_("This file is not a Top Five saved game (it is not text).")) from None


def _read_json(path: Path) -> Any:
    text = read_text(path)
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise SaveFormatError(_("The saved game is cut short: the file ends in the middle.")) from None
        raise SaveFormatError(_("The saved game is damaged: it is not valid JSON, the text format of saves.")) from None
    except (ValueError, RecursionError):
        raise SaveFormatError(_("The saved game is damaged (not valid JSON).")) from None


def saved_time(text: Any) -> datetime.datetime | None:
    """The time of a save's "saved_at" (ISO 8601; with its offset, or local when it has none), or None
    when it is not one, or lies outside SAVED_YEARS, so that converting it to any time zone works."""
    if not isinstance(text, str):
        return None
    try:
        when = datetime.datetime.fromisoformat(text)
        year = when.astimezone(datetime.timezone.utc).year if when.tzinfo else when.year
    except (ValueError, OverflowError, OSError):
        return None
    return when if SAVED_YEARS[0] <= year <= SAVED_YEARS[1] else None


def _saved_at(data: dict) -> str:
    """The save's "saved_at" ("" when it has none); SaveFormatError when it is there but not a time
    (a file that says it was saved in year 1 is not one Top Five wrote)."""
    if "saved_at" not in data:
        return ""
    if saved_time(data["saved_at"]) is None:
        raise SaveFormatError(_("The time it was saved is damaged."))
    return data["saved_at"]


def check_recorded_setup(game: Game, state: State) -> None:
    """Set `state`'s game up again from the options its setup recorded (Top This!'s drop), as the
    session does next (its journal, undo, replays); the rules' exception when that fails (a position
    set up from hostile options may record a set-up that cannot be set up again)."""
    game.new_state(state.num_players, state.seed, state.options)


def parse_save(data: Any, resolve_game: Callable[[str], Game] | None = None) -> SavedGame:
    """Check a parsed save document and replay it; SaveFormatError with a sentence if anything is wrong."""
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveFormatError(_("This file is not a Top Five saved game."))
    version = data.get("version")
    if version != SAVE_VERSION:
        if type(version) is int:
            sentence = _("This save is written in format version {old}; "
                         "this version of Top Five reads format version {new}.")
        else:
            sentence = _("This save is written in a format of unknown version; "
                         "this version of Top Five reads format version {new}.")
        raise SaveFormatError(sentence.format(old=version, new=SAVE_VERSION))
    game_id = data.get("game")
    if not isinstance(game_id, str) or not game_id:
        raise SaveFormatError(_("The saved game does not say which game it is."))
    try:
        game = (resolve_game or _default_resolve)(game_id)
    except (KeyError, LookupError, ImportError):
        raise SaveFormatError(_("This save is of a game that this version of Top Five does not know.")) from None
    state_data = data.get("state")
    if not isinstance(state_data, dict):
        raise SaveFormatError(_("The saved game has no position in it."))
    if state_data.get("game") != game_id:
        raise SaveFormatError(_("The saved game is inconsistent: its position belongs to another game."))
    try:
        state = game.state_from_dict(state_data)
        check_recorded_setup(game, state)
    except SaveFormatError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError, ArithmeticError):
        raise SaveFormatError(_("The saved game is damaged and cannot be replayed.")) from None
    from app.core.rng import valid_secret  # the engine's seeds: not for the launcher's start (test_lazy_startup)

    state.secret = valid_secret(data.get("secret")) or state.secret  # an older save: the fresh one
    raw_seats = data.get("seats")
    if not isinstance(raw_seats, list):
        raise SaveFormatError(_("The saved game does not say who plays."))
    if len(raw_seats) != state.num_players:
        raise SaveFormatError(ngettext("The saved game has {players} players but describes {seats} seat.",
                                       "The saved game has {players} players but describes {seats} seats.",
                                       len(raw_seats)).format(players=state.num_players, seats=len(raw_seats)))
    try:
        seats = [seat_from_dict(s, i) for i, s in enumerate(raw_seats, start=1)]
    except ValueError as exc:
        raise SaveFormatError(_("The saved game has a bad seat: {problem}").format(problem=exc)) from None
    revealed = data.get("revealed")
    if revealed is not None:
        if (not isinstance(revealed, list) or len(revealed) != len(state.history)
                or not all(isinstance(r, bool) for r in revealed)):
            raise SaveFormatError(_("The saved game's undo information does not match its moves."))
    saved_at = _saved_at(data)
    app_version = data.get("app_version") if isinstance(data.get("app_version"), str) else ""
    return SavedGame(game, state, seats, revealed, saved_at, app_version, data.get("meta"))


def load_game(path: str | os.PathLike, *, resolve_game: Callable[[str], Game] | None = None) -> SavedGame:
    """Read, check and replay a save file. `resolve_game(id) -> Game` defaults to the app registry
    (tests pass their own). Raises SaveFormatError with a sentence on anything wrong."""
    return parse_save(_read_json(Path(path)), resolve_game)


def peek_header(path: str | os.PathLike) -> dict:
    """The cheap header of a save (game id, seats' names, finished, saved_at, moves) without replaying
    it; SaveFormatError with a sentence when the file is not a readable Top Five save."""
    data = _read_json(Path(path))
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveFormatError(_("This file is not a Top Five saved game."))
    seats = data.get("seats") if isinstance(data.get("seats"), list) else []
    return {
        "game": data.get("game") if isinstance(data.get("game"), str) else "",
        "names": [s["name"] if not text_problem(s["name"]) else "?" for s in seats
                  if isinstance(s, dict) and isinstance(s.get("name"), str)],  # (loading it refuses such a name)
        "finished": bool(data.get("finished")),
        "saved_at": _saved_at(data),
        "moves": len(data["state"]["actions"]) if isinstance(data.get("state"), dict)
        and isinstance(data["state"].get("actions"), list) else 0,
    }


def peek_save(path: str | os.PathLike) -> dict | None:
    """`peek_header`, or None when the file is missing or unreadable. For labels like "Continue Flip 7
    with Ana and Bo"."""
    try:
        return peek_header(path)
    except SaveFormatError:
        return None


# ---- the autosave ------------------------------------------------------------------------------
def load_autosave(*, resolve_game: Callable[[str], Game] | None = None) -> SavedGame | None:
    """The unfinished game in the autosave (its snapshot plus the moves of its move log), or None (no
    autosave, or its game is over). A damaged autosave raises SaveFormatError (the file is left in
    place; `autosave.examine()` sets it aside and tells the player)."""
    from app.persistence import autosave

    saved = autosave.load(resolve_game=resolve_game)
    if saved is None or saved.state.is_over:
        return None
    return saved


def has_unfinished(*, resolve_game: Callable[[str], Game] | None = None) -> bool:
    """True when "Continue" can offer a game: the autosave exists, loads, and its game is not over."""
    try:
        return load_autosave(resolve_game=resolve_game) is not None
    except SaveFormatError:
        return False


def clear_autosave() -> None:
    """Remove the autosave and its move log."""
    from app.persistence import autosave

    autosave.clear()
