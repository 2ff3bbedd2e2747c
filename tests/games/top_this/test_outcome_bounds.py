"""A recorded outcome must fit the flick's energy and time: friction stops the discs after they
have slid v^2/(2 mu g) in all and within v/(mu g), no flick lasts beyond MAX_FRAMES, and only discs
within reach can be hit (rule 24; the full set of bounds: test_physical_bounds.py). Every outcome the
physics really produces passes the same checks."""

from __future__ import annotations

import math

import pytest

from app.core import IllegalAction
from app.games.top_this.actions import Flick
from app.games.top_this.flicks import outcome_error
from app.games.top_this.geometry import crust_point
from app.physics import MAX_FRAMES, DiscAt, FlickOutcome
from tests.games.top_this.helpers import Discs, in_slice, new
from tests.physics.bound_figures import FLICKED, measure


@pytest.fixture
def game():
    d = Discs()
    a, b, h = d.take("olives"), d.take("olives"), d.take("onions")
    s = new(2, layout={a: (*in_slice(0, 60), "olives"), b: (*in_slice(4, 60), "olives")}, hands=[[h], []])
    return s, a, b, h


def _refused(s, flick, match):
    before = s.to_json()
    with pytest.raises(IllegalAction, match=match):
        s.apply(flick)
    assert s.to_json() == before


def test_a_gentle_flick_cannot_teleport_toppings(game):
    """The reviewer's case: 1 mm/s, yet a disc on the far side flies off and the flicked one lands
    in a slice."""
    s, a, b, h = game
    out = FlickOutcome(moved=(DiscAt(h, 30.0, 10.0),), fell=(b,), touched=(b,), frames=1)
    _refused(s, Flick(h, "onions", 0.0, 160.0, 1.0, 0.0, out), "could not have reached any topping")
    _refused(s, Flick(h, "onions", 0.0, 160.0, 1.0, 0.0, out).to_dict(), "could not have reached any topping")


def _at_a(s, a, speed):
    """A flick from the crust beside slice 0 straight at disc a, and where it first touches a."""
    x, y = crust_point(math.radians(22.5), 160.0)
    ax, ay = s.board[a][:2]
    d = math.hypot(ax - x, ay - y)
    ux, uy = (ax - x) / d, (ay - y) / d
    return x, y, speed * ux, speed * uy, (x + ux * (d - 24.0), y + uy * (d - 24.0))


def test_a_fallen_disc_must_have_slid_to_the_edge(game):
    s, a, b, h = game
    # 700 mm/s reaches a (76 mm off) with 24 mm of slide left: a, 120 mm from the edge, stays on
    x, y, vx, vy, (cx, cy) = _at_a(s, a, 700.0)
    stay = (DiscAt(h, cx, cy),)
    s.clone().apply(Flick(h, "onions", x, y, vx, vy, FlickOutcome(stay + (DiscAt(a, *_ahead(s, a, 10.0)),), (), (a,), 30)))
    _refused(s, Flick(h, "onions", x, y, vx, vy, FlickOutcome(stay, (a,), (a,), 30)), "could not have knocked")


def _ahead(s, a, by):
    ax, ay = s.board[a][:2]
    r = math.hypot(ax, ay)
    return ax - by * ax / r, ay - by * ay / r


def test_only_a_disc_within_reach_can_be_hit(game):
    s, a, b, h = game
    x, y, vx, vy, (cx, cy) = _at_a(s, a, 700.0)
    out = FlickOutcome((DiscAt(h, cx, cy),), (), (a, b), 30)  # b is on the far side
    _refused(s, Flick(h, "onions", x, y, vx, vy, out), "could not have hit topping")


def test_frames_are_bounded_by_the_time_the_flick_slides(game):
    """1700 mm/s: everything rests within v/(mu g) = 0.69 s, 83 frames (rule 24)."""
    s, a, b, h = game
    x, y = crust_point(math.radians(22.5), 160.0)
    ax, ay = s.board[a][:2]
    for frames, match in ((83, None), (86, "stops sliding well before"), (MAX_FRAMES + 1, "longer than any flick"),
                          (10**30, "longer than any flick")):
        out = FlickOutcome((DiscAt(a, ax - 20.0, ay), DiscAt(h, ax + 24.0, ay)), (), (a,), frames)
        f = Flick(h, "onions", x, y, -1500.0, -800.0, out)
        if match is None:
            s.clone().apply(f)
        else:
            _refused(s, f, match)
    assert MAX_FRAMES == 1200


def simulated_outcomes_all_pass(count: int, seed: int) -> dict:
    """`count` real flicks (random boards that evolve flick after flick, so resting overlaps pile up
    as in play; speeds up to VMAX, a fifth of them very gentle; tests/physics/bound_figures.py) checked
    by the rules' validator. Returns figures; asserts none is refused."""

    def check(layout, flick):
        x, y, vx, vy, out = flick
        err = outcome_error(layout, Flick(FLICKED, "onions", x, y, vx, vy, out))
        assert err is None, err

    return measure(count, seed, check)


def test_every_simulated_outcome_passes_the_recorded_outcome_checks():
    figures = simulated_outcomes_all_pass(300, seed=5)
    assert figures["hits"] > 100


def test_a_simulated_outcome_is_checked_like_a_recorded_one(game, monkeypatch):
    """Whatever is accepted live must reload: an outcome the validator would refuse in a save is
    refused live too (here a physics that teleports), leaving the state as it was."""
    from app.games.top_this import flicks

    s, a, b, h = game
    monkeypatch.setattr(flicks, "simulate_flick",
                        lambda *a_, **k: FlickOutcome((DiscAt(h, 0.0, 0.0),), (b,), (b,), 5))
    _refused(s, Flick(h, "onions", 0.0, 160.0, 1.0, 0.0), "physics made of that flick.*could not have reached")
