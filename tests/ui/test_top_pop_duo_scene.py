"""The two-player game on the Top Pop table scene (ui/scene.py hands it to DuoTable): real mouse clicks
on the view, a card then a company, through a whole seeded game against random legal moves; a
right-click drops a picked card. Runs once ui/scene.py is there."""

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from app.games.top_pop.actions import Discard
from app.ui.qt_table_view import TableView

scene_module = pytest.importorskip("app.games.top_pop.ui.scene", reason="the Top Pop table scene is not merged yet")

NAMES, COLORS = ["Ana", "Ben"], ["#d1352b", "#2f6fd0"]


def _click(view, item, button=Qt.MouseButton.LeftButton) -> None:
    rect = item.mapToScene(item.boundingRect()).boundingRect()
    inner = item.mapToScene(item.shape().boundingRect()).boundingRect() if hasattr(item, "shape") else rect
    point = inner.center() if inner.isValid() else rect.center()
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, view.mapFromScene(QPointF(point)))


def _target(duo, action):
    if isinstance(action, Discard):
        return duo.out
    return duo.columns[action.company]


@pytest.fixture
def table(qtbot):
    from app.games.top_pop.rules import GAME

    scene = scene_module.Scene(GAME, NAMES, COLORS)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    return GAME, scene, view


def test_a_whole_two_player_game_by_mouse_clicks(qtbot, table):
    game, scene, view = table
    sent = []
    scene.intent.connect(sent.append)
    state = game.new_state(2, 42, {"variant": "two_player"})
    rng = random.Random(42)
    while not state.is_over:
        seat = state.current_player
        scene.show_position(state.view(seat), state.legal_actions(), seat)
        duo = scene.duo
        action = rng.choice(state.legal_actions())
        _click(view, duo.hand.cards[duo.hand.codes().index(action.card)])
        assert duo.picked == action.card
        _click(view, _target(duo, action))
        assert sent and sent[-1] == action, (action, sent[-1:])
        state.apply(action, seat)
    scene.show_position(state.view(0), [], 0)
    assert scene.duo.prompt.text and all(c.closed for c in scene.duo.columns)


def test_a_right_click_drops_the_picked_card(qtbot, table):
    game, scene, view = table
    state = game.new_state(2, 5, {"variant": "two_player"})
    seat = state.current_player
    scene.show_position(state.view(seat), state.legal_actions(), seat)
    _click(view, scene.duo.hand.cards[0])
    assert scene.duo.picked is not None
    QTest.mouseClick(view.viewport(), Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(QPointF(5, 5)))
    assert scene.duo.picked is None


def test_keys_pick_a_card_and_send_it_to_a_company_and_esc_drops_it(qtbot, table):
    game, scene, view = table
    state = game.new_state(2, 5, {"variant": "two_player"})
    seat = state.current_player
    scene.show_position(state.view(seat), state.legal_actions(), seat)
    sent = []
    scene.intent.connect(sent.append)
    view.setFocus()
    QTest.keyClick(view.viewport(), Qt.Key.Key_1)
    assert scene.duo.picked == scene.duo.hand.codes()[0]
    QTest.keyClick(view.viewport(), Qt.Key.Key_Escape)
    assert scene.duo.picked is None and not sent
    legal = state.legal_actions()
    target = next(a for a in legal if getattr(a, "company", None) is not None)
    QTest.keyClick(view.viewport(), Qt.Key.Key_1 + scene.duo.hand.codes().index(target.card))
    QTest.keyClick(view.viewport(), "ABCD"[target.company])
    assert sent and sent[-1].TYPE == target.TYPE and sent[-1].card == target.card and sent[-1].company == target.company
