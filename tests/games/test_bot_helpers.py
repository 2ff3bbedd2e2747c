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


def test_play_worlds_plays_every_candidate_in_each_world_with_one_seed_until_the_budget():
    from app.bots.worlds import best_index, play_worlds
    from app.core import Rng

    played = []

    def play(world, candidate, seed):
        played.append((world, candidate, seed))
        return (candidate * world, 10)  # margin, moves made

    dealt = iter(range(1, 100))
    total, worlds, moves = play_worlds([1, 3, 2], lambda: next(dealt), play, Rng(5), worlds=9, min_worlds=2, budget=50)
    assert (worlds, moves) == (2, 66)  # 33 moves a world (3 playouts of 10 + 3): the budget of 50 ends it after 2
    assert total == [1 + 2, 3 + 6, 2 + 4] and best_index(total) == 1
    assert [w for w, _, _ in played] == [1, 1, 1, 2, 2, 2]
    assert len({s for w, _, s in played if w == 1}) == 1 and played[0][2] != played[3][2]
    # at least min_worlds, at most worlds
    assert play_worlds([1], lambda: 1, play, Rng(5), worlds=9, min_worlds=4, budget=0)[1] == 4
    assert play_worlds([1], lambda: 1, play, Rng(5), worlds=3, min_worlds=1, budget=10**9)[1] == 3
    # the cap on moves: no playout starts past it, and a world not played out for every candidate is left out
    assert play_worlds([1, 2], lambda: 1, play, Rng(5), worlds=3, min_worlds=3, budget=0, max_moves=0) == ([0.0, 0.0], 0, 0)
    assert play_worlds([1, 2], lambda: 1, play, Rng(5), worlds=3, min_worlds=3, budget=0, max_moves=30) == ([1.0, 2.0], 1, 33)
    assert best_index([2.0, 5.0, 5.0]) == 1


def test_a_seeded_bot_has_its_seat_and_a_generator_of_its_own():
    from app.bots import SeededBot, bot_rng

    class Easy(SeededBot):
        level = "easy"

    bot = Easy(2, 9)
    assert bot.seat == 2 and bot.rng.state == bot_rng("easy", 2, 9).state
    assert Easy(1, 9).rng.state != bot.rng.state
