"""Secret Numbers: a tiny game of simultaneous choices, for tests of seats, hand-offs and secrets.

Each round every player secretly chooses a number from 1 to 5. The choices are taken one seat at a
time (seat 0 first; `current_player` is the next seat that has not chosen) and nobody sees another's
choice, or anything of it but that it was made, until everyone has chosen: then all are revealed
together. The highest number that only one player chose scores its value for that player; when no
number was chosen by only one player, nobody scores. After `rounds` rounds (option, default 3) the
highest total wins (a tie shares the win).

This is Top 3's pattern: the engine runs the round (app/core/simultaneous.py, `dynamics="simultaneous"`);
see docs/architecture.md, "Seats, dynamics and secrets". Nothing random happens, so nothing REVEALS
for undo's sake except the reveal itself.
"""

from __future__ import annotations

import dataclasses

from app.core import SIMULTANEOUS, Action, Event, Game, SimultaneousState
from tests.support.secretgame.rules import GameEnded, HighcardState  # the same end and scoring

NUMBERS = tuple(range(1, 6))


@dataclasses.dataclass(frozen=True)
class Choose(Action):
    TYPE = "choose"
    WORDS = "a choice of a number"
    FIELD_WORDS = {"number": "the number chosen"}
    number: int


@dataclasses.dataclass(frozen=True)
class Chose(Event):
    """A seat chose: its number for that seat only; the others learn that it chose, not what."""

    TYPE = "chose"
    VISIBLE = "actor"
    SECRET_FIELDS = ("number",)
    player: int
    number: int | None


@dataclasses.dataclass(frozen=True)
class Revealed(Event):
    TYPE = "revealed"
    VISIBLE = "all"
    REVEALS = True
    round: int
    numbers: tuple[int, ...]
    points: tuple[int, ...]


def points_of(numbers: tuple[int, ...]) -> tuple[int, ...]:
    """The highest number chosen by exactly one seat scores its value for that seat."""
    unique = [n for n in numbers if numbers.count(n) == 1]
    best = max(unique, default=None)
    return tuple(n if n == best else 0 for n in numbers)


def _number(choice: Choose | None) -> int | None:
    return None if choice is None else choice.number


class NumbersState(SimultaneousState):
    def _setup(self, rng):
        self.rounds_total = int(self.options.get("rounds", 3))
        self.round = 0
        self.round_points: list[list[int]] = []
        self.last_reveal: list[int] | None = None
        self.over = False
        return []

    def _is_over(self):
        return self.over

    def _choices(self, seat):
        return [Choose(n) for n in NUMBERS]

    def _explain(self, action):
        if isinstance(action, Choose):
            return f"Choose a number from {NUMBERS[0]} to {NUMBERS[-1]}, not {action.number}."
        return "That move is not allowed now."

    def _chose(self, seat, action):
        return [Chose(seat, action.number)]

    def _reveal(self, choices):
        numbers = tuple(choice.number for choice in choices)
        points = points_of(numbers)
        self.round_points.append(list(points))
        self.last_reveal = list(numbers)
        events: list[Event] = [Revealed(self.round, numbers, points)]
        self.round += 1
        if self.round >= self.rounds_total:
            self.over = True
            events.append(GameEnded(tuple(self._winners())))
        return events

    # totals and winners as in Secret Highcard: the sum of each seat's points per round; the highest wins
    _totals = HighcardState._totals
    _winners = HighcardState._winners

    def _view(self, seat):
        cur = self.current_player
        return {
            "current_player": cur,
            "is_over": self.over,
            "winners": self.winners(),
            "totals": self.totals(),
            "rounds": [list(r) for r in self.round_points],
            "status": "The game is over." if self.over else f"Player {cur + 1} must choose a number.",
            "round": self.round,
            "chosen": self.chosen(),
            "mine": None if seat is None else _number(self.choice_seen_by(seat, seat)),
            "last_reveal": None if self.last_reveal is None else list(self.last_reveal),
        }

    def hidden_variants(self, seat: int) -> list["NumbersState"]:
        """Positions that differ only in another seat's choice this round (what `seat` may not see):
        the random-play test checks that `seat`'s view, events and log cannot tell them apart."""
        out = []
        for other, choice in enumerate(self.choices):
            if other != seat and choice is not None:
                variant = self.clone()
                variant.choices[other] = Choose(choice.number % len(NUMBERS) + 1)
                out.append(variant)
        return out

    def _to_dict(self):
        return {"round": self.round, "choices": [_number(c) for c in self.choices],
                "rounds": [list(r) for r in self.round_points], "last_reveal": self.last_reveal, "over": self.over}


def _validate(players, options):
    rounds = options.get("rounds", 3)
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= 9:
        raise ValueError("Secret Numbers is played over 1 to 9 rounds.")


GAME = Game(id="simulgame", title="Secret Numbers", min_players=2, max_players=5,
            state_class=NumbersState, actions=[Choose], options=("rounds",),
            has_secrets=True, validate_options=_validate,
            dynamics=SIMULTANEOUS)
GAME.package = "tests.support.simulgame"

__all__ = ["GAME", "Choose", "Chose", "Revealed", "GameEnded", "points_of"]
