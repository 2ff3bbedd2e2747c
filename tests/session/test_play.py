"""GameSession: playing through it (humans via submit, bots on a worker thread), signals, autosave."""

import dataclasses
import json
import threading
import time

import pytest

from app.core import Action
from app.persistence import paths, saves
from app.session import GameSession
from tests.session.helpers import GAME, Recorder, new_session, scripted_bots, seats
from tests.support import OPEN_GAME, resolve
from tests.support.secretgame.rules import Pass, Peek, Swap


@dataclasses.dataclass(frozen=True)
class Fly(Action):
    TYPE = "fly"


def play_humans(qtbot, session, choose=lambda legal: legal[-1], limit=200):
    """Drive the human seats through submit until the game ends; returns the number of human moves."""
    moves = 0
    while not session.is_over and moves < limit:
        qtbot.waitUntil(lambda: session.is_over or bool(session.legal_actions()), timeout=5000)
        if session.handoff_pending:
            session.confirm_handoff()
        if session.legal_actions():
            assert session.submit(choose(session.legal_actions()))
            moves += 1
    return moves


def test_full_game_human_against_real_bots_reaches_game_over(qtbot, sessions):
    session = new_session(["human", "normal", "hard"], seed=11, rounds=3)
    sessions.append(session)
    rec = Recorder(session)
    with qtbot.waitSignal(session.gameOver, timeout=10000):
        session.start()
        human_moves = play_humans(qtbot, session)
    assert session.is_over and human_moves >= 3
    assert not rec.of("error")
    view = session.view()
    assert view["is_over"] and view["winners"] == session.state.winners()
    assert len(session.round_scores()) == 3
    assert session.totals() == [sum(r[p] for r in session.round_scores()) for p in range(3)]
    # every action produced one eventsApplied (plus the setup), bots announced before moving
    applied = rec.of("eventsApplied")
    assert applied[0][1] is None and len(applied) == len(session.state.history) + 1
    assert [a for _, a, _view in applied[1:]] == session.state.history
    bot_moves = sum(1 for seat in session.actors if seat != 0)
    assert len(rec.of("botThinking")) == bot_moves > 0
    assert rec.names().count("gameOver") == 1
    # the autosave holds the finished game, and "Continue" no longer offers it
    session.flush()  # the autosave is written off the UI thread
    assert saves.has_unfinished(resolve_game=resolve) is False
    assert json.loads(paths.autosave_path().read_text())["finished"] is True


def test_signal_order_after_a_human_action(qtbot, sessions):
    session = new_session(["human", "human"], game=OPEN_GAME)
    sessions.append(session)
    session.start()
    rec = Recorder(session)
    session.submit(Pass())
    assert rec.names() == ["eventsApplied", "logged", "positionChanged"]
    events, action, _view = rec.of("eventsApplied")[0]
    assert action == Pass() and [e.TYPE for e in events] == ["passed"]
    assert rec.of("logged") == [("Ana kept their card.",)]


def test_illegal_submit_emits_error_and_changes_nothing(qtbot, sessions):
    session = new_session(["human", "easy"], bots_module=scripted_bots())
    sessions.append(session)
    session.start()
    session.submit(Peek())
    before = session.state.to_json()
    session.flush()
    saved_before = paths.autosave_path().read_bytes()
    rec = Recorder(session)
    for bad in [Peek(), Fly(), {"type": "peek", "extra": 1}, {"type": "nothing"}, "peek"]:
        assert session.submit(bad) is False
    errors = [args[0] for args in rec.of("error")]
    assert len(errors) == 5 and all(e.endswith(".") for e in errors)
    assert "already peeked" in errors[0]
    assert rec.names() == ["error"] * 5
    assert session.state.to_json() == before
    session.flush()
    assert paths.autosave_path().read_bytes() == saved_before


def test_submit_refused_when_not_a_humans_turn(qtbot, sessions):
    session = new_session(["easy", "human"], bots_module=scripted_bots(sleep=0.3))
    sessions.append(session)
    rec = Recorder(session)
    session.start()
    assert session.bot_thinking and session.thinking_seat == 0
    assert session.legal_actions() == []
    assert session.submit(Pass()) is False
    assert "not your turn" in rec.of("error")[0][0] and "Ana" in rec.of("error")[0][0]
    qtbot.waitUntil(lambda: session.current_player == 1, timeout=5000)


def test_bots_choose_on_a_worker_thread_with_a_copy_of_their_view(qtbot, sessions):
    bots = scripted_bots()
    session = new_session(["human", "easy", "easy"], bots_module=bots)
    sessions.append(session)
    session.start()
    session.submit(Pass())
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=5000)
    bot_moves = [seat for seat in session.actors if seat != 0]
    assert len(bots.log) == len(bot_moves) >= 2
    main = threading.get_ident()
    assert all(call["thread"] != main for call in bots.log)
    assert all(call["is_main_qthread"] is False for call in bots.log)
    # the bot scribbled on its view; the game did not notice
    assert session.state.view(1)["hands"][1] is not None and "tampered" not in session.state.view(1)["hands"]
    assert session.state.hands != ["tampered"]


def test_bot_delay_is_a_minimum_thinking_time(qtbot, sessions):
    session = new_session(["human", "easy"], bots_module=scripted_bots(), delay=250)
    sessions.append(session)
    session.start()
    started = time.monotonic()
    session.submit(Pass())
    assert session.bot_thinking
    qtbot.waitUntil(lambda: session.current_player == 0 or session.is_over, timeout=5000)
    assert time.monotonic() - started >= 0.24


def test_bots_wait_for_animations_done(qtbot, sessions):
    bots = scripted_bots()
    session = new_session(["human", "easy"], bots_module=bots, waits=True)
    sessions.append(session)
    rec = Recorder(session)
    session.start()
    assert session.animation_pending  # the deal is being shown
    assert session.submit(Pass()) is False and "finish moving" in rec.of("error")[0][0]
    session.animations_done()
    assert session.submit(Pass()) is True
    qtbot.wait(150)
    assert rec.of("botThinking") == [] and bots.log == []  # still animating the pass
    session.animations_done()
    assert rec.of("botThinking") == [(1,)]
    qtbot.waitUntil(lambda: len(session.state.history) >= 2, timeout=5000)


def test_animations_done_called_inside_events_applied_is_safe(qtbot, sessions):
    session = new_session(["human", "easy", "easy"], bots_module=scripted_bots(), waits=True)
    sessions.append(session)
    session.eventsApplied.connect(lambda events, action: session.animations_done())  # speed 0 UI
    rec = Recorder(session)
    session.start()
    session.submit(Pass())
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=5000)
    assert not rec.of("error") and session.actors[1:] == [1, 2, 1, 2]  # round 2 starts with Bo


def test_autosave_after_every_action_reloads_to_an_equal_game(qtbot, sessions):
    session = new_session(["human", "normal", "easy"], seed=5, rounds=6)
    sessions.append(session)
    snapshots = []

    def check():
        session.flush()  # written off the UI thread: wait for it before reading
        saved = saves.load_game(paths.autosave_path(), resolve_game=resolve)
        snapshots.append(len(saved.state.history))
        assert saved.state == session.state
        assert saved.seats == session.seats
        assert saved.revealed == session.revealed

    session.positionChanged.connect(check)
    session.start()
    session.flush()
    assert paths.autosave_path().exists()  # saved before the first move
    for _ in range(4):
        qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=5000)
        session.submit(session.legal_actions()[-1])
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=5000)
    assert snapshots == list(range(len(session.state.history) + 1))
    # "Continue" after a crash: a new session from the autosave is the same game, same log
    lines = session.log_lines()
    session.close(wait_ms=5000)
    again = GameSession.load(paths.autosave_path(), resolve_game=resolve, bot_delay_ms=0)
    sessions.append(again)
    assert again.state == session.state and again.seats == session.seats
    assert again.log_lines() == lines and again.revealed == session.revealed


def test_closed_session_discards_a_late_bot_answer(qtbot, sessions):
    session = new_session(["human", "easy"], bots_module=scripted_bots(sleep=0.2))
    sessions.append(session)
    session.start()
    session.submit(Pass())
    assert session.bot_thinking
    session.flush()
    saved = paths.autosave_path().read_bytes()
    session.close()
    qtbot.wait(400)
    assert len(session.state.history) == 1
    assert paths.autosave_path().read_bytes() == saved
    assert session.submit(Pass()) is False


def test_a_failing_bot_is_reported_and_the_game_goes_on(qtbot, sessions):
    def broken(view, legal):
        raise RuntimeError("bug in bot")

    session = new_session(["human", "easy"], bots_module=scripted_bots(broken))
    sessions.append(session)
    rec = Recorder(session)
    session.start()
    session.submit(Pass())
    qtbot.waitUntil(lambda: len(session.state.history) >= 2, timeout=5000)
    assert "Bo" in rec.of("error")[0][0] and "bug in bot" in rec.of("error")[0][0]
    assert session.state.history[1] == Peek()  # the first allowed move


def test_an_illegal_bot_answer_is_replaced(qtbot, sessions):
    session = new_session(["human", "easy"], bots_module=scripted_bots(lambda v, legal: Fly()))
    sessions.append(session)
    rec = Recorder(session)
    session.start()
    session.submit(Pass())
    qtbot.waitUntil(lambda: len(session.state.history) >= 2, timeout=5000)
    assert "not allowed" in rec.of("error")[0][0]


def test_all_bot_game_runs_by_itself_and_shows_the_public_view(qtbot, sessions):
    session = new_session(["easy", "normal", "hard"], seed=9, rounds=2)
    sessions.append(session)
    rec = Recorder(session)
    with qtbot.waitSignal(session.gameOver, timeout=10000):
        session.start()
    assert session.view_seat() is None
    assert all(e.cards == (None, None, None) for args in rec.of("eventsApplied") for e in args[0]
               if e.TYPE == "dealt")


def test_new_validates_seats_and_players():
    with pytest.raises(ValueError, match="2 to 4"):
        GameSession.new(GAME, seats("human"), 1)
    with pytest.raises(ValueError, match="kind"):
        GameSession.new(GAME, seats("human", "grandmaster"), 1)


def test_save_as_and_load(qtbot, sessions, tmp_path):
    session = new_session(["human", "human"], game=OPEN_GAME)
    sessions.append(session)
    session.start()
    session.submit(Swap())
    target = tmp_path / "mine.json"
    assert session.save(target)
    loaded = GameSession.load(target, resolve_game=resolve, autosave=False)
    sessions.append(loaded)
    assert loaded.state == session.state and loaded.save_path is None
    rec = Recorder(session)
    assert session.save(tmp_path / "no" / "such" / "\0bad") is False
    assert rec.of("error")
