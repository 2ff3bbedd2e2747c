"""Statistics exported as CSV (Game > Statistics…, "Export as CSV…"): one row per game recorded in
app/persistence/stats.py, finished or abandoned, oldest first. Pure Python (csv module): no Qt.

The file is UTF-8 with a byte-order mark (so that spreadsheets read accented names right), comma
separated, quoted where a field needs it (RFC 4180: a name with a comma, a quote or a line break comes
back intact through any CSV reader), lines ending in CRLF. It is written atomically (a temporary file
then a rename: `files.replace_file`), so an export that fails leaves the file that was there.

The columns are fixed and in English, whatever the language of the app (a file for spreadsheets and
scripts); the values are not translated either:

- `date`: when the game ended (finished or given up), local time, `YYYY-MM-DD HH:MM` (the recorded
  ISO time as it is when it cannot be shown in local time);
- `game`: the game's title (`Flip 7`, `Top This!`, `Top oder Flop`, `Top Pop`, `Top 3`);
- `outcome`: `finished` or `abandoned`;
- `duration`: the time played, `H:MM:SS` (pauses count up to five minutes); empty when not recorded;
- `rounds`: rounds completed (empty for a game without rounds); `moves`: the moves made;
- `players`: how many seats; `winners`: the winners' names joined by `; ` (empty: abandoned, or no
  winner) - for reading: the exact winners are the `won_<n>` columns;
- then per seat n = 1..N (N: the most seats of any game exported; empty for a game with fewer):
  `player_<n>` the name, `kind_<n>` `human` or the computer's level (`easy`, `normal`, `hard`),
  `score_<n>` the final score (a point as decimal mark), `won_<n>` `yes` or `no`.

Names are written as the players typed them (a name starting with `=` stays so: it is text to a CSV
reader; a spreadsheet that runs formulas from CSV should be told to import it as text).
"""

from __future__ import annotations

import csv
import datetime
import io
import os
from typing import Iterable

from app.persistence import files, stats

COLUMNS = ("date", "game", "outcome", "duration", "rounds", "moves", "players", "winners")
SEAT_COLUMNS = ("player_{n}", "kind_{n}", "score_{n}", "won_{n}")
#: what a spreadsheet recognises as UTF-8
BOM = "\ufeff"


def header(seats: int) -> list[str]:
    """The columns of an export whose largest table had `seats` seats."""
    return [*COLUMNS, *(column.format(n=n) for n in range(1, seats + 1) for column in SEAT_COLUMNS)]


def _date(text: str) -> str:
    stamp = stats.parse_time(text)
    try:
        return stamp.astimezone().strftime("%Y-%m-%d %H:%M")
    except (AttributeError, ValueError, OverflowError, OSError):  # beyond what local time can show
        return text


def _duration(seconds: float | None) -> str:
    if seconds is None:
        return ""
    minutes, secs = divmod(int(round(seconds)), 60)
    return f"{minutes // 60}:{minutes % 60:02d}:{secs:02d}"


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else repr(float(value))


def _title(game_id: str) -> str:
    from app.games import registry

    try:
        return registry.info(game_id).title
    except KeyError:  # a game this version does not know: its id
        return game_id


def row(entry: dict, seats: int) -> list[str]:
    """One game's fields, in `header(seats)` order."""
    players = entry["players"]
    winners = set(entry["winners"])
    fields = [_date(entry["finished_at"]), _title(entry["game"]), entry["outcome"], _duration(entry["seconds"]),
              "" if entry["rounds"] is None else str(entry["rounds"]), str(entry["moves"]), str(len(players)),
              "; ".join(players[w]["name"] for w in sorted(winners))]
    for seat in range(seats):
        if seat < len(players):
            player = players[seat]
            fields += [player["name"], player["level"] or "human", _number(entry["scores"][seat]),
                       "yes" if seat in winners else "no"]
        else:
            fields += [""] * len(SEAT_COLUMNS)
    return fields


def csv_text(entries: Iterable[dict]) -> tuple[str, int]:
    """(the text of the export, without its byte-order mark; the number of games in it): the readable
    entries, oldest first."""
    games = sorted((e for e in entries if stats.entry_ok(e)), key=stats.when)
    seats = max((len(e["players"]) for e in games), default=1)
    out = io.StringIO(newline="")
    writer = csv.writer(out)  # the excel dialect: commas, quotes where needed, CRLF
    writer.writerow(header(seats))
    writer.writerows(row(entry, seats) for entry in games)
    return out.getvalue(), len(games)


def export(path: str | os.PathLike, entries: Iterable[dict]) -> int:
    """Write `entries` as CSV to `path`, atomically; the number of games written. OSError when it
    cannot be written (the file that was there is left as it was)."""
    text, count = csv_text(entries)
    files.replace_file(path, (BOM + text).encode("utf-8"), durable=True)
    return count


def default_name(today: datetime.date | None = None) -> str:
    """The file name first offered: `top-five-statistics-<date>.csv`."""
    return f"top-five-statistics-{(today or datetime.date.today()).isoformat()}.csv"


__all__ = ["BOM", "COLUMNS", "SEAT_COLUMNS", "csv_text", "default_name", "export", "header", "row"]
