"""Learn to play Top This! by clicks and drags through the table's viewport, as a learner does: the
lesson from the main window to "Play a real game" (animations off, no bot delay)."""

from __future__ import annotations

from app.core import i18n
from tests.support.tutorial_run import main_window, run_lesson
from tests.ui.top_this_gestures import play


def _gesture(qtbot):
    def gesture(window, action) -> None:
        play(qtbot, window.table.view, window.table.scene, action)
    return gesture


def test_the_lesson_is_completed_by_the_mouse(qtbot):
    window = main_window(qtbot, speed="off")
    run = run_lesson(qtbot, window, "top_this", _gesture(qtbot))
    assert run.tutorial.finished
    banner = window.table.banner
    assert "lesson complete" in banner.heading.text()
    assert banner.prompt.text() == ("You have played every kind of move: adding, flipping, Top This!, taking off "
                                    "and passing. Play a real game!")
    assert banner.real.isVisible() and banner.real.text() == "Play a real game"
    state = window.session.state
    mine = [a.TYPE for a, seat in zip(state.history, window.session.actors) if seat == 0]
    assert mine[:8] == ["pass", "flick", "flick", "remove", "flip", "flip", "top_this", "flick"]


def test_the_lesson_in_german(qtbot):
    with i18n.use("de"):
        window = main_window(qtbot, speed="off", size=(800, 600))
        run = run_lesson(qtbot, window, "top_this", _gesture(qtbot))
        assert run.tutorial.finished
        banner = window.table.banner
        assert banner.prompt.text().startswith("Du hast jede Art von Zug gespielt")
        assert banner.real.isVisible() and banner.real.text() != "Play a real game"
