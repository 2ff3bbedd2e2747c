"""The Top oder Flop table in the accessibility tree (issue 29): a seeded game on a real table screen,
Ana's moves made by the table's accessibility actions, the tree walked from the view's interface at
the start, in the middle and near the end, in English and German (names, roles, counts, the legal
moves as the actions); and the words of many random positions (tests/ui/access_play.py)."""

from __future__ import annotations

import random

from PySide6.QtGui import QAccessible

from app.core import i18n
from app.games.top_oder_flop import access
from app.games.top_oder_flop.cards import FILMS, card_name, title
from tests.ui.access_play import (NAMES, check_both_languages, check_position, name, no_secret_cards, nodes, play_by_tree,
                                  random_positions, table, wait_ready)

Role = QAccessible.Role


def _films_and_piles(iface, scene) -> None:
    """Each film a list with its Top and Flop rows, each row as many cards as the view's side, named
    with the film and its value; Ana's display a pile per film; the deck's count."""
    view = scene.view
    lists = nodes(iface, Role.List)
    for f in FILMS:
        film = view["films"][f]
        group = next(n for n in lists if name(n).startswith(title(f) + ", "))
        rows = [group.child(i) for i in range(group.childCount()) if group.child(i).role() == Role.List]
        assert len(rows) == 2
        assert [r.childCount() for r in rows] == [len(film["top"]), len(film["flop"])]
        for row, side in zip(rows, ("top", "flop")):
            assert [name(row.child(i)).rsplit(": ", 1)[-1] for i in range(row.childCount())] == \
                [card_name(c) for c in film[side]]
        markers = [group.child(i) for i in range(group.childCount()) if group.child(i).role() == Role.Graphic]
        assert len(markers) == len(film["top_markers"]) + len(film["flop_markers"])
    mine = view["personal"][0]
    for f in FILMS:
        pile = next(n for n in lists if name(n).startswith(f"Ana's display for {title(f)}")
                    or name(n).startswith(f"Auslage von Ana für {title(f)}"))
        assert pile.childCount() == len(mine.get(f, []))
    deck = next(n for n in lists if name(n).startswith(i18n._("Deck") + ", "))
    assert str(view["deck_count"]) in name(deck) or view["deck_count"] == 0


def test_the_tree_at_three_moments_of_a_game_played_by_its_actions(qtbot):
    screen, session = table(qtbot, "top_oder_flop", 3, 11)
    rng, turns, checked = random.Random(11), 0, []
    while not session.is_over:
        wait_ready(qtbot, screen, session)
        if session.is_over:
            break
        view = screen.scene.view
        finished = sum(1 for f in FILMS if view["films"][f]["finished"])
        left = min(h + m for h, m in zip(view["hand_counts"], view["markers"]))
        near_end = turns > 8 and (finished >= 3 or view["deck_count"] <= 6 or left <= 3)
        moment = "start" if turns == 0 else "middle" if turns == 8 else "end" if near_end and "end" not in checked \
            else None
        if moment:
            english, german = check_both_languages(qtbot, screen, session, access, _films_and_piles)
            checked.append(moment)
            if moment == "middle":
                assert any(line.startswith("Ana's display for ") and ", 1 of " in line for line in english["lines"])
                assert any(line.startswith("Auslage von Ana für ") for line in german["lines"])
        play_by_tree(qtbot, screen, session, rng)
        turns += 1
        assert turns < 200
    assert checked == ["start", "middle", "end"]
    session.close(wait_ms=2000)


def test_the_focus_ring_is_the_part_with_the_focus(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tests.ui.access_tree import interface

    screen, session = table(qtbot, "top_oder_flop", 3, 11)
    wait_ready(qtbot, screen, session)
    QTest.keyClick(screen.view.viewport(), Qt.Key.Key_1)  # the first hand card, picked
    QTest.keyClick(screen.view.viewport(), Qt.Key.Key_Right)  # the ring on the first place it may go
    scene = screen.scene
    assert scene.key_ring is not None
    focus = interface(screen.view).focusChild()
    assert focus is not None and focus.state().focused
    assert name(focus).startswith("Ana's display for ")
    session.close(wait_ms=2000)


RUNS = [(2, 1, {}), (3, 2, {}), (4, 3, {}), (5, 4, {})]


def test_random_positions_read_without_error_with_unique_moves_and_no_secrets():
    names = list(NAMES)
    seen = 0
    for state, step in random_positions("top_oder_flop", RUNS):
        if step % 3 == 0 or state.is_over:
            check_position(access, state, names)
            seen += 1
        if step % 5 == 0 and not state.is_over:
            secret = {c for s in range(1, state.num_players) for c in state.hands[s]}
            secret |= {c for s in range(1, state.num_players) for pile in state.personal[s].values() for c in pile[1:]}
            no_secret_cards(access, state, secret, card_name, names)
    assert seen > 40
