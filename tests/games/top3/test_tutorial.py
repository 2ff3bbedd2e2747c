"""Top 3's lesson played through the rules: the learner lays what the lesson points at, the other
seats are the lesson's Easy bots; both steps are completed, with the one kind of move (choose) laid
alone and with a bet card, whatever the bots do; with the lesson's bots the learner's orders are
right and the bet card is paid."""

from __future__ import annotations

import pytest

from app.core import i18n
from app.games.top3 import GAME, bots
from app.games.top3.actions import ACTIONS, Choose
from app.games.top3.tutorial import LESSON
from app.session.game_modules import bot_seed
from tests.support.lesson_checks import play_lesson


def finish_round(state, seeds):
    players = {s: bots.make_bot("easy", s, seeds[s]) for s in (1, 2)}
    while state.current_player not in (0, None):
        seat = state.current_player
        state.apply(players[seat].choose(state.view(seat), state.legal_actions()))


def test_the_lesson_is_a_short_stacked_game_against_easy_bots():
    assert LESSON.game == "top3" and LESSON.players == 3 and LESSON.bots == ("easy", "easy")
    state = GAME.new_state(LESSON.players, LESSON.seed, dict(LESSON.options))
    state.check_invariants()
    assert state.table == ["Singapore", "Rome", "Oslo"] and state.category == "mean_temperature"


def test_played_through_the_rules_both_steps_alone_and_with_a_bet_card():
    tutorial, used, steps, state = play_lesson(GAME, LESSON, bots)
    assert tutorial.finished and steps == [1, 2] and used == ["choose", "choose"]
    assert set(used) == {a.TYPE for a in ACTIONS}
    laid = [a for a, seat in zip(state.history, state.actors) if seat == 0]
    assert laid == [Choose("123"), Choose("231", "everyone")]
    finish_round(state, [bot_seed(LESSON.seed, s) for s in range(3)])
    first, second = state.reveals
    assert first.right[0] and second.right == (True, True, True)  # the pointed orders are right
    assert second.advance_paid[0] is not None  # and "Everyone is right" wins a card
    assert state.won[0] == ["Singapore", "Rome", "Dublin"]


@pytest.mark.parametrize("seed", range(10))
def test_whatever_the_bots_do_the_lesson_completes(seed):
    seeds = [bot_seed(seed, s) for s in range(LESSON.players)]
    tutorial, used, steps, state = play_lesson(GAME, LESSON, bots, bot_seeds=seeds)
    assert tutorial.finished and steps == [1, 2]
    assert [a for a, s in zip(state.history, state.actors) if s == 0][1].advance == "everyone"


def test_the_texts_are_german_in_german():
    texts = [LESSON.intro, LESSON.done, *(step.prompt for step in LESSON.steps)]  # names stay as they are
    with i18n.use("de"):
        german = [i18n._(t) for t in texts]
    assert all(g != t and g.strip() for g, t in zip(german, texts))
