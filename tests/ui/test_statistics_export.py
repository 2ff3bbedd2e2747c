"""The Statistics window's "Export as CSV…" (issue 27): a file dialog chooses where, the file holds
every game recorded, the window says what was written (or why not), in English and German."""

from __future__ import annotations

import csv

from PySide6.QtWidgets import QFileDialog

from app.core import i18n
from app.persistence import stats
from tests.support.statistics_window import dialog_for

NAME = 'Ana, "the\nGreat"'


def fill():
    for n, game_id in enumerate(("flip7", "top3", "top_pop"), start=1):
        assert stats.record({
            "key": f"k{n}", "game": game_id, "finished_at": f"2025-04-{n:02d}T09:00:00+00:00", "outcome": "finished",
            "players": [{"name": NAME, "kind": "human", "level": None}, {"name": "Hal", "kind": "bot", "level": "hard"}],
            "scores": [n, 2], "winners": [0], "rounds": None, "moves": 9, "seconds": 100.0, "hints": []}) is None


def choose(monkeypatch, path, asked):
    def fake(parent, title, start, filters):
        asked.append((title, start, filters))
        return (str(path) if path else "", "")

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake))


def test_export_writes_every_game_where_the_player_chose(qtbot, monkeypatch, tmp_path):
    fill()
    dialog = dialog_for(qtbot)
    asked = []
    choose(monkeypatch, tmp_path / "mine", asked)  # no suffix: .csv is added
    assert dialog.export_button.isEnabled() and dialog.export_button.isVisible()
    dialog.export_button.click()
    (title, start, filters), = asked
    assert title == "Export the statistics" and start.endswith(".csv") and "*.csv" in filters
    with open(tmp_path / "mine.csv", newline="", encoding="utf-8-sig") as handle:
        rows = list(csv.DictReader(handle))
    assert [r["game"] for r in rows] == ["Flip 7", "Top 3", "Top Pop"]
    assert all(r["player_1"] == NAME for r in rows)
    assert dialog.export_note.isVisible() and dialog.export_note.text() == "3 games exported to mine.csv."


def test_cancelling_writes_nothing(qtbot, monkeypatch, tmp_path):
    fill()
    dialog = dialog_for(qtbot)
    choose(monkeypatch, None, [])
    dialog.export_button.click()
    assert list(tmp_path.glob("*.csv")) == [] and not dialog.export_note.isVisible()


def test_a_failed_export_says_why(qtbot, monkeypatch, tmp_path):
    fill()
    dialog = dialog_for(qtbot)
    (tmp_path / "taken.csv").mkdir()  # a folder where the file should go
    choose(monkeypatch, tmp_path / "taken.csv", [])
    dialog.export_button.click()
    assert dialog.export_note.text().startswith("The statistics could not be exported to taken.csv (")


def test_nothing_to_export_without_games(qtbot):
    dialog = dialog_for(qtbot)
    assert not dialog.export_button.isEnabled()


def test_export_in_german(qtbot, monkeypatch, tmp_path):
    fill()
    with i18n.use("de"):
        dialog = dialog_for(qtbot)
        asked = []
        choose(monkeypatch, tmp_path / "de.csv", asked)
        assert dialog.export_button.text() == "Als CSV &exportieren…"
        dialog.export_button.click()
        assert asked[0][0] == "Statistik exportieren"
        assert dialog.export_note.text() == "3 Partien nach de.csv exportiert."
