"""A tiny test game with secrets (see rules.py). `package` tells the session where bots.py/log.py are."""

from tests.support.secretgame.rules import GAME, OPEN_GAME

__all__ = ["GAME", "OPEN_GAME"]
