"""Helpers for the Top oder Flop rule tests (no tests here): moves in a short notation, a game whose
deck is stacked from the script of its moves, refusals checked for their sentence, and positions
set up field by field where a played game would be impractical.

Moves: "P 3:AA/TT AA" (a card into the mover's personal display), "D 3:AA/TT AA top" (onto the film
display; "D 4:AA/TT AA top 1:AA/RR RR" replaces the 1 and takes it for Rauchende Revolver),
"C +3:move RR top 3:AA/RR AA top" (a change card: the card moved, from where to where, then the
replacement if any), "M x2 CC flop" (a marker).
"""

from __future__ import annotations

from collections import Counter

import pytest

from app.core import IllegalAction, text
from app.games.top_oder_flop import cards
from app.games.top_oder_flop.actions import Change, Display, Marker, Personal
from app.games.top_oder_flop.rules import GAME

GENERIC = "That move is not allowed now."
NAMES = ["Bettina", "Stephan", "Manuel", "Dora", "Emil"]
BETTINA, STEPHAN, MANUEL = 0, 1, 2


def act(move):
    """The action a move in the short notation stands for (an action is returned as it is)."""
    if not isinstance(move, str):
        return move
    kind, *rest = move.split()
    if kind == "P":
        card, film = rest
        return Personal(card, film)
    if kind == "D":
        card, film, side, *rt = rest
        return Display(card, film, side, *(rt or (None, None)))
    if kind == "C":
        card, film, side, moved, to_film, to_side, *rt = rest
        return Change(card, film, side, moved, to_film, to_side, *(rt or (None, None)))
    if kind == "M":
        face, film, side = rest
        return Marker(face, film, side)
    raise ValueError(move)


def _card(action) -> str | None:
    """The card an action takes from the mover's hand."""
    return None if isinstance(action, Marker) else action.card


def _draws(action) -> bool:
    return not isinstance(action, Personal)


def auto_opening(players: int, start: int, used: Counter) -> list:
    """Two opening rounds from cards the script does not use: for each seat a low pair card for its
    first film, then one for another film."""
    free = Counter(cards.CONTENTS) - used
    pool = [c for c in cards.CODES if cards.is_influence(c) and len(cards.films_of(c)) == 2]
    firsts: dict[int, str] = {}
    moves: list = [None] * (2 * players)
    for rnd in range(2):
        for i in range(players):
            seat = (start + i) % players
            for code in pool:
                films = [f for f in cards.films_of(code) if f != firsts.get(seat)]
                if free[code] and films:
                    free[code] -= 1
                    firsts.setdefault(seat, films[0])
                    moves[rnd * players + i] = Personal(code, films[0])
                    break
    return moves


def stacked_deck(players: int, start: int, moves: list, keep: dict | None = None) -> list[str]:
    """The "deck" option for a game in which `moves` (the two opening rounds first) are played seat
    after seat from `start`, nobody passed over: each seat is dealt the cards it plays in the order it
    plays them (then the cards of `keep[seat]`, then unused cards), and each of its draws brings it
    the next of them."""
    keep = keep or {}
    seats = [(start + i) % players for i in range(len(moves))]
    plays = {s: [] for s in range(players)}
    for seat, action in zip(seats, moves):
        if _card(action) is not None:
            plays[seat].append(_card(action))
    for seat, extra in keep.items():
        plays[seat] += list(extra)
    used = Counter(c for seq in plays.values() for c in seq)
    assert not used - cards.CONTENTS, f"the script uses more cards than the game has: {used - cards.CONTENTS}"
    spare = list((cards.CONTENTS - used).elements())
    spare.sort(key=cards.DECK.index, reverse=True)  # change cards first: they hardly get in the way

    def next_card(seat: int, taken: list) -> str:
        return plays[seat][len(taken)] if len(taken) < len(plays[seat]) else spare.pop(0)

    hands = {s: [] for s in range(players)}
    for seat in hands:
        for _i in range(cards.HAND_SIZE):
            hands[seat].append(next_card(seat, hands[seat]))
    played = Counter()
    draws = []
    for i, (seat, action) in enumerate(zip(seats, moves)):
        if _card(action) is not None:
            assert played[seat] < len(hands[seat]), f"move {i}: seat {seat} would not have drawn {_card(action)} yet"
            played[seat] += 1
        if _draws(action):
            card = next_card(seat, hands[seat])
            hands[seat].append(card)
            draws.append(card)
    deck = [c for i in range(players) for c in hands[(start + i) % players][:cards.HAND_SIZE]]
    return deck + draws


def game(moves=(), later=(), players: int = 3, start: int = 0, opening=None, keep=None, seed: int = 0):
    """A game of `players` in which `opening` (two rounds; chosen from unused cards when None) and
    then `moves` have been played; the deck is stacked so that `later` moves can be played next."""
    script = [act(m) for m in list(moves) + list(later)]
    if opening is None:
        used = Counter(_card(a) for a in script if _card(a) is not None)
        for extra in (keep or {}).values():
            used.update(extra)
        opening = auto_opening(players, start, used)
    opening = [act(m) for m in opening]
    deck = stacked_deck(players, start, opening + script, keep)
    state = GAME.new_state(players, seed, {"deck": deck, "start": start})
    play(state, *opening, *moves)
    return state


def play(state, *moves) -> list:
    """Apply the moves (short notation or actions), each by the seat whose turn it is; all events."""
    events = []
    for move in moves:
        events += state.apply(act(move), seat=state.current_player)
        state.check_invariants()
    return events


def refused(state, move) -> str:
    """Check that `move` is refused with a sentence of its own (not the generic one), raising
    IllegalAction and changing nothing; return the sentence with the seats' default names."""
    action = act(move)
    before = state.to_json()
    sentence = state.explain(action)
    assert sentence is not None, f"{action} is legal"
    assert sentence != GENERIC, f"{action} is refused with the generic sentence"
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert state.to_json() == before, "a refused move changed the state"
    return text.plain(sentence)


def of(events, cls) -> list:
    return [e for e in events if isinstance(e, cls)]


# ---- positions set field by field ------------------------------------------------------------------
def take(state, code: str) -> str:
    """Take one copy of `code` out of the deck (or, failing that, the discard pile or a hand), to
    place it elsewhere."""
    for pile in [state.deck, state.discard, *state.hands]:
        if code in pile:
            pile.remove(code)
            return code
    raise LookupError(f"{code} is neither in the deck, the discard pile nor a hand")


def lay(state, film: str, top=(), flop=(), top_markers=(), flop_markers=(), finished: bool = False) -> None:
    """Put cards (out of the deck) and markers on a film, as if played. Markers come off the seats in
    turn, keeping the count of markers right; the legal-move cache is cleared."""
    f = state.films[film]
    f.top += [take(state, c) for c in top]
    f.flop += [take(state, c) for c in flop]
    for face, row in [(m, f.top_markers) for m in top_markers] + [(m, f.flop_markers) for m in flop_markers]:
        seat = max(range(state.num_players), key=lambda s: state.markers[s])
        assert state.markers[seat] > 0, "no markers left to lay"
        state.markers[seat] -= 1
        row.append(face)
    f.finished = finished
    state._legal_cache = None


def give(state, seat: int, hand) -> None:
    """Replace `seat`'s hand by `hand` (cards out of the deck; the old hand goes back under the deck)."""
    state.deck += state.hands[seat]
    state.hands[seat] = []
    state.hands[seat] = [take(state, c) for c in hand]
    state._legal_cache = None
