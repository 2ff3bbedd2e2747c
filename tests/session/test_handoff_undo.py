"""Hot-seat hand-offs, per-seat filtering of events and log, and undo (Board Game Arena's policy)."""

import pytest

from app.persistence import paths, saves
from app.session import GameSession
from tests.session.helpers import Recorder, always_peek_then_pass, new_session, scripted_bots
from tests.support import OPEN_GAME, resolve
from tests.support.secretgame.rules import Pass, Peek


def test_handoff_between_two_humans_of_a_game_with_secrets(qtbot, sessions):
    session = new_session(["human", "human", "easy"], seed=4, bots_module=scripted_bots())
    sessions.append(session)
    rec = Recorder(session)
    session.start()
    # nobody has the mouse yet: the first human to decide must take it; the table shows no secrets
    assert rec.of("handoff") == [(0,)] and session.handoff_pending and session.handoff_seat == 0
    assert session.view_seat() is None and session.view()["hands"] == [None, None, None]
    dealt = rec.of("eventsApplied")[0][0][0]
    assert dealt.cards == (None, None, None)
    assert session.legal_actions() == [] and session.submit(Pass()) is False
    session.confirm_handoff()
    assert session.view_seat() == 0 and not session.handoff_pending
    hands = session.state.hands
    assert session.view()["hands"] == [hands[0], None, None]
    assert session.log_lines()[0] == f"Round 1: the cards were dealt (Ana got a {hands[0]})."
    rec.clear()
    session.submit(Pass())
    assert rec.of("handoff") == [(1,)]
    assert rec.names().index("handoff") > rec.names().index("positionChanged")
    assert session.handoff_pending and session.view_seat() is None  # Ana's turn ended: nobody views
    assert session.view()["hands"] == [None, None, None] and session.legal_actions() == []
    assert session.submit(Pass()) is False and "Bo must take the mouse" in rec.of("error")[0][0]
    rec.clear()
    session.confirm_handoff()
    assert rec.names() == ["logReset", "positionChanged"]
    assert session.view_seat() == 1 and session.view()["hands"] == [None, hands[1], None]
    assert session.log_lines()[0] == f"Round 1: the cards were dealt (Bo got a {hands[1]})."
    assert all(f"Ana got" not in line for line in session.log_lines())
    session.submit(Peek())  # Bo keeps the mouse for his second decision of the turn: no hand-off
    assert not session.handoff_pending and session.legal_actions()


def test_no_handoff_without_secrets_or_with_a_single_human(qtbot, sessions):
    open_session = new_session(["human", "human", "human"], game=OPEN_GAME)
    solo = new_session(["easy", "human", "easy"], bots_module=scripted_bots())
    sessions.extend([open_session, solo])
    rec_open, rec_solo = Recorder(open_session), Recorder(solo)
    open_session.start()
    solo.start()
    for _ in range(5):
        open_session.submit(Pass())
        assert open_session.view_seat() == open_session.current_player or open_session.is_over
    assert rec_open.of("handoff") == [] and not rec_open.of("error")
    qtbot.waitUntil(lambda: bool(solo.legal_actions()), timeout=5000)
    solo.submit(Pass())
    qtbot.waitUntil(lambda: bool(solo.legal_actions()) or solo.is_over, timeout=5000)
    assert rec_solo.of("handoff") == []
    assert solo.view_seat() == 1 and not rec_solo.of("error")


def test_events_and_log_are_filtered_for_the_seat_at_the_screen(qtbot, sessions):
    session = new_session(["human", "easy"], bots_module=scripted_bots(always_peek_then_pass))
    sessions.append(session)
    rec = Recorder(session)
    session.start()
    session.submit(Pass())
    qtbot.waitUntil(lambda: len(session.state.history) >= 3, timeout=5000)
    peeked = [e for args in rec.of("eventsApplied") for e in args[0] if e.TYPE == "peeked"]
    assert peeked and all(e.player == 1 and e.card is None for e in peeked)
    assert session.state.history[1] == Peek()
    assert "Bo peeked at the top card." in session.log_lines()
    assert ("Bo peeked at the top card.",) in rec.of("logged")
    assert not any("Bo peeked at the top card:" in line for line in session.log_lines())


def test_generic_log_sentences_when_the_game_has_none(qtbot, sessions):
    session = new_session(["human", "human"], game=OPEN_GAME, log_module=object())
    sessions.append(session)
    session.start()
    session.submit(Pass())
    assert session.log_lines()[-1] == "Ana: passed."
    assert session.log_lines()[0].startswith("Dealt (round 0, cards [")


def test_undo_own_move_and_the_bot_moves_after_it(qtbot, sessions):
    session = new_session(["human", "easy", "easy"], game=OPEN_GAME, bots_module=scripted_bots(sleep=0.3))
    sessions.append(session)
    session.start()
    start = session.state.to_json()
    lines = session.log_lines()
    assert not session.can_undo() and "no move of yours" in session.undo_problem()
    session.submit(Pass())
    qtbot.waitUntil(lambda: len(session.actors) == 2, timeout=5000)  # the second bot is thinking
    assert session.actors == [0, 1] and session.revealed == [False, False]
    assert session.can_undo()
    rec = Recorder(session)
    assert session.undo() is True
    assert session.state.to_json() == start and session.actors == [] and session.current_player == 0
    assert "positionChanged" in rec.names() and "logReset" in rec.names()
    assert session.log_lines() == lines + ["Ana took back a move."]  # the log says so (issue 25)
    session.flush()  # the autosave is written off the UI thread
    assert saves.load_game(paths.autosave_path(), resolve_game=resolve).state == session.state


def test_undo_refused_after_a_reveal(qtbot, sessions):
    session = new_session(["human", "easy", "human"], game=OPEN_GAME,
                          bots_module=scripted_bots(always_peek_then_pass))
    sessions.append(session)
    session.start()
    session.submit(Pass())
    qtbot.waitUntil(lambda: session.current_player == 2, timeout=5000)
    assert session.revealed == [False, True, False]  # the bot peeked
    before = session.state.to_json()
    rec = Recorder(session)
    assert not session.can_undo()
    assert session.undo() is False
    assert "revealed" in rec.of("error")[0][0]
    assert session.state.to_json() == before
    # the human's own reveal cannot be taken back either
    session.submit(Peek())
    assert not session.can_undo()


def test_undo_refused_past_the_end_of_a_round_and_at_game_over(qtbot, sessions):
    session = new_session(["human", "human"], game=OPEN_GAME, rounds=1)
    sessions.append(session)
    session.start()
    session.submit(Pass())
    assert not session.can_undo() and "now Bo's turn" in session.undo_problem()
    session.submit(Pass())  # showdown: every card is shown
    assert session.is_over and not session.can_undo()
    assert "over" in session.undo_problem()
    session2 = new_session(["human", "human"], game=OPEN_GAME, rounds=2)
    sessions.append(session2)
    session2.start()
    session2.submit(Pass())
    session2.submit(Pass())  # showdown and a new deal
    assert not session2.is_over and not session2.can_undo()


def test_undo_with_handoffs_only_by_the_player_who_moved(qtbot, sessions):
    session = new_session(["human", "human"], seed=2)
    sessions.append(session)
    session.start()
    session.confirm_handoff()
    session.submit(Pass())
    assert session.handoff_pending and session.view_seat() is None
    assert session.can_undo()  # Ana still has the mouse: she may take it back
    session.confirm_handoff()
    assert not session.can_undo() and "only be taken back by Ana" in session.undo_problem()
    session2 = new_session(["human", "human"], seed=2)
    sessions.append(session2)
    session2.start()
    session2.confirm_handoff()
    session2.submit(Pass())
    assert session2.undo()
    # the cover names Ana, who took the move back: nothing of hers shows before she confirms it
    assert session2.handoff_seat == 0 and session2.view_seat() is None and not session2.legal_actions()
    session2.confirm_handoff()
    assert session2.view_seat() == 0 and session2.legal_actions()


def test_undo_while_a_bot_thinks_discards_its_answer(qtbot, sessions):
    session = new_session(["human", "easy", "human"], game=OPEN_GAME, bots_module=scripted_bots(sleep=0.25))
    sessions.append(session)
    session.start()
    session.submit(Pass())
    assert session.bot_thinking
    assert session.undo()
    assert not session.bot_thinking and session.state.history == [] and session.legal_actions()
    qtbot.wait(500)
    assert session.state.history == [] and session.current_player == 0


def test_corrupt_loads_leave_the_autosave_alone(qtbot, sessions, tmp_path):
    session = new_session(["human", "easy"], bots_module=scripted_bots())
    sessions.append(session)
    session.start()
    session.submit(Pass())
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=5000)
    session.flush()
    good = paths.autosave_path().read_bytes()
    text = good.decode()
    bad_files = {
        "truncated.json": text[: len(text) * 2 // 3],
        "edited.json": text.replace('{"type":"pass"}', '{"type":"peek"},{"type":"peek"}', 1),
        "other_game.json": text.replace('"game":"secretgame"', '"game":"flip7"', 1),
        "version.json": text.replace('"version":1', '"version":7', 1),
    }
    for name, content in bad_files.items():
        assert content != text, name
        (tmp_path / name).write_text(content)
    (tmp_path / "random.bin").write_bytes(bytes((i * 7919) % 256 for i in range(5000)))
    for name in [*bad_files, "random.bin"]:
        with pytest.raises(Exception) as info:
            GameSession.load(tmp_path / name, resolve_game=resolve, bot_delay_ms=0)
        assert type(info.value).__name__ == "SaveFormatError", (name, info.value)
        assert str(info.value).endswith((".", ")")), str(info.value)
        assert paths.autosave_path().read_bytes() == good
    assert saves.has_unfinished(resolve_game=resolve)
