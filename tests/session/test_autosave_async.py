"""The autosave never makes the UI thread wait for the disk: with a write that takes 0.4 s, a move
returns at once; `flush()`, `close()` and `save()` wait until the newest position is on disk."""

import time

from app.persistence import paths, saves
from app.session.bot_worker import settle_garbage
from tests.session.helpers import new_session
from tests.support import OPEN_GAME, resolve
from tests.support.secretgame.rules import Pass

SLOW_S = 0.4


def _slow_disk(monkeypatch):
    real, writes = saves.write_atomic, []

    def slow(path, text):
        time.sleep(SLOW_S)
        real(path, text)
        writes.append(path)

    monkeypatch.setattr(saves, "write_atomic", slow)
    return writes


def test_a_move_does_not_wait_for_a_slow_disk(qtbot, sessions, monkeypatch):
    _slow_disk(monkeypatch)
    session = new_session(["human", "human"], game=OPEN_GAME)
    sessions.append(session)
    # a game's start also settles the garbage of the whole process (app/session/bot_worker.py), which
    # is not the disk and grows with what the test worker ran before: settled here, the start below
    # skips it (at most one settling every SETTLE_EVERY_S)
    settle_garbage()
    started = time.perf_counter()
    session.start()
    session.submit(Pass())
    session.submit(session.legal_actions()[0])
    took = time.perf_counter() - started
    # three autosaves (start, two moves) written in line would take at least 3 * SLOW_S
    assert took < SLOW_S, took
    with qtbot.waitSignal(session.autosaved, timeout=5000, check_params_cb=lambda moves: moves == 2):
        assert session.flush(5)
    saved = saves.load_game(paths.autosave_path(), resolve_game=resolve)
    assert saved.state == session.state and len(saved.state.history) == 2
    assert session.saved_moves == 2


def test_close_and_save_wait_for_the_newest_autosave(qtbot, sessions, monkeypatch, tmp_path):
    writes = _slow_disk(monkeypatch)
    session = new_session(["human", "human"], game=OPEN_GAME)
    sessions.append(session)
    session.start()
    session.submit(Pass())
    assert session.save(tmp_path / "mine.json")  # an explicit save is written before it returns
    assert saves.load_game(paths.autosave_path(), resolve_game=resolve).state == session.state
    session.submit(session.legal_actions()[0])
    session.close()
    assert saves.load_game(paths.autosave_path(), resolve_game=resolve).state == session.state
    assert saves.load_game(tmp_path / "mine.json", resolve_game=resolve).state.history == session.state.history[:1]
    assert len(writes) <= 4  # start, moves and the save; pending autosaves coalesce
