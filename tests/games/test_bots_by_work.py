"""Every game's Hard bot (the one hints ask too) bounds its search by work, never by the clock: the
same position and seed give the same move whether the clock stands still, runs as usual, or jumps an
hour at every reading (a machine under load; issue 27: a wall-clock limit made Hard play another move
at 10 of 25 Top oder Flop positions and 1 of 43 Top Pop positions)."""

from __future__ import annotations

import itertools
import time

import pytest

from app.bots.modules import load_module
from app.games import registry

#: (players, options) per game: a table of each; positions every few moves of a Normal bots' game
TABLES = {"flip7": (3, {}), "top_this": (3, {}), "top_oder_flop": (3, {}), "top_pop": (4, {}), "top3": (3, {})}
POSITIONS = 6
EVERY = 5
CLOCKS = ("perf_counter", "monotonic", "time", "process_time", "thread_time")


def positions(game_id: str):
    """(state, seat) at every EVERY-th decision with more than one legal move, POSITIONS of them."""
    game = registry.get(game_id)
    bots = load_module(None, game, "bots")
    players, options = TABLES[game_id]
    state = game.new_state(players, 2027, dict(options))
    table = [bots.make_bot("normal", s, 11 + s) for s in range(players)]
    found, k = [], 0
    while not state.is_over and len(found) < POSITIONS:
        seat = state.current_player
        legal = state.legal_actions()
        if len(legal) > 1 and k % EVERY == 0:
            found.append((state.clone(), seat))
        k += 1
        state.apply(table[seat].choose(state.view(seat), legal))
    return bots, found


def hard_move(bots, state, seat):
    return bots.make_bot("hard", seat, 4242).choose(state.view(seat), state.legal_actions())


def clock(monkeypatch, readings):
    """Every clock of the `time` module reads from `readings` (an iterator of seconds)."""
    for name in CLOCKS:
        monkeypatch.setattr(time, name, lambda: next(readings))
        monkeypatch.setattr(time, name + "_ns", lambda: int(next(readings) * 1e9))


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_hard_plays_the_same_move_whatever_the_clock_says(game_id, monkeypatch):
    bots, found = positions(game_id)
    assert len(found) == POSITIONS
    usual = [hard_move(bots, state, seat) for state, seat in found]
    with monkeypatch.context() as m:
        clock(m, itertools.count(0.0, 3600.0))  # an hour passes at every reading
        jumping = [hard_move(bots, state, seat) for state, seat in found]
    with monkeypatch.context() as m:
        clock(m, itertools.repeat(1.0))  # the clock stands still
        frozen = [hard_move(bots, state, seat) for state, seat in found]
    assert jumping == usual
    assert frozen == usual
