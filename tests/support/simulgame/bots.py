"""Bots for Secret Numbers (Secret Highcard's levels and seeds). They read only the view and the legal actions."""

from __future__ import annotations

from tests.support.secretgame import bots as highcard_bots

LEVELS = highcard_bots.LEVELS


class Bot(highcard_bots.Bot):
    def choose(self, view: dict, legal: list):
        if self.level == "easy":
            return self.rng.choice(legal)
        # the others tend to go high: the hard bot mostly keeps off the top number
        low = [a for a in legal if a.number < 5] if self.level == "hard" else legal
        return self.rng.choice(low or legal)


def make_bot(level: str, seat: int, seed: int) -> Bot:
    highcard_bots.make_bot(level, seat, seed)  # refuses an unknown level
    return Bot(level, seat, seed)
