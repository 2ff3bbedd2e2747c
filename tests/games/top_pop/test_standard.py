"""Top Pop's standard game: set-up, the five steps of a turn, the stacking rules and refusals in a
player's words (rulebook: seeds/top-pop.txt, "Set Up" and "On Your Turn")."""

from __future__ import annotations

import pytest

from app.games.top_pop import cards
from app.games.top_pop.actions import Done, Place, Stack, Take
from app.games.top_pop.events import CapsTaken, CardDrawn, CardPlaced, CardWon, DeckEmpty, StackPlaced, StepSkipped
from app.games.top_pop import stacks, standard
from tests.games.top_pop.test_standard_helpers import (
    BLUE, RED, YELLOW, act, game, kinds, of, position, refused,
)

START_CAPS = [1, 2, 1, 3, 2]
START_HANDS = [3, 3, 4, 3, 4]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_starting_resources_by_seat(players):
    """1st: 1 cap and 3 cards; 2nd: 2 caps, 3 cards; 3rd: 1 cap, 4 cards and places one; 4th: 3 caps,
    3 cards; 5th: 2 caps, 4 cards and places one. All 15 caps of each colour in use start in the middle."""
    for start in range(players):
        state = game(players, start=start, seed=start + 10)
        for place in range(players):
            seat = (start + place) % players
            assert state.supply[seat] == {seat: START_CAPS[place]}
            assert state.middle[seat] == 15 - START_CAPS[place]
            assert len(state.hands[seat]) == START_HANDS[place]
        assert set(state.middle) == set(range(players))  # colours nobody uses stay in the box
        deck_size = {2: 18, 3: 25, 4: 33, 5: 42}[players]
        assert len(state.deck) + sum(map(len, state.hands)) == deck_size
        state.check_invariants()
        if players >= 3:
            third = (start + 2) % players
            assert state.phase == "setup" and state.current_player == third
            assert all(a == Place(a.card, third) for a in state.legal_actions())
            act(state, {"type": "place", "card": state.hands[third][0], "seat": third})
            assert len(state.fronts[third]) == 1 and len(state.hands[third]) == 3
            if players == 5:
                fifth = (start + 4) % players
                assert state.current_player == fifth and state.phase == "setup"
                act(state, {"type": "place", "card": state.hands[fifth][0], "seat": fifth})
                assert len(state.fronts[fifth]) == 1
        assert state.phase == "play" and state.current_player == start and state.step == "place"
        assert len(state.hands[start]) == 3


def test_the_deck_option_deals_each_hand_in_turn_order_from_the_first_player_then_the_draws():
    deck = ["STL", "NYC", "SF",  # seat 1 (first player)
            "LV", "CHI", "STL",  # seat 2
            "NYC", "SF", "LV", "CHI",  # seat 0 (third player, 4 cards)
            "SF:night"]  # the first draw
    state = game(3, deck, start=1)
    assert state.hands == [["NYC", "SF", "LV", "CHI"], ["STL", "NYC", "SF"], ["LV", "CHI", "STL"]]
    assert state.deck[0] == "SF:night"
    assert state.start == 1


def test_the_start_player_is_drawn_with_the_seed_when_not_given():
    from app.games.top_pop.rules import GAME

    starts = {GAME.new_state(4, seed).start for seed in range(30)}
    assert starts == {0, 1, 2, 3}
    assert GAME.new_state(4, 7).start == GAME.new_state(4, 7).start


def test_setup_card_goes_in_front_of_the_placer_only():
    state = game(3, start=0)
    card = state.hands[2][0]
    refused(state, {"type": "place", "card": card, "seat": 0},
            "At set-up you place the card in front of yourself, not in front of another player.")
    refused(state, {"type": "take", "company": 0}, "At set-up you place one card from your hand in front of yourself.")
    events = act(state, {"type": "place", "card": card, "seat": 2})
    placed = of(events, CardPlaced)[0]
    assert placed.setup and placed.player == placed.seat == 2
    assert not of(events, CapsTaken)  # no cap for a set-up card


def _two(deck=None):
    """A 2-player game: Ana (seat 0) holds STL NYC SF, Ben (seat 1) LV STL NYC; draws SF, LV, ..."""
    return game(2, deck or ["STL", "NYC", "SF", "LV", "STL", "NYC", "SF", "LV"], start=0)


def test_a_turn_step_by_step_place_in_front_of_another_take_stack_draw():
    state = _two()
    assert state.step == "place"
    assert set(state.legal_actions()) == {Place(c, s) for c in ("STL", "NYC", "SF") for s in (0, 1)}
    events = act(state, {"type": "place", "card": "NYC", "seat": 1})
    assert state.fronts[1][0].card == "NYC" and state.fronts[1][0].by == 0
    assert of(events, CapsTaken) == [CapsTaken(0, BLUE, 1, 1, "bonus")]  # a cap of their colour
    assert state.supply[0] == {RED: 1, BLUE: 1} and state.middle[BLUE] == 12
    assert state.step == "take"
    assert state.legal_actions() == [Take(RED), Take(BLUE)]
    act(state, {"type": "take", "company": RED})
    assert state.supply[0] == {RED: 2, BLUE: 1} and state.step == "stack"
    assert Done() in state.legal_actions()
    events = act(state, {"type": "stack", "seat": 1, "card": 0, "caps": [BLUE, RED]})
    assert of(events, StackPlaced) == [StackPlaced(0, 1, 0, (BLUE, RED), False, 2)]
    assert state.fronts[1][0].stacks == {0: [BLUE, RED]}
    # no other card to stack on: step 4 is over by itself, and step 5 draws
    assert of(events, CardDrawn)[0].card == "SF"  # step 5: the top card of the deck
    assert sorted(state.hands[0]) == ["SF", "SF", "STL"]
    assert state.current_player == 1 and state.step == "place"


def test_placing_in_front_of_yourself_takes_no_cap():
    state = _two()
    events = act(state, {"type": "place", "card": "STL", "seat": 0})
    assert not of(events, CapsTaken) and state.supply[0] == {RED: 1}
    assert state.fronts[0][0].card == "STL"


def test_a_cap_that_is_not_in_the_middle_is_not_taken():
    state = _two()
    state.middle[BLUE] = 0
    events = act(state, {"type": "place", "card": "STL", "seat": 1})
    assert of(events, CapsTaken) == [CapsTaken(0, BLUE, 0, 1, "bonus")]
    assert state.supply[0] == {RED: 1}
    refused(state, {"type": "take", "company": BLUE}, "The middle has no blue cap left.")


def test_step_3_is_compulsory_and_skipped_with_an_empty_middle():
    state = _two()
    act(state, {"type": "place", "card": "STL", "seat": 0})
    refused(state, {"type": "done"}, "First take a cap from the middle.")
    refused(state, {"type": "stack", "seat": 0, "card": 0, "caps": [RED]}, "First take a cap from the middle.")
    state = _two()
    state.middle = {RED: 0, BLUE: 0}
    events = act(state, {"type": "place", "card": "STL", "seat": 0})
    assert StepSkipped(0, "take", "empty_middle") in events
    assert state.step == "stack"


def test_no_legal_stack_skips_step_4_and_no_card_skips_step_2():
    state = _two()
    state.supply[0] = {}
    state.middle = {RED: 0, BLUE: 0}
    events = act(state, {"type": "place", "card": "STL", "seat": 0})
    assert StepSkipped(0, "take", "empty_middle") in events and StepSkipped(0, "stack", "no_stack") in events
    assert of(events, CardDrawn) and state.current_player == 1
    state = _two()
    position(state, turn=0, step="stack", hands=[[], state.hands[1]], supply=[{}, {}], middle={RED: 0, BLUE: 0})
    events = act(state, {"type": "done"})
    assert StepSkipped(1, "place", "no_card") not in events  # Ben holds cards
    state = _two()
    position(state, turn=1, step="stack", hands=[state.hands[0], []], supply=[{}, {}])
    state.deck = []
    events = act(state, {"type": "done"})
    assert DeckEmpty(1) in events
    position(state, turn=1, step="stack", hands=[[], []], supply=[{}, {}])
    state.idle = 0
    events = act(state, {"type": "done"})
    assert StepSkipped(0, "place", "no_card") in events and state.step == "take"


def test_step_1_wins_the_cards_where_your_stack_is_the_tallest():
    """Card to the score pile; the tallest stack's caps to the player it lay in front of; everyone
    else's stacks back to their owners."""
    state = game(3, start=0, seed=3)
    position(state, turn=2, step="stack", supply=[{}, {}, {}], fronts=[
        [("NYC", 1, {0: [BLUE, RED, RED], 2: [YELLOW]})],  # in front of Ana: Ana wins it
        [("CHI", 2, {0: [YELLOW, RED]}), ("SF", 0, {1: [BLUE]})],  # Ben's CHI: Ana wins it
        [],
    ])
    state.middle = {0: 5, 1: 5, 2: 5}
    events = act(state, {"type": "done"})
    won = of(events, CardWon)
    assert [(w.player, w.seat, w.index, w.card) for w in won] == [(0, 0, 0, "NYC"), (0, 1, 0, "CHI")]
    assert won[0].to is None and won[0].returned == ((2, (YELLOW,)),)
    assert won[1].to == 1 and won[1].caps == (YELLOW, RED)
    assert state.won[0] == ["NYC", "CHI"]
    assert state.middle[BLUE] == 6 and state.middle[RED] == 7  # the own card's caps to the middle
    assert state.supply[1] == {YELLOW: 1, RED: 1}  # the caps of the stack on Ben's card
    assert state.supply[2] == {YELLOW: 1}  # its stack back
    assert [f.card for f in state.fronts[1]] == ["SF"]


def test_legal_stacks_list_one_order_per_choice_of_caps():
    state = game(2, start=0)
    position(state, turn=0, step="stack", supply=[{RED: 2, BLUE: 1}, {}], fronts=[[("NYC", 0, {})], []])
    moves = [a for a in state.legal_actions() if isinstance(a, Stack)]
    assert sorted(a.caps for a in moves) == sorted([(RED,), (RED, RED), (BLUE, RED), (BLUE, RED, RED)])
    for a in moves:  # canonical: the other caps sorted, your own colour's caps on top
        assert list(a.caps) == sorted(k for k in a.caps if k != 0) + [0] * a.caps.count(0)
    assert standard.canonical(0, (RED, BLUE, RED)) == (BLUE, RED, RED)  # the listed order of a choice
    assert Stack(0, 0, standard.canonical(0, (RED, BLUE, RED))) in moves
    act(state, {"type": "stack", "seat": 0, "card": 0, "caps": [RED, BLUE, RED]})  # any order within the rules
    assert state.fronts[0][0].stacks == {0: [RED, BLUE, RED]}


def test_stack_choice_counts_match_the_listed_choices():
    supply = {0: 3, 1: 2, 2: 4, 3: 1}
    for need in range(1, 8):
        for must in (None, 1, 2, 3):
            counts = stacks._size_counts(supply, 0, need, must)
            listed = stacks._choices(supply, 0, need, must, 99)
            assert len(listed) == len(set(listed)) == sum(counts)
            for caps in listed:
                assert len(caps) >= need and caps[-1] == 0 and (must is None or must in caps)


def test_a_position_with_very_many_stacks_lists_the_smallest_ones_and_accepts_all():
    state = game(5, start=0, seed=2)
    fronts = [[(c, s, {}) for c in ("NYC", "SF", "LV")] for s in range(5)]
    position(state, turn=0, step="stack", supply=[{k: 8 for k in range(5)}, {}, {}, {}, {}], fronts=fronts)
    legal = state.legal_actions()
    assert len(legal) <= stacks.STACK_LIST_LIMIT + 1
    assert Stack(0, 0, (RED,)) in legal
    tall = (BLUE,) * 8 + (YELLOW,) * 8 + (RED,) * 8
    assert Stack(0, 0, tall) not in legal and state.is_legal(Stack(0, 0, tall))


def test_a_stack_may_go_on_a_card_placed_this_turn_and_on_cards_in_front_of_anyone():
    state = _two()
    act(state, {"type": "place", "card": "SF", "seat": 0})
    act(state, {"type": "take", "company": RED})
    assert Stack(0, 0, (RED,)) in state.legal_actions()


def test_refusals_of_bad_input_are_sentences():
    state = _two()
    refused(state, {"type": "place", "card": 5, "seat": 0})
    refused(state, {"type": "place", "card": "NYC"})
    refused(state, {"type": "place", "card": "LV", "seat": 0}, "A Las Vegas card is not in your hand.")
    refused(state, {"type": "place", "card": "NYC:night", "seat": 0}, "The New York night card is not in your hand.")
    refused(state, {"type": "place", "card": "PARIS", "seat": 0}, "Top Pop has no card “PARIS”.")
    refused(state, {"type": "place", "card": "NYC", "seat": 4}, "There is no such player: this game has 2 players.")
    refused(state, {"type": "stack", "seat": 0, "card": 0, "caps": [0]},
            "First place a card from your hand in front of a player.")
    refused(state, {"type": "play", "card": "NYC", "company": 0}, "That is not a move of the standard or lite game.")
    act(state, {"type": "place", "card": "NYC", "seat": 0})
    refused(state, {"type": "take", "company": 3}, "There is no such colour of caps: this game has 2 colours.")
    act(state, {"type": "take", "company": BLUE})
    refused(state, {"type": "stack", "seat": 1, "card": 0, "caps": [0]}, "There is no card in front of Player 2.")
    refused(state, {"type": "stack", "seat": 0, "card": 3, "caps": [0]},
            "There is no such card: Player 1 has 1 card in front of them.")
    refused(state, {"type": "stack", "seat": 0, "card": 0, "caps": []}, "A stack needs at least one cap.")
    refused(state, {"type": "stack", "seat": 0, "card": 0, "caps": [0, 0]}, "You have only 1 red cap in your supply.")
    refused(state, {"type": "stack", "seat": 0, "card": 0, "caps": [0, 1]},
            "Your stack must have a cap of your colour (red) on top.")
    refused(state, {"type": "place", "card": "STL", "seat": 0}, "Now you place stacks of caps on cards, or end your turn.")


def test_stack_refusals_not_taller_missing_leader_colour_second_stack_tallest_extension():
    state = game(3, start=0, seed=4)
    position(state, turn=0, step="stack", supply=[{RED: 3, BLUE: 2, YELLOW: 1}, {}, {}], fronts=[
        [("NYC", 1, {1: [BLUE, BLUE]}), ("SF", 1, {0: [RED], 2: [YELLOW, YELLOW, YELLOW]}),
         ("LV", 0, {0: [YELLOW, RED], 1: [BLUE]})], [], []])
    refused(state, {"type": "stack", "seat": 0, "card": 0, "caps": [BLUE, RED]},
            "A stack here must be taller than the tallest one: more than 2 caps.")
    refused(state, {"type": "stack", "seat": 0, "card": 0, "caps": [RED, RED, RED]},
            "You need a blue cap in this stack: blue has the tallest stack on this card.")
    # a second stack on a card is not possible: the caps go on top of your stack there (an extension)
    refused(state, {"type": "stack", "seat": 0, "card": 1, "caps": [BLUE, RED, RED]},
            "You must add a yellow cap: yellow has the tallest stack on this card.")
    refused(state, {"type": "stack", "seat": 0, "card": 1, "caps": [YELLOW, RED]},
            "Your stack would be 3 caps tall; it must be taller than 3.")
    refused(state, {"type": "stack", "seat": 0, "card": 2, "caps": [BLUE, RED]},
            "Your stack on this card is already the tallest: you have one stack per card, "
            "and you add to it only when another stack is taller.")
    act(state, {"type": "stack", "seat": 0, "card": 1, "caps": [YELLOW, BLUE, RED]})
    assert state.fronts[0][1].stacks[0] == [RED, YELLOW, BLUE, RED]  # the old caps stay where they were


def test_a_turn_without_more_possible_stacks_ends_by_itself():
    state = game(2, start=0)
    position(state, turn=0, step="stack", supply=[{RED: 1}, {}], fronts=[[("NYC", 0, {})], []])
    events = act(state, {"type": "stack", "seat": 0, "card": 0, "caps": [RED]})
    assert kinds(events)[:2] == ["stack_placed", "card_drawn"] and state.current_player == 1


def test_the_views_keys_and_steps():
    state = game(3, start=0, seed=8)
    view = state.view(2)
    for key in ("variant", "city_powers", "players", "seat", "current_player", "start", "phase", "step", "hand",
                "hand_counts", "fronts", "supply", "middle", "won", "won_counts", "deck_count", "cards_to_end",
                "final_round", "triggered_by", "powers", "power_texts", "status", "is_over", "end_reason",
                "winners", "totals", "caps_count", "results"):
        assert key in view, key
    assert view["phase"] == "setup" and view["step"] == "place" and view["cards_to_end"] == 6
    assert view["hand"] == state.hands[2] and state.view(None)["hand"] is None
    assert view["powers"] is None and view["power_texts"] is None and view["results"] is None
    assert view["supply"] == [{0: 1}, {1: 2}, {2: 1}] and view["caps_count"] == [1, 2, 1]
    assert view["status"] == "{p2} places a card from their hand in front of themselves."
    act(state, {"type": "place", "card": state.hands[2][0], "seat": 2})
    view = state.view(0)
    assert view["fronts"][2][0]["stacks"] == {} and view["fronts"][2][0]["tallest"] is None
    assert view["status"] == "{p0} places a card from their hand in front of a player."
    assert cards.is_card(state.hands[0][0])
