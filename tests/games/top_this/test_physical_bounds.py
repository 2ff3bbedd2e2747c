"""Rule 22: a recorded flick outcome must be one the physics can give. Each bound is shown here on a
real simulated flick (accepted) and the same flick edited past the bound (refused with a sentence,
the state unchanged). The corpus test (test_hostile_saves.py) does the same over hundreds of saves."""

from __future__ import annotations

import dataclasses
import math

import pytest

from app.core import IllegalAction
from app.games.top_this.actions import Flick
from app.games.top_this.geometry import crust_point
from app.physics import DiscAt
from tests.games.top_this.helpers import Discs, in_slice, new


@pytest.fixture
def game():
    d = Discs()
    a, b, c, h = d.take("olives"), d.take("olives"), d.take("onions"), d.take("peppers")
    layout = {a: (*in_slice(0, 60), "olives"), b: (*in_slice(4, 60), "olives"), c: (0.0, 0.0, "onions")}
    s = new(2, layout=layout, hands=[[h], []])
    return s, a, b, c, h


def _real(s, flick: Flick) -> Flick:
    """The flick as the physics recorded it."""
    t = s.clone()
    t.apply(flick)
    return t.history[-1]


def _edit(f: Flick, **changes) -> Flick:
    return dataclasses.replace(f, outcome=dataclasses.replace(f.outcome, **changes))


def _moved(f: Flick, disc: int, x: float, y: float):
    return tuple(sorted([m for m in f.outcome.moved if m.disc != disc] + [DiscAt(disc, x, y)], key=lambda m: m.disc))


def _refused(s, flick, match):
    before = s.to_json()
    with pytest.raises(IllegalAction, match=match):
        s.apply(flick)
    assert s.to_json() == before


def _at(s, target, speed, angle=22.5):
    x, y = crust_point(math.radians(angle), 160.0)
    tx, ty = s.board[target][:2]
    d = math.hypot(tx - x, ty - y)
    return Flick(s.hands[0][0], "peppers", x, y, speed * (tx - x) / d, speed * (ty - y) / d)


def test_a_miss_ends_exactly_where_its_straight_slide_ends(game):
    s, a, b, c, h = game
    x, y = crust_point(math.radians(100.0), 160.0)
    miss = _real(s, Flick(h, "peppers", x, y, 250.0, 0.0))  # along the crust: nothing in the way
    assert not miss.outcome.touched
    s.clone().apply(miss)
    (m,) = miss.outcome.moved
    _refused(s, _edit(miss, moved=(DiscAt(h, m.x + 0.5, m.y),)), "slid straight and stopped")
    _refused(s, _edit(miss, moved=(DiscAt(h, x - 8.0, y),)), "slid straight and stopped")  # behind its start
    _refused(s, _edit(miss, frames=miss.outcome.frames + 5), "time the save gives its slide")


def test_no_time_no_slide(game):
    s, a, b, c, h = game
    hit = _real(s, _at(s, a, 900.0))
    assert hit.outcome.touched == (a,)
    s.clone().apply(hit)
    _refused(s, _edit(hit, frames=0), "over before the topping began to slide")
    _refused(s, _edit(hit, frames=1), "In the time the save gives the flick, .* could not have got that far")
    _refused(s, _edit(hit, frames=hit.outcome.frames + 40), "stops sliding well before")


def test_the_first_disc_in_the_way_is_the_one_hit_and_only_toppings_in_reach_are(game):
    s, a, b, c, h = game
    hit = _real(s, _at(s, c, 700.0, angle=22.5))  # at the centre disc, through a
    assert a in hit.outcome.touched
    s.clone().apply(hit)
    _refused(s, _edit(hit, touched=tuple(d for d in hit.outcome.touched if d != a) or (c,)), "would have hit topping .* first")
    _refused(s, _edit(hit, touched=tuple(sorted(set(hit.outcome.touched) | {b}))), "could not have hit topping")


def test_a_disc_out_of_reach_cannot_move_or_fall(game):
    s, a, b, c, h = game
    hit = _real(s, _at(s, a, 750.0))
    assert b not in hit.outcome.final_positions() and c not in hit.outcome.final_positions()
    bx, by = s.board[b][:2]
    _refused(s, _edit(hit, moved=_moved(hit, b, bx - 30.0, by)), "could not have moved topping .*out of its reach")
    _refused(s, _edit(hit, fell=(c,)), "could not have knocked topping .* off the pizza")
    ax, ay = s.board[a][:2]
    _refused(s, _edit(hit, moved=_moved(hit, a, -ay, ax)), "could not have sent topping")
    fx, fy = hit.outcome.final_positions()[h]
    _refused(s, _edit(hit, moved=_moved(hit, h, -fx, fy)), "flicked topping could not have got that far")


def test_one_disc_knocked_cannot_send_the_flicked_topping_back_behind_its_start(game):
    _, a, b, c, h = game
    s = new(2, layout={a: (*in_slice(0, 60), "olives")}, hands=[[h], []])
    hit = _real(s, _at(s, a, 900.0))
    assert hit.outcome.touched == (a,) and {m.disc for m in hit.outcome.moved} == {a, h}
    x, y = hit.x, hit.y
    r = math.hypot(x, y)
    back = (x + 10.0 * x / r, y + 10.0 * y / r)  # 10 mm further out on the crust, behind where it started
    _refused(s, _edit(hit, moved=_moved(hit, h, *back)), "behind the place it was flicked from")
