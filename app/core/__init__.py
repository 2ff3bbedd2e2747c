"""The engine contract every game implements. Pure Python: no Qt, no clock, no file system.

The names below are loaded when first used (PEP 562): the launcher reads a game's static metadata
(app.core.options) and the language (app.core.i18n) before its first paint without loading the
engine's records and states."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

_WHERE = {
    "IllegalAction": "errors", "SaveFormatError": "errors",
    "Action": "records", "Event": "records", "Record": "records",
    "Rng": "rng", "SimultaneousState": "simultaneous",
    "DYNAMICS": "state", "SIMULTANEOUS": "state", "TURN_BASED": "state", "Game": "state", "State": "state",
}

__all__ = ["Action", "DYNAMICS", "Event", "Game", "IllegalAction", "Record", "Rng", "SaveFormatError", "SIMULTANEOUS",
           "SimultaneousState", "State", "TURN_BASED"]

if TYPE_CHECKING:  # for readers and type checkers: the same names, imported at once
    from app.core.errors import IllegalAction, SaveFormatError
    from app.core.records import Action, Event, Record
    from app.core.rng import Rng
    from app.core.simultaneous import SimultaneousState
    from app.core.state import DYNAMICS, SIMULTANEOUS, TURN_BASED, Game, State


def __getattr__(name: str):
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'app.core' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"app.core.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
