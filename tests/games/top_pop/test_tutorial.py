"""Learn to play Top Pop (app/games/top_pop/tutorial.py), played through the rules: the
learner takes the move the lesson points at each time, the other seats are the lesson's bots; every step
is completed, every action type of the standard game is used, and the sequence holds up whatever the bots do
(the lesson's seed and other seeds for the bots). The lesson is the standard game: the two-player
game's own moves (seventh, discard, play) are not in it."""

from __future__ import annotations

import pytest

from app.core import i18n
from app.games.top_pop import bots
from app.games.top_pop.actions import Done, Place, Stack, Take
from app.games.top_pop.rules import GAME
from app.games.top_pop.tutorial import LESSON
from tests.support import lesson_checks

STANDARD_TYPES = {cls.TYPE for cls in (Place, Take, Stack, Done)}


def play_lesson(bot_seeds=None):
    return lesson_checks.play_lesson(GAME, LESSON, bots, bot_seeds)


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
    for text in (LESSON.intro, LESSON.done, *[s.prompt for s in LESSON.steps]):  # the names are names
        with i18n.use("de"):
            german = i18n._(text)
        assert german != text, f"not translated: {text!r}"


def test_a_turn_that_ends_by_itself_passes_over_the_done_step_and_says_so():
    """Issue 27: at step 3 a stack of two caps leaves nothing to stack, so the turn ends by itself:
    the lesson passes over "Click Done", says what happened, and goes on to step 5."""
    state, tutorial = lesson_checks.lesson_at(GAME, LESSON, bots, 3)
    stack = Stack(1, 0, (0, 0))
    assert tutorial.try_move(state, stack) is None  # a stack counts, whichever
    before = state.view(0)
    state.apply(stack)
    assert state.current_player != 0
    with i18n.use("en"):
        notes = tutorial.done(stack, before, state.view(0))
        assert notes == ("Nothing was left that you could stack, so your turn ended by itself and you drew a card.",)
        assert tutorial.number == 5 and tutorial.prompt().startswith("Now place a card in front of yourself")


def test_done_is_not_passed_over_while_the_turn_goes_on():
    state, tutorial = lesson_checks.lesson_at(GAME, LESSON, bots, 3)
    stack = tutorial.target(state.view(0), state.legal_actions())
    before = state.view(0)
    state.apply(stack)
    assert state.current_player == 0
    assert tutorial.done(stack, before, state.view(0)) == () and tutorial.number == 4
