"""id -> Game. Lists only games that work.

Each game's package defines `INFO` (app/core/options.py: title, player counts, summary, options), which
costs nothing to import, and `GAME`, which its package loads from its rules on first use (a module
`__getattr__`). `info`/`infos` read only the metadata, so the launcher paints before any game's rules,
physics or table are imported; `get` imports one game's rules, `all` every game's.
"""

from __future__ import annotations

import builtins
import importlib
from typing import TYPE_CHECKING

from app.core.options import GameInfo

if TYPE_CHECKING:  # a game's rules bring the engine with them when it is opened
    from app.core.state import Game

#: package of every registered game, in launcher order
_PACKAGES: tuple[str, ...] = (
    "app.games.flip7",
    "app.games.top_this",
    "app.games.top_oder_flop",
    "app.games.top_pop",
    "app.games.top3",
)

_infos: dict[str, tuple[GameInfo, str]] | None = None
_games: dict[str, Game] = {}


def _load_infos() -> dict[str, tuple[GameInfo, str]]:
    global _infos
    if _infos is None:
        infos: dict[str, tuple[GameInfo, str]] = {}
        for package in _PACKAGES:
            info = importlib.import_module(package).INFO
            infos[info.id] = (info, package)
        _infos = infos
    return _infos


def _unknown(game_id: object) -> KeyError:
    known = ", ".join(_load_infos())
    return KeyError(f"There is no game {game_id!r}; the games are: {known}.")


def info(game_id: str) -> GameInfo:
    """The static metadata of `game_id` (no rules imported)."""
    try:
        return _load_infos()[game_id][0]
    except (KeyError, TypeError):
        raise _unknown(game_id) from None


def infos() -> builtins.list[GameInfo]:
    """The static metadata of every game, in launcher order (no rules imported)."""
    return [entry for entry, _ in _load_infos().values()]


def get(game_id: str) -> Game:
    """The Game `game_id`; its rules are imported the first time it is asked for."""
    game = _games.get(game_id) if isinstance(game_id, str) else None
    if game is None:
        try:
            package = _load_infos()[game_id][1]
        except (KeyError, TypeError):
            raise _unknown(game_id) from None
        game = _games[game_id] = importlib.import_module(package).GAME
    return game


def all() -> builtins.list[Game]:  # noqa: A001 - the name the engine contract asks for
    return [get(game_id) for game_id in _load_infos()]


def ids() -> builtins.list[str]:
    return builtins.list(_load_infos())
