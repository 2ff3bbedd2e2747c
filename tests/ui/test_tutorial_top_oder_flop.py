"""Learn to play Top oder Flop completed by a scripted run of clicks through the table view's viewport
(tests/support/tutorial_run.py): animations off, no bot delay. A move of this game is several clicks
(a card, then where it goes, ...): each click goes to the centre of what the scene rings for the move
(`Scene.target_of`, which names the next click of the move from the choice made so far)."""

from __future__ import annotations

import pytest

from app.core.tutorial import Tutorial
from app.games.top_oder_flop.tutorial import LESSON
from tests.support.tutorial_run import click_rect, main_window, run_lesson

MAX_CLICKS = 10


def clicks(qtbot):
    """The gesture for run_lesson: click the ring's centre until the move is made."""

    def gesture(window, action) -> None:
        session, table = window.session, window.table
        moves = len(session.actors)
        for _ in range(MAX_CLICKS):
            if len(session.actors) > moves:
                return
            rect = table.scene.target_of(action)
            assert rect is not None and not rect.isEmpty(), f"no rect for {action!r}"
            assert table.scene.hint_marker is not None, f"nothing is ringed for {action!r}"
            assert table.scene.hint_marker.sceneBoundingRect().contains(rect.center())
            click_rect(qtbot, window, rect)
        assert len(session.actors) > moves, f"{MAX_CLICKS} clicks did not make {action!r}"

    return gesture


@pytest.mark.parametrize("size", [(1200, 800), (800, 600)])
def test_the_lesson_is_completed_by_clicks(qtbot, size):
    window = main_window(qtbot, speed="off", size=size)
    try:
        run = run_lesson(qtbot, window, "top_oder_flop", clicks(qtbot))
        assert run.tutorial.finished and run.tutorial.total == len(LESSON.steps)
        banner = window.table.banner
        assert "lesson complete" in banner.heading.text()
        assert banner.real.isVisible() and banner.real.text() == "Play a real game"
        assert banner.prompt.text() == Tutorial(LESSON).lesson.done
        assert window.table.scene.hint_marker is None
        learner = [a.TYPE for a, s in zip(window.session.state.history, window.session.actors) if s == 0]
        assert [s.kinds[0] for s in LESSON.steps] == learner
    finally:
        window.close()
