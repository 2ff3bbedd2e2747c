"""A saved game given on the command line (double-click on a .topfive file) or in a macOS
file-open event opens in the window; a damaged one gets its message and the launcher stays."""

from pathlib import Path

from PySide6.QtGui import QFileOpenEvent
from PySide6.QtWidgets import QApplication

from app.games import registry
from app.persistence import saves
from app.persistence.seats import SeatConfig
from app.ui import qt_app
from app.ui.qt_main_window import MainWindow


def _save(tmp_path):
    game = registry.get("flip7")
    state = game.new_state(3, seed=4)
    seats = [SeatConfig("Ana", "#cc3333", "human"), SeatConfig("Ben", "#3366cc", "easy"),
             SeatConfig("Cleo", "#33aa33", "easy")]
    path = tmp_path / "mine.topfive"
    saves.save_game(path, game, state, seats)
    return path, state


def test_saved_game_argument_picks_the_file_not_options(tmp_path):
    assert qt_app.saved_game_argument(["--smoke", str(tmp_path / "a.topfive")]) == tmp_path / "a.topfive"
    assert qt_app.saved_game_argument(["-x", "notes.txt"]) is None
    assert qt_app.saved_game_argument(["-platform", "offscreen"]) is None


def test_a_path_of_another_ending_is_not_passed_over_in_silence(tmp_path):
    """Play-test: `top-five /tmp/x.fifo` opened the plain launcher without a word; now the path goes
    to Load, which says why it is not a saved game."""
    assert qt_app.saved_game_argument([str(tmp_path / "x.fifo")]) == tmp_path / "x.fifo"
    assert qt_app.saved_game_argument(["-platform", "offscreen", "game.sav"]) == Path("game.sav")


def test_file_open_event_loads_the_game(qtbot, tmp_path):
    path, state = _save(tmp_path)
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    filt = qt_app.FileOpenFilter(window)
    handled = filt.eventFilter(QApplication.instance(), QFileOpenEvent(str(path)))
    assert handled
    assert window.session is not None and window.session.state == state


def test_a_damaged_file_shows_a_message_and_keeps_the_launcher(qtbot, tmp_path, monkeypatch):
    bad = tmp_path / "bad.topfive"
    bad.write_text("{ not json")
    shown = []
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    monkeypatch.setattr(window, "show_problem", lambda title, text: shown.append(text))
    qt_app.FileOpenFilter(window).eventFilter(QApplication.instance(), QFileOpenEvent(str(bad)))
    assert window.session is None and shown
    assert "JSON" in shown[0] or "readable" in shown[0]
