"""The bots' shared helpers (app/bots, issue 26): one `make_bot` maker for every game's levels and the
lines the games' `summarize` share."""

from __future__ import annotations

import importlib

import pytest

from app.bots import LEVELS, bots_by_level, moves_per_game, shares
from app.games import registry


class _Seat:
    def __init__(self, seat, seed):
        self.seat, self.seed = seat, seed


def test_make_bot_makes_the_level_s_class_and_refuses_an_unknown_level():
    make = bots_by_level({"easy": _Seat, "normal": _Seat, "hard": lambda seat, seed: ("hard", seat, seed)})
    bot = make("easy", 2, 7)
    assert isinstance(bot, _Seat) and (bot.seat, bot.seed) == (2, 7)
    assert make("hard", 1, 3) == ("hard", 1, 3)
    with pytest.raises(ValueError, match="no bot level 'expert'"):
        make("expert", 0, 1)
    with pytest.raises(ValueError, match="no bot for the level"):
        bots_by_level({"easy": _Seat})


@pytest.mark.parametrize("game", registry.all(), ids=lambda g: g.id)
def test_every_game_makes_a_bot_of_every_level(game):
    bots = importlib.import_module(f"app.games.{game.id}.bots")
    for level in LEVELS:
        bot = bots.make_bot(level, 1, 5)
        assert bot.level == level and bot.seat == 1


def test_the_shared_summary_lines():
    assert shares(["films", "out", "films", "films"], 4) == "films 75%, out 25%"
    game = registry.get("flip7")
    states = [game.new_state(3, seed) for seed in (1, 2)]
    states[0].apply(states[0].legal_actions()[0])
    assert moves_per_game(states) == "0.5"
