"""What the Top This! table says and offers matches what may be done (issue 27): the caption under
the pizza says "declared Top This!" as soon as the TOP THIS! stamp shows (not "Ben has 2 actions");
the disc a player is about to flick may be turned over wherever it is shown (in the hand, as the
preview on the crust, placed on the crust while aiming) and the caption says so whenever one is
chosen, while a disc already on the pizza is never turned over alone (the rulebook turns over only
every disc of one kind: "Flip"); the hint ring and the declared order's lift leave the "Orders"
heading readable."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from app.core import i18n
from app.games.top_this.rules import GAME
from app.games.top_this.ui.scene import Scene
from app.ui.items.hint_marker import HintMarker
from app.ui.qt_table_view import TableView
from tests.ui.test_top_this_scene import _state, top_this_table


def _vp(view, point: QPointF):
    return view.mapFromScene(point)


def test_the_caption_says_the_declaration_while_its_stamp_shows(qtbot):
    state, scene, view = top_this_table(qtbot)
    declare = next(a for a in state.legal_actions() if a.TYPE == "top_this")
    events = state.apply(declare)
    scene.set_speed(0.5)
    captions = []
    scene.play_events(events, state.view(None), None, [], 0)  # as a computer's move: nothing to click

    def look() -> bool:
        if any(getattr(item, "text", None) == "TOP THIS!" for item in scene.temps):
            captions.append(scene.prompt.text)
        return not scene.busy

    qtbot.waitUntil(look, timeout=5000)
    assert captions, "the stamp was never seen"
    assert all("declared Top This!" in c for c in captions), set(captions)
    assert scene.prompt.text.startswith("Ana declared Top This!")


def test_a_right_click_on_the_crust_turns_the_chosen_topping_over(qtbot):
    state, scene, view = top_this_table(qtbot)
    vp = view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, pos=_vp(view, scene.hand_slots[6].scenePos()))
    slot = scene.hand_slots[6]
    first = slot.face
    at = _vp(view, scene.to_px(0.0, 176.0))  # the rim of the crust: the preview shows there
    QTest.mouseMove(vp, at)
    assert scene.preview.isVisible() and scene.preview.face == first
    QTest.mouseClick(vp, Qt.MouseButton.RightButton, pos=at)
    assert slot.face != first and scene.preview.face == slot.face
    assert scene.chosen == 6  # still the one chosen
    QTest.mouseClick(vp, Qt.MouseButton.RightButton, pos=at)
    assert slot.face == first


def test_a_right_click_turns_over_the_topping_placed_for_aiming(qtbot):
    state, scene, view = top_this_table(qtbot)
    vp = view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, pos=_vp(view, scene.hand_slots[7].scenePos()))
    at = scene.to_px(-160.0, 0.0)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _vp(view, at))
    QTest.mouseMove(vp, _vp(view, scene.to_px(-200.0, 0.0)))
    assert scene.aiming is not None
    first = scene.aiming["face"]
    QTest.mousePress(vp, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                     _vp(view, scene.to_px(-200.0, 0.0)))
    assert scene.aiming is not None and scene.aiming["face"] != first
    assert scene.aiming["item"].face == scene.aiming["face"] == scene.hand_slots[7].face
    assert "right-click" in scene.prompt.text


def test_a_topping_on_the_pizza_is_never_turned_over_alone(qtbot):
    state, scene, view = top_this_table(qtbot)
    vp = view.viewport()
    QTest.mouseClick(vp, Qt.MouseButton.LeftButton, pos=_vp(view, scene.hand_slots[6].scenePos()))
    disc = scene.discs[0]
    face, hand_face = disc.face, scene.hand_slots[6].face
    QTest.mouseClick(vp, Qt.MouseButton.RightButton, pos=_vp(view, disc.scenePos()))
    assert disc.face == face and scene.hand_slots[6].face == hand_face


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_caption_says_right_click_whenever_a_topping_is_chosen(qtbot, lang):
    with i18n.use(lang):
        state, scene, view = top_this_table(qtbot)
        vp = view.viewport()
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, pos=_vp(view, scene.hand_slots[6].scenePos()))
        for where in (scene.to_px(0.0, 176.0), scene.to_px(0.0, 60.0), scene.hand_slots[6].scenePos()):
            QTest.mouseMove(vp, _vp(view, where))
            assert scene.chosen == 6
            words = "right-click" if lang == "en" else "Rechtsklick"
            assert words in scene.prompt.text, scene.prompt.text


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 5])
def test_the_hint_ring_and_the_declared_order_leave_the_orders_heading_free(qtbot, size, seats):
    state = GAME.new_state(seats, 5)
    scene = Scene(GAME, ["Ana", "Ben", "Cleo", "Dan", "Eva"][:seats], ["#d1352b", "#2f6fd0", "#2e9d4a",
                                                                        "#e08a00", "#8e24aa"][:seats])
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    scene.show_position(state.view(state.current_player), state.legal_actions(), state.current_player)
    heading = scene.orders_label.sceneBoundingRect()
    first_row = [o for o in scene.orders.values() if abs(o.scenePos().y() - min(
        p.scenePos().y() for p in scene.orders.values())) < 1]
    for order in first_row:
        declare = next(a for a in state.legal_actions() if a.TYPE == "top_this" and a.order == order.order_id)
        assert scene.show_hint(declare)
        ring = scene.hint_marker
        assert ring.target.top() - HintMarker.reach(ring.target) >= heading.bottom() - 0.5, (
            ring.target.top(), heading.bottom())
        order.set_declared(True)
        assert order.scenePos().y() - order.lift() - order.glow() / 2 >= heading.bottom() - 0.5
        order.set_declared(False)
