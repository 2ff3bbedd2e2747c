"""The launcher's tiles fill as many columns as the tiles' area holds, less the scroll bar when it
shows (watched on the scroll area and its bar since issue 8, part 7, not on the viewport). Since issue
13 the tiles are fitted to the room: all of them whole without scrolling when they can be (cards with
icons as large as the height allows, else rows of icon, texts and buttons), else cards that scroll
beside the bar; never wider than the room."""

from PySide6.QtCore import QPoint, QRect

from app.core.options import GameInfo
from app.games import registry
from app.ui.qt_launcher import CARD, ROW, LauncherWidget


def _tiles_rect(launcher) -> QRect:
    viewport = launcher.scroll.viewport()
    rect = QRect()
    for tile in launcher.tiles:
        rect = rect.united(QRect(tile.mapTo(viewport, QPoint(0, 0)), tile.size()))
    return rect


def test_columns_follow_the_room_beside_the_scroll_bar(qtbot):
    games = registry.infos() + [GameInfo(f"g{i}", f"Game {i}", 2, 4, "A game. " * 8) for i in range(6)]
    launcher = LauncherWidget(games)
    qtbot.addWidget(launcher)
    launcher.show()
    em = launcher.fontMetrics().height()
    seen = []
    for width, height in ((int(em * 30), int(em * 25)), (int(em * 60), int(em * 25)), (int(em * 120), int(em * 60)),
                          (int(em * 45), int(em * 200))):
        launcher.resize(width, height)
        qtbot.wait(10)
        viewport = launcher.scroll.viewport()
        bar = launcher.scroll.verticalScrollBar().isVisible()
        tiles = _tiles_rect(launcher)
        assert tiles.left() >= 0 and tiles.right() < viewport.width(), (width, height, tiles, viewport.width())
        if not bar:  # everything whole in the room
            assert tiles.bottom() < viewport.height(), (width, height)
        seen.append((launcher._columns, launcher.tiles[0].form, bar))
    # a small window scrolls one column of cards; a wide one holds many columns; a tall one shows all
    assert seen[0] == (1, CARD, True)
    assert seen[2][0] >= 6 and not seen[2][2]
    assert seen[3][2] is False
    assert max(c for c, _, _ in seen) >= 4


def test_the_five_games_fit_the_default_window_and_a_big_one_as_cards(qtbot):
    launcher = LauncherWidget(registry.infos())
    qtbot.addWidget(launcher)
    launcher.show()
    launcher.resize(800, 540)  # the default window's launcher
    qtbot.wait(10)
    assert not launcher.scroll.verticalScrollBar().isVisible()
    launcher.set_unfinished({"flip7": None, "top3": None})  # two tiles grow a Continue: cards no longer fit
    qtbot.wait(10)
    assert {t.form for t in launcher.tiles} == {ROW} and not launcher.scroll.verticalScrollBar().isVisible()
    assert not any(t.summary.isVisibleTo(launcher) for t in launcher.tiles)
    assert all(t.title.toolTip() == t.summary.text() for t in launcher.tiles)  # the summary, in a tooltip
    launcher.resize(1900, 1000)
    qtbot.wait(10)
    assert {t.form for t in launcher.tiles} == {CARD} and launcher._columns == 5
    assert all(t.summary.isVisibleTo(launcher) for t in launcher.tiles)
    small = launcher.tiles[0].icon.pixmap().width()
    launcher.resize(1300, 700)
    qtbot.wait(10)
    assert launcher.tiles[0].form == CARD and launcher.tiles[0].icon.pixmap().width() < small
