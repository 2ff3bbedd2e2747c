"""Slices' contents, completed orders, scores and the winners of Top This!."""

from __future__ import annotations

from collections import Counter
from typing import Iterable, Mapping, Sequence

from app.core import text
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


def _rank_key(orders: Sequence[int], tips: Sequence[int]) -> tuple[int, int, int]:
    """What decides the winner, in the rulebook's order: total dollars, tip dollars, orders completed."""
    o, t = pile_values(orders, tips)
    return (o + t, t, len(orders))


def winners(piles: Sequence[tuple[Sequence[int], Sequence[int]]]) -> list[int]:
    """Highest total wins; ties broken by tip dollars, then by number of orders; players still tied
    share the win (the rulebook's "another game" is left to the players)."""
    keys = [_rank_key(orders, tips) for orders, tips in piles]
    best = max(keys)
    return [seat for seat, key in enumerate(keys) if key == best]


def ranking(piles: Sequence[tuple[Sequence[int], Sequence[int]]]) -> list[int]:
    """The seats from first to last place (by total, then tips, then orders; still tied: seat order)."""
    keys = [_rank_key(orders, tips) for orders, tips in piles]
    return sorted(range(len(keys)), key=lambda seat: tuple(-k for k in keys[seat]))


#: the tie-breakers after the total, in the order the rulebook applies them: (what is compared,
#: a value as shown, what players who are level on it have)
TIE_BREAKERS = (
    ("money in tips", lambda v: f"${v}", lambda v: f"have ${v} in tips"),
    ("orders completed", str, lambda v: f"completed {v} order{'' if v == 1 else 's'}"),
)


def _names(seats: Sequence[int]) -> str:
    names = [text.seat(s) for s in seats]  # placeholders: the screen writes the names
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def tie_break_sentence(piles: Sequence[tuple[Sequence[int], Sequence[int]]]) -> str | None:
    """How a tie on the total at the top was broken, in words ("{p0} and {p1} both have $12. {p0}
    wins with more money in tips: $5 against $3.", seats as placeholders, app/core/text.py); None
    when the total alone decided."""
    keys = [_rank_key(orders, tips) for orders, tips in piles]
    top = max(k[0] for k in keys)
    group = [seat for seat, k in enumerate(keys) if k[0] == top]
    if len(group) < 2:
        return None
    parts = [f"{_names(group)} {'both' if len(group) == 2 else 'all'} have ${top}."]
    for place, (what, shown, level) in enumerate(TIE_BREAKERS, start=1):
        best = max(keys[s][place] for s in group)
        ahead = [s for s in group if keys[s][place] == best]
        if len(ahead) == len(group):
            parts.append(f"{'Both' if len(group) == 2 else 'All'} {level(best)}.")
            continue
        more = "more" if len(group) == 2 else "the most"
        behind = " and ".join(shown(keys[s][place]) for s in group if s not in ahead)
        if len(ahead) == 1:
            parts.append(f"{_names(ahead)} wins with {more} {what}: {shown(best)} against {behind}.")
            return " ".join(parts)
        parts.append(f"{_names(ahead)} have {more} {what}: {shown(best)} against {behind}.")
        group = ahead
    parts.append(f"{_names(group)} share the win.")
    return " ".join(parts)


def tie_breakers(piles: Sequence[tuple[Sequence[int], Sequence[int]]]) -> dict:
    """The end of the game as the final view shows it: per seat the tie-breakers after the total (as
    column headings and cell texts), the seats from first to last place, and the tie-break sentence."""
    keys = [_rank_key(orders, tips) for orders, tips in piles]
    return {
        "columns": ["Tips", "Orders completed"],
        "cells": [[shown(k[place]) for place, (_, shown, _) in enumerate(TIE_BREAKERS, start=1)] for k in keys],
        "ranking": ranking(piles),
        "sentence": tie_break_sentence(piles),
    }
