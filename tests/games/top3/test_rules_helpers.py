"""Helpers for Top 3's rule tests: a game with a stacked deck and category deck, a round played with
given choices, and the right and a wrong order of the table as the card data says. The tests at the
end check the helpers themselves."""

from __future__ import annotations

from app.games.top3 import cards, scoring
from app.games.top3.rules import GAME, card_values

NAMES = ["Ana", "Ben", "Cleo", "Dan"]
TALL, TEMP, DAYS, ALLOWANCE, POP = ("tallest_building", "mean_temperature", "days_off", "travel_allowance",
                                    "population")
#: the cities' tallest buildings the tests rely on (metres, as printed on the cards)
HEIGHTS = {"London": 306, "Paris": 210, "Berlin": 142, "Madrid": 250, "Vienna": 250, "Rome": 120,
           "Copenhagen": 120, "Lisbon": 120, "Buenos Aires": 235, "Auckland": 180, "Dubai": 828,
           "Shanghai": 632, "Athens": 103, "Dublin": 79}


def game(players: int = 3, deck=(), categories=(TALL, POP, TEMP, DAYS, ALLOWANCE), seed: int = 1,
         theme: str = "metropolen"):
    options = {"theme": theme, "deck": list(deck), "categories": list(categories)}
    return GAME.new_state(players, seed, options)


def values(state) -> list:
    return card_values(state.theme, state.table, state.category)


def right(state) -> str:
    """A right order for the table (the first in ORDERS order)."""
    return min(scoring.correct_orders(values(state)))


def wrong(state) -> str:
    """A wrong order for the table (None when the three values are equal)."""
    correct = scoring.correct_orders(values(state))
    return next((o for o in ("123", "132", "213", "231", "312", "321") if o not in correct), None)


def play_round(state, choices) -> list:
    """Every seat's choice in seat order: an order ("132"), or (order, advance). Returns the events."""
    events = []
    for seat, choice in enumerate(choices):
        order, advance = (choice, None) if isinstance(choice, str) else choice
        events += state.apply({"type": "choose", "order": order, "advance": advance}, seat=seat)
    return events


def reveal_of(events):
    return next(e for e in events if e.TYPE == "revealed")


def test_the_heights_the_tests_rely_on_are_the_cards():
    for city, metres in HEIGHTS.items():
        assert cards.card("metropolen", city).values[TALL] == metres, city


def test_the_helpers_find_a_right_and_a_wrong_order():
    state = game(2, ["London", "Paris", "Berlin"])
    assert values(state) == [306, 210, 142] and right(state) == "123" and wrong(state) == "132"
    events = play_round(state, ["123", ("321", "nobody")])
    assert reveal_of(events).right == (True, False)
