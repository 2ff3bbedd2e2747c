"""What the writer thread says back (a save written, statistics that could not be written) reaches
the session on the UI thread through the application's relay (app/session/ui_relay.py), never by
emitting the session's own signal from the writer: a session let go while its save was being
written was freed by the garbage collector on the UI thread while the writer emitted on it, and the
test process crashed in CI."""

from __future__ import annotations

import gc
import threading
import time
import weakref

from app.persistence import saves as saves_module
from app.session.ui_relay import Poster, UiRelay, relay
from tests.session.helpers import new_session, scripted_bots


def test_a_live_session_hears_that_its_save_was_written(qtbot, sessions):
    session = new_session(["human", "human"], bots_module=scripted_bots())
    sessions.append(session)
    with qtbot.waitSignal(session.autosaved, timeout=5000) as saved:
        session.start()
    assert saved.args == [0]


def _slow_writes(monkeypatch):
    """Saves take 0.3 s on the writer thread: (writing began, the write is done)."""
    writing, done = threading.Event(), threading.Event()
    write = saves_module.write_atomic

    def slow(*args, **kwargs):  # the writer thread: the session is let go meanwhile
        writing.set()
        time.sleep(0.3)
        try:
            return write(*args, **kwargs)
        finally:
            done.set()

    monkeypatch.setattr(saves_module, "write_atomic", slow)
    return writing, done


def test_a_session_let_go_while_its_save_is_written_is_freed_and_hears_nothing(qtbot, monkeypatch):
    writing, done = _slow_writes(monkeypatch)
    session = new_session(["human", "human"], bots_module=scripted_bots())
    heard: list = []
    session.autosaved.connect(heard.append)
    session.start()
    assert writing.wait(5)
    qtbot.wait(10)  # the session's own call of start() from the event loop has come (a no-op now)
    ref = weakref.ref(session)
    del session
    gc.unfreeze()  # as the next game's start does, then a whole collection
    gc.collect()
    assert ref() is None  # the writer does not keep the session alive
    assert done.wait(5)
    qtbot.wait(50)  # the writer's answer is delivered to nobody
    assert heard == []


def test_the_poster_delivers_on_the_ui_thread_and_not_to_a_target_gone(qtbot):
    class Target:
        pass

    got: list = []
    alive, gone = Target(), Target()
    to_alive = Poster(alive, lambda target, payload: got.append((target, payload, threading.get_ident())))
    to_gone = Poster(gone, lambda target, payload: got.append((target, payload, threading.get_ident())))
    del gone
    worker = threading.Thread(target=lambda: (to_alive("written"), to_gone("lost")))
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: bool(got), timeout=2000)
    qtbot.wait(20)
    assert got == [(alive, "written", threading.get_ident())]
    assert isinstance(relay(), UiRelay) and relay() is relay()


def test_a_session_deleted_while_its_save_is_written_hears_nothing_and_says_nothing(qtbot, monkeypatch):
    """Issue 27: the C++ side of a session let go (deleteLater, its parent gone) while a Python
    reference lived on: the writer's answer reached `_on_written`, whose `autosaved.emit` printed
    "RuntimeError: Signal source has been deleted" from the relay. A session that is gone hears nothing."""
    import shiboken6

    writing, done = _slow_writes(monkeypatch)
    session = new_session(["human", "human"], bots_module=scripted_bots())
    session.start()
    assert writing.wait(5)
    shiboken6.delete(session)  # what deleteLater does, now: the Python object stays, its QObject is gone
    assert not shiboken6.isValid(session)
    assert done.wait(5)
    qtbot.wait(50)  # the answer is delivered to nobody: no traceback (pytest-qt fails the test on one)
    assert session.saved_moves is None
