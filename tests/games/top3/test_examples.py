"""The rulebook's examples (seeds/top-3.txt): London, Paris and Buenos Aires in the category "Tallest
building" with the rulebook's numbers 235, 210 and 170 metres; the Auckland tie; and the same rounds
played with our cards, whose numbers are today's (London's tallest building is the Shard, 306 m)."""

from __future__ import annotations

from app.games.top3 import scoring
from tests.games.top3.test_rules_helpers import HEIGHTS, game, play_round, reveal_of

MARKUS, MICHAEL = 0, 1


def test_london_paris_buenos_aires_markus_is_right_with_1_2_3():
    """"London has the tallest building at 235 metres, Paris the second-tallest at 210 metres and Buenos
    Aires the lowest at 170 metres. Thus Markus, with the order 1-2-3, was correct.\""""
    values = [235, 210, 170]
    assert scoring.correct_orders(values) == {"123"}
    right = ["123" in scoring.correct_orders(values), "132" in scoring.correct_orders(values)]
    assert right == [True, False]  # Markus 1-2-3, Michael 1-3-2


def test_markus_alone_takes_london_and_paris_buenos_aires_goes_to_the_discard_pile():
    """"Since in the previous example only Markus had laid out the correct order, he receives two of the
    three city cards. He chooses "London" and "Paris". The city card "Buenos Aires" is placed on the
    discard pile. Michael receives nothing this round.\""""
    awards, discarded = scoring.award_orders(["London", "Paris", "Buenos Aires"], [235, 210, 170], [True, False])
    assert awards == [["London", "Paris"], []] and discarded == ["Buenos Aires"]


def test_the_auckland_tie_makes_1_2_3_and_1_3_2_right():
    """"The tallest buildings in Buenos Aires and in Auckland each have a height of 170 metres ... Thus
    both the order 1-2-3 and the order 1-3-2 are correct.\""""
    assert scoring.correct_orders([235, 170, 170]) == {"123", "132"}


def test_the_london_round_played_with_our_cards():
    """Our cards: London 306 m, Paris 210 m, Buenos Aires 235 m, so today Michael's 1-3-2 is right: he
    takes the two highest-ranked cards, London and Buenos Aires; Paris goes to the discard pile."""
    state = game(2, ["London", "Paris", "Buenos Aires"])
    assert [HEIGHTS[c] for c in state.table] == [306, 210, 235]
    reveal = reveal_of(play_round(state, ["123", "132"]))
    assert reveal.values == (306, 210, 235) and reveal.correct == ("132",)
    assert reveal.right == (False, True)
    assert state.won == [[], ["London", "Buenos Aires"]] and state.discard == ["Paris"]
    shown = state.view(MARKUS)["last_reveal"]
    assert shown["formatted"] == ["306 m", "210 m", "235 m"] and shown["ranked"] == [0, 2, 1]


def test_a_tie_round_played_with_our_cards():
    """The Auckland example's shape with our cards: Madrid and Vienna are both 250 m, below London's
    306 m: 1-2-3 and 1-3-2 are both right. With two players both are right, so all three cards go to the
    discard pile; with a third player who is wrong, each takes one card, London first, to Markus."""
    state = game(2, ["London", "Madrid", "Vienna"])
    assert [HEIGHTS[c] for c in state.table] == [306, 250, 250]
    reveal = reveal_of(play_round(state, ["123", "132"]))
    assert reveal.correct == ("123", "132") and reveal.right == (True, True)
    assert reveal.awards == ((), ()) and state.discard == ["London", "Madrid", "Vienna"]  # all right: discarded
    state = game(3, ["London", "Madrid", "Vienna"])
    reveal = reveal_of(play_round(state, ["123", "132", "321"]))
    assert reveal.awards == (("London",), ("Madrid",), ()) and state.discard == ["Vienna"]
