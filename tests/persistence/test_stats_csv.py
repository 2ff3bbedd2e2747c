"""Statistics exported as CSV (app/persistence/stats_csv.py, issue 27): one row per game played, the
documented columns, read back intact by the csv module whatever the names hold, written atomically."""

from __future__ import annotations

import csv
import datetime
import os

import pytest

from app.persistence import stats, stats_csv

ODD = ["Ana, the \"Great\"", "Ben\nHur", "Cléo;\t'x'", "=1+1"]


def player(name, level=None):
    return {"name": name, "kind": "bot" if level else "human", "level": level}


ENTRIES = [
    {"key": "b", "game": "top3", "finished_at": "2025-04-02T09:30:00+00:00", "outcome": "abandoned",
     "players": [player(ODD[2]), player(ODD[3], "easy")], "scores": [3, 0], "winners": [], "rounds": 2,
     "moves": 7, "seconds": None, "hints": []},
    {"key": "a", "game": "flip7", "finished_at": "2025-04-01T09:00:00+00:00", "outcome": "finished",
     "players": [player(ODD[0]), player(ODD[1], "hard"), player("Dan", "normal")], "scores": [201, 187.5, 201],
     "winners": [0, 2], "rounds": 5, "moves": 61, "seconds": 3725.4, "hints": [1]},
]


def read(path):
    with open(path, newline="", encoding="utf-8-sig") as handle:
        return list(csv.DictReader(handle))


def local(iso):
    return datetime.datetime.fromisoformat(iso).astimezone().strftime("%Y-%m-%d %H:%M")


def test_one_row_per_game_with_the_documented_columns(tmp_path):
    path = tmp_path / "out.csv"
    assert stats_csv.export(path, ENTRIES) == 2
    with open(path, newline="", encoding="utf-8-sig") as handle:
        header = next(csv.reader(handle))
    assert header == [*stats_csv.COLUMNS, "player_1", "kind_1", "score_1", "won_1", "player_2", "kind_2",
                      "score_2", "won_2", "player_3", "kind_3", "score_3", "won_3"]
    first, second = read(path)  # oldest first
    assert first == {"date": local("2025-04-01T09:00:00+00:00"), "game": "Flip 7", "outcome": "finished",
                     "duration": "1:02:05", "rounds": "5", "moves": "61", "players": "3",
                     "winners": f"{ODD[0]}; Dan",
                     "player_1": ODD[0], "kind_1": "human", "score_1": "201", "won_1": "yes",
                     "player_2": ODD[1], "kind_2": "hard", "score_2": "187.5", "won_2": "no",
                     "player_3": "Dan", "kind_3": "normal", "score_3": "201", "won_3": "yes"}
    assert second["game"] == "Top 3" and second["outcome"] == "abandoned" and second["duration"] == ""
    assert second["winners"] == "" and second["players"] == "2"
    assert [second[f"player_{n}"] for n in (1, 2)] == ODD[2:] and second["kind_2"] == "easy"
    assert second["player_3"] == second["score_3"] == second["won_3"] == ""  # no third seat


def test_names_with_commas_quotes_and_newlines_come_back_intact(tmp_path):
    path = tmp_path / "names.csv"
    stats_csv.export(path, ENTRIES)
    names = [row[f"player_{n}"] for row in read(path) for n in (1, 2, 3) if row[f"player_{n}"]]
    assert sorted(names) == sorted([*ODD, "Dan"])
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")  # UTF-8 with its mark: spreadsheets read "é" right


def test_written_atomically(tmp_path, monkeypatch):
    path = tmp_path / "stats.csv"
    path.write_text("the old export", "utf-8")

    def fail(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        stats_csv.export(path, ENTRIES)
    assert path.read_text("utf-8") == "the old export"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["stats.csv"]  # no half-written file left


def test_an_export_of_what_is_recorded(tmp_path):
    for entry in ENTRIES:
        assert stats.record(entry) is None
    entries, _problem = stats.load()
    path = tmp_path / "all.csv"
    assert stats_csv.export(path, entries) == 2 and len(read(path)) == 2


def test_a_date_out_of_range_in_local_time_is_written_as_recorded(tmp_path):
    entry = dict(ENTRIES[1], key="z", finished_at="9999-12-31T23:59:59-14:00")
    path = tmp_path / "far.csv"
    stats_csv.export(path, [entry])
    assert read(path)[0]["date"].startswith("9999-12-31")
