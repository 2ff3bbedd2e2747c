"""A bot's move must not stall the UI thread (issue 14): the bot thinks on the session's worker thread
while the event loop goes on, and its answer is applied from a timer, in turn with the window's other
timers, never straight from the worker's queued signal (with no bot delay and no animations the answers
came in a chain of posted events that starved the window's timers and input).

The assertions are on structure (which thread ran what, the order of what the event loop did), not
on durations alone, so that a loaded machine does not make them flaky."""

from __future__ import annotations

import threading

from PySide6.QtCore import QTimer

from app.persistence import background
from app.session import game_session as gs
from tests.session.helpers import new_session, scripted_bots


def _heartbeat(interval_ms: int, log: list) -> QTimer:
    timer = QTimer()
    timer.setInterval(interval_ms)
    timer.timeout.connect(lambda: log.append(("beat", threading.get_ident())))
    timer.start()
    return timer


def test_a_slow_bot_thinks_on_the_worker_while_the_event_loop_goes_on(qtbot, sessions):
    bots = scripted_bots(sleep=0.3)  # each decision takes 0.3 s (a sleep: it holds no lock)
    session = new_session(["normal", "normal"], bots_module=bots, waits=False)
    sessions.append(session)
    log: list = []
    beats = _heartbeat(2, log)
    original = bots.make_bot

    thinking = []

    def make_bot(level, seat, seed):
        bot = original(level, seat, seed)
        choose = bot.choose

        def timed(view, legal):
            log.append(("think", threading.get_ident()))
            try:
                return choose(view, legal)
            finally:
                log.append(("answer", threading.get_ident()))
                thinking.append(1)
        bot.choose = timed
        return bot

    bots.make_bot = make_bot
    session.start()
    qtbot.waitUntil(lambda: len(thinking) >= 2, timeout=20_000)
    beats.stop()
    main = threading.get_ident()
    think_threads = {t for kind, t in log if kind == "think"}
    assert think_threads and main not in think_threads  # the bots ran on the worker thread
    assert all(entry["thread"] != main and not entry["is_main_qthread"] for entry in bots.log)
    # the event loop kept beating while the first bot thought (between its "think" and "answer")
    first = [kind for kind, _ in log]
    start, end = first.index("think"), first.index("answer")
    assert first[start:end].count("beat") >= 3, first[start:end + 1]


def test_a_bots_answer_is_applied_from_a_timer_after_the_window_had_its_turn(qtbot, sessions, monkeypatch):
    """A table is attached (the session waits for animations), no bot delay, bots answer at once: each
    answer arrives by the worker's queued signal, and the move is applied later, from a timer; a timer
    of the window due meanwhile fires in between. Before, the move was applied inside the signal's slot."""
    session = new_session(["normal", "normal"], bots_module=scripted_bots(), waits=True)
    sessions.append(session)
    order: list[str] = []
    arrived, finish = session._on_bot_result, session._finish_bot

    def on_result(payload):
        order.append("answer")
        depth.append(1)
        try:
            arrived(payload)
        finally:
            depth.pop()

    def finish_bot(*args):
        order.append("apply" if not depth else "apply inside the answer's slot")
        finish(*args)

    depth: list = []
    monkeypatch.setattr(session, "_finish_bot", finish_bot)
    session._relay.done.disconnect()
    session._relay.done.connect(on_result)
    session.eventsApplied.connect(lambda *a: QTimer.singleShot(0, session.animations_done))
    beats: list = []
    timer = _heartbeat(1, beats)
    beats_at: list[int] = []
    session.eventsApplied.connect(lambda *a: beats_at.append(len(beats)))
    session.start()
    qtbot.waitUntil(lambda: order.count("apply") + order.count("apply inside the answer's slot") >= 4, timeout=20_000)
    timer.stop()
    assert "apply inside the answer's slot" not in order, order
    assert order[:2] == ["answer", "apply"]
    assert gs.MIN_BOT_PAUSE_MS >= 1
    # between two applied moves the window's own timer fired (its turn came in between)
    assert all(later > earlier for earlier, later in zip(beats_at, beats_at[1:])), beats_at


def test_without_a_table_a_bots_answer_is_applied_at_once(qtbot, sessions):
    """Headless (no animations waited for): nothing is paced, a game runs as fast as the bots."""
    session = new_session(["normal", "normal"], bots_module=scripted_bots(), waits=False)
    sessions.append(session)
    session.start()
    qtbot.waitUntil(lambda: session.is_over, timeout=20_000)


def test_the_statistics_are_written_off_the_ui_thread(qtbot, sessions, monkeypatch):
    from app.persistence import stats

    threads = []
    record = stats.record
    monkeypatch.setattr(stats, "record", lambda entry: threads.append(threading.get_ident()) or record(entry))
    session = new_session(["normal", "normal"], bots_module=scripted_bots(), waits=False)
    sessions.append(session)
    with qtbot.waitSignal(session.gameOver, timeout=20_000):
        session.start()
    assert background.flush(10)
    assert threads and threading.get_ident() not in threads
    (entry,) = stats.load()[0]  # reading waits for what is being written
    assert entry["moves"] == len(session.state.history)


def test_bots_share_the_gil_with_the_ui_thread_in_short_turns(qtbot, sessions):
    """A bot thinking in Python beside the UI thread: the UI thread gets the GIL back within
    BOT_SWITCH_INTERVAL_S after each Qt call, not within Python's default 5 ms (a table paint of a few
    hundred painter calls took 25-60 ms instead of 4-10 ms beside a busy thread)."""
    import sys

    from app.session import bot_worker

    default = sys.getswitchinterval()
    sys.setswitchinterval(0.005)
    try:
        session = new_session(["normal", "normal"], bots_module=scripted_bots(), waits=False)
        sessions.append(session)
        session.start()
        qtbot.waitUntil(lambda: session.is_over, timeout=20_000)
        assert sys.getswitchinterval() <= bot_worker.BOT_SWITCH_INTERVAL_S < 0.005
    finally:
        sys.setswitchinterval(default)


def test_a_seats_bot_is_made_on_the_worker_thread_once(qtbot, sessions):
    """Making a seat's bot (its game's bots module imported, its tables built) took 11-16 ms of the UI
    thread on the seat's first turn: it is made on the worker thread, once per seat, and kept."""
    bots = scripted_bots()
    made: list[tuple[int, int]] = []
    original = bots.make_bot
    bots.make_bot = lambda level, seat, seed: made.append((seat, threading.get_ident())) or original(level, seat, seed)
    session = new_session(["normal", "normal"], bots_module=bots, waits=False)
    sessions.append(session)
    with qtbot.waitSignal(session.gameOver, timeout=20_000):
        session.start()
    assert len(session.state.history) >= 4  # each seat had two turns or more
    assert sorted(seat for seat, _ in made) == [0, 1]
    assert threading.get_ident() not in {thread for _, thread in made}
    assert set(session._bots) == {0, 1}


def test_a_bot_that_cannot_be_made_is_said_on_the_ui_thread_and_the_game_goes_on(qtbot, sessions):
    bots = scripted_bots()

    def broken(level, seat, seed):
        raise RuntimeError("no tables")

    bots.make_bot = broken
    session = new_session(["normal", "normal"], bots_module=bots, waits=False)
    sessions.append(session)
    said: list[tuple[str, int]] = []
    session.error.connect(lambda text: said.append((text, threading.get_ident())))
    with qtbot.waitSignal(session.gameOver, timeout=20_000):
        session.start()
    assert len(said) == 2  # once per seat, when its stand-in is kept
    assert all("could not be started (no tables)" in text and "first allowed move" in text for text, _ in said)
    assert {thread for _, thread in said} == {threading.get_ident()}


def test_a_session_let_go_while_its_bots_task_waits_leaves_the_task_whole(qtbot, caplog):
    """A table closed without `close()` (the session simply let go) while its bot's task still waits in
    the session's pool. The pool (the session's child) holds the task until it runs: a task whose recipe
    for the bot held the session made a cycle, and the garbage collector broke it by emptying the
    session, so the worker then found it without its attributes (AttributeError in CI) or crashed. The
    recipe holds plain data: the bot is made with the seat's level and seed, and nothing fails."""
    import gc
    import logging
    import time

    from PySide6.QtCore import QRunnable

    made: list[tuple[str, int, int]] = []
    bots = scripted_bots()
    original = bots.make_bot
    bots.make_bot = lambda level, seat, seed: made.append((level, seat, seed)) or original(level, seat, seed)
    session = new_session(["hard", "normal"], bots_module=bots, waits=False)
    expected = [("hard", 0, gs.game_modules.seat_bot_seed(session.state, 0))]

    class Blocker(QRunnable):  # keeps the session's one worker busy: the bot's task waits behind it
        def run(self) -> None:
            time.sleep(0.4)

    session._pool.start(Blocker())
    queued: list = []
    session.botThinking.connect(queued.append)
    session.start()
    qtbot.waitUntil(lambda: bool(queued), timeout=5_000)
    qtbot.wait(20)  # the bot's task is in the pool (from the bot-pause timer)
    assert made == []  # still waiting behind the blocker
    caplog.set_level(logging.ERROR, logger="app.session.bot_worker")
    del session
    gc.unfreeze()  # as the next game's start does (bot_worker.UiThreadCollector.settle): then a
    gc.collect()  # whole collection
    qtbot.waitUntil(lambda: bool(made), timeout=5_000)
    qtbot.wait(50)
    assert made == expected
    assert [r.getMessage() for r in caplog.records if r.name == "app.session.bot_worker"] == []
