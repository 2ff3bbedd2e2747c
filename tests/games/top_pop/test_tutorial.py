"""Learn to play Top Pop (app/games/top_pop/tutorial.py), played through the rules: the
learner takes the move the lesson points at each time, the other seats are the lesson's bots; every step
is completed, every action type of the standard game is used, and the sequence holds up whatever the bots do
(the lesson's seed and other seeds for the bots). The lesson is the standard game: the two-player
game's own moves (seventh, discard, play) are not in it."""

from __future__ import annotations

import pytest

from app.core import i18n
from app.core.tutorial import Tutorial
from app.games.top_pop import bots
from app.games.top_pop.actions import Done, Place, Stack, Take
from app.games.top_pop.rules import GAME
from app.games.top_pop.tutorial import LESSON
from app.session.game_modules import bot_seed

STANDARD_TYPES = {cls.TYPE for cls in (Place, Take, Stack, Done)}


def play_lesson(bot_seeds=None):
    lesson = LESSON
    state = GAME.new_state(lesson.players, lesson.seed, dict(lesson.options))
    seeds = bot_seeds or [bot_seed(lesson.seed, s) for s in range(lesson.players)]
    players = {s: bots.make_bot(lesson.bots[s - 1], s, seeds[s]) for s in range(1, lesson.players)}
    tutorial = Tutorial(lesson)
    used, steps = [], []
    for _ in range(200):
        if tutorial.finished or state.is_over:
            break
        seat = state.current_player
        legal = state.legal_actions()
        if seat == 0:
            view = state.view(0)
            action = tutorial.target(view, legal)
            assert action is not None, f"step {tutorial.number}: nothing to point at ({view['status']})"
            assert state.is_legal(action) and tutorial.refusal(action) is None
            before = tutorial.number
            state.apply(action)
            tutorial.done(action)
            assert tutorial.number == before + 1 or tutorial.finished
            used.append(action.TYPE)
            steps.append(before)
        else:
            state.apply(players[seat].choose(state.view(seat), legal))
    return tutorial, used, steps, state


def test_the_lesson_is_completed_and_uses_every_kind_of_move():
    tutorial, used, steps, state = play_lesson()
    assert tutorial.finished and not state.is_over
    assert steps == list(range(1, len(LESSON.steps) + 1))
    assert set(used) == STANDARD_TYPES
    assert [s.kinds[0] for s in LESSON.steps] == used
    assert state.view(0)['variant'] == 'standard'


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_the_lesson_holds_up_whatever_the_bot_plays(seed):
    tutorial, used, _, _ = play_lesson([0, seed, seed + 10])
    assert tutorial.finished and set(used) == STANDARD_TYPES


def test_the_lesson_reads_in_english_and_in_german():
    for text in (LESSON.intro, LESSON.done, *[s.prompt for s in LESSON.steps], LESSON.names[0]):  # "Ana" is a name
        with i18n.use("de"):
            german = i18n._(text)
        assert german != text, f"not translated: {text!r}"
