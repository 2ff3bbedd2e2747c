"""Top Pop's rows of the end-of-game sheet (the end screen finds this module as it finds the scene,
app/ui/qt_end_of_game.py `game_sheet`), for both kinds of game; everything comes from the final view's
`results`.

Standard and lite: per city (of the cities anyone won) each seat's cards and the majority points they
brought, the variety points, the City Power points when the variant is on; the sheet adds the totals.
`standings`: the places with the cards won and the caps that break a tie (more caps win).

Two-player: per company a row with its cards by city and each seat's caps from it, and a row with the
company's points, its place and what a cap is worth, each seat's "caps x value = points"; then each
seat's caps. `standings`: the places with the caps (fewer caps win a tie)."""

from __future__ import annotations

from app.core.i18n import _, ngettext, pgettext
from app.games.top_pop.cards import CITIES, city_name, company_name

#: the cell of a seat that has nothing in a row
NOTHING = "–"


def _results(view: dict) -> dict | None:
    results = view.get("results")
    return results if isinstance(results, dict) else None


def _place(place: int) -> str:
    """A place as a player reads it (0: first): "1.", "2." ..."""
    return _("{place}.").format(place=int(place) + 1)


def _cities(piles) -> list[str]:
    """The cities in the deck table's order that appear in any of `piles`."""
    seen = {c for p in piles for c, n in (p or {}).items() if n}
    return [c for c in CITIES if c in seen]


def _by_city(pile: dict) -> str:
    """A pile's cards by city: "New York 3, St. Louis 1"."""
    parts = [pgettext("cards of a city on the end sheet", "{city} {n}").format(city=city_name(c), n=pile[c])
             for c in CITIES if pile.get(c)]
    return ", ".join(parts) if parts else _("no cards")


def rows(view: dict, names: list[str]) -> list[tuple[str, list[str]]]:
    """(label, a cell per seat) for each row of the sheet above its totals."""
    results = _results(view)
    if results is None:
        return []
    if view.get("variant") == "two_player":
        return _duo_rows(view, results, len(names))
    return _standard_rows(view, results, len(names))


def _standard_rows(view: dict, results: dict, n: int) -> list[tuple[str, list[str]]]:
    piles = list(results.get("piles") or [{}] * n)
    majority = list(results.get("majority") or [{}] * n)
    out: list[tuple[str, list[str]]] = [(_("Cards → majority points"), [""] * n)]
    for c in _cities(piles):
        cells = []
        for s in range(n):
            cards = int((piles[s] or {}).get(c, 0))
            points = int((majority[s] or {}).get(c, 0))
            cells.append(_("{cards} → {points}").format(cards=cards, points=points) if cards else NOTHING)
        out.append((city_name(c), cells))
    variety = list(results.get("variety") or [0] * n)
    out.append((_("Variety"), [str(int(v)) for v in variety]))
    if view.get("city_powers"):
        powers = list(results.get("powers") or [0] * n)
        out.append((_("City Powers"), [str(int(p)) for p in powers]))
    return out


def _duo_rows(view: dict, results: dict, n: int) -> list[tuple[str, list[str]]]:
    piles = list(results.get("piles") or [])
    points = list(results.get("company_points") or [])
    places = list(results.get("company_places") or [])
    values = list(results.get("cap_values") or [])
    seat_points = list(results.get("seat_points") or [{}] * n)
    held = list(view.get("caps") or [{}] * n)
    out: list[tuple[str, list[str]]] = []
    for k in range(len(piles)):
        caps = [company_entry(held[s] if s < len(held) else {}, k) for s in range(n)]
        out.append((_("{company}: {cards}").format(company=company_name(k), cards=_by_city(piles[k] or {})),
                    [ngettext("{n} cap", "{n} caps", c).format(n=c) if c else NOTHING for c in caps]))
        value = int(values[k]) if k < len(values) else 0
        label = _("{points} points → place {place}, {value} a cap").format(
            points=int(points[k]) if k < len(points) else 0, place=int(places[k]) + 1 if k < len(places) else "",
            value=value)
        cells = [_("{caps} × {value} = {points}").format(caps=caps[s], value=value,
                                                         points=company_entry(seat_points[s] if s < len(seat_points) else {}, k))
                 if caps[s] else NOTHING for s in range(n)]
        out.append((label, cells))
    caps = list(results.get("caps") or [0] * n)
    out.append((_("Caps"), [str(int(c)) for c in caps]))
    return out


def company_entry(by_company, k: int) -> int:
    """`by_company`'s entry for company `k` (a dict keyed by numbers or, after JSON, strings; or a list)."""
    if isinstance(by_company, (list, tuple)):
        return int(by_company[k]) if k < len(by_company) else 0
    by_company = by_company or {}
    return int(by_company.get(k, by_company.get(str(k), 0)))


def standings(view: dict, names: list[str]) -> dict | None:
    """The places, first to last, with what breaks a tie: the caps (in standard and lite more caps
    win, in the two-player game fewer)."""
    results = _results(view)
    if results is None:
        return None
    n = len(names)
    places = list(results.get("ranking") or [])
    caps = list(results.get("caps") or [])
    if len(places) != n or len(caps) != n:
        return None
    order = sorted(range(n), key=lambda s: (places[s], s))
    duo = view.get("variant") == "two_player"
    if duo:
        columns = [_("Place"), _("Caps (fewer win a tie)")]
        cells = [[_place(places[s]), str(int(caps[s]))] for s in range(n)]
    else:
        piles = list(results.get("piles") or [{}] * n)
        columns = [_("Place"), _("Cards won"), _("Caps (more win a tie)")]
        cells = [[_place(places[s]), str(sum(int(v) for v in (piles[s] or {}).values())), str(int(caps[s]))]
                 for s in range(n)]
    return {"columns": columns, "cells": cells, "ranking": order, "sentence": ""}
