"""Learn to play Top Pop for two (app/games/top_pop/tutorial.py DUO_LESSON, issue 27), played through
the rules as the other games' lessons are (tests/support/lesson_checks.py play_lesson): the learner is
the second player, lays two seventh cards, sets a card aside and plays cards to companies; every step
is completed whatever the computer player does, and every text reads in German too."""

from __future__ import annotations

import pytest

from app.core import i18n
from app.games.top_pop import bots
from app.games.top_pop.actions import Discard, Play, Seventh
from app.games.top_pop.rules import GAME
from app.games.top_pop.tutorial import DUO_LESSON, LESSON, LESSONS
from tests.support import lesson_checks

DUO_TYPES = {cls.TYPE for cls in (Seventh, Discard, Play)}


def test_both_lessons_are_offered_the_standard_one_first():
    assert LESSONS == (LESSON, DUO_LESSON)
    assert LESSON.players == 3 and DUO_LESSON.players == 2
    assert DUO_LESSON.options["variant"] == "two_player"
    assert LESSON.title and DUO_LESSON.title and LESSON.title != DUO_LESSON.title


def test_the_two_player_lesson_is_completed_with_every_kind_of_move():
    tutorial, used, steps, state = lesson_checks.play_lesson(GAME, DUO_LESSON, bots)
    assert tutorial.finished and not state.is_over
    assert steps == list(range(1, len(DUO_LESSON.steps) + 1))
    assert set(used) == DUO_TYPES
    assert [s.kinds[0] for s in DUO_LESSON.steps] == used
    view = state.view(0)
    assert view["variant"] == "two_player" and view["phase"] == "play"
    assert sum(view["caps"][0].values()) > 0  # the learner's plays paid caps


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_the_two_player_lesson_holds_up_whatever_the_bot_plays(seed):
    tutorial, used, _, _ = lesson_checks.play_lesson(GAME, DUO_LESSON, bots, [0, seed])
    assert tutorial.finished and set(used) == DUO_TYPES


def test_the_two_player_lesson_reads_in_english_and_in_german():
    texts = (DUO_LESSON.intro, DUO_LESSON.done, LESSON.title, DUO_LESSON.title, *[s.prompt for s in DUO_LESSON.steps])
    for text in texts:
        with i18n.use("de"):
            german = i18n._(text)
        assert german != text and german.strip(), f"not translated: {text!r}"
