"""The pure lesson runner: steps advance only on their own kind, refusals name the step, targets are legal."""

from __future__ import annotations

import dataclasses

import pytest

from app.core import i18n
from app.core.i18n import N_
from app.core.records import Action
from app.core.tutorial import Lesson, Step, Tutorial


@dataclasses.dataclass(frozen=True)
class Hit(Action):
    TYPE = "hit"


@dataclasses.dataclass(frozen=True)
class Stay(Action):
    TYPE = "stay"


@dataclasses.dataclass(frozen=True)
class Give(Action):
    TYPE = "give"
    target: int = 0


def lesson(**changes) -> Lesson:
    fields = dict(
        game="flip7", players=2, seed=7, options={"deck": "1,2,3"}, bots=("easy",),
        names=(N_("You"), "Ana"), intro="Welcome.",
        steps=(Step("Draw a card.", ("hit",)),
               Step("Give it to {p1}.", ("give",), pick=lambda view, legal: Give(1)),
               Step("Stay now.", ("stay",))),
        done="You know the game.")
    fields.update(changes)
    return Lesson(**fields)


def test_steps_advance_only_on_their_kind() -> None:
    tutorial = Tutorial(lesson())
    assert tutorial.step is not None and tutorial.step.kinds == ("hit",)
    assert (tutorial.number, tutorial.total, tutorial.finished) == (1, 3, False)
    tutorial.done(Stay())  # a move of another kind (e.g. the lesson let it through) changes nothing
    assert tutorial.step.kinds == ("hit",)
    tutorial.done(Hit())
    assert tutorial.step.kinds == ("give",) and tutorial.number == 2
    tutorial.done(Give(0))
    tutorial.done(Stay())
    assert tutorial.finished and tutorial.step is None and tutorial.number == 3
    tutorial.done(Hit())  # after the end: nothing happens
    assert tutorial.finished
    assert tutorial.prompt() == "You know the game."


def test_refusal_names_the_step_and_lets_its_kind_through() -> None:
    tutorial = Tutorial(lesson())
    assert tutorial.refusal(Hit()) is None
    assert tutorial.refusal({"type": "hit"}) is None
    sentence = tutorial.refusal(Stay())
    assert sentence is not None and "Draw a card." in sentence
    assert tutorial.refusal(Stay(), 0) == sentence  # usable as a session's gate (action, seat)
    for action in (Hit(), Give(1), Stay()):
        tutorial.done(action)
    assert tutorial.refusal(Stay()) is None and tutorial.refusal(Hit()) is None


def test_refusal_is_translated_when_asked() -> None:
    tutorial = Tutorial(lesson())
    english = tutorial.refusal(Stay())
    with i18n.use("de"):
        german = tutorial.refusal(Stay())
    assert german != english and "Draw a card." in german


def test_target_default_pick_and_illegal_pick() -> None:
    tutorial = Tutorial(lesson())
    assert tutorial.target({}, [Stay(), Hit()]) == Hit()
    assert tutorial.target({}, [Stay()]) is None
    tutorial.done(Hit())
    assert tutorial.target({}, [Give(0), Give(1)]) == Give(1)  # the step's pick
    # a pick may name a move that `legal` does not list (a flick is continuous)
    assert tutorial.target({}, [Stay()]) == Give(1)
    tutorial.done(Give(1))
    tutorial.done(Stay())
    assert tutorial.target({}, [Hit()]) is None


def test_a_pick_that_finds_nothing_falls_back_to_the_first_of_the_kind() -> None:
    step = Step("Give.", ("give",), pick=lambda view, legal: None)
    tutorial = Tutorial(lesson(steps=(step,)))
    assert tutorial.target({}, [Stay(), Give(3), Give(1)]) == Give(3)


def test_pick_sees_the_view_and_legal() -> None:
    seen = []
    step = Step("Give.", ("give",), pick=lambda view, legal: seen.append((view, legal)) or legal[-1])
    tutorial = Tutorial(lesson(steps=(step,)))
    assert tutorial.target({"x": 1}, [Give(0), Give(2)]) == Give(2)
    assert seen == [({"x": 1}, [Give(0), Give(2)])]


def test_names_are_translated() -> None:
    tutorial = Tutorial(lesson())
    assert tutorial.names() == ["You", "Ana"]
    with i18n.use("de"):  # translated where asked ("Player {n}" has its German in the core catalogue)
        assert Tutorial(lesson(names=("Player {n}", "Ana"))).names()[0] == "Spieler {n}"


def test_bad_lessons_are_refused() -> None:
    with pytest.raises(ValueError):
        lesson(bots=())
    with pytest.raises(ValueError):
        lesson(names=("You",))
    with pytest.raises(ValueError):
        lesson(steps=())
    with pytest.raises(TypeError):
        Step("Draw.", "hit")  # type: ignore[arg-type]
