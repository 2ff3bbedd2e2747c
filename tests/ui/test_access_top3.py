"""The Top 3 table in the accessibility tree (issue 29): a seeded game on a real table screen, Ana at
the screen and two computer players, read from the view's interface down as a screen reader does at
the start, in the middle, in the last round and at the end, in English and in German; every move of
Ana's is played through the table's actions (`doAction`), as a screen reader plays it."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QAccessible

from app.core import i18n
from app.core.access import listed
from app.core.i18n import _, ngettext
from app.core.text import fill
from app.games.top3 import access
from app.games.top3.actions import order_name
from app.ui.qt_table_access import table_access
from tests.ui.access_tree import interface, lines, walk
from tests.ui.top3_helpers import NAMES, table_game, wait_ready

Role = QAccessible.Role
NAME = QAccessible.Text.Name


def _kids(iface) -> list:
    return [iface.child(i) for i in range(iface.childCount())]


def _named(iface, start: str, role=None):
    found = [n for _d, n in walk(iface) if n.text(NAME).startswith(start) and (role is None or n.role() == role)]
    assert len(found) == 1, (start, lines(iface))
    return found[0]


def _read(screen, session, names: list[str]) -> list[str]:
    """Check the tree against the view and the legal moves; the tree as text."""
    view, legal = screen.scene.view, list(screen.scene.legal)
    iface = interface(screen.view)
    assert iface.role() == Role.Pane and iface.text(NAME) == _("{game} table").format(game="Top 3")
    top = _kids(iface)
    assert top[0].role() == Role.StaticText and top[0].text(NAME) == fill(view["status"], names)
    seats = [n for n in top if n.role() == Role.Grouping]
    assert [s.text(NAME).split(",")[0] for s in seats] == names
    over = bool(view["is_over"])
    for seat, node in enumerate(seats):
        total = view["totals"][seat]
        assert ngettext("{n} card won", "{n} cards won", total).format(n=total) in node.text(NAME)
        won, bets = _kids(node)
        assert won.role() == Role.List and won.childCount() == total == len(view["won"][seat])
        assert bets.childCount() == len(view["advances"][seat])
        assert all(k.role() == Role.ListItem for k in _kids(won) + _kids(bets))
        assert (_("to play") in node.text(NAME)) == (view["current_player"] == seat and not over)
    deck = _named(iface, _("Deck"), Role.List)
    assert deck.childCount() == 0 and deck.text(NAME) == listed(_("Deck"), [], view["deck_count"])
    if over:
        assert _named(iface, _("Nothing to do now"), Role.List).childCount() == 0
        assert not any(n.text(NAME).startswith(_("{name}'s hand").format(name=names[0])) for _d, n in walk(iface))
    else:
        cards = _named(iface, _("The round's cards"), Role.List)
        assert cards.childCount() == 3
        hand = _named(iface, _("{name}'s hand").format(name=names[0]), Role.List)
        chosen = 1 if view["mine"] else 0
        assert hand.childCount() == 6 - chosen + len(view["advances"][0])
        assert _named(iface, _("Round {n} of {total}").format(n=view["round"], total=15), Role.StaticText)
    # the moves: the table's actions, one for each legal move, each its own words
    actions = iface.actionInterface().actionNames()
    assert actions == [access.move_words(a, view, names) for a in legal]
    assert len(set(actions)) == len(actions) == len(legal)
    moves = top[-1]
    assert moves.role() == Role.List and [m.text(NAME) for m in _kids(moves)] == actions
    assert all(m.role() == Role.Button for m in _kids(moves))
    # each order card offered is the part of the hand its click stands for
    table = table_access(screen.view)
    for order in {a.order for a in legal}:
        node = table.node_for_click(("order", order))
        assert node is not None and order_name(order) in node.text(NAME) and node.role() == Role.ListItem
    return lines(iface)


def show_final_table(qtbot, screen) -> None:
    """At the end the end-of-game page covers the table, and the table's tree is empty meanwhile;
    then the table page is shown again (as it is under the page) to read the final position."""
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.end, timeout=5000)
    assert interface(screen.view).childCount() == 0
    screen.pages.setCurrentWidget(screen.splitter)
    qtbot.waitUntil(lambda: screen.view.isVisible(), timeout=5000)


def _play_round(screen, session, rng) -> None:
    """Ana's choice, through the table's action interface, then until she may choose again."""
    iface = interface(screen.view)
    actions = iface.actionInterface().actionNames()
    moves = len(session.state.history)
    iface.actionInterface().doAction(rng.choice(actions))
    assert len(session.state.history) > moves, "the action played no move"


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_tree_at_four_moments_of_a_game(qtbot, language):
    rng = random.Random(5)
    names = NAMES[:3]
    read: dict[str, list[str]] = {}
    with i18n.use(language):
        screen, session = table_game(qtbot, ("human", "normal", "normal"), seed=11)
        wait_ready(qtbot, screen, session)
        read["start"] = _read(screen, session, names)
        assert len(interface(screen.view).actionInterface().actionNames()) == 6 * 4
        for goal in (8, 15, 16):
            while session.state.round < goal and not session.is_over:
                _play_round(screen, session, rng)
                wait_ready(qtbot, screen, session)
            assert session.is_over == (goal == 16)  # the 15th round's choice ends the game
            if session.is_over:
                show_final_table(qtbot, screen)
            read[goal] = _read(screen, session, names)
        nothing = _("Nothing to do now")
    text = "\n".join(read["start"] + read[8] + read[16])
    if language == "de":
        assert "Runde 1 von 15" in text and "Stapel" in text and "Lege " in text and "Karten gewonnen" in text
        assert "Round" not in text and "cards won" not in text and " hand" not in text
    else:
        assert "Round 1 of 15" in text and "Lay " in text and "Last round: Round 7" in text
    assert read[16][-1].strip() == f"List: {nothing}"
    assert i18n.language() == "en"
