"""The keys a desktop player expects (issue 27, "Conventions a desktop player expects"): Ctrl+Y redoes,
Esc leaves full screen and full screen says how, Ctrl+Z that cannot undo says why, Return presses the
focused launcher button, Ctrl+N opens the focused game's dialog, Tab reaches every field before Start."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from app.games import registry
from app.persistence import SeatConfig
from app.ui import qt_main_window
from app.ui.qt_new_game import NewGameDialog
from tests.ui.test_window_fixes import _window

HUMANS = [SeatConfig("Ana", "#cc3333", "human"), SeatConfig("Ben", "#3366cc", "human")]


def _started(qtbot, window, game="top_this"):
    window.set_speed("off")
    window.start_game(registry.get(game), HUMANS, 5)
    session = window.session
    qtbot.waitUntil(lambda: bool(session.legal_actions()) and not session.animation_pending, timeout=5000)
    return session


def test_ctrl_y_redoes_the_move_taken_back(qtbot):
    from app.games.top_this.actions import Flip

    window = _window(qtbot, 1200, 800)
    assert QKeySequence("Ctrl+Y") in window.redo_action.shortcuts()  # xcb's own Redo is Ctrl+Shift+Z only
    session = _started(qtbot, window)
    session.submit(next(a for a in session.legal_actions() if isinstance(a, Flip)))
    after = session.state.to_json()
    qtbot.waitUntil(lambda: not session.animation_pending, timeout=5000)
    window.undo_action.trigger()
    assert session.state.to_json() != after
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert session.state.to_json() == after
    window.close()


def test_ctrl_z_that_cannot_undo_says_why_in_the_status_line(qtbot):
    window = _window(qtbot, 1200, 800)
    _started(qtbot, window)
    assert not window.undo_action.isEnabled()
    reason = window.undo_action.toolTip()
    assert reason and window.table.note() is None
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.table.note() == (reason, "refused")
    assert reason in window.table.status_text()
    qtbot.keyClick(window, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)  # nothing to redo either
    assert window.table.note() == (window.redo_action.toolTip(), "refused")
    window.close()


def test_esc_leaves_full_screen_and_full_screen_says_how(qtbot):
    window = _window(qtbot, 900, 600)
    assert window.full_screen_note() is None
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    assert window.full_screen_note() == "Full screen: press F11 or Esc to leave."
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2000)
    assert window.full_screen_note() is None
    window.close()


def test_esc_at_the_table_drops_a_choice_first_then_leaves_full_screen(qtbot):
    window = _window(qtbot, 1200, 800)
    _started(qtbot, window)
    scene, view = window.table.scene, window.table.view
    window.toggle_full_screen()
    qtbot.waitUntil(window.isFullScreen, timeout=2000)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_F)  # Top This!: F picks a topping to flip
    assert scene.key_pick is not None
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # drops the pick: the window stays full screen
    assert scene.key_pick is None and window.isFullScreen()
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # nothing left to drop: full screen goes
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2000)
    window.close()


def test_return_presses_the_focused_launcher_button(qtbot):
    window = _window(qtbot, 1200, 800)
    asked: list = []
    window.launcher.rulesRequested.connect(asked.append)
    tile = window.launcher.tiles[2]
    tile.rules.setFocus()
    qtbot.waitUntil(tile.rules.hasFocus, timeout=2000)
    qtbot.keyClick(tile.rules, Qt.Key.Key_Return)
    assert asked == [tile.game_id]
    window.close()


def test_ctrl_n_on_the_launcher_opens_the_focused_games_dialog(qtbot, monkeypatch):
    window = _window(qtbot, 1200, 800)
    opened: list = []
    monkeypatch.setattr(qt_main_window.NewGameDialog, "exec",
                        lambda dialog: opened.append(dialog.game.id) or NewGameDialog.DialogCode.Rejected)
    tile = window.launcher.tiles[3]
    tile.learn.setFocus()
    qtbot.waitUntil(tile.learn.hasFocus, timeout=2000)
    qtbot.keyClick(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert opened == [tile.game_id] and tile.game_id != window.games[0].id
    window.close()


def _tab_chain(dialog: NewGameDialog) -> list[QWidget]:
    """The widgets Tab visits, from the player count until it comes round again."""
    seen, widget = [], dialog.players
    while True:
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisibleTo(dialog) and widget.isEnabled():
            seen.append(widget)
        widget = widget.nextInFocusChain()
        if widget is dialog.players or len(seen) > 200:
            return seen


def test_tab_reaches_every_field_of_the_new_game_dialog_before_start(qtbot):
    for game_id in ("flip7", "top3"):
        dialog = NewGameDialog(registry.get(game_id))
        qtbot.addWidget(dialog)
        dialog.players.setValue(4)
        chain = _tab_chain(dialog)
        start = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        fields = [w for row in dialog.rows for w in (row.name, row.color, row.kind)]
        fields += [w for _o, w, _n in dialog.option_rows.values() if w.isEnabled()] + [dialog.seed, dialog.speed]
        assert start in chain
        before_start = chain[:chain.index(start)]
        assert [w for w in fields if w not in before_start] == [], game_id
        assert before_start.index(dialog.rows[0].name) < before_start.index(dialog.rows[1].name) \
            < before_start.index(dialog.seed), game_id  # top to bottom
