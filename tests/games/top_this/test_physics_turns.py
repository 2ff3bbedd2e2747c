"""Turns played with real simulated flicks (no hand-written outcomes), and a property test: any flick
the rules accept keeps every disc accounted for; any they refuse changes nothing."""

from __future__ import annotations

import math

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core import IllegalAction
from app.games.top_this import GAME
from app.games.top_this.actions import Flick, Flip, Remove
from app.games.top_this.components import DISCS
from app.games.top_this.flicks import aimed_flick
from app.games.top_this.geometry import slices_touched
from tests.games.top_this.helpers import Discs, in_slice, new, order_of

OLIVE2 = order_of("olives", "olives")


def test_a_gentle_real_flick_lands_behind_its_target_and_completes_the_order():
    discs = Discs()
    a, d = discs.take("olives"), discs.take("olives")
    p = discs.take("peppers")
    s = new(layout={a: (*in_slice(0, 60), "olives"), p: (*in_slice(4, 80), "peppers")},
            hands=[[d], []], orders=[OLIVE2])
    flick = aimed_flick(s.board, d, "olives", tuple(s.board[a][:2]), hit_speed=150.0)
    assert flick is not None and flick.outcome is None
    events = s.apply(flick)
    out = events[0].outcome
    assert out.touched == (a,) and out.fell == ()
    assert slices_touched(*s.board[d][:2]) == (0,) and slices_touched(*s.board[a][:2]) == (0,)
    gap = math.dist(s.board[a][:2], s.board[d][:2])
    assert 2 * 12.0 - 0.5 < gap < 40.0  # the flicker stopped just behind the disc it knocked
    s.apply(Flip("peppers"))  # the second action; orders are checked after it
    assert s.view(0)["phase"] == "remove" and s.piles[0]["orders"] == [OLIVE2]
    s.apply(Remove(a))
    assert s.current_player == 1
    s.check_invariants()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    angle=st.floats(0, 2 * math.pi),
    radius=st.floats(145.0, 175.0),
    speed=st.floats(0.0, 2100.0),
    heading=st.floats(-math.pi, math.pi),
    which=st.integers(0, 3),
    face=st.integers(0, 1),
)
def test_any_flick_is_either_refused_cleanly_or_keeps_everything_accounted_for(
    seed, angle, radius, speed, heading, which, face
):
    s = GAME.new_state(3, seed)
    hand = s.hands[s.current_player]
    disc = hand[which % len(hand)]
    flick = Flick(disc, DISCS[disc].faces[face], radius * math.cos(angle), radius * math.sin(angle),
                  speed * math.cos(heading), speed * math.sin(heading))
    before = s.to_json()
    try:
        s.apply(flick)
    except IllegalAction as exc:
        assert str(exc) and s.to_json() == before
        return
    s.check_invariants()
    recorded = s.history[-1]
    assert recorded.outcome is not None
    again = GAME.state_from_json(s.to_json())
    assert again == s
