"""Top Pop's secrets in the standard and lite games: hands, the deck, night cards (seen only by their
placer and the seat they lie in front of, and by their winner once won), the hands returned at the
final round. Two worlds that differ only in a hidden card are played with the same moves; a seat that
may not see the difference gets the same views, events (`GAME.events_for`) and log lines in both."""

from __future__ import annotations

import random

from app.games.top_pop import log
from app.games.top_pop.events import CardPlaced, CardWon, FinalRound
from app.games.top_pop.rules import GAME
from tests.games.top_pop.test_standard_helpers import NAMES, RED, YELLOW, full_deck, position

HANDS = ["STL", "NYC",  # Ana's hand after the night card
         "NYC", "SF", "LV",  # Ben
         "LV", "SF", "CHI", "CHI",  # Cleo (third player)
         "CHI", "STL", "SF", "LV"]  # the first draws


def _worlds(night_a="SF:night", night_b="LV:night", players=3, variant="standard"):
    """Two games that differ only in Ana's night card (the other one lies at the bottom of the deck)."""
    listed = [night_a] + HANDS
    deck_a = full_deck(listed, players, variant, seed=3)
    deck_a.remove(night_b)
    deck_a.append(night_b)
    deck_b = [night_b if c == night_a else night_a if c == night_b else c for c in deck_a]
    make = lambda deck: GAME.new_state(players, 4, {"start": 0, "deck": deck})  # noqa: E731
    return make(deck_a), make(deck_b)


def _lines(events) -> list:
    return [log.describe(e, NAMES) for e in events]


def _same_for(a, b, events_a, events_b, seats) -> None:
    for seat in seats:
        assert a.view(seat) == b.view(seat), f"seat {seat}'s view tells the worlds apart"
        seen_a, seen_b = GAME.events_for(events_a, seat), GAME.events_for(events_b, seat)
        assert seen_a == seen_b, f"seat {seat}'s events tell the worlds apart"
        assert _lines(seen_a) == _lines(seen_b), f"seat {seat}'s log tells the worlds apart"


def _both(a, b, move_a: dict, move_b: dict | None = None):
    return a.apply(GAME.parse_action(move_a)), b.apply(GAME.parse_action(move_b or move_a))


def test_a_night_card_is_seen_by_its_placer_and_receiver_only_until_it_is_won():
    a, b = _worlds()
    assert a.hands[0][0] == "SF:night" and b.hands[0][0] == "LV:night"
    _same_for(a, b, a.setup_events, b.setup_events, [1, 2, None])
    assert a.view(0) != b.view(0)  # Ana sees her own hand
    ea, eb = _both(a, b, {"type": "place", "card": "CHI", "seat": 2})  # Cleo's set-up card
    _same_for(a, b, ea, eb, [1, 2, None])
    ea, eb = _both(a, b, {"type": "place", "card": "SF:night", "seat": 1}, {"type": "place", "card": "LV:night", "seat": 1})
    _same_for(a, b, ea, eb, [2, None])
    assert a.view(1)["fronts"][1][0]["card"] == "SF:night" and b.view(1)["fronts"][1][0]["card"] == "LV:night"
    assert a.view(2)["fronts"][1][0] == {"card": None, "night": True, "by": 0, "stacks": {}, "tallest": None}
    cleo = GAME.events_for(ea, 2)
    assert any(isinstance(e, CardPlaced) and e.card is None for e in cleo)
    assert "Ana placed a night card face down in front of Ben." in _lines(cleo)
    assert "SF" not in " ".join(line for line in _lines(cleo) if line)
    for move in ({"type": "take", "company": RED}, {"type": "stack", "seat": 1, "card": 0, "caps": [RED]},
                 {"type": "done"},  # Ana draws
                 {"type": "place", "card": "NYC", "seat": 1}, {"type": "take", "company": YELLOW}, {"type": "done"},
                 {"type": "place", "card": "LV", "seat": 2}, {"type": "take", "company": YELLOW}, {"type": "done"}):
        if a.step == "stack" and move["type"] == "done" and not a.is_legal(GAME.parse_action(move)):
            continue
        ea, eb = _both(a, b, move)
        _same_for(a, b, ea, eb, [2, None])
    # Ana's turn began: she won the night card
    won = [e for e in ea if isinstance(e, CardWon)]
    assert won and won[0].card == "SF:night" and won[0].known_by == (0, 1)
    assert a.view(2)["won"][0] == [None] and a.view(1)["won"][0] == ["SF:night"]
    assert a.view(2)["won_counts"][0] == 1
    assert [e.card for e in GAME.events_for(won, 2)] == [None]
    assert "Ana won a night card from in front of Ben" in _lines(GAME.events_for(won, 2))[0]


def test_hidden_variants_of_a_position_look_the_same_to_the_seat():
    a, _b = _worlds()
    a.apply(GAME.parse_action({"type": "place", "card": "CHI", "seat": 2}))
    a.apply(GAME.parse_action({"type": "place", "card": "SF:night", "seat": 1}))
    for seat in range(3):
        variants = a.hidden_variants(seat)
        assert variants
        for variant in variants:
            assert variant.view(seat) == a.view(seat)
            assert variant.to_dict() != a.to_dict()


def test_the_hands_returned_at_the_final_round_stay_secret():
    a, b = _worlds("NYC:night", "CHI:night")
    for state in (a, b):
        state.apply(GAME.parse_action({"type": "place", "card": "CHI", "seat": 2}))
        position(state, turn=1, step="stack", supply=[{}, {}, {}], fronts=[[("SF", 1, {2: [YELLOW]})], [], []])
        state.won[2] = ["STL", "STL", "NYC", "SF", "SF"]
        state.won_known[2] = [None] * 5
    ea, eb = _both(a, b, {"type": "done"})
    assert [e for e in ea if isinstance(e, FinalRound)]
    assert a.hands == b.hands == [[], [], []]
    _same_for(a, b, ea, eb, [1, 2, None])


def test_random_moves_in_two_worlds_differing_in_an_unseen_card():
    """Whatever is played, seats that may not see the night card see the same until they do."""
    for seed in range(4):
        a, b = _worlds()
        rng = random.Random(seed)
        blind = {2, None}
        while not a.is_over and blind:
            legal = [m for m in a.legal_actions() if getattr(m, "card", None) not in ("SF:night", "LV:night")]
            if not legal:
                break
            move = rng.choice(legal)
            if not b.is_legal(move):
                break
            ea, eb = a.apply(move), b.apply(move)
            if a.view(2) != b.view(2):
                break  # the end reveals everything
            _same_for(a, b, ea, eb, blind)
