"""Issue 27, replays: a click on the replay's slider goes to the move under the mouse (it stepped 10
moves towards it), and a drag that starts with a click on the groove follows the mouse."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QStyle, QStyleOptionSlider

from app.session.replay import ReplaySession
from app.ui.qt_replay import ReplayScreen
from tests.session.replay_helpers import played


def _screen(qtbot, size=(1000, 700)):
    game, state, seats = played("flip7", 1)
    replay = ReplaySession(game, state.num_players, state.seed, state.options, state.history, seats)
    screen = ReplayScreen()
    qtbot.addWidget(screen)
    screen.resize(*size)
    screen.show()
    screen.attach(replay, 0.0)
    qtbot.waitExposed(screen)
    return screen, replay


def _point_of(slider, value: int) -> QPoint:
    """Where move `value` lies on the slider: the middle of the handle when it shows that move."""
    shown = slider.value()
    slider.blockSignals(True)
    try:
        slider.setValue(value)
        opt = QStyleOptionSlider()
        slider.initStyleOption(opt)
        handle = slider.style().subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderHandle,
                                               slider)
        return handle.center()
    finally:
        slider.setValue(shown)
        slider.blockSignals(False)


def test_a_click_on_the_slider_goes_to_the_move_under_the_mouse(qtbot):
    screen, replay = _screen(qtbot)
    slider = screen.bar.slider
    n = replay.moves
    assert n > 40 and slider.width() > 2 * n  # every move has its own pixels
    for value in (n // 2, 3, n - 1, 2 * n // 3, 0, n, 37):
        QTest.mouseClick(slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _point_of(slider, value))
        assert replay.position == value and slider.value() == value
        assert screen.bar.where.text() == (f"Move {value} of {n}" if value else f"Start ({n} moves)")


def test_a_press_on_the_groove_then_a_drag_follows_the_mouse(qtbot):
    screen, replay = _screen(qtbot)
    slider = screen.bar.slider
    n = replay.moves
    QTest.mousePress(slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _point_of(slider, 10))
    assert replay.position == 10
    for value in (14, 25, 31):
        QTest.mouseMove(slider, _point_of(slider, value))
        assert replay.position == value
    QTest.mouseRelease(slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _point_of(slider, 31))
    assert replay.position == 31 and slider.value() == 31 and n > 31


def test_a_click_at_800_by_600_too(qtbot):
    screen, replay = _screen(qtbot, (800, 600))
    slider = screen.bar.slider
    assert slider.width() > replay.moves
    for value in (5, replay.moves - 5, 30):
        QTest.mouseClick(slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _point_of(slider, value))
        assert replay.position == value
