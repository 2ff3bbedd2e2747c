"""Helpers for the two-player Top Pop tests (no tests here): a game from a stacked deck, a game whose
deck is written from the piles each company should end with, refusals checked for their sentence.

The "deck" option of the two-player game: 5 cards to the first player, 6 to the second, the face-up
card for company 0 and the one for company 1, then the draws in order (the first player draws after
each of their plays, then the second after each of theirs, turn about)."""

from __future__ import annotations

import random
from collections import Counter

from app.core import IllegalAction, text
from app.games.top_pop import cards, duo
from app.games.top_pop.actions import Discard, Play, Seventh
from app.games.top_pop.rules import GAME

NAMES = ["Meredith", "Reggie"]
GENERIC = "That move is not allowed now."
TWO = {"variant": "two_player"}
CONTENTS = cards.contents(2, cards.TWO_PLAYER)


def new(seed: int = 0, **options):
    return GAME.new_state(2, seed, {**TWO, **options})


def full(listed: list[str], seed: int = 0) -> list[str]:
    """`listed` followed by the rest of the 33 cards in an order fixed by `seed`: a deck option that
    leaves nothing to the game's shuffle."""
    rest = list((CONTENTS - Counter(listed)).elements())
    rest.sort()
    random.Random(seed).shuffle(rest)
    return list(listed) + rest


def refused(state, action, seat=None) -> str:
    """The sentence (seats as default names) with which `action` is refused; the state is unchanged."""
    before = state.to_dict()
    try:
        state.apply(action, seat=seat)
    except IllegalAction as exc:
        assert state.to_dict() == before, "a refused move changed the state"
        assert state.explain(action, seat) == exc.sentence
        return text.plain(exc.sentence)
    raise AssertionError(f"{action} was not refused")


def setup_moves(state) -> list:
    """The legal set-up moves taken in order (first card, first company), until play begins."""
    moves = []
    while state.phase == duo.SETUP:
        move = state.legal_actions()[0]
        state.apply(move)
        moves.append(move)
    return moves


def script(piles, out, start=0, first=None, second=None, second_sevenths=(2, 3)):
    """A game set up so that each company `k` ends with the cards of `piles[k]` and the players'
    plays are left to make (returned in order).

    `piles[k]`: for companies 0 and 1 the face-up starting card, the six cards played and the
    seventh; for companies 2 and 3 the six cards played and the seventh. `out`: the second player's
    discard, then the card left in the first player's hand at the end, then the second player's.
    `first` and `second`: the companies each player plays to, turn by turn (12 each; by default the
    first player plays to companies 0 and 2, the second to 1 and 3). The second player lays the
    sevenths of `second_sevenths` (and discards), the first player the other two."""
    f, s = start, 1 - start
    first = list(first or [0, 2] * 6)
    second = list(second or [1, 3] * 6)
    assert len(first) == len(second) == 12
    to_play = {k: list(piles[k][1:7] if k in cards.DUO_FACE_UP else piles[k][:6]) for k in range(4)}
    sevenths = {k: piles[k][-1] for k in range(4)}
    seq: dict[int, list[str]] = {f: [], s: []}
    plays = []
    for k_f, k_s in zip(first, second):
        for seat, k in ((f, k_f), (s, k_s)):
            card = to_play[k].pop(0)
            seq[seat].append(card)
            plays.append(Play(card, k))
    assert not any(to_play.values()), "each company takes exactly six cards from the players"
    seq[f].append(out[1])
    seq[s].append(out[2])
    theirs = [k for k in range(4) if k not in second_sevenths]
    hand_f = [sevenths[k] for k in theirs] + seq[f][:3]
    hand_s = [sevenths[k] for k in second_sevenths] + [out[0]] + seq[s][:3]
    draws = [seq[f if j % 2 == 0 else s][3 + j // 2] for j in range(20)]
    deck = hand_f + hand_s + [piles[0][0], piles[1][0]] + draws
    assert Counter(deck) == CONTENTS, "the piles and `out` must hold the 33 cards exactly"
    state = GAME.new_state(2, 0, {**TWO, "deck": deck, "start": start})
    for k in second_sevenths:
        state.apply(Seventh(sevenths[k], k))
    state.apply(Discard(out[0]))
    for k in theirs:
        state.apply(Seventh(sevenths[k], k))
    return state, plays


def play_all(state, plays) -> list:
    events = []
    for move in plays:
        events += state.apply(move)
        state.check_invariants()
    return events
