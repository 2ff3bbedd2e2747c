"""Top 3's Hint on the main window follows the order card the player has picked on the table (the move
builder's options reach the hint: app/ui/qt_table_hints.py -> app/session/hinting.py ->
app/games/hints.py `advise`): with an order card picked the ring goes to its bet card or Confirm and
the sentence names that order only; with none picked nothing is ringed and the sentence asks the
player to pick one (docs/rulings.md, "Hints")."""

from __future__ import annotations

import pytest

from app.games.top3.actions import ORDERS, order_name
from app.persistence import SeatConfig
from tests.support.lesson_checks import click_centre
from tests.support.tutorial_run import learner_may_move, main_window


@pytest.fixture
def window(qtbot):
    window = main_window(qtbot)
    yield window
    window.close()


def ask(qtbot, window):
    got: list = []
    window.session.hintReady.connect(got.append)
    qtbot.waitUntil(window.hint_action.isEnabled, timeout=5000)
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(got), timeout=20000)
    window.session.hintReady.disconnect(got.append)
    return got[0]


def test_the_hint_follows_the_order_card_picked_and_names_no_other(qtbot, window):
    game = next(g for g in window.games if g.id == "top3")
    window.start_game(game, [SeatConfig("Ana", "#d33"), SeatConfig("Bo", "#3a3", "easy")], seed=3,
                      options={"theme": "metropolen"})
    table = window.table
    qtbot.waitUntil(lambda: learner_may_move(window) and window.hint_action.isEnabled(), timeout=15000)
    first = ask(qtbot, window)
    assert first.action is None and table.scene.hint_marker is None
    assert first.sentence.startswith("Pick the order you believe in")
    assert not any(order_name(o) in first.sentence for o in ORDERS)
    scene, view = table.scene, table.view
    click_centre(view, scene.target_of(type("Pick", (), {"TYPE": "choose", "order": "231", "advance": None})()))
    assert scene.chooser.order == "231"
    found = ask(qtbot, window)
    assert found.action is not None and found.action.order == "231" and found.action in window.session.legal_actions()
    assert [o for o in ORDERS if order_name(o) in found.sentence] == ["231"]
    assert table.status_text() == found.sentence
    marker = scene.hint_marker
    assert marker is not None and marker.target == scene.target_of(found.action)
    scene.chooser.cancel()  # the order card put back: the next hint rings nothing, not the old ring
    scene.show_choice()
    again = ask(qtbot, window)
    assert again.action is None and scene.hint_marker is None and table.pointed_at() is None
