"""Playing a game's lesson by clicks, as a learner does: `run_lesson(qtbot, window, game_id)`.

It starts the lesson from the main window (`MainWindow.start_tutorial`), then, until the lesson is
finished: waits until the learner may move and nothing moves on the table, asks the lesson what to
do (`tutorial.target(view, legal)`), finds it on the table (`scene.target_of(action)`) and clicks the
centre of that rect through the table view's viewport, or calls `gesture(window, action)` for moves
that are not one click (Top This!'s flicks are drags). It fails with a sentence saying which step
went wrong: a target with no rect on the table, or a click that changed nothing in time."""

from __future__ import annotations

from typing import Any, Callable

import pytest
from PySide6.QtCore import Qt

Gesture = Callable[[Any, Any], None]


def learner_may_move(window) -> bool:
    """The learner (seat 0) is to move and the table is settled (every animation done)."""
    session, table = window.session, window.table
    if session is None or table.scene is None:
        return False
    return (table.is_settled() and session.acting_seat() == 0 and not session.bot_thinking
            and not session.animation_pending and session.hint_problem() is None)


def _wait(qtbot, condition, timeout: int, message: Callable[[], str]) -> None:
    try:
        qtbot.waitUntil(condition, timeout=timeout)
    except Exception:  # pytest-qt's TimeoutError says only that it timed out
        pytest.fail(message(), pytrace=False)


def click_rect(qtbot, window, rect) -> None:
    view = window.table.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(rect.center()))


def run_lesson(qtbot, window, game_id: str, gesture: Gesture | None = None, *, timeout: int = 15000,
               max_moves: int = 200, until: int | None = None, lesson: int | None = None):
    """Play `game_id`'s lesson (the `lesson`-th when the game has several) on `window` to its
    end by clicks (or until step `until` is the current one, its move not made); returns the lesson's
    run (app/ui/qt_tutorial.TutorialRun)."""
    if lesson is None:
        window.start_tutorial(game_id)
    else:
        window.start_tutorial(game_id, lesson)
    run = window.lesson
    assert run is not None, f"{game_id}: Learn to play did not start (no LESSON?)"
    return continue_lesson(qtbot, window, gesture, timeout=timeout, max_moves=max_moves, until=until)


def continue_lesson(qtbot, window, gesture: Gesture | None = None, *, timeout: int = 15000,
                    max_moves: int = 200, until: int | None = None):
    """Play the lesson running on `window` on by clicks, as `run_lesson` does."""
    run = window.lesson
    session, table, tutorial = window.session, window.table, run.tutorial
    game_id = run.game_id
    for _ in range(max_moves):
        if tutorial.finished:
            return run
        step = f"{game_id}, step {tutorial.number} of {tutorial.total} ({tutorial.step.prompt!r})"
        _wait(qtbot, lambda: tutorial.finished or learner_may_move(window), timeout,
              lambda: f"{step}: the learner never got the turn (status: {table.status_text()!r})")
        if tutorial.finished or tutorial.number == until:
            return run
        action = tutorial.target(table.current_view(), session.legal_actions())
        assert action is not None, f"{step}: the lesson points at no move (legal: {session.legal_actions()})"
        assert table.pointed_at() == action, f"{step}: the table does not ring {action!r}"
        moves = len(session.actors)
        if gesture is not None:
            gesture(window, action)
        else:
            rect = table.scene.target_of(action)
            assert rect is not None and not rect.isEmpty(), f"{step}: the table has no rect for {action!r}"
            click_rect(qtbot, window, rect)
        _wait(qtbot, lambda: len(session.actors) > moves, timeout,
              lambda: f"{step}: the move {action!r} changed nothing (status: {table.status_text()!r})")
    pytest.fail(f"{game_id}: the lesson did not finish within {max_moves} moves", pytrace=False)


def main_window(qtbot, speed: str = "fast", size: tuple[int, int] = (1200, 800)):
    """A shown main window (no bot delay) at `size` with animations at `speed`, for UI tests."""
    from app.ui.qt_main_window import MainWindow

    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.set_speed(speed)
    return window


class Ticks:
    """Counts the UI event loop's turns: a 20 ms timer appends the time of each tick to `times`
    from `start()` until `stop()`; `during(seconds)` says how many came in the first `seconds`."""

    def __init__(self) -> None:
        import time

        from PySide6.QtCore import QTimer

        self._clock = time.monotonic
        self.times: list[float] = []
        self.started = 0.0
        self._timer = QTimer()
        self._timer.timeout.connect(lambda: self.times.append(self._clock()))

    def start(self) -> "Ticks":
        self.started = self._clock()
        self._timer.start(20)
        return self

    def stop(self) -> None:
        self._timer.stop()

    def during(self, seconds: float) -> int:
        return len([t for t in self.times if t - self.started < seconds])

    def elapsed(self) -> float:
        return self._clock() - self.started
