"""The launcher: a tile per registered game, Continue only with an unfinished autosave, rules page."""

import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app import persistence
from app.games import registry
from app.ui.qt_launcher import LauncherWidget
from app.ui.qt_main_window import MainWindow
from app.ui.qt_rules import RulesDialog, rules_markdown, rulings_section


def test_a_tile_per_registered_game(qtbot):
    games = registry.all()
    launcher = LauncherWidget(games)
    qtbot.addWidget(launcher)
    assert [t.game_id for t in launcher.tiles] == [g.id for g in games]
    for tile, game in zip(launcher.tiles, games):
        assert tile.title.text() == game.title
        assert str(game.min_players) in tile.players.text() and str(game.max_players) in tile.players.text()
        assert not tile.icon.pixmap().isNull()


def test_tile_click_asks_for_a_new_game(qtbot):
    launcher = LauncherWidget(registry.all())
    qtbot.addWidget(launcher)
    launcher.show()
    with qtbot.waitSignal(launcher.newGameRequested) as blocker:
        qtbot.mouseClick(launcher.tiles[0], Qt.MouseButton.LeftButton)
    assert blocker.args == [registry.all()[0].id]


def test_continue_disabled_without_autosave(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    assert not persistence.autosave_path().exists()
    assert not window.launcher.continue_button.isEnabled()
    assert "No unfinished game" in window.launcher.continue_label.text()


def test_continue_enabled_for_unfinished_autosave_only(qtbot):
    head = {"format": "top-five-save", "version": 1, "game": "flip7", "finished": False,
            "saved_at": "2026-11-29T10:15:00+00:00", "seats": [], "state": {"actions": []}}
    persistence.autosave_path().write_text(json.dumps(head))
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.launcher.continue_button.isEnabled()
    assert "Flip 7" in window.launcher.continue_label.text()
    assert "2026" in window.launcher.continue_label.text()
    # the one autosave of an older version moved to its game's own (one unfinished game per game)
    assert not persistence.autosave_path().exists() and persistence.autosave_path("flip7").exists()
    persistence.autosave_path("flip7").write_text(json.dumps({**head, "finished": True}))
    window.show_launcher()
    assert not window.launcher.continue_button.isEnabled()


def test_rules_page_has_our_text_and_the_rulings_section(qtbot, tmp_path, monkeypatch):
    text = ("# Rulings\n\n## Flip 7\n\nR1: a Freeze on yourself. Tests: `test_freeze`, `test_alone`.\n\n"
            "### Detail\n\nmore\n\n## Top This!\n\nother\n")
    section = rulings_section(text, "flip7", "Flip 7")
    assert "R1: a Freeze" in section and "more" in section and "other" not in section
    rulings = tmp_path / "rulings.md"
    rulings.write_text(text)
    monkeypatch.setattr("app.ui.qt_rules.RULINGS", rulings)
    md = rules_markdown("flip7", "Flip 7")
    assert "200 points" in md and "R1: a Freeze on yourself." in md
    assert "test_freeze" not in md  # test names are for developers, not players
    dialog = RulesDialog(registry.all(), "flip7")
    qtbot.addWidget(dialog)
    shown = dialog.browser.toPlainText()
    assert "Second Chance" in shown and "R1: a Freeze" in shown


def test_f1_opens_the_rules(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    QApplication.processEvents()
    window.launcher.tiles[0].play.setFocus()
    QApplication.processEvents()
    qtbot.keyClick(window.launcher.tiles[0].play, Qt.Key.Key_F1)
    assert window._rules is not None and window._rules.isVisible()
    assert "Flip 7" in window._rules.windowTitle()


def test_new_game_over_an_unfinished_one_asks_first(qtbot, monkeypatch):
    head = {"format": "top-five-save", "version": 1, "game": "flip7", "finished": False,
            "saved_at": "2026-11-29T10:15:00+00:00", "seats": [], "state": {"actions": []}}
    persistence.autosave_path().write_text(json.dumps(head))
    window = MainWindow()
    qtbot.addWidget(window)
    asked, opened = [], []
    monkeypatch.setattr(window, "confirm", lambda title, question: asked.append(question) or False)
    monkeypatch.setattr("app.ui.qt_main_window.NewGameDialog.exec", lambda self: opened.append(self) or 0)
    window.new_game("flip7")
    assert asked and "unfinished game of Flip 7" in asked[0] and not opened
    assert json.loads(persistence.autosave_path("flip7").read_text()) == head  # nothing was replaced
    monkeypatch.setattr(window, "confirm", lambda title, question: True)
    window.new_game("flip7")
    assert opened  # the new-game dialog comes next


def test_rules_page_falls_back_to_the_games_own_rulings_file(tmp_path, monkeypatch):
    (tmp_path / "rulings.md").write_text("# Rulings\n\n## Flip 7\n\nnothing for other games\n")
    (tmp_path / "rulings_top_this.md").write_text(
        "# Top This! rulings\n\n## Components (data in `app/games/top_this/x.json`)\n\n"
        "Discs are 24 mm. The code is in `app/games/top_this/rules.py`.\n")
    monkeypatch.setattr("app.ui.qt_rules.RULINGS", tmp_path / "rulings.md")
    md = rules_markdown("top_this", "Top This!")
    assert "flick" in md  # our own rules page
    assert "### Components\n" in md and "Discs are 24 mm." in md
    assert "app/games" not in md and "Top This! rulings" not in md
