"""Keyboard play of the Top Pop table on a hand-made position: a digit picks the n-th hand card and
then the n-th seat's row; in the take step the n-th colour; while a stack is built, the n-th colour of
the supply; the arrows move the focus ring over what is lit and Enter chooses; Enter confirms a
stack, Esc takes a cap back and then cancels; D (and Enter with nothing to confirm) ends the stacking."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.games.top_pop.actions import Done, Place, Stack, Take
from tests.ui import top_pop_views as tv
from tests.ui.test_top_pop_stacking import table


def _key(view, key) -> None:
    QTest.keyClick(view.viewport(), key)


def _digit(view, n) -> None:
    _key(view, getattr(Qt.Key, f"Key_{n}"))


def test_digits_place_a_card(qtbot):
    scene, view, sent = table(qtbot, step="place")
    view.setFocus()
    _digit(view, 2)
    assert scene.chooser.pick.card == scene.hand.cards[1].code
    _key(view, Qt.Key.Key_Escape)
    assert scene.chooser.pick.card is None
    _digit(view, 2)
    _digit(view, 3)
    assert sent["intent"] == [Place(scene.hand.cards[1].code, 2)]


def test_arrows_and_enter_take_a_cap(qtbot):
    scene, view, sent = table(qtbot, step="take")
    view.setFocus()
    _key(view, Qt.Key.Key_Right)
    assert scene.key_focus == ("middle", 0) and scene.middle[0].has_highlight("focus")
    _key(view, Qt.Key.Key_Right)
    _key(view, Qt.Key.Key_Return)
    assert sent["intent"] == [Take(1)]
    v = tv.view(3, 0, "take")
    scene.show_position(v, tv.legal(v), 0)
    _digit(view, 3)
    assert sent["intent"][-1] == Take(2)


def test_keys_build_a_stack_and_end_the_stacking(qtbot):
    scene, view, sent = table(qtbot)
    view.setFocus()
    targets = []
    for _ in range(3):
        _key(view, Qt.Key.Key_Down)
        targets.append(scene.key_focus)
    assert targets == [("front", 0, 1), ("front", 1, 0), ("front", 1, 1)]
    _key(view, Qt.Key.Key_Up)
    _key(view, Qt.Key.Key_Up)
    _key(view, Qt.Key.Key_Return)  # Ana's night card
    assert scene.chooser.pick.target == (0, 1)
    _digit(view, 2)
    _digit(view, 1)
    _digit(view, 1)
    assert scene.rows[0].cards[1].ghost == (0, [1, 0, 0])
    _key(view, Qt.Key.Key_Escape)
    assert scene.rows[0].cards[1].ghost == (0, [1, 0])
    _digit(view, 1)
    _key(view, Qt.Key.Key_Return)
    assert sent["intent"] == [Stack(0, 1, (1, 0, 0))]
    v = tv.view(3, 0, "stack")
    scene.show_position(v, tv.legal(v), 0)
    _key(view, Qt.Key.Key_D)
    assert sent["intent"][-1] == Done()
    scene.show_position(v, tv.legal(v), 0)
    _key(view, Qt.Key.Key_Return)
    assert sent["intent"][-1] == Done() and len(sent["intent"]) == 3
