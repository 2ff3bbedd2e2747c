"""What a seat of Top 3 sees (`State.view`): a new JSON-able dict sharing nothing with the state.

A seat sees its own choice of the round ("mine") and, of the others, only that they chose ("chosen"):
another seat's laid bet card still shows in that seat's hand ("advances") until the reveal. The deck's
order and the categories still to come are nobody's. Card names, category words and values are in the
current language (cards.py)."""

from __future__ import annotations

from app.games.top3 import cards, scoring
from app.games.top3.actions import ADVANCE_WORDS, ADVANCES, ORDERS, advance_name, order_name


def _held(state, owner: int, seat: int | None) -> list[str]:
    """The bet cards `seat` may believe `owner` holds: its own as they are, another's laid one too
    until the reveal."""
    held = set(state.advances[owner])
    choice = state.choices[owner]
    if owner != seat and choice is not None and choice.advance is not None:
        held.add(choice.advance)
    return [a for a in ADVANCES if a in held]


def reveal_view(theme: str, reveal: dict) -> dict:
    """A reveal (a Revealed event's dict) with what a table shows of it added: the cards' names, the
    values formatted with their units, the category's name and unit, each value's source and year and
    the cards from the highest-ranked down (`ranked`: indices into `table`)."""
    category, table, values = reveal["category"], reveal["table"], reveal["values"]
    out = {key: (list(value) if isinstance(value, list) else value) for key, value in reveal.items()}
    out["awards"] = [list(a) for a in reveal["awards"]]
    out["names"] = [cards.name(theme, c) for c in table]
    out["formatted"] = [cards.format_value(theme, category, v) for v in values]
    out["category_name"] = cards.category_name(theme, category)
    out["unit"] = cards.unit(theme, category)
    out["sources"] = [list(cards.source(theme, c, category)) for c in table]
    out["ranked"] = scoring.ranked(values)
    return out


def view(state, seat: int | None) -> dict:
    n = state.num_players
    theme, category = state.theme, state.category
    mine = state.pending[seat] if seat is not None else None  # its own choice only
    results = state.results()
    return {
        "theme": theme,
        "players": n,
        "seat": seat,
        "round": state.round,
        "rounds": len(state.category_order),
        "table": list(state.table),
        "names": [cards.name(theme, c) for c in state.table],
        "category": category,
        "category_name": cards.category_name(theme, category),
        "category_note": cards.category_note(theme, category),
        "unit": cards.unit(theme, category),
        "current_player": state.current_player,
        "chosen": state.chosen(),
        "mine": None if mine is None else dict(mine),
        "orders": list(ORDERS),
        "order_names": {o: order_name(o) for o in ORDERS},
        "advance_names": {a: advance_name(a) for a in ADVANCE_WORDS},
        "advances": [_held(state, owner, seat) for owner in range(n)],
        "won": [list(w) for w in state.won],
        "won_counts": [len(w) for w in state.won],
        "discard": list(state.discard),
        "deck_count": len(state.deck),
        "last_reveal": reveal_view(theme, state.reveals[-1].to_dict()) if state.reveals else None,
        "round_scores": [list(r) for r in state.round_scores],
        "status": state.status(),
        "is_over": state.over,
        "winners": state.winners(),
        "totals": state.totals(),
        "results": results,
    }
