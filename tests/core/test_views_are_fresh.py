"""A view is a new dict each time, sharing nothing with the state: a bot (or a screen) may change
the one it got without touching the game, so the session hands bots `state.view(seat)` without a
deep copy (issue 8, part 6)."""

from __future__ import annotations

import random

import pytest

from app.games import registry

GAMES = registry.all()


def _scribble(value, depth=0):
    """Change every list and dict inside `value`, in place."""
    if isinstance(value, dict):
        for key in list(value):
            _scribble(value[key], depth + 1)
        value["scribbled"] = depth
    elif isinstance(value, list):
        for item in value:
            _scribble(item, depth + 1)
        value.append("scribbled")


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_changing_a_view_changes_neither_the_state_nor_the_next_view(game):
    rnd = random.Random(7)
    for seed in range(3):
        state = game.new_state(game.min_players + seed % 2, seed)
        for _ in range(60):
            if state.is_over:
                break
            for seat in (None, *range(state.num_players)):
                snapshot, fresh = state.to_dict(), state.view(seat)
                _scribble(state.view(seat))
                assert state.to_dict() == snapshot and state.view(seat) == fresh
            state.apply(rnd.choice(state.legal_actions()))
