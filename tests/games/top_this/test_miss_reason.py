"""A miss says why it is a miss (rulings 7): the `missed` event carries the reason, and the log
module words it; the table's note is that sentence (scenes do not write rule sentences)."""

from __future__ import annotations

from app.games.top_this import GAME
from app.games.top_this.actions import Flick
from app.games.top_this.components import DISCS
from app.games.top_this.events import MISS_REASONS, Missed
from app.games.top_this.geometry import crust_point
from app.games.top_this.log import describe, miss_sentence
from tests.games.top_this.helpers import Discs, in_slice, new, recorded_flick


def _missed(events):
    return next(e for e in events if e.TYPE == "missed")


def _board_of_one():
    d = Discs(taken=range(1, 9))
    a = d.take("olives")
    # the olive lies off the line of the test flicks (from the crust at 0° towards the centre)
    return new(2, layout={a: (*in_slice(5, 60), "olives")}, hands=[[1, 2, 3, 4], [5, 6, 7, 8]])


def test_a_flick_resting_on_the_pizza_having_touched_nothing_missed_for_that():
    s = _board_of_one()
    events = s.apply(Flick(1, DISCS[1].faces[0], *crust_point(0.0, 160.0), 0.0, 0.0))  # it stays put
    e = _missed(events)
    assert e.reason == "no_hit"
    assert miss_sentence(e.reason) == "Missed: it touched no topping already on the pizza \u2014 back to the bag."
    assert "touched no topping already on the pizza" in describe(e, ["Ana", "Ben"])


def test_a_flick_sliding_off_having_touched_nothing_says_so():
    s = _board_of_one()
    e = _missed(s.apply(recorded_flick(1, DISCS[1].faces[0], crust_point(0.0, 160.0), None, speed=2000.0)))
    assert e.reason == "slid_off" and "slid off without touching a topping" in miss_sentence(e.reason)


def test_a_flick_off_an_empty_pizza_says_the_pizza_was_empty():
    s = new(2, layout={}, hands=[[1], []])
    e = _missed(s.apply(recorded_flick(1, DISCS[1].faces[0], crust_point(0.0, 160.0), None, speed=2000.0)))
    assert e.reason == "off_empty" and "empty pizza" in miss_sentence(e.reason)


def test_every_reason_has_its_sentence_and_old_events_read_as_no_hit():
    for reason in MISS_REASONS:
        assert miss_sentence(reason).startswith("Missed: it ") and "_" not in miss_sentence(reason)
    assert Missed(0, 1).reason == "no_hit"  # an event recorded before reasons existed
    assert GAME.state_from_json(_board_of_one().to_json()) is not None
