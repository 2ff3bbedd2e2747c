"""The Statistics window's overview of all five games (issue 27): a tab with a column per player
(games played, wins, time played, each game's wins), in English and German, readable at 800x600 and
1920x1080."""

from __future__ import annotations

import pytest

from app.core import i18n
from app.persistence import stats
from tests.support.statistics_window import dialog_for

ANA = {"name": "Ana", "kind": "human", "level": None}
CLEO = {"name": "Cleo", "kind": "human", "level": None}
HAL = {"name": "Hal", "kind": "bot", "level": "hard"}
GAMES = ("flip7", "top_this", "top_oder_flop", "top_pop", "top3")


def fill():
    n = 0
    for game_id in GAMES:
        for winner in (0, 1, 2):
            n += 1
            assert stats.record({
                "key": f"k{n}", "game": game_id, "finished_at": f"2025-04-{n:02d}T09:00:00+00:00",
                "outcome": "finished", "players": [ANA, HAL, CLEO], "scores": [1, 2, 3], "winners": [winner],
                "rounds": None, "moves": 9, "seconds": 1250.0, "hints": []}) is None
    assert stats.record({"key": "left", "game": "top3", "finished_at": "2025-05-01T09:00:00+00:00",
                         "outcome": "abandoned", "players": [ANA, HAL], "scores": [0, 0], "winners": [],
                         "rounds": None, "moves": 3, "seconds": 200.0, "hints": []}) is None


def overview_of(qtbot, size):
    dialog = dialog_for(qtbot, "flip7", size)
    dialog.tabs.setCurrentWidget(dialog.overview)
    qtbot.wait(1)
    return dialog


def texts(table):
    names = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    rows = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    return {row: {names[c]: table.item(r, c).text() for c in range(table.columnCount())} for r, row in enumerate(rows)}


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_overview_tab_shows_every_game_per_player(qtbot, size):
    fill()
    dialog = overview_of(qtbot, size)
    table = dialog.overview.table
    got = texts(table)
    assert list(got["Games played"]) == ["Ana", "Cleo", "Hal"]
    assert got["Games played"] == {"Ana": "15", "Cleo": "15", "Hal": "15"}
    assert got["Wins"] == {"Ana": "5", "Cleo": "5", "Hal": "5"}
    assert got["Time played"]["Ana"] == "5 h 16 min"  # 15 x 1250 s + 200 s
    assert got["Time played"]["Cleo"] == "5 h 13 min"
    assert got["Games left unfinished"] == {"Ana": "1", "Cleo": "0", "Hal": "1"}
    for title in ("Flip 7", "Top This!", "Top oder Flop", "Top Pop", "Top 3"):
        assert got[title]["Ana"] == "1 of 3 won", title
    # readable: every row and column is on screen without scrolling, every text fits its cell
    assert table.verticalScrollBar().maximum() == 0 and table.horizontalScrollBar().maximum() == 0
    metrics = table.fontMetrics()
    for r in range(table.rowCount()):
        for c in range(table.columnCount()):
            assert metrics.horizontalAdvance(table.item(r, c).text()) < table.columnWidth(c)
        assert metrics.horizontalAdvance(table.verticalHeaderItem(r).text()) <= table.verticalHeader().width()
    assert table.geometry().bottom() < dialog.overview.height()
    assert metrics.height() >= (13 if size[0] < 1000 else 18)  # larger on a large window


def test_the_overview_in_german(qtbot):
    fill()
    with i18n.use("de"):
        dialog = overview_of(qtbot, (800, 600))
        got = texts(dialog.overview.table)
        assert dialog.tabs.tabText(dialog.tabs.indexOf(dialog.overview)).replace("&", "") == "Alle Spiele"
        assert got["Gespielte Partien"]["Ana"] == "15" and got["Siege"]["Ana"] == "5"
        assert got["Spielzeit"]["Ana"] == "5 Std. 16 Min."
        assert got["Flip 7"]["Ana"] == "1 von 3 gewonnen"
        table = dialog.overview.table
        assert table.horizontalScrollBar().maximum() == 0 and table.verticalScrollBar().maximum() == 0


def test_the_overview_without_games_says_so(qtbot):
    dialog = overview_of(qtbot, (800, 600))
    assert dialog.overview.pages.currentWidget() is dialog.overview.empty
    assert dialog.overview.empty.text() == "No games recorded yet."
