"""Finding a game's parts (its bots, log, hints, lesson, table, score sheet) from its manifest
(`GameInfo.parts`, app/core/manifest.py). Pure Python: used by the session (app/session/game_modules.py
re-exports these), the table and app/games/hints.py, so that nothing imports a game by name."""

from __future__ import annotations

import importlib
import types
from typing import Any

from app.core.manifest import PART_NAMES, Parts


def game_package(game: Any) -> str:
    """The package holding the game's rules/bots/log: `game.package` if the game says so (test games
    do), else `app.games.<id>`."""
    package = getattr(game, "package", None)
    return package if isinstance(package, str) and package else f"app.games.{game.id}"


def parts(game: Any) -> Parts:
    """The game's manifest (a game built without one has the default parts)."""
    declared = getattr(getattr(game, "info", None), "parts", None)
    return declared if isinstance(declared, Parts) else Parts()


def part_name(game: Any, part: str) -> str | None:
    """The dotted module name of the game's `part` ("log", "sheet"...), None when it has none."""
    return parts(game).module_name(game_package(game), part)


def load_module(spec: Any, game: Any, name: str) -> types.ModuleType | Any | None:
    """The game's part `name` (one of app/core/manifest.py PART_NAMES). `spec` may be a module (or any
    object with the right functions), a dotted module name, or None for the part the game's manifest
    names. Returns None when the game has no such part or its module does not exist."""
    if spec is not None and not isinstance(spec, str):
        return spec
    if spec is None and name not in PART_NAMES:
        raise KeyError(f"a game has no part {name!r}; the parts are {', '.join(PART_NAMES)}")
    dotted = spec or part_name(game, name)
    if dotted is None:
        return None
    try:
        return importlib.import_module(dotted)
    except ModuleNotFoundError as exc:
        if spec is None and exc.name is not None and dotted.startswith(exc.name):
            return None  # the game simply has no such module
        raise
