"""Helpers for a game's checks for tests (`hidden_variants`, `check_invariants`), written once.

`hidden_variants(seat)` lists positions that differ from a state only in what `seat` may not see; the
random-play tests check that the seat's view, events and log cannot tell them apart. Every game with a
face-down deck has one such variant: the same cards in another order."""

from __future__ import annotations

from typing import Any


def reversed_pile(state: Any, name: str = "deck") -> list:
    """A copy of `state` with its pile `name` (a list, top first) in reverse order, as a list: empty
    when reversing it changes nothing (fewer than two different cards)."""
    if len(set(getattr(state, name))) < 2:
        return []
    variant = state.clone()
    getattr(variant, name).reverse()
    return [variant]


__all__ = ["reversed_pile"]
