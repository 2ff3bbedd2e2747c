"""Finding a game's modules (bots.py, log.py, hints.py, tutorial.py) by package name. Pure Python:
used by the session (app/session/game_modules.py re-exports these) and by app/games/hints.py, so that
nothing imports a game by name."""

from __future__ import annotations

import importlib
import types
from typing import Any


def game_package(game: Any) -> str:
    """The package holding the game's rules/bots/log: `game.package` if the game says so (test games
    do), else `app.games.<id>`."""
    package = getattr(game, "package", None)
    return package if isinstance(package, str) and package else f"app.games.{game.id}"


def load_module(spec: Any, game: Any, name: str) -> types.ModuleType | Any | None:
    """`spec` may be a module (or any object with the right functions), a dotted module name, or None
    for `<package>.<name>`. Returns None when the default module does not exist."""
    if spec is not None and not isinstance(spec, str):
        return spec
    dotted = spec or f"{game_package(game)}.{name}"
    try:
        return importlib.import_module(dotted)
    except ModuleNotFoundError as exc:
        if spec is None and exc.name is not None and dotted.startswith(exc.name):
            return None  # the game simply has no such module
        raise
