"""Physics for Top This!: pymunk world, fixed-step stepping, flick outcomes. No Qt."""

from app.physics.outcome import DiscAt, FlickOutcome
from app.physics.world import (
    BOARD_R,
    DISC_R,
    ELASTICITY,
    FRAME_DT,
    GRAVITY,
    MAX_FRAMES,
    MAX_SECONDS,
    MOVE_EPS,
    MU,
    REST_OVERLAP,
    SUBSTEP_DT,
    SUBSTEPS,
    V_REST,
    VMAX,
    PizzaTable,
    simulate_flick,
)

__all__ = [
    "BOARD_R", "DISC_R", "ELASTICITY", "FRAME_DT", "GRAVITY", "MAX_FRAMES", "MAX_SECONDS", "MOVE_EPS", "MU",
    "REST_OVERLAP", "SUBSTEP_DT", "SUBSTEPS", "V_REST", "VMAX", "DiscAt", "FlickOutcome", "PizzaTable", "simulate_flick",
]
