"""Shared computer-player machinery: the `Bot` protocol, the level names, seeding, and a loop that
plays a state to its end with bots (used by `python -m app simulate`, tests and benchmarks).

Pure Python: no Qt. The session runs `Bot.choose` in a worker thread; nothing here cares which.
"""

from __future__ import annotations

from collections import Counter
from typing import Callable, Iterable, Mapping, Protocol, Sequence, runtime_checkable

from app.core import Action, IllegalAction, Rng, State
from app.core.i18n import N_

#: the levels every game's bots module offers, weakest first
LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
#: what a player reads for each level (marked: translate where shown, `_(LEVEL_TITLES[level])`)
LEVEL_TITLES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}


@runtime_checkable
class Bot(Protocol):
    """A computer player for one seat. It reads only that seat's view and the legal actions."""

    level: str
    seat: int

    def choose(self, view: dict, legal: list[Action]) -> Action:
        """One of `legal` (never anything else). Deterministic for a given seed and view sequence."""
        ...


def check_level(level: str) -> str:
    if level not in LEVELS:
        raise ValueError(f"There is no bot level {level!r}; the levels are: {', '.join(LEVELS)}.")
    return level


def bots_by_level(classes: Mapping[str, Callable[[int, int], Bot]]) -> Callable[[str, int, int], Bot]:
    """A game's `make_bot(level, seat, seed)` from its bot class (or factory) for each of LEVELS."""
    missing = [level for level in LEVELS if level not in classes]
    if missing:
        raise ValueError(f"no bot for the level(s) {', '.join(missing)}")
    table = dict(classes)

    def make_bot(level: str, seat: int, seed: int) -> Bot:
        """The `level` bot of `seat`, its generator seeded from `seed`."""
        return table[check_level(level)](seat, seed)

    return make_bot


def bot_rng(level: str, seat: int, seed: int) -> Rng:
    """The bot's own generator: independent of the game's, and of the other seats' bots."""
    mixed = (int(seed) * 0x9E3779B97F4A7C15 + (seat + 1) * 0xBF58476D1CE4E5B9 + LEVELS.index(level) * 0x94D049BB)
    return Rng(mixed & ((1 << 64) - 1))


class SeededBot:
    """A game's bot for one seat with a generator of its own (`rng`, from `bot_rng`): a class derives
    from it and names its `level`; one with more to set up calls `super().__init__(seat, seed)` first."""

    level: str = ""

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat
        self.rng = bot_rng(self.level, seat, seed)


def first_of(legal: Sequence[Action], type_: str) -> Action | None:
    """The first legal action of the given TYPE, or None."""
    for action in legal:
        if action.TYPE == type_:
            return action
    return None


# ---- lines of a game's `summarize(final_states)` for `python -m app simulate` ---------------------------
def shares(outcomes: Iterable[str], games: int) -> str:
    """How often each outcome came, most common first: "films 70%, out 30%"."""
    return ", ".join(f"{outcome} {k / games:.0%}" for outcome, k in Counter(outcomes).most_common())


def moves_per_game(final_states: Sequence[State]) -> str:
    return f"{sum(len(s.history) for s in final_states) / len(final_states):.1f}"


class MoveLimitExceeded(RuntimeError):
    """A game did not end within the allowed number of moves (a rules or bot bug)."""


def play_out(state: State, bots: Sequence[Bot], *, max_moves: int = 100_000, on_events=None) -> State:
    """Let `bots[seat]` play every seat of `state` until the game is over; returns the state.

    `on_events(events)` (optional) sees the events of every move. Raises MoveLimitExceeded, and
    ValueError when a bot returns an action that the rules refuse.
    """
    moves = 0
    while not state.is_over:
        seat = state.current_player
        legal = state.legal_actions()
        action = bots[seat].choose(state.view(seat), legal)
        try:
            events = state.apply(action)  # checks it: a continuous move (a flick) is not in `legal`
        except IllegalAction as exc:
            level = getattr(bots[seat], "level", "")
            raise ValueError(f"The {level} bot of seat {seat} chose {action!r}: {exc}") from exc
        if on_events is not None:
            on_events(events)
        moves += 1
        if moves > max_moves:
            raise MoveLimitExceeded(f"The game did not end within {max_moves} moves.")
    return state
