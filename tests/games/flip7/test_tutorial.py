"""Flip 7's lesson played through the rules: the learner takes what the lesson points at, the other
seats are the lesson's Easy bots; every step is completed and every kind of move (hit, target, stay)
is used once, whatever the bots do (other bot seeds) and whoever the learner gives the Flip Three to."""

from __future__ import annotations

import pytest

from app.core import i18n
from app.core.tutorial import Tutorial
from app.games.flip7 import GAME, bots
from app.games.flip7.actions import ACTIONS
from app.games.flip7.tutorial import LESSON
from app.session.game_modules import bot_seed
from tests.support.lesson_checks import play_lesson


def test_the_lesson_is_a_short_stacked_game_against_easy_bots():
    assert LESSON.game == "flip7" and LESSON.players == 3 and LESSON.bots == ("easy", "easy")
    GAME.new_state(LESSON.players, LESSON.seed, dict(LESSON.options)).check_invariants()
    assert len(LESSON.steps) == 3


def test_played_through_the_rules_every_step_and_every_kind_of_move():
    tutorial, used, steps, state = play_lesson(GAME, LESSON, bots)
    assert tutorial.finished and steps == [1, 2, 3]
    assert sorted(used) == sorted(a.TYPE for a in ACTIONS) and used == ["hit", "target", "stay"]
    # the step pointing at Ana: she flips three, and the 8 busts her
    assert state.players[1].status == "busted" and state.players[0].numbers == [5]


@pytest.mark.parametrize("seed", range(12))
def test_whatever_the_bots_do_the_lesson_completes(seed):
    seeds = [bot_seed(seed, s) for s in range(LESSON.players)]
    tutorial, used, steps, _state = play_lesson(GAME, LESSON, bots, bot_seeds=seeds)
    assert tutorial.finished and used == ["hit", "target", "stay"]


@pytest.mark.parametrize("target", [0, 1, 2])
def test_whoever_gets_the_flip_three_the_stay_step_comes(target):
    """The gate lets any target through: the lesson must go on from each."""
    state = GAME.new_state(LESSON.players, LESSON.seed, dict(LESSON.options))
    tutorial = Tutorial(LESSON)
    players = {s: bots.make_bot("easy", s, bot_seed(LESSON.seed, s)) for s in (1, 2)}
    for _ in range(60):
        if tutorial.finished:
            break
        seat, legal = state.current_player, state.legal_actions()
        if seat != 0:
            state.apply(players[seat].choose(state.view(seat), legal))
            continue
        action = tutorial.target(state.view(0), legal)
        if action.TYPE == "target":
            action = next(a for a in legal if a.player == target)
        assert tutorial.refusal(action) is None
        state.apply(action)
        tutorial.done(action)
    assert tutorial.finished and state.players[0].status == "stayed"


def test_the_texts_are_german_in_german():
    texts = [LESSON.intro, LESSON.done, *(step.prompt for step in LESSON.steps)]  # names stay as they are
    with i18n.use("de"):
        german = [i18n._(t) for t in texts]
    assert all(g != t and g.strip() for g, t in zip(german, texts))
    assert all(g.count("{p1}") == t.count("{p1}") for g, t in zip(german, texts))
