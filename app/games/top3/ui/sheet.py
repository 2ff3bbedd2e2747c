"""Top 3's rows of the end-of-game sheet (the end screen finds this module as it finds the scene,
app/ui/qt_end_of_game.py `game_sheet`): under the fifteen rounds (the cards each seat gained in each,
the view's `round_scores`), each seat's cards won with its order cards and with its bet cards; the
sheet adds the totals. `standings`: the places (equal totals share one) with the same two counts.
Everything comes from the final view's `results`."""

from __future__ import annotations

from app.core import i18n
from app.core.i18n import _


def _results(view: dict) -> dict | None:
    results = view.get("results")
    return results if isinstance(results, dict) else None


def _counts(results: dict, key: str, n: int) -> list[int]:
    values = list(results.get(key) or [])
    return [int(values[s]) if s < len(values) else 0 for s in range(n)]


def rows(view: dict, names: list[str]) -> list[tuple[str, list[str]]]:
    """(label, a cell per seat) for each row of the sheet above its totals."""
    results = _results(view)
    if results is None:
        return []
    n = len(names)
    return [(_("Cards for order cards"), [i18n.number(c) for c in _counts(results, "by_orders", n)]),
            (_("Cards for bet cards"), [i18n.number(c) for c in _counts(results, "by_advances", n)])]


def standings(view: dict, names: list[str]) -> dict | None:
    """The places, first to last, with the cards won for orders and for bet cards (the end screen's
    table of places; the shape of a game's `tie_breakers`)."""
    results = _results(view)
    if results is None:
        return None
    n = len(names)
    places = list(results.get("ranking") or [])
    if len(places) != n:
        return None
    orders, bets = _counts(results, "by_orders", n), _counts(results, "by_advances", n)
    order = sorted(range(n), key=lambda s: (places[s], s))
    return {
        "columns": [_("Place"), _("Order cards"), _("Bet cards")],
        "cells": [[_("{place}.").format(place=places[s]), i18n.number(orders[s]), i18n.number(bets[s])]
                  for s in range(n)],
        "ranking": order,
        "sentence": "",
    }
