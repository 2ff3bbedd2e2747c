"""The session around a game: GameSession (Qt) applies actions, runs bots off the UI thread, autosaves.

Its pure modules (journal, announcement, game_modules, ...) import without Qt: `GameSession` is loaded on
first use (PEP 562), so a headless host can use them on a server without PySide6."""

from typing import Any

from app.persistence.seats import SeatConfig

__all__ = ["GameSession", "SeatConfig"]


def __getattr__(name: str) -> Any:
    if name == "GameSession":
        from app.session.game_session import GameSession

        return GameSession
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
