"""Top Pop Lite (rulebook, "Lite Version"): no colour requirement; no hand: one card drawn at the start
of the turn, after step 1 (a ruling), and placed; the end at the 5th card won. Lite's 3rd and 5th
players take the deck's top card at set-up and place it in front of themselves (a ruling)."""

from __future__ import annotations

import random

import pytest

from app.games.top_pop.actions import Place
from app.games.top_pop.events import CardDrawn, CardPlaced, FinalRound, StepSkipped
from tests.games.top_pop.test_standard_helpers import (
    BLUE, RED, YELLOW, act, game, kinds, of, play_out, position, refused,
)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_lite_set_up_no_hands_the_3rd_and_5th_place_the_decks_top_card(players):
    deck = ["CHI", "SF", "LV"] if players >= 3 else ["SF", "LV"]
    state = game(players, deck, start=1, variant="lite")
    third, fifth = (1 + 2) % players, (1 + 4) % players
    fronts = [[f.card for f in row] for row in state.fronts]
    if players >= 3:
        assert fronts[third] == [deck[0]] and state.fronts[third][0].by == third
    if players == 5:
        assert fronts[fifth] == [deck[1]]
    placed = [e for e in state.setup_events if isinstance(e, CardPlaced)]
    assert all(e.setup for e in placed) and len(placed) == (players >= 3) + (players == 5)
    # the first player's turn: the next card of the deck is drawn at its start
    first_draw = deck[len(placed)]
    assert state.phase == "play" and state.current_player == 1 and state.step == "place"
    assert state.hands[1] == [first_draw] and sum(map(len, state.hands)) == 1
    assert state.view(1)["status"] == "{p1} places the card drawn in front of a player."
    assert state.supply[1] == {1: 1} and state.view(0)["cards_to_end"] == 5


def test_lite_draws_after_step_1_and_places_the_card_drawn():
    state = game(2, ["SF", "LV", "NYC"], start=0, variant="lite")
    assert state.hands == [["SF"], []]
    refused(state, {"type": "place", "card": "LV", "seat": 0}, "A Las Vegas card is not the card you drew.")
    assert state.legal_actions() == [Place("SF", 0), Place("SF", 1)]
    act(state, {"type": "place", "card": "SF", "seat": 1})
    act(state, {"type": "take", "company": RED})
    position(state, turn=0, step="stack", supply=[{}, {BLUE: 1}], fronts=[[], [("SF", 0, {1: [BLUE]})]])
    state.hands = [[], []]
    events = act(state, {"type": "done"})  # no draw at the end of a lite turn; Ben wins, then draws
    names = kinds(events)
    assert names.index("card_won") < names.index("card_drawn")
    assert of(events, CardDrawn) == [CardDrawn(1, "LV")]
    assert state.hands == [[], ["LV"]]


def test_lite_has_no_colour_requirement():
    state = game(3, start=0, variant="lite", seed=3)
    position(state, turn=0, step="stack", supply=[{RED: 3}, {}, {}], hands=[[], [], []],
             fronts=[[], [("NYC", 1, {1: [BLUE, BLUE]})], []])
    act(state, {"type": "stack", "seat": 1, "card": 0, "caps": [RED, RED, RED]})  # no blue cap needed
    assert state.fronts[1][0].tallest() == 0
    state = game(3, start=0, variant="lite", seed=3)
    position(state, turn=0, step="stack", supply=[{RED: 3, YELLOW: 1}, {}, {}], hands=[[], [], []],
             fronts=[[], [("NYC", 1, {1: [BLUE, BLUE]})], []])
    refused(state, {"type": "stack", "seat": 1, "card": 0, "caps": [RED, RED, YELLOW]},
            "Your stack must have a cap of your colour (red) on top.")
    refused(state, {"type": "stack", "seat": 1, "card": 0, "caps": [RED, RED]},
            "A stack here must be taller than the tallest one: more than 2 caps.")


def test_lite_ends_at_the_5th_card_won_and_no_card_is_drawn_in_the_final_round():
    state = game(2, start=0, variant="lite", seed=4)
    position(state, turn=1, step="stack", supply=[{}, {}], hands=[[], []],
             fronts=[[("SF", 1, {0: [RED]})], []])
    state.won[0] = ["STL", "NYC", "NYC", "LV"]
    state.won_known[0] = [None] * 4
    events = act(state, {"type": "done"})
    assert of(events, FinalRound)[0].won == 5
    assert not of(events, CardDrawn) and state.deck == [] and state.step == "take"
    assert not of(events, StepSkipped) or all(e.step != "place" for e in of(events, StepSkipped))


def test_lite_with_an_empty_deck_there_is_nothing_to_place():
    state = game(2, start=0, variant="lite", seed=4)
    position(state, turn=1, step="stack", supply=[{}, {}], hands=[[], []], fronts=[[], []])
    state.removed += state.deck
    state.deck = []
    events = act(state, {"type": "done"})
    assert kinds(events)[:2] == ["deck_empty", "step_skipped"] and state.step == "take"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seeded_random_lite_games_end_with_everything_accounted_for(players):
    for seed in range(3):
        state = game(players, start=seed % players, seed=seed, variant="lite")
        play_out(state, random.Random(seed))
        if state.end_reason == "final":
            assert max(len(w) for w in state.won) >= 5
        assert all(len(h) == 0 for h in state.hands)
