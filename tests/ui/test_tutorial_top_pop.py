"""Learn to play Top Pop completed by a scripted run of clicks through the table view's viewport
(tests/support/tutorial_run.py run_lesson): animations off, no bot delay. A move of this game is
several clicks (a card, then where it goes, ...): each click goes to the centre of what the scene
rings for the move (`Scene.target_of` names the next click of the move from the choice made so far;
tests/support/lesson_checks.py ring_clicks). The banner then says the lesson is complete and offers
"Play a real game"."""

from __future__ import annotations

import pytest

from app.games.top_pop.tutorial import LESSON
from tests.support.lesson_checks import lesson_by_clicks


@pytest.mark.parametrize("size", [(1200, 800), (800, 600)])
def test_the_lesson_is_completed_by_clicks(qtbot, size):
    lesson_by_clicks(qtbot, "top_pop", LESSON, size)


@pytest.mark.parametrize("size", [(1200, 800), (800, 600)])
def test_the_two_player_lesson_is_completed_by_clicks(qtbot, size):
    from app.games.top_pop.tutorial import DUO_LESSON

    lesson_by_clicks(qtbot, "top_pop", DUO_LESSON, size, which=1)


@pytest.mark.parametrize("language,choice", [("en", 0), ("en", 1), ("de", 1)])
def test_learn_to_play_asks_which_lesson(qtbot, language, choice):
    """The launcher's "Learn to play" of Top Pop asks: the game for three, or for two."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from app.core import i18n
    from app.games.top_pop.tutorial import LESSONS
    from tests.support.tutorial_run import main_window

    with i18n.use(language):
        window = main_window(qtbot, speed="off")
        asked: list = []

        def answer() -> None:
            box = QApplication.activeModalWidget()
            if not isinstance(box, QMessageBox):
                QTimer.singleShot(20, answer)
                return
            titles = [i18n._(lesson.title) for lesson in LESSONS]
            buttons = {b.text().replace("&", ""): b for b in box.buttons()}
            asked.append(sorted(buttons))
            buttons[titles[choice]].click()

        QTimer.singleShot(0, answer)
        window.launcher.learnRequested.emit("top_pop")
        run = window.lesson
        assert run is not None and run.tutorial.lesson is LESSONS[choice]
        assert window.session.state.num_players == LESSONS[choice].players
        assert all(i18n._(lesson.title) in asked[0] for lesson in LESSONS)
        assert i18n._("Cancel") in asked[0] and len(asked[0]) == len(LESSONS) + 1
        window.close()


def test_cancelling_the_choice_starts_no_lesson(qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from tests.support.tutorial_run import main_window

    window = main_window(qtbot, speed="off")

    def cancel() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, cancel)
            return
        next(b for b in box.buttons() if b.text().replace("&", "") == "Cancel").click()

    QTimer.singleShot(0, cancel)
    window.launcher.learnRequested.emit("top_pop")
    assert window.lesson is None and window.session is None
    assert window.stack.currentWidget() is window.launcher
    window.close()
