"""Learn to play follows what happens on the table (issue 27), in the shared lesson mechanism
(app/core/tutorial.py Step.goal/again/passed, app/ui/qt_tutorial.py):
- a move of the step's kind that misses the step's goal (a Top This! flick that misses) is taken back
  with "Try again": nothing is played, the computer does not move, the step stays; the lesson still ends;
- a step the game did by itself (Top Pop: a stack after which nothing more can be stacked ends the
  turn) is passed over, and the banner says what happened instead of "Click Done";
- a hint asked for during a lesson is the lesson's move for the step, not the strongest bot's."""

from __future__ import annotations

import math

import pytest

from app.games.top_pop.actions import Stack
from app.games.top_this.actions import Flick
from app.ui.qt_table_hints import THINKING
from tests.support.lesson_checks import ring_clicks
from tests.support.tutorial_run import continue_lesson, learner_may_move, main_window, run_lesson
from tests.ui.top_this_gestures import play


def _flicks(qtbot):
    def gesture(window, action) -> None:
        play(qtbot, window.table.view, window.table.scene, action)
    return gesture


def _turned(flick: Flick, degrees: float) -> Flick:
    a = math.atan2(flick.vy, flick.vx) + math.radians(degrees)
    v = math.hypot(flick.vx, flick.vy)
    return Flick(flick.disc, flick.face, flick.x, flick.y, v * math.cos(a), v * math.sin(a))


def _mine(session) -> list[str]:
    return [a.TYPE for a, seat in zip(session.state.history, session.actors) if seat == 0]


@pytest.mark.parametrize("language", ["en", "de"])
def test_top_this_two_missed_flicks_are_taken_back_and_the_lesson_still_ends(qtbot, language):
    from app.core import i18n

    with i18n.use(language):
        window = main_window(qtbot, speed="off")
        gesture = _flicks(qtbot)
        run = run_lesson(qtbot, window, "top_this", gesture, until=3)
        session, table, tutorial = window.session, window.table, run.tutorial
        prompt = table.banner.prompt.text()
        for _attempt in (1, 2):
            aimed = tutorial.target(table.current_view(), session.legal_actions())
            moves = len(session.actors)
            gesture(window, _turned(aimed, 75.0))  # the olives go wide of the pepperoni
            qtbot.waitUntil(lambda: table.banner.prompt.text() != prompt, timeout=5000)
            qtbot.waitUntil(lambda: learner_may_move(window), timeout=5000)
            assert len(session.actors) == moves, "the missed flick was played"
            assert tutorial.number == 3 and session.acting_seat() == 0
            text = table.banner.prompt.text()
            assert text.endswith(prompt) and text != prompt  # the "Try again" above the step's words
            if language == "en":
                assert text.startswith("Try again")
            assert table.pointed_at() == tutorial.target(table.current_view(), session.legal_actions())
        run = continue_lesson(qtbot, window, gesture)
        assert run.tutorial.finished
        assert _mine(session)[:8] == ["pass", "flick", "flick", "remove", "flip", "flip", "top_this", "flick"]
        assert 7 in session.state.view(0)["piles"][0]["orders"]  # the order of step 4 is the learner's
    window.close()


def test_top_pop_a_turn_that_ends_by_itself_is_not_followed_by_click_done(qtbot):
    window = main_window(qtbot, speed="off")
    run = run_lesson(qtbot, window, "top_pop", ring_clicks(qtbot), until=3, lesson=0)
    session, table, tutorial = window.session, window.table, run.tutorial
    assert "Click Done" in table.banner.prompt.text() or "Stack" in table.banner.prompt.text()
    assert session.submit(Stack(1, 0, (0, 0)))  # two caps: nothing is left to stack, the turn ends
    assert session.acting_seat() != 0
    text = table.banner.prompt.text()
    assert "Click Done" not in text and "ended by itself" in text
    assert "step 5 of 5" in table.banner.heading.text()
    assert tutorial.number == 5
    run = continue_lesson(qtbot, window, ring_clicks(qtbot))
    assert run.tutorial.finished and _mine(session) == ["place", "take", "stack", "place"]
    window.close()


@pytest.mark.parametrize("game_id,step", [("top_this", 3), ("top_oder_flop", 6)])
def test_a_hint_during_a_lesson_is_the_lessons_move(qtbot, game_id, step):
    window = main_window(qtbot, speed="off")
    gesture = _flicks(qtbot) if game_id == "top_this" else ring_clicks(qtbot)
    run = run_lesson(qtbot, window, game_id, gesture, until=step)
    session, table, tutorial = window.session, window.table, run.tutorial
    target = tutorial.target(table.current_view(), session.legal_actions())
    assert table.pointed_at() == target
    window.ask_hint()
    qtbot.waitUntil(lambda: not session.hint_pending and _(THINKING) not in table.status_text(), timeout=15000)
    qtbot.wait(50)
    assert table.pointed_at() == target
    assert table.scene.hint_marker is not None
    assert tutorial.step.prompt.split(":")[0] in table.status_text()
    window.close()


def _(text: str) -> str:
    from app.core.i18n import _ as translate

    return translate(text)
