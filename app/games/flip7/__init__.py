"""Flip 7 (The Op Games): push your luck, flip numbers, never one twice."""

from app.games.flip7.rules import GAME

__all__ = ["GAME"]
