"""Shared helpers of the replay tests: whole games played by each game's own bots, and what the rules
say a replay must show at each position (views of `game.replay(..., actions[:i])`, log lines of the
events as the shown seat may see them), computed here independently of app/session/replay.py."""

from __future__ import annotations

import functools
import importlib

from app.bots import play_out
from app.games import registry
from app.persistence import SeatConfig
from app.session import game_modules

GAMES = ("flip7", "top_this", "top_oder_flop", "top_pop", "top3")
NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eva")
COLORS = ("#d1352b", "#2f6fd0", "#2e9d4a", "#c08a00", "#8e44ad")
LEVELS = ("easy", "normal")
#: games whose "normal" bots take seconds a move (they try flicks through the physics): easy ones only
EASY_ONLY = ("top_this",)


@functools.lru_cache(maxsize=None)
def played(game_id: str, seed: int, players: int | None = None):
    """(game, final state, seats) of a whole game of `game_id` played by its bots (easy and normal)."""
    game = registry.get(game_id)
    players = players or game.min_players
    bots_module = importlib.import_module(f"app.games.{game_id}.bots")
    state = game.new_state(players, seed)
    levels = [LEVELS[0 if game_id in EASY_ONLY else i % 2] for i in range(players)]
    bots = [bots_module.make_bot(levels[i], i, seed * 10 + i) for i in range(players)]
    play_out(state, bots)
    seats = [SeatConfig(NAMES[i], COLORS[i], levels[i]) for i in range(players)]
    return game, state, seats


def mover_seat(actors: list, position: int):
    """The seat the replay of a finished game shows by default at `position`: the one that made the
    move leading there (at 0, the one making the first move)."""
    if not actors:
        return None
    return actors[position - 1] if position > 0 else actors[0]


@functools.lru_cache(maxsize=None)
def expected(game_id: str, seed: int) -> "Expected":
    """`Expected` of `played(game_id, seed)` (its positions are computed once per test run)."""
    return Expected(*played(game_id, seed))


class Expected:
    """What the rules say about each position of a played game."""

    def __init__(self, game, state, seats):
        self.game, self.state, self.names = game, state, [s.name for s in seats]
        self.actions = list(state.history)
        self.actors = list(state.actors)
        self._states: dict[int, object] = {}
        fresh = game.new_state(state.num_players, state.seed, state.options)
        self.setup = list(fresh.setup_events)
        self.events = [list(fresh.apply(a)) for a in self.actions]
        self.log_module = game_modules.load_module(None, game, "log")

    def state_at(self, i: int):
        if i not in self._states:
            self._states[i] = self.game.replay(self.state.num_players, self.state.seed, self.state.options,
                                               self.actions[:i])
        return self._states[i]

    def view(self, i: int, seat):
        return self.state_at(i).view(seat)

    def shown(self, k: int, seat) -> list:
        """The events of move k (-1: the setup) as `seat` may see them."""
        return self.game.events_for(self.setup if k < 0 else self.events[k], seat)

    def lines(self, i: int, seat_of_move) -> list[str]:
        """The log up to position i; `seat_of_move(k)` is the seat move k (-1: the setup) is seen by."""
        out = []
        for k in range(-1, i):
            for event in self.shown(k, seat_of_move(k)):
                line = game_modules.describe(self.log_module, event, self.names)
                if line:
                    out.append(line)
        return out

    def mover_of_move(self, k: int):
        return self.actors[max(0, k)] if self.actors else None
