"""The moves of Top This! as frozen records (JSON shapes in docs/top_this.md)."""

from __future__ import annotations

import dataclasses

from app.core.records import Action
from app.physics import FlickOutcome


@dataclasses.dataclass(frozen=True)
class Flick(Action):
    """Add a topping from the hand: place disc `disc` with `face` up at (x, y) on the crust and flick
    it at (vx, vy) mm/s. `outcome` None: the rules simulate it; otherwise it is applied as recorded."""

    TYPE = "flick"
    disc: int
    face: str
    x: float
    y: float
    vx: float
    vy: float
    outcome: FlickOutcome | None = None


@dataclasses.dataclass(frozen=True)
class Flip(Action):
    """Flip every disc on the pizza that shows `topping`."""

    TYPE = "flip"
    topping: str


@dataclasses.dataclass(frozen=True)
class TopThis(Action):
    """Declare "Top This!" on a face-up order; the turn's only other action is one flick."""

    TYPE = "top_this"
    order: int


@dataclasses.dataclass(frozen=True)
class Remove(Action):
    """After completing an order: return this disc, on a completed slice, to the bag."""

    TYPE = "remove"
    disc: int


@dataclasses.dataclass(frozen=True)
class Pass(Action):
    """End the turn's actions: only when no other action is possible."""

    TYPE = "pass"


ACTIONS = (Flick, Flip, TopThis, Remove, Pass)
