"""Keyboard play of the Top 3 table: 1-6 pick the order cards as they lie, 7-9 or E/O/N the bet cards
(again: back), Escape drops the choice, Enter lays it; a key for a bet card already laid gets the
rules' own sentence; while the cards move a key cuts a pause short or is kept for when they stop."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.games.top3.actions import Choose
from tests.ui.top3_helpers import table_game, wait_ready


def _key(screen, key) -> None:
    QTest.keyClick(screen.view.viewport(), key)


def test_keys_pick_the_cards_and_enter_lays_them(qtbot):
    screen, session = table_game(qtbot, ["human", "easy"], 3)
    wait_ready(qtbot, screen, session)
    screen.view.setFocus()
    ch = screen.scene.chooser
    _key(screen, Qt.Key.Key_2)
    assert ch.order == "132" and screen.scene.order_cards["132"].has_highlight("chosen")
    _key(screen, Qt.Key.Key_2)
    assert ch.order is None  # again: put back
    _key(screen, Qt.Key.Key_5)
    _key(screen, Qt.Key.Key_N)
    assert (ch.order, ch.advance) == ("312", "nobody")
    _key(screen, Qt.Key.Key_8)
    assert ch.advance == "only_me" and screen.scene.bet_cards["only_me"].has_highlight("chosen")
    _key(screen, Qt.Key.Key_O)
    assert ch.advance is None
    _key(screen, Qt.Key.Key_Escape)
    assert (ch.order, ch.advance) == (None, None) and session.state.history == []
    _key(screen, Qt.Key.Key_3)
    _key(screen, Qt.Key.Key_E)
    assert "2-1-3" in screen.scene.prompt.text
    _key(screen, Qt.Key.Key_Return)
    assert session.state.history[0] == Choose("213", "everyone")
    # the next round: the bet card laid is gone; its key gets the rules' sentence why
    wait_ready(qtbot, screen, session)
    assert not screen.scene.bet_cards["everyone"].isVisible()
    _key(screen, Qt.Key.Key_7)
    expected = session.explain(Choose("123", "everyone"))
    assert expected == "You have already laid your bet card “Everyone is right”."
    assert screen.note() == (expected, "refused") and ch.advance is None
    _key(screen, Qt.Key.Key_6)
    _key(screen, Qt.Key.Key_Enter)
    assert session.state.history[2] == Choose("321")
    session.close(wait_ms=2000)


def test_enter_without_an_order_card_is_a_note_and_keys_wait_while_the_cards_move(qtbot):
    """A key pressed while the cards move plays nothing then and is not refused: it is kept and
    played when they stop (the choice of the next round); a key during a pause ends the pause."""
    screen, session = table_game(qtbot, ["human", "easy"], 3, speed=0.4)
    wait_ready(qtbot, screen, session)
    screen.view.setFocus()
    _key(screen, Qt.Key.Key_Return)
    assert screen.note() == ("First pick an order card.", "refused")
    _key(screen, Qt.Key.Key_1)
    _key(screen, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(session.state.history) == 2 and screen.scene.busy and not screen.scene.holding,
                    timeout=10000)
    _key(screen, Qt.Key.Key_4)  # the reveal: kept, nothing played, nothing refused
    assert len(session.state.history) == 2 and screen.scene.chooser.order is None
    assert screen.note() != ("Wait for the cards to finish moving.", "refused")
    qtbot.waitUntil(lambda: not screen.scene.busy, timeout=20000)
    assert screen.scene.chooser.order == "231" and screen.scene.order_cards["231"].has_highlight("chosen")
    assert len(session.state.history) == 2
    session.close(wait_ms=2000)
