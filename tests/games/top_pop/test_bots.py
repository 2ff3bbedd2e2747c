"""Top Pop's computer players: only legal moves in every way to play (standard and lite with 2 to 5
players, City Powers on and off, the two-player game), deterministic for a seed, blind to what their
seat may not see (the rules' hidden variants give the same decision), Hard's search counted in
playout moves, and Normal stronger than Easy. No timing here (benchmarks/bench_top_pop.py measures
the decision times)."""

from __future__ import annotations

from collections import Counter

import pytest

from app.bots import play_out
from app.bots.stats import one_sample_z
from app.core import Rng
from app.games.top_pop import bots
from app.games.top_pop.bots import EasyBot, HardBot, NormalBot, make_bot
from app.games.top_pop.rules import GAME

#: (players, options) of every way to play
TABLES = [(2, {}), (3, {}), (4, {}), (5, {}), (3, {"city_powers": True}), (5, {"city_powers": True}),
          (2, {"variant": "lite"}), (4, {"variant": "lite"}), (3, {"variant": "lite", "city_powers": True}),
          (5, {"variant": "lite", "city_powers": True}), (2, {"variant": "two_player"})]


def small_hard(seat: int, seed: int) -> HardBot:
    """Hard with a small search, for speed: the same code as the full one."""
    return HardBot(seat, seed, worlds=2, min_worlds=1, budget=40, candidates=3)


def bot(level: str, seat: int, seed: int):
    return small_hard(seat, seed) if level == "hard" else make_bot(level, seat, seed)


def new_game(players: int, options: dict, seed: int):
    return GAME.new_state(players, seed, dict(options))


def random_positions(tables=TABLES, games_each: int = 1, every: int = 4, seed: int = 0):
    """Positions of seeded games of random legal moves (every `every`-th one), to the end."""
    for t, (players, options) in enumerate(tables):
        for g in range(games_each):
            state = new_game(players, options, seed + 31 * t + g)
            rng = Rng(seed + t * 7 + g)
            k = 0
            while not state.is_over:
                if k % every == 0:
                    yield state
                state.apply(rng.choice(state.legal_actions()))
                k += 1


# ---- legal moves -------------------------------------------------------------------------------
@pytest.mark.parametrize("players,options", TABLES)
def test_every_level_plays_whole_games_with_legal_moves(players, options):
    decisions = Counter()
    for g in range(2):
        levels = [bots.LEVELS[(g + s) % 3] for s in range(players)]
        state = new_game(players, options, 300 + g)
        table = [bot(level, s, g) for s, level in enumerate(levels)]
        while not state.is_over:
            seat = state.current_player
            legal = state.legal_actions()
            action = table[seat].choose(state.view(seat), legal)
            assert action in legal, (levels[seat], action)
            state.apply(action)
            decisions[levels[seat]] += 1
            assert len(state.history) < 3000
        assert state.view(None)["results"] is not None
    assert all(decisions[level] > 5 for level in bots.LEVELS[:min(players, 3)]), decisions


def test_every_level_moves_legally_in_random_positions():
    """Positions no bot would steer into: random play's, from the set-up to the final round."""
    seen = Counter()
    for state in random_positions(every=9):
        seat = state.current_player
        legal = state.legal_actions()
        view = state.view(seat)
        for level in bots.LEVELS:
            assert bot(level, seat, 7).choose(state.view(seat), list(legal)) in legal
        seen[(view["variant"], view["phase"], view.get("step"))] += 1
    for key in (("standard", "setup", "place"), ("standard", "play", "stack"), ("standard", "final", "stack"),
                ("lite", "play", "place"), ("lite", "final", "take"), ("two_player", "setup", "seventh"),
                ("two_player", "play", "play")):
        assert seen[key], (key, seen)


def test_a_single_legal_move_is_played_without_thinking():
    for state in random_positions(every=9):
        legal = state.legal_actions()
        if len(legal) == 1:
            seat = state.current_player
            for level in bots.LEVELS:
                assert make_bot(level, seat, 0).choose(state.view(seat), list(legal)) is legal[0]
            hard = HardBot(seat, 0)
            hard.choose(state.view(seat), list(legal))
            assert hard.last == {"worlds": 0, "moves": 0}
            return
    pytest.fail("no position with one legal move")


def test_make_bot_levels():
    for level, cls in (("easy", EasyBot), ("normal", NormalBot), ("hard", HardBot)):
        b = make_bot(level, 2, 9)
        assert isinstance(b, cls) and b.level == level and b.seat == 2
    with pytest.raises(ValueError, match="no bot level"):
        make_bot("expert", 0, 0)


# ---- determinism -------------------------------------------------------------------------------
def history(levels, options, game_seed, bot_seed):
    state = new_game(len(levels), options, game_seed)
    return [a.to_dict() for a in play_out(state, [bot(lv, s, bot_seed) for s, lv in enumerate(levels)]).history]


def test_bots_are_deterministic_for_a_seed():
    for options in ({}, {"variant": "two_player"}):
        levels = ("hard", "easy") if options else ("hard", "easy", "normal")
        assert history(levels, options, 5, 77) == history(levels, options, 5, 77)
        assert any(history(("easy",) * len(levels), options, s, 1) != history(("easy",) * len(levels), options, s, 2)
                   for s in range(3))


# ---- Hard's budget ------------------------------------------------------------------------------
def test_hard_counts_its_search_in_playout_moves():
    """The budget is in moves: a decision deals worlds until its playouts made `budget` moves (at
    least `min_worlds`, at most `worlds`), whatever the clock says."""
    checked = 0
    for state in random_positions(tables=[(4, {}), (2, {"variant": "two_player"})], every=11, seed=70):
        seat = state.current_player
        legal = state.legal_actions()
        ranked = bots.ranked_moves(state.view(seat), legal)
        if len(ranked) < 2:
            continue
        hard = HardBot(seat, 3, budget=100, min_worlds=2, worlds=10)
        assert hard.choose(state.view(seat), list(legal)) in legal
        last = hard.last
        assert 2 <= last["worlds"] <= 10
        per_world = last["moves"] / last["worlds"]
        assert last["moves"] - per_world < 100 or last["worlds"] == 2  # stops at the first world past the budget
        big = HardBot(seat, 3, budget=300, min_worlds=2, worlds=10)
        big.choose(state.view(seat), list(legal))
        assert big.last["moves"] >= last["moves"]
        checked += 1
    assert checked > 5


def test_hard_out_of_moves_plays_normals_choice():
    """The cap on playout moves: with none allowed Hard plays Normal's move."""
    for state in random_positions(tables=[(3, {}), (2, {"variant": "two_player"})], every=11, seed=700):
        seat = state.current_player
        legal = state.legal_actions()
        hurried = HardBot(seat, 1, max_moves=0)
        view = state.view(seat)
        assert hurried.choose(view, list(legal)) == NormalBot(seat, 1).choose(view, list(legal))
        assert hurried.last["worlds"] == 0


# ---- only the view ------------------------------------------------------------------------------
def test_hard_cannot_tell_two_worlds_that_differ_only_in_a_hidden_card():
    """The rules' own hidden variants (another seat's hand card, a night card it did not see, the
    deck's order changed): the seat's view and every level's choice are the same in every variant
    as in the real position."""
    compared = Counter()
    for state in random_positions(every=13, seed=200):
        seat = state.current_player
        view = state.view(seat)
        legal = state.legal_actions()
        if len(legal) < 2:
            continue
        choices = {level: bot(level, seat, 5).choose(view, list(legal)) for level in bots.LEVELS}
        for variant in state.hidden_variants(seat)[:2]:
            assert variant.to_dict() != state.to_dict()
            assert variant.view(seat) == view
            for level in bots.LEVELS:
                assert bot(level, seat, 5).choose(variant.view(seat), variant.legal_actions()) == choices[level]
            compared[view["variant"]] += 1
    assert compared["standard"] > 8 and compared["lite"] > 4 and compared["two_player"] > 4, compared


# ---- strength ----------------------------------------------------------------------------------
@pytest.mark.parametrize("players,options,games", [(3, {}, 60), (2, {"variant": "two_player"}, 60)])
def test_normal_beats_easy(players, options, games):
    """Normal against Easy bots: its wins against the fair share, seeded (the same games every run)."""
    wins = 0.0
    for g in range(games):
        state = new_game(players, options, 9_000 + g)
        table = [make_bot("normal" if s == 0 else "easy", s, g) for s in range(players)]
        winners = play_out(state, table).winners()
        wins += (0 in winners) / len(winners)
    z, p = one_sample_z(wins, games, 1 / players)
    assert p < 0.01, f"Normal won {wins} of {games} (z = {z:.2f}, p = {p:.2g})"


def test_summarize_reports_end_reasons_cards_and_caps():
    finals = [play_out(new_game(3, {}, g), [make_bot("normal", s, g) for s in range(3)]) for g in range(2)]
    lines = bots.summarize(finals)
    assert set(lines) == {"game ends", "cards won per seat", "caps per seat at the end", "moves per game"}
    assert "final" in lines["game ends"] and "%" in lines["game ends"] and lines["cards won per seat"].startswith("mean ")
    duo = [play_out(new_game(2, {"variant": "two_player"}, 1), [make_bot("easy", s, 1) for s in range(2)])]
    assert set(bots.summarize(duo)) == {"game ends", "caps per seat at the end", "moves per game"}
    assert bots.summarize([]) == {}
