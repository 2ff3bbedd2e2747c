"""The Flip 7 table in the accessibility tree (issue 29), walked from the view down as a screen reader
does, at three moments of a game, in English and German: the seats with their points and whose turn
it is, each line's cards with their place, the deck and the discard pile, and the moves legal now as
the table's actions (doing one plays it, as a click would)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from app.core import i18n
from tests.ui.access_tree import interface, lines, names
from tests.ui.test_flip7_keys import _screen

Role = QAccessible.Role


@pytest.fixture(params=["en", "de"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _tree(screen):
    iface = interface(screen.view)
    return iface, lines(iface)


def _check_position(screen, session, language: str) -> None:
    iface, text = _tree(screen)
    view = screen.current_view()
    assert iface.role() == Role.Pane
    groups = [iface.child(i) for i in range(iface.childCount()) if iface.child(i).role() == Role.Grouping]
    assert len(groups) == 3  # one per seat
    for seat, group in enumerate(groups):
        name = group.text(QAccessible.Text.Name)
        assert name.startswith(("Ana", "Ben", "Cleo")[seat])
        total = view["totals"][seat]
        assert (f"{total} points" if language == "en" else f"{total} Punkte") in name
        turn = "to play" if language == "en" else "am Zug"
        assert (turn in name) == (view["current_player"] == seat and not view["is_over"])
        line = group.child(0)
        player = view["players"][seat]
        cards = len(player["numbers"]) + len(player["modifiers"]) + len(player["actions"])
        assert line.role() == Role.List and line.childCount() == cards
        for i in range(cards):  # "Ana's line, 2 of 3: 7"
            assert line.child(i).role() == Role.ListItem
            assert f"{i + 1} {'of' if language == 'en' else 'von'} {cards}: " in line.child(i).text(QAccessible.Text.Name)
    deck = f"{view['deck_count']} {'cards' if language == 'en' else 'Karten'}"
    assert any(deck in n for n in names(iface, Role.List)), text
    actions = iface.actionInterface()
    from app.games.flip7.access import move_words

    assert actions.actionNames() == [move_words(a, view, screen.names) for a in screen.human_legal()]
    moves = [n for n in names(iface, Role.Button)]
    assert moves == actions.actionNames()


def test_three_moments_in_both_languages(qtbot, language):
    screen, session = _screen(qtbot, ["5", "7", "9", "3", "freeze", "2", "4", "6", "8", "10", "11", "12"])
    _check_position(screen, session, language)  # the deal: Ana to move
    assert (["Hit: take a card", "Stay: bank your line"] if language == "en"
            else ["Ziehen: eine Karte nehmen", "Aufhören: die Reihe sichern"]) == interface(screen.view).actionInterface().actionNames()
    QTest.keyClick(screen.view.viewport(), Qt.Key.Key_H)  # the middle: Ana hit, the bots went on
    qtbot.waitUntil(lambda: bool(session.legal_actions()) or session.view()["is_over"], timeout=5000)
    _check_position(screen, session, language)
    second = names(interface(screen.view), Role.ListItem)[1]  # Ana's line: the 5 dealt, the 3 drawn
    assert second == ("Ana's line, 2 of 2: 3" if language == "en" else "Reihe von Ana, 2 von 2: 3")
    QTest.keyClick(screen.view.viewport(), Qt.Key.Key_S)  # Ana stays: the round ends, the bots play
    qtbot.waitUntil(lambda: bool(session.legal_actions()) or session.view()["is_over"], timeout=5000)
    _check_position(screen, session, language)


def test_an_action_of_the_tree_plays_the_move(qtbot):
    screen, session = _screen(qtbot, ["5", "7", "9", "3"])
    actions = interface(screen.view).actionInterface()
    actions.doAction("Hit: take a card")
    assert session.state.history[0].TYPE == "hit"
    assert session.state.players[0].cards() == ["5", "3"]
    actions.doAction("No such move")  # words that name no move now do nothing
    assert len(session.state.history) >= 1


def test_the_hidden_table_has_no_parts(qtbot):
    screen, _session = _screen(qtbot, ["5", "7", "9", "3"])
    assert interface(screen.view).childCount() > 0
    screen.pages.setCurrentWidget(screen.cover)  # what the hand-off cover does
    assert interface(screen.view).childCount() == 0
    assert interface(screen.view).actionInterface().actionNames() == []


def test_the_focus_ring_is_the_focused_part(qtbot):
    screen, session = _screen(qtbot, ["freeze", "7", "9"])
    assert session.view()["pending"]["chooser"] == 0
    QTest.keyClick(screen.view.viewport(), Qt.Key.Key_2)  # the ring on Ben's line
    focus = interface(screen.view).focusChild()
    assert focus is not None and focus.text(QAccessible.Text.Name).startswith("Ben's line")
    assert focus.state().focused
    assert interface(screen.view).actionInterface().actionNames()[1] == "Give the Freeze to Ben"


def test_tab_reaches_the_score_sheet_and_the_log_and_comes_back_to_the_table(qtbot):
    """Keyboard alone: Tab goes table -> score sheet -> log -> table (a screen reader reads the sheet's
    cells and the log's lines with the arrows there); the table's keys play again once it is back."""
    screen, session = _screen(qtbot, ["5", "7", "9", "3"])
    visited = [screen.focusWidget()]
    for _ in range(3):
        QTest.keyClick(screen.focusWidget(), Qt.Key.Key_Tab)
        visited.append(screen.focusWidget())
    assert visited == [screen.view, screen.sheet, screen.log, screen.view]
    QTest.keyClick(screen.focusWidget(), Qt.Key.Key_H)
    assert session.state.history[0].TYPE == "hit"
