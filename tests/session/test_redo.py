"""Redo: right after an undo, the same player may play the taken-back decision again; the position is
then exactly the one before the undo. Refused in words once anything else was played."""

from __future__ import annotations

from app.games import registry
from app.games.top_this.actions import Flip
from app.session import GameSession
from tests.session.helpers import Recorder, new_session, scripted_bots, seats
from tests.support import OPEN_GAME


def _session(sessions, game, kinds, seed, **kwargs) -> GameSession:
    session = GameSession.new(game, seats(*kinds), seed, None, bot_delay_ms=0, **kwargs)
    session.set_waits_for_animations(False)
    sessions.append(session)
    session.start()
    return session


def test_nothing_to_redo_at_the_start(qtbot, sessions):
    session = new_session(["human", "human"], game=OPEN_GAME)
    sessions.append(session)
    session.start()
    assert not session.can_redo()
    assert session.redo_problem() == "There is no taken-back move to play again."
    errors = Recorder(session)
    assert session.redo() is False
    assert errors.of("error") == [("There is no taken-back move to play again.",)]


def test_flip7_undo_then_redo_gives_the_identical_position(qtbot, sessions):
    # the bot thinks on the worker thread; its answer arrives through the event loop, which does not
    # run between the calls below, so Ana's stay is the last move when she takes it back
    session = _session(sessions, registry.get("flip7"), ["human", "easy", "easy"], 11,
                       bots_module=scripted_bots(sleep=0.2))
    qtbot.waitUntil(lambda: session.current_player == 0 and bool(session.legal_actions()), timeout=10000)
    stay = next(a for a in session.legal_actions() if a.TYPE == "stay")
    before = session.state.to_json()
    assert session.submit(stay)
    after, log_after = session.state.to_json(), session.log_lines()
    assert session.undo() and session.state.to_json() == before
    assert session.can_redo() and session.redo_problem() is None
    recorder = Recorder(session)
    assert session.redo() is True
    assert session.state.to_json() == after
    # the log says what happened: the take-back and the move played again, before its lines
    assert session.log_lines() == log_after[:-1] + ["Ana took back a move.", "Ana played the taken-back move again.",
                                                    log_after[-1]]
    assert session.actors[-1] == 0
    assert "positionChanged" in recorder.names() and "logReset" in recorder.names()
    assert not session.can_redo()  # done: nothing more to play again


def test_top_this_undo_then_redo_gives_the_identical_position(qtbot, sessions):
    session = _session(sessions, registry.get("top_this"), ["human", "human"], 5)
    flip = next(a for a in session.legal_actions() if isinstance(a, Flip))
    before = session.state.to_json()
    assert session.submit(flip)
    after = session.state.to_json()
    assert session.undo() and session.state.to_json() == before
    assert session.redo() and session.state.to_json() == after
    # the save holds the redone position too
    assert session.flush()
    loaded = GameSession.load(session.save_path, bot_delay_ms=0)
    sessions.append(loaded)
    assert loaded.state.to_json() == after


def test_two_take_backs_are_played_again_newest_first(qtbot, sessions):
    """Ana flips twice (her two actions) while the bot waits for its turn; she takes both back, then
    plays both again."""
    session = _session(sessions, registry.get("top_this"), ["human", "easy"], 5,
                       bots_module=scripted_bots(sleep=0.2))
    qtbot.waitUntil(lambda: session.current_player == 0 and bool(session.legal_actions()), timeout=10000)
    positions = [session.state.to_json()]
    for _ in range(2):
        session.submit(next(a for a in session.legal_actions() if isinstance(a, Flip)))
        positions.append(session.state.to_json())
    assert session.current_player == 1  # the bot's turn: its answer has not been applied yet
    assert session.undo() and session.state.to_json() == positions[1]
    assert session.undo() and session.state.to_json() == positions[0]
    assert session.redo() and session.state.to_json() == positions[1]
    assert session.redo() and session.state.to_json() == positions[2]
    assert session.redo_problem() == "There is no taken-back move to play again."


def test_redo_is_refused_after_a_new_move(qtbot, sessions):
    session = _session(sessions, registry.get("top_this"), ["human", "human"], 5)
    flips = [a for a in session.legal_actions() if isinstance(a, Flip)]
    assert len(flips) >= 2
    session.submit(flips[0])
    session.undo()
    session.submit(flips[1])  # another decision instead
    played = session.state.to_json()
    assert not session.can_redo()
    assert session.redo_problem() == ("A move was made since the take-back, so the taken-back move cannot "
                                      "be played again.")
    assert session.redo() is False and session.state.to_json() == played
    # and a take-back of the new move offers that one, not the old one
    session.undo()
    assert session.redo() and session.state.to_json() == played


def test_redo_plays_each_move_as_the_seat_that_took_it(qtbot, sessions, monkeypatch):
    """The taken-back moves are applied with the seats history recorded for them (`apply(..., seat=)`),
    so the rules check the turn again: a move recorded for another seat than the one to play is refused."""
    session = _session(sessions, registry.get("top_this"), ["human", "human"], 5)
    flip = next(a for a in session.legal_actions() if isinstance(a, Flip))
    assert session.submit(flip) and session.undo()
    state_class = type(session.state)
    real, seen = state_class.apply, []
    monkeypatch.setattr(state_class, "apply",
                        lambda self, action, seat=None: seen.append(seat) or real(self, action, seat))
    assert session.redo() and seen == [0] and session.actors[-1] == 0
    assert session.undo()
    before, moves = session._redo[-1]
    after_flip = session.state.clone()
    after_flip.apply(flip)
    assert after_flip.current_player == 0  # a turn has several actions: the next one is seat 0's too
    following = next(a for a in after_flip.legal_actions() if a.TYPE != "flick")
    session._redo[-1] = (before, [*moves, (1, following)])  # as if seat 1 had taken the second one
    errors = Recorder(session)
    assert session.redo() is False and session.state.history == []
    assert errors.of("error")[-1][0].startswith("The taken-back move cannot be played again")
