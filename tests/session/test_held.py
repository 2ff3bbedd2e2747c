"""Issue 27: a game held while a replay is watched over it (`GameSession.set_held`) waits exactly where
it is: no bot starts, a bot that was thinking keeps its move until the hold ends, and then the game
goes on from there with that very move."""

from __future__ import annotations

from tests.session.helpers import Recorder, new_session, scripted_bots
from tests.support.secretgame.rules import Pass


def test_no_bot_moves_while_held_and_the_game_goes_on_after(qtbot, sessions):
    bots = scripted_bots(sleep=0.05)
    session = new_session(["easy", "easy", "easy"], bots_module=bots)
    sessions.append(session)
    rec = Recorder(session)
    session.start()
    qtbot.waitUntil(lambda: len(session.state.history) >= 2, timeout=5000)
    session.set_held(True)
    assert session.held
    thinking = session.bot_thinking  # a bot may be thinking: its move waits
    held_at = list(session.state.history)
    applied = len(rec.of("eventsApplied"))
    qtbot.wait(400)  # ~8 bot moves' time
    assert session.state.history == held_at and len(rec.of("eventsApplied")) == applied
    assert session.bot_thinking == thinking and not session.is_over
    chosen = len(bots.log)
    assert chosen <= len(held_at) + 1  # at most the one move it was thinking about was chosen
    session.set_held(False)
    assert not session.held
    qtbot.waitUntil(lambda: len(session.state.history) >= len(held_at) + 3, timeout=5000)
    assert session.state.history[:len(held_at)] == held_at


def _a_move_waiting(qtbot, sessions):
    """A held game of a human and a computer player whose chosen move waits for the hold to end."""
    bots = scripted_bots(sleep=0.05)
    session = new_session(["human", "easy"], bots_module=bots)
    sessions.append(session)
    session.start()
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=5000)
    assert session.submit(Pass())  # the computer player is to move next
    assert session.current_player == 1
    session.set_held(True)
    qtbot.waitUntil(lambda: session._held_move is not None, timeout=5000)  # its move came back and waits
    assert len(session.state.history) == 1
    return session


def test_a_held_move_is_dropped_when_the_move_before_is_taken_back(qtbot, sessions):
    session = _a_move_waiting(qtbot, sessions)
    assert session.undo()  # the human takes the Pass back: the waiting move no longer fits
    assert session.state.history == [] and session.current_player == 0
    session.set_held(False)
    qtbot.wait(200)
    assert session.state.history == []  # the human's turn: the old move was not played
    assert session.submit(Pass())
    qtbot.waitUntil(lambda: len(session.state.history) >= 2, timeout=5000)  # the computer plays anew


def test_a_held_move_is_played_when_released(qtbot, sessions):
    session = _a_move_waiting(qtbot, sessions)
    qtbot.wait(200)
    assert len(session.state.history) == 1 and session.bot_thinking
    session.set_held(False)
    assert len(session.state.history) == 2 and session.actors[-1] == 1


def test_a_closed_game_plays_nothing_when_released(qtbot, sessions):
    session = _a_move_waiting(qtbot, sessions)
    session.close()
    session.set_held(False)
    assert len(session.state.history) == 1
