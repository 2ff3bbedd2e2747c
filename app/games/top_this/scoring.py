"""Slices' contents, completed orders, scores and the winners of Top This!."""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Mapping, Sequence

from app.games.top_this.components import ORDERS, TIPS
from app.games.top_this.geometry import SLICES, slices_touched

#: board: {disc_id: (x, y, face)}
Board = Mapping[int, Sequence]


def slice_contents(board: Board) -> list[Counter]:
    """For each slice, the multiset of faces showing on the discs that touch it."""
    contents = [Counter() for _ in range(SLICES)]
    for d, p in board.items():
        for k in slices_touched(p[0], p[1]):
            contents[k][p[2]] += 1
    return contents


def touched_slices(board: Board, discs: Iterable[int]) -> set[int]:
    """The slices touched by the given discs (those still on the board)."""
    out: set[int] = set()
    for d in discs:
        if d in board:
            out.update(slices_touched(board[d][0], board[d][1]))
    return out


def matching_slices(
    board: Board, order_id: int, eligible: Iterable[int] | None = None, contents: list[Counter] | None = None
) -> tuple[int, ...]:
    """The slices (of `eligible`, default all) that hold exactly the order's toppings, no more and no
    fewer (repeated toppings must match in number)."""
    want = ORDERS[order_id].counts()
    if contents is None:
        contents = slice_contents(board)
    ks = range(SLICES) if eligible is None else sorted(set(eligible))
    return tuple(k for k in ks if contents[k] == want)


def completed_orders(board: Board, orders: Iterable[int], moved: Iterable[int]) -> list[tuple[int, tuple[int, ...]]]:
    """(order, slices) for every given order that a slice touched by a `moved` disc completes."""
    eligible = touched_slices(board, moved)
    contents = slice_contents(board)
    out = []
    for order in orders:
        ks = matching_slices(board, order, eligible, contents)
        if ks:
            out.append((order, ks))
    return out


def pile_values(orders: Sequence[int], tips: Sequence[int]) -> tuple[int, int]:
    """(order dollars, tip dollars) of a score pile."""
    return sum(ORDERS[o].value for o in orders), sum(TIPS[t].value for t in tips)


def winners(piles: Sequence[tuple[Sequence[int], Sequence[int]]]) -> list[int]:
    """Highest total wins; ties broken by tip dollars, then by number of orders; players still tied
    share the win (the rulebook's "another game" is left to the players)."""
    keys = []
    for orders, tips in piles:
        o, t = pile_values(orders, tips)
        keys.append((o + t, t, len(orders)))
    best = max(keys)
    return [seat for seat, key in enumerate(keys) if key == best]
