"""Smaller pieces of the shell: the log follows the newest line, the speed menu reaches the scene and is
remembered, Ctrl+S saves to the file chosen before, the score sheet marks the leader."""

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.games import registry
from app.persistence import SeatConfig, settings
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
    qtbot.mouseClick(window.launcher.load_button, Qt.MouseButton.LeftButton)
    assert asked == ["Top Five saved game (*.topfive *.json)"]
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
