"""Top This! computer players: legal, deterministic per seed, stronger with the level, quick enough,
and they declare Top This! when one flick completes a valuable order."""

from __future__ import annotations

import math
import time

import pytest

from app.games.top_this import bots
from app.games.top_this.components import DISCS
from app.games.top_this.rules import GAME


def _play(levels, seed, max_decisions=300):
    """A whole game between bots; every action goes through the rules' apply (which refuses an
    illegal one). Returns the final state, the actions, and the longest decision in seconds."""
    state = GAME.new_state(len(levels), seed)
    players = [bots.make_bot(level, seat, seed) for seat, level in enumerate(levels)]
    actions, longest = [], 0.0
    for _ in range(max_decisions):
        if state.is_over:
            break
        seat = state.current_player
        legal = state.legal_actions()
        t0 = time.perf_counter()
        action = players[seat].choose(state.view(seat), legal)
        longest = max(longest, time.perf_counter() - t0)
        assert state.is_legal(action), action
        if action.TYPE != "flick":  # discrete choices come from the list itself
            assert action in legal
        state.apply(action)
        actions.append(action.to_dict())
    return state, actions, longest


@pytest.fixture(scope="module")
def matches():
    """Hard against Easy, each in both seats, on a few seeds."""
    out = []
    for seed in (1,):
        for levels in (("hard", "easy"), ("easy", "hard")):
            out.append((levels, *_play(levels, seed)))
    return out


def test_bots_finish_games_with_legal_actions(matches):
    for levels, state, actions, _ in matches:
        assert state.is_over, levels
        assert any(a["type"] == "flick" for a in actions)
        assert any(len(p["orders"]) for p in state.view(None)["piles"])


def test_hard_scores_more_than_easy_on_average(matches):
    hard, easy = [], []
    for levels, state, _, _ in matches:
        totals = state.totals()
        for seat, level in enumerate(levels):
            (hard if level == "hard" else easy).append(totals[seat])
    assert sum(hard) / len(hard) > sum(easy) / len(easy), (hard, easy)


def test_same_seed_same_decisions():
    first = _play(("normal", "easy", "hard"), 9, max_decisions=12)[1]
    again = _play(("normal", "easy", "hard"), 9, max_decisions=12)[1]
    assert first == again
    other = _play(("normal", "easy", "hard"), 10, max_decisions=12)[1]
    assert other != first


def test_every_level_plays_a_legal_opening():
    state = GAME.new_state(3, 4)
    for level in bots.LEVELS:
        bot = bots.make_bot(level, state.current_player, 4)
        action = bot.choose(state.view(state.current_player), state.legal_actions())
        assert state.is_legal(action)
    with pytest.raises(ValueError):
        bots.make_bot("expert", 0, 1)


def _top_this_position():
    pepper = next(d.id for d in DISCS if "peppers" in d.faces and d.id not in (0, 9))
    others = [d.id for d in DISCS if "peppers" not in d.faces and d.id not in (0, 9)][:3]
    mid = math.radians(22.5)  # the middle of slice 0
    return GAME.new_state(2, 3, {
        "start": 0,
        # a mushroom and an onion on slice 0; order 15 wants mushrooms, onions and peppers ($5)
        "layout": {"0": [70 * math.cos(mid), 70 * math.sin(mid), "mushrooms"],
                   "9": [108 * math.cos(mid), 108 * math.sin(mid), "onions"]},
        "hands": [[pepper] + others[:1], others[1:]],
        "orders": [15, 12, 13, 11, 14],
    })


def test_hard_declares_top_this_when_one_flick_completes_a_valuable_order():
    state = _top_this_position()
    bot = bots.make_bot("hard", 0, 3)
    action = bot.choose(state.view(0), state.legal_actions())
    assert action.TYPE == "top_this" and action.order == 15
    state.apply(action)
    flick = bot.choose(state.view(0), state.legal_actions())
    assert flick.TYPE == "flick" and "peppers" == flick.face
    state.apply(flick)  # legal; whether the bot's hand was steady enough is up to the noise


def test_summarize_counts_orders_per_game(matches):
    finals = [state for _, state, _, _ in matches]
    lines = bots.summarize(finals)
    orders = sum(len(p["orders"]) for s in finals for p in s.view(None)["piles"])
    assert lines["orders per game"] == f"{orders / len(finals):.1f}"
