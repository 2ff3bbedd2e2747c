"""One viewer, changed only through the cover; one announcement per change (issue 25).

Secret Highcard (tests/support/secretgame): each seat holds one hidden card; in turn a seat may peek
(a reveal) and then passes or swaps. Ana and Bo are humans, Cy a computer that always passes."""

import json

from app.persistence import saves
from app.session import GameSession, SeatConfig
from app.session.announcement import JUMP, MOVE, SETUP, VIEWER
from tests.session.helpers import new_session, scripted_bots
from tests.support import resolve
from tests.support.secretgame.rules import Pass


class Announcements:
    def __init__(self, session) -> None:
        self.records = []
        session.announced.connect(self.records.append)

    def kinds(self):
        return [r.kind for r in self.records]

    @property
    def last(self):
        return self.records[-1]

    def clear(self):
        self.records.clear()


def _hot_seat(sessions, kinds=("human", "human", "easy"), **kwargs):
    session = new_session(list(kinds), seed=4, bots_module=scripted_bots(), **kwargs)
    sessions.append(session)
    heard = Announcements(session)
    session.start()
    return session, heard


def _public(session):
    return session.state.view(None)


def test_a_new_game_starts_with_nobody_viewing_and_the_cover_for_the_first_human(qtbot, sessions):
    session, heard = _hot_seat(sessions)
    assert heard.kinds() == [SETUP]
    first = heard.last
    assert first.viewer is None and first.handoff == 0 and first.legal == ()
    assert first.view == _public(session) and all(e.cards == (None, None, None) for e in first.events)
    session.confirm_handoff()
    assert heard.kinds() == [SETUP, VIEWER]
    assert heard.last.viewer == 0 and session.view_seat() == 0 and heard.last.handoff is None
    assert heard.last.view == session.state.view(0) and heard.last.legal
    assert heard.last.log and "Ana got a" in heard.last.log[0]


def test_the_viewers_turn_ends_with_their_move_and_the_move_is_shown_to_everyone(qtbot, sessions):
    session, heard = _hot_seat(sessions)
    session.confirm_handoff()
    heard.clear()
    session.submit(Pass())
    move = heard.last
    assert heard.kinds() == [MOVE]
    assert move.viewer is None and session.view_seat() is None  # nobody views while the cover waits
    assert move.handoff == 1 and move.view == _public(session) and move.legal == ()
    assert move.before is not None and move.log is not None  # drawn anew from the public table
    assert not any("Ana got a" in line for line in move.log)  # Ana's dealt card left the log
    json.dumps(move.to_dict())  # a record is data


def test_undo_on_the_cover_gives_the_cover_to_the_mover_not_the_next_player(qtbot, sessions):
    session, heard = _hot_seat(sessions)
    session.confirm_handoff()
    session.submit(Pass())
    assert session.handoff_seat == 1 and session.can_undo()  # Ana may take it back while the cover waits
    heard.clear()
    assert session.undo() is True
    assert heard.kinds() == [JUMP]
    record = heard.last
    assert record.viewer is None and record.handoff == 0 and session.handoff_seat == 0
    assert record.view == _public(session) and record.legal == ()
    assert record.log[-1] == "Ana took back a move."
    assert session.can_redo()
    assert session.redo() is True  # Ana plays it again: the cover is Bo's again
    assert session.handoff_seat == 1 and session.view_seat() is None
    assert heard.last.log[-3:] == ("Ana took back a move.", "Ana played the taken-back move again.",
                                   "Ana kept their card.")


def test_undo_after_a_computer_moved_names_the_mover_and_shows_nobody_meanwhile(qtbot, sessions):
    session, heard = _hot_seat(sessions, kinds=("human", "easy", "human"))
    session.confirm_handoff()
    heard.clear()
    session.submit(Pass())
    assert session.view_seat() is None  # Cy thinks: the table shows what everyone may see
    qtbot.waitUntil(lambda: session.current_player == 2, timeout=5000)
    assert [r.viewer for r in heard.records] == [None, None]
    assert heard.last.handoff == 2 and heard.last.events and heard.last.events[0].player == 1
    assert session.undo() is True  # Ana's pass and Cy's pass, nothing revealed
    assert session.current_player == 0 and session.handoff_seat == 0 and session.view_seat() is None
    assert heard.last.view == _public(session)


def test_bo_cannot_take_back_anas_move_once_he_has_the_mouse(qtbot, sessions):
    session, heard = _hot_seat(sessions)
    session.confirm_handoff()
    session.submit(Pass())
    session.confirm_handoff()  # Bo
    assert session.view_seat() == 1
    assert not session.can_undo() and "Ana" in session.undo_problem()


def test_load_and_continue_start_with_nobody_viewing_and_no_undo(qtbot, sessions, tmp_path):
    path = tmp_path / "game.json"
    session, heard = _hot_seat(sessions, autosave=True, save_path=path)
    session.confirm_handoff()
    session.submit(Pass())
    session.flush()
    loaded = GameSession.load(path, resolve_game=resolve, save_path=tmp_path / "again.json", bot_delay_ms=0)
    loaded.set_waits_for_animations(False)
    sessions.append(loaded)
    again = Announcements(loaded)
    assert loaded.announcement().viewer is None
    loaded.start()
    assert again.kinds() == [JUMP]
    assert again.last.viewer is None and again.last.handoff == 1 and again.last.view == _public(loaded)
    assert not loaded.can_undo() and "before the mouse is passed on" in loaded.undo_problem()
    assert saves.load_game(path, resolve_game=resolve).state == loaded.state


def test_one_announcement_per_move_and_per_change_of_viewer(qtbot, sessions):
    session, heard = _hot_seat(sessions, kinds=("human", "easy", "human"))
    session.confirm_handoff()
    heard.clear()
    session.submit(Pass())
    qtbot.waitUntil(lambda: session.current_player == 2, timeout=5000)
    assert heard.kinds() == [MOVE, MOVE]  # Ana's move, Cy's move: one each
    session.confirm_handoff()
    assert heard.kinds() == [MOVE, MOVE, VIEWER]


def test_a_single_human_always_views_and_a_game_without_secrets_shows_the_mover(qtbot, sessions):
    solo, heard = _hot_seat(sessions, kinds=("easy", "human", "easy"))
    qtbot.waitUntil(lambda: solo.current_player == 1, timeout=5000)
    assert all(r.viewer == 1 and r.handoff is None for r in heard.records)
    assert heard.last.legal


def test_at_the_end_nobody_views_and_no_cover_comes(qtbot, sessions):
    session, heard = _hot_seat(sessions, kinds=("human", "human"))
    while not session.is_over:
        if session.handoff_pending:
            session.confirm_handoff()
        session.submit(Pass())
    last = heard.last
    assert last.over and last.viewer is None and last.handoff is None and last.legal == ()
    assert last.view == _public(session)


def test_a_replay_opened_mid_game_shows_what_everyone_may_see_and_leaves_the_viewer(qtbot, sessions):
    from app.session.replay import ReplaySession

    session, heard = _hot_seat(sessions)
    session.confirm_handoff()
    replay = ReplaySession.from_session(session)
    shown = Announcements(replay)
    replay.last()
    replay.set_seen_by(0)  # refused: the game is not over
    assert shown.records and all(r.viewer is None and r.handoff is None for r in shown.records)
    assert shown.last.view == _public(session)
    assert all(line for line in shown.last.log) and not any("Ana got a" in line for line in shown.last.log)
    assert session.view_seat() == 0 and not session.handoff_pending  # the game's viewer is untouched
    replay.close()


def test_a_lesson_has_one_learner_who_always_views(qtbot, sessions):
    from app.games import registry
    from app.games.top_oder_flop.tutorial import LESSON

    names = ["Ana", "Ben", "Cleo", "Dan", "Eve"][:LESSON.players]
    seats = [SeatConfig(name, "#d33", kind) for name, kind in zip(names, ("human", *LESSON.bots))]
    session = GameSession.new(registry.get("top_oder_flop"), seats, LESSON.seed, dict(LESSON.options),
                              autosave=False, bot_delay_ms=0)
    session.set_waits_for_animations(False)
    sessions.append(session)
    heard = Announcements(session)
    session.start()
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=10000)
    assert heard.records and all(r.viewer == 0 and r.handoff is None for r in heard.records)
