"""Playing a Top This! move on the table as a player does, through the view's viewport: a click on
what `scene.target_of(action)` rings, two for a Top This! (the order card, then the button), and for
a flick: choose the topping in the hand (turned over if the other face is wanted), press on its spot
on the crust (`flick_start_of`), pull back through a few mouse moves and release where the pull
gives the flick's velocity (`pull_point_of`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest


def _vp(view, point: QPointF):
    return view.mapFromScene(point)


def click(qtbot, view, point: QPointF, button=Qt.MouseButton.LeftButton) -> None:
    qtbot.mouseClick(view.viewport(), button, pos=_vp(view, point))


def drag_flick(qtbot, view, scene, action) -> None:
    """Choose the flick's topping, turn it to the flick's face, then press, pull and release."""
    slot = scene.hand_slots[action.disc]
    if scene.chosen != action.disc:
        click(qtbot, view, scene.hand_slot_of(action.disc).center())
    if slot.face != action.face:
        click(qtbot, view, scene.hand_slot_of(action.disc).center(), Qt.MouseButton.RightButton)
    assert scene.chosen == action.disc and slot.face == action.face, (scene.chosen, slot.face, action)
    start = scene.flick_start_of(action).center()
    end = scene.pull_point_of(action)
    vp = view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _vp(view, start))
    assert scene.aiming is not None, "the press on the crust did not place the topping"
    for k in (1, 2, 3):
        QTest.mouseMove(vp, _vp(view, start + (end - start) * (k / 4)))
    QTest.mouseMove(vp, _vp(view, end))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _vp(view, end))


def play(qtbot, view, scene, action) -> None:
    """Play `action` by the mouse (it ends as the scene's intent, or for a flick once it has run)."""
    if action.TYPE == "flick":
        drag_flick(qtbot, view, scene, action)
        return
    rect = scene.target_of(action)
    assert rect is not None and not rect.isEmpty(), action
    click(qtbot, view, rect.center())
    if action.TYPE == "top_this":  # the order card chose it; now the button, where the ring went
        rect = scene.target_of(action)
        assert scene.top_button.sceneBoundingRect().contains(rect.center())
        click(qtbot, view, rect.center())
