"""A game of simultaneous secret choices (tests/support/simulgame) in a GameSession: the choices are
taken one seat at a time behind the hand-off screen, and nothing of a choice reaches another seat's
view, events or log before the reveal. The session passes its seat: the history's seats are its actors."""

import pytest

from app.core import IllegalAction
from app.session import GameSession
from tests.session.helpers import Recorder, seats
from tests.support.simulgame import GAME
from tests.support.simulgame.rules import Choose, Chose


def _session(kinds, sessions, **kwargs):
    session = GameSession.new(GAME, seats(*kinds), 5, {"rounds": 2}, bot_delay_ms=0, autosave=False, **kwargs)
    session.set_waits_for_animations(False)
    sessions.append(session)
    return session


def _bo_after_ana_chose(number, sessions):
    """Two humans; Ana chooses `number`, the hand-off comes, Bo takes the mouse. Returns the session,
    its recorder since Ana's choice, and what Bo's table shows then."""
    session = _session(["human", "human"], sessions)
    rec = Recorder(session)
    session.start()
    assert rec.of("handoff") == [(0,)]
    session.confirm_handoff()
    rec.clear()
    assert session.submit(Choose(number))
    # Ana's turn ended with her choice: nobody views, the choice is shown as everyone sees it
    # (issue 25), then the hand-off to Bo
    assert rec.of("eventsApplied")[0][0] == [Chose(0, None)] and rec.of("handoff") == [(1,)]
    assert session.handoff_pending and session.legal_actions() == [] and session.view_seat() is None
    rec.clear()
    session.confirm_handoff()
    assert session.view_seat() == 1
    return session, rec, (session.view(), session.log_lines(), rec.calls[:])


def test_two_humans_choose_one_at_a_time_and_nothing_shows_before_the_reveal(qtbot, sessions):
    session, rec, shown_4 = _bo_after_ana_chose(4, sessions)
    _, _, shown_2 = _bo_after_ana_chose(2, sessions)
    assert shown_4 == shown_2  # Bo's view, log and signals are the same whatever Ana chose
    view, lines, _ = shown_4
    assert view["chosen"] == [True, False] and view["mine"] is None
    assert lines == ["Ana has chosen."]
    rec.clear()
    assert session.submit(Choose(3))
    shown = rec.of("eventsApplied")[0][0]
    assert [e.TYPE for e in shown] == ["chose", "revealed"] and shown[1].numbers == (4, 3)
    assert shown[0] == Chose(1, None) and session.view_seat() is None  # Bo's turn ended with his choice
    assert session.log_lines() == ["Ana has chosen.", "Bo has chosen.", "Round 1: Ana 4, Bo 3; Ana scores 4."]
    assert rec.of("handoff") == [(0,)]  # the next round starts with Ana, behind the hand-off screen
    session.confirm_handoff()
    assert session.log_lines() == ["Ana chose 4.", "Bo has chosen.", "Round 1: Ana 4, Bo 3; Ana scores 4."]
    assert session.actors == session.state.actors == [0, 1]


def test_a_human_sees_only_that_the_bot_has_chosen(qtbot, sessions):
    session = _session(["easy", "human"], sessions)
    rec = Recorder(session)
    session.start()
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=5000)
    assert rec.of("handoff") == [] and session.view_seat() == 1
    assert [e for args in rec.of("eventsApplied") for e in args[0]] == [Chose(0, None)]
    assert session.log_lines() == ["Ana has chosen."] and session.view()["chosen"] == [True, False]
    assert session.actors == session.state.actors == [0]


def test_the_session_applies_a_move_for_its_seat_only(qtbot, sessions):
    session = _session(["human", "human"], sessions)
    session.start()
    session.confirm_handoff()
    with pytest.raises(IllegalAction, match="It is not your turn: it is Player 1's turn."):
        session._apply(1, Choose(2))  # a move arriving for a seat whose turn it is not
    assert session.state.history == [] and session.actors == []
