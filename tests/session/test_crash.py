"""Crash safety: a session process killed at a random moment leaves an autosave that loads and holds
every action the session had reported saved (the writer thread writes atomically, newest first; the
UI thread never waits for it)."""

import json
import signal

import pytest

from app.persistence import saves
from tests.session.helpers import run_until_killed
from tests.support import resolve

CHILD = r"""
import sys
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from app.session import GameSession, SeatConfig
from tests.support import GAME
seats = [SeatConfig(n, "#888", k) for n, k in [("A", "easy"), ("B", "normal"), ("C", "hard"), ("D", "easy")]]
session = GameSession.new(GAME, seats, 17, {"rounds": 9}, bot_delay_ms=2)
session.set_waits_for_animations(False)
session.autosaved.connect(lambda moves: print(moves, flush=True))
session.gameOver.connect(lambda: print("over", flush=True))
app.exec()
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("kill_after", [3, 11, 24])
def test_killed_session_continues_from_its_autosave(tmp_path, kill_after):
    announced = run_until_killed(CHILD, tmp_path, kill_after)
    assert announced >= kill_after
    saved = saves.load_game(tmp_path / "autosave.json", resolve_game=resolve)
    # every action whose autosave was reported on disk is in the autosave (maybe a few more)
    assert len(saved.state.history) >= announced
    assert json.loads((tmp_path / "autosave.json").read_text())["finished"] is saved.state.is_over
