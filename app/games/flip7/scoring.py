"""Scoring one player's line: numbers summed, only that sum doubled by x2 (again by a second x2, with
two decks), then the + cards, then 15 for a Flip 7. A bust scores nothing."""

from __future__ import annotations

import dataclasses
from typing import Sequence

FLIP7_COUNT = 7
FLIP7_BONUS = 15
WINNING_SCORE = 200


@dataclasses.dataclass(frozen=True)
class LineScore:
    numbers: int  # sum of the number cards
    doubled: bool  # at least one x2 was in the line (doubling `numbers` only)
    bonus: int  # the sum of the +2..+10 cards
    flip7: bool
    busted: bool
    points: int
    factor: int = 1  # what `numbers` is multiplied by: 2 for each x2 (1, 2, or 4 with two decks)


def is_flip7(numbers: Sequence[int]) -> bool:
    return len(numbers) >= FLIP7_COUNT and len(set(numbers)) >= FLIP7_COUNT


def number_factor(modifiers: Sequence[str]) -> int:
    """Ruling: each x2 doubles the number sum again, so two x2 (two decks) multiply it by 4."""
    return 2 ** list(modifiers).count("x2")


def line_points(numbers: Sequence[int], modifiers: Sequence[str], busted: bool = False) -> int:
    """`score_line(...).points` without building the breakdown (the engine asks for it often)."""
    if busted:
        return 0
    total = sum(numbers)
    for m in modifiers:
        if m == "x2":
            total *= 2
    for m in modifiers:
        if m[0] == "+":
            total += int(m[1:])
    return total + FLIP7_BONUS if is_flip7(numbers) else total


def score_parts(numbers: Sequence[int], modifiers: Sequence[str], busted: bool = False) -> tuple:
    """`score_line`'s fields as a plain tuple, in LineScore's order (the engine scores every line of
    every round with it): (numbers, doubled, bonus, flip7, busted, points, factor)."""
    total = sum(numbers)
    factor, bonus = 1, 0
    for m in modifiers:
        if m == "x2":
            factor *= 2
        elif m[0] == "+":
            bonus += int(m[1:])
    if busted:
        return total, factor > 1, bonus, False, True, 0, factor
    flip7 = is_flip7(numbers)
    return total, factor > 1, bonus, flip7, False, total * factor + bonus + (FLIP7_BONUS if flip7 else 0), factor


def score_line(numbers: Sequence[int], modifiers: Sequence[str], busted: bool = False) -> LineScore:
    return LineScore(*score_parts(numbers, modifiers, busted))


def winner(totals: Sequence[int]) -> int | None:
    """The seat that has won after a complete round: the single highest total from 200 on."""
    best = max(totals)
    if best < WINNING_SCORE or list(totals).count(best) != 1:
        return None
    return list(totals).index(best)


def ranking(totals: Sequence[int]) -> list[int]:
    """The seats from first to last place at the end of the game: by total, highest first. The game
    ends only with a single highest total (a tie at the top plays another round), so the first place
    is the winner's; the rules name no other places, so players level below it keep seat order."""
    return sorted(range(len(totals)), key=lambda seat: -totals[seat])
