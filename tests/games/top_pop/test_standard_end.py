"""Top Pop's end (rulebook: "End of Game", "Scoring"): the final round begins when a player wins their
6th card; hands and deck leave the game; no placing or drawing; the trigger player finishes the turn
and every other player takes one more; leftover cards go to their tallest stacks, cards without
stacks leave the game; then the score piles are scored, ties broken by caps. And the stalled end."""

from __future__ import annotations

import random

import pytest

from app.games.top_pop.events import (
    CardDrawn, CardPlaced, CardRemoved, CardWon, FinalRound, GameEnded, GameOver, StepSkipped,
)
from tests.games.top_pop.test_standard_helpers import (
    BLUE, RED, YELLOW, act, game, of, play_out, position,
)


def _near_the_end(players=3):
    """Cleo (seat 2) has won 5 cards and wins her 6th at the start of her next turn."""
    state = game(players, start=0, seed=6)
    while state.phase == "setup":
        seat = state.current_player
        act(state, {"type": "place", "card": state.hands[seat][0], "seat": seat})
    hands = [list(h) for h in state.hands]
    position(state, turn=1, step="stack", hands=hands, supply=[{RED: 2}, {BLUE: 1}, {YELLOW: 2}] + [{}] * (players - 3),
             fronts=[[("SF", 1, {2: [YELLOW]}), ("LV", 2, {})], [("NYC", 0, {1: [BLUE]})], [("CHI", 0, {})]]
             + [[] for _ in range(players - 3)])
    state.won[2] = ["STL", "STL", "NYC", "SF", "SF"]
    state.won_known[2] = [None] * 5
    return state


def test_the_6th_card_begins_the_final_round_hands_and_deck_leave_the_game():
    state = _near_the_end()
    in_hands = sum(map(len, state.hands)) + len(state.deck)
    events = act(state, {"type": "done"})  # Ben's turn ends (he draws); Cleo wins her 6th card
    assert of(events, FinalRound) == [FinalRound(2, 6, in_hands)]  # Ben's draw went back too
    assert state.deck == [] and state.hands == [[], [], []]
    assert state.phase == "final" and state.triggered_by == 2
    assert state.view(0)["final_round"] and state.view(0)["triggered_by"] == 2
    # the trigger player completes the turn, without step 2: straight to taking a cap
    assert state.current_player == 2 and state.step == "take"
    assert not of(events, CardPlaced)


def test_in_the_final_round_no_card_is_placed_or_drawn_and_each_other_player_has_one_more_turn():
    state = _near_the_end()
    act(state, {"type": "done"})
    turns = []
    while not state.is_over:
        seat = state.current_player
        if not turns or turns[-1] != seat:
            turns.append(seat)
        assert state.step in ("take", "stack")
        legal = state.legal_actions()
        events = act(state, legal[-1].to_dict())  # "done" when stacking, some cap when taking
        assert not of(events, CardDrawn) and not of(events, CardPlaced)
    assert turns == [2, 0, 1]  # Cleo finishes, then Ana and Ben take one more turn each
    assert state.end_reason == "final"


def test_leftover_cards_go_to_the_tallest_stack_and_cards_without_stacks_leave_the_game():
    state = game(3, start=0, seed=6)
    act(state, {"type": "place", "card": state.hands[2][0], "seat": 2})
    state.removed += [c for h in state.hands for c in h] + state.deck
    state.hands, state.deck = [[], [], []], []
    position(state, turn=1, step="stack", phase="final", supply=[{}, {}, {}], fronts=[
        [("SF", 1, {2: [RED, YELLOW], 1: [BLUE]}), ("LV", 2, {})],
        [("NYC", 0, {1: [BLUE]})],
        [(state.fronts[2][0].card, 2, {})]])
    state.triggered_by, state.last_seat = 2, 1
    events = act(state, {"type": "done"})
    assert of(events, GameEnded) == [GameEnded("final", 2)]
    won = of(events, CardWon)
    assert all(w.end for w in won)
    assert {(w.player, w.seat, w.card) for w in won} == {(2, 0, "SF"), (1, 1, "NYC")}
    sf = next(w for w in won if w.card == "SF")
    assert sf.to == 0 and sf.returned == ((1, (BLUE,)),)  # caps as in step 1
    nyc = next(w for w in won if w.card == "NYC")
    assert nyc.to is None  # in front of its winner: to the middle
    removed = {e.card for e in of(events, CardRemoved)}
    assert "LV" in removed and "LV" not in state.won[0] + state.won[1] + state.won[2]
    assert state.fronts == [[], [], []]
    assert state.view(1)["unwon"] and state.is_over
    assert state.supply[0] == {RED: 1, YELLOW: 1}


def test_scoring_and_the_tie_break_by_caps_then_shared():
    state = game(2, start=0)
    position(state, turn=1, step="stack", phase="final", supply=[{RED: 3}, {BLUE: 1}], fronts=[[], []], hands=[[], []])
    state.deck, state.triggered_by, state.last_seat = [], 0, 1
    state.won = [["NYC", "NYC", "SF"], ["NYC", "NYC", "LV"]]
    state.won_known = [[None] * 3, [None] * 3]
    events = act(state, {"type": "done"})
    over = of(events, GameOver)[0]
    assert over.totals == (6, 6)  # 1 a card for the tied New York cards, 2 for the lone SF/LV, 2 for variety
    assert over.caps == (3, 1) and over.winners == (0,)
    assert state.winners() == [0] and state.view(1)["results"]["ranking"] == [0, 1]
    state = game(2, start=0)
    position(state, turn=1, step="stack", phase="final", supply=[{RED: 1}, {BLUE: 1}], fronts=[[], []], hands=[[], []])
    state.deck, state.triggered_by, state.last_seat = [], 0, 1
    state.won = [["NYC"], ["SF"]]
    state.won_known = [[None], [None]]
    act(state, {"type": "done"})
    assert state.winners() == [0, 1]  # tied in points and in caps: a shared win
    view = state.view(0)
    assert view["results"]["piles"] == [{"NYC": 1}, {"SF": 1}] and view["results"]["majority"] == [{"NYC": 2}, {"SF": 2}]
    assert view["results"]["variety"] == [0, 0] and view["status"].startswith("The game is over")


def _quiet():
    """Ana's turn, step 4: no hands, no deck, an empty middle, nothing happened so far this turn."""
    state = game(2, start=0)
    position(state, turn=0, step="stack", supply=[{RED: 5}, {BLUE: 5}], middle={RED: 0, BLUE: 0},
             hands=[[], []], fronts=[[("NYC", 0, {})], [("SF", 1, {})]])
    state.removed += state.deck
    state.deck = []
    state.active = False
    return state


def test_a_game_in_which_nothing_happens_any_more_ends_stalled():
    """Every seat in turn had a turn in which no card was won, placed or drawn, no cap taken and no
    stack placed: the game ends as after the final round."""
    state = _quiet()
    events = act(state, {"type": "done"})  # Ana: nothing happened in her turn
    assert not state.is_over and state.current_player == 1
    assert StepSkipped(1, "place", "no_card") in events and StepSkipped(1, "take", "empty_middle") in events
    events = act(state, {"type": "done"})  # Ben: nothing either
    assert of(events, GameEnded) == [GameEnded("stalled", None)]
    assert state.end_reason == "stalled" and state.is_over
    assert {e.card for e in of(events, CardRemoved)} == {"NYC", "SF"}


def test_a_stack_resets_the_stalled_count():
    state = _quiet()
    act(state, {"type": "done"})
    act(state, {"type": "stack", "seat": 1, "card": 0, "caps": [BLUE]})
    assert not state.is_over


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seeded_random_games_end_with_every_card_and_cap_accounted_for(players):
    for seed in range(3):
        state = game(players, start=seed % players, seed=seed)
        play_out(state, random.Random(seed))
        assert state.is_over and state.end_reason in ("final", "stalled")
        assert state.winners() and state.legal_actions() == []
        if state.end_reason == "final":
            assert max(len(w) for w in state.won) >= 6
        assert not any(state.fronts)
