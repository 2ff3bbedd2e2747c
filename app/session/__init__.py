"""The Qt layer around a game: GameSession applies actions, runs bots off the UI thread, autosaves."""
