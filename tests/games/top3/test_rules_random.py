"""Seeded random play of Top 3 over 2 to 4 players and both decks with every check of the registry's
random-play test (tests/test_random_play.py: clones, saves, refusals, invariants, views without the deck,
and each seat's views, events and log lines the same in every world it cannot tell apart)."""

from __future__ import annotations

import pytest

from app.games.top3.rules import GAME
from tests.test_random_play import _play_one


class _WithTheme:
    """GAME with another default theme: `new_state` without options plays `theme`."""

    def __init__(self, theme: str) -> None:
        self.theme = theme

    def __getattr__(self, name):
        return getattr(GAME, name)

    def new_state(self, players, seed, options=None):
        return GAME.new_state(players, seed, options if options is not None else {"theme": self.theme})


@pytest.mark.parametrize("theme", ["metropolen", "films"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_play_to_the_end_and_keep_every_secret(theme, players):
    moves = compared = 0
    for seed in range(2):
        m, c = _play_one(_WithTheme(theme), players, seed=500 + seed)
        moves, compared = moves + m, compared + c
    assert moves == 2 * 15 * players
    assert compared > moves, f"too few events were compared between two worlds ({compared})"
