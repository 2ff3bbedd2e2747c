"""The helpers of the games' checks for tests (app/core/checks.py)."""

from __future__ import annotations

from app.core.checks import reversed_pile
from app.games import registry


def test_a_reversed_deck_is_a_copy_and_only_when_it_changes_something():
    state = registry.get("top3").new_state(3, seed=4)
    deck = list(state.deck)
    [variant] = reversed_pile(state)
    assert variant.deck == deck[::-1] and state.deck == deck and variant is not state
    assert variant.table == state.table and variant.history == state.history
    state.deck[:] = ["same"] * 4
    assert reversed_pile(state) == []
    state.deck[:] = []
    assert reversed_pile(state) == []
    state.category_order = ["a", "b"]
    assert [v.category_order for v in reversed_pile(state, "category_order")] == [["b", "a"]]
