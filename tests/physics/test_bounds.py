"""The physical bounds on flick outcomes (app/physics/bounds.py) against the real world: the lone
slide is the integrator's own, no disc outruns the flick, and real flicks stay within every bound."""

from __future__ import annotations

import math

import pytest

from app.physics import simulate_flick
from app.physics.bounds import lone_slide
from tests.physics.bound_figures import measure


@pytest.mark.parametrize("v, angle", [(0.5, 0.3), (40.0, 2.0), (333.0, 3.5), (1200.0, 4.0), (2000.0, 3.1)])
def test_the_lone_slide_is_the_worlds_to_the_last_digit(v, angle):
    x, y = 160.0 * math.cos(angle + math.pi), 160.0 * math.sin(angle + math.pi)
    vx, vy = v * math.cos(angle), v * math.sin(angle)
    out = simulate_flick({}, 1, "olives", x, y, vx, vy)
    ex, ey, frames, fell = lone_slide(x, y, vx, vy)
    assert frames == out.frames and fell == (out.fell == (1,))
    if not fell:
        assert math.hypot(out.moved[0].x - ex, out.moved[0].y - ey) < 1e-9


def test_real_flicks_on_evolving_boards_stay_within_every_bound():
    figures = measure(600, seed=3)
    assert figures["hits"] > 200
    assert figures["worst_excess"] <= 0.0, figures["worst"]
