"""Every Top This! event reads as one English sentence naming the right player."""

from __future__ import annotations

from app.games.top_this.events import (
    Declared, Drew, Dropped, EndTriggered, FellOff, Flicked, Flipped, GameOver, Landed, Missed, OrderCompleted,
    OrdersRevealed, Passed, Removed, TipTaken, TopThisFailed, TurnPassed,
)
from app.games.top_this.log import describe
from app.physics import DiscAt, FlickOutcome
from tests.games.top_this.helpers import order_of

NAMES = ["Ana", "Ben", "Cleo"]


def test_sentences():
    o = order_of("olives", "olives", "peppers")
    hit = FlickOutcome((DiscAt(4, 1.0, 2.0),), (), (3,), 20)
    cases = [
        (Dropped(((1, 0.0, 0.0, "olives"),), (2,)), "1 topping dropped onto the pizza; 1 fell off and went back to the bag."),
        (Drew(1, (3, 4)), "Ben drew 2 toppings."),
        (OrdersRevealed(((0, o),)), "New order: 2 olives + peppers ($4)."),
        (Flicked(0, 4, "olives", 160.0, 0.0, -500.0, 0.0, hit), "Ana flicked olives and hit 1 topping."),
        (Flicked(0, 4, "olives", 160.0, 0.0, -500.0, 0.0, FlickOutcome()), "Ana flicked olives and hit nothing."),
        (Missed(0, 0), "The mushrooms/onions topping touched no topping already on the pizza and went back to the bag."),
        (Landed(0, 0), "The pizza was empty, so the mushrooms/onions topping stays."),
        (FellOff(1, (3, 5), 0), "2 toppings fell off the pizza and went to Ana."),
        (Flipped(2, "olives", ((1, "onions"), (2, "peppers"))), "Cleo flipped 2 olives: now 1 onion and 1 pepper."),
        (Declared(2, o), "Cleo: \u201cTop This!\u201d \u2014 on the order 2 olives + peppers."),
        (OrderCompleted(2, o, 4, (3,), 1), "Cleo completed the order 2 olives + peppers ($4)."),
        (TipTaken(2, 11, 3), "Cleo took a $3 tip."),
        (TopThisFailed(1, o), "Ben did not top that: the order 2 olives + peppers is still open."),
        (Removed(1, 3), "Ben took a topping off the slice, back to the bag."),
        (Passed(0), "Ana could do nothing and passed."),
        (EndTriggered("tips"), "The end is near: the last tip was taken; play on until everyone has had as many turns."),
        (GameOver((0, 2), (9, 3, 9)), "Game over: Ana and Cleo share the win."),
        (GameOver((1,), (9, 13, 9)), "Game over: Ben wins."),
    ]
    for event, sentence in cases:
        assert describe(event, NAMES) == sentence
    assert describe(TurnPassed(1), NAMES) is None
    assert describe(Drew(1, ()), NAMES) is None


def test_flips_count_their_toppings_in_both_languages():
    """A flip's line counts its discs with the noun's own singular and plural (ngettext), never
    "1 mushrooms topping" or "2 olives toppings" (issue 27), in English and German."""
    from app.core import i18n

    one = Flipped(0, "mushrooms", ((1, "onions"),))
    two = Flipped(1, "olives", ((1, "onions"), (2, "onions")))
    mixed = Flipped(2, "olives", ((1, "onions"), (2, "peppers")))
    assert describe(one, NAMES) == "Ana flipped 1 mushroom: now 1 onion."
    assert describe(two, NAMES) == "Ben flipped 2 olives: now 2 onions."
    assert describe(mixed, NAMES) == "Cleo flipped 2 olives: now 1 onion and 1 pepper."
    with i18n.use("de"):
        assert describe(one, NAMES) == "Ana dreht 1 Pilz um: jetzt 1 Zwiebel."
        assert describe(two, NAMES) == "Ben dreht 2 Oliven um: jetzt 2 Zwiebeln."
        assert describe(mixed, NAMES) == "Cleo dreht 2 Oliven um: jetzt 1 Zwiebel und 1 Paprika."
