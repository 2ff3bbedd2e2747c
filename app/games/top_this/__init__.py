"""Top This!: flick toppings onto a pizza to complete orders."""

from app.games.top_this.rules import GAME

__all__ = ["GAME"]
