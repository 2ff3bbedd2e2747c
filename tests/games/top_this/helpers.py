"""Compact set-ups for Top This! rule tests: discs by face, positions by slice, stacked options."""

from __future__ import annotations

import math

from app.games.top_this import GAME
from app.games.top_this.actions import Flick
from app.games.top_this.components import DISCS, ORDERS
from app.physics import VMAX, DiscAt, FlickOutcome


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
    moved_all = list(moved) + ([(disc, land[0], land[1])] if land is not None else [])
    fell_all = tuple(sorted(set(fell) | ({disc} if land is None else set())))
    out = FlickOutcome(
        moved=tuple(DiscAt(d, float(a), float(b)) for d, a, b in sorted(moved_all)),
        fell=fell_all,
        touched=tuple(sorted(touched)),
        frames=30,
    )
    return Flick(disc, face, float(x), float(y), vx, vy, out)
