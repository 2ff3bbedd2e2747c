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
