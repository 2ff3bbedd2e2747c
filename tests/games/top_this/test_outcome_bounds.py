"""A recorded outcome must fit the flick's energy and time: friction stops the discs after they
have slid v^2/(2 mu g) in all, no flick lasts beyond MAX_FRAMES, and only discs within reach can be
hit. Every outcome the physics really produces passes the same checks."""

from __future__ import annotations

import math
import random

import pytest

from app.core import IllegalAction
from app.games.top_this.actions import Flick
from app.games.top_this.flicks import outcome_error
from app.games.top_this.geometry import crust_point
from app.physics import MAX_FRAMES, DiscAt, FlickOutcome, simulate_flick
from tests.games.top_this.helpers import Discs, in_slice, new
from tests.physics.flick_checks import random_flick, random_layout


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
    out = FlickOutcome(moved=(DiscAt(h, 30.0, 10.0),), fell=(b,), touched=(b,), frames=5)
    _refused(s, Flick(h, "onions", 0.0, 160.0, 1.0, 0.0, out), "at most")
    _refused(s, Flick(h, "onions", 0.0, 160.0, 1.0, 0.0, out).to_dict(), "at most")


def test_a_fallen_disc_must_have_slid_to_the_edge(game):
    s, a, b, h = game
    x, y = crust_point(math.radians(22.5), 160.0)
    # 300 mm/s slides 18 mm: the flicked disc may stop near its place, but a cannot reach the edge
    stay = (DiscAt(h, x - 10.0, y - 4.0),)
    _refused(s, Flick(h, "onions", x, y, -300.0, 0.0, FlickOutcome(stay, (a,), (a,), 20)), "at most")


def test_only_a_disc_within_reach_can_be_hit(game):
    s, a, b, h = game
    x, y = crust_point(math.radians(22.5), 160.0)
    out = FlickOutcome((DiscAt(h, x - 1.0, y),), (), (b,), 20)  # b is on the far side
    _refused(s, Flick(h, "onions", x, y, -200.0, 0.0, out), "beyond its reach")


def test_frames_are_bounded_by_the_longest_simulation(game):
    s, a, b, h = game
    x, y = crust_point(math.radians(22.5), 160.0)
    ax, ay = s.board[a][:2]
    for frames, ok in ((MAX_FRAMES, True), (MAX_FRAMES + 1, False), (10**30, False)):
        out = FlickOutcome((DiscAt(a, ax - 20.0, ay), DiscAt(h, ax + 24.0, ay)), (), (a,), frames)
        f = Flick(h, "onions", x, y, -1500.0, -800.0, out)
        if ok:
            s.clone().apply(f)
        else:
            _refused(s, f, "longer than any flick")
    assert MAX_FRAMES == 1200


def simulated_outcomes_all_pass(count: int, seed: int) -> dict:
    """`count` real flicks (random boards that evolve flick after flick, so resting overlaps pile up
    as in play; speeds up to VMAX, a fifth of them very gentle) checked by the rules' validator.
    Returns figures; asserts none is refused."""
    rng = random.Random(seed)
    done, hits = 0, 0
    while done < count:
        layout = random_layout(rng, rng.randint(3, 40))
        for _ in range(10):
            x, y, vx, vy = random_flick(rng, layout)
            if rng.random() < 0.2:
                sp, ang = rng.uniform(0.0, 80.0), math.atan2(-y, -x) + rng.uniform(-0.5, 0.5)
                vx, vy = sp * math.cos(ang), sp * math.sin(ang)
            out = simulate_flick(layout, 44, "onions", x, y, vx, vy)
            if not out.touched:  # as the rules record a miss (rules.simulate)
                out = FlickOutcome(tuple(m for m in out.moved if m.disc == 44), tuple(d for d in out.fell if d == 44),
                                   (), out.frames)
            f = Flick(44, "onions", x, y, vx, vy, out)
            err = outcome_error(layout, f)
            assert err is None, (done, err)
            done += 1
            hits += bool(out.touched)
            if out.touched:
                for m in out.moved:
                    layout[m.disc] = (m.x, m.y, "onions")
                for d in out.fell:
                    layout.pop(d, None)
                if 44 in layout:  # the flicked disc joins the board under a free id
                    free = min(set(range(44)) - set(layout), default=None)
                    p = layout.pop(44)
                    if free is not None:
                        layout[free] = p
    return {"count": done, "hits": hits}


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
    _refused(s, Flick(h, "onions", 0.0, 160.0, 1.0, 0.0), "physics made of that flick.*at most")
