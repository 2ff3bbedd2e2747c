"""City Powers (our own variant, docs/rulings.md): a city's power belongs to whoever last won a card of
that city, passes when another seat wins one (at the end too) and works from the moment the card that
brings it is won, that card's own win included. Every power, in standard and lite."""

from __future__ import annotations

import random

import pytest

from app.games.top_pop import powers
from app.games.top_pop.events import CapsTaken, CardWon, GameOver, PowerPassed, PowerScored
from tests.games.top_pop.test_standard_helpers import (
    BLUE, RED, YELLOW, act, game, of, play_out, position,
)

TEXTS = {
    "STL": "In step 3, take two caps instead of one.",
    "NYC": "When another player places a card in front of you, take a cap of your colour from the middle.",
    "SF": "When you place a card in front of yourself, take a cap of your colour from the middle.",
    "LV": "When you win a card, take a cap of your colour from the middle.",
    "CHI": "When you win a card in front of yourself, the tallest stack's caps go to your supply instead of the middle.",
    "SEA": "When you place a card in front of another player, take two caps of their colour instead of one.",
    "NO": "At the end of the game, the holder of this power scores 3 points.",
}


def _powered(players=3, variant="standard", holders=None):
    state = game(players, start=0, seed=9, variant=variant, powers=True)
    while state.phase == "setup":
        seat = state.current_player
        act(state, {"type": "place", "card": state.hands[seat][0], "seat": seat})
    state.powers.update(holders or {})
    state._legal_cache = None
    return state


def test_the_seven_powers_one_sentence_each_and_only_the_cities_in_the_deck():
    assert powers.POWERS == TEXTS
    state = _powered(3)
    view = state.view(0)
    assert view["city_powers"] is True
    assert view["powers"] == {"STL": None, "NYC": None, "SF": None, "LV": None, "CHI": None}
    assert view["power_texts"] == {c: TEXTS[c] for c in view["powers"]}
    assert game(5, powers=True).view(0)["powers"].keys() == TEXTS.keys()
    assert game(3).view(0)["powers"] is None


def test_a_power_passes_to_the_last_winner_and_works_for_its_own_card():
    """Ana wins a Las Vegas card: she holds Las Vegas's power at once and takes a cap for that win."""
    state = _powered(3)
    position(state, turn=2, step="stack", supply=[{}, {}, {}], middle={0: 5, 1: 5, 2: 5},
             fronts=[[], [("LV", 2, {0: [BLUE, RED]})], []])
    events = act(state, {"type": "done"})
    assert of(events, PowerPassed) == [PowerPassed("LV", 0, None)]
    assert CapsTaken(0, RED, 1, 1, "LV") in events
    assert state.powers["LV"] == 0 and state.supply[0] == {RED: 1}
    # Ben wins a Las Vegas card later: the power passes to him
    position(state, turn=0, step="stack", supply=[{}, {}, {}], fronts=[[("LV", 2, {1: [BLUE]})], [], []])
    events = act(state, {"type": "done"})
    assert of(events, PowerPassed) == [PowerPassed("LV", 1, 0)] and state.powers["LV"] == 1


def test_st_louis_takes_two_caps_in_step_3():
    state = _powered(3, holders={"STL": 0})
    act(state, {"type": "place", "card": state.hands[0][0], "seat": 0})
    assert state.step == "take" and state.view(0)["takes_left"] == 2
    assert state.view(0)["status"] == "{p0} takes 2 caps from the middle."
    act(state, {"type": "take", "company": BLUE})
    assert state.step == "take"
    act(state, {"type": "take", "company": BLUE})
    assert state.step == "stack" and state.supply[0][BLUE] == 2


def test_new_york_a_card_placed_in_front_of_the_holder_by_another_player():
    state = _powered(3, holders={"NYC": 1})
    events = act(state, {"type": "place", "card": state.hands[0][0], "seat": 1})
    assert of(events, CapsTaken) == [CapsTaken(0, BLUE, 1, 1, "bonus"), CapsTaken(1, BLUE, 1, 1, "NYC")]
    assert state.supply[1] == {BLUE: 3}


def test_new_york_not_for_the_holders_own_card_and_the_bonus_comes_first():
    state = _powered(3, holders={"NYC": 0})
    events = act(state, {"type": "place", "card": state.hands[0][0], "seat": 0})
    assert not of(events, CapsTaken)
    state = _powered(3, holders={"NYC": 1})
    state.middle[BLUE] = 1
    events = act(state, {"type": "place", "card": state.hands[0][0], "seat": 1})
    assert of(events, CapsTaken) == [CapsTaken(0, BLUE, 1, 1, "bonus"), CapsTaken(1, BLUE, 0, 1, "NYC")]


def test_san_francisco_a_card_placed_in_front_of_oneself():
    state = _powered(3, holders={"SF": 0})
    events = act(state, {"type": "place", "card": state.hands[0][0], "seat": 0})
    assert of(events, CapsTaken) == [CapsTaken(0, RED, 1, 1, "SF")]
    state = _powered(3, holders={"SF": 0})
    events = act(state, {"type": "place", "card": state.hands[0][0], "seat": 1})
    assert of(events, CapsTaken) == [CapsTaken(0, BLUE, 1, 1, "bonus")]


def test_seattle_two_caps_of_their_colour():
    state = _powered(3, holders={"SEA": 0})
    events = act(state, {"type": "place", "card": state.hands[0][0], "seat": 2})
    assert of(events, CapsTaken) == [CapsTaken(0, YELLOW, 2, 2, "SEA")]
    assert state.supply[0] == {RED: 1, YELLOW: 2}
    state = _powered(3, holders={"SEA": 0})
    state.middle[YELLOW] = 1  # a cap that is not in the middle is not taken
    events = act(state, {"type": "place", "card": state.hands[0][0], "seat": 2})
    assert of(events, CapsTaken) == [CapsTaken(0, YELLOW, 1, 2, "SEA")]


def test_chicago_own_card_caps_to_the_supply_and_its_own_card_included():
    state = _powered(3, holders={"CHI": 0})
    position(state, turn=2, step="stack", supply=[{}, {}, {}], fronts=[[("SF", 0, {0: [BLUE, RED]})], [], []])
    middle = dict(state.middle)
    events = act(state, {"type": "done"})
    assert of(events, CardWon)[0].to == 0 and state.supply[0] == {BLUE: 1, RED: 1}
    assert state.middle[BLUE] == middle[BLUE]
    # the Chicago card itself, won in front of oneself by a seat without the power: its caps go to the supply
    state = _powered(3)
    position(state, turn=2, step="stack", supply=[{}, {}, {}], fronts=[[("CHI", 0, {0: [BLUE, RED]})], [], []])
    events = act(state, {"type": "done"})
    assert of(events, CardWon)[0].to == 0 and state.powers["CHI"] == 0
    # without the power: to the middle
    state = _powered(3)
    position(state, turn=2, step="stack", supply=[{}, {}, {}], fronts=[[("SF", 0, {0: [BLUE, RED]})], [], []])
    events = act(state, {"type": "done"})
    assert of(events, CardWon)[0].to is None and state.supply[0] == {}


def test_new_orleans_scores_3_points_at_the_end():
    state = _powered(5, holders={"NO": 3})
    position(state, turn=4, step="stack", phase="final", supply=[{}] * 5, fronts=[[]] * 5, hands=[[]] * 5)
    state.removed += state.deck
    state.deck, state.triggered_by, state.last_seat = [], 0, 4
    events = act(state, {"type": "done"})
    assert of(events, PowerScored) == [PowerScored("NO", 3, 3)]
    assert of(events, GameOver)[0].totals[3] == 3 and state.view(0)["results"]["powers"] == [0, 0, 0, 3, 0]


def test_powers_pass_with_the_leftover_cards_at_the_end_too():
    state = _powered(3, holders={"LV": 1})
    position(state, turn=1, step="stack", phase="final", supply=[{}, {}, {}], hands=[[], [], []],
             fronts=[[("LV", 1, {2: [RED, YELLOW]})], [], []])
    state.removed += state.deck
    state.deck, state.triggered_by, state.last_seat = [], 2, 1
    events = act(state, {"type": "done"})
    assert PowerPassed("LV", 2, 1) in events and state.powers["LV"] == 2
    assert CapsTaken(2, YELLOW, 1, 1, "LV") in events


def test_a_night_card_that_moves_a_power_is_shown_to_everyone():
    state = _powered(3)
    position(state, turn=2, step="stack", supply=[{}, {}, {}], fronts=[[], [("SF:night", 1, {0: [BLUE, RED]})], []])
    events = act(state, {"type": "done"})
    won = of(events, CardWon)[0]
    assert won.known_by == (0, 1, 2) and state.view(2)["won"][0] == ["SF:night"]
    # the winner holds the power already: nothing tells the others, the card stays hidden
    state = _powered(3, holders={"SF": 0})
    position(state, turn=2, step="stack", supply=[{}, {}, {}], fronts=[[], [("SF:night", 1, {0: [BLUE, RED]})], []])
    events = act(state, {"type": "done"})
    assert of(events, CardWon)[0].known_by == (0, 1) and state.view(2)["won"][0] == [None]


@pytest.mark.parametrize("variant", ["standard", "lite"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_with_city_powers_play_to_the_end(variant, players):
    for seed in range(2):
        state = game(players, start=seed % players, seed=seed, variant=variant, powers=True)
        play_out(state, random.Random(seed))
        holders = {s for s in state.powers.values() if s is not None}
        assert holders and all(0 <= s < players for s in holders)
