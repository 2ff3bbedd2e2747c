"""The engine contract every game implements. Pure Python: no Qt, no clock, no file system."""

from app.core.errors import IllegalAction, SaveFormatError
from app.core.records import Action, Event, Record
from app.core.rng import Rng
from app.core.state import DYNAMICS, SIMULTANEOUS, TURN_BASED, Game, State

__all__ = ["Action", "DYNAMICS", "Event", "Game", "IllegalAction", "Record", "Rng", "SaveFormatError", "SIMULTANEOUS",
           "State", "TURN_BASED"]
