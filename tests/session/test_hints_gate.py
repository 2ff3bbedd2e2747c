"""GameSession hints (worked out on the worker pool, never on the UI thread) and the gate."""

from __future__ import annotations

import threading
import time
import types

from app.core import i18n
from app.games import hints as game_hints
from app.games import registry
from app.session import GameSession
from tests.session.helpers import Recorder, seats
from tests.support.tutorial_run import Ticks


#: numbers only on top: the deal asks nobody to choose a target
DECK = ["5", "6", "7", "8", "9", "10", "11", "12"]


def flip7_session(sessions, kinds=("human", "hard", "hard"), **kwargs):
    game = registry.get("flip7")
    # the human (seat 0) flips first: the dealer is the last seat
    session = GameSession.new(game, seats(*kinds), 5, {"dealer": len(kinds) - 1, "deck": DECK}, bot_delay_ms=0,
                              autosave=False, **kwargs)
    session.set_waits_for_animations(False)
    sessions.append(session)
    session.start()
    return session


class SlowBot:
    def __init__(self, log):
        self.log = log

    def choose(self, view, legal):
        self.log.append(threading.get_ident())
        time.sleep(0.6)
        return legal[-1]


def test_hint_runs_off_the_ui_thread_and_carries_a_legal_action_with_names(qtbot, sessions):
    log: list = []
    levels: list = []
    bots = types.SimpleNamespace(make_bot=lambda level, seat, seed: levels.append(level) or SlowBot(log))
    session = flip7_session(sessions, ("human", "normal", "normal"), bots_module=bots)
    # the other seats' bots are slow too, but the human moves first
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=5000)
    legal = session.legal_actions()
    got: list = []
    session.hintReady.connect(got.append)
    ticks = Ticks().start()
    assert session.hint() is True
    assert ticks.elapsed() < 0.3  # hint() returned at once: the bot thinks elsewhere
    assert session.hint_pending and session.hints_used == frozenset({0})
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    ticks.stop()
    assert log and log[0] != threading.get_ident()  # not the UI thread
    assert levels[-1] == "hard"
    assert ticks.during(0.6) >= 5  # the event loop kept running meanwhile
    (found,) = got
    assert isinstance(found, game_hints.Hint) and found.seat == 0
    assert found.action == legal[-1] and found.action in legal
    assert found.sentence == "The strongest computer player would do this." or "{p" not in found.sentence
    assert not session.hint_pending


def test_hint_with_the_real_hard_bot_fills_in_names(qtbot, sessions, monkeypatch):
    seen = []

    def reason(view, action, seat):
        seen.append((view.get("you", view.get("viewer")), seat))
        return "{p0}, do it: {p1} is far ahead."

    monkeypatch.setattr(game_hints, "reason", lambda game, view, action, seat, hints=None: reason(view, action, seat))
    session = flip7_session(sessions)
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=5000)
    got: list = []
    session.hintReady.connect(got.append)
    assert session.hint()
    qtbot.waitUntil(lambda: bool(got), timeout=10000)
    assert got[0].action in session.legal_actions()
    assert got[0].sentence == "Ana, do it: Bo is far ahead."
    assert seen and seen[0][1] == 0


def test_no_hint_when_it_is_not_a_humans_turn(qtbot, sessions):
    log: list = []
    bots = types.SimpleNamespace(make_bot=lambda level, seat, seed: SlowBot(log))
    game = registry.get("flip7")
    # a bot flips first (the human is the dealer)
    session = GameSession.new(game, seats("human", "normal", "normal"), 5, {"dealer": 0, "deck": DECK},
                              bot_delay_ms=0,
                              autosave=False, bots_module=bots)
    session.set_waits_for_animations(False)
    sessions.append(session)
    rec = Recorder(session)
    session.start()
    assert session.state.current_player == 1 and session.thinking_seat == 1
    assert session.hint() is False
    assert rec.of("error")[-1] == ("It is not your turn: Bo (computer) is playing.",)
    assert session.hints_used == frozenset()
    with i18n.use("de"):
        assert session.hint_problem() != "It is not your turn: Bo (computer) is playing."


def test_a_second_hint_while_one_is_pending_is_refused(qtbot, sessions):
    log: list = []
    bots = types.SimpleNamespace(make_bot=lambda level, seat, seed: SlowBot(log))
    session = flip7_session(sessions, ("human", "normal", "normal"), bots_module=bots)
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=5000)
    rec = Recorder(session)
    assert session.hint()
    assert session.hint() is False
    assert rec.of("error") == [("A hint is already being worked out.",)]


def test_a_hint_for_a_changed_position_is_dropped(qtbot, sessions):
    log: list = []
    bots = types.SimpleNamespace(make_bot=lambda level, seat, seed: SlowBot(log))
    session = flip7_session(sessions, ("human", "normal", "normal"), bots_module=bots)
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=5000)
    got: list = []
    session.hintReady.connect(got.append)
    assert session.hint()
    assert session.submit(session.legal_actions()[0])  # the human moves before the hint arrives
    qtbot.wait(900)
    qtbot.waitUntil(lambda: not log or len(log) >= 2, timeout=5000)
    qtbot.wait(200)
    assert got == []
    assert session.hints_used == frozenset({0})  # asked is asked


def test_hints_used_restored_from_a_save(qtbot, sessions):
    session = flip7_session(sessions)
    session.restore_hints_used([2, "x", 9, True, 1])
    assert session.hints_used == frozenset({1, 2})


def test_the_gate_refuses_through_submit_and_explain(qtbot, sessions):
    session = flip7_session(sessions, ("human", "hard", "hard"))
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=5000)
    rec = Recorder(session)
    calls = []

    def gate(action, seat):
        calls.append((action.TYPE, seat))
        return None if action.TYPE == "hit" else "Not now, {p0}: ask {p1}."

    session.set_gate(gate)
    stay = next(a for a in session.legal_actions() if a.TYPE == "stay")
    hit = next(a for a in session.legal_actions() if a.TYPE == "hit")
    assert session.explain(stay) == "Not now, Ana: ask Bo."
    assert session.explain({"type": "stay"}) == "Not now, Ana: ask Bo."
    before = len(session.state.history)
    assert session.submit(stay) is False
    assert rec.of("error") == [("Not now, Ana: ask Bo.",)]
    assert len(session.state.history) == before
    assert session.explain(hit) is None
    assert session.submit(hit) is True
    assert ("stay", 0) in calls and ("hit", 0) in calls
    session.set_gate(None)
    qtbot.waitUntil(lambda: bool(session.legal_actions()) or session.is_over, timeout=10000)
    if session.legal_actions():
        assert session.explain(next(a for a in session.legal_actions())) is None
