"""id -> Game. Lists only games that work; each game's package exposes `GAME`."""

from __future__ import annotations

import builtins
import importlib

from app.core.state import Game

#: package of every registered game, in launcher order
_PACKAGES: tuple[str, ...] = (
    "app.games.flip7",
    "app.games.top_this",
)

_games: dict[str, Game] | None = None


def _load() -> dict[str, Game]:
    global _games
    if _games is None:
        games: dict[str, Game] = {}
        for package in _PACKAGES:
            game = importlib.import_module(package).GAME
            games[game.id] = game
        _games = games
    return _games


def get(game_id: str) -> Game:
    try:
        return _load()[game_id]
    except KeyError:
        known = ", ".join(_load())
        raise KeyError(f"There is no game {game_id!r}; the games are: {known}.") from None


def all() -> builtins.list[Game]:  # noqa: A001 - the name the engine contract asks for
    return builtins.list(_load().values())


def ids() -> builtins.list[str]:
    return builtins.list(_load())
