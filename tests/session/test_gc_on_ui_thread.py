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
