"""The moves of Flip 7 as frozen records (JSON shapes in docs/interfaces.md)."""

from __future__ import annotations


from app.core import Action
from app.core.i18n import N_


class Hit(Action):
    """Take one more card."""

    WORDS = N_("a hit")


class Stay(Action):
    """Stop for this round and bank the line."""

    WORDS = N_("a stay")


class Target(Action):
    """Who receives the Freeze, the Flip Three or the extra Second Chance being resolved."""

    WORDS = N_("a choice of player")
    FIELD_WORDS = {"player": N_("the player chosen")}
    player: int


ACTIONS = (Hit, Stay, Target)
