"""The whole GUI flow, as a player does it: launcher -> new game dialog (Flip 7, one human and two
bots, no animation) -> play by clicking the table view's viewport (the deck, the Stay button, the
players chosen as targets) -> save -> close -> a new main window -> Continue gives the same position
-> play to the end -> the end-of-game breakdown names the winner. Also: a corrupt save."""

from __future__ import annotations

import json

from PySide6.QtCore import QPointF, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from app import persistence
from app.ui.qt_main_window import MainWindow
from app.ui.qt_new_game import NewGameDialog


def _fill_new_game_dialog(done: list) -> None:
    """Runs inside the modal dialog's event loop: choose 3 players, Ana human, two bots, speed off."""
    dialog = QApplication.activeModalWidget()
    if not isinstance(dialog, NewGameDialog):
        QTimer.singleShot(10, lambda: _fill_new_game_dialog(done))
        return
    dialog.players.setValue(3)
    for row, (name, kind) in zip(dialog.rows, (("Ana", "human"), ("Bot Ben", "normal"), ("Bot Cleo", "easy"))):
        row.name.setText(name)
        row.kind.setCurrentIndex(row.kind.findData(kind))
    dialog.speed.setCurrentIndex(dialog.speed.findData("off"))
    dialog.seed.setText("20261129")
    done.append(dialog.choices())
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()


def _click_item(qtbot, window, item) -> None:
    view = window.table.view
    pos = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def _wait_for_ana(qtbot, window) -> None:
    session = window.session
    scene = window.table.scene
    qtbot.waitUntil(lambda: bool(session.is_over or (session.legal_actions() and not scene.busy
                                                     and not session.animation_pending)), timeout=10000)


def _play_one_decision(qtbot, window) -> None:
    """Ana decides by clicking: a target if she must choose one, else hit below 18 points, else stay."""
    session, scene = window.session, window.table.scene
    legal = session.legal_actions()
    kinds = {a.TYPE for a in legal}
    moves = len(session.state.history)
    me = session.view()["players"][0]
    if "target" in kinds:
        target = next(a for a in legal if a.TYPE == "target")
        _click_item(qtbot, window, scene.lines[target.player])
    elif "stay" in kinds and me["line_points"] >= 18:
        _click_item(qtbot, window, scene.stay_button)
    else:
        assert "hit" in kinds
        _click_item(qtbot, window, scene.deck)
    assert len(session.state.history) > moves, window.table.status_text()


def test_whole_game_by_clicks_save_continue_and_end_of_game(qtbot, tmp_path):
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    assert not window.launcher.continue_button.isEnabled()
    tile = next(t for t in window.launcher.tiles if t.game_id == "flip7")
    chosen: list = []
    QTimer.singleShot(0, lambda: _fill_new_game_dialog(chosen))
    qtbot.mouseClick(tile.play, Qt.MouseButton.LeftButton)
    assert chosen and window.session is not None
    assert window.stack.currentWidget() is window.table
    assert [s.name for s in window.session.seats] == ["Ana", "Bot Ben", "Bot Cleo"]
    assert window.speed_key() == "off"
    assert "Flip 7" in window.windowTitle() and "round" in window.windowTitle()

    # play until a round has been scored, and a little more
    decisions = 0
    while len(window.session.view()["rounds"]) < 1 or decisions < 3:
        _wait_for_ana(qtbot, window)
        assert not window.session.is_over
        _play_one_decision(qtbot, window)
        decisions += 1
    _wait_for_ana(qtbot, window)
    assert window.table.sheet.rowCount() == len(window.session.view()["rounds"]) + 1
    assert len(window.table.log.sentences()) > 10

    # save (a file), then close the window: the autosave holds the same position
    path = tmp_path / "mid.topfive"
    window.save_as(path)
    saved_position = window.session.state.to_json()
    saved_log = window.table.log.sentences()
    assert json.loads(path.read_text())["state"] == json.loads(saved_position)
    window.close()

    again = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(again)
    again.resize(1200, 800)
    again.show()
    assert again.launcher.continue_button.isEnabled()
    assert "Flip 7" in again.launcher.continue_label.text()
    qtbot.mouseClick(again.launcher.continue_button, Qt.MouseButton.LeftButton)
    assert again.session is not None and again.session.state.to_json() == saved_position
    assert again.table.log.sentences() == saved_log
    assert [s.kind for s in again.session.seats] == ["human", "normal", "easy"]
    assert again.speed_key() == "off"  # the speed chosen for the game is remembered

    # loading the saved file gives the same position too (after asking: the game on the table goes)
    asked: list = []
    again.confirm = lambda title, question: asked.append(question) or True
    again.load_game(path)
    assert len(asked) == 1 and "unfinished game of Flip 7 (in progress)" in asked[0]
    assert again.session.state.to_json() == saved_position and again.save_path == path
    assert "mid.topfive" in again.windowTitle()

    # play to the end by clicks
    while not again.session.is_over:
        _wait_for_ana(qtbot, again)
        if again.session.is_over:
            break
        _play_one_decision(qtbot, again)
    qtbot.waitUntil(lambda: again.table.pages.currentWidget() is again.table.end, timeout=10000)
    view = again.session.view()
    winners = [again.session.names[w] for w in view["winners"]]
    assert winners and again.table.end.winner_names() == winners
    assert winners[0] in again.table.end.headline.text()
    assert max(view["totals"]) >= 200
    sheet = again.table.end.sheet
    assert sheet.rowCount() == len(view["rounds"]) + 1
    assert [sheet.cell_text(sheet.rowCount() - 1, c) for c in range(3)] == [str(t) for t in view["totals"]]
    assert "game over" in again.windowTitle()

    # play again: same seats, a new game
    old_seed = again.session.state.seed
    qtbot.mouseClick(again.table.end.again, Qt.MouseButton.LeftButton)
    assert again.session is not None and not again.session.is_over
    assert [s.name for s in again.session.seats] == ["Ana", "Bot Ben", "Bot Cleo"]
    assert again.session.state.seed != old_seed
    assert again.table.pages.currentWidget() is again.table.splitter


def test_corrupt_save_shows_the_sentence_and_loses_nothing(qtbot, tmp_path, monkeypatch):
    shown: list = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append((title, text)))
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    bad = tmp_path / "bad.topfive"
    bad.write_text('{"format": "top-five-save", "version": 1, "game": "flip7", "state": {')
    window.load_game(bad)
    assert shown and shown[0][0] == "Cannot load the game"
    assert "cut short" in shown[0][1] or "damaged" in shown[0][1]
    assert window.session is None and window.stack.currentWidget() is window.launcher
    assert bad.read_text().startswith('{"format"')  # the file is left as it was

    # during a game: a bad file leaves the running game as it was
    from app.games import registry
    from app.persistence import SeatConfig

    seats = [SeatConfig("Ana", "#d1352b", "human"), SeatConfig("Ben", "#2f6fd0", "normal"),
             SeatConfig("Cleo", "#2e9d4a", "normal")]
    window.start_game(registry.get("flip7"), seats, seed=5)
    before = window.session
    position = before.state.to_json()
    bad.write_text("not json at all")
    monkeypatch.setattr(window, "confirm", lambda title, question: True)  # "replace your game?" yes
    window.load_game(bad)
    assert len(shown) == 2 and window.session is before and before.state.to_json() == position
    assert before.flush(5)  # the autosave (its game's own) is written by a background thread
    assert persistence.autosave_path("flip7").exists()


def test_undo_button_and_ctrl_z(qtbot):
    from app.games import registry
    from app.persistence import SeatConfig

    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    window.set_speed("off")
    seats = [SeatConfig("Ana", "#d1352b", "human"), SeatConfig("Ben", "#2f6fd0", "normal"),
             SeatConfig("Cleo", "#2e9d4a", "normal")]
    window.start_game(registry.get("flip7"), seats, seed=11)
    assert not window.undo_action.isEnabled()
    # play until Ana can stay (staying reveals nothing, so it can be taken back)
    for _ in range(60):
        _wait_for_ana(qtbot, window)
        kinds = {a.TYPE for a in window.session.legal_actions()}
        if "stay" in kinds:
            break
        _play_one_decision(qtbot, window)
    moves = len(window.session.state.history)
    window.session.set_bot_delay(5000)  # the bots "think" long enough for Ana to change her mind
    _click_item(qtbot, window, window.table.scene.stay_button)
    assert len(window.session.state.history) > moves
    assert window.session.can_undo() and window.undo_action.isEnabled()
    window.activateWindow()
    QApplication.processEvents()
    window.table.view.setFocus()
    qtbot.keyClick(window.table.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(window.session.state.history) == moves
    assert window.table.log.sentences()[-1] == "Ana took back a move."
    assert {a.TYPE for a in window.session.legal_actions()} >= {"stay"}
