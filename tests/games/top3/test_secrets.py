"""Top 3's secrets: a seat's choice (the order and whether and which bet card was laid) until the reveal,
the deck's order and the categories still to come. Two worlds that differ only in one of them are
played with the same moves; a seat that may not see the difference gets the same views, events
(`GAME.events_for`) and log lines in both."""

from __future__ import annotations

import json

from app.games.top3 import cards, log
from app.games.top3.actions import Choose
from app.games.top3.rules import GAME
from tests.games.top3.test_rules_helpers import ALLOWANCE, DAYS, NAMES, POP, TALL, TEMP, game

CITIES = [c.id for c in cards.deck("metropolen")][:45]


def _lines(events) -> list:
    return [log.describe(e, NAMES) for e in events]


def _same_for(a, b, events_a, events_b, seats) -> None:
    for seat in seats:
        assert a.view(seat) == b.view(seat), f"seat {seat}'s view tells the worlds apart"
        seen_a, seen_b = GAME.events_for(events_a, seat), GAME.events_for(events_b, seat)
        assert seen_a == seen_b, f"seat {seat}'s events tell the worlds apart"
        assert _lines(seen_a) == _lines(seen_b), f"seat {seat}'s log tells the worlds apart"


def test_another_seats_order_and_bet_card_are_hidden_until_the_reveal():
    a, b = game(3, CITIES), game(3, CITIES)
    ea = a.apply(Choose("123"), seat=0)
    eb = b.apply(Choose("321", "only_me"), seat=0)
    _same_for(a, b, ea, eb, [1, 2, None])
    assert a.view(0) != b.view(0)  # the chooser sees its own choice
    assert GAME.events_for(ea, 1)[0].order is None and _lines(GAME.events_for(eb, 2)) == ["Ana made their choice."]
    ea, eb = a.apply(Choose("132", "nobody"), seat=1), b.apply(Choose("132", "nobody"), seat=1)
    _same_for(a, b, ea, eb, [2, None])
    assert b.view(2)["advances"][0] == ["everyone", "only_me", "nobody"]  # laid, but still shown in her hand
    assert b.view(2)["chosen"] == [True, True, False] and b.view(2)["mine"] is None
    ea, eb = a.apply(Choose("213"), seat=2), b.apply(Choose("213"), seat=2)
    assert a.view(2) != b.view(2)  # the reveal shows every choice
    revealed = GAME.events_for(eb, 2)[1]
    assert revealed.orders == ("321", "132", "213") and revealed.advances == ("only_me", "nobody", None)
    assert b.view(1)["advances"][0] == ["everyone", "nobody"]


def test_whether_a_bet_card_was_laid_at_all_is_hidden():
    a, b = game(2, CITIES), game(2, CITIES)
    ea, eb = a.apply(Choose("123"), seat=0), b.apply(Choose("123", "everyone"), seat=0)
    _same_for(a, b, ea, eb, [1, None])
    assert json.dumps(a.view(1)) == json.dumps(b.view(1))


def test_the_deck_order_is_hidden_until_the_cards_are_turned_up():
    other = CITIES[:3] + CITIES[3:][::-1]
    a, b = game(2, CITIES), game(2, other)
    _same_for(a, b, a.setup_events, b.setup_events, [0, 1, None])
    ea, eb = a.apply(Choose("123"), seat=0), b.apply(Choose("123"), seat=0)
    _same_for(a, b, ea, eb, [0, 1, None])
    ea, eb = a.apply(Choose("321"), seat=1), b.apply(Choose("321"), seat=1)
    assert a.table != b.table and a.view(0) != b.view(0)  # the next round's cards show
    assert GAME.events_for(ea, 0)[1] == GAME.events_for(eb, 0)[1]  # the reveal itself is the same


def test_the_categories_still_to_come_are_hidden():
    a = game(2, CITIES, [TALL, POP, TEMP, DAYS, ALLOWANCE])
    b = game(2, CITIES, [TALL, ALLOWANCE, DAYS, TEMP, POP])
    _same_for(a, b, a.setup_events, b.setup_events, [0, 1, None])
    ea, eb = a.apply(Choose("123"), seat=0), b.apply(Choose("123"), seat=0)
    _same_for(a, b, ea, eb, [0, 1, None])
    for seat in (0, 1, None):
        text = json.dumps(a.view(seat))
        assert "population" not in text and "travel_allowance" not in text


def test_no_view_holds_the_deck_or_the_category_deck():
    state = game(4)
    secret_deck, secret_categories = state.deck, state.category_order
    for seat in (0, 1, 2, 3, None):
        view = state.view(seat)
        assert secret_deck not in view.values() and secret_categories not in view.values()
        assert view["deck_count"] == 42


def test_every_hidden_variant_has_the_same_view_and_differs_in_the_position():
    state = game(4, CITIES)
    state.apply(Choose("231", "nobody"), seat=0)
    state.apply(Choose("123"), seat=1)
    for seat in range(4):
        variants = state.hidden_variants(seat)
        assert variants, f"seat {seat} has hidden variants"
        for variant in variants:
            assert variant.view(seat) == state.view(seat)
            assert variant._to_dict() != state._to_dict()
            variant.check_invariants()
    kinds = {(v.pending[0] != state.pending[0], v.deck != state.deck,
              v.category_order != state.category_order) for v in state.hidden_variants(2)}
    assert {(True, False, False), (False, True, False), (False, False, True)} <= kinds
