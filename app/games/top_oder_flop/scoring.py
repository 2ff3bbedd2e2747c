"""Top oder Flop's scoring: a film's value, the majority awards with every tie rule, the points for
cards and markers left, the winners. Pure functions of numbers.

Rulebook: the most influence gets the film's value, the second most half of it; two tied second get
a quarter each; two tied first add the full and the half value and share it (nobody else gets
anything); fractions are always rounded to the players' benefit (up: -2.5 is -2). Ties of three or
more, which the rulebook leaves open, share the same way (docs/rulings.md): k seats tied first share
the full and the half value, k seats tied second share the half value.
"""

from __future__ import annotations

from typing import Sequence


def _ceil_div(a: int, b: int) -> int:
    """a / b rounded up (towards plus infinity), for whole numbers and b > 0."""
    return -((-a) // b)


def half(value: int) -> int:
    """Half a film's value, rounded up: 7 -> 4, -5 -> -2."""
    return _ceil_div(value, 2)


def film_value(top: list[int], flop: list[int], top_x2: bool, flop_x2: bool) -> int:
    """Top minus Flop, each side doubled when it has a times-two marker."""
    return sum(top) * (2 if top_x2 else 1) - sum(flop) * (2 if flop_x2 else 1)


def award(value: int, influence: list[int]) -> list[int]:
    """The victory points of one film by seat. Every seat takes part, with influence 0 if it has no
    card on that film (the rulebook's Bettina is second with zero)."""
    n = len(influence)
    points = [0] * n
    if n == 0:
        return points
    levels = sorted(set(influence), reverse=True)
    first = [s for s in range(n) if influence[s] == levels[0]]
    if len(first) > 1:  # tied first: the full and the half value, shared; nobody else gets anything
        share = _ceil_div(value + half(value), len(first))
        for s in first:
            points[s] = share
        return points
    points[first[0]] = value
    if len(levels) > 1:
        second = [s for s in range(n) if influence[s] == levels[1]]
        share = _ceil_div(half(value), len(second))  # two tied second: a quarter each (rounded up)
        for s in second:
            points[s] = share
    return points


def winners(totals: Sequence[int]) -> list[int]:
    """The seats with the most victory points (a tie is a shared win: the rulebook has no tie-break)."""
    best = max(totals)
    return [s for s, t in enumerate(totals) if t == best]


def ranking(totals: Sequence[int]) -> list[int]:
    """Places by seat, 1 for the most points, equal totals sharing a place."""
    return [1 + sum(1 for other in totals if other > t) for t in totals]
