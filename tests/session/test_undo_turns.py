"""Undo crosses no turns of another human (Board Game Arena): a human takes back only their own last
decision, and only while no other human has the turn. Every refusal says why in a player's words."""

from tests.session.helpers import new_session, scripted_bots
from tests.support import OPEN_GAME
from tests.support.secretgame.rules import Pass


def test_hot_seat_without_secrets_ben_cannot_take_back_anas_move(qtbot, sessions):
    session = new_session(["human", "human", "human"], game=OPEN_GAME)
    sessions.append(session)
    session.start()
    assert session.can_undo() is False
    session.submit(Pass())  # Ana's decision; the turn passes to Bo (no hand-off in an open game)
    assert session.current_player == 1 and session.actors == [0]
    assert not session.can_undo()
    assert session.undo_problem() == "Ana's move can only be taken back by Ana, and it is now Bo's turn."
    before = session.state.to_json()
    assert session.undo() is False and session.state.to_json() == before
    session.submit(Pass())  # Bo's decision; the turn passes to Cy
    assert session.current_player == 2
    assert session.undo_problem() == "Bo's move can only be taken back by Bo, and it is now Cy's turn."


def test_the_same_human_may_take_back_after_bot_moves(qtbot, sessions):
    session = new_session(["human", "easy", "human"], game=OPEN_GAME, bots_module=scripted_bots())
    sessions.append(session)
    session.start()
    session.submit(Pass())
    # while the bot plays, nobody else has the turn: Ana may take back her move
    assert session.can_undo()
    qtbot.waitUntil(lambda: session.current_player == 2, timeout=5000)
    # the bot has moved, and now Cy (human) has the turn: Ana's move is no longer hers to take back
    assert session.actors == [0, 1]
    assert session.undo_problem() == "Ana's move can only be taken back by Ana, and it is now Cy's turn."
    assert session.undo() is False and session.actors == [0, 1]


def test_a_single_human_takes_back_across_bot_moves(qtbot, sessions):
    session = new_session(["human", "easy", "easy"], game=OPEN_GAME, bots_module=scripted_bots(sleep=0.3))
    sessions.append(session)
    session.start()
    session.submit(Pass())
    qtbot.waitUntil(lambda: len(session.actors) == 2, timeout=5000)  # one bot moved, the next thinks
    assert session.can_undo() and session.undo() and session.actors == [] and session.current_player == 0


def test_undo_refusals_are_whole_player_sentences(qtbot, sessions):
    session = new_session(["human", "human"], game=OPEN_GAME, rounds=1)
    sessions.append(session)
    session.start()
    assert session.undo_problem() == "There is no move of yours to take back yet."
    session.submit(Pass())
    session.submit(Pass())  # the showdown reveals every card and ends the one-round game
    assert session.undo_problem() == "The game is over: moves can no longer be taken back."
