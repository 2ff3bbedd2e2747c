"""Slices' contents, completed orders, scores and the winners of Top This!."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, Sequence

from app.core import i18n, text
from app.core.i18n import N_, _, ngettext, pgettext
from app.games.top_this.components import ORDERS, TIPS, dollars
from app.games.top_this.geometry import SLICES, slices_touched

#: board: {disc_id: (x, y, face)}
Board = Mapping[int, Sequence]


def slice_contents(board: Board, touches: Callable[[float, float], tuple[int, ...]] = slices_touched) -> list[Counter]:
    """For each slice, the multiset of faces showing on the discs that touch it (`touches`: the
    slices a disc centred at (x, y) touches; a bot passes a memo of `slices_touched`)."""
    contents = [Counter() for _ in range(SLICES)]
    for d, p in board.items():
        for k in touches(p[0], p[1]):
            contents[k][p[2]] += 1
    return contents


def touched_slices(board: Board, discs: Iterable[int],
                   touches: Callable[[float, float], tuple[int, ...]] = slices_touched) -> set[int]:
    """The slices touched by the given discs (those still on the board)."""
    out: set[int] = set()
    for d in discs:
        if d in board:
            out.update(touches(board[d][0], board[d][1]))
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


@dataclass(frozen=True)
class _TieBreaker:
    """A tie-breaker after the total, in words: how a value is shown, and the sentences of players
    level on it, of the one who wins by it and of several who stay ahead by it (with "{best}" and
    "{behind}": the values shown; "{v}": the value they are level on)."""

    shown: Callable[[int], str]
    level_two: Callable[[int], str]
    level_all: Callable[[int], str]
    wins_two: str
    wins_all: str
    ahead: str


def _orders_level(two: bool, v: int) -> str:
    if two:
        return ngettext("Both completed {v} order.", "Both completed {v} orders.", v).format(v=v)
    return ngettext("All completed {v} order.", "All completed {v} orders.", v).format(v=v)


#: the tie-breakers after the total, in the order the rulebook applies them: money in tips, then
#: orders completed
TIE_BREAKERS = (
    _TieBreaker(dollars,
                lambda v: _("Both have {v} in tips.").format(v=dollars(v)),
                lambda v: _("All have {v} in tips.").format(v=dollars(v)),
                N_("{names} wins with more money in tips: {best} against {behind}."),
                N_("{names} wins with the most money in tips: {best} against {behind}."),
                N_("{names} have the most money in tips: {best} against {behind}.")),
    _TieBreaker(str,
                lambda v: _orders_level(True, v),
                lambda v: _orders_level(False, v),
                N_("{names} wins with more orders completed: {best} against {behind}."),
                N_("{names} wins with the most orders completed: {best} against {behind}."),
                N_("{names} have the most orders completed: {best} against {behind}.")),
)


def _names(seats: Sequence[int]) -> str:
    return i18n.join([text.seat(s) for s in seats])  # placeholders: the screen writes the names


def tie_break_sentence(piles: Sequence[tuple[Sequence[int], Sequence[int]]]) -> str | None:
    """How a tie on the total at the top was broken, in words ("{p0} and {p1} both have $12. {p0}
    wins with more money in tips: $5 against $3.", seats as placeholders, app/core/text.py); None
    when the total alone decided."""
    keys = [_rank_key(orders, tips) for orders, tips in piles]
    top = max(k[0] for k in keys)
    group = [seat for seat, k in enumerate(keys) if k[0] == top]
    if len(group) < 2:
        return None
    level = _("{names} both have {total}.") if len(group) == 2 else _("{names} all have {total}.")
    parts = [level.format(names=_names(group), total=dollars(top))]
    for place, tie in enumerate(TIE_BREAKERS, start=1):
        two = len(group) == 2
        best = max(keys[s][place] for s in group)
        ahead = [s for s in group if keys[s][place] == best]
        if len(ahead) == len(group):
            parts.append(tie.level_two(best) if two else tie.level_all(best))
            continue
        behind = i18n.join([tie.shown(keys[s][place]) for s in group if s not in ahead])
        sentence = (tie.wins_two if two else tie.wins_all) if len(ahead) == 1 else tie.ahead
        parts.append(_(sentence).format(names=_names(ahead), best=tie.shown(best), behind=behind))
        if len(ahead) == 1:
            return " ".join(parts)
        group = ahead
    parts.append(_("{names} share the win.").format(names=_names(group)))
    return " ".join(parts)


def tie_breakers(piles: Sequence[tuple[Sequence[int], Sequence[int]]]) -> dict:
    """The end of the game as the final view shows it: per seat the tie-breakers after the total (as
    column headings and cell texts), the seats from first to last place, and the tie-break sentence."""
    keys = [_rank_key(orders, tips) for orders, tips in piles]
    return {
        "columns": [pgettext("a column of the final scores", "Tips"), _("Orders completed")],
        "cells": [[tie.shown(k[place]) for place, tie in enumerate(TIE_BREAKERS, start=1)] for k in keys],
        "ranking": ranking(piles),
        "sentence": tie_break_sentence(piles),
    }
