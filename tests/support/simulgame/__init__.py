"""A tiny test game of simultaneous secret choices (see rules.py); bots.py and log.py beside it."""

from tests.support.simulgame.rules import GAME

__all__ = ["GAME"]
