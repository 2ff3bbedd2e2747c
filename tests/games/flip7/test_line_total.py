"""Each line's points are kept by the rules as cards arrive (`Line.total`): after every move of
random games, on both paths, they must equal a full recount from the cards lying there."""

from __future__ import annotations

import copy
import random

import pytest

from app.games.flip7 import GAME
from app.games.flip7.lines import Line
from app.games.flip7.scoring import line_points


def _recount(line: Line) -> int:
    return line_points(line.numbers, line.modifiers, line.status == "busted")


def _check(state) -> None:
    for seat, line in enumerate(state.players):
        assert line.points() == _recount(line), (seat, line, line.total)


@pytest.mark.parametrize("trusted", [False, True])
def test_line_totals_match_a_recount_after_every_move(trusted):
    rng = random.Random(14 + trusted)
    seen_modifier = seen_bust = seen_flip3 = False
    for game in range(60):
        players = rng.choice([3, 4, 5, 8, 19])
        state = GAME.new_state(players, 500 + game)
        _check(state)
        apply = state.apply_trusted if trusted else state.apply
        while not state.over:
            legal = state.legal_actions()
            events = apply(legal[rng.randrange(len(legal))])
            _check(state)
            kinds = {type(e).__name__ for e in events}
            seen_bust |= "Busted" in kinds
            seen_flip3 |= "Flip3Started" in kinds
            seen_modifier |= any(line.modifiers for line in state.players)
            if rng.randrange(40) == 0:  # a clone keeps the totals too
                _check(copy.deepcopy(state))
    assert seen_modifier and seen_bust and seen_flip3


def test_a_line_made_with_cards_counts_them():
    line = Line([3, 12, 5], ["x2", "+4"])
    assert line.points() == (3 + 12 + 5) * 2 + 4
    assert Line([1, 2, 3, 4, 5, 6, 7]).points() == 28 + 15
    assert Line([4, 4], status="busted").points() == 0
    assert Line().points() == 0
