"""Real simulated flicks measured against the physical bounds on outcomes (app/physics/bounds.py):
the worst excess of each bound (<= 0: every real flick within it) and the largest move of a disc that
nothing touched (the solver's nudges). Shared by the tests and for printing the figures."""

from __future__ import annotations

import math
import random
import time

from app.physics import FlickOutcome, PizzaTable
from app.physics.bounds import breaches
from tests.physics.flick_checks import random_flick, random_layout

FLICKED = 44


def _simulate(layout, x, y, vx, vy):
    """The flick's outcome (a miss recorded as the rules record it) and the discs that some other
    disc touched during it."""
    table = PizzaTable(layout)
    contacts: set[int] = set()

    def seen(arbiter, space, data):
        for shape in arbiter.shapes:
            d = table._by_shape.get(shape)
            if d is not None:
                contacts.add(d)

    table.space.on_collision(None, None, begin=seen)  # every pair: who ever touched anything
    table.place(FLICKED, x, y, "onions")
    table.flick(FLICKED, vx, vy)
    table.run_to_rest()
    out = table.outcome()
    if not out.touched:
        out = FlickOutcome(tuple(m for m in out.moved if m.disc == FLICKED),
                           tuple(d for d in out.fell if d == FLICKED), (), out.frames)
    return out, contacts


def measure(count: int, seed: int, check=None) -> dict:
    """`count` real flicks on random boards that evolve flick after flick (so resting overlaps pile up
    as in play), speeds up to VMAX, a fifth of them very gentle. Returns the worst use of each bound
    (with its flick's index), the largest nudge, counts and the check's cost. `check(layout, flick)`,
    if given, also sees every flick (as (x, y, vx, vy, outcome) of disc FLICKED)."""
    rng = random.Random(seed)
    worst: dict[str, tuple[float, int, float]] = {}
    nudge, done, hits, cost, excess = 0.0, 0, 0, 0.0, -math.inf
    while done < count:
        layout = random_layout(rng, rng.randint(3, 40))
        for _ in range(10):
            x, y, vx, vy = random_flick(rng, layout)
            if rng.random() < 0.2:
                sp, ang = rng.uniform(0.0, 80.0), math.atan2(-y, -x) + rng.uniform(-0.5, 0.5)
                vx, vy = sp * math.cos(ang), sp * math.sin(ang)
            out, contacts = _simulate(layout, x, y, vx, vy)
            start = {d: (p[0], p[1]) for d, p in layout.items()}
            t0 = time.perf_counter()
            found = breaches(start, FLICKED, x, y, vx, vy, out)
            cost += time.perf_counter() - t0
            if check is not None:
                check(layout, (x, y, vx, vy, out))
            for b in found:
                excess = max(excess, b.excess)
                # how much of what the bound allows beyond its ideal value the flick used (<= 1 within)
                used = (b.excess + b.allowed) / b.allowed if b.allowed > 0 else b.excess
                if used > worst.get(b.kind, (-math.inf, 0, 0.0))[0]:
                    worst[b.kind] = (used, done, b.excess + b.allowed)
            final = out.final_positions()
            for d, (sx, sy) in start.items():
                if d not in contacts and d in final:
                    nudge = max(nudge, math.hypot(final[d][0] - sx, final[d][1] - sy))
            done += 1
            hits += bool(out.touched)
            if out.touched:
                for m in out.moved:
                    layout[m.disc] = (m.x, m.y, "onions")
                for d in out.fell:
                    layout.pop(d, None)
                if FLICKED in layout:  # the flicked disc joins the board under a free id
                    free = min(set(range(FLICKED)) - set(layout), default=None)
                    p = layout.pop(FLICKED)
                    if free is not None:
                        layout[free] = p
    return {"count": done, "hits": hits, "worst": worst, "worst_excess": excess, "nudge": nudge,
            "cost_per_check": cost / done}


if __name__ == "__main__":
    import sys

    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    figures = measure(n, int(sys.argv[2]) if len(sys.argv) > 2 else 5)
    for kind, (used, at, raw) in sorted(figures["worst"].items()):
        print(f"{kind:14s} used {used:9.4f} of its allowance, beyond the ideal bound by {raw:9.4f}  (flick {at})")
    print({k: v for k, v in figures.items() if k != "worst"})
