"""Garbage is collected on the UI thread only once bots may think (app/session/bot_worker.py): a
collection run in a bot's worker thread could free a closed table's Qt objects while the UI thread
uses them."""

from __future__ import annotations

import gc
import threading
import weakref

from app.session.bot_worker import UiThreadCollector, collect_on_ui_thread


class Cycle:
    pass


def test_cycles_are_collected_by_the_ui_threads_timer_not_by_the_worker(qtbot):
    from PySide6.QtWidgets import QApplication

    collect_on_ui_thread()
    collect_on_ui_thread()
    app = QApplication.instance()
    assert len(app.findChildren(UiThreadCollector)) == 1
    assert not gc.isenabled()

    freed_in: list[str] = []

    class Watched(Cycle):
        def __del__(self):
            freed_in.append(threading.current_thread().name)

    def make_garbage():  # a worker allocating a lot, as a thinking bot does
        w = Watched()
        w.me = w
        for _ in range(50_000):
            c = Cycle()
            c.me = c

    worker = threading.Thread(target=make_garbage, name="worker")
    worker.start()
    worker.join()
    assert freed_in == []  # nothing collected on the worker
    ref_holder = Cycle()
    ref_holder.me = ref_holder
    ref = weakref.ref(ref_holder)
    del ref_holder
    qtbot.waitUntil(lambda: ref() is None and bool(freed_in), timeout=5000)
    assert freed_in == [threading.main_thread().name]



def _frozen(obj) -> bool:
    """True when the collector no longer looks at `obj` (it is in the permanent generation)."""
    return gc.is_tracked(obj) and not any(o is obj for o in gc.get_objects())


def _collector(monkeypatch):
    from PySide6.QtWidgets import QApplication

    from app.session import bot_worker

    clock = [1000.0]
    monkeypatch.setattr(bot_worker.time, "monotonic", lambda: clock[0])
    collect_on_ui_thread()
    collector = QApplication.instance().findChild(UiThreadCollector)
    monkeypatch.setattr(collector, "_settled_at", None)  # as if no game had started in this process
    return collector, clock


def test_settling_freezes_what_lives_on_and_frees_what_died_at_the_next_settling(qtbot, monkeypatch):
    """What lives on when a game starts is collected whole and frozen (a whole collection during play
    took 15 ms of the UI thread at a Top 3 table, about 40,000 objects; after settling, 3 ms). What is
    made after is still collected by the timer; what was frozen and then became garbage goes at the
    next settling (a later game's start, at most every SETTLE_EVERY_S)."""
    from app.session.bot_worker import settle_garbage

    collector, clock = _collector(monkeypatch)
    try:
        old = Cycle()
        old.me = old
        old_ref = weakref.ref(old)
        assert settle_garbage()
        assert _frozen(old) and _frozen(Cycle) and gc.get_freeze_count() > 0
        del old
        gc.collect(2)  # the timer's whole collection during play does not look at it
        assert old_ref() is not None
        new = Cycle()
        new.me = new
        new_ref = weakref.ref(new)
        del new
        assert not _frozen(Cycle())
        for _ in range(2 * gc.get_threshold()[0]):  # enough new objects for the timer to collect
            c = Cycle()
            c.me = c
        del c
        qtbot.waitUntil(lambda: new_ref() is None, timeout=5000)  # what is new is collected
        clock[0] += collector.SETTLE_EVERY_S / 2
        assert not settle_garbage()  # the next game, too soon: nothing settled
        assert old_ref() is not None
        clock[0] += collector.SETTLE_EVERY_S
        assert settle_garbage()
        assert old_ref() is None
    finally:
        gc.unfreeze()


def test_a_game_start_settles(qtbot, monkeypatch):
    from tests.session.helpers import new_session, scripted_bots

    _collector(monkeypatch)
    try:
        session = new_session(["normal", "normal"], bots_module=scripted_bots(), waits=False)
        gc.unfreeze()
        assert gc.get_freeze_count() == 0
        try:
            session.start()
            assert gc.get_freeze_count() > 0 and _frozen(session.__dict__)
        finally:
            session.close(wait_ms=5000)
    finally:
        gc.unfreeze()
