"""The Top Pop table in the accessibility tree (issue 29), standard, lite and two-player: a seeded game
on a real table screen, Ana's moves made by the table's accessibility actions, the tree walked from
the view's interface at the start, in the middle and near the end, in English and German (names,
roles, counts, the legal moves as the actions); and the words of many random positions
(tests/ui/access_play.py)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QAccessible

from app.games.top_pop import access
from app.games.top_pop.cards import card_name, company_name
from tests.ui.access_play import (NAMES, check_both_languages, check_position, name, no_secret_cards, nodes, play_by_tree,
                                  random_positions, table, wait_ready)

Role = QAccessible.Role


def _standard_parts(iface, scene) -> None:
    """Each seat holds the row of the cards in front of it (as many as the view's) and its cards won;
    the middle and Ana's supply a chip per colour with the view's counts."""
    view = scene.view
    seats = [n for n in nodes(iface, Role.Grouping)]
    for s, seat in enumerate(seats):
        row, won = seat.child(0), seat.child(1)
        assert row.role() == Role.List and row.childCount() == len(view["fronts"][s])
        for j in range(row.childCount()):
            assert row.child(j).role() == Role.ListItem
            assert name(row.child(j)).endswith(access.front_words(view["fronts"][s][j]["card"],
                                                                   view["fronts"][s][j]["stacks"]))
        assert won.role() == Role.List and access.won_words(view["won"][s]) in name(won)
    chips = [n for n in nodes(iface, Role.Graphic)]
    players = view["players"]
    assert len(chips) == 2 * players  # the middle's and Ana's supply's
    middle = {int(k): n for k, n in view["middle"].items()}
    supply = {int(k): n for k, n in view["supply"][0].items()}
    assert [name(c) for c in chips] == [access.cap_count(k, middle.get(k, 0)) for k in range(players)] + \
        [access.cap_count(k, supply.get(k, 0)) for k in range(players)]


def _duo_parts(iface, scene) -> None:
    """Four companies, each with its column's cards; a face-down night card of Ben's is "a night card"."""
    view = scene.view
    lists = nodes(iface, Role.List)
    for k in range(4):
        company = next(n for n in lists if name(n).startswith(company_name(k) + ": "))
        column = view["columns"][k]
        assert company.childCount() == len(column)
        for i, card in enumerate(column):
            words = name(company.child(i))
            assert words.endswith(card_name(card["card"])) if card["card"] else "card" in words or "Karte" in words


@pytest.mark.parametrize("variant, players, seed", [("standard", 3, 5), ("lite", 4, 6), ("two_player", 2, 4)])
def test_the_tree_at_three_moments_of_a_game_played_by_its_actions(qtbot, variant, players, seed):
    screen, session = table(qtbot, "top_pop", players, seed, {"variant": variant})
    extra = _duo_parts if variant == "two_player" else _standard_parts
    rng, turns, checked = random.Random(seed), 0, []
    while not session.is_over:
        wait_ready(qtbot, screen, session)
        if session.is_over:
            break
        view = screen.scene.view
        if variant == "two_player":
            near_end = sum(view["played"]) >= 18
        else:
            near_end = view["final_round"] or max(view["won_counts"]) >= view["cards_to_end"] - 1
        moment = "start" if turns == 0 else "middle" if turns == 6 else "end" if turns > 6 and near_end \
            and "end" not in checked else None
        if moment:
            check_both_languages(qtbot, screen, session, access, extra)
            checked.append(moment)
        play_by_tree(qtbot, screen, session, rng)
        turns += 1
        assert turns < 400
    assert checked == ["start", "middle", "end"]
    session.close(wait_ms=2000)


RUNS = [(2, 1, {}), (3, 2, {"variant": "lite"}), (4, 3, {"city_powers": True}), (5, 4, {}),
        (2, 5, {"variant": "two_player"}), (2, 6, {"variant": "two_player"})]


def test_random_positions_read_without_error_with_unique_moves_and_no_secrets():
    names = list(NAMES)
    seen = 0
    for state, step in random_positions("top_pop", RUNS, most=300):
        if step % 4 == 0 or state.is_over:
            check_position(access, state, names)
            seen += 1
        if step % 5 == 0 and not state.is_over:
            secret = {c for s in range(1, state.num_players) for c in state.hands[s]}
            no_secret_cards(access, state, secret, card_name, names)
    assert seen > 60
