"""Top Pop's stacks of caps as choices: which caps from a supply make a stack the rules allow (step 4),
how many such choices there are of each size, and the list of stack moves `legal_actions()` gives,
one order per choice of caps (the other colours sorted, then the mover's own), bounded by
STACK_LIST_LIMIT (docs/rulings.md, "Top Pop"). Pure functions of a supply; the rules (standard.py)
work out per card what a stack must hold."""

from __future__ import annotations

from collections import Counter

from app.core.bounded import BoundedCache
from app.games.top_pop.actions import Stack

#: the most stack moves `legal_actions()` lists in one position (docs/rulings.md: a rare position
#: with more choices lists the smallest stacks of every card; `check` accepts every legal stack)
STACK_LIST_LIMIT = 2000


def _bounds(supply: dict[int, int], seat: int, must: int | None) -> list[tuple[int, int, int]]:
    """(colour, fewest, most) caps of each colour in the supply a choice may hold (`seat`'s colour and
    `must` at least one)."""
    return [(k, 1 if k in (seat, must) else 0, v) for k, v in sorted(supply.items()) if v > 0]


def _size_counts(supply: dict[int, int], seat: int, need: int, must: int | None) -> list[int]:
    """How many choices of caps (`_choices`) there are of each size (index: caps in the choice)."""
    if supply.get(seat, 0) < 1 or (must is not None and supply.get(must, 0) < 1):
        return []
    counts = [1]
    for _k, low, high in _bounds(supply, seat, must):
        out = [0] * (len(counts) + high)
        for size, n in enumerate(counts):
            if n:
                for c in range(low, high + 1):
                    out[size + c] += n
        counts = out
    return [0 if size < need else n for size, n in enumerate(counts)]


def _choices(supply: dict[int, int], seat: int, need: int, must: int | None, most: int) -> list[tuple[int, ...]]:
    """Every choice of caps from `supply` (in canonical order) with one of `seat`'s colour at least,
    `need` to `most` caps and a cap of `must` (when given)."""
    own = supply.get(seat, 0)
    if own < 1 or (must is not None and supply.get(must, 0) < 1):
        return []
    others = [b for b in _bounds(supply, seat, must) if b[0] != seat]
    out: list[tuple[int, ...]] = []

    def walk(i: int, head: tuple[int, ...]) -> None:
        if i == len(others):
            low = max(1, need - len(head))
            out.extend(head + (seat,) * m for m in range(low, min(own, most - len(head)) + 1))
            return
        k, low, high = others[i]
        for c in range(low, min(high, most - 1 - len(head)) + 1):
            walk(i + 1, head + (k,) * c)

    walk(0, ())
    return out


def listed(supply: dict[int, int], seat: int, places: list[tuple[int, int, tuple[int, int | None]]]) -> list[Stack]:
    """The stack moves `legal_actions()` lists: for each (seat, card, (need, must)) in `places`, one
    order per choice of caps, all of them unless there are more than STACK_LIST_LIMIT in all; then
    every card's smallest choices, as tall as the limit allows (at least the smallest)."""
    sizes = {needs: _size_counts(supply, seat, *needs) for needs in {p[2] for p in places}}
    first = {needs: next((s for s, n in enumerate(c) if n), None) for needs, c in sizes.items()}
    uses = Counter(p[2] for p in places)
    live = [nd for nd in sizes if first[nd] is not None]
    count = sum(uses[nd] * sizes[nd][first[nd]] for nd in live)
    extra, most = 0, sum(supply.values())
    while extra < most:  # the tallest stacks that keep the list within the limit
        more = sum(uses[nd] * sizes[nd][first[nd] + extra + 1] for nd in live
                   if first[nd] + extra + 1 < len(sizes[nd]))
        if count + more > STACK_LIST_LIMIT:
            break
        count += more
        extra += 1
    table = {nd: _choices(supply, seat, nd[0], nd[1], first[nd] + extra) for nd in live}
    out = []
    for where, j, needs in places:
        for caps in table.get(needs, ()):
            key = (where, j, caps)
            move = _STACKS.get(key)
            if move is None:
                move = _STACKS[key] = Stack(where, j, caps)
            out.append(move)
    return out


#: (seat, card, caps) -> the Stack record (records are immutable: one object serves every position).
#: About 250 bytes an entry (issue 27: unbounded up to 200,000, random play grew it 22 MB in 200 games)
STACKS_LIMIT = 8_000
_STACKS: BoundedCache = BoundedCache(STACKS_LIMIT, "top_pop.stacks")
