"""Flat Monte Carlo over determinized worlds (perfect-information sampling), written once for the
Hard bots that search: deal a world consistent with the bot's view, play every candidate move out in
it with the same playout seed, add up the margins, and deal again until the playouts have made
`budget` moves (at least `min_worlds`, at most `worlds` worlds).

All of it is counted in work, never read from a clock: the same seed and view give the same move
on an idle machine and on a loaded one (issue 27: a wall-clock safety net made Hard play another
move under load). `max_moves` is the hard cap that stands in for it: a world whose candidates
cannot all be played out within it is left out."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from app.core import Rng


def play_worlds(candidates: Sequence[Any], deal: Callable[[], Any], play: Callable[[Any, Any, int], tuple[float, int]],
                rng: Rng, *, worlds: int, min_worlds: int, budget: int,
                max_moves: int | None = None) -> tuple[list[float], int, int]:
    """(the summed margin of each candidate, the worlds played, the playout moves made). `deal()` is a
    new world (it may draw from `rng`); `play(world, candidate, seed)` plays `candidate` out in a copy
    of `world` with the playout seed `seed` and says (its margin, the moves the playout made). No
    playout starts once `max_moves` moves are made (None: no cap beyond `budget` and `worlds`)."""
    total = [0.0] * len(candidates)
    moves = dealt = 0
    while dealt < worlds and (dealt < min_worlds or moves < budget):
        world = deal()
        seed = rng.randbelow(1 << 62)
        margins = []
        for candidate in candidates:
            if max_moves is not None and moves >= max_moves:
                break
            margin, made = play(world, candidate, seed)
            margins.append(margin)
            moves += made + 1
        if len(margins) < len(candidates):
            break
        total = [t + m for t, m in zip(total, margins)]
        dealt += 1
    return total, dealt, moves


def best_index(total: Sequence[float]) -> int:
    """The index of the highest total (the first of equal ones)."""
    return max(range(len(total)), key=lambda k: (total[k], -k))


__all__ = ["best_index", "play_worlds"]
