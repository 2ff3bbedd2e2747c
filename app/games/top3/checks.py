"""Checks of Top 3 positions for tests: `hidden_variants` (positions that differ only in what a seat
may not see) and `check_invariants` (every card and every bet card accounted for)."""

from __future__ import annotations

from collections import Counter

from app.core.checks import reversed_pile
from app.games.top3 import cards
from app.games.top3.actions import ADVANCES, ORDERS, Choose


def hidden_variants(state, seat: int) -> list:
    """Another seat's pending order changed, its bet card changed (another one it holds, or none, or
    one laid where it laid none), the deck's order reversed, the categories still to come in this run
    reversed and every later run reversed."""
    if state.over:
        return []
    out = []
    for other, choice in enumerate(state.choices):
        if other == seat or choice is None:
            continue
        variant = state.clone()
        variant.choices[other] = Choose(ORDERS[(ORDERS.index(choice.order) + 1) % len(ORDERS)], choice.advance)
        out.append(variant)
        for advance in [None, *state.advances[other]]:
            if advance == choice.advance:
                continue
            variant = state.clone()
            held = variant.advances[other]
            if choice.advance is not None:
                held.append(choice.advance)
            if advance is not None:
                held.remove(advance)
            held.sort(key=ADVANCES.index)
            variant.choices[other] = Choose(choice.order, advance)
            out.append(variant)
    out += reversed_pile(state)
    order = state.category_order
    run = 5
    now = state.round - 1
    end = (now // run + 1) * run
    future = order[now + 1:end][::-1] + [c for start in range(end, len(order), run)
                                        for c in order[start:start + run][::-1]]
    if future != order[now + 1:]:
        variant = state.clone()
        variant.category_order = order[:now + 1] + future
        out.append(variant)
    return out


def check_invariants(state) -> None:
    pool = {c.id for c in cards.deck(state.theme)}
    held = Counter(state.deck) + Counter(state.discard)
    for won in state.won:
        held += Counter(won)
    if not state.over:
        held += Counter(state.table)
    assert all(n == 1 for n in held.values()), f"a card in two places: {[c for c, n in held.items() if n > 1]}"
    assert set(held) <= pool, f"cards not of the {state.theme} deck: {set(held) - pool}"
    assert sum(held.values()) == 45, f"{sum(held.values())} cards in play, not 45"
    for seat in range(state.num_players):
        laid = state.choices[seat].advance if state.choices[seat] else None
        cards_ = Counter(state.advances[seat]) + Counter(state.used[seat]) + Counter([laid] if laid else [])
        assert cards_ == Counter(ADVANCES), f"seat {seat}'s bet cards: {cards_}"
    order = state.category_order
    assert len(order) == 15 and all(sorted(order[i:i + 5]) == sorted(cards.categories(state.theme))
                                    for i in range(0, 15, 5)), f"the category deck: {order}"
    assert state.category == order[state.round - 1]
    assert sum(len(w) for w in state.won) == sum(sum(r) for r in state.round_scores)
