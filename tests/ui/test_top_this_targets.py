"""Top This! `target_of`: for every legal move in several positions the rect the hint ring draws lies
on the table, and playing there through the viewport (a click; two for Top This!; the drag for a
flick) makes exactly that move the scene's intent."""

from __future__ import annotations

import math

import pytest

from app.games.top_this.actions import Flip, TopThis
from app.games.top_this.ui.targets import aim_point
from tests.games.top_this.helpers import Discs, in_slice, new, order_of
from tests.ui.test_top_this_table_german import open_table
from tests.ui.top_this_gestures import play

NAMES = ["Ana", "Ben"]
COLORS = ["#d1352b", "#2f6fd0"]


def _table(qtbot, size=(800, 600)):
    scene, view = open_table(qtbot, len(NAMES), size, NAMES, COLORS)
    scene.set_speed(0)
    return scene, view


def _positions():
    """(name, state): actions with discs and toppings; after a Top This!; a removal; a pass."""
    ds = Discs()
    a, b, m = ds.take("olives"), ds.take("olives"), ds.take("mushrooms")
    hand = [ds.take("peppers"), ds.take("onions")]
    layout = {a: (*in_slice(0, 70), "olives"), b: (*in_slice(0, 100), "olives"), m: (*in_slice(4, 90), "mushrooms")}
    o = order_of("olives", "olives", "peppers")
    actions = new(2, layout=layout, hands=[hand, [ds.take("onions")]], orders=[o, 0, 1, 2, 3])
    declared = new(2, layout=layout, hands=[hand, [40]], orders=[o, 0, 1, 2, 3])
    declared.apply(TopThis(o))
    # slice 2: olives and mushrooms; flipping the mushrooms (pepperoni underneath) makes olives + pepperoni
    ds = Discs()
    olive = ds.take("olives")
    turn = next(d for d in range(45) if d != olive and set(_faces(d)) == {"mushrooms", "pepperoni"})
    ds.taken.add(turn)
    far = ds.take("onions")
    removal = new(2, layout={olive: (*in_slice(2, 60), "olives"), turn: (*in_slice(2, 100), "mushrooms"),
                             far: (*in_slice(6, 90), "onions")},
                  hands=[[], [44]], orders=[order_of("olives", "pepperoni"), 0, 1, 2, 3])
    removal.apply(Flip("onions"))
    removal.apply(Flip("mushrooms"))
    assert removal.view(0)["phase"] == "remove"
    passing = new(2, layout={}, hands=[[], [0]])
    return [("actions", actions), ("top_this", declared), ("remove", removal), ("pass", passing)]


def _faces(d: int) -> tuple[str, str]:
    from app.games.top_this.components import DISCS

    return DISCS[d].faces


def _same_flick(got, want) -> bool:
    """The flick the drag made: the same topping and face, placed within 1 mm, at the velocity within
    2 % and 1 degree (the pointer moves by whole pixels)."""
    if got.TYPE != "flick" or (got.disc, got.face) != (want.disc, want.face):
        return False
    speed, wanted = math.hypot(got.vx, got.vy), math.hypot(want.vx, want.vy)
    turn = abs(math.atan2(got.vx * want.vy - got.vy * want.vx, got.vx * want.vx + got.vy * want.vy))
    return (math.hypot(got.x - want.x, got.y - want.y) < 1.0 and abs(speed - wanted) < 0.02 * wanted
            and math.degrees(turn) < 1.0 and got.outcome is not None)


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_every_legal_move_is_played_where_target_of_points(qtbot, size):
    scene, view = _table(qtbot, size)
    kinds = set()
    for name, state in _positions():
        seat = state.current_player
        legal = state.legal_actions()
        flicks = [a for a in legal if a.TYPE == "flick"][:3]  # each is simulated live: three per position
        for action in [a for a in legal if a.TYPE != "flick"] + flicks:
            scene.show_position(state.view(seat), legal, seat)
            rect = scene.target_of(action)
            assert rect is not None and not rect.isEmpty(), (name, action)
            assert scene.sceneRect().contains(rect), (name, action, rect, scene.sceneRect())
            assert scene.show_hint(action) and scene.hint_marker is not None
            got = []
            scene.intent.connect(got.append)
            try:
                play(qtbot, view, scene, action)
                qtbot.waitUntil(lambda: bool(got), timeout=8000)
            finally:
                scene.intent.disconnect(got.append)
            assert len(got) == 1, (name, action, got)
            if action.TYPE == "flick":
                assert _same_flick(got[0], action), (name, action, got[0])
            else:
                assert got[0] == action, (name, action, got[0])
            kinds.add(action.TYPE)
    assert kinds == {"flick", "flip", "top_this", "remove", "pass"}


def test_a_flicks_ring_is_on_the_topping_it_is_aimed_at(qtbot):
    scene, view = _table(qtbot)
    state = _positions()[0][1]
    scene.show_position(state.view(0), state.legal_actions(), 0)
    board = state.view(0)["board"]
    for action in [a for a in state.legal_actions() if a.TYPE == "flick"]:
        (x, y), hit = aim_point(board, action.x, action.y, action.vx, action.vy)
        if hit is None:
            continue
        row = next(d for d in board if d["id"] == hit)
        assert (x, y) == (row["x"], row["y"])
        # the legal sample aims straight at a topping: the ring is on the topping it is aimed at
        centre = scene.target_of(action).center()
        assert (centre - scene.to_px(row["x"], row["y"])).manhattanLength() < 0.5


def test_the_ring_moves_from_the_order_to_the_top_this_button(qtbot):
    scene, view = _table(qtbot)
    state = _positions()[0][1]
    scene.show_position(state.view(0), state.legal_actions(), 0)
    action = next(a for a in state.legal_actions() if a.TYPE == "top_this")
    scene.show_hint(action)
    assert scene.orders[action.order].sceneBoundingRect().contains(scene.target_of(action))
    from tests.ui.top_this_gestures import click

    click(qtbot, view, scene.target_of(action).center())
    assert scene.declare == action.order
    assert scene.hint_marker is not None and scene.top_button.sceneBoundingRect().contains(scene.target_of(action).center())
