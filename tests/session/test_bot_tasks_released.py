"""A bot's task lets go of what it holds once it has run (issue 27: QRunnable subclasses started on a
QThreadPool stayed alive on the Python side in PySide6 6.12, each holding its bot, view and legal
moves: a Top 3 session grew 49.5 -> 82.6 MB from game 10 to 60). After N bot moves no task is alive."""

from __future__ import annotations

import gc
import weakref

from app.games import registry
from app.session import GameSession, bot_worker
from tests.session.helpers import seats

MOVES = 120


def test_no_bot_task_outlives_its_move(qtbot, sessions, monkeypatch):
    made: list = []
    init = bot_worker.BotTask.__init__

    def counted(self, *args, **kwargs):
        init(self, *args, **kwargs)
        made.append(weakref.ref(self))

    monkeypatch.setattr(bot_worker.BotTask, "__init__", counted)
    session = GameSession.new(registry.get("flip7"), seats("normal", "easy", "normal"), 5, None, bot_delay_ms=0,
                              autosave=False)
    session.set_waits_for_animations(False)
    sessions.append(session)
    session.start()
    qtbot.waitUntil(lambda: len(session.state.history) >= MOVES or session.state.is_over, timeout=60_000)
    session.close(wait_ms=5000)
    qtbot.wait(50)
    gc.collect()
    alive = [ref() for ref in made if ref() is not None]
    assert len(made) >= min(MOVES, len(session.state.history))
    assert alive == [], f"{len(alive)} of {len(made)} bot tasks alive"
