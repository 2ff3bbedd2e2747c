"""Checks of Top Pop's standard and lite positions for tests: `hidden_variants` (positions that differ
only in what a seat may not see) and `check_invariants` (every card and every cap accounted for)."""

from __future__ import annotations

from collections import Counter

from app.core.checks import reversed_pile
from app.games.top_pop import cards
from app.games.top_pop.cards import CAPS_PER_COMPANY
from app.games.top_pop.standard import FINAL, OVER, sees_front, sees_won

def _unseen(state, seat: int) -> list[tuple[str, int, int]]:
    """Where cards lie that `seat` may not see: ("hand", other, i), ("front", where, j), ("won",
    winner, i), ("deck", 0, i), ("returned", other, i) (another seat's hand that left the game at the
    final round) and ("removed", 0, i) (the other cards out of the game: the deck's)."""
    n = state.num_players
    out = [("hand", o, i) for o in range(n) if o != seat for i in range(len(state.hands[o]))]
    out += [("front", w, j) for w, row in enumerate(state.fronts) for j, f in enumerate(row)
            if not sees_front(state, seat, w, f)]
    out += [("won", w, i) for w, known in enumerate(state.won_known) for i, k in enumerate(known)
            if not sees_won(state, seat, k)]
    out += [("deck", 0, i) for i in range(len(state.deck))]
    out += [("returned", o, i) for o in range(n) if o != seat for i in range(len(state.returned[o]))]
    out += [("removed", 0, i) for i in _removed_unreturned(state)]
    return out


def _removed_unreturned(state) -> list[int]:
    """The places in `state.removed` of the cards out of the game that no seat returned from its hand."""
    returned = Counter(c for hand in state.returned for c in hand)
    out = []
    for i, code in enumerate(state.removed):
        if returned[code]:
            returned[code] -= 1
        else:
            out.append(i)
    return out


def _get(state, place) -> str:
    kind, a, i = place
    if kind == "front":
        return state.fronts[a][i].card
    return {"hand": lambda: state.hands[a], "won": lambda: state.won[a], "deck": lambda: state.deck,
            "returned": lambda: state.returned[a], "removed": lambda: state.removed}[kind]()[i]


def _set(state, place, code: str) -> None:
    kind, a, i = place
    if kind == "front":
        state.fronts[a][i].card = code
    elif kind == "returned":  # the card is out of the game too
        state.removed[state.removed.index(state.returned[a][i])] = code
        state.returned[a][i] = code
    elif kind in ("hand", "won"):
        getattr(state, "hands" if kind == "hand" else "won")[a][i] = code
    else:
        getattr(state, kind)[i] = code


#: the kinds of swap `hidden_variants` makes, one of each: (kind of place, kind of place)
_SWAPS = (("hand", "hand"), ("hand", "deck"), ("front", "hand"), ("front", "deck"), ("front", "front"),
          ("front", "won"), ("front", "returned"), ("front", "removed"), ("won", "hand"), ("won", "deck"),
          ("won", "won"), ("won", "returned"), ("won", "removed"))


def _fits(a, code_a: str, b, code_b: str) -> bool:
    """Whether the cards at places `a` and `b` may trade places unseen: different cards, and a night
    card's place (face down in front of a seat or in a score pile: its back shows) only a night card."""
    if code_a == code_b or a[:2] == b[:2] == ("hand", a[1]):
        return False
    faced = a[0] in ("front", "won") or b[0] in ("front", "won")
    return not faced or (cards.is_night(code_a) and cards.is_night(code_b))


def hidden_variants(state, seat: int) -> list:
    """Positions that differ from this one only in what `seat` may not see: for each kind of swap in
    `_SWAPS` (another seat's hand card with another hand's or the deck's; a night card face down in
    front of a seat or in a score pile with a night card in a hand, the deck, another such place or
    out of the game, in a hand another seat returned or not), two cards it may not see swapped, which
    two going round with the moves played; and the deck's order."""
    if state.phase == OVER:
        return []
    by_kind: dict[str, list] = {}
    for place in _unseen(state, seat):
        by_kind.setdefault(place[0], []).append((place, _get(state, place)))
    out = []
    turn = len(state.history)
    for kind_a, kind_b in _SWAPS:
        pairs = [(a, b) for a, code_a in by_kind.get(kind_a, ()) for b, code_b in by_kind.get(kind_b, ())
                 if a != b and _fits(a, code_a, b, code_b)]
        if not pairs:
            continue
        a, b = pairs[(turn * 7 + seat) % len(pairs)]
        variant = state.clone()
        code_a, code_b = _get(state, a), _get(state, b)
        _set(variant, a, code_b)
        _set(variant, b, code_a)
        variant._legal_cache = None
        out.append(variant)
    for variant in reversed_pile(state):
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
    assert not Counter(c for hand in state.returned for c in hand) - Counter(state.removed), (
        "a card returned from a hand that is not out of the game")
    assert state.triggered_by is not None or not any(state.returned), "hands returned before the final round"
    if state.phase in (FINAL, OVER) and state.triggered_by is not None:
        assert not state.deck and not any(state.hands), "cards in hands or deck in the final round"
