"""Top Pop's secrets in the standard and lite games: hands, the deck, night cards (seen only by their
placer and the seat they lie in front of, and by their winner once won), the hands returned at the
final round. Two worlds that differ only in a hidden card are played with the same moves; a seat that
may not see the difference gets the same views, events (`GAME.events_for`) and log lines in both."""

from __future__ import annotations

import random

from app.games.top_pop import log
from app.games.top_pop.events import CardDrawn, CardPlaced, CardWon, FinalRound
from app.games.top_pop.rules import GAME
from tests.games.top_pop.test_standard_helpers import BLUE, NAMES, RED, YELLOW, act, full_deck, game, play_out, position

BEN = 1
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


def test_the_card_drawn_just_before_the_final_round_stays_in_the_drawers_view():
    """Ana draws at the end of her turn, and Ben's turn begins with his 6th card won: the final round
    takes every hand, the card Ana has just drawn with it. Her event names that card (she drew it), so
    her view keeps the hand she returned (`hand_returned`, docs/rulings.md, Top Pop 14); Ben's keeps his
    own, Cleo's neither. Two worlds that differ in Ana's draw, swapped with a card in Ben's hand: Ana
    and Ben can tell them apart in their views as in their events; Cleo, who saw neither card, cannot."""
    hands = [["STL", "NYC", "SF"], ["LV", "LV", "LV"], ["CHI", "CHI", "CHI", "CHI"]]  # Ana, Ben, Cleo
    worlds, events = [], []
    for ben, draw in ((["LV", "LV", "LV"], "SF"), (["SF", "LV", "LV"], "LV")):
        state = game(3, deck=hands[0] + ben + hands[2] + [draw], start=0, seed=6)
        act(state, {"type": "place", "card": "CHI", "seat": 2})  # Cleo's set-up card
        position(state, turn=0, step="stack", hands=state.hands, supply=[{}, {}, {}],
                 fronts=[[], [("NYC", 0, {BEN: [BLUE]})], [("CHI", 2, {})]])
        state.won[BEN], state.won_known[BEN] = ["STL", "STL", "SF", "SF", "LV"], [None] * 5
        events.append(act(state, {"type": "done"}))  # Ana draws; Ben wins his 6th card
        worlds.append(state)
    a, b = worlds
    assert [e.card for e in GAME.events_for(events[0], 0) if isinstance(e, CardDrawn)] == ["SF"]
    assert [e.card for e in GAME.events_for(events[1], 0) if isinstance(e, CardDrawn)] == ["LV"]
    assert [e.player for e in events[0] if isinstance(e, FinalRound)] == [BEN] and a.hands == [[], [], []]
    assert a.view(0) != b.view(0), "Ana's events tell the worlds apart, her view must too"
    assert a.view(0)["hand"] == [] and a.view(0)["hand_returned"] == ["STL", "NYC", "SF", "SF"]
    assert b.view(0)["hand_returned"] == ["STL", "NYC", "SF", "LV"]
    assert a.view(BEN)["hand_returned"] == ["LV", "LV", "LV"] and b.view(BEN)["hand_returned"] == ["SF", "LV", "LV"]
    assert a.view(2)["hand_returned"] == ["CHI", "CHI", "CHI"] and a.view(None)["hand_returned"] is None
    _same_for(a, b, events[0], events[1], [2, None])
    play_out(a, random.Random(1), check=False)
    assert a.is_over and a.view(0)["hand_returned"] == ["STL", "NYC", "SF", "SF"]
