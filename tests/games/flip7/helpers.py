"""A compact notation for Flip 7 rule tests: a stacked deck as a string, moves as "h"/"s"/seat."""

from __future__ import annotations

from app.games.flip7 import GAME
from app.games.flip7.events import Hit, Stay, Target

NAMES = ["Ana", "Ben", "Cleo", "Dee", "Eli"]


def new(deck: str = "", players: int = 3, dealer: int | None = None, seed: int = 0):
    """A game whose deck starts with `deck` (codes separated by spaces, top first).

    The dealer defaults to the last seat, so the deal goes to seats 0, 1, 2, ... and seat 0 starts.
    """
    dealer = players - 1 if dealer is None else dealer
    state = GAME.new_state(players, seed, {"deck": deck.split(), "dealer": dealer})
    state.check_invariants()
    return state


def action(move):
    if move == "h":
        return Hit()
    if move == "s":
        return Stay()
    return Target(move)


def play(state, *moves) -> list:
    """Apply the moves ("h" hit, "s" stay, an int: target that seat); return all events."""
    events = []
    for move in moves:
        if isinstance(move, str) and len(move) > 1:
            events += play(state, *move)
            continue
        events += state.apply(action(move))
        state.check_invariants()
    return events


def of(events, cls) -> list:
    return [e for e in events if isinstance(e, cls)]


def line(state, seat: int):
    return state.players[seat]
