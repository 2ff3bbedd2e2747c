"""Learn to play on the main window: the launcher's button, the banner, the pointer, the gate,
Leave the lesson and Play a real game; and the scripted run of clicks (tests/support/tutorial_run.py)."""

from __future__ import annotations

import sys
import types

import pytest
from PySide6.QtCore import QTimer, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from app import persistence
from app.core import i18n
from app.core.i18n import N_
from app.core.tutorial import Lesson, Step
from app.ui.qt_new_game import NewGameDialog
from app.ui.table_scene import TableScene
from tests.support.tutorial_run import click_rect, learner_may_move, main_window, run_lesson

#: the learner (seat 0) flips first (seat 2 deals); numbers only, none twice: nobody busts
DECK = ["5", "6", "7", "8", "9", "10", "11", "12", "4", "3"]
LESSON = Lesson(
    game="flip7", players=3, seed=11, options={"deck": DECK, "dealer": 2}, bots=("easy", "easy"),
    names=(N_("You"), "Ana", "Ben"), intro="Flip 7 in two clicks.",
    steps=(Step("Click the deck to flip a card, {p0}.", ("hit",)),
           Step("Click Stay to bank your points.", ("stay",))),
    done="Well done: you know how to flip and stay.")


def _flip7_target_of(scene, action):
    if action.TYPE == "hit":
        return scene.deck.sceneBoundingRect()
    if action.TYPE == "stay":
        return scene.stay_button.sceneBoundingRect()
    return scene.lines[action.player].sceneBoundingRect()


@pytest.fixture
def flip7_lesson(monkeypatch):
    """The small lesson above as Flip 7's (whatever tutorial.py the game has), and a target_of for
    Flip 7's scene if it has none of its own yet."""
    monkeypatch.setitem(sys.modules, "app.games.flip7.tutorial", types.SimpleNamespace(LESSON=LESSON))
    from app.games.flip7.ui.scene import Scene

    if Scene.target_of is TableScene.target_of:
        monkeypatch.setattr(Scene, "target_of", _flip7_target_of)
    return LESSON


@pytest.fixture
def window(qtbot):
    window = main_window(qtbot)
    yield window
    window.close()


def test_the_launcher_tile_starts_the_lesson_with_banner_pointer_and_no_autosave(qtbot, window, flip7_lesson):
    tile = next(t for t in window.launcher.tiles if t.game_id == "flip7")
    assert tile.learn.text() == "Learn to play"
    qtbot.mouseClick(tile.learn, Qt.MouseButton.LeftButton)
    run = window.lesson
    assert run is not None and window.stack.currentWidget() is window.table
    session, table = window.session, window.table
    assert session.save_path is None and [s.kind for s in session.seats] == ["human", "easy", "easy"]
    assert session.names == ["You", "Ana", "Ben"]
    banner = table.banner
    assert banner is run.banner and banner.isVisible()
    assert "step 1 of 2" in banner.heading.text()
    assert banner.prompt.text() == "Click the deck to flip a card, You."
    assert banner.intro.isVisible() and banner.intro.text() == "Flip 7 in two clicks."
    assert not banner.real.isVisible()
    # the pointer comes when the deal has been shown and it is the learner's turn
    qtbot.waitUntil(lambda: learner_may_move(window) and table.pointed_at() is not None, timeout=10000)
    marker = table.scene.hint_marker
    assert marker is not None and marker.target == table.scene.target_of(table.pointed_at())
    assert table.pointed_at().TYPE == "hit"
    # a move of another kind is refused with the step's sentence and changes nothing
    moves = len(session.actors)
    click_rect(qtbot, window, table.scene.stay_button.sceneBoundingRect())
    assert len(session.actors) == moves
    assert "Click the deck to flip a card, You." in table.status_text()
    assert table.scene.hint_marker is not None  # the refusal redrew the table; the ring stays
    # the deck is the step's move: on to step 2
    click_rect(qtbot, window, table.scene.target_of(table.pointed_at()))
    qtbot.waitUntil(lambda: len(session.actors) > moves, timeout=5000)
    assert "step 2 of 2" in banner.heading.text() and not banner.intro.isVisible()
    assert banner.prompt.text() == "Click Stay to bank your points."
    assert not persistence.autosave_path().exists()


def test_run_lesson_clicks_through_and_play_a_real_game_opens_the_dialog(qtbot, window, flip7_lesson):
    run = run_lesson(qtbot, window, "flip7")
    assert run.tutorial.finished
    banner = window.table.banner
    assert "lesson complete" in banner.heading.text()
    assert banner.prompt.text() == "Well done: you know how to flip and stay."
    assert banner.real.isVisible()
    assert window.table.scene.hint_marker is None
    assert not persistence.autosave_path().exists()
    seen: list = []

    def cancel_dialog():
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            QTimer.singleShot(10, cancel_dialog)
            return
        seen.append(dialog)
        dialog.reject()

    QTimer.singleShot(0, cancel_dialog)
    qtbot.mouseClick(banner.real, Qt.MouseButton.LeftButton)
    assert seen and seen[0].game.id == "flip7"
    assert window.session is None and window.stack.currentWidget() is window.launcher
    assert window.lesson is None


def test_leave_the_lesson_returns_to_the_launcher_and_keeps_the_real_autosave(qtbot, window, flip7_lesson):
    # an unfinished real game of Flip 7 first: its autosave must survive the lesson
    from app.persistence import SeatConfig

    game = next(g for g in window.games if g.id == "flip7")
    window.start_game(game, [SeatConfig("Ana", "#d33"), SeatConfig("Bo", "#3a3", "easy"),
                             SeatConfig("Cy", "#33d", "easy")], seed=5)
    qtbot.waitUntil(lambda: window.session is not None and window.session.saved_moves is not None, timeout=5000)
    window.show_launcher()
    path = persistence.autosave_path("flip7")
    before = path.read_bytes()
    window.start_tutorial("flip7")
    assert window.lesson is not None
    qtbot.waitUntil(lambda: learner_may_move(window), timeout=10000)
    click_rect(qtbot, window, window.table.scene.target_of(window.table.pointed_at()))
    qtbot.wait(200)
    qtbot.mouseClick(window.table.banner.leave, Qt.MouseButton.LeftButton)
    assert window.session is None and window.stack.currentWidget() is window.launcher
    assert window.lesson is None and window.table.banner is None
    assert path.read_bytes() == before
    assert window.launcher.continue_button.isEnabled()


def test_a_game_without_a_lesson_says_so(qtbot, window, monkeypatch):
    monkeypatch.setitem(sys.modules, "app.games.flip7.tutorial", None)  # as if there were no such module
    said: list = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: said.append((title, text)))
    window.start_tutorial("flip7")
    assert said == [("Learn to play", "No lesson for this game yet.")]
    assert window.session is None and window.lesson is None
    with i18n.use("de"):
        window.start_tutorial("flip7")
    assert said[1][1] != "No lesson for this game yet." and said[1][0] != "Learn to play"


def test_the_banner_in_german(qtbot, window, flip7_lesson):
    with i18n.use("de"):
        window.start_tutorial("flip7")
        banner = window.table.banner
        texts = [banner.heading.text(), banner.leave.text(), banner.real.text()]
    assert "step 1 of 2" not in texts[0] and texts[1] != "Leave the lesson" and texts[2] != "Play a real game"


def test_a_step_the_table_does_not_allow_now_says_so_and_lets_the_learner_play_on(qtbot, window, monkeypatch):
    """A step whose move cannot be made on the table as it lies (a flick that missed, in Top This!)
    does not stall the lesson: the banner says to play on, and the gate lets the rules decide."""
    from app.ui import qt_tutorial

    lesson = Lesson(game="flip7", players=3, seed=11, options={"deck": DECK, "dealer": 2}, bots=("easy", "easy"),
                    names=(N_("Sam"), "Ana", "Ben"), intro="Flip 7.",
                    steps=(Step("Give the Freeze to somebody.", ("target",)),), done="Done.")
    monkeypatch.setitem(sys.modules, "app.games.flip7.tutorial", types.SimpleNamespace(LESSON=lesson))
    window.start_tutorial("flip7")
    qtbot.waitUntil(lambda: learner_may_move(window), timeout=10000)
    qtbot.waitUntil(lambda: qt_tutorial.PLAY_ON in window.table.banner.prompt.text(), timeout=5000)
    assert window.table.banner.prompt.text().startswith("Give the Freeze to somebody.")
    assert window.table.pointed_at() is None
    hit = next(a for a in window.session.legal_actions() if a.TYPE == "hit")
    assert window.session.explain(hit) is None  # not refused by the lesson
