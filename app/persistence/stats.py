"""Statistics: one entry per finished (or abandoned) game, kept in `<data dir>/statistics.json`.
Pure Python: no Qt. Never pickle, never eval.

The file is `{"format": "top-five-statistics", "version": 1, "games": [entry, ...]}`, written
atomically (`saves.write_atomic`). An entry:

    {"key", "game", "finished_at" (ISO, UTC), "outcome": "finished" | "abandoned",
     "players": [{"name", "kind": "human" | "bot", "level": None | "easy" | "normal" | "hard"}],
     "scores": [...], "winners": [seats], "rounds": int | None, "moves": int,
     "seconds": float | None, "hints": [seats]}

`key` is the sha256 of the game id, seed, players and options: one game has one key, so a finished
entry replaces an abandoned one of the same key and a second finished one is ignored (a finished save
loaded again, a crashed game finished later, is counted once).

- `record(entry)`: add an entry; a problem sentence for the player, or None.
- `load()`: (the readable entries, a sentence or None). A damaged file (not JSON, not ours, too large)
  is renamed `statistics.damaged-<date>.json` beside it and the sentence says so; one unreadable entry
  is left out with a note (and kept in the file as it is).
- `entry_for(game, state, seats, outcome, ...)`: the entry of a position. `rounds` comes from the
  public view: the length of its `round_scores` list, else of its `rounds` list (the rounds completed);
  None when the view has neither (a game without rounds). Flip 7: rounds played; Top This!: rounds in
  which every seat had its turn; Top 3: rounds played (of 15); Top oder Flop and Top Pop: None.
- `summary(entries, game_id)`: one `PlayerRow` per player name over that game's finished games.
- `overview(entries)`: one `OverviewRow` per player name over every game of all five: finished games,
  wins, time played (finished and abandoned games with a time), abandoned games, and per game.
"""

from __future__ import annotations

import dataclasses
import datetime
import hashlib
import json
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from app.core.errors import SaveFormatError
from app.core.i18n import _, ngettext
from app.persistence import autosave, background, files, paths, saves

if TYPE_CHECKING:  # annotations only: the engine is loaded when a game is
    from app.core import Game, State
    from app.persistence.seats import SeatConfig

STATS_FORMAT = "top-five-statistics"
STATS_VERSION = 1
FILE_NAME = "statistics.json"
#: a year of daily games is well under a megabyte; anything this large is not ours
MAX_STATS_BYTES = 16 * 1024 * 1024
OUTCOMES = ("finished", "abandoned")
LEVELS = ("easy", "normal", "hard")
#: how many of the last scores a row keeps (for the chart)
LAST_SCORES = 20

#: stats path -> the sentence of its last copy set aside by this process (shown by `load` afterwards)
_notices: dict[Path, str] = {}


def stats_path() -> Path:
    return paths.data_dir() / FILE_NAME


# ---- entries -------------------------------------------------------------------------------------
def _canonical(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def game_key(game_id: str, seed: int, players: Sequence[dict], options: dict) -> str:
    """The key of one game: the sha256 of its game id, seed, players and options."""
    players = [{"name": p.get("name"), "kind": p.get("kind"), "level": p.get("level")} for p in players]
    text = _canonical({"game": game_id, "seed": seed, "players": players, "options": options})
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def key_of(game: Game, state: State, seats: Sequence[SeatConfig]) -> str:
    """The key of the game being played in `state` by `seats` (that of its entry: `entry_for`)."""
    return game_key(game.id, state.seed, [player_of(s) for s in seats], state.options)


def player_of(seat: SeatConfig) -> dict:
    human = seat.kind == "human"
    return {"name": seat.name, "kind": "human" if human else "bot", "level": None if human else seat.kind}


def rounds_of(state: State) -> int | None:
    """The rounds completed (see the module docstring), None for a game without rounds."""
    try:
        view = state.view(None)
    except Exception:  # noqa: BLE001 - a statistic is not worth a crash
        return None
    for field in ("round_scores", "rounds"):
        if isinstance(view.get(field), list):
            return len(view[field])
    return None


def now_iso() -> str:
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")


def entry_for(game: Game, state: State, seats: Sequence[SeatConfig], outcome: str,
              seconds: float | None = None, hints: Iterable[int] = (), *, finished_at: str | None = None) -> dict:
    """The statistics entry of `state` (the module docstring has its shape)."""
    if outcome not in OUTCOMES:
        raise ValueError(f"outcome must be one of {OUTCOMES}, not {outcome!r}")
    players = [player_of(s) for s in seats]
    seats_range = range(len(players))
    return {
        "key": key_of(game, state, seats),
        "game": game.id,
        "finished_at": finished_at or now_iso(),
        "outcome": outcome,
        "players": players,
        "scores": list(state.totals()),
        "winners": list(state.winners()),
        "rounds": rounds_of(state),
        "moves": len(state.history),
        "seconds": None if seconds is None else round(float(seconds), 1),
        "hints": sorted({int(h) for h in hints if int(h) in seats_range}),
    }


def _is_int(value: Any) -> bool:
    return type(value) is int


def _is_number(value: Any) -> bool:
    return (type(value) is int or type(value) is float) and value == value and abs(value) != float("inf")


def _seat_list(value: Any, count: int) -> bool:
    return isinstance(value, list) and all(_is_int(v) and 0 <= v < count for v in value)


def _player_ok(p: Any) -> bool:
    if not isinstance(p, dict) or not isinstance(p.get("name"), str) or not p["name"]:
        return False
    if p.get("kind") == "human":
        return p.get("level") is None
    return p.get("kind") == "bot" and p.get("level") in LEVELS


def parse_time(text: Any) -> datetime.datetime | None:
    if not isinstance(text, str):
        return None
    try:
        stamp = datetime.datetime.fromisoformat(text)
    except ValueError:
        return None
    return stamp if stamp.tzinfo is not None else stamp.replace(tzinfo=datetime.timezone.utc)


def entry_ok(entry: Any) -> bool:
    """True when `entry` has the shape of the module docstring (extra fields are allowed)."""
    if not isinstance(entry, dict):
        return False
    players = entry.get("players")
    if not (isinstance(players, list) and players and all(map(_player_ok, players))):
        return False
    count = len(players)
    scores, rounds, seconds = entry.get("scores"), entry.get("rounds"), entry.get("seconds")
    return (isinstance(entry.get("key"), str) and bool(entry["key"])
            and isinstance(entry.get("game"), str) and bool(entry["game"])
            and parse_time(entry.get("finished_at")) is not None
            and entry.get("outcome") in OUTCOMES
            and isinstance(scores, list) and len(scores) == count and all(map(_is_number, scores))
            and _seat_list(entry.get("winners"), count)
            and (rounds is None or (_is_int(rounds) and rounds >= 0))
            and _is_int(entry.get("moves")) and entry["moves"] >= 0
            and (seconds is None or (_is_number(seconds) and seconds >= 0))
            and _seat_list(entry.get("hints"), count))


# ---- the file ------------------------------------------------------------------------------------
class _Damaged(Exception):
    """The statistics file is not a readable statistics file: the reason, as a sentence."""


def _read_raw(path: Path) -> list | None:
    """The file's list of entries as stored (None: no file). _Damaged with the reason otherwise."""
    try:
        raw = files.read_capped(path, MAX_STATS_BYTES)
    except FileNotFoundError:
        return None
    except files.FileTooLargeError:
        raise _Damaged(_("The file is far too large to be Top Five statistics.")) from None
    except (IsADirectoryError, files.NotRegularFileError):
        raise _Damaged(_("It is not an ordinary file.")) from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise _Damaged(_("The file is not text.")) from None
    except (ValueError, RecursionError):
        raise _Damaged(_("The file is damaged: it is not valid JSON.")) from None
    if not isinstance(data, dict) or data.get("format") != STATS_FORMAT:
        raise _Damaged(_("The file is not a Top Five statistics file."))
    if data.get("version") != STATS_VERSION:
        raise _Damaged(_("The file is written in a format this version of Top Five does not read."))
    games = data.get("games")
    if not isinstance(games, list):
        raise _Damaged(_("The file has no list of games."))
    return games


def set_aside(path: Path, reason: str) -> str:
    """Rename the damaged statistics file to `statistics.damaged-<date>[-n].json` beside it; the
    sentence for the player (remembered, so that `load` shows it later too)."""
    stamp = datetime.datetime.now().strftime("%Y-%m-%d-%H%M%S")
    number = 1
    while os.path.lexists(autosave._damaged_name(path, stamp, number)):
        number += 1
    target = autosave._damaged_name(path, stamp, number)
    try:
        os.rename(path, target)
    except OSError:
        notice = _("Your statistics could not be read. {reason} The file could not be moved aside; "
                   "it is still where it was.").format(reason=reason)
    else:
        notice = _("Your statistics could not be read. {reason} The file was kept as {name} in {folder}, "
                   "so nothing is lost; new games are counted from now on.").format(
                       reason=reason, name=target.name, folder=target.parent)
    _notices[path] = notice
    return notice


def _raw_or_aside(path: Path) -> tuple[list, str | None]:
    """The stored entries ([] when there is no file, or it was damaged and set aside) and the sentence."""
    try:
        games = _read_raw(path)
    except _Damaged as exc:
        return [], set_aside(path, str(exc))
    return games or [], None


def _skipped_note(count: int) -> str:
    return ngettext("{n} recorded game could not be read and is left out of the statistics (it stays in the file).",
                    "{n} recorded games could not be read and are left out of the statistics (they stay in the file).",
                    count).format(n=count)


#: how long `load` waits for games still being recorded by the background writer
RECORDING_WAIT_S = 10.0


def load() -> tuple[list[dict], str | None]:
    """(the readable entries, oldest first as recorded; a sentence for the player or None). A game
    that has just ended is recorded off the UI thread (app/session/stats_recording.py, through
    app/persistence/background.py): what is still being written is waited for, so it is read too."""
    background.flush(RECORDING_WAIT_S)
    path = stats_path()
    try:
        raw, problem = _raw_or_aside(path)
    except OSError as exc:
        return [], _("Your statistics cannot be read ({reason}).").format(reason=exc.strerror or exc)
    entries = [e for e in raw if entry_ok(e)]
    notes = [problem or _notices.get(path)]
    if len(entries) < len(raw):
        notes.append(_skipped_note(len(raw) - len(entries)))
    return entries, " ".join(n for n in notes if n) or None


def merge(raw: list, entry: dict) -> list | None:
    """The stored list with `entry` added, or None when it changes nothing (the same game is already
    recorded as finished). An entry of the same game recorded as abandoned is replaced."""
    same = [i for i, e in enumerate(raw) if isinstance(e, dict) and e.get("key") == entry["key"] and entry_ok(e)]
    if any(raw[i]["outcome"] == "finished" for i in same):
        return None
    kept = [e for i, e in enumerate(raw) if i not in same]
    return [*kept, entry]


def record(entry: dict) -> str | None:
    """Add `entry` to the statistics (see the module docstring for when it replaces or is ignored).
    Returns a sentence for the player when something went wrong (the file was damaged and set aside,
    or it could not be written), else None."""
    if not entry_ok(entry):
        raise ValueError("not a statistics entry")  # a programming error: entry_for makes good ones
    path = stats_path()
    try:
        raw, problem = _raw_or_aside(path)
    except OSError as exc:
        return _("The game could not be added to your statistics ({reason}).").format(reason=exc.strerror or exc)
    games = merge(raw, entry)
    if games is None:
        return problem
    text = json.dumps({"format": STATS_FORMAT, "version": STATS_VERSION, "games": games},
                      ensure_ascii=False, separators=(",", ":"))
    try:
        saves.write_atomic(path, text)
    except OSError as exc:
        failed = _("The game could not be added to your statistics ({reason}).").format(
            reason=exc.strerror or exc)
        return failed if problem is None else f"{problem} {failed}"
    return problem


def _meta_of(saved: saves.SavedGame) -> dict:
    return getattr(saved, "meta", None) or {}


def record_abandoned_save(path: str | os.PathLike, *, resolve_game: Any = None,
                          going_on: str | None = None) -> str | None:
    """Record the game of the (auto)save `path` (with its move log) as abandoned, just before it is
    discarded: a problem sentence or None. Nothing is recorded when there is no readable game there,
    or when it is the game `going_on` (a key: `key_of`) that takes its place: a save of the same game
    opened over its autosave goes on from an earlier point, as after an undo, and is given up only
    when it is left in turn. A game found over is recorded as finished (once, like any finished game)."""
    try:
        saved = autosave.load(path, resolve_game=resolve_game)
    except SaveFormatError:
        return None
    if saved is None or (going_on is not None and key_of(saved.game, saved.state, saved.seats) == going_on):
        return None
    meta = _meta_of(saved)
    played = meta.get("played_s")
    outcome = "finished" if saved.state.is_over else "abandoned"
    return record(entry_for(saved.game, saved.state, saved.seats, outcome,
                            played if isinstance(played, (int, float)) else None, meta.get("hints", ())))


# ---- the summary ---------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class PlayerRow:
    """One player name's figures over the finished games of one game."""

    name: str
    #: True when this name played as a human at least once (rows of humans come first)
    human: bool
    games: int
    wins: int
    #: level -> (games with at least one computer player of that level among the opponents, won)
    by_level: dict[str, tuple[int, int]]
    average: float | None
    best: float | None
    longest_streak: int
    hint_games: int
    #: the scores of the last LAST_SCORES finished games, oldest first
    last_scores: tuple[float, ...]
    abandoned: int

    @property
    def win_rate(self) -> float | None:
        """Wins per game (0..1), None without games."""
        return self.wins / self.games if self.games else None

    def rate_against(self, level: str) -> float | None:
        games, wins = self.by_level.get(level, (0, 0))
        return wins / games if games else None


def when(entry: dict) -> datetime.datetime:
    return parse_time(entry.get("finished_at")) or datetime.datetime.min.replace(tzinfo=datetime.timezone.utc)


def summary(entries: Iterable[dict], game_id: str) -> list[PlayerRow]:
    """Per player name, over the finished games of `game_id` in date order (humans first, then by the
    number of games)."""
    mine = sorted((e for e in entries if entry_ok(e) and e["game"] == game_id), key=when)
    order: list[str] = []
    seen: dict[str, dict] = {}
    for entry in mine:
        names_done = set()
        for seat, player in enumerate(entry["players"]):
            name = player["name"]
            if name in names_done:
                continue  # the same name twice at one table counts once
            names_done.add(name)
            if name not in seen:
                order.append(name)
                seen[name] = {"human": False, "abandoned": 0, "results": []}
            row = seen[name]
            row["human"] |= player["kind"] == "human"
            if entry["outcome"] == "abandoned":
                row["abandoned"] += 1
                continue
            levels = {p["level"] for i, p in enumerate(entry["players"]) if i != seat and p["kind"] == "bot"}
            row["results"].append((seat in entry["winners"], entry["scores"][seat], levels, seat in entry["hints"]))
    rows = [_row(name, seen[name]) for name in order]
    return sorted(rows, key=lambda r: (not r.human, -r.games, order.index(r.name)))


def _row(name: str, data: dict) -> PlayerRow:
    results = data["results"]
    scores = [score for _won, score, _levels, _hint in results]
    streak = best_streak = 0
    for won, *_rest in results:
        streak = streak + 1 if won else 0
        best_streak = max(best_streak, streak)
    by_level = {}
    for level in LEVELS:
        against = [won for won, _score, levels, _hint in results if level in levels]
        by_level[level] = (len(against), sum(against))
    return PlayerRow(
        name=name, human=data["human"], games=len(results), wins=sum(r[0] for r in results), by_level=by_level,
        average=sum(scores) / len(scores) if scores else None, best=max(scores) if scores else None,
        longest_streak=best_streak, hint_games=sum(r[3] for r in results),
        last_scores=tuple(scores[-LAST_SCORES:]), abandoned=data["abandoned"])


@dataclasses.dataclass(frozen=True)
class OverviewRow:
    """One player name's figures over every game of all five (the overview)."""

    name: str
    #: True when this name played as a human at least once (rows of humans come first)
    human: bool
    #: finished games, and the ones won (a shared win is a win)
    games: int
    wins: int
    #: seconds played: every game the name sat in, finished or abandoned, that has a time recorded
    seconds: float
    abandoned: int
    #: game id -> (finished games, won) of the games this name played
    by_game: dict[str, tuple[int, int]]

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None


def overview(entries: Iterable[dict]) -> list[OverviewRow]:
    """Per player name, over the games of all five (humans first, then by the number of finished games,
    then by first appearance); a name twice at one table counts once."""
    order: list[str] = []
    seen: dict[str, dict] = {}
    for entry in sorted((e for e in entries if entry_ok(e)), key=when):
        finished = entry["outcome"] == "finished"
        for seat, player in enumerate(entry["players"]):
            name = player["name"]
            if name not in seen:
                order.append(name)
                seen[name] = {"human": False, "games": set(), "abandoned": 0, "seconds": 0.0, "by_game": {}}
            row = seen[name]
            row["human"] |= player["kind"] == "human"
            if entry["key"] in row["games"]:
                continue  # the same name twice at one table
            row["games"].add(entry["key"])
            row["seconds"] += entry["seconds"] or 0.0
            if not finished:
                row["abandoned"] += 1
                continue
            won = any(entry["players"][w]["name"] == name for w in entry["winners"])
            games, wins = row["by_game"].get(entry["game"], (0, 0))
            row["by_game"][entry["game"]] = (games + 1, wins + won)
    rows = [OverviewRow(name=name, human=data["human"], games=sum(g for g, _w in data["by_game"].values()),
                        wins=sum(w for _g, w in data["by_game"].values()), seconds=data["seconds"],
                        abandoned=data["abandoned"], by_game=data["by_game"]) for name, data in seen.items()]
    return sorted(rows, key=lambda r: (not r.human, -r.games, order.index(r.name)))


def last_games(entries: Iterable[dict], game_id: str, limit: int = LAST_SCORES) -> list[dict]:
    """The last `limit` finished games of `game_id`, oldest first (the chart's games)."""
    done = [e for e in entries if entry_ok(e) and e["game"] == game_id and e["outcome"] == "finished"]
    return sorted(done, key=when)[-limit:] if limit > 0 else []


def series(games: Sequence[dict]) -> dict[str, list[tuple[int, float]]]:
    """Per player name, (index of the game in `games`, score) of the games it played: one chart line."""
    lines: dict[str, list[tuple[int, float]]] = {}
    for index, entry in enumerate(games):
        names = set()
        for seat, player in enumerate(entry["players"]):
            if player["name"] not in names:
                names.add(player["name"])
                lines.setdefault(player["name"], []).append((index, entry["scores"][seat]))
    return lines


__all__ = ["FILE_NAME", "LAST_SCORES", "OverviewRow", "PlayerRow", "STATS_FORMAT", "STATS_VERSION", "entry_for", "entry_ok",
           "game_key", "key_of", "last_games", "load", "overview", "record", "record_abandoned_save", "rounds_of", "series",
           "stats_path", "summary", "when"]
