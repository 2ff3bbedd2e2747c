"""Top 3 over a whole game: the category deck reshuffled after every five rounds, 15 rounds, the most
cards wins and ties share; the options `deck` and `categories` and their refusals (seeds/top-3.txt,
"Further Course of Play", "End of the Game"; docs/rulings.md, "Top 3")."""

from __future__ import annotations

import pytest

from app.games.top3 import cards
from app.games.top3.events import GameEnded
from app.games.top3.rules import GAME
from tests.games.top3.test_rules_helpers import ALLOWANCE, DAYS, POP, TALL, TEMP, game, play_round, right, wrong

CITIES = [c.id for c in cards.deck("metropolen")]
FIVE = [TALL, TEMP, DAYS, ALLOWANCE, POP]


def play_to_the_end(state, pick) -> list:
    """Plays every round with `pick(state, seat)` -> an order; returns the last round's events."""
    events = []
    while not state.is_over:
        events = play_round(state, [pick(state, seat) for seat in range(state.num_players)])
    return events


def test_each_run_of_five_rounds_holds_every_category_once():
    """"After five rounds the stack of category cards has been played through once, and it is now reshuffled.\""""
    for seed in range(6):
        order = game(2, seed=seed, categories=()).category_order
        assert len(order) == 15
        for start in (0, 5, 10):
            assert sorted(order[start:start + 5]) == sorted(FIVE)
    runs = {tuple(game(2, seed=s, categories=()).category_order[5:10]) for s in range(8)}
    assert len(runs) > 1, "the category deck is shuffled"


def test_a_stacked_partial_run_is_completed_with_the_categories_it_lacks():
    state = game(2, categories=[POP, TALL, TEMP, DAYS, ALLOWANCE, DAYS, POP])
    order = state.category_order
    assert order[:7] == [POP, TALL, TEMP, DAYS, ALLOWANCE, DAYS, POP]
    assert sorted(order[5:10]) == sorted(FIVE) and sorted(order[10:]) == sorted(FIVE)


def test_the_category_of_each_round_follows_the_category_deck():
    state = game(2, CITIES[:45], categories=FIVE * 3)
    seen = []
    while not state.is_over:
        seen.append(state.category)
        play_round(state, ["123", "321"])
    assert seen == FIVE * 3


def test_the_game_ends_after_15_rounds_when_all_45_cards_are_played():
    """"The game ends after 15 rounds, once all 45 city cards and the category stack have been played
    through for the third time.\""""
    state = game(3, CITIES[:45], categories=FIVE)
    events = play_to_the_end(state, lambda s, seat: right(s) if seat == 0 else (wrong(s) or right(s)))
    assert state.is_over and state.round == 15 and state.deck == []
    assert len(state.reveals) == 15 and len(state.round_scores) == 15
    assert sum(state.totals()) + len(state.discard) == 45
    assert state.current_player is None and state.legal_actions() == []
    assert isinstance(events[-1], GameEnded) and events[-1].totals == tuple(state.totals())
    assert state.winners() == [0]
    view = state.view(1)
    assert view["is_over"] and view["results"]["totals"] == state.totals()
    assert view["results"]["rounds"] == view["round_scores"] and len(view["round_scores"]) == 15
    assert view["results"]["by_orders"][0] == state.by_orders[0] and view["results"]["ranking"][0] == 1
    assert view["status"] == f"The game is over: {{p0}} wins with {state.totals()[0]} cards."


def test_each_card_is_one_point_the_most_cards_wins_and_ties_share():
    """"Each city card counts one victory point ... In the case of a tie, these players share the victory.\""""
    state = game(2, CITIES[:45], categories=FIVE)
    play_to_the_end(state, lambda s, seat: right(s))  # always both right: every card to the discard pile
    assert state.totals() == [0, 0] and state.winners() == [0, 1]
    assert state.view(0)["status"] == "The game is over: {p0} and {p1} share the win with 0 cards each."
    assert state.results()["ranking"] == [1, 1]
    state = game(4, CITIES[:45], categories=FIVE)
    # seats 0 and 2 always right, 1 and 3 wrong where a wrong order exists: 0 and 2 share the win
    play_to_the_end(state, lambda s, seat: right(s) if seat % 2 == 0 else (wrong(s) or right(s)))
    totals = state.totals()
    assert totals[0] == totals[2] > totals[1] and state.winners() == [0, 2]
    assert totals[1] == totals[3] == 0 and state.results()["ranking"] == [1, 3, 1, 3]


def test_a_finished_game_refuses_moves_and_loads_back():
    state = game(2, CITIES[:45], categories=FIVE)
    play_to_the_end(state, lambda s, seat: "123")
    assert state.explain(GAME.parse_action({"type": "choose", "order": "123"})) == (
        "The game is over: no more moves can be made.")
    assert GAME.state_from_json(state.to_json()) == state
    assert state.view(0)["table"] == CITIES[42:45]  # the last round's cards stay shown


# ---- options ------------------------------------------------------------------------------------
@pytest.mark.parametrize("deck, sentence", [
    ("London", "The stacked deck must be a list of card names."),
    (["London", 7], "The stacked deck must be a list of card names."),
    (["London", "Atlantis"], "The stacked deck lists “Atlantis”, which is not a card of this deck."),
    (["London", "Paris", "London"], "The stacked deck lists “London” twice."),
    (CITIES[:46], "The stacked deck lists 46 cards; a game uses only 45."),
    (["King Kong"], "The stacked deck lists “King Kong”, which is not a card of this deck."),
])
def test_a_wrong_stacked_deck_is_refused_with_a_sentence(deck, sentence):
    with pytest.raises(ValueError) as info:
        GAME.new_state(2, 1, {"deck": deck})
    assert str(info.value) == sentence


@pytest.mark.parametrize("categories, sentence", [
    ("population", "The stacked categories must be a list of category names."),
    (["year"], "“year” is not a category of this deck; its categories are tallest_building, "
               "mean_temperature, days_off, travel_allowance and population."),
    ([TALL] * 16, "The stacked categories list 16 categories; a game draws only 15."),
    ([TALL, POP, TALL], "The stacked categories list Tallest building twice in rounds 1 to 5: each category "
                        "comes once in every five rounds."),
    (FIVE + [DAYS, TEMP, DAYS], "The stacked categories list Days off twice in rounds 6 to 10: each category "
                                "comes once in every five rounds."),
])
def test_wrong_stacked_categories_are_refused_with_a_sentence(categories, sentence):
    with pytest.raises(ValueError) as info:
        GAME.new_state(2, 1, {"categories": categories})
    assert str(info.value) == sentence


def test_the_options_are_checked_against_the_chosen_theme():
    films = [c.id for c in cards.deck("films")]
    state = GAME.new_state(2, 1, {"theme": "films", "deck": films[:2], "categories": ["budget"]})
    assert state.table[:2] == films[:2] and state.category == "budget"
    with pytest.raises(ValueError, match="not a card of this deck"):
        GAME.new_state(2, 1, {"theme": "films", "deck": ["London"]})
    with pytest.raises(ValueError, match="^The deck must be one of: Cities, Films.$"):
        GAME.new_state(2, 1, {"theme": "stamps"})


def test_a_tuple_option_is_kept_as_a_list_so_the_save_loads_back():
    state = GAME.new_state(2, 3, {"deck": ("London", "Paris"), "categories": (TALL,)})
    assert state.options["deck"] == ["London", "Paris"]
    play_round(state, ["123", "321"])
    assert GAME.state_from_json(state.to_json()) == state


def test_the_same_seed_and_options_give_the_same_game():
    a, b = game(3, ["London"], seed=9, categories=()), game(3, ["London"], seed=9, categories=())
    assert a.deck == b.deck and a.category_order == b.category_order and a == b
