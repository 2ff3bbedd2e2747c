"""Window-level fixes from the play-test (issue 7): the table's share of the width after a finished
game was loaded, a saved window larger than the screen, the Game > New game, View > Full screen and
Edit > Redo actions."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QPoint, QRect, Qt
from PySide6.QtGui import QGuiApplication, QKeySequence

from app.games import registry
from app.persistence import SeatConfig, saves, settings
from app.ui.qt_main_window import MainWindow

SEATS = [SeatConfig("Ana", "#cc3333", "human"), SeatConfig("Ben", "#3366cc", "normal"),
         SeatConfig("Cleo", "#33aa33", "normal")]


def _finished_save(tmp_path):
    game = registry.get("flip7")
    state = game.new_state(3, 5, None)
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return saves.save_game(tmp_path / "finished.topfive", game, state, SEATS)


def _window(qtbot, width=1600, height=1000) -> MainWindow:
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    return window


def _table_share(window) -> float:
    table, side = window.table.splitter.sizes()
    return table / (table + side)


def test_new_game_after_a_loaded_finished_game_gives_the_table_most_of_the_width(qtbot, tmp_path):
    window = _window(qtbot)
    window.load_game(_finished_save(tmp_path))
    qtbot.waitUntil(lambda: window.table.pages.currentWidget() is window.table.end, timeout=5000)
    window.show_launcher()
    window.start_game(registry.get("flip7"), SEATS, 7)
    qtbot.wait(20)
    assert window.table.pages.currentWidget() is window.table.splitter
    splitter = window.table.splitter
    assert splitter.width() > 1500
    assert _table_share(window) > 0.7, splitter.sizes()  # was 434 of 1596 px before the fix
    # the panels follow the window's width ...
    window.resize(1000, 700)
    qtbot.wait(20)
    assert _table_share(window) > 0.65, splitter.sizes()
    window.close()


def test_the_divider_can_be_dragged_and_stays_where_it_was_put(qtbot):
    window = _window(qtbot)
    window.start_game(registry.get("flip7"), SEATS, 7)
    qtbot.wait(20)
    splitter = window.table.splitter
    handle = splitter.handle(1)
    before = splitter.sizes()
    start = handle.rect().center()
    qtbot.mousePress(handle, Qt.MouseButton.LeftButton, pos=start)
    for dx in (-50, -150, -300):
        qtbot.mouseMove(handle, start + QPoint(dx, 0))
    qtbot.mouseRelease(handle, Qt.MouseButton.LeftButton, pos=start + QPoint(-300, 0))
    dragged = splitter.sizes()
    assert dragged[0] < before[0] - 200, (before, dragged)
    share = _table_share(window)
    window.resize(1500, 1000)  # a resize keeps the player's choice (Qt scales it), it does not reset it
    qtbot.wait(20)
    assert abs(_table_share(window) - share) < 0.05, (dragged, splitter.sizes())
    # the next game starts with the usual sizes again
    window.start_game(registry.get("flip7"), SEATS, 8)
    qtbot.wait(20)
    assert _table_share(window) > 0.7, splitter.sizes()
    window.close()


def _saved_geometry(rect: QRect) -> str:
    from PySide6.QtWidgets import QMainWindow

    probe = QMainWindow()
    probe.setGeometry(rect)
    data = bytes(probe.saveGeometry().toHex()).decode("ascii")
    probe.deleteLater()
    return data


def _inside(window, room: QRect) -> None:
    geometry = window.geometry()
    assert room.contains(geometry), (geometry, room)
    # the title bar (above the inside) is on the screen too
    assert geometry.top() - window.style().pixelMetric(window.style().PixelMetric.PM_TitleBarHeight) \
        >= room.top() or window.frameGeometry().top() >= room.top()


def test_a_saved_window_larger_than_the_screen_is_cut_down_to_it(qtbot):
    room = QGuiApplication.primaryScreen().availableGeometry()
    settings.put("window_geometry", _saved_geometry(QRect(room.x() - 200, room.y() - 150,
                                                          room.width() * 2, room.height() * 2)))
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    _inside(window, room)
    window.show()
    qtbot.waitExposed(window)
    assert room.contains(window.frameGeometry()), (window.frameGeometry(), room)


def test_a_saved_window_partly_off_the_screen_is_moved_onto_it(qtbot):
    room = QGuiApplication.primaryScreen().availableGeometry()
    settings.put("window_geometry", _saved_geometry(QRect(room.right() - 100, room.bottom() - 80, 400, 300)))
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    _inside(window, room)
    assert window.width() == 400 and window.height() == 300


def test_the_first_window_fits_a_small_screen(qtbot, monkeypatch):
    """No saved geometry: the default size (60 x 40 lines of text) is cut down to the screen (with
    QT_SCALE_FACTOR=2 on a 1080-pixel screen it was 1680 x 1120 device pixels)."""
    room = QGuiApplication.primaryScreen().availableGeometry()
    monkeypatch.setattr(MainWindow, "fontMetrics", lambda self: _BigFont(room))
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    assert window.width() <= room.width() and window.height() <= room.height(), (window.size(), room)


class _BigFont:
    """Font metrics of a font so large that 60 x 40 lines exceed the screen."""

    def __init__(self, room: QRect) -> None:
        self._em = max(room.width() // 50, room.height() // 30)

    def height(self) -> int:
        return self._em
