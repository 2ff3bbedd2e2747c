"""Shared helpers for the physics tests: random layouts and a frame-by-frame watcher."""

from __future__ import annotations

import math
import random

from app.physics import BOARD_R, DISC_R, MAX_SECONDS, FRAME_DT, VMAX, PizzaTable

SAUCE_R = 140.0
PLACE_R = 160.0


def random_layout(rng: random.Random, count: int) -> dict[int, tuple[float, float, str]]:
    """Up to `count` non-overlapping discs on the sauce and crust (not on the placing ring)."""
    layout: dict[int, tuple[float, float, str]] = {}
    tries = 0
    while len(layout) < count and tries < 5000:
        tries += 1
        r = 140.0 * math.sqrt(rng.random())
        a = rng.uniform(0, 2 * math.pi)
        x, y = r * math.cos(a), r * math.sin(a)
        if all(math.hypot(x - p[0], y - p[1]) >= 2 * DISC_R for p in layout.values()):
            layout[len(layout)] = (x, y, "olives")
    return layout


def random_flick(rng: random.Random, layout) -> tuple[float, float, float, float]:
    """A legal-looking flick: from a free crust point, any direction roughly inwards, up to VMAX."""
    while True:
        a = rng.uniform(0, 2 * math.pi)
        r = rng.uniform(SAUCE_R + DISC_R, BOARD_R - DISC_R)
        x, y = r * math.cos(a), r * math.sin(a)
        if all(math.hypot(x - p[0], y - p[1]) >= 2 * DISC_R for p in layout.values()):
            break
    speed = VMAX * math.sqrt(rng.random())
    d = a + math.pi + rng.uniform(-1.2, 1.2)
    return x, y, speed * math.cos(d), speed * math.sin(d)


def watch(table: PizzaTable) -> dict:
    """Step `table` to rest, checking every frame; returns the worst figures seen."""
    worst_overlap = 0.0
    max_speed = 0.0
    limit = int(round(MAX_SECONDS / FRAME_DT))
    while not table.at_rest and table.frames < limit:
        table.step_frame()
        pos = table.positions()
        vel = table.velocities()
        for d, (x, y) in pos.items():
            assert math.isfinite(x) and math.isfinite(y), (d, x, y)
        moving = [d for d, (vx, vy) in vel.items() if vx or vy]
        for d in moving:
            vx, vy = vel[d]
            max_speed = max(max_speed, math.hypot(vx, vy))
            x, y = pos[d]
            for e, (ex, ey) in pos.items():
                if e != d:
                    worst_overlap = max(worst_overlap, 2 * DISC_R - math.hypot(x - ex, y - ey))
    return {"overlap": worst_overlap, "max_speed": max_speed, "frames": table.frames, "rested": table.at_rest}
