"""Top oder Flop's computer players: only legal moves (whole games of 2 to 5 players, random
positions, the opening, positions where only markers are left), deterministic for a seed, Hard's
determinizations consistent with its view and blind to what it may not see, and Normal stronger
than Easy. No timing here (benchmarks/bench_top_oder_flop.py measures the decision times)."""

from __future__ import annotations

from collections import Counter

import pytest

from app.bots import play_out
from app.bots.stats import one_sample_z
from app.core import Rng
from app.games.top_oder_flop import bots, cards
from app.games.top_oder_flop.actions import Marker
from app.games.top_oder_flop.bots import EasyBot, HardBot, NormalBot, make_bot
from app.games.top_oder_flop.cards import FILMS
from app.games.top_oder_flop.determinize import SearchState, copy_state, determinize, fits, unseen_cards
from app.games.top_oder_flop.rules import GAME


def small_hard(seat: int, seed: int) -> HardBot:
    """Hard with a small search, for speed: the same code as the full one."""
    return HardBot(seat, seed, worlds=2, min_worlds=1, budget=60, candidates=3)


def bot(level: str, seat: int, seed: int):
    return small_hard(seat, seed) if level == "hard" else make_bot(level, seat, seed)


def random_positions(games: int, players_of=lambda g: 2 + g % 4, every: int = 3, seed: int = 0):
    """Positions of seeded games of random legal moves (every `every`-th one), to the end."""
    for g in range(games):
        state = GAME.new_state(players_of(g), seed + g)
        rng = Rng(seed + g)
        k = 0
        while not state.is_over:
            if k % every == 0:
                yield state
            state.apply(rng.choice(state.legal_actions()))
            k += 1


# ---- legal moves -------------------------------------------------------------------------------
def test_every_level_plays_whole_games_of_2_to_5_players_with_legal_moves():
    decisions = Counter()
    for g in range(8):
        players = 2 + g % 4
        levels = [bots.LEVELS[(g + s) % 3] for s in range(players)]
        state = GAME.new_state(players, 300 + g)
        table = [bot(level, s, g) for s, level in enumerate(levels)]
        while not state.is_over:
            seat = state.current_player
            legal = state.legal_actions()
            action = table[seat].choose(state.view(seat), legal)
            assert action in legal, (levels[seat], action)
            state.apply(action)
            decisions[levels[seat]] += 1
        assert state.results is not None
    assert min(decisions.values()) > 40, decisions


def test_every_level_moves_legally_in_random_positions():
    """Positions no bot would steer into: random play's, from the opening to an empty deck."""
    seen = Counter()
    for state in random_positions(8, every=5):
        seat = state.current_player
        legal = state.legal_actions()
        view = state.view(seat)
        for level in bots.LEVELS:
            assert bot(level, seat, 7).choose(state.view(seat), list(legal)) in legal
        seen[view["phase"]] += 1
        seen["deck empty"] += view["deck_count"] == 0
    assert seen["opening"] and seen["play"] and seen["deck empty"], seen


def only_markers_left(players: int = 3, seed: int = 4):
    """A position in play where the seat to move holds no cards, only markers."""
    state = GAME.new_state(players, seed)
    while state.phase == "opening":
        state.apply(state.legal_actions()[0])
    seat = state.current_player
    state.deck = state.hands[seat] + state.deck
    state.hands[seat] = []
    state._legal_cache = None
    state.check_invariants()
    return state, seat


def test_bots_play_a_marker_when_only_markers_are_legal():
    state, seat = only_markers_left()
    legal = state.legal_actions()
    assert legal and all(isinstance(a, Marker) for a in legal)
    for level in bots.LEVELS:
        for b in (make_bot(level, seat, 3), bot(level, seat, 3)):
            assert b.choose(state.view(seat), list(legal)) in legal


def test_bots_open_the_game_with_a_legal_card_for_a_second_film():
    for g in range(6):
        state = GAME.new_state(2 + g % 4, 40 + g)
        table = [bot(bots.LEVELS[(g + s) % 3], s, g) for s in range(state.num_players)]
        while state.phase == "opening":
            seat = state.current_player
            legal = state.legal_actions()
            action = table[seat].choose(state.view(seat), legal)
            assert action in legal and action.TYPE == "personal"
            state.apply(action)
        assert all(len(p) == 2 for p in state.personal if p)


def test_a_single_legal_move_is_played_without_thinking():
    state, seat = only_markers_left()
    one = [state.legal_actions()[0]]
    for level in bots.LEVELS:
        assert make_bot(level, seat, 0).choose(state.view(seat), one) is one[0]


def test_hard_out_of_moves_plays_normals_choice():
    """The cap on playout moves: with none allowed Hard plays Normal's move."""
    for state in random_positions(2, players_of=lambda g: 3, every=9, seed=700):
        seat = state.current_player
        legal = state.legal_actions()
        hurried = HardBot(seat, 1, max_moves=0)
        assert hurried.choose(state.view(seat), list(legal)) == NormalBot(seat, 1).choose(state.view(seat), list(legal))
        assert len(legal) == 1 or hurried.last == {"worlds": 0, "moves": 0}


def test_make_bot_levels():
    for level, cls in (("easy", EasyBot), ("normal", NormalBot), ("hard", HardBot)):
        b = make_bot(level, 2, 9)
        assert isinstance(b, cls) and b.level == level and b.seat == 2
    with pytest.raises(ValueError, match="no bot level"):
        make_bot("expert", 0, 0)


# ---- determinism -------------------------------------------------------------------------------
def history(levels, game_seed, bot_seed):
    state = GAME.new_state(len(levels), game_seed)
    return [a.to_dict() for a in play_out(state, [bot(lv, s, bot_seed) for s, lv in enumerate(levels)]).history]


def test_bots_are_deterministic_for_a_seed():
    levels = ("hard", "easy", "normal")
    assert history(levels, 5, 77) == history(levels, 5, 77)
    assert any(history(("easy", "easy"), s, 1) != history(("easy", "easy"), s, 2) for s in range(3))
    # Hard's own randomness (the worlds it deals) depends on its seed too
    assert any(history(("hard", "normal"), s, 1) != history(("hard", "normal"), s, 2) for s in range(3))


# ---- determinizations --------------------------------------------------------------------------
def test_a_determinization_shows_its_seat_exactly_the_real_view():
    checked = Counter()
    for state in random_positions(16, every=2, seed=50):
        seat = state.current_player
        view = state.view(seat)
        world = determinize(view, Rng(len(state.history)), SearchState)
        assert world.view(seat) == view
        assert world.legal_actions() == state.legal_actions()
        world.check_invariants()
        for other in range(state.num_players):  # the public parts of every other seat's view too
            if other != seat:
                mine, real = world.view(other), state.view(other)
                for key in ("films", "discard", "deck_count", "hand_counts", "markers", "status", "current_player"):
                    assert mine[key] == real[key], key
        checked[view["phase"]] += 1
        checked["hidden"] += any(e["code"] is None for p in view["personal"] for pile in p.values() for e in pile)
    assert checked["opening"] and checked["play"] > 100 and checked["hidden"] > 20, checked


def test_a_determinization_deals_only_unseen_cards_and_fits_face_down_ones():
    for state in random_positions(8, every=5, seed=90):
        seat = state.current_player
        view = state.view(seat)
        unseen = unseen_cards(view)
        assert unseen == (Counter(state.deck) + sum((Counter(h) for s, h in enumerate(state.hands) if s != seat), Counter())
                          + sum((Counter(c for c, k in zip(pile, state.known[s][f]) if not k and s != seat)
                                 for s in range(state.num_players) for f, pile in state.personal[s].items()),
                                Counter()))
        for k in range(3):
            world = determinize(view, Rng(k), SearchState)
            dealt = Counter(world.deck)
            for s in range(state.num_players):
                if s == seat:
                    assert world.hands[s] == state.hands[s]
                    continue
                dealt.update(world.hands[s])
                for f, pile in world.personal[s].items():
                    for i, (code, known) in enumerate(zip(pile, world.known[s][f])):
                        if known:
                            assert code == state.personal[s][f][i]
                        else:
                            assert fits(code, f)
                            dealt[code] += 1
            assert dealt == unseen


def test_copy_state_is_independent_of_the_original():
    state = next(s for s in random_positions(1, every=20, seed=3) if s.phase == "play")
    before = state.to_dict()["snapshot"]
    copy = copy_state(state)
    copy._apply(copy._legal_actions()[0])
    assert state.to_dict()["snapshot"] == before and copy._to_dict() != before


def test_hard_cannot_tell_two_worlds_that_differ_only_in_a_hidden_card():
    """The rules' own hidden variants (another seat's hand card or face-down card swapped with a
    deck card, the deck reversed): the seat's view, its determinizations and Hard's choice are
    the same in every variant as in the real position."""
    compared = 0
    for state in random_positions(3, players_of=lambda g: 3 + g % 2, every=8, seed=200):
        seat = state.current_player
        view = state.view(seat)
        legal = state.legal_actions()
        if view["phase"] != "play" or len(legal) < 2:
            continue
        real_world = determinize(view, Rng(11), SearchState)._to_dict()
        real_choice = small_hard(seat, 5).choose(view, list(legal))
        for variant in state.hidden_variants(seat):
            assert variant._to_dict() != state._to_dict()
            assert variant.view(seat) == view
            assert determinize(variant.view(seat), Rng(11), SearchState)._to_dict() == real_world
            assert small_hard(seat, 5).choose(variant.view(seat), variant.legal_actions()) == real_choice
            compared += 1
    assert compared > 20


def test_a_hidden_face_down_card_never_reaches_a_determinization():
    """A face-down card only its owner saw is dealt like any other unseen card: across worlds it
    lands on that film's place and elsewhere, as chance has it."""
    for state in random_positions(20, players_of=lambda g: 3, every=1, seed=400):
        hidden = [(s, f, i) for s in range(3) for f, pile in state.personal[s].items()
                  for i, k in enumerate(state.known[s][f]) if not k]
        seat = state.current_player
        mine = [h for h in hidden if h[0] != seat]
        if mine and state.phase == "play":
            break
    else:
        pytest.fail("no position with another seat's face-down card")
    s, f, i = mine[0]
    real = state.personal[s][f][i]
    view = state.view(seat)
    assert view["personal"][s][f][i]["code"] is None
    there = [determinize(view, Rng(k), SearchState).personal[s][f][i] for k in range(60)]
    assert len(set(there)) > 10 and there.count(real) < 20


# ---- strength ----------------------------------------------------------------------------------
def test_normal_beats_easy():
    """Normal against two Easy bots, 3 players: its wins against the fair third, seeded (the same
    games every run). Normal wins about 90% of these; the test asks p < 1e-6."""
    games, wins = 60, 0.0
    for g in range(games):
        state = GAME.new_state(3, 9_000 + g)
        final = play_out(state, [make_bot("normal", 0, g), make_bot("easy", 1, g), make_bot("easy", 2, g)])
        winners = final.winners()
        wins += (0 in winners) / len(winners)
    z, p = one_sample_z(wins, games, 1 / 3)
    assert p < 1e-6, f"Normal won {wins} of {games} (z = {z:.2f}, p = {p:.2g})"


def test_summarize_reports_end_reasons_and_film_values():
    finals = [play_out(GAME.new_state(3, g), [make_bot("normal", s, g) for s in range(3)]) for g in range(3)]
    lines = bots.summarize(finals)
    assert set(lines) == {"game ends", "film values", "left-over points (2 per card or marker)", "moves per game"}
    assert "%" in lines["game ends"] and lines["film values"].startswith("mean ")
    assert bots.summarize([]) == {}


def test_the_estimate_reads_a_view_like_the_state_it_comes_from():
    """Seen from the seat itself, the guessed influence equals the exact one for its own films."""
    for state in random_positions(4, every=6, seed=600):
        seat = state.current_player
        exact = bots.position_from_state(state)
        guessed = bots.position_from_view(state.view(seat))
        for f in FILMS:
            assert guessed.inf[f][seat] == exact.inf[f][seat] == sum(cards.value(c) for c in state.personal[seat].get(f, ()))
            assert guessed.value[f] == exact.value[f] == state.films[f].value()
