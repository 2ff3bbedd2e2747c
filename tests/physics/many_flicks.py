"""Many random flicks up to the speed cap, each checked at rest: shared by the tests and the benchmark."""

from __future__ import annotations

import math
import random
import time

from app.physics import DISC_R, FRAME_DT, MAX_SECONDS, REST_OVERLAP, FlickOutcome, PizzaTable
from app.physics.bounds import breaches
from tests.physics.flick_checks import random_flick, random_layout


def run_many(count: int, seed: int = 7, bounds: bool = False) -> dict:
    """`count` random flicks on random boards (4..44 discs); asserts for each: finite positions,
    every disc on the table or fallen (never both, never lost), at rest before the time limit, no
    two resting discs overlapping more than REST_OVERLAP; with `bounds`, that the outcome (a miss
    kept to the flicked disc, as the rules record it) breaks none of app/physics/bounds.py's
    bounds. Returns figures."""
    rng = random.Random(seed)
    frames, worst, fell, hits = [], 0.0, 0, 0
    used = -math.inf  # the worst excess over any bound, after its tolerance (<= 0: within all)
    limit = int(round(MAX_SECONDS / FRAME_DT))
    t0 = time.perf_counter()
    layout = None
    for n in range(count):
        if n % 10 == 0:
            layout = random_layout(rng, rng.randint(4, 44))
        x, y, vx, vy = random_flick(rng, layout)
        table = PizzaTable(layout)
        table.place(99, x, y, "onions")
        table.flick(99, vx, vy)
        table.run_to_rest()
        assert table.frames < limit, f"flick {n} did not come to rest by itself"
        pos = table.positions()
        assert set(pos) | set(table.fell) == set(layout) | {99} and not set(pos) & set(table.fell)
        items = sorted(pos.items())
        for i, (a, (ax, ay)) in enumerate(items):
            assert math.isfinite(ax) and math.isfinite(ay), (n, a)
            for b, (bx, by) in items[i + 1:]:
                worst = max(worst, 2 * DISC_R - math.hypot(ax - bx, ay - by))
        assert worst < REST_OVERLAP, (n, worst)
        if bounds:
            out = table.outcome()
            if not out.touched:
                out = FlickOutcome(tuple(m for m in out.moved if m.disc == 99), tuple(d for d in out.fell if d == 99),
                                   (), out.frames)
            start = {d: (p[0], p[1]) for d, p in layout.items()}
            for b in breaches(start, 99, x, y, vx, vy, out):
                assert b.excess <= 0.0, (n, b)
                used = max(used, b.excess)
        frames.append(table.frames)
        fell += len(table.fell)
        hits += bool(table.touched)
    return {
        "count": count,
        "seconds": time.perf_counter() - t0,
        "max_frames": max(frames),
        "mean_frames": sum(frames) / len(frames),
        "worst_rest_overlap": worst,
        "fell": fell,
        "hits": hits,
        "worst_bound_excess": used,
    }
