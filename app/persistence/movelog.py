"""The move log: every applied action, appended to a JSON-lines file next to the autosave before the
session goes on, so that a killed process loses no move. Pure Python: no Qt.

The full autosave snapshot is written in the background (app/persistence/background.py) and may lag a
few moves behind when the disk is busy; the log never does. Each move is one `os.write` of one line
on a descriptor opened with O_APPEND: once the write returns, the kernel keeps the bytes even if the
process is killed the next instant (no fsync: that only matters for a power cut, which the fsynced
snapshot covers up to its own moves). A kill in the middle of a write leaves a torn last line without
its newline, which reading ignores.

The file (`autosave.moves.jsonl` beside `autosave.json`):

- line 1, the header: `{"format": "top-five-moves", "version": 1, "game", "players", "seed", "options",
  "seats", "base": b, "chain": <digest of the first b moves>}`;
- then one line per move: `{"n": <0-based move number>, "a": <the action's dict>}`, numbers b, b+1, ...

A session starts its log with base 0 and every move so far, so the log alone is the whole game until
the first snapshot reaches the disk. When a snapshot of m moves is on disk, the log may be restarted
at base m (a new file through `os.replace`, so it is always the old or the new one). An undo restarts
it at once at base `min(base, moves left)`: the log never holds a move that was taken back, and its
header's `"undone": [[moves, digest], ...]` names the positions taken back (beyond its base), so that
a snapshot of one of them, still on disk because the writer had not caught up, is known to be older.
The writer thread fsyncs the log just before it writes each snapshot (`fsync`), so after a power cut
the log on disk is never behind the snapshot either.

Reading (`merge`) takes the longer consistent record. A log with base 0 is the game by itself; a log
with base b > 0 continues the snapshot beside it only if that snapshot is of the same game (game,
players, seed, options) and its first b moves have the digest in the header, otherwise it is ignored
with a note. Every move of the log is checked by the rules like any move of a save; the log counts up
to its first damaged line or refused move (with a note that the moves after it are lost). Then: a log
that extends the snapshot is taken; a snapshot that extends the log (or goes another way) is taken
unless the header says it was taken back; when the two go different ways and neither was taken back,
the longer is taken and a note says that the other's moves could not be recovered.
"""

from __future__ import annotations

import datetime
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

from app.core.errors import IllegalAction, SaveFormatError

if TYPE_CHECKING:  # annotations only: the engine is loaded when a game is
    from app.core import Action, Game, State
from app.core.i18n import N_, _, ngettext
from app.persistence import files, saves
from app.persistence.seats import SeatConfig, seat_from_dict, validate_seats

LOG_FORMAT = "top-five-moves"
LOG_VERSION = 1
MAX_LOG_BYTES = saves.MAX_SAVE_BYTES
#: the log is restarted once the snapshot on disk covers this many of its moves
RESTART_AFTER = 32
CHAIN_START = ""
#: the most positions taken back that a log's header remembers (see `undone` in the module docstring)
MAX_UNDONE = 256

_PROBLEMS = (ValueError, TypeError, KeyError, IndexError, AttributeError, ArithmeticError, RecursionError,
             IllegalAction, SaveFormatError)


def log_path(save_path: str | os.PathLike) -> Path:
    """The move log of the autosave `save_path`: `autosave.json` -> `autosave.moves.jsonl`."""
    path = Path(save_path)
    return path.with_name(f"{path.stem}.moves.jsonl")


def _canonical(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def chain_next(digest: str, action: dict) -> str:
    """The digest of a move list one action longer (a hash chain: cheap to extend move by move)."""
    import hashlib  # here, not at the top: OpenSSL loads when a game moves, not before the launcher paints

    return hashlib.sha256(f"{digest}\n{_canonical(action)}".encode("utf-8")).hexdigest()


def chain_of(actions: Sequence[dict]) -> list[str]:
    """Digests after 0, 1, ..., len(actions) moves."""
    digests = [CHAIN_START]
    for action in actions:
        digests.append(chain_next(digests[-1], action))
    return digests


# ---- writing ------------------------------------------------------------------------------------
class MoveLog:
    """The writing side, owned by one session (its UI thread). `sync(state)` after every change of the
    position: a new move is appended (one line); anything else (an undo, a redo) restarts the log below
    the first move that changed. Methods raise OSError on a disk problem; after a failed append nothing
    more is appended until the next restart, so the file never has a hole."""

    def __init__(self, path: str | os.PathLike, game: Game, seats: Sequence[SeatConfig],
                 also_clean: Sequence[str | os.PathLike] = ()) -> None:
        self.path = Path(path)
        self._game, self._seats, self._also_clean = game, list(seats), [Path(p) for p in also_clean]
        self._fd: int | None = None
        self._header: dict | None = None
        self._base = 0
        self._chain: list[str] = [CHAIN_START]  # digests of the logged moves: len(chain) - 1 moves
        self._last: dict | None = None  # the last logged action
        self._broken = False
        self._undone: list[list] = []  # [moves, digest] of positions taken back (the header's "undone")

    @property
    def base(self) -> int:
        return self._base

    @property
    def moves(self) -> int:
        """How many moves the log holds (with those of its base)."""
        return len(self._chain) - 1

    def digest(self, moves: int) -> str | None:
        """The digest of the first `moves` logged moves (None: the log has fewer)."""
        return self._chain[moves] if 0 <= moves < len(self._chain) else None

    def sync(self, state: State) -> None:
        """Bring the log up to `state`: start it (base 0, every move so far) the first time; append the
        new moves; restart it when moves were taken back or replaced."""
        history = state.history
        if self._header is None:
            for other in (self.path, *self._also_clean):
                files.clean_stale_temps(other)
            self._header = {"format": LOG_FORMAT, "version": LOG_VERSION, "game": self._game.id,
                            "players": state.num_players, "seed": state.seed, "options": state.options,
                            "seats": [s.to_dict() for s in self._seats]}
            actions = [a.to_dict() for a in history]
            self._chain, self._last = chain_of(actions), actions[-1] if actions else None
            self._rewrite(0, actions)
            return
        logged = self.moves
        if len(history) >= logged and (logged == 0 or history[logged - 1].to_dict() == self._last):
            for index in range(logged, len(history)):
                self._append(index, history[index].to_dict())
            return
        actions = [a.to_dict() for a in history]
        chain = chain_of(actions)
        same = 0
        while same + 1 < min(len(chain), len(self._chain)) and chain[same + 1] == self._chain[same + 1]:
            same += 1
        taken_back = [[moves, self._chain[moves]] for moves in range(same + 1, len(self._chain))]
        self._undone = [u for u in self._undone if u not in taken_back] + taken_back
        self._chain, self._last = chain, actions[-1] if actions else None
        base = min(self._base, same)
        self._rewrite(base, actions[base:])

    def covered(self, moves: int, digest: str | None, state: State) -> bool:
        """A snapshot of `moves` moves, whose digest was `digest` when it was handed to the writer, is
        on disk. If those are still the first moves of the game, restart the log there once it holds
        RESTART_AFTER moves the snapshot has too (at once after a failed append). True if restarted."""
        if digest is None or self.digest(moves) != digest or moves < self._base or self._header is None:
            return False
        if not self._broken and moves - self._base < RESTART_AFTER:
            return False
        self._rewrite(moves, [a.to_dict() for a in state.history[moves:]], old_is_wrong=False)
        return True

    def close(self) -> None:
        if self._fd is not None:
            try:
                os.close(self._fd)
            except OSError:
                pass
            self._fd = None

    def _append(self, index: int, action: dict) -> None:
        """Move number `index` (0-based): its digest, then one line in one `os.write`."""
        self._chain.append(chain_next(self._chain[-1], action))
        self._last = action
        if self._fd is None or self._broken:
            return
        try:
            _write_all(self._fd, (_canonical({"n": index, "a": action}) + "\n").encode("utf-8"))
        except OSError:
            self._broken = True  # a partial line may be in the file: append nothing until a restart
            raise

    def _rewrite(self, base: int, actions: Sequence[dict], *, old_is_wrong: bool = True) -> None:
        assert self._header is not None
        self._undone = [u for u in self._undone if u[0] > base][-MAX_UNDONE:]  # a snapshot of fewer cannot be read with it
        header = {**self._header, "base": base, "chain": self._chain[base]}
        if self._undone:
            header["undone"] = [list(u) for u in self._undone]
        lines = [_canonical(header)] + [_canonical({"n": base + i, "a": a}) for i, a in enumerate(actions)]
        self.close()
        self._broken = True  # until the new file is in place
        try:
            files.replace_file(self.path, ("\n".join(lines) + "\n").encode("utf-8"), durable=False)
        except OSError:
            if old_is_wrong:  # an older log left in place could claim moves taken back or never made
                try:
                    self.path.unlink()
                except OSError:
                    pass
            raise
        self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_BINARY", 0)
                           | getattr(os, "O_CLOEXEC", 0))
        self._base, self._broken = base, False


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


# ---- reading ------------------------------------------------------------------------------------
#: why the log was ignored, in `_lost`'s sentence
TOO_LARGE = N_("the move log is far too large")
UNREADABLE = N_("the move log cannot be read")
DAMAGED = N_("the move log is damaged")
UNKNOWN_FORMAT = N_("the move log is not one this version of Top Five can read")
NO_SNAPSHOT = N_("the move log continues a full save that is missing")
NOT_OURS = N_("the move log does not belong to the saved game")
ILLEGAL = N_("a move in the move log is not allowed by the rules")
OTHER_WAY = N_("the move log and the last full save go different ways")


def _lost(why: str) -> str:
    """The sentence for a log that is ignored; `why` is one of the marked reasons above."""
    return _("The last moves of the unfinished game could not be recovered ({why}); "
             "it goes on from its last full save.").format(why=_(why))


def _lost_after(why: str, moves: int) -> str:
    """The sentence for a log read up to a damaged line or a refused move, after `moves` moves."""
    return ngettext("The last moves of the unfinished game could not be recovered ({why}); "
                    "it goes on after its first move.",
                    "The last moves of the unfinished game could not be recovered ({why}); "
                    "it goes on after move {moves}.", moves).format(why=_(why), moves=moves)


def _read_lines(path: Path) -> tuple[list[Any], bool] | None:
    """(the parsed complete lines of the log up to the first damaged one, True when one was damaged);
    a torn last line is dropped without a word. None when there is no log; SaveFormatError with a
    sentence when it cannot be read at all."""
    try:
        raw = files.read_capped(path, MAX_LOG_BYTES)
    except FileNotFoundError:
        return None
    except files.FileTooLargeError:
        raise SaveFormatError(_lost(TOO_LARGE)) from None
    except OSError:
        raise SaveFormatError(_lost(UNREADABLE)) from None
    pieces = raw.split(b"\n")
    pieces.pop()  # after the last newline: empty, or a line torn by a kill in the middle of its write
    out = []
    for piece in pieces:
        if not piece.strip():
            continue
        try:
            out.append(json.loads(piece.decode("utf-8")))
        except (ValueError, RecursionError):
            return out, True
    return out, False


def fsync(path: str | os.PathLike) -> None:
    """Make the log at `path` durable (the writer thread, just before it writes a snapshot): its bytes,
    then the folder's entry of it. A missing log, or a disk that refuses, is no error here."""
    files.fsync_path(path)
    files.fsync_dir(Path(path).parent)


def peek(path: str | os.PathLike) -> dict | None:
    """The cheap summary of a move log without replaying it: {"game", "names", "base", "moves"}; None
    when there is none or it cannot be read."""
    try:
        lines = (_read_lines(Path(path)) or ([], False))[0]
    except SaveFormatError:
        return None
    if not lines or not isinstance(lines[0], dict) or lines[0].get("format") != LOG_FORMAT:
        return None
    header = lines[0]
    base = header.get("base") if _is_int(header.get("base")) else 0
    seats = header.get("seats") if isinstance(header.get("seats"), list) else []
    return {"game": header.get("game") if isinstance(header.get("game"), str) else "",
            "names": [s.get("name", "") for s in seats if isinstance(s, dict)],
            "base": base, "moves": base + len(lines) - 1}


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _header_seats(header: dict, players: int) -> list[SeatConfig]:
    raw = header.get("seats")
    if not isinstance(raw, list):
        raise ValueError("no seats")
    return validate_seats([seat_from_dict(s, i) for i, s in enumerate(raw, start=1)], players)


def _same_game(saved: saves.SavedGame, header: dict) -> bool:
    state = saved.state
    return (saved.game.id == header.get("game") and state.num_players == header.get("players")
            and state.seed == header.get("seed") and state.options == header.get("options"))


def _undone(header: dict) -> set[tuple[int, str]]:
    """The positions the log says were taken back: {(moves, digest)} (nothing when it says nothing usable)."""
    raw = header.get("undone")
    if not isinstance(raw, list):
        return set()
    return {(u[0], u[1]) for u in raw if isinstance(u, list) and len(u) == 2 and _is_int(u[0]) and isinstance(u[1], str)}


def _replayed(game: Game, header: dict, saved: saves.SavedGame | None, moves: list[Action],
              same: bool) -> tuple[State, bool]:
    """The log's position: its moves applied (from the snapshot when it has the first of them), up to
    the first the rules refuse; True when one was refused."""
    done = saved.state.history if saved is not None and same else []
    if done and len(moves) >= len(done) and all(a.to_dict() == b.to_dict() for a, b in zip(moves, done)):
        state, todo = saved.state.clone(), moves[len(done):]  # type: ignore[union-attr]
    else:  # the log alone (base 0), or the snapshot holds moves taken back since
        state, todo = game.new_state(header["players"], header["seed"], header["options"]), moves
    for action in todo:
        try:
            state.apply(action)
        except _PROBLEMS:
            return state, True
    return state, False


def merge(saved: saves.SavedGame | None, path: str | os.PathLike,
          resolve_game: Callable[[str], Game] | None = None) -> tuple[saves.SavedGame | None, str | None]:
    """The longer consistent record of the snapshot `saved` (None: none on disk) and the move log at
    `path` (the module docstring says how): (game, None), or (game, note) when moves were lost."""
    path = Path(path)
    try:
        read = _read_lines(path)
    except SaveFormatError as exc:
        return saved, str(exc)
    if read is None or not read[0]:
        return saved, _lost(DAMAGED) if read is not None and read[1] else None
    (header, *records), damaged = read
    if (not isinstance(header, dict) or header.get("format") != LOG_FORMAT or header.get("version") != LOG_VERSION
            or not _is_int(header.get("base")) or header["base"] < 0 or not isinstance(header.get("chain"), str)
            or not _is_int(header.get("players")) or not _is_int(header.get("seed"))
            or not isinstance(header.get("options"), dict)):
        return saved, _lost(DAMAGED if damaged else UNKNOWN_FORMAT)
    base = header["base"]
    try:
        game = (resolve_game or saves._default_resolve)(header.get("game"))
        seats = _header_seats(header, header["players"])
    except (LookupError, ImportError, ValueError, TypeError):
        return saved, _lost(DAMAGED)
    same = saved is not None and _same_game(saved, header)
    if base == 0:
        prefix: list[Action] = []
    else:
        if saved is None:
            return None, _lost(NO_SNAPSHOT)
        done = [a.to_dict() for a in saved.state.history[:base]]
        if not same or len(done) < base or chain_of(done)[-1] != header["chain"]:
            return saved, _lost(NOT_OURS)
        prefix = list(saved.state.history[:base])
    added: list[Action] = []
    for number, record in enumerate(records, start=base):
        try:
            if not isinstance(record, dict) or record.get("n") != number or not isinstance(record.get("a"), dict):
                raise ValueError("out of order")
            added.append(game.parse_action(record["a"]))
        except _PROBLEMS:
            damaged = True
            break
    try:
        state, refused = _replayed(game, header, saved, prefix + added, same)
        saves.check_recorded_setup(game, state)
    except _PROBLEMS:
        return saved, _lost(DAMAGED)  # the header's options do not set a game up
    why = ILLEGAL if refused else DAMAGED if damaged else None
    if same and saved is not None:
        ours = [a.to_dict() for a in state.history]
        theirs = [a.to_dict() for a in saved.state.history]
        if ours[:len(theirs)] != theirs:  # the snapshot is not behind the log
            taken_back = (len(theirs), chain_of(theirs)[-1]) in _undone(header)
            if not taken_back and theirs[:len(ours)] == ours:
                return saved, _lost(why) if why else None  # the snapshot has every move the log has, and more
            if not taken_back and len(theirs) >= len(ours):
                return saved, _lost(why or OTHER_WAY)
            if not taken_back:
                why = why or OTHER_WAY
        elif len(ours) == len(theirs) and why is None:
            return saved, None  # the snapshot already has every move
        elif len(ours) == len(theirs):
            return saved, _lost(why)
    elif why is not None and (saved is not None or not state.history):
        return saved, _lost(why)  # a snapshot of another game, or a log alone that has no move to give
    try:
        stamp = datetime.datetime.fromtimestamp(path.stat().st_mtime, datetime.timezone.utc)
        saved_at = stamp.isoformat(timespec="seconds")
    except (OSError, ValueError, OverflowError):
        saved_at = saved.saved_at if saved is not None else ""
    version = saved.app_version if saved is not None else ""
    meta = saved.meta if saved is not None else {}
    note = _lost_after(why, len(state.history)) if why else None
    return saves.SavedGame(game, state, seats, None, saved_at, version, meta), note


__all__ = ["LOG_FORMAT", "MAX_UNDONE", "MoveLog", "RESTART_AFTER", "chain_of", "fsync", "log_path", "merge", "peek"]
