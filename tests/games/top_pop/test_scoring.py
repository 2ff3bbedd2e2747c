"""Top Pop's scoring (rulebook, "Scoring"; two-player "3. Game End"): majority 2 a card, tied for most
1 a card, variety 0, 2 ... 12; the tie-break by caps; the two-player cap values with ties shifting down."""

from __future__ import annotations

import pytest

from app.games.top_pop import scoring


def test_majority_two_a_card_tied_one_a_card_nobody_nothing():
    assert scoring.majority([{"NYC": 4}, {"NYC": 3}, {}]) == [{"NYC": 8}, {}, {}]
    assert scoring.majority([{"SEA": 2}, {"SEA": 2}, {"SEA": 1}]) == [{"SEA": 2}, {"SEA": 2}, {}]
    assert scoring.majority([{"STL": 1}, {"STL": 1}, {"STL": 1}]) == [{"STL": 1}, {"STL": 1}, {"STL": 1}]
    assert scoring.majority([{}, {}]) == [{}, {}]


@pytest.mark.parametrize("kinds, points", [(0, 0), (1, 0), (2, 2), (3, 4), (4, 6), (5, 8), (6, 10), (7, 12)])
def test_variety_table(kinds, points):
    cities = ["STL", "NYC", "SF", "LV", "CHI", "SEA", "NO"][:kinds]
    assert scoring.variety({c: 1 for c in cities}) == points


def test_night_cards_count_with_their_city():
    assert scoring.pile(["NYC", "NYC:night", "SF"]) == {"NYC": 2, "SF": 1}


def test_score_is_majority_plus_variety():
    assert scoring.score([{"NYC": 2, "SF": 1}, {"NYC": 2, "LV": 1}]) == [6, 6]
    assert scoring.score([{"NO": 3}, {}]) == [6, 0]


def test_ranking_and_winners_more_caps_win_a_tie_then_shared():
    assert scoring.winners([10, 10, 8], [3, 5, 9]) == [1]
    assert scoring.winners([10, 10, 8], [5, 5, 9]) == [0, 1]
    assert scoring.ranking([10, 10, 8], [3, 5, 9]) == [1, 0, 2]
    assert scoring.winners([7, 7], [2, 4], fewer_caps_win=True) == [0]


def test_cap_values_by_place_with_ties_shifting_down():
    assert scoring.cap_values([9, 7, 5, 3]) == [5, 3, 2, 1]
    assert scoring.cap_values([9, 9, 5, 3]) == [3, 3, 2, 1]  # two tied for 1st score as 2nd
    assert scoring.cap_values([9, 7, 7, 7]) == [5, 1, 1, 1]  # three tied for 2nd score as 4th
