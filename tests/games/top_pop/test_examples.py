"""Every example of Top Pop's rulebook (seeds/top-pop.txt) as a test.

The stacking example names the orange and the yellow player for one and the same player (the rulebook
mixes the two words); here that player is yellow (seat 2, our companies have no orange) and the other
one is blue (seat 1)."""

from __future__ import annotations

from app.games.top_pop import scoring
from app.games.top_pop.actions import Stack
from tests.games.top_pop.test_standard_helpers import BLUE, RED, YELLOW, act, game, position, refused


def test_the_stacking_example_blue_outdoes_yellow_and_yellow_answers():
    """The card had a stack of the yellow player. For blue to place a stack, it had to hold a yellow
    cap, a blue cap on top, and be taller than yellow's. The new stack stays beside the old one. Yellow
    may then add caps: a blue cap (blue is winning now) and another yellow cap on top; the caps already
    in the stack are not moved."""
    state = game(3, start=0, seed=2)
    position(state, turn=1, step="stack", supply=[{}, {RED: 2, YELLOW: 1, BLUE: 2}, {BLUE: 1, YELLOW: 2, RED: 1}],
             fronts=[[("NYC", 0, {2: [YELLOW, YELLOW]})], [], []])
    refused(state, {"type": "stack", "seat": 0, "card": 0, "caps": [RED, RED, BLUE]},
            "You need a yellow cap in this stack: yellow has the tallest stack on this card.")
    refused(state, {"type": "stack", "seat": 0, "card": 0, "caps": [RED, YELLOW]},
            "Your stack must have a cap of your colour (blue) on top.")
    refused(state, {"type": "stack", "seat": 0, "card": 0, "caps": [YELLOW, BLUE]},
            "A stack here must be taller than the tallest one: more than 2 caps.")
    assert Stack(0, 0, (RED, YELLOW, BLUE)) in state.legal_actions()
    act(state, {"type": "stack", "seat": 0, "card": 0, "caps": [YELLOW, RED, BLUE]})
    front = state.fronts[0][0]
    assert front.stacks == {2: [YELLOW, YELLOW], 1: [YELLOW, RED, BLUE]} and front.tallest() == 1
    # yellow's turn: it adds a blue cap and another yellow one on top
    position(state, turn=2, step="stack", supply=[{}, {}, {BLUE: 1, YELLOW: 2, RED: 1}])
    refused(state, {"type": "stack", "seat": 0, "card": 0, "caps": [RED, YELLOW]},
            "You must add a blue cap: blue has the tallest stack on this card.")
    refused(state, {"type": "stack", "seat": 0, "card": 0, "caps": [YELLOW, BLUE]},
            "Your stack must have a cap of your colour (yellow) on top.")
    act(state, {"type": "stack", "seat": 0, "card": 0, "caps": [BLUE, YELLOW]})
    assert front is state.fronts[0][0]
    assert state.fronts[0][0].stacks == {2: [YELLOW, YELLOW, BLUE, YELLOW], 1: [YELLOW, RED, BLUE]}
    assert state.fronts[0][0].tallest() == 2


def test_the_stacking_example_with_more_caps_added():
    """"They also could have added other caps if they had wanted, as long as an orange [yellow] cap is
    always on top"."""
    state = game(3, start=0, seed=2)
    position(state, turn=2, step="stack", supply=[{}, {}, {BLUE: 1, YELLOW: 2, RED: 1}],
             fronts=[[("NYC", 0, {2: [YELLOW, YELLOW], 1: [YELLOW, RED, BLUE]})], [], []])
    act(state, {"type": "stack", "seat": 0, "card": 0, "caps": [RED, BLUE, YELLOW, YELLOW]})
    assert state.fronts[0][0].stacks[2] == [YELLOW, YELLOW, RED, BLUE, YELLOW, YELLOW]


def test_scoring_example_4_new_york_against_3_or_fewer_scores_8():
    piles = [{"NYC": 4}, {"NYC": 3}, {"NYC": 1}]
    assert scoring.majority(piles)[0] == {"NYC": 8}
    assert scoring.score(piles)[0] == 8


def test_scoring_example_2_seattle_tied_scores_2():
    piles = [{"SEA": 2}, {"SEA": 2}, {"SEA": 1}]
    assert scoring.majority(piles)[0] == {"SEA": 2}
    assert scoring.score(piles)[0] == 2


def test_scoring_example_4_different_cities_among_7_cards_is_worth_6():
    pile = scoring.pile(["NYC", "NYC", "NYC:night", "CHI", "CHI", "SEA", "STL"])
    assert pile == {"NYC": 3, "CHI": 2, "SEA": 1, "STL": 1} and sum(pile.values()) == 7
    assert scoring.variety(pile) == 6


def test_the_two_player_cap_example_7_caps_of_the_first_company_score_35():
    """Meredith earned 7 caps from the 1st place soda company: 35 points."""
    values = scoring.cap_values([20, 12, 9, 4])
    assert 7 * values[0] == 35
