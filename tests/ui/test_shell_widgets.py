"""Smaller pieces of the shell: the log follows the newest line, the speed menu reaches the scene and is
remembered, Ctrl+S saves to the file chosen before, the score sheet marks the leader."""

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.games import registry
from app.persistence import SeatConfig, paths, settings
from app.ui.qt_log import LogPanel
from app.ui.qt_main_window import MainWindow
from app.ui.qt_score_sheet import ScoreSheet

SEATS = [SeatConfig("Ana", "#d1352b", "human"), SeatConfig("Ben", "#2f6fd0", "normal"),
         SeatConfig("Cleo", "#2e9d4a", "normal")]


def test_log_keeps_the_newest_line_in_sight(qtbot):
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(300, 120)
    log.show()
    for i in range(200):
        log.add(f"Line {i}")
    QApplication.processEvents()
    bar = log.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    assert log.sentences()[-1] == "Line 199" and log.toPlainText().splitlines()[-1] == "Line 199"
    bar.setValue(0)  # the player scrolled up to read: a new line does not yank them down
    log.add("Line 200")
    assert bar.value() == 0


def test_score_sheet_rows_totals_and_leader():
    sheet = ScoreSheet(["Ana", "Ben"], ["#d1352b", "#2f6fd0"])
    sheet.update_from({"rounds": [[10, 0], [5, 30]], "totals": [15, 30], "winners": [], "is_over": False})
    assert sheet.rowCount() == 3
    assert [sheet.verticalHeaderItem(r).text() for r in range(3)] == ["Round 1", "Round 2", "Total"]
    assert sheet.cell_text(1, 1) == "30" and sheet.cell_text(2, 0) == "15"
    assert sheet.item(2, 1).toolTip() == "Leading" and sheet.item(2, 0).toolTip() == ""
    sheet.update_from({"rounds": [[10, 0], [5, 30]], "totals": [15, 30], "winners": [1], "is_over": True})
    assert sheet.item(2, 1).toolTip() == "Winner"


def test_speed_menu_reaches_the_scene_and_is_remembered(qtbot):
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.start_game(registry.get("flip7"), SEATS, seed=3)
    window.speed_actions["fast"].trigger()
    assert window.table.scene.speed == 0.5 and settings.get("speed") == "fast"
    window.speed_actions["off"].trigger()
    assert window.table.scene.speed == 0.0
    again = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(again)
    assert again.speed_key() == "off"


def test_ctrl_s_saves_to_the_chosen_file(qtbot, tmp_path):
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    window.set_speed("off")
    window.start_game(registry.get("flip7"), SEATS, seed=3)
    path = tmp_path / "game"
    window.save_as(path)
    assert window.save_path == tmp_path / "game.topfive" and window.save_path.exists()
    window.save_path.unlink()
    window.activateWindow()
    QApplication.processEvents()
    window.table.view.setFocus()
    qtbot.keyClick(window.table.view, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    saved = json.loads(window.save_path.read_text())
    assert saved["game"] == "flip7" and [s["name"] for s in saved["seats"]] == ["Ana", "Ben", "Cleo"]


def test_load_button_opens_the_file_dialog_and_loads(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    first = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(first)
    first.start_game(registry.get("flip7"), SEATS, seed=8)
    path = tmp_path / "kept.topfive"
    first.save_as(path)
    position = first.session.state.to_json()
    first.close()
    asked = []

    def fake_open(parent, caption, folder, filters):
        asked.append(filters)
        return str(path), filters

    monkeypatch.setattr(QFileDialog, "getOpenFileName", fake_open)
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    # the first window's game is unfinished in the autosave: loading replaces it, so it asks first
    monkeypatch.setattr(window, "confirm", lambda title, question: asked.append(question) or True)
    qtbot.mouseClick(window.launcher.load_button, Qt.MouseButton.LeftButton)
    assert asked[0] == "Top Five saved game (*.topfive *.json)"
    assert asked[1].startswith("Your unfinished game of Flip 7 (saved ") and len(asked) == 2
    assert window.session is not None and window.session.state.to_json() == position
    assert window.save_path == path and window.stack.currentWidget() is window.table


def test_log_shows_names_in_their_colours_and_escapes_text(qtbot):
    log = LogPanel()
    qtbot.addWidget(log)
    log.set_players(["Ana", "Anabel", "<Bo>"], ["#d1352b", "#2f6fd0", "#f4d35e"])
    log.add("Anabel froze Ana; <Bo> drew a 7")
    assert log.sentences() == ["Anabel froze Ana; <Bo> drew a 7"]
    assert log.toPlainText() == "Anabel froze Ana; <Bo> drew a 7"
    fragments = []
    block = log.document().firstBlock()
    it = block.begin()
    while not it.atEnd():
        frag = it.fragment()
        fragments.append((frag.text(), frag.charFormat().foreground().color().name()))
        it += 1
    colours = dict(fragments)
    assert colours["Anabel"] == "#2f6fd0" and colours["Ana"] == "#d1352b"
    assert colours["<Bo>"] != "#f4d35e"  # a light yellow is darkened to be readable on white


@pytest.mark.parametrize("prefs", [
    {"speed": [1]}, {"speed": {"a": 1}}, {"speed": 3}, {"speed": None}, {"speed": True}, {"speed": "warp"},
    {"window_geometry": 5}, {"window_geometry": ["01"]}, {"window_geometry": {"w": 1}},
    {"window_geometry": "not hex ☃"}, {"window_geometry": "00ff"},
    {"speed": [["fast"]], "window_geometry": [{"x": None}]},
])
def test_hand_edited_settings_never_stop_the_app(qtbot, prefs):
    """Whatever a player typed into settings.json, the window opens (wrong values mean defaults)."""
    doc = {"format": "top-five-settings", "version": 1, "new_game": {}, "prefs": prefs}
    paths.settings_path().parent.mkdir(parents=True, exist_ok=True)
    paths.settings_path().write_text(json.dumps(doc), encoding="utf-8")
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    assert window.speed_key() == "normal"
    assert window.stack.currentWidget() is window.launcher


def test_a_valid_remembered_speed_is_still_used(qtbot):
    doc = {"format": "top-five-settings", "version": 1, "new_game": {}, "prefs": {"speed": "fast"}}
    paths.settings_path().parent.mkdir(parents=True, exist_ok=True)
    paths.settings_path().write_text(json.dumps(doc), encoding="utf-8")
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    assert window.speed_key() == "fast"
