"""Helpers for the Top Pop standard and lite rule tests (no tests here): games with a stacked deck,
refusals checked for their sentence, and positions set up field by field where a played game would
be impractical.

Colours: company `i` is seat `i`'s colour: 0 red, 1 blue, 2 yellow, 3 green, 4 purple.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from app.core import IllegalAction, text
from app.games.top_pop import cards
from app.games.top_pop.rules import GAME
from app.games.top_pop.standard import Front
from tests.core.words import assert_player_sentence

RED, BLUE, YELLOW, GREEN, PURPLE = range(5)
NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eva"]
GENERIC = "That move is not allowed now."


def full_deck(listed: list[str], players: int, variant: str = "standard", seed: int = 5) -> list[str]:
    """`listed` followed by the rest of the game's cards in an order fixed by `seed`."""
    rest = list((cards.contents(players, variant) - Counter(listed)).elements())
    rest.sort(key=cards.deck(players, variant).index)
    random.Random(seed).shuffle(rest)
    return list(listed) + rest


def game(players: int = 2, deck: list[str] | None = None, start: int = 0, variant: str = "standard",
         powers: bool = False, seed: int = 1, full: bool = True):
    options: dict = {"start": start, "variant": variant, "city_powers": powers}
    if deck is not None:
        options["deck"] = full_deck(deck, players, variant, seed) if full else list(deck)
    return GAME.new_state(players, seed, options)


def act(state, move: dict) -> list:
    """Apply a move written as the action's dict (as the UI sends it); returns the events."""
    return state.apply(GAME.parse_action(move))


def refused(state, move, sentence: str | None = None) -> str:
    """The move is refused with a player's sentence (`sentence`, when given, exactly, with default
    names) and the state is unchanged."""
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(move)
    said = text.plain(str(info.value))
    assert_player_sentence(said)
    assert said != GENERIC, f"a generic refusal for {move}"
    if sentence is not None:
        assert said == sentence
    assert state.to_json() == before
    return said


def position(state, *, turn: int | None = None, step: str = "stack", fronts=None, supply=None,
             middle=None, hands=None, phase: str = "play", takes_left: int = 1):
    """Set the position by hand. `fronts`: per seat a list of (card, by, {owner: caps}); `supply`:
    per seat {colour: n}; `middle`: {colour: n}. The caps need not add up (check_invariants is not
    asked of such positions)."""
    if fronts is not None:
        state.fronts = [[Front(c, by, {o: list(s) for o, s in stacks.items()}) for c, by, stacks in row]
                        for row in fronts]
    if supply is not None:
        state.supply = [dict(s) for s in supply]
    if middle is not None:
        state.middle = dict(middle)
    if hands is not None:
        state.hands = [list(h) for h in hands]
    if turn is not None:
        state.turn = turn
    state.step, state.phase, state.takes_left = step, phase, takes_left
    state.active, state.idle = True, 0  # not a stalled game
    state._legal_cache = None
    return state


def kinds(events) -> list[str]:
    return [e.TYPE for e in events]


def of(events, cls) -> list:
    return [e for e in events if isinstance(e, cls)]


def play_out(state, rng: random.Random, check: bool = True, limit: int = 5000) -> int:
    """Random legal moves (kind first) to the end; returns how many."""
    steps = 0
    while not state.is_over:
        if check:
            state.check_invariants()
        legal = state.legal_actions()
        kind = rng.choice(sorted({a.TYPE for a in legal}))
        state.apply(rng.choice([a for a in legal if a.TYPE == kind]))
        steps += 1
        assert steps < limit
    if check:
        state.check_invariants()
    return steps
