"""A session's move log: with the full snapshot stuck behind a disk that does not answer (what a
kill -9 finds on disk), Continue still has every move the session applied, after undo too."""

import threading

from app.persistence import autosave, movelog, paths, saves
from app.session import GameSession
from tests.session.helpers import new_session
from tests.support import OPEN_GAME, resolve
from tests.support.secretgame.rules import Pass, Swap


def _stuck_disk(monkeypatch, stuck=True):
    """From when `stuck` is set, full snapshots hang until `release` is set: (stuck, release)."""
    real, release, stuck_now = saves.write_atomic, threading.Event(), threading.Event()
    if stuck:
        stuck_now.set()

    def write(path, text):
        if stuck_now.is_set():
            release.wait(30)
        real(path, text)

    monkeypatch.setattr(saves, "write_atomic", write)
    return stuck_now, release


def _on_disk():
    return autosave.load_noted(paths.autosave_path(), resolve_game=resolve)


def test_continue_has_every_move_while_the_snapshot_is_stuck(qtbot, sessions, monkeypatch):
    _, release = _stuck_disk(monkeypatch)
    try:
        session = new_session(["human", "human"], game=OPEN_GAME, rounds=3)
        sessions.append(session)
        session.start()
        for _ in range(5):
            session.submit(session.legal_actions()[0])
        assert not paths.autosave_path().exists()  # the snapshot never reached the disk
        saved, note = _on_disk()
        assert note is None and saved.state == session.state and len(saved.state.history) == 5
    finally:
        release.set()


def test_undo_then_kill_reloads_what_the_process_had(qtbot, sessions, monkeypatch):
    monkeypatch.setattr(movelog, "RESTART_AFTER", 1)  # the log restarts after every full save
    stuck, release = _stuck_disk(monkeypatch, stuck=False)
    try:
        session = new_session(["human", "human", "human"], rounds=3)  # hot seat with hand-offs
        sessions.append(session)
        session.start()
        for _ in range(2):
            session.confirm_handoff()
            assert session.submit(Pass())
        assert session.flush(5)
        qtbot.waitUntil(lambda: session.saved_moves == 2, timeout=5000)
        stuck.set()  # from now on the full save never reaches the disk
        assert session.undo()  # Bo takes the pass back while the hand-off waits
        assert len(session.state.history) == 1
        saved, note = _on_disk()  # the disk still holds the snapshot with the pass taken back
        assert note is None and saved.state == session.state
        session.confirm_handoff()  # the cover names Bo, who took the move back (issue 25)
        session.submit(Swap())  # Bo plays another move instead
        saved, note = _on_disk()
        assert note is None and saved.state == session.state and saved.state.history[-1] == Swap()
        # and through the app's own path: Continue
        again = GameSession.load(paths.autosave_path(), resolve_game=resolve, autosave=False)
        sessions.append(again)
        assert again.state == session.state
    finally:
        release.set()


def test_a_restart_keeps_the_log_short_and_close_leaves_it_complete(qtbot, sessions, monkeypatch):
    monkeypatch.setattr(movelog, "RESTART_AFTER", 2)
    session = new_session(["human", "human"], game=OPEN_GAME, rounds=4)
    sessions.append(session)
    session.start()
    for _ in range(6):
        session.submit(session.legal_actions()[0])
        assert session.flush(5)
        qtbot.waitUntil(lambda: session.saved_moves == len(session.state.history), timeout=5000)
    log = movelog.log_path(paths.autosave_path())
    assert len(log.read_text().splitlines()) <= 1 + 2  # header + the moves since the base
    session.close()
    saved, note = _on_disk()
    assert note is None and saved.state == session.state
