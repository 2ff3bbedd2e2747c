"""Top 3's computer players: whole games with legal moves only at every level, both themes, 2 to 4
players; deterministic for a seed; blind to what their seat may not see (another seat's pending
choice, the deck, the categories to come: the same decision in every hidden variant); and what the
levels know (Hard's estimates closer to the facts than Normal's, Normal's than Easy's). No timing here
(benchmarks/bench_top3.py measures the decision times); the model's arithmetic is in test_bots_model.py."""

from __future__ import annotations

from collections import Counter

import pytest

from app.bots import play_out
from app.bots.stats import one_sample_z
from app.core import Rng
from app.games.top3 import bots, cards
from app.games.top3.actions import ADVANCES, Choose
from app.games.top3.bots import EasyBot, HardBot, NormalBot, make_bot
from app.games.top3.rules import GAME

TABLES = [(players, theme) for theme in cards.THEMES for players in (2, 3, 4)]


def new_game(players: int, theme: str, seed: int):
    return GAME.new_state(players, seed, {"theme": theme})


def random_positions(seed: int = 0, games: int = 1, every: int = 3):
    """Positions of seeded games of random legal moves, every `every`-th one, in every table."""
    for t, (players, theme) in enumerate(TABLES):
        for g in range(games):
            state = new_game(players, theme, seed + 17 * t + g)
            rng = Rng(seed + 5 * t + g)
            k = 0
            while not state.is_over:
                if k % every == 0:
                    yield state
                state.apply(rng.choice(state.legal_actions()))
                k += 1


# ---- legal moves, whole games ---------------------------------------------------------------
@pytest.mark.parametrize("players,theme", TABLES)
def test_every_level_plays_whole_games_with_legal_moves(players, theme):
    decisions, bets = Counter(), Counter()
    for g in range(2):
        levels = [bots.LEVELS[(g + s) % 3] for s in range(players)]
        state = new_game(players, theme, 40 + g)
        table = [make_bot(level, s, g) for s, level in enumerate(levels)]
        while not state.is_over:
            seat = state.current_player
            legal = state.legal_actions()
            action = table[seat].choose(state.view(seat), legal)
            assert action in legal, (levels[seat], action)
            state.apply(action)
            decisions[levels[seat]] += 1
            bets[action.advance] += 1
        assert state.round == 15 and len(state.reveals) == 15
        assert state.view(None)["results"] is not None
    assert all(decisions[level] >= 15 for level in bots.LEVELS[:players]), decisions
    assert all(bets[a] for a in ADVANCES), bets  # every bet card gets laid somewhere


def test_every_level_moves_legally_in_random_positions():
    """Positions of random play (bet cards laid at odd times, odd discard piles), every round."""
    rounds = Counter()
    for state in random_positions(every=4):
        seat = state.current_player
        legal = state.legal_actions()
        for level in bots.LEVELS:
            assert make_bot(level, seat, 3).choose(state.view(seat), list(legal)) in legal
        rounds[state.round] += 1
    assert set(rounds) == set(range(1, 16)), rounds


def test_a_single_legal_move_is_played_as_it_is():
    state = new_game(2, "metropolen", 1)
    only = [Choose("231")]
    for level in bots.LEVELS:
        assert make_bot(level, 0, 0).choose(state.view(0), only) is only[0]


def test_make_bot_levels():
    for level, cls in (("easy", EasyBot), ("normal", NormalBot), ("hard", HardBot)):
        b = make_bot(level, 2, 9)
        assert isinstance(b, cls) and b.level == level and b.seat == 2
    with pytest.raises(ValueError, match="no bot level"):
        make_bot("expert", 0, 0)


def test_a_bot_holding_bet_cards_lays_one_in_the_last_round():
    """A bet card kept to the end is worth nothing: in round 15 a bot lays one when it holds any."""
    checked = 0
    for g in range(4):
        state = new_game(3, cards.THEMES[g % 2], 70 + g)
        table = [make_bot(bots.LEVELS[s], s, g) for s in range(3)]
        while not state.is_over:
            seat = state.current_player
            # keep the bet cards to the last round: only order cards are offered before it
            legal = [a for a in state.legal_actions() if state.round == 15 or a.advance is None]
            action = table[seat].choose(state.view(seat), legal)
            if state.round == 15:
                assert action.advance is not None, (seat, action)
                checked += 1
            state.apply(action)
    assert checked == 12


# ---- determinism ----------------------------------------------------------------------------
def history(levels, theme, game_seed, bot_seed):
    state = new_game(len(levels), theme, game_seed)
    return [a.to_dict() for a in play_out(state, [make_bot(lv, s, bot_seed) for s, lv in enumerate(levels)]).history]


def test_bots_are_deterministic_for_a_seed():
    for theme in cards.THEMES:
        levels = ("hard", "easy", "normal")
        assert history(levels, theme, 5, 77) == history(levels, theme, 5, 77)
    assert any(history(("easy", "easy"), "films", s, 1) != history(("easy", "easy"), "films", s, 2) for s in range(3))


def test_the_same_view_gives_the_same_choice_whatever_came_before():
    """A decision depends on the view (and the reveals the bot saw), not on how often it was asked."""
    state = new_game(4, "metropolen", 8)
    view, legal = state.view(0), state.legal_actions()
    for level in bots.LEVELS:
        b = make_bot(level, 0, 4)
        first = b.choose(view, legal)
        assert all(b.choose(view, legal) == first for _ in range(3))
        assert make_bot(level, 0, 4).choose(view, legal) == first


# ---- only the view --------------------------------------------------------------------------
def test_bots_cannot_tell_worlds_that_differ_only_in_what_their_seat_may_not_see():
    """The rules' hidden variants (another seat's pending order or bet card, the deck's order, the
    categories to come): the seat's view and every level's choice are the same in each."""
    compared = Counter()
    for state in random_positions(seed=200, every=4):
        seat = state.current_player
        view = state.view(seat)
        legal = state.legal_actions()
        choices = {level: make_bot(level, seat, 5).choose(view, list(legal)) for level in bots.LEVELS}
        for variant in state.hidden_variants(seat)[:2]:
            assert variant.to_dict() != state.to_dict()
            assert variant.view(seat) == view
            for level in bots.LEVELS:
                assert make_bot(level, seat, 5).choose(variant.view(seat), variant.legal_actions()) == choices[level]
            compared["pending" if any(variant.pending[s] != state.pending[s] for s in range(len(state.pending)))
                     else "deck or categories"] += 1
    assert compared["pending"] > 20 and compared["deck or categories"] > 20, compared


def test_another_seats_choice_does_not_change_a_bots_decision():
    """Two worlds that differ in seat 0's pending choice (order and bet card): seat 1's bots decide
    the same in both, with the same reveals seen before."""
    for theme in cards.THEMES:
        for g in range(3):
            worlds = []
            for first in (Choose("123", None), Choose("321", "only_me")):
                state = new_game(3, theme, 90 + g)
                table = [make_bot("normal", s, g) for s in range(3)]
                play_out_rounds(state, table, 4 + g)
                state.apply(first)
                worlds.append((state, table))
            (a, table_a), (b, table_b) = worlds
            assert a.view(1) == b.view(1)
            for level in bots.LEVELS:
                assert (make_bot(level, 1, g).choose(a.view(1), a.legal_actions())
                        == make_bot(level, 1, g).choose(b.view(1), b.legal_actions()))
            assert table_a[1].choose(a.view(1), a.legal_actions()) == table_b[1].choose(b.view(1), b.legal_actions())


def play_out_rounds(state, table, rounds: int) -> None:
    while state.round <= rounds and not state.is_over:
        seat = state.current_player
        state.apply(table[seat].choose(state.view(seat), state.legal_actions()))


# ---- what the levels know ---------------------------------------------------------------------
@pytest.mark.parametrize("theme", cards.THEMES)
def test_hard_knows_the_facts_better_than_normal_and_normal_better_than_easy(theme):
    """Mean error of the estimates over every card and category (on the category's scale), over
    several seats and seeds: it follows the levels' noise."""
    errors = {}
    for level in bots.LEVELS:
        found = []
        for seat in range(4):
            know = make_bot(level, seat, 11).knowledge(theme)
            found += [know.error(c.id, cat) / know.scales[cat].sd
                      for c in cards.deck(theme) for cat in cards.categories(theme)]
        errors[level] = sum(found) / len(found)
    assert errors["hard"] < errors["normal"] < errors["easy"], errors
    for level in bots.LEVELS:  # the mean absolute value of a normal noise: sigma * sqrt(2 / pi)
        assert errors[level] == pytest.approx(bots.NOISE[level] * 0.7979, rel=0.15), (level, errors)


def test_estimates_are_drawn_once_per_bot_card_and_category():
    b = make_bot("normal", 1, 3)
    know = b.knowledge("metropolen")
    assert b.knowledge("metropolen") is know
    london = know.estimate("London", "tallest_building")
    assert london > 0 and london != cards.card("metropolen", "London").values["tallest_building"]
    assert make_bot("normal", 1, 3).knowledge("metropolen").estimate("London", "tallest_building") == london
    others = {make_bot("normal", s, seed).knowledge("metropolen").estimate("London", "tallest_building")
              for s in range(3) for seed in range(3)}
    assert len(others) == 9  # every seat and seed knows it differently


def test_normal_beats_easy():
    """Normal against two Easy bots: its wins against the fair share (seeded: the same games every run)."""
    games, wins = 24, 0.0
    for g in range(games):
        state = new_game(3, cards.THEMES[g % 2], 9_000 + g)
        winners = play_out(state, [make_bot("normal" if s == 0 else "easy", s, g) for s in range(3)]).winners()
        wins += (0 in winners) / len(winners)
    z, p = one_sample_z(wins, games, 1 / 3)
    assert p < 0.01, f"Normal won {wins} of {games} (z = {z:.2f}, p = {p:.2g})"


def test_summarize_reports_right_orders_bet_cards_and_rounds():
    finals = [play_out(new_game(3, "films", g), [make_bot("normal", s, g) for s in range(3)]) for g in range(2)]
    lines = bots.summarize(finals)
    assert set(lines) == {"right orders per seat", "bet cards laid per game per seat (paid)", "rounds"}
    assert lines["right orders per seat"].count("%") == 3
    assert lines["bet cards laid per game per seat (paid)"].count("(") == 3
    rights = sum(list(r.right).count(True) for s in finals for r in s.reveals)
    shares = [int(x.strip().rstrip("%")) for x in lines["right orders per seat"].split(",")]
    assert sum(shares) == pytest.approx(100 * rights / 30, abs=2)
    assert bots.summarize([]) == {}

