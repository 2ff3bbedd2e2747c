"""The end of Top This! in words: how a tie on the total was broken (tips, then orders completed, then
a shared win: seeds/top-this.txt, docs/rulings.md 18), the places, and the final view's tie-breakers."""

from __future__ import annotations

from app.core.text import plain
from app.games.top_this import scoring
from app.games.top_this.components import ORDERS, TIPS
from tests.games.top_this.helpers import new


def _orders(value: int) -> list[int]:
    return [o.id for o in ORDERS if o.value == value]


def _tips(value: int) -> list[int]:
    return [t.id for t in TIPS if t.value == value]


def _tip(value: int) -> int:
    return _tips(value)[0]


TWO, THREE, FOUR, FIVE = _orders(2), _orders(3), _orders(4), _orders(5)


def test_a_clear_total_needs_no_words():
    piles = [([THREE[0]], []), ([TWO[0]], [])]
    assert scoring.tie_break_sentence(piles) is None
    assert scoring.ranking(piles) == [0, 1]


def test_tips_break_a_tie_on_the_total():
    piles = [([FIVE[0]], []), ([TWO[0], TWO[1]], [_tip(1)])]  # $5 and $4 + $1 tip
    assert scoring.winners(piles) == [1]
    assert plain(scoring.tie_break_sentence(piles)) == (
        "Player 1 and Player 2 both have $5. Player 2 wins with more money in tips: $1 against $0.")
    assert scoring.ranking(piles) == [1, 0]


def test_orders_break_a_tie_on_total_and_tips():
    piles = [([FOUR[0]], [_tip(1)]), ([TWO[0], TWO[1]], [_tip(1)])]  # $4 + $1 against $2 + $2 + $1
    assert scoring.winners(piles) == [1]
    assert plain(scoring.tie_break_sentence(piles)) == (
        "Player 1 and Player 2 both have $5. Both have $1 in tips. "
        "Player 2 wins with more orders completed: 2 against 1.")


def test_three_level_players_narrowed_down_then_sharing():
    piles = [([TWO[0], TWO[1]], [_tip(2)]), ([THREE[0], THREE[1]], []), ([TWO[2], TWO[3]], [_tips(2)[1]])]
    assert scoring.winners(piles) == [0, 2]
    assert plain(scoring.tie_break_sentence(piles)) == (
        "Player 1, Player 2 and Player 3 all have $6. Player 1 and Player 3 have the most money in tips: "
        "$2 against $0. Both completed 2 orders. Player 1 and Player 3 share the win.")
    assert scoring.ranking(piles) == [0, 2, 1]


def test_the_final_view_carries_the_tie_breakers():
    s = new(2, layout={}, hands=[[], []], start=0)
    s.piles[0]["orders"], s.piles[0]["tips"] = [FIVE[0]], []
    s.piles[1]["orders"], s.piles[1]["tips"] = [TWO[0], TWO[1]], [_tip(1)]
    assert s.view(0)["tie_breakers"] is None  # worked out only once the game is over
    s.over, s.phase = True, "over"
    view = s.view(0)
    assert view["tie_breakers"] == {
        "columns": ["Tips", "Orders completed"],
        "cells": [["$0", "1"], ["$1", "2"]],
        "ranking": [1, 0],
        "sentence": "{p0} and {p1} both have $5. {p1} wins with more money in tips: $1 against $0.",
    }
    assert view["totals"] == [5, 5]
