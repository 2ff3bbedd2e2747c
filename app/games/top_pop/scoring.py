"""Top Pop's scoring (rulebook, "Scoring" and "3. Game End" of the two-player game). Pure functions.

`score(piles)`: points by seat from the cards won per city code. Per city, the one seat with the most
cards scores 2 a card, seats tied for the most 1 a card (a city nobody has scores nothing); variety
scores 0, 2, 4 ... 12 for 1 ... 7 different cities. `cap_values(company_points)`: the two-player
points per cap of each company, 5, 3, 2, 1 by place, a tie shifting the tied companies down to the
lowest place they share.
"""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Mapping

from app.games.top_pop.cards import DUO_CAP_VALUES, city


def pile(codes: Iterable[str]) -> dict[str, int]:
    """Cards won (codes, night cards included) as city code -> count."""
    return dict(Counter(city(c) for c in codes))


def majority(piles: list[Mapping[str, int]]) -> list[dict[str, int]]:
    """Per seat, city -> majority points (2 a card for the most, 1 a card when tied for the most)."""
    out: list[dict[str, int]] = [{} for _ in piles]
    cities = {c for p in piles for c, n in p.items() if n > 0}
    for c in cities:
        counts = [p.get(c, 0) for p in piles]
        top = max(counts)
        leaders = [i for i, n in enumerate(counts) if n == top]
        for i in leaders:
            out[i][c] = (2 if len(leaders) == 1 else 1) * top
    return out


def variety(p: Mapping[str, int]) -> int:
    """0 for one city (or none), then 2 more for each further different city."""
    kinds = sum(1 for n in p.values() if n > 0)
    return 2 * (kinds - 1) if kinds > 1 else 0


def score(piles: list[dict[str, int]]) -> list[int]:
    """Points by seat from the cards won per city code (majority and variety)."""
    points = majority(piles)
    return [sum(m.values()) + variety(p) for m, p in zip(points, piles)]


def places(points: list[int]) -> list[int]:
    """Each entry's place (0 = first) with ties shifted down: tied entries share the lowest place of
    their group (two tied for first are both second: place 1)."""
    out = []
    for p in points:
        better = sum(1 for q in points if q > p)
        tied = sum(1 for q in points if q == p)
        out.append(better + tied - 1)
    return out


def cap_values(company_points: list[int]) -> list[int]:
    """The two-player points per cap of each company: 5, 3, 2, 1 by place, ties shifting down."""
    return [DUO_CAP_VALUES[p] for p in places(company_points)]


def ranking(totals: list[int], caps: list[int], fewer_caps_win: bool = False) -> list[int]:
    """Each seat's place (0 = first) by points, then caps (more caps win; in the two-player game fewer),
    seats equal in both sharing a place."""
    key = [(t, -c if fewer_caps_win else c) for t, c in zip(totals, caps)]
    return [sum(1 for k2 in key if k2 > k) for k in key]


def winners(totals: list[int], caps: list[int], fewer_caps_win: bool = False) -> list[int]:
    place = ranking(totals, caps, fewer_caps_win)
    return [i for i, p in enumerate(place) if p == 0]
