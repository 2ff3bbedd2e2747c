"""Top 3's rulebook, sentence by sentence, with a stacked deck and category deck: the set-up, the secret
choices taken one seat at a time, and the scoring of the orders (seeds/top-3.txt, "Gameplay" and
"Scoring"; docs/rulings.md, "Top 3")."""

from __future__ import annotations

import pytest

from app.core import IllegalAction
from app.games.top3 import cards
from app.games.top3.actions import ADVANCES, ORDERS, Choose
from app.games.top3.events import Chose, Revealed, RoundStarted
from app.games.top3.rules import GAME
from tests.games.top3.test_rules_helpers import DAYS, TALL, game, play_round, reveal_of, values, wrong


# ---- Setup and gameplay ---------------------------------------------------------------------------
def test_the_top_three_cards_are_laid_out_as_1_2_3_with_the_top_category():
    """"Each round, the top three city cards are drawn from the stack ... assigned the number cards 1,
    2 and 3. The top category card is then turned face-up.\""""
    state = game(3, ["London", "Paris", "Berlin", "Madrid"], [DAYS, TALL])
    assert state.round == 1 and state.table == ["London", "Paris", "Berlin"] and state.category == DAYS
    assert state.deck[0] == "Madrid" and len(state.deck) == 42
    assert state.setup_events == [RoundStarted(1, ("London", "Paris", "Berlin"), DAYS, "metropolen")]
    view = state.view(0)
    assert view["table"] == ["London", "Paris", "Berlin"] and view["names"] == ["London", "Paris", "Berlin"]
    assert view["category_name"] == "Days off" and view["deck_count"] == 42 and view["rounds"] == 15


def test_a_game_uses_45_cards_the_listed_ones_on_top_the_rest_drawn_from_the_pool():
    state = game(2, ["Auckland", "Dubai"])
    whole = state.table + state.deck
    assert len(whole) == len(set(whole)) == 45 and whole[:2] == ["Auckland", "Dubai"]
    pool = {c.id for c in cards.deck("metropolen")}
    assert set(whole) <= pool and len(pool) == 59
    other = game(2, ["Auckland", "Dubai"], seed=2)
    assert set(other.table + other.deck) != set(whole), "games draw different cards from the pool"


def test_each_player_has_six_order_cards_and_three_bet_cards():
    state = game(4)
    assert state.advances == [list(ADVANCES)] * 4
    legal = state.legal_actions()
    assert len(legal) == 6 * 4 and {a.order for a in legal} == set(ORDERS)
    assert {a.advance for a in legal} == {None, *ADVANCES}
    assert state.view(2)["orders"] == ["123", "132", "213", "231", "312", "321"]
    assert state.view(2)["order_names"]["132"] == "1-3-2"
    assert state.view(2)["advance_names"] == {"everyone": "Everyone is right", "only_me": "Only I am right",
                                              "nobody": "Nobody is right"}


def test_the_choices_are_taken_one_seat_at_a_time_the_lowest_seat_that_has_not_chosen():
    """"Players now secretly choose ...": the engine takes them in seat order, hidden until the reveal."""
    state = game(3, ["London", "Paris", "Berlin"])
    assert state.current_player == 0
    events = state.apply({"type": "choose", "order": "132"}, seat=0)
    assert events == [Chose(0, "132", None)]
    assert state.current_player == 1 and state.pending[0] == {"order": "132", "advance": None}
    with pytest.raises(IllegalAction, match="It is not your turn: it is Player 2's turn."):
        state.apply(Choose("123"), seat=0)
    view = state.view(1)
    assert view["chosen"] == [True, False, False] and view["mine"] is None
    assert state.view(0)["mine"] == {"order": "132", "advance": None}
    assert state.view(None)["mine"] is None
    assert view["status"] == "{p1} chooses an order card and may add a bet card."


def test_the_last_choice_reveals_scores_and_lays_out_the_next_round():
    """"As soon as all players have chosen ... the three city cards are turned over."""
    state = game(2, ["London", "Paris", "Berlin", "Madrid", "Rome", "Milan"], [TALL, DAYS])
    events = play_round(state, ["123", "321"])
    assert [type(e) for e in events] == [Chose, Chose, Revealed, RoundStarted]
    reveal = reveal_of(events)
    assert reveal.values == (306, 210, 142) and reveal.correct == ("123",)
    assert reveal.orders == ("123", "321") and reveal.right == (True, False)
    assert events[-1] == RoundStarted(2, ("Madrid", "Rome", "Milan"), DAYS, "metropolen")
    assert state.round == 2 and state.table == ["Madrid", "Rome", "Milan"] and state.category == DAYS
    assert state.pending == [None, None] and state.current_player == 0
    last = state.view(1)["last_reveal"]
    assert last["orders"] == ["123", "321"] and last["formatted"] == ["306 m", "210 m", "142 m"]
    assert last["names"] == ["London", "Paris", "Berlin"] and last["category_name"] == "Tallest building"
    assert last["ranked"] == [0, 1, 2] and len(last["sources"]) == 3 and all(len(s) == 2 for s in last["sources"])


def test_equal_values_are_equal_so_several_orders_are_right():
    """"If this happens, all cards with the same value are regarded as equal": Madrid and Vienna both 250 m."""
    state = game(3, ["London", "Madrid", "Vienna"])
    reveal = reveal_of(play_round(state, ["123", "132", "213"]))
    assert reveal.values == (306, 250, 250) and reveal.correct == ("123", "132")
    assert reveal.right == (True, True, False)


# ---- Scoring the order ---------------------------------------------------------------------------
def test_only_one_player_right_takes_the_two_highest_cards_the_third_goes_to_the_discard_pile():
    """"If only one player has laid out the correct order, that player receives two of the three city
    cards ... The third city card is placed on a discard pile.\""""
    state = game(3, ["Berlin", "London", "Paris"])  # 142, 306, 210: right is 2-3-1
    reveal = reveal_of(play_round(state, ["123", "231", "213"]))
    assert reveal.right == (False, True, False)
    assert reveal.awards == ((), ("London", "Paris"), ()) and reveal.discarded == ("Berlin",)
    assert state.won == [[], ["London", "Paris"], []] and state.discard == ["Berlin"]
    assert state.totals() == [0, 2, 0] and state.view(0)["won_counts"] == [0, 2, 0]


def test_several_but_not_all_right_take_one_card_each_in_seat_order_from_the_highest():
    """"If several players, but not all players, have laid out the correct order, each of these players
    receives one city card": seat order takes from the highest-ranked card down; the rest is discarded."""
    state = game(3, ["London", "Paris", "Berlin"])
    reveal = reveal_of(play_round(state, ["123", "321", "123"]))
    assert reveal.awards == (("London",), (), ("Paris",)) and reveal.discarded == ("Berlin",)
    state = game(4, ["London", "Paris", "Berlin"])
    reveal = reveal_of(play_round(state, ["123", "123", "321", "123"]))
    assert reveal.awards == (("London",), ("Paris",), (), ("Berlin",)) and reveal.discarded == ()
    assert state.discard == []


def test_all_right_all_three_go_to_the_discard_pile():
    """"If all players have laid out the correct order, no player receives a city card.\""""
    state = game(3, ["London", "Paris", "Berlin"])
    reveal = reveal_of(play_round(state, ["123", "123", "123"]))
    assert reveal.awards == ((), (), ()) and state.won == [[], [], []]
    assert reveal.discarded == ("London", "Paris", "Berlin") and state.discard == ["London", "Paris", "Berlin"]


def test_three_equal_values_make_every_order_right_so_everyone_is_right():
    state = game(2, ["Rome", "Copenhagen", "Lisbon"])  # 120 m each
    reveal = reveal_of(play_round(state, ["312", "213"]))
    assert reveal.correct == ORDERS and reveal.right == (True, True) and len(state.discard) == 3


def test_none_right_all_three_go_to_the_discard_pile():
    """"If no player has laid out the correct order, all three city cards likewise go to the discard pile.\""""
    state = game(2, ["London", "Paris", "Berlin"])
    reveal = reveal_of(play_round(state, ["321", "132"]))
    assert reveal.right == (False, False) and reveal.awards == ((), ())
    assert state.discard == ["London", "Paris", "Berlin"]


def test_tied_cards_are_handed_out_by_value_then_by_number():
    """Ruling: who takes which card of equal value: card 2 before card 3 (it cannot change a score)."""
    state = game(3, ["Vienna", "London", "Madrid"])  # 250, 306, 250: right 2-1-3 and 2-3-1
    reveal = reveal_of(play_round(state, ["231", "123", "213"]))
    assert reveal.correct == ("213", "231") and reveal.right == (True, False, True)
    assert reveal.awards == (("London",), (), ("Vienna",)) and reveal.discarded == ("Madrid",)


def test_the_order_cards_go_back_to_the_hand_every_round():
    """"After scoring the order, each player takes his laid-out order card back into his hand.\""""
    state = game(2, ["London", "Paris", "Berlin"])
    play_round(state, ["123", "123"])
    assert {a.order for a in state.legal_actions()} == set(ORDERS)


def test_values_are_compared_as_printed_on_the_card():
    """Ruling: the stored number is the printed number: 250 and 250 tie, 10.5 °C and 10.6 °C do not."""
    state = game(2, ["Vienna", "London", "Madrid"], ["mean_temperature"])
    assert values(state) == [10.5, 10.6, 14.6] and wrong(state) == "123"
    assert cards.format_value("metropolen", "mean_temperature", 10.5) == "10.5 °C"


def test_the_films_deck_plays_the_same_way():
    films = [c.id for c in cards.deck("films")]
    state = game(2, films[:3], ["year", "running_time"], theme="films")
    reveal = reveal_of(play_round(state, ["123", "321"]))
    assert reveal.theme == "films" and reveal.category == "year" and len(reveal.values) == 3
    assert state.view(0)["category_name"] == "Running time" and state.view(0)["unit"] == "min"
    assert len(state.table + state.deck) + len(state.discard) + sum(map(len, state.won)) == 45
    assert GAME.state_from_json(state.to_json()) == state
