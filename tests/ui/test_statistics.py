"""The Statistics window (app/ui/qt_statistics.py): the figures of a hand-made list, the chart painted
in the players' colours, the empty state, the damaged-file sentence, German, the Game menu entry."""

from __future__ import annotations

from PySide6.QtGui import QColor

from app.core import i18n
from app.persistence import settings, stats
from app.ui.qt_statistics import FIGURES, ScoreChart, open_statistics
from tests.support.statistics_window import dialog_for

ANA = {"name": "Ana", "kind": "human", "level": None}
HAL = {"name": "Hal", "kind": "bot", "level": "hard"}
EVE = {"name": "Eve", "kind": "bot", "level": "easy"}
ANA_COLOR, HAL_COLOR = "#2f6fd0", "#d1352b"


def game(day, players, scores, winners, outcome="finished", game_id="flip7"):
    return {"key": f"k{day}{game_id}", "game": game_id, "finished_at": f"2025-04-{day:02d}T09:00:00+00:00",
            "outcome": outcome, "players": players, "scores": scores, "winners": winners, "rounds": 5,
            "moves": 50, "seconds": 300.0, "hints": [0] if day == 2 else []}


def fill():
    for entry in (game(1, [ANA, HAL], [120, 200], [1]), game(2, [ANA, HAL, EVE], [210, 150, 90], [0]),
                  game(3, [ANA, HAL], [205, 100], [0]), game(4, [ANA, EVE], [80, 30], [], outcome="abandoned")):
        assert stats.record(entry) is None
    settings.remember_new_game("flip7", players=2, names=["Ana", "Hal"], colors=[ANA_COLOR, HAL_COLOR],
                               kinds=["human", "hard"])


def cells(dialog):
    table = dialog.table
    names = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    return {key: {names[c]: table.item(r, c).text() for c in range(table.columnCount())}
            for r, (key, _label) in enumerate(FIGURES)}


def test_the_window_shows_the_figures(qtbot):
    fill()
    dialog = dialog_for(qtbot, None)  # opens at the game last played
    assert dialog.game_id() == "flip7"
    assert dialog.pages.currentWidget() is dialog.figures and not dialog.problem.isVisible()
    got = cells(dialog)
    assert list(got["games"]) == ["Ana", "Hal", "Eve"]
    assert got["games"] == {"Ana": "3", "Hal": "3", "Eve": "1"}
    assert got["wins"] == {"Ana": "2", "Hal": "1", "Eve": "0"}
    assert got["rate"]["Ana"] == "67%" and got["rate"]["Eve"] == "0%"
    assert got["hard"]["Ana"] == "67% (2 of 3)" and got["hard"]["Hal"] == "–"
    assert got["easy"]["Ana"] == "100% (1 of 1)" and got["normal"]["Ana"] == "–"
    assert got["average"]["Ana"] == "178.3" and got["best"]["Ana"] == "210"
    assert got["streak"]["Ana"] == "2" and got["hints"]["Ana"] == "1"
    assert got["abandoned"] == {"Ana": "1", "Hal": "0", "Eve": "1"}
    assert dialog.chart_title.text() == "Scores of the last 3 games"
    # every row is visible without scrolling the table
    assert dialog.table.verticalScrollBar().maximum() == 0


def near(image, point, color, radius=3):
    """True when a pixel within `radius` of `point` has about `color`."""
    want = QColor(color)
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            got = image.pixelColor(int(point.x()) + dx, int(point.y()) + dy)
            if max(abs(got.red() - want.red()), abs(got.green() - want.green()), abs(got.blue() - want.blue())) < 40:
                return True
    return False


def test_the_chart_draws_a_line_per_player_in_their_colours(qtbot):
    fill()
    for size in ((800, 600), (1920, 1080)):
        dialog = dialog_for(qtbot, "flip7", size)
        chart = dialog.chart
        assert chart.height() > 150 and chart.width() > 400
        image = chart.grab().toImage()
        background = image.pixelColor(2, image.height() - 2)
        ana = [chart.point_at(i, s) for i, s in ((0, 120), (1, 210), (2, 205))]
        hal = [chart.point_at(i, s) for i, s in ((0, 200), (1, 150), (2, 100))]
        for points, color in ((ana, ANA_COLOR), (hal, HAL_COLOR)):
            for p in points:
                assert near(image, p, color), (size, p, color)
            middle = (points[0] + points[1]) / 2
            assert near(image, middle, color), (size, middle)  # the line between two games
        assert not near(image, (ana[0] + hal[0]) / 2, ANA_COLOR, 1)  # nothing drawn between the lines
        assert image.pixelColor(int(ana[0].x()), int(ana[0].y())) != background
        # Eve played one of the last games: a point of her own (the palette's next colour)
        eve = chart.point_at(1, 90)
        assert image.pixelColor(int(eve.x()), int(eve.y())) != background


def test_the_y_axis_takes_every_score():
    chart = ScoreChart()
    chart.resize(600, 300)
    chart.set_games([game(1, [ANA, HAL], [-15, 230], [1])], {}, ["Ana", "Hal"])
    low, high, step = chart.value_range()
    assert low <= -15 and high >= 230 and step > 0 and low % step == 0
    rect = chart.plot_rect()
    assert rect.top() <= chart.point_at(0, 230).y() <= rect.bottom()
    assert rect.top() <= chart.point_at(0, -15).y() <= rect.bottom()


def test_the_empty_state_names_the_game(qtbot):
    fill()
    dialog = dialog_for(qtbot, "top3")
    assert dialog.pages.currentWidget() is dialog.empty
    assert dialog.empty.text() == "No finished games of Top 3 yet."
    stats.record(game(9, [ANA, EVE], [3, 4], [], outcome="abandoned", game_id="top3"))
    dialog.refresh("top3")
    assert dialog.empty.text() == "No finished games of Top 3 yet; 1 game was left unfinished."
    dialog.game.setCurrentIndex(dialog.game.findData("flip7"))
    assert dialog.pages.currentWidget() is dialog.figures
    assert [dialog.game.itemData(i) for i in range(dialog.game.count())] == [
        "flip7", "top_this", "top_oder_flop", "top_pop", "top3"]


def test_a_damaged_file_is_told(qtbot):
    stats.stats_path().write_text("{ nope", "utf-8")
    dialog = dialog_for(qtbot, "flip7")
    assert dialog.problem.isVisible()
    assert dialog.problem.text().startswith("Your statistics could not be read.")
    assert "statistics.damaged-" in dialog.problem.text()
    assert dialog.pages.currentWidget() is dialog.empty


def test_german(qtbot):
    fill()
    english = dialog_for(qtbot, "flip7")
    en_rows = [english.table.verticalHeaderItem(r).text() for r in range(len(FIGURES))]
    en_cells = cells(english)
    with i18n.use("de"):
        german = dialog_for(qtbot, "flip7")
        de_rows = [german.table.verticalHeaderItem(r).text() for r in range(len(FIGURES))]
        de_cells = cells(german)
        assert german.windowTitle() == "Statistik"
        assert german.chart_title.text() != english.chart_title.text()
        empty = dialog_for(qtbot, "top3")
        assert empty.empty.text() != "No finished games of Top 3 yet." and "Top 3" in empty.empty.text()
    assert all(a != b for a, b in zip(en_rows, de_rows)), list(zip(en_rows, de_rows))
    assert de_cells["rate"]["Ana"] == "67 %" and de_cells["hard"]["Ana"] == "67 % (2 von 3)"
    assert de_cells["average"]["Ana"] == "178,3" and en_cells["average"]["Ana"] == "178.3"


def test_the_game_menu_opens_it_at_the_game_on_the_table(qtbot):
    from app.ui.qt_main_window import MainWindow

    fill()
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    game_menu = window.menuBar().actions()[0].menu()
    window.show()  # the menus' entries are made right after the first paint
    qtbot.waitUntil(lambda: bool(game_menu.actions()))
    entry = next(a for a in game_menu.actions() if a.text() == "S&tatistics…")
    entry.trigger()
    dialog = window._statistics_dialog
    assert dialog.isVisible() and dialog.game_id() == "flip7"
    dialog.game.setCurrentIndex(dialog.game.findData("top_pop"))
    dialog.close()

    class Session:  # what open_statistics reads of the session on the table
        game = type("G", (), {"id": "top3"})()

    window.session = Session()
    assert open_statistics(window) is dialog and dialog.game_id() == "top3" and dialog.isVisible()
    window.session = None
    dialog.close()
