"""The top3 lesson completed on the main window by a scripted run of clicks through the table view's
viewport (tests/support/tutorial_run.py), animations off and no bot delay: the finished banner says
so and offers "Play a real game"; each step's move was the learner's, in order."""

from __future__ import annotations

import pytest

from app.games.top3.tutorial import LESSON
from tests.support.lesson_checks import lesson_by_clicks


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_the_lesson_is_completed_by_clicks(qtbot, size):
    lesson_by_clicks(qtbot, "top3", LESSON, size)
