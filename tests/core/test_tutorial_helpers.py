"""What a game's lesson takes from app/core/tutorial.py instead of writing it: the seats' names and
bots, a pick of one move, and a pick of a bot's favourite among the moves a step accepts."""

from __future__ import annotations

import dataclasses

import pytest

from app.core import i18n
from app.core.records import Action
from app.core.tutorial import NAMES, Lesson, Step, Tutorial, picker, the_move


@dataclasses.dataclass(frozen=True)
class Give(Action):
    TYPE = "give"
    target: int = 0


def _lesson(**changes) -> Lesson:
    fields = dict(game="flip7", players=3, seed=1, options={}, intro="Hi.", steps=(Step("Give.", ("give",)),),
                  done="Done.")
    fields.update(changes)
    return Lesson(**fields)


def test_a_lesson_without_names_or_bots_has_sam_ana_and_ben_and_easy_bots():
    lesson = _lesson()
    assert lesson.bots == ("easy", "easy") and lesson.names == NAMES[:3] == ("Sam", "Ana", "Ben")
    assert _lesson(players=2).bots == ("easy",) and _lesson(players=2).names == ("Sam", "Ana")
    with i18n.use("de"):
        assert Tutorial(lesson).names() == ["Sam", "Ana", "Ben"]
    assert _lesson(bots=("hard", "easy"), names=("You", "B", "C")).bots == ("hard", "easy")
    with pytest.raises(ValueError):
        _lesson(bots=())
    with pytest.raises(ValueError):  # more seats than default names
        _lesson(players=len(NAMES) + 1)


def test_the_move_points_at_it_only_when_it_is_legal():
    pick = the_move(Give(1))
    assert pick({}, [Give(0), Give(1)]) == Give(1)
    assert pick({}, [Give(0)]) is None


def test_a_picker_names_the_favourite_among_the_moves_a_step_accepts():
    seen = []

    def highest(view, moves):
        seen.append(list(moves))
        return max(moves, key=lambda a: a.target * view["sign"])

    best = picker(highest)
    pick = best(lambda action, view: action.target != 3)
    legal = [Give(t) for t in range(5)]
    assert pick({"sign": 1}, legal) == Give(4) and pick({"sign": -1}, legal) == Give(0)
    assert seen[0] == [Give(0), Give(1), Give(2), Give(4)]
    assert pick({"sign": 1}, [Give(3)]) is None and len(seen) == 2  # nothing accepted: no choice asked
