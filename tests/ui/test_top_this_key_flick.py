"""The Top This! flick by keys (issue 29, app/games/top_this/ui/key_flick.py): a number chooses the
topping, Enter puts it on the crust, the arrows move it round the crust, Enter places it, the arrows
aim and step the power, Enter flicks; Esc steps back. No mouse event anywhere: every key goes to the
table view's viewport. The flick is the mouse's own (the slingshot's pull, the same release), and an
ordinary legal Flick for the rules."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.games.top_this import geometry as geo
from app.games.top_this.actions import Flick
from app.games.top_this.ui import key_flick
from app.games.top_this.ui.flick import pull_to_velocity
from app.physics import VMAX
from tests.ui.test_top_this_scene import top_this_table

K = Qt.Key
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def table(qtbot):
    state, scene, view = top_this_table(qtbot)
    sent: list = []
    scene.intent.connect(sent.append)
    refused: list = []
    scene.refused.connect(refused.append)
    return state, scene, view, sent, refused


def _key(view, key, modifier=Qt.KeyboardModifier.NoModifier, times: int = 1) -> None:
    for _ in range(times):
        QTest.keyClick(view.viewport(), key, modifier)


def _placed_mm(scene) -> tuple[float, float]:
    assert scene.preview is not None and scene.preview.isVisible(), "no topping shown on the crust"
    return scene.to_mm(scene.preview.pos())


def test_enter_puts_the_chosen_topping_on_the_crust_and_the_arrows_move_it(qtbot, table):
    state, scene, view, sent, refused = table
    _key(view, K.Key_1)
    assert scene.chosen is not None and scene.key_flick.mode is None
    assert "Enter places it by keys" in scene.prompt.text
    _key(view, K.Key_Return)
    assert scene.key_flick.mode == "place" and scene.aiming is None
    x, y = _placed_mm(scene)
    assert math.isclose(math.hypot(x, y), geo.CRUST_MID, abs_tol=1e-6) and y > 0  # the bottom of the crust
    assert "round the crust" in scene.prompt.text
    _key(view, K.Key_Right)  # anticlockwise on the screen: from the bottom, to the right
    x1, y1 = _placed_mm(scene)
    assert x1 > x + 10 and math.isclose(math.degrees(math.atan2(y, x) - math.atan2(y1, x1)),
                                        key_flick.PLACE_STEP, abs_tol=1e-6)
    _key(view, K.Key_Left, SHIFT)
    x2, y2 = _placed_mm(scene)
    assert math.isclose(math.degrees(math.atan2(y2, x2) - math.atan2(y1, x1)), key_flick.PLACE_FINE, abs_tol=1e-6)
    _key(view, K.Key_Up, times=10)  # nearer the sauce, as far as a topping may go
    assert math.isclose(math.hypot(*_placed_mm(scene)), geo.PLACE_MIN_R, abs_tol=1e-6)
    _key(view, K.Key_Down, times=10)  # out to the edge of the crust
    assert math.isclose(math.hypot(*_placed_mm(scene)), geo.PLACE_MAX_R, abs_tol=1e-6)
    slot = scene.hand_slots[scene.chosen]
    face = slot.face
    _key(view, K.Key_T)  # turned over where it lies
    assert slot.face != face and scene.preview.face == slot.face and scene.key_flick.mode == "place"
    assert not sent and not refused


def test_aiming_turns_the_line_and_steps_the_power_through_the_whole_range(qtbot, table):
    state, scene, view, sent, refused = table
    _key(view, K.Key_1)
    _key(view, K.Key_Return)
    _key(view, K.Key_Return)
    a = scene.aiming
    assert scene.key_flick.mode == "aim" and a is not None and scene.aim.isVisible()
    assert math.isclose(a["power"], key_flick.POWER_START / 100)
    vx, vy = a["v"]
    assert math.isclose(math.atan2(vy, vx), math.atan2(-a["y"], -a["x"]), abs_tol=1e-9)  # at the centre
    assert "set the power (30%" in scene.prompt.text
    _key(view, K.Key_Up)
    assert math.isclose(scene.aiming["power"], (key_flick.POWER_START + key_flick.POWER_STEP) / 100)
    _key(view, K.Key_Down, SHIFT)
    assert math.isclose(scene.aiming["power"], (key_flick.POWER_START + key_flick.POWER_STEP - 1) / 100)
    assert math.isclose(scene.aim.power, scene.aiming["power"])  # the gauge shows it
    before = math.atan2(scene.aiming["v"][1], scene.aiming["v"][0])
    _key(view, K.Key_Right)  # clockwise on the screen
    after = math.atan2(scene.aiming["v"][1], scene.aiming["v"][0])
    assert math.isclose(math.degrees(after - before), key_flick.AIM_STEP, abs_tol=1e-6)
    _key(view, K.Key_Left, SHIFT)
    fine = math.atan2(scene.aiming["v"][1], scene.aiming["v"][0])
    assert math.isclose(math.degrees(after - fine), key_flick.AIM_FINE, abs_tol=1e-6)
    _key(view, K.Key_PageUp, times=6)  # the top of the gauge: a mouse's longest pull, VMAX
    assert scene.aiming["power"] == 1.0 and math.isclose(math.hypot(*scene.aiming["v"]), VMAX)
    _key(view, K.Key_Minus, times=200)  # the bottom: the least a key gives, still a flick
    assert math.isclose(scene.aiming["power"], key_flick.POWER_FINE / 100)
    assert 0 < math.hypot(*scene.aiming["v"]) <= VMAX * key_flick.POWER_FINE / 100 + 1e-9
    assert not sent and not refused


def test_enter_flicks_the_mouse_s_flick_and_it_is_legal(qtbot, table):
    state, scene, view, sent, refused = table
    _key(view, K.Key_2)
    chosen = scene.chosen
    _key(view, K.Key_Return)
    _key(view, K.Key_Right, times=3)
    _key(view, K.Key_Return)
    _key(view, K.Key_Left, times=2)
    _key(view, K.Key_Plus, times=4)
    a = dict(scene.aiming)
    px, py = scene.key_flick.pull()
    assert pull_to_velocity(px, py)[:2] == pytest.approx(a["v"])  # the slingshot's own mapping
    _key(view, K.Key_Return)
    qtbot.waitUntil(lambda: bool(sent), timeout=10000)
    flick = sent[0]
    assert isinstance(flick, Flick) and flick.disc == chosen and flick.outcome is not None
    assert (flick.x, flick.y) == (a["x"], a["y"]) and (flick.vx, flick.vy) == pytest.approx(a["v"])
    assert state.is_legal(flick, 0), state.explain(flick, 0)
    assert scene.key_flick.mode is None and scene.aiming is None and not refused


def test_escape_steps_back_aim_place_chosen_nothing(qtbot, table):
    state, scene, view, sent, refused = table
    _key(view, K.Key_1)
    chosen = scene.chosen
    _key(view, K.Key_Return)
    _key(view, K.Key_Return)
    assert scene.aiming is not None
    _key(view, K.Key_Escape)
    assert scene.aiming is None and not scene.aim.isVisible() and scene.key_flick.mode == "place"
    assert scene.preview.isVisible() and scene.hand_slots[chosen].opacity() == 1.0
    _key(view, K.Key_Escape)
    assert scene.key_flick.mode is None and scene.chosen == chosen and not scene.preview.isVisible()
    _key(view, K.Key_Escape)
    assert scene.chosen is None
    assert not sent and not refused


def test_a_topping_is_put_on_free_crust_and_a_blocked_spot_gets_the_rules_sentence(qtbot, table):
    state, scene, view, sent, refused = table
    bottom = geo.crust_point(math.pi / 2)
    scene.view["board"][0] = dict(scene.view["board"][0], x=bottom[0], y=bottom[1])  # a disc where keys start
    scene.draw_position()
    others = [(d["x"], d["y"]) for d in scene.view["board"]]
    _key(view, K.Key_1)
    _key(view, K.Key_Return)
    x, y = _placed_mm(scene)  # the nearest free spot of the crust
    assert geo.placement_error(x, y, others) is None
    assert 2 * geo.DISC_R - 1e-6 <= math.hypot(x - bottom[0], y - bottom[1]) < 2 * geo.DISC_R + 3
    step = K.Key_Left if x > 0 else K.Key_Right
    while geo.placement_error(*_placed_mm(scene), others) is None:
        _key(view, step, SHIFT)  # back onto the disc lying there
    why = geo.placement_error(*_placed_mm(scene), others)
    _key(view, K.Key_Return)
    assert scene.aiming is None and scene.key_flick.mode == "place" and scene.preview.isVisible()
    assert refused == [why] and not sent
