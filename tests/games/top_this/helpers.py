"""Compact set-ups for Top This! rule tests: discs by face, positions by slice, stacked options."""

from __future__ import annotations

import math

from app.games.top_this import GAME
from app.games.top_this.actions import Flick
from app.games.top_this.components import DISCS, ORDERS
from app.physics import VMAX, DiscAt, FlickOutcome
from app.physics.bounds import lone_slide


def order_of(*toppings: str) -> int:
    """The id of the order card asking exactly for these toppings."""
    want = tuple(sorted(toppings))
    for o in ORDERS:
        if o.toppings == want:
            return o.id
    raise KeyError(want)


class Discs:
    """Hands out distinct discs having a wanted face."""

    def __init__(self, taken=()):
        self.taken = set(taken)

    def take(self, face: str) -> int:
        for d in DISCS:
            if d.id not in self.taken and face in d.faces:
                self.taken.add(d.id)
                return d.id
        raise LookupError(face)


def in_slice(k: int, radius: float, offset_deg: float = 0.0) -> tuple[float, float]:
    """A point on slice k's bisector (plus an angular offset) at `radius` mm from the centre."""
    a = math.radians(45.0 * k + 22.5 + offset_deg)
    return (radius * math.cos(a), radius * math.sin(a))


def on_line(k: int, radius: float) -> tuple[float, float]:
    """A point on the white line at angle k*45 degrees."""
    a = math.radians(45.0 * k)
    return (radius * math.cos(a), radius * math.sin(a))


def new(players=2, *, layout=None, hands=None, start=0, orders=None, tips=None, bag=None, seed=1):
    opts = {"start": start}
    if layout is not None:
        opts["layout"] = {d: [x, y, f] for d, (x, y, f) in layout.items()}
    if hands is not None:
        opts["hands"] = hands
    if orders is not None:
        opts["orders"] = orders
    if tips is not None:
        opts["tips"] = tips
    if bag is not None:
        opts["bag"] = bag
    return GAME.new_state(players, seed, opts)


def recorded_flick(disc, face, at, land, touched=(), moved=(), fell=(), speed=VMAX):
    """A flick with a hand-written outcome: placed at `at` (a crust point), the flicked disc ending
    at `land` (None: fell off); `moved` extra (disc, x, y); `fell` extra discs. Flicked at full
    power by default, so that the outcome is within the flick's reach."""
    x, y = at
    r = math.hypot(x, y)
    vx, vy = -speed * x / r, -speed * y / r
    frames = 30
    if not touched:  # a miss slides straight, alone: the flick that ends at `land` (or off the pizza)
        if land is not None:
            vx, vy = _speed_to_land(x, y, *land)
        land_x, land_y, frames, gone = lone_slide(x, y, vx, vy)
        land = None if gone else (land_x, land_y)
    moved_all = list(moved) + ([(disc, land[0], land[1])] if land is not None else [])
    fell_all = tuple(sorted(set(fell) | ({disc} if land is None else set())))
    out = FlickOutcome(
        moved=tuple(DiscAt(d, float(a), float(b)) for d, a, b in sorted(moved_all)),
        fell=fell_all,
        touched=tuple(sorted(touched)),
        frames=frames,
    )
    return Flick(disc, face, float(x), float(y), vx, vy, out)


def _speed_to_land(x, y, lx, ly):
    """The velocity from (x, y) at which a lone disc stops at (lx, ly) (bisection on the real slide)."""
    d = math.hypot(lx - x, ly - y)
    ux, uy = (lx - x) / d, (ly - y) / d
    lo, hi = 0.0, VMAX
    for _ in range(60):
        mid = (lo + hi) / 2
        ex, ey, _, _ = lone_slide(x, y, mid * ux, mid * uy, board_r=1e9)
        lo, hi = (mid, hi) if math.hypot(ex - x, ey - y) < d else (lo, mid)
    return hi * ux, hi * uy
