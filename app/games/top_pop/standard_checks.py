"""Checks of Top Pop's standard and lite positions for tests: `hidden_variants` (positions that differ
only in what a seat may not see) and `check_invariants` (every card and every cap accounted for)."""

from __future__ import annotations

from collections import Counter

from app.games.top_pop import cards
from app.games.top_pop.cards import CAPS_PER_COMPANY
from app.games.top_pop.standard import FINAL, OVER, sees_front, sees_won

def _unseen(state, seat: int) -> list[tuple[str, int, int]]:
    """Where cards lie that `seat` may not see: ("hand", other, i), ("front", where, j), ("won",
    winner, i), ("deck", 0, i), ("removed", 0, i)."""
    out = [("hand", o, i) for o in range(state.num_players) if o != seat for i in range(len(state.hands[o]))]
    out += [("front", w, j) for w, row in enumerate(state.fronts) for j, f in enumerate(row)
            if not sees_front(state, seat, w, f)]
    out += [("won", w, i) for w, known in enumerate(state.won_known) for i, k in enumerate(known)
            if not sees_won(state, seat, k)]
    out += [("deck", 0, i) for i in range(len(state.deck))]
    out += [("removed", 0, i) for i in range(len(state.removed))]
    return out


def _get(state, place) -> str:
    kind, a, i = place
    if kind == "front":
        return state.fronts[a][i].card
    return {"hand": lambda: state.hands[a], "won": lambda: state.won[a], "deck": lambda: state.deck,
            "removed": lambda: state.removed}[kind]()[i]


def _set(state, place, code: str) -> None:
    kind, a, i = place
    if kind == "front":
        state.fronts[a][i].card = code
    elif kind in ("hand", "won"):
        getattr(state, "hands" if kind == "hand" else "won")[a][i] = code
    else:
        getattr(state, kind)[i] = code


def hidden_variants(state, seat: int) -> list:
    """Positions that differ from this one only in what `seat` may not see: a card it may not see
    swapped with another card it may not see (a night card only with a night card, since a night card's
    back shows), and the deck's order."""
    if state.phase == OVER:
        return []
    unseen = _unseen(state, seat)
    out = []
    kinds_done: set[str] = set()
    for a in unseen:
        if a[0] in kinds_done or a[0] in ("deck", "removed"):
            continue
        code = _get(state, a)
        night = a[0] in ("front", "won")  # lying face down: only another night card fits
        for b in unseen:
            other = _get(state, b)
            if b == a or other == code or (night and not cards.is_night(other)):
                continue
            if b[0] in ("front", "won") and not cards.is_night(code):
                continue
            variant = state.clone()
            _set(variant, a, other)
            _set(variant, b, code)
            variant._legal_cache = None
            out.append(variant)
            kinds_done.add(a[0])
            break
    if len(set(state.deck)) > 1:
        variant = state.clone()
        variant.deck.reverse()
        variant._legal_cache = None
        out.append(variant)
    return out


def check_invariants(state) -> None:
    n = state.num_players
    held = Counter(state.deck) + Counter(state.removed)
    for hand in state.hands:
        held += Counter(hand)
    for w in state.won:
        held += Counter(w)
    caps = Counter()
    for row in state.fronts:
        for f in row:
            held[f.card] += 1
            tall = [len(s) for s in f.stacks.values()]
            assert len(tall) == len(set(tall)), "two stacks of one height on a card"
            for owner, s in f.stacks.items():
                assert s and s[-1] == owner, "a stack without its owner's colour on top"
                caps.update(s)
    expected = cards.contents(n, state.variant)
    assert held == expected, f"cards not accounted for: {held - expected} / {expected - held}"
    for pool in [state.middle, *state.supply]:
        for k, v in pool.items():
            assert v >= 0, "a negative number of caps"
            caps[k] += v
    assert caps == Counter({k: CAPS_PER_COMPANY for k in range(n)}), f"caps not accounted for: {caps}"
    assert all(len(w) == len(k) for w, k in zip(state.won, state.won_known))
    if state.phase in (FINAL, OVER) and state.triggered_by is not None:
        assert not state.deck and not any(state.hands), "cards in hands or deck in the final round"
