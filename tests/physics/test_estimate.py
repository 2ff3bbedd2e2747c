"""The bots' estimate of a flick (EstimateTable): one table reused per position, close to the rules'
simulation but never used for it."""

from __future__ import annotations

import math
import random

from app.physics import simulate_flick
from app.physics.estimate import EstimateTable
from tests.physics.flick_checks import random_flick, random_layout

HAND = 99  # the flicked disc's id: not on the board


def _flicks(seed: int, count: int):
    rng = random.Random(seed)
    layout = random_layout(rng, 14)
    return layout, [random_flick(rng, layout) for _ in range(count)]


def test_a_reused_table_puts_the_board_back_between_flicks():
    """Falls, hits and brakes of one flick leave nothing behind that moves a disc in the next: a
    miss on a reused table is exactly a miss on a fresh one, and hits mostly agree."""
    layout, flicks = _flicks(3, 25)
    reused = EstimateTable(layout)
    misses = same = 0
    for x, y, vx, vy in flicks:
        again = reused.estimate(HAND, "olives", x, y, vx, vy)
        fresh = EstimateTable(layout).estimate(HAND, "olives", x, y, vx, vy)
        if not fresh.touched:
            misses += 1
            assert again == fresh
        same += (again.fell, again.touched) == (fresh.fell, fresh.touched)
    assert misses >= 3 and same >= 0.8 * len(flicks), (misses, same)


def test_the_estimate_agrees_with_the_rules_simulation_nearly_always():
    same, errors, total = 0, [], 0
    for seed in range(4):
        layout, flicks = _flicks(10 + seed, 25)
        table = EstimateTable(layout)
        for x, y, vx, vy in flicks:
            exact = simulate_flick(layout, HAND, "olives", x, y, vx, vy)
            guess = table.estimate(HAND, "olives", x, y, vx, vy)
            total += 1
            if (exact.fell, exact.touched) == (guess.fell, guess.touched):
                same += 1
                a = {**{d: p[:2] for d, p in layout.items()}, **exact.final_positions()}
                b = {**{d: p[:2] for d, p in layout.items()}, **guess.final_positions()}
                errors.append(max(math.hypot(a[d][0] - b[d][0], a[d][1] - b[d][1])
                                  for d in a if d not in exact.fell))
    assert same >= 0.9 * total, (same, total)
    errors.sort()
    assert errors[len(errors) // 2] < 3.0, errors  # mm: well inside a Hard bot's own aim error


def test_the_rules_simulation_is_not_touched_by_estimates():
    layout, flicks = _flicks(5, 6)
    before = [simulate_flick(layout, HAND, "olives", *f) for f in flicks]
    table = EstimateTable(layout)
    for f in flicks:
        table.estimate(HAND, "olives", *f)
    assert [simulate_flick(layout, HAND, "olives", *f) for f in flicks] == before
