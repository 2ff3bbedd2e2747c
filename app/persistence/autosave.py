"""The autosaves: one per game (`autosave-<game id>.json`, see `paths.autosave_path`), each a snapshot
(written in the background) plus its move log (`autosave-<game id>.moves.jsonl`, see
app/persistence/movelog.py). Pure Python: no Qt.

- `load(path)`: the snapshot brought up to date with the log (every move checked by the rules).
- A damaged autosave is never deleted nor silently ignored: `set_aside` renames it (and its log) to
  `<stem>.damaged-<date>.json` beside it, and `examine()` (what the launcher shows) says in a
  sentence that the unfinished game could not be read, why, and where the file was kept.
- `examine()` also removes temporary files of the autosave left by a killed process.
- `examine_all()`: the unfinished game (or the problem) of every game that has an autosave.
- `migrate_legacy()`: the one `autosave.json` of older versions moves to its game's file.
- `discard_unfinished(game_id)`: the one place where a game's autosave is given up (a new game of
  that game, or a saved one loaded in its place, takes its file).
"""

from __future__ import annotations

import datetime
import os
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Mapping, NamedTuple

from app.core.errors import SaveFormatError

if TYPE_CHECKING:  # annotations only: the engine is loaded when a game is
    from app.core import Game
from app.core.i18n import _
from app.persistence import files, movelog, paths, saves

#: autosave path -> the sentence of its last copy set aside by this process (shown while no new autosave exists)
_notices: dict[Path, str] = {}


class Examined(NamedTuple):
    #: like `saves.peek_save`: game, names, finished, saved_at, moves (None: no game to continue)
    head: dict | None
    #: a sentence for the player when the unfinished game could not be read (it was set aside)
    problem: str | None


def _exists(path: Path) -> bool:
    return os.path.lexists(path)


def load_noted(path: str | os.PathLike | None = None, *, resolve_game: Callable[[str], Game] | None = None,
               set_aside_damaged: bool = False) -> tuple[saves.SavedGame | None, str | None]:
    """(game, note): the game of the autosave `path` (default: the app's) with the moves of its log,
    whether over or not, or None when there is neither a snapshot nor a log; `note` is a sentence when
    the log did not fit and was ignored. A damaged snapshot raises SaveFormatError; with
    `set_aside_damaged` it is first renamed aside and the sentence says so."""
    path = Path(path) if path is not None else paths.autosave_path()
    log = movelog.log_path(path)
    saved = None
    if _exists(path):
        try:
            saved = saves.load_game(path, resolve_game=resolve_game)
        except SaveFormatError as exc:
            if not set_aside_damaged:
                raise
            raise SaveFormatError(set_aside(path, str(exc))) from None
    elif not _exists(log):
        return None, None
    merged, note = movelog.merge(saved, log, resolve_game)
    if merged is None and note is not None:  # a log that cannot stand alone, and no snapshot
        raise SaveFormatError(set_aside(path, note) if set_aside_damaged else note)
    return merged, note


def load(path: str | os.PathLike | None = None, *, resolve_game: Callable[[str], Game] | None = None,
         set_aside_damaged: bool = False) -> saves.SavedGame | None:
    """`load_noted` without the note."""
    return load_noted(path, resolve_game=resolve_game, set_aside_damaged=set_aside_damaged)[0]


def same_file(a: str | os.PathLike, b: str | os.PathLike) -> bool:
    """True when the paths `a` and `b` name the same file."""
    try:
        return Path(a).resolve() == Path(b).resolve()
    except (OSError, RuntimeError):
        return Path(a) == Path(b)


def load_for(path: str | os.PathLike, target: str | os.PathLike | None, *,
             resolve_game: Callable[[str], Game] | None = None) -> tuple[saves.SavedGame, str | None]:
    """(game, note) of the save `path` (with its move log), for a session that will autosave to
    `target` (None: no autosave). When `path` is that very file (Continue) and it is damaged, it is
    set aside first, so that nothing is lost. SaveFormatError with a sentence when there is no game."""
    path = Path(path)
    own = target is not None and same_file(path, Path(target))
    saved, note = load_noted(path, resolve_game=resolve_game, set_aside_damaged=own)
    if saved is None:
        saved = saves.load_game(path, resolve_game=resolve_game)  # says there is no saved game there
    return saved, note


def unplayable(path: str | os.PathLike, target: str | os.PathLike | None) -> str:
    """The sentence for a save that was read but cannot be played (something the checks let through
    failed when the game was set up from it); when it is the autosave `target` itself (Continue) it is
    set aside first, so that the launcher stops offering it and nothing is lost."""
    reason = _("The saved game is damaged and cannot be replayed.")
    if target is not None and same_file(path, target):
        return set_aside(path, reason)
    return reason


def _with_log(path: Path, dest: Path) -> list[tuple[Path, Path]]:
    """(file, where it goes) for the autosave `path` and its move log, those that exist."""
    pairs = ((path, dest), (movelog.log_path(path), movelog.log_path(dest)))
    return [(source, there) for source, there in pairs if _exists(source)]


def _damaged_name(path: Path, stamp: str, number: int) -> Path:
    more = f"-{number}" if number > 1 else ""
    return path.with_name(f"{path.stem}.damaged-{stamp}{more}{path.suffix}")


def set_aside(path: str | os.PathLike, reason: str, game: str | None = None) -> str:
    """Rename the damaged autosave `path` (and its move log) to `<stem>.damaged-<date>[-n]<suffix>`
    beside it; returns the sentence for the player (remembered for `examine`), naming the game if
    its title `game` is given."""
    path = Path(path)
    stamp = datetime.datetime.now().strftime("%Y-%m-%d-%H%M%S")
    number = 1
    while _exists(_damaged_name(path, stamp, number)) or _exists(movelog.log_path(_damaged_name(path, stamp, number))):
        number += 1
    target = _damaged_name(path, stamp, number)
    kept = None  # the damaged game's own file (its move log goes beside it, if it can)
    for source, dest in _with_log(path, target):
        try:
            os.rename(source, dest)
        except OSError:
            continue
        if source == path:
            kept = dest
    if kept and game:
        notice = _("Your unfinished game of {game} could not be read. {reason} The file was kept as {name} in "
                   "{folder}, so nothing is lost.").format(game=game, reason=reason, name=kept.name,
                                                          folder=kept.parent)
    elif kept:
        notice = _("Your unfinished game could not be read. {reason} The file was kept as {name} in {folder}, "
                   "so nothing is lost.").format(reason=reason, name=kept.name, folder=kept.parent)
    elif game:
        notice = _("Your unfinished game of {game} could not be read. {reason} The file could not be moved "
                   "aside; it is still where it was.").format(game=game, reason=reason)
    else:
        notice = _("Your unfinished game could not be read. {reason} The file could not be moved aside; "
                   "it is still where it was.").format(reason=reason)
    _notices[path] = notice
    return notice


def examine(path: str | os.PathLike | None = None, *, game: str | None = None) -> Examined:
    """What the launcher shows about the autosave `path` (default: the legacy one), cheaply (no replay: like `saves.peek_save`, with
    the moves of the move log): the game to continue (None when there is none or it is over), or why
    the unfinished game could not be read (a file that is not a readable save is set aside; a save
    whose moves do not replay is set aside when Continue finds out). Also removes the temporary files
    left by a process killed while it wrote the autosave. `game`: its title, for the sentence."""
    path = Path(path) if path is not None else paths.autosave_path()
    log = movelog.log_path(path)
    for leftover in (path, log):
        files.clean_stale_temps(leftover)
    head = None
    if _exists(path):
        try:
            head = saves.peek_header(path)
        except SaveFormatError as exc:
            return Examined(None, set_aside(path, str(exc), game))
        except Exception:  # noqa: BLE001 - nothing read from a file may stop the launcher
            return Examined(None, set_aside(path, _("The file is damaged."), game))
    logged = movelog.peek(log) if _exists(log) else None
    if logged is not None:
        if logged["base"] == 0 and (head is None or head["game"] != logged["game"] or head["moves"] < logged["moves"]):
            # the log of a game whose first full save has not reached the disk, or is behind
            head = {"game": logged["game"], "names": logged["names"], "finished": False,
                    "saved_at": _mtime(log), "moves": logged["moves"]}
        elif head is not None and logged["moves"] > head["moves"]:
            head = {**head, "moves": logged["moves"], "saved_at": _mtime(log)}
    if head is None:
        return Examined(None, _notices.get(path))
    if head.get("finished"):
        return Examined(None, None)
    return Examined(head, None)


def _mtime(path: Path) -> str:
    try:
        stamp = datetime.datetime.fromtimestamp(path.stat().st_mtime, datetime.timezone.utc)
    except (OSError, ValueError, OverflowError):
        return ""
    return stamp.isoformat(timespec="seconds")


def clear(path: str | os.PathLike | None = None) -> None:
    """Remove the autosave and its move log."""
    path = Path(path) if path is not None else paths.autosave_path()
    for target in (path, movelog.log_path(path)):
        try:
            target.unlink()
        except FileNotFoundError:
            pass


def _autosave_of_log(log: Path) -> Path:
    return log.with_name(log.name[: -len(".moves.jsonl")] + ".json")


def examine_all(titles: Mapping[str, str] | None = None) -> dict[str, Examined]:
    """`examine` of every game's autosave in the data folder (and of those set aside in this run):
    game id -> Examined, for the games with an unfinished game to continue or a problem to tell.
    Cheap: headers only, no rules. `titles` (game id -> title) names the games in the sentences."""
    titles = titles or {}
    folder = paths.data_dir()
    found = {*folder.glob("autosave-*.json"), *map(_autosave_of_log, folder.glob("autosave-*.moves.jsonl")),
             *(p for p in _notices if p.parent == folder)}
    result = {}
    for path in sorted(found):
        game_id = paths.autosave_game(path)
        if game_id is None:
            continue  # a copy set aside, or a file that is not an autosave
        examined = examine(path, game=titles.get(game_id))
        if examined.head is not None or examined.problem is not None:
            result[game_id] = examined
    return result


def migrate_legacy(titles: Mapping[str, str] | None = None) -> str | None:
    """Move the unfinished game in `autosave.json` (the one autosave of versions before one per game)
    to its game's own autosave, so that Continue on that game's tile finds it; when that game has an
    unfinished game of its own, the old file stays where it is. Returns a sentence for the player when
    something is not as it should be (the old file was damaged and set aside, or it was kept), else
    None. A finished game in the old file is left alone."""
    legacy = paths.autosave_path()
    head, problem = examine(legacy)  # sets a damaged one aside (the sentence stays for this run)
    if head is None:
        return problem
    game_id = head.get("game", "")
    title = (titles or {}).get(game_id) or game_id
    kept = _("An unfinished game of {game} from an earlier version of Top Five was kept as {name} in {folder}. "
             "Open it with Load… to play it on.").format(game=title, name=legacy.name, folder=legacy.parent)
    if not isinstance(game_id, str) or not paths.GAME_ID.fullmatch(game_id):
        return kept
    target = paths.autosave_path(game_id)
    there = examine(target, game=title)  # (a damaged one is set aside: its sentence is told below)
    if there.head is not None:
        return kept  # that game has an unfinished game of its own: both are kept
    clear(target)  # a finished game, if any: nothing to continue there
    moved: list[tuple[Path, Path]] = []
    for source, dest in _with_log(legacy, target):
        try:
            os.rename(source, dest)
        except OSError:
            for back, went in reversed(moved):  # all or nothing: the old file stays whole
                try:
                    os.rename(went, back)
                except OSError:
                    pass
            return kept
        moved.append((source, dest))
    return there.problem


def discard_unfinished(game_id: str) -> bool:
    """Give up the autosave of `game_id` (its snapshot and move log), because a new game of that game,
    or a saved one loaded in its place, is about to take its file. Every place that drops a game's
    autosave goes through here. True when the file held an unfinished game (now gone)."""
    path = paths.autosave_path(game_id)
    unfinished = examine(path).head is not None
    clear(path)
    return unfinished


__all__ = ["Examined", "clear", "discard_unfinished", "examine", "examine_all", "load", "load_for", "load_noted",
           "migrate_legacy", "same_file", "set_aside", "unplayable"]
