"""Bots for Secret Highcard. They read only the view and the legal actions."""

from __future__ import annotations

from app.core import Rng
from tests.support.secretgame.rules import Pass, Peek, Swap

LEVELS = ("easy", "normal", "hard")


class Bot:
    def __init__(self, level: str, seat: int, seed: int) -> None:
        self.level, self.seat, self.rng = level, seat, Rng(seed)

    def choose(self, view: dict, legal: list):
        if self.level == "easy":
            return self.rng.choice(legal)
        mine = view["hands"][self.seat]
        threshold = 7 if self.level == "normal" else 9
        if Peek() in legal and mine is not None and mine < threshold:
            return Peek()
        peeked = view.get("peeked")
        if peeked is not None and mine is not None and peeked > mine:
            return Swap()
        return Pass()


def make_bot(level: str, seat: int, seed: int) -> Bot:
    if level not in LEVELS:
        raise ValueError(f"No bot level {level!r}.")
    return Bot(level, seat, seed)
