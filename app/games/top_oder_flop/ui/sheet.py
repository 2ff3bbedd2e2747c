"""Top oder Flop's rows of the end-of-game sheet, film by film (the end screen finds this module as it
finds the scene, app/ui/qt_end_of_game.py `game_sheet`): each film's value and, per seat, the
influence it revealed and the points it got; the points for cards and markers left. `standings` gives the places with the films' points and the leftovers'.
Everything comes from the final view's `results`."""

from __future__ import annotations

from app.core import i18n
from app.core.i18n import _
from app.games.top_oder_flop.cards import title
from app.games.top_oder_flop.ui.items import value_text


def rows(view: dict, names: list[str]) -> list[tuple[str, list[str]]]:
    """(label, a cell per seat) for each row of the sheet above its totals."""
    results = view.get("results")
    if not isinstance(results, dict):
        return []
    n = len(names)
    out: list[tuple[str, list[str]]] = [(_("Influence → points"), [""] * n)]
    for film in results.get("films", []):
        label = _("{film}: {value}").format(film=title(film["film"]), value=value_text(film["value"]))
        cells = [_("{influence} → {points}").format(influence=i18n.number(inf), points=value_text(pts))
                 for inf, pts in zip(film["influence"], film["awards"])]
        out.append((label, cells))
    left = results.get("leftover", [])
    out.append((_("Cards and markers left"), [value_text(r["points"]) for r in left]))
    return out


def standings(view: dict, names: list[str]) -> dict | None:
    """The places, first to last, with the points from the films and from what was left over (the
    end screen's table of places; the same shape as a game's `tie_breakers`)."""
    results = view.get("results")
    if not isinstance(results, dict):
        return None
    places = list(results.get("ranking") or [])
    n = len(names)
    if len(places) != n:
        return None
    films = [sum(f["awards"][s] for f in results.get("films", [])) for s in range(n)]
    left = [r["points"] for r in results.get("leftover", [])]
    order = sorted(range(n), key=lambda s: (places[s], s))
    return {
        "columns": [_("Place"), _("Films"), _("Left over")],
        "cells": [[_("{place}.").format(place=places[s]), value_text(films[s]), value_text(left[s])] for s in range(n)],
        "ranking": order,
        "sentence": "",
    }
