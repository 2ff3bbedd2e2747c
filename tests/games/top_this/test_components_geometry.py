"""The designed components (balance, values) and the board's geometry (slices, crust, placement)."""

from __future__ import annotations

import itertools
import math
from collections import Counter

import pytest

from app import physics
from app.games.top_this import geometry as g
from app.games.top_this.components import DISCS, ORDERS, TIPS, TOPPINGS, order_value
from tests.games.top_this.helpers import in_slice, on_line


def test_45_discs_spread_evenly_over_faces_and_pairs():
    assert len(DISCS) == 45
    faces = Counter(f for d in DISCS for f in d.faces)
    assert faces == {t: 18 for t in TOPPINGS}
    pairs = Counter(frozenset(d.faces) for d in DISCS)
    assert set(pairs) == {frozenset(p) for p in itertools.combinations(TOPPINGS, 2)}
    assert sorted(pairs.values()) == [4] * 5 + [5] * 5


def test_30_distinct_orders_balanced_and_priced_by_the_formula():
    assert len(ORDERS) == 30
    assert len({o.toppings for o in ORDERS}) == 30
    assert Counter(t for o in ORDERS for t in o.toppings) == {t: 18 for t in TOPPINGS}
    assert Counter(len(o.toppings) for o in ORDERS) == {2: 10, 3: 10, 4: 10}
    for o in ORDERS:
        assert o.value == order_value(o.toppings) == len(o.toppings) + len(set(o.toppings)) - 1
    assert order_value(("olives", "olives")) == 2 and order_value(("a", "b", "c", "d")) == 7


def test_tip_cards():
    assert sorted(t.value for t in TIPS) == [1] * 4 + [2] * 6 + [3] * 4


def test_geometry_agrees_with_the_physics_and_discs_fit_a_handful_per_slice():
    assert g.DISC_R == physics.DISC_R and g.CRUST_R == physics.BOARD_R
    slice_area = math.pi * g.SAUCE_R ** 2 / g.SLICES
    assert 10 < slice_area / (math.pi * g.DISC_R ** 2) < 25


@pytest.mark.parametrize(
    "point, expected",
    [
        (in_slice(0, 90), (0,)),  # wholly inside slice 0
        (in_slice(5, 60), (5,)),
        (on_line(1, 80), (0, 1)),  # centred on the white line between slices 0 and 1
        (on_line(0, 80), (0, 7)),  # the line at angle 0 separates 7 and 0
        ((0.0, 0.0), tuple(range(8))),  # the middle touches every slice
        (in_slice(2, g.SAUCE_R + g.DISC_R - 1.0), (2,)),  # mostly on the crust, crossing the sauce edge
        (in_slice(2, g.SAUCE_R + g.DISC_R + 0.5), ()),  # wholly on the crust
    ],
)
def test_slice_membership(point, expected):
    assert g.slices_touched(*point) == expected


def test_a_disc_tangent_to_a_white_line_does_not_cross_it_but_a_hair_more_does():
    # slice 0 spans 0..45 degrees; a disc at height exactly DISC_R above the line y = 0 touches it
    assert g.slices_touched(80.0, g.DISC_R) == (0,)
    assert g.slices_touched(80.0, g.DISC_R - 0.001) == (0, 7)
    assert g.slices_touched(80.0, -(g.DISC_R - 0.001)) == (0, 7)


def test_near_the_centre_a_disc_can_touch_slices_across_the_middle():
    # 14 mm from the centre along slice 0's bisector: the disc reaches over the centre point
    x, y = in_slice(0, 10.0)
    assert len(g.slices_touched(x, y)) == 8
    x, y = in_slice(0, 20.0)
    touched = g.slices_touched(x, y)
    assert 0 in touched and 4 not in touched and len(touched) >= 3


def test_fast_path_agrees_with_checking_every_slice():
    for i in range(2000):
        a = i * 0.7311
        r = (i * 37.17) % 160.0
        x, y = r * math.cos(a), r * math.sin(a)
        full = tuple(k for k in range(8) if g.distance_to_slice(x, y, k) < g.DISC_R - g.TOUCH_EPS)
        assert g.slices_touched(x, y) == full


def test_placement_on_the_crust_only():
    assert g.placement_error(*g.crust_point(0.3)) is None
    assert g.placement_error(*g.crust_point(0.3, g.PLACE_MIN_R)) is None
    assert g.placement_error(*g.crust_point(0.3, g.PLACE_MAX_R)) is None
    assert "outside the slices" in g.placement_error(*g.crust_point(0.3, g.PLACE_MIN_R - 0.1))
    assert "edge" in g.placement_error(*g.crust_point(0.3, g.PLACE_MAX_R + 0.1))
    x, y = g.crust_point(1.0)
    assert "another topping" in g.placement_error(x, y, [(x + 20.0, y)])
    assert g.placement_error(x, y, [(x + 24.0, y)]) is None
    assert g.placement_error(float("nan"), 0.0) is not None
