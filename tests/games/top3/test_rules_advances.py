"""Top 3's advance cards ("bet cards" on our table), sentence by sentence (seeds/top-3.txt, "Advance
Cards"; docs/rulings.md, "Top 3": the advancer counts too, the pile pays all or none, the most recently
discarded card first)."""

from __future__ import annotations

import pytest

from app.core import IllegalAction
from app.games.top3.actions import Choose
from tests.games.top3.test_rules_helpers import game, play_round, reveal_of

#: the first rounds' cards (categories: tallest building, population, mean temperature)
DECK = ["London", "Paris", "Berlin",  # 306 m, 210 m, 142 m: right 1-2-3
        "Dubai", "Shanghai", "Athens",  # 3,790,000, 24,875,000, 664,000 people: right 2-1-3
        "Madrid", "Dublin", "Auckland"]  # 14.6 °C, 10.3 °C, 15.5 °C: right 3-1-2


def test_a_bet_card_leaves_the_hand_at_once_and_the_others_see_it_until_the_reveal():
    state = game(3, DECK)
    state.apply(Choose("123", "only_me"), seat=0)
    assert state.advances[0] == ["everyone", "nobody"]
    assert state.view(0)["advances"][0] == ["everyone", "nobody"]
    assert state.view(0)["mine"] == {"order": "123", "advance": "only_me"}
    for seat in (1, 2, None):  # the others cannot tell it was laid
        assert state.view(seat)["advances"][0] == ["everyone", "only_me", "nobody"]
    play_round_rest(state, ["123", "321"])
    assert state.view(1)["advances"][0] == ["everyone", "nobody"]
    assert state.used[0] == ["only_me"]


def play_round_rest(state, choices):
    """The rest of a round after the seats that have chosen."""
    first = state.current_player
    events = []
    for seat, choice in enumerate(choices, start=first):
        order, advance = (choice, None) if isinstance(choice, str) else choice
        events += state.apply(Choose(order, advance), seat=seat)
    return events


def test_a_laid_bet_card_is_out_of_the_game_each_can_be_laid_once():
    """"All laid-out advance cards are removed from the game after evaluation ... only three opportunities.\""""
    state = game(2, DECK)
    play_round(state, [("321", "nobody"), "123"])
    assert state.advances[0] == ["everyone", "only_me"]
    assert all(a.advance != "nobody" for a in state.legal_actions())
    with pytest.raises(IllegalAction) as info:
        state.apply(Choose("123", "nobody"), seat=0)
    assert info.value.sentence == "You have already laid your bet card “Nobody is right”."
    play_round(state, [("123", "only_me"), "321"])
    play_round(state, [("123", "everyone"), "123"])
    assert state.advances[0] == [] and {a.advance for a in state.legal_actions()} == {None}
    assert state.view(0)["status"] == "{p0} chooses an order card."


def test_one_right_bet_card_takes_a_card_from_the_discard_pile():
    """"If one player has made a correct advance, he receives a city card from the discard pile": the
    cards not awarded for the order are already there ("Important: ...")."""
    state = game(2, DECK)
    reveal = reveal_of(play_round(state, [("123", "only_me"), "321"]))
    assert reveal.awards == (("London", "Paris"), ()) and reveal.discarded == ("Berlin",)
    assert reveal.advance_right == (True, False) and reveal.advance_paid == ("Berlin", None)
    assert state.won[0] == ["London", "Paris", "Berlin"] and state.discard == []
    assert state.by_orders == [2, 0] and state.by_advances == [1, 0] and state.round_scores == [[3, 0]]


def test_several_right_bet_cards_each_take_one_most_recently_discarded_first():
    """"If several players have made a correct advance, each of these players receives a city card.\""""
    state = game(3, DECK)
    play_round(state, ["321", "321", "321"])  # nobody right: London, Paris, Berlin to the pile
    assert state.discard == ["London", "Paris", "Berlin"]
    reveal = reveal_of(play_round(state, [("321", "nobody"), "132", ("231", "nobody")]))
    assert reveal.right == (False, False, False) and reveal.discarded == ("Shanghai", "Dubai", "Athens")
    assert reveal.advance_paid == ("Athens", None, "Dubai")
    assert state.discard == ["London", "Paris", "Berlin", "Shanghai"]


def test_wrong_or_no_bet_card_takes_nothing():
    """"All players who made no advance or laid out a wrong advance card receive no cards.\""""
    state = game(3, DECK)
    reveal = reveal_of(play_round(state, [("123", "nobody"), ("321", "everyone"), "321"]))
    assert reveal.advance_right == (False, False, False) and reveal.advance_paid == (None, None, None)
    assert state.won == [["London", "Paris"], [], []] and state.discard == ["Berlin"]


def test_no_bet_card_is_paid_when_the_pile_cannot_pay_them_all():
    """"If there are not enough cards in the discard pile to pay out all players, no player receives a
    card for advances": four right "Nobody is right", three cards on the pile."""
    state = game(4, DECK)
    reveal = reveal_of(play_round(state, [("321", "nobody"), ("132", "nobody"), ("213", "nobody"),
                                          ("312", "nobody")]))
    assert reveal.advance_right == (True, True, True, True) and reveal.short
    assert reveal.advance_paid == (None, None, None, None)
    assert state.discard == ["London", "Paris", "Berlin"] and state.won == [[], [], [], []]
    assert state.used == [["nobody"]] * 4 and state.round_scores == [[0, 0, 0, 0]]


def test_the_same_bets_are_paid_when_an_earlier_card_fills_the_pile():
    state = game(4, DECK)
    play_round(state, ["123", "321", "321", "321"])  # Ana takes London and Paris; Berlin on the pile
    reveal = reveal_of(play_round(state, [("321", "nobody"), ("132", "nobody"), ("231", "nobody"),
                                          ("312", "nobody")]))
    assert reveal.advance_paid == ("Athens", "Dubai", "Shanghai", "Berlin") and not reveal.short
    assert state.discard == [] and state.round_scores[-1] == [1, 1, 1, 1]


def test_the_advancer_counts_for_everyone_and_nobody():
    """Ruling: "everyone" is right when every seat, the advancer's own included, laid a right order;
    "nobody" when no seat did, the advancer included (a seat may bet "nobody" on an order it thinks wrong)."""
    state = game(2, DECK)
    reveal = reveal_of(play_round(state, [("123", "everyone"), "123"]))
    assert reveal.right == (True, True) and reveal.advance_paid == ("Berlin", None)
    state = game(2, DECK)
    reveal = reveal_of(play_round(state, [("321", "everyone"), "123"]))
    assert reveal.advance_right == (False, False)
    state = game(2, DECK)
    reveal = reveal_of(play_round(state, [("321", "nobody"), "132"]))
    assert reveal.advance_right == (True, False) and reveal.advance_paid == ("Berlin", None)
    state = game(2, DECK)
    reveal = reveal_of(play_round(state, [("123", "nobody"), "321"]))
    assert reveal.advance_right == (False, False)


def test_only_i_am_right_needs_my_order_right_and_every_other_wrong():
    state = game(3, DECK)
    reveal = reveal_of(play_round(state, [("123", "only_me"), ("123", "only_me"), "321"]))
    assert reveal.advance_right == (False, False, False)
    state = game(3, DECK)
    reveal = reveal_of(play_round(state, [("321", "only_me"), "321", "321"]))
    assert reveal.advance_right == (False, False, False)
