"""Top This! physics: 10,000 random flicks up to the speed cap on random boards, each checked at rest
(finite, all discs accounted for, at rest by itself, no resting overlap); and the cost of one
`simulate_flick` on a crowded board. `python -m benchmarks top_this_physics` runs only this."""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def run() -> str:
    from app.physics import ELASTICITY, MU, SUBSTEPS, VMAX, simulate_flick
    from tests.physics.many_flicks import run_many

    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    f = run_many(10_000, seed=1)
    crowded = {d: (-120.0 + 26.0 * (d % 10), -60.0 + 26.0 * (d // 10), "olives") for d in range(40)}
    times = []
    for k in range(50):
        t0 = time.perf_counter()
        simulate_flick(crowded, 99, "onions", -160.0, 10.0 + k * 0.1, 1900.0, 0.0)
        times.append((time.perf_counter() - t0) * 1000)
    return "\n".join([
        "## Top This! physics",
        "",
        f"Settings: VMAX {VMAX:.0f} mm/s, friction mu {MU}, elasticity {ELASTICITY}, {SUBSTEPS} substeps "
        f"per 1/120 s frame (load average {load:.1f} when it ran).",
        "",
        f"- {f['count']} random flicks (4..44 discs, any speed up to VMAX): {f['seconds']:.1f} s, "
        f"{f['seconds'] / f['count'] * 1000:.2f} ms per flick; every one at rest by itself "
        f"(longest {f['max_frames']} frames = {f['max_frames'] / 120:.2f} s simulated, mean "
        f"{f['mean_frames']:.1f}); worst overlap of two resting discs {f['worst_rest_overlap']:.3f} mm; "
        f"{f['hits']} hit a disc, {f['fell']} discs fell off; no NaN, no disc lost.",
        f"- `simulate_flick` of a hard flick into 40 discs: p50 {statistics.median(times):.2f} ms, "
        f"max {max(times):.2f} ms.",
        "",
    ])


if __name__ == "__main__":
    print(run())
