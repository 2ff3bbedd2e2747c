"""A flick within the rules is accepted; anything else is refused with a sentence and changes nothing.
Recorded outcomes are checked for shape and plausibility."""

from __future__ import annotations

import math

import pytest

from app.core import IllegalAction
from app.games.top_this.actions import Flick
from app.games.top_this.geometry import PLACE_MAX_R, PLACE_MIN_R, crust_point
from app.physics import VMAX, DiscAt, FlickOutcome
from tests.games.top_this.helpers import Discs, in_slice, new, recorded_flick


@pytest.fixture
def game():
    discs = Discs()
    a, b, d = discs.take("olives"), discs.take("onions"), discs.take("peppers")
    s = new(layout={a: (*in_slice(0, 60), "olives"), b: (*crust_point(2.0, 160.0), "onions")},
            hands=[[d], []])
    return s, a, b, d


def _refused(s, action, match):
    before = s.to_json()
    with pytest.raises(IllegalAction, match=match):
        s.apply(action)
    assert s.to_json() == before


def test_placement_and_power_limits(game):
    s, a, b, d = game
    x, y = crust_point(0.4, PLACE_MIN_R - 0.5)
    _refused(s, Flick(d, "peppers", x, y, -100.0, 0.0), "outside the slices")
    x, y = crust_point(0.4, PLACE_MAX_R + 0.5)
    _refused(s, Flick(d, "peppers", x, y, -100.0, 0.0), "edge of the pizza")
    bx, by = crust_point(2.0, 160.0)
    _refused(s, Flick(d, "peppers", bx + 5.0, by, 0.0, 0.0), "another topping")
    x, y = crust_point(0.4, 160.0)
    _refused(s, Flick(d, "peppers", x, y, -VMAX * 0.8, -VMAX * 0.8), "too hard")
    _refused(s, Flick(d, "mushrooms", x, y, -100.0, 0.0), "not mushrooms")
    _refused(s, Flick(a, "olives", x, y, -100.0, 0.0), "not in your hand")
    s.apply(Flick(d, "peppers", x, y, -VMAX * math.cos(0.4), -VMAX * math.sin(0.4)))  # exactly the cap


@pytest.mark.parametrize(
    "change, match",
    [
        (lambda o, a, b, d: FlickOutcome(o.moved, o.fell, (99 % 45,), o.frames), "not in play"),
        (lambda o, a, b, d: FlickOutcome(o.moved + (DiscAt(d, 0.0, 0.0),), o.fell, o.touched, 1), "twice"),
        (lambda o, a, b, d: FlickOutcome((DiscAt(d, 300.0, 0.0),), (), o.touched, 1), "off the pizza"),
        (lambda o, a, b, d: FlickOutcome((), (), o.touched, 1), "where the flicked topping ended"),
        (lambda o, a, b, d: FlickOutcome(o.moved, (d,), o.touched, 1), "both on the pizza and fallen"),
        (lambda o, a, b, d: FlickOutcome(o.moved, o.fell, (d,), 1), "hit itself"),
        (lambda o, a, b, d: FlickOutcome((DiscAt(a, 40.0, 40.0), DiscAt(d, 150.0, 0.0)), (), (), 1),
         "hit nothing cannot move"),
        (lambda o, a, b, d: FlickOutcome((DiscAt(d, *in_slice(0, 70)),), (), (a,), 1), "on each other"),
        (lambda o, a, b, d: FlickOutcome(o.moved, o.fell, o.touched, -1), "negative"),
    ],
)
def test_implausible_outcomes_are_refused(game, change, match):
    s, a, b, d = game
    good = recorded_flick(d, "peppers", crust_point(0.4, 160.0), in_slice(0, 100), touched=[a])
    bad = Flick(good.disc, good.face, good.x, good.y, good.vx, good.vy, change(good.outcome, a, b, d))
    _refused(s, bad, match)
    s.apply(good)


def test_an_outcome_through_json_gives_the_same_board_without_physics(game):
    s, a, b, d = game
    x, y = crust_point(0.39, 160.0)
    flick = Flick(d, "peppers", x, y, -900.0 * math.cos(0.39), -900.0 * math.sin(0.39))
    sim = s.clone()
    sim.apply(flick)
    recorded = sim.history[-1]
    assert recorded.outcome is not None
    again = s.clone()
    from app.games.top_this import GAME

    again.apply(GAME.parse_action(recorded.to_dict()))
    assert again == sim and again.view(0)["board"] == sim.view(0)["board"]


def test_non_finite_numbers_never_reach_the_rules():
    from app.games.top_this import GAME

    raw = Flick(1, "onions", 160.0, 0.0, -1.0, 0.0).to_dict()
    raw["vx"] = float("nan")
    with pytest.raises(IllegalAction, match="finite"):
        GAME.parse_action(raw)
    raw["vx"] = -1.0
    raw["outcome"] = {"type": "flick_outcome", "moved": [{"type": "at", "disc": 1, "x": float("inf"), "y": 0}],
                      "fell": [], "touched": [], "frames": 1}
    with pytest.raises(IllegalAction, match="finite"):
        GAME.parse_action(raw)


def test_every_sampled_legal_flick_is_accepted():
    from app.games.top_this import GAME

    s = GAME.new_state(4, seed=12)
    flicks = [a for a in s.legal_actions() if isinstance(a, Flick)]
    assert 4 <= len(flicks) <= 12
    for f in flicks:
        assert s.is_legal(f)
        assert math.hypot(f.vx, f.vy) <= VMAX


@pytest.mark.parametrize("field", ["x", "y", "vx", "vy"])
@pytest.mark.parametrize("value", [float("nan"), float("inf"), -float("inf"), 10**400], ids=["nan", "inf", "-inf", "1e400"])
def test_a_flick_object_with_a_non_finite_number_is_refused_cleanly(game, field, value):
    s, a, b, d = game
    x, y = crust_point(0.4, 160.0)
    fields = {"x": x, "y": y, "vx": -300.0, "vy": 0.0, field: value}
    _refused(s, Flick(d, "peppers", fields["x"], fields["y"], fields["vx"], fields["vy"]), "finite")


def test_an_outcome_object_with_a_non_finite_position_is_refused_cleanly(game):
    s, a, b, d = game
    good = recorded_flick(d, "peppers", crust_point(0.4, 160.0), in_slice(0, 100), touched=[a])
    for bad_x in (float("nan"), 10**400):
        out = FlickOutcome((DiscAt(d, bad_x, 0.0),), (), (a,), 10)
        _refused(s, Flick(good.disc, good.face, good.x, good.y, good.vx, good.vy, out), "off the pizza|finite")


def _two_olives_overlapping(gap: float):
    """Olives a at the centre and b `gap` mm from it (by a recorded hit: a layout may not overlap),
    seat 0 holding two onions."""
    from app.games.top_this import GAME  # noqa: F401

    discs = Discs()
    a, b, h1, h2 = discs.take("olives"), discs.take("olives"), discs.take("onions"), discs.take("onions")
    s = new(2, layout={a: (0.0, 0.0, "olives"), b: (40.0, 0.0, "olives")}, hands=[[h1, h2], []])
    s.apply(recorded_flick(h1, "onions", crust_point(0.0, 160.0), land=(100.0, 0.0), touched=[b],
                           moved=[(b, gap, 0.0)], speed=VMAX))
    return s, a, b, h2


def test_a_live_miss_beside_discs_within_the_contact_slop_records_only_the_flicked_disc_and_reloads():
    from app.games.top_this import GAME

    s, a, b, h2 = _two_olives_overlapping(2 * 12.0 - 0.45)
    before = {d: list(p) for d, p in s.board.items()}
    events = s.apply(Flick(h2, "onions", 0.0, 160.0, 300.0, 0.0))  # along the crust, far from both
    assert [e.TYPE for e in events][:2] == ["flicked", "missed"]
    assert [m.disc for m in s.history[-1].outcome.moved] == [h2]
    assert s.board == before
    assert GAME.state_from_json(s.to_json()) == s


def test_on_a_miss_a_nudge_within_the_slop_is_ignored_but_a_real_move_is_refused():
    s, a, b, h2 = _two_olives_overlapping(2 * 12.0 - 0.45)
    before = {d: list(p) for d, p in s.board.items()}
    ax = s.board[a][0]
    from app.physics.bounds import lone_slide

    ex, ey, frames, _ = lone_slide(0.0, 160.0, 300.0, 0.0)  # where the miss really stops
    for nudge, ok in ((0.2, True), (2.0, False)):
        out = FlickOutcome((DiscAt(a, ax - nudge, 0.0), DiscAt(h2, ex, ey)), (), (), frames)
        f = Flick(h2, "onions", 0.0, 160.0, 300.0, 0.0, out)
        if ok:
            t = s.clone()
            assert [e.TYPE for e in t.apply(f)][:2] == ["flicked", "missed"]
            assert t.board == before  # the nudge is not applied
        else:
            _refused(s, f, "hit nothing cannot move")


def test_resting_discs_may_overlap_by_the_physics_slop_and_no_more():
    from app.physics import REST_OVERLAP

    assert 0.1 <= REST_OVERLAP <= 0.5
    _two_olives_overlapping(2 * 12.0 - REST_OVERLAP)
    with pytest.raises(IllegalAction, match="on each other"):
        _two_olives_overlapping(2 * 12.0 - REST_OVERLAP - 0.1)
