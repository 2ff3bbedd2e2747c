"""The pizza table: friction, knocks, falling off, no tunnelling, determinism."""

from __future__ import annotations

import math
import random

import pytest

from app.physics import (
    BOARD_R,
    DISC_R,
    FRAME_DT,
    GRAVITY,
    MU,
    SUBSTEPS,
    VMAX,
    FlickOutcome,
    PizzaTable,
    simulate_flick,
)
from tests.physics.flick_checks import random_flick, random_layout, watch


#: the deepest two discs can overlap at a frame's end: one substep's travel at VMAX (contacts are
#: found after the move that makes them) plus chipmunk's contact slop
MAX_OVERLAP = VMAX * FRAME_DT / SUBSTEPS + 0.5


def test_substeps_keep_each_move_under_a_quarter_radius_and_are_the_fewest_that_do():
    per_substep = VMAX * FRAME_DT / SUBSTEPS
    assert per_substep <= DISC_R / 4
    assert VMAX * FRAME_DT / (SUBSTEPS - 1) > DISC_R / 4
    assert MAX_OVERLAP < DISC_R / 2  # far from tunnelling (a full diameter)


def test_a_lone_disc_slides_the_friction_distance_and_stops():
    v = 800.0
    table = PizzaTable({})
    table.place(1, -150.0, 0.0, "olives")
    table.flick(1, v, 0.0)
    figures = watch(table)
    assert figures["rested"]
    x, y = table.positions()[1]
    expected = v * v / (2 * MU * GRAVITY)  # v^2 / (2 mu g) = 130.5 mm
    assert abs((x + 150.0) - expected) < 0.03 * expected
    assert y == pytest.approx(0.0, abs=1e-9)
    # it stopped in about v / (mu g) seconds (0.33 s = 39 frames), not asymptotically
    assert figures["frames"] <= math.ceil(v / (MU * GRAVITY) / FRAME_DT) + 2


def test_a_straight_flick_knocks_the_target_straight_on():
    out = simulate_flick({5: (0.0, 0.0, "olives")}, 9, "onions", -160.0, 0.0, 1200.0, 0.0)
    pos = out.final_positions()
    assert out.touched == (5,) and out.touched_any and out.fell == ()
    assert pos[5][0] > 20.0 and abs(pos[5][1]) < 1e-6  # pushed along +x, not sideways
    assert pos[9][0] < pos[5][0] - 2 * DISC_R + 0.5  # the flicker stays behind its target
    # elasticity 0.9 between equal masses: the flicker keeps 5% of its speed, the target gets 95%
    assert pos[5][0] - 0.0 > 10 * (pos[9][0] - (-DISC_R * 2))


def test_a_miss_touches_nothing_and_moves_nothing_else():
    layout = {1: (0.0, 0.0, "olives"), 2: (50.0, 50.0, "peppers")}
    out = simulate_flick(layout, 9, "onions", 0.0, -160.0, 0.0, -500.0)  # flicked outwards... and off
    assert out.touched == () and not out.touched_any
    assert out.fell == (9,) and out.moved == ()
    out = simulate_flick(layout, 9, "onions", -160.0, 60.0, 0.0, -300.0)  # along the crust
    assert out.touched == () and [m.disc for m in out.moved] == [9]


def test_a_hard_knock_sends_the_target_off_the_edge():
    out = simulate_flick({3: (100.0, 0.0, "olives")}, 9, "onions", -160.0, 0.0, VMAX, 0.0)
    assert out.touched == (3,) and 3 in out.fell


def test_head_on_row_keeps_its_order_and_never_overlaps():
    layout = {i: (-80.0 + 30.0 * i, 0.0, "olives") for i in range(6)}  # 6 discs, 6 mm apart
    table = PizzaTable(layout)
    table.place(99, -165.0, 0.0, "onions")
    table.flick(99, VMAX, 0.0)
    xs_before = None
    limit = 1200
    while not table.at_rest and table.frames < limit:
        table.step_frame()
        pos = table.positions()
        row = [99] + [i for i in range(6)]
        xs = [pos[d][0] for d in row if d in pos]
        assert xs == sorted(xs), f"order broken at frame {table.frames}: {xs}"
        on = [d for d in row if d in pos]
        for a, b in zip(on, on[1:]):
            assert pos[b][0] - pos[a][0] > 2 * DISC_R - MAX_OVERLAP
        xs_before = xs
    assert table.at_rest and xs_before is not None
    out = table.outcome()
    assert out.touched == (0,)
    assert 5 in out.fell  # the momentum went down the row to the far end


def test_two_flicks_of_the_same_position_give_the_same_outcome():
    rng = random.Random(4)
    layout = random_layout(rng, 30)
    flick = random_flick(rng, layout)
    a = simulate_flick(layout, 99, "olives", *flick)
    b = simulate_flick(layout, 99, "olives", *flick)
    assert a == b and a.to_dict() == b.to_dict()


def test_outcome_is_a_record_that_round_trips():
    from app.core.records import parse_record

    out = simulate_flick({5: (0.0, 0.0, "olives")}, 9, "onions", -160.0, 0.0, 1200.0, 0.0)
    assert parse_record(out.to_dict(), {FlickOutcome.TYPE: FlickOutcome}) == out


def test_discs_falling_off_are_removed_and_recorded_with_their_position():
    table = PizzaTable({1: (170.0, 0.0, "olives")})
    table.push(1, 300.0, 0.0)
    table.run_to_rest()
    assert table.fell == [1] and table.positions() == {}
    x, _ = table.fell_at[1]
    assert BOARD_R < x < BOARD_R + VMAX * FRAME_DT


def test_watched_random_flicks_never_tunnel_and_always_rest():
    rng = random.Random(2024)
    worst = 0.0
    fastest = 0.0
    for n in range(150):
        layout = random_layout(rng, rng.randint(4, 40))
        x, y, vx, vy = random_flick(rng, layout)
        table = PizzaTable(layout)
        table.place(99, x, y, "onions")
        table.flick(99, vx, vy)
        f = watch(table)
        assert f["rested"], f
        worst = max(worst, f["overlap"])
        fastest = max(fastest, f["max_speed"])
        # rule 24's facts: sqrt(2E) <= v - mu g t, so no disc outruns the flick and all rest by v/(mu g)
        v = math.hypot(vx, vy)
        assert f["max_speed"] <= v * (1 + 1e-9) and f["frames"] * FRAME_DT <= v / (MU * GRAVITY) + 2 * FRAME_DT
        on = set(table.positions())
        assert on | set(table.fell) == set(layout) | {99} and not on & set(table.fell)
    assert worst < MAX_OVERLAP  # mm of overlap at any frame end, against a 24 mm diameter
    assert fastest <= VMAX * 1.001


@pytest.mark.slow
def test_ten_thousand_random_flicks_up_to_the_cap_rest_sanely():
    """10,000 random flicks up to the cap on random boards (about 30 s here): no NaN, every disc on
    the table or fallen, all at rest by themselves, no resting overlap."""
    from tests.physics.many_flicks import REST_OVERLAP, run_many

    figures = run_many(10_000, seed=11, bounds=True)  # every outcome within the physical bounds too
    assert figures["max_frames"] < 1200 and figures["worst_rest_overlap"] < REST_OVERLAP
    assert figures["worst_bound_excess"] <= 0.0
    assert figures["hits"] > 5000 and figures["fell"] > 0  # the sample does knock things about


def test_the_time_limit_stops_everything_by_force():
    table = PizzaTable({1: (0.0, 0.0, "olives")})
    table.place(9, -160.0, 0.0, "onions")
    table.flick(9, 1500.0, 0.0)
    table.run_to_rest(max_seconds=0.05)  # 6 frames: the disc is still sliding
    assert table.frames == 6 and table.at_rest
    assert all(v == (0.0, 0.0) for v in table.velocities().values())
    x, _ = table.positions()[9]
    assert -160.0 + 6 * FRAME_DT * 1400.0 < x < -160.0 + 6 * FRAME_DT * 1500.0


@pytest.mark.parametrize("v", [50.0, 300.0, 800.0, 2000.0])
def test_a_lone_disc_slides_v2_over_2mug_plus_half_a_substep(v):
    """The bound the rules put on recorded outcomes (flicks._reach_error): friction's v^2/(2 mu g)
    plus half a substep's travel, since pymunk moves a body before the friction joint brakes it."""
    from app.physics import SUBSTEP_DT, V_REST, simulate_flick

    out = simulate_flick({}, 1, "olives", -170.0, 0.0, v, 0.0, board_r=1e5)
    slid = out.moved[0].x + 170.0
    excess = slid - v * v / (2 * MU * GRAVITY) - v * SUBSTEP_DT / 2
    assert 0.0 <= excess <= V_REST * FRAME_DT, (slid, excess)
