"""Top This! computer players: legal, deterministic per seed, stronger with the level, quick enough,
and they declare Top This! when one flick completes a valuable order."""

from __future__ import annotations

import math
import time

import pytest

from app.games.top_this import bots, scoring
from app.games.top_this.components import DISCS, ORDERS
from app.games.top_this.flicks import simulate
from app.games.top_this.rules import GAME
from app.physics.estimate import EstimateTable


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


def test_a_bots_flick_comes_with_the_rules_own_outcome():
    """The flick a bot returns carries exactly what `flicks.simulate` gives on that board (worked
    out on the bot's side); the rules accept it and record it unchanged."""
    state = GAME.new_state(3, 21)
    players = [bots.make_bot(level, seat, 21) for seat, level in enumerate(("hard", "normal", "easy"))]
    flicked = 0
    for _ in range(30):
        if state.is_over:
            break
        seat = state.current_player
        action = players[seat].choose(state.view(seat), state.legal_actions())
        if action.TYPE == "flick":
            assert action.outcome is not None
            bare = type(action)(action.disc, action.face, action.x, action.y, action.vx, action.vy, None)
            assert simulate(state.board, bare) == action
            flicked += 1
        state.apply(action)
        assert state.history[-1] == action
    assert flicked >= 8


def test_a_game_with_the_bots_outcomes_is_the_game_the_rules_would_simulate():
    """The same seeded game played twice, once with the outcomes the bots bring and once with the
    outcomes taken off (the rules simulate each flick): the same saved game."""
    def play(strip: bool) -> str:
        state = GAME.new_state(3, 8)
        players = [bots.make_bot(level, seat, 8) for seat, level in enumerate(("hard", "normal", "normal"))]
        for _ in range(24):
            if state.is_over:
                break
            seat = state.current_player
            action = players[seat].choose(state.view(seat), state.legal_actions())
            if strip and action.TYPE == "flick":
                action = type(action)(action.disc, action.face, action.x, action.y, action.vx, action.vy, None)
            state.apply(action)
        return state.to_json()

    assert play(False) == play(True)


def _reference_score(ctx, board: dict, touched: set, order):
    """The bots' score of a position as it was written with `scoring` (Counters per slice)."""
    contents = scoring.slice_contents(board)
    eligible = scoring.touched_slices(board, touched)
    value = 0.0
    if order is not None:
        if scoring.matching_slices(board, order, eligible, contents):
            value += ORDERS[order].value + bots.TIP_ESTIMATE
        return value + 0.1 * ctx._near(contents, [order])
    done = [o for o in ctx.orders if scoring.matching_slices(board, o, eligible, contents)]
    value += sum(ORDERS[o].value for o in done)
    if len(done) >= 2:
        value += bots.TIP_ESTIMATE
    last = ctx.actions_left <= 1
    near = ctx._near(contents, [o for o in ctx.orders if o not in done])
    return value + (-0.35 * near if last else 0.3 * near)


def test_the_bots_quick_score_of_a_flick_is_the_score_of_the_board_it_leaves():
    """`_Context` scores a flick from the slices it changes; that is exactly the score of the whole
    board after the flick (every candidate of a few Hard decisions, every order, Top This! too)."""
    state = GAME.new_state(3, 5)
    players = [bots.make_bot("hard", seat, 5) for seat in range(3)]
    checked = hits = 0
    for _ in range(14):
        seat = state.current_player
        view, legal = state.view(seat), state.legal_actions()
        if any(a.TYPE == "flick" for a in legal) and view["board"]:
            ctx = bots._Context(view, seat, True)
            table = EstimateTable(ctx.layout)
            bot = players[seat]
            for flick in bot._candidates(ctx, legal):
                outcome = table.estimate(flick.disc, flick.face, flick.x, flick.y, flick.vx, flick.vy)
                board, touched = ctx.after_flick(flick, outcome)
                for order in [None] + ctx.orders:
                    want = _reference_score(ctx, board, touched, order)
                    if not outcome.touched:
                        want -= 0.4
                    want -= 0.6 * len(outcome.fell)
                    assert ctx.score_flick(flick, outcome, order) == want, (flick, outcome, order)
                    if order is not None:
                        done = scoring.matching_slices(board, order, scoring.touched_slices(board, touched))
                        assert ctx.completes(flick, outcome, order) == bool(done)
                checked += 1
                hits += bool(outcome.touched)
        state.apply(players[seat].choose(view, legal))
    assert checked >= 100 and hits >= 50, (checked, hits)
