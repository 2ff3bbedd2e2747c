"""The moves of Top This! as frozen records (JSON shapes in docs/top_this.md)."""

from __future__ import annotations


from app.core.i18n import N_
from app.core.records import Action
from app.physics import FlickOutcome


class Flick(Action):
    """Add a topping from the hand: place disc `disc` with `face` up at (x, y) on the crust and flick
    it at (vx, vy) mm/s. `outcome` None: the rules simulate it; otherwise it is applied as recorded."""

    WORDS = N_("a flick")
    FIELD_WORDS = {
        "disc": N_("the topping it adds"), "face": N_("the face of its topping"),
        "x": N_("the starting spot of its topping (across)"), "y": N_("the starting spot of its topping (up and down)"),
        "vx": N_("the speed of its topping (across)"), "vy": N_("the speed of its topping (up and down)"),
        "outcome": N_("its recorded result"),
    }
    disc: int
    face: str
    x: float
    y: float
    vx: float
    vy: float
    outcome: FlickOutcome | None = None


class Flip(Action):
    """Flip every disc on the pizza that shows `topping`."""

    WORDS = N_("a flip")
    FIELD_WORDS = {"topping": N_("the topping to flip")}
    topping: str


class TopThis(Action):
    """Declare "Top This!" on a face-up order; the turn's only other action is one flick."""

    WORDS = N_("a Top This! call")
    FIELD_WORDS = {"order": N_("the order it points at")}
    order: int


class Remove(Action):
    """After completing an order: return this disc, on a completed slice, to the bag."""

    WORDS = N_("a removal of a topping")
    FIELD_WORDS = {"disc": N_("the topping to remove")}
    disc: int


class Pass(Action):
    """End the turn's actions: only when no other action is possible."""

    WORDS = N_("a pass")


ACTIONS = (Flick, Flip, TopThis, Remove, Pass)
