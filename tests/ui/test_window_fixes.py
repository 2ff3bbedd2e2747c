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
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)  # the window's keys reach its actions
    qtbot.waitUntil(lambda: window._actions_made, timeout=5000)  # the menus fill after the first paint
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


def _keys(action) -> list[str]:
    return [k.toString(QKeySequence.SequenceFormat.PortableText) for k in action.shortcuts()]


def test_the_new_menu_actions_and_their_keys(qtbot):
    window = _window(qtbot, 900, 600)
    menus = {m.title().replace("&", ""): [a.text().replace("&", "") for a in m.actions()]
             for m in (a.menu() for a in window.menuBar().actions()) if m is not None}
    assert "New game…" in menus["Game"]
    assert "Redo" in menus["Edit"] and menus["Edit"].index("Redo") == menus["Edit"].index("Undo") + 1
    assert "Full screen" in menus["View"]
    assert "Ctrl+N" in _keys(window.new_action)
    assert "F11" in _keys(window.full_screen_action) and window.full_screen_action.isCheckable()
    redo_keys = _keys(window.redo_action)
    assert "Ctrl+Shift+Z" in redo_keys
    for key in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo):  # Ctrl+Y on Windows-style keymaps
        assert key.toString(QKeySequence.SequenceFormat.PortableText) in redo_keys
    # window keys never take a plain letter, digit, space or Esc from the table
    for action in window.actions():
        for key in action.shortcuts():
            combo = key[0]
            plain = not combo.keyboardModifiers() & (Qt.KeyboardModifier.ControlModifier
                                                     | Qt.KeyboardModifier.AltModifier)
            typed = Qt.Key.Key_Space <= combo.key() <= Qt.Key.Key_AsciiTilde or combo.key() in (
                Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab)
            assert not (plain and typed), key.toString()
    assert not window.redo_action.isEnabled() and window.redo_action.toolTip() == "There is no game to redo in."
    window.close()


def test_f11_toggles_full_screen(qtbot):
    window = _window(qtbot, 900, 600)
    assert not window.isFullScreen() and not window.full_screen_action.isChecked()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    assert window.full_screen_action.isChecked()
    window.full_screen_action.trigger()  # the menu item leaves it again
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2000)
    assert not window.full_screen_action.isChecked()
    window.close()


def test_ctrl_n_asks_first_then_opens_the_new_game_dialog_of_the_game_on_the_table(qtbot, monkeypatch):
    from app.ui import qt_main_window

    window = _window(qtbot, 900, 600)
    window.start_game(registry.get("top_this"), SEATS[:2], 5)
    asked: list = []
    opened: list = []
    monkeypatch.setattr(qt_main_window.NewGameDialog, "exec",
                        lambda dialog: opened.append(dialog.game.id) or qt_main_window.NewGameDialog.DialogCode.Rejected)
    window.confirm = lambda title, question: asked.append(question) or False
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert len(asked) == 1 and "unfinished game of Top This!" in asked[0]
    assert "saved automatically" in asked[0] and "Save As" in asked[0]
    assert opened == [] and window.session is not None  # No: the game goes on
    window.confirm = lambda title, question: asked.append(question) or True
    window.new_action.trigger()
    assert opened == ["top_this"]
    assert window.session is not None and window.session.game.id == "top_this"  # the dialog was cancelled
    window.close()


def test_redo_menu_item_follows_undo_and_plays_the_move_again(qtbot):
    from app.games.top_this.actions import Flip

    window = _window(qtbot, 1200, 800)
    window.set_speed("off")
    window.start_game(registry.get("top_this"), [SeatConfig("Ana", "#cc3333", "human"),
                                                  SeatConfig("Ben", "#3366cc", "human")], 5)
    session = window.session
    qtbot.waitUntil(lambda: bool(session.legal_actions()) and not session.animation_pending, timeout=5000)
    assert not window.redo_action.isEnabled()
    assert window.redo_action.toolTip() == "There is no taken-back move to play again."
    session.submit(next(a for a in session.legal_actions() if isinstance(a, Flip)))
    after = session.state.to_json()
    qtbot.waitUntil(lambda: not session.animation_pending, timeout=5000)
    window.undo_action.trigger()
    assert window.redo_action.isEnabled() and window.redo_action.toolTip() == "Play the move you took back again"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert session.state.to_json() == after
    # the note comes before the lines of the move it plays again (issue 25: the session writes it)
    assert window.table.log.sentences()[-2] == "Ana played the taken-back move again."
    assert not window.redo_action.isEnabled()
    window.close()


def test_play_again_after_a_loaded_top_this_game_keeps_the_start_player_not_the_old_drop(qtbot, tmp_path,
                                                                                          monkeypatch):
    """Play-test: Play again after a loaded Top This! game copied its recorded setup drop (data bound
    to the old game's seed) and the new game was refused ("Option 'drop' does not belong to this seed")."""
    game = registry.get("top_this")
    state = game.new_state(3, 21, {"start": 1})
    assert "drop" in state.options  # the setup drop is recorded as set-up data
    path = saves.save_game(tmp_path / "pizza.topfive", game, state, SEATS)
    window = _window(qtbot)
    problems: list[tuple[str, str]] = []
    monkeypatch.setattr(window, "show_problem", lambda title, text: problems.append((title, text)))
    window.load_game(path)
    first = window.session
    assert first is not None and first.game is game
    window.play_again()
    assert problems == []
    assert window.session is not first and window.session.game is game
    assert window.session.options.get("start") == 1  # the public choice is kept ...
    assert window.session.state.seed != 21  # ... with a new shuffle and a drop of its own
    window.close()


def test_saving_says_so_in_the_table_without_shrinking_it(qtbot, tmp_path):
    """Play-test: after Save a window status bar appeared under the table and shrank it."""
    window = _window(qtbot, 1000, 700)
    window.start_game(registry.get("flip7"), SEATS, 7)
    qtbot.wait(50)
    before = window.table.view.height()
    assert window._write(tmp_path / "kept.topfive")
    qtbot.wait(50)
    assert window.table.view.height() == before
    assert window.table.note() == ("Saved to kept.topfive.", "info")
    window.close()
