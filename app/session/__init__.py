"""The Qt layer around a game: GameSession applies actions, runs bots off the UI thread, autosaves."""

from app.session.game_session import GameSession, SeatConfig

__all__ = ["GameSession", "SeatConfig"]
