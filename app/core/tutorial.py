"""Learn to play: a lesson is a short stacked game and a list of steps; the tutorial walks through them.

A game's `app/games/<id>/tutorial.py` defines `LESSON: Lesson`, and `LESSONS` (a tuple, each with a
`title`) when it has several, for different ways to play (Top Pop for three and for two). Seat 0 is the learner (a human), the
other seats are bots of the levels in `bots`. Each `Step` says what to do (its `prompt`, marked with
`N_()` and translated where shown) and which action TYPEs complete it (`kinds`). The table points at
the move `Tutorial.target(view, legal)` names; a move of another kind is refused with
`Tutorial.refusal(action)` (the session's gate); an applied move of the step's kind (`Tutorial.done`)
moves on to the next step. When every step is done, `finished` is true and the lesson's `done` text
is shown with "Play a real game".

A step may say what counts as done (`goal`, judged on the learner's views before and after the move):
a move of the step's kind that misses it (a flick that misses) is taken back with the step's "Try
again" sentence (`again`): `Tutorial.try_move(state, action)` plays it on a copy of the state first,
and the lesson's gate refuses it, so nothing is played and no computer player moves on a miss. A step
with a `passed` sentence is passed over, saying so, when the learner's move before it already reached
its goal (the game did it by itself: a Top Pop turn that ends when nothing more can be stacked).

Pure Python: no Qt. Texts are translated when asked for (the language can change in a process).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from app.core.i18n import N_, _
from app.core.errors import IllegalAction
from app.core.records import Action

__all__ = ["AGAIN", "NAMES", "Lesson", "Step", "Tutorial", "picker", "the_move"]

#: (view, legal actions) -> the move to point at, or None for the default
Pick = Callable[[dict, list], "Action | None"]
#: (the learner's view before the move, after it) -> the step's goal is reached
Goal = Callable[[dict, dict], bool]

#: a step's `again` unless it says more
AGAIN = N_("Try again: that move does not do what this step asks, so it was taken back.")


def the_move(move: Action) -> Pick:
    """A step's pick: `move`, when it is legal."""

    def pick(view: dict, legal: list) -> Action | None:
        return move if move in legal else None

    return pick


def picker(choose: Callable[[dict, list], "Action | None"]) -> Callable[[Callable[[Any, dict], bool]], Pick]:
    """`best = picker(choose)`: `best(keep)` is a step's pick that points, of the legal moves
    `keep(action, view)` accepts, at the one `choose(view, moves)` names (a bot's favourite)."""

    def best(keep: Callable[[Any, dict], bool]) -> Pick:
        def pick(view: dict, legal: list) -> Action | None:
            moves = [a for a in legal if keep(a, view)]
            return choose(view, moves) if moves else None

        return pick

    return best


@dataclass(frozen=True)
class Step:
    #: N_()-marked: what to click and why; seat placeholders ("{p1}") allowed
    prompt: str
    #: action TYPEs that complete the step, e.g. ("hit",)
    kinds: tuple[str, ...]
    #: the move to point at (view, legal); None: the first legal action whose TYPE is in `kinds`
    pick: Pick | None = None
    #: what counts as done: (view before, view after) of the learner; None: any move of `kinds`
    goal: Goal | None = None
    #: N_()-marked: why a move of `kinds` that misses `goal` was taken back, and what to try
    again: str = AGAIN
    #: N_()-marked: when set, the step is passed over with this sentence if the learner's move of
    #: the step before already reached `goal` (the game did the step by itself)
    passed: str | None = None

    def __post_init__(self) -> None:
        if isinstance(self.kinds, str) or not self.kinds:
            raise TypeError("Step.kinds must be a non-empty tuple of action TYPEs")
        if self.passed is not None and self.goal is None:
            raise ValueError("a step passed over by its goal needs a goal")


#: the seats' names in a lesson unless it names them. The learner has a name too: the table's sentences
#: speak of each seat in the third person ("Sam places", never "You places"); the prompts say "you"
NAMES = (N_("Sam"), N_("Ana"), N_("Ben"), N_("Cleo"), N_("Dan"))


@dataclass(frozen=True)
class Lesson:
    game: str
    players: int
    seed: int
    #: the short stacked position (the game's "deck" option, ...)
    options: dict
    #: N_()-marked: shown before the first step
    intro: str
    steps: tuple[Step, ...]
    #: N_()-marked: shown when every step is done
    done: str
    #: the levels of seats 1.. (seat 0 is the learner, a human); None: Easy bots
    bots: tuple[str, ...] | None = None
    #: N_()-marked seat names, e.g. (N_("You"), N_("Ana")); None: the first of NAMES
    names: tuple[str, ...] | None = None
    #: N_()-marked: which lesson this is, where a game has several ("Two players")
    title: str | None = None

    def __post_init__(self) -> None:
        if self.bots is None:
            object.__setattr__(self, "bots", ("easy",) * (self.players - 1))
        if self.names is None:
            object.__setattr__(self, "names", NAMES[:self.players])
        if len(self.bots) != self.players - 1:
            raise ValueError(f"a lesson of {self.players} players needs {self.players - 1} bot levels, "
                             f"not {len(self.bots)}")
        if len(self.names) != self.players:
            raise ValueError(f"a lesson of {self.players} players needs {self.players} names, not {len(self.names)}")
        if not self.steps:
            raise ValueError("a lesson needs at least one step")


def _type_of(action: Any) -> str | None:
    kind = getattr(action, "TYPE", None)
    if kind is None and isinstance(action, dict):
        kind = action.get("type")
    return kind if isinstance(kind, str) else None


class Tutorial:
    """The runner of one lesson: which step is current, what to point at, what to refuse."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self._index = 0

    # ---- where we are ----------------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        """The current step (None when every step is done)."""
        steps = self.lesson.steps
        return steps[self._index] if self._index < len(steps) else None

    @property
    def finished(self) -> bool:
        return self._index >= len(self.lesson.steps)

    @property
    def number(self) -> int:
        """The current step, counted from 1 (the number of steps once finished)."""
        return min(self._index + 1, len(self.lesson.steps))

    @property
    def total(self) -> int:
        """How many steps the lesson has."""
        return len(self.lesson.steps)

    def prompt(self) -> str:
        """The current step's prompt translated, or the lesson's `done` text when finished (seat
        placeholders left in: the table fills the names)."""
        step = self.step
        return _(self.lesson.done) if step is None else _(step.prompt)

    def names(self) -> list[str]:
        """The lesson's seat names, translated."""
        return [_(name) for name in self.lesson.names]

    # ---- the contract --------------------------------------------------------------------------
    def refusal(self, action: Any, seat: int | None = None) -> str | None:
        """The sentence refusing the learner's `action` when it is not of this step's kind; None when
        it may be played (every move is free once the lesson is finished). `seat` is accepted so that
        this can be a session's gate (`GameSession.set_gate`)."""
        step = self.step
        if step is None or _type_of(action) in step.kinds:
            return None
        return _("Not yet, in this lesson: {prompt}").format(prompt=_(step.prompt))

    def target(self, view: dict, legal: Sequence[Action]) -> Action | None:
        """The move to point at now: what the step's `pick` names (a continuous move such as a flick
        is not among `legal`: the pick may build it from the view), else the first legal action of
        the step's kinds; None when finished or when the step has no move now."""
        step = self.step
        if step is None:
            return None
        legal = list(legal)
        if step.pick is not None:
            chosen = step.pick(view, legal)
            if chosen is not None:
                return chosen
        return next((a for a in legal if _type_of(a) in step.kinds), None)

    def judge(self, action: Any, before: dict, after: dict) -> str | None:
        """The step's "Try again" sentence (translated) when the learner's `action`, of this step's
        kind, took the table from `before` to `after` (the learner's views) without reaching the
        step's goal; None when it counts (or is not this step's move)."""
        step = self.step
        if step is None or step.goal is None or _type_of(action) not in step.kinds:
            return None
        return None if step.goal(before, after) else _(step.again)

    def try_move(self, state: Any, action: Any, seat: int = 0) -> str | None:
        """`judge` for `action` played by `seat` on a copy of `state` (app.core's State: `clone`,
        `view`, `apply`); `state` is not changed. None when the move counts, is not this step's, or
        the rules refuse it (they say why themselves)."""
        step = self.step
        if step is None or step.goal is None or _type_of(action) not in step.kinds:
            return None
        trial = state.clone()
        before = trial.view(seat)
        try:
            trial.apply(action, seat=seat)
        except IllegalAction:
            return None
        return self.judge(action, before, trial.view(seat))

    def done(self, action: Any, before: dict | None = None, after: dict | None = None) -> tuple[str, ...]:
        """The learner's `action` was applied: on to the next step if it was of this step's kind (and,
        given the learner's views `before` and `after` it, reached the step's goal). Then the steps
        whose goal that move reached already and that have a `passed` sentence are passed over;
        returns those sentences, translated."""
        step = self.step
        if step is None or _type_of(action) not in step.kinds:
            return ()
        seen = before is not None and after is not None
        if seen and self.judge(action, before, after) is not None:
            return ()
        self._index += 1
        notes: list[str] = []
        while seen and (step := self.step) is not None and step.passed and step.goal(before, after):
            self._index += 1
            notes.append(_(step.passed))
        return tuple(notes)
