"""A hint never tells a seat what it could not work out from what it has seen (docs/rulings.md, "Every
game: what a hint may tell"): for each of the five games, positions a few moves in, two worlds that
differ only in something the hinted seat cannot see (another seat's hand or choice, a face-down card,
the deck's order, the orders and tips still face down, in Top 3 the values printed on the table's
cards) get the same hint, sentence and move."""

from __future__ import annotations

import copy
import random

import pytest

from app.bots.modules import load_module
from app.core.checks import reversed_pile
from app.games import hints, registry
from app.games.top3 import cards as top3_cards

#: game -> (players, seed of the game, options, moves played before the hint)
POSITIONS = {
    "flip7": [(3, 4, {}, 3), (4, 9, {}, 8)],
    "top_this": [(3, 2, {}, 2), (2, 5, {}, 5)],
    "top_oder_flop": [(3, 1, {}, 4), (4, 6, {}, 9)],
    "top_pop": [(3, 3, {"variant": "standard"}, 6), (2, 8, {"variant": "two_player"}, 5)],
    "top3": [(3, 2, {"theme": "films"}, 1), (4, 7, {"theme": "metropolen"}, 6)],
}
#: the piles of a game that nobody sees, beyond its own `hidden_variants`
FACE_DOWN = {"flip7": ("deck",), "top_this": ("order_deck", "tips")}
SEED = 11


def position(game_id: str, players: int, seed: int, options: dict, moves: int):
    """The game `moves` moves in (each seat played by an Easy bot)."""
    game = registry.get(game_id)
    state = game.new_state(players, seed, dict(options))
    bots = load_module(None, game, "bots")
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        seat = state.current_player
        state.apply(bots.make_bot("easy", seat, rng.randrange(1 << 30)).choose(state.view(seat), state.legal_actions()))
    assert not state.is_over and state.current_player is not None
    return game, state


def worlds(game_id: str, state, seat: int) -> list:
    """Positions that differ from `state` only in what `seat` cannot see."""
    out = list(state.hidden_variants(seat))
    for pile in FACE_DOWN.get(game_id, ()):
        out += reversed_pile(state, pile)
    return out


def the_hint(game, state, seat: int, begun=None):
    more = {} if begun is None else {"begun": begun}  # what the player has picked on the table
    found = hints.hint(game, state.view(seat), state.legal_actions(), seat, seed=SEED, **more)
    return found.action, found.sentence


@pytest.mark.parametrize("game_id, players, seed, options, moves",
                         [(g, *p) for g, ps in POSITIONS.items() for p in ps])
def test_what_the_seat_cannot_see_does_not_change_its_hint(game_id, players, seed, options, moves):
    game, state = position(game_id, players, seed, options, moves)
    seat = state.current_player
    variants = worlds(game_id, state, seat)
    assert variants, "no second world to compare"
    expected = the_hint(game, state, seat)
    for variant in variants:
        assert variant.view(seat) == state.view(seat)  # the seat cannot tell the worlds apart
        assert variant.to_dict() != state.to_dict()  # and yet they differ
        assert the_hint(game, variant, seat) == expected, variant.to_dict()


@pytest.mark.parametrize("players, seed, options, moves", POSITIONS["top3"])
def test_top3_the_values_printed_on_the_table_cards_do_not_change_the_hint(monkeypatch, players, seed, options,
                                                                          moves):
    """In Top 3 what nobody sees until the reveal is the values: another world prints them in another
    order on the same cards (the hinted seat sees the same view)."""
    game, state = position("top3", players, seed, options, moves)
    seat = state.current_player
    view = copy.deepcopy(state.view(seat))
    table = [top3_cards.card(state.theme, c) for c in state.table]
    values = [c.values[state.category] for c in table]
    assert len(set(values)) > 1
    picked = [a for a in state.legal_actions() if a.order == "132"]
    for begun in (None, picked):  # nothing picked yet, and the order card 1-3-2 picked on the table
        expected = None
        for shift in (0, 1, 2):
            for card, value in zip(table, values[shift:] + values[:shift]):
                monkeypatch.setitem(card.values, state.category, value)
            assert state.view(seat) == view
            got = the_hint(game, state, seat, begun)
            assert got == (expected or got)
            expected = got
