"""Keyboard play of the Top oder Flop table: a digit picks the n-th hand card, the arrows move the
focus ring over the lit places, Enter chooses (as a click does), Esc drops the choice; X and S pick a
marker face, and a marker when there is none left gets the rules' sentence."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.games.top_oder_flop.actions import Display, Personal
from tests.ui.test_top_oder_flop_table import SCRIPT, scripted_table, wait_ready


def _key(view, key) -> None:
    QTest.keyClick(view.viewport(), key)


def test_keys_pick_move_the_ring_and_choose(qtbot):
    screen, session = scripted_table(qtbot)
    scene, view = screen.scene, screen.view
    wait_ready(qtbot, screen, session)
    view.setFocus()
    codes = [c.code for c in scene.hand.cards]
    first_opening = next(i for i, c in enumerate(codes) if c == "5:TT")
    _key(view, getattr(Qt.Key, f"Key_{first_opening + 1}"))
    assert scene.chooser.pick.card == "5:TT"
    _key(view, Qt.Key.Key_Escape)
    assert scene.chooser.pick.card is None
    _key(view, getattr(Qt.Key, f"Key_{first_opening + 1}"))
    _key(view, Qt.Key.Key_Right)  # the only lit place: Tanjas Traum's pile of Ana's display
    assert scene.key_focus == ("personal", 0, "TT") and scene.cells[(0, "TT")].has_highlight("focus")
    moves = len(session.state.history)
    _key(view, Qt.Key.Key_Return)
    assert session.state.history[moves] == Personal("5:TT", "TT")
    # X during the opening: the rules' sentence, nothing picked
    wait_ready(qtbot, screen, session)
    _key(view, Qt.Key.Key_X)
    assert scene.chooser.pick.face is None
    assert screen.note() == ("First everyone lays two opening cards face up into their personal display.",
                             "refused")
    for action in SCRIPT[0][1:3]:
        wait_ready(qtbot, screen, session)
        session.submit(action)
    wait_ready(qtbot, screen, session)
    # a card of two films: the arrows go through its rows and piles, film by film, Top before Flop
    codes = [c.code for c in scene.hand.cards]
    _key(view, getattr(Qt.Key, f"Key_{codes.index('1:AA/RR') + 1}"))
    order = []
    for _ in range(len(scene.chooser.targets())):
        _key(view, Qt.Key.Key_Down)
        order.append(scene.key_focus)
    assert order[:4] == [("side", "AA", "top"), ("side", "AA", "flop"), ("side", "RR", "top"), ("side", "RR", "flop")]
    assert set(order) == scene.chooser.targets()
    while scene.key_focus != ("side", "AA", "top"):
        _key(view, Qt.Key.Key_Up)
    moves = len(session.state.history)
    _key(view, Qt.Key.Key_Space)
    assert session.state.history[moves] == Display("1:AA/RR", "AA", "top")
    # a marker by keys
    wait_ready(qtbot, screen, session)
    _key(view, Qt.Key.Key_S)
    assert scene.chooser.pick.face == "stop"
    _key(view, Qt.Key.Key_Return)  # the ring goes on the first lit row
    assert scene.key_focus == ("side", "AA", "top")
    moves = len(session.state.history)
    _key(view, Qt.Key.Key_Return)
    assert session.state.history[moves].TYPE == "marker"
    session.close(wait_ms=2000)
