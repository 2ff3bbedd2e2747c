"""Top 3's scoring functions (app/games/top3/scoring.py) on numbers alone."""

from __future__ import annotations

import itertools
import random

import pytest

from app.games.top3 import scoring
from app.games.top3.actions import ORDERS


@pytest.mark.parametrize("values, expected", [
    ([3, 2, 1], {"123"}), ([1, 2, 3], {"321"}), ([2, 3, 1], {"213"}), ([2, 1, 3], {"312"}),
    ([1, 3, 2], {"231"}), ([3, 1, 2], {"132"}),
    ([5, 5, 1], {"123", "213"}), ([1, 5, 5], {"231", "321"}), ([5, 1, 5], {"132", "312"}),
    ([7, 7, 7], set(ORDERS)), ([10.5, 10.6, 14.6], {"321"}), ([-3.2, 0, -3.2], {"213", "231"}),
])
def test_correct_orders(values, expected):
    assert scoring.correct_orders(values) == expected


def test_correct_orders_for_random_values_rank_highest_first():
    rng = random.Random(4)
    for _ in range(500):
        values = [rng.choice([1, 2, 3, 2.5, 10_000_000]) for _ in range(3)]
        right = scoring.correct_orders(values)
        assert right, values
        for order in ORDERS:
            ranked = [values[int(k) - 1] for k in order]
            assert (order in right) == (ranked == sorted(values, reverse=True))
        assert len(right) == {3: 1, 2: 2, 1: 6}[len(set(values))]


def test_correct_orders_needs_three_values():
    with pytest.raises(ValueError):
        scoring.correct_orders([1, 2])


def test_ranked_breaks_ties_by_number():
    assert scoring.ranked([250, 306, 250]) == [1, 0, 2]
    assert scoring.ranked([1, 1, 1]) == [0, 1, 2]


@pytest.mark.parametrize("right, awards, discarded", [
    ([False, False, False], [[], [], []], ["A", "B", "C"]),
    ([True, True, True], [[], [], []], ["A", "B", "C"]),
    ([False, True, False], [[], ["A", "B"], []], ["C"]),
    ([True, False, True], [["A"], [], ["B"]], ["C"]),
    ([True, True, True, False], [["A"], ["B"], ["C"], []], []),
    ([False, True, True, False], [[], ["A"], ["B"], []], ["C"]),
])
def test_award_orders(right, awards, discarded):
    assert scoring.award_orders(["C", "A", "B"], [1, 3, 2], right) == (awards, discarded)


def test_every_card_goes_somewhere_once():
    for right in itertools.product([False, True], repeat=4):
        awards, discarded = scoring.award_orders(["x", "y", "z"], [2, 2, 1], list(right))
        assert sorted(sum(awards, []) + discarded) == ["x", "y", "z"]


@pytest.mark.parametrize("advances, right, expected", [
    (["everyone", None], [True, True], [True, False]),
    (["everyone", "everyone"], [True, False], [False, False]),
    (["only_me", "only_me", None], [True, False, False], [True, False, False]),
    (["only_me", "only_me", None], [True, True, False], [False, False, False]),
    (["only_me", None, None], [False, False, False], [False, False, False]),
    (["nobody", "nobody"], [False, False], [True, True]),
    (["nobody", None], [False, True], [False, False]),
    ([None, None], [False, False], [False, False]),
])
def test_advance_right_counts_the_advancer_too(advances, right, expected):
    assert scoring.advance_right(advances, right) == expected


def test_pay_advances_pays_all_or_none_most_recently_discarded_first():
    assert scoring.pay_advances(["a", "b", "c"], [True, False, True]) == (["c", None, "b"], ["a"])
    assert scoring.pay_advances(["a"], [True, True]) == ([None, None], ["a"])
    assert scoring.pay_advances([], [False, False]) == ([None, None], [])
    assert scoring.pay_advances(["a", "b"], [True, True]) == (["b", "a"], [])


def test_winners_and_ranking_share_ties():
    assert scoring.winners([3, 5, 5]) == [1, 2] and scoring.ranking([3, 5, 5]) == [3, 1, 1]
    assert scoring.winners([0, 0]) == [0, 1] and scoring.ranking([4, 1, 2, 1]) == [1, 3, 2, 3]
