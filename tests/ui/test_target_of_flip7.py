"""Flip 7's `target_of`: for every legal move of several positions (hit or stay, hit only, a Freeze,
a Flip Three and a Second Chance to give) the rect lies on the table, and a click on its centre
through the viewport sends exactly that move; the hint ring goes around it."""

from __future__ import annotations

import pytest

from tests.ui.scene_helpers import GAME, Hit, Stay, Target, click_scene_point, make_table


def _positions():
    """(state, seat to move) for each kind of decision, from the real rules with stacked decks."""
    out = []
    state = GAME.new_state(3, 4, {"dealer": 2, "deck": ["5", "7", "9"]})
    out.append(state)  # hit or stay
    state = GAME.new_state(3, 1, {"dealer": 2, "deck": ["freeze", "4", "6"]})
    out.append(state)  # seat 0 gives its Freeze (to anyone still in)
    state = GAME.new_state(3, 1, {"dealer": 2, "deck": ["freeze", "4", "6"]})
    state.apply(Target(1))
    out.append(state)  # seat 0 gave its only card away: it must hit
    state = GAME.new_state(4, 2, {"dealer": 3, "deck": ["flip3", "4", "6", "8"]})
    out.append(state)  # a Flip Three to give, four players
    state = GAME.new_state(3, 3, {"dealer": 2, "deck": ["second", "4", "6", "second"]})
    state.apply(Hit())  # seat 0 draws a second Second Chance: it goes to another player
    out.append(state)
    return out


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_each_legal_move_is_clicked_at_the_centre_of_its_target(qtbot, size):
    scene, view = make_table(qtbot, 4, *size)
    kinds = set()
    for state in _positions():
        if state.num_players != len(scene.names):
            scene, view = make_table(qtbot, state.num_players, *size)
        seat, legal = state.current_player, state.legal_actions()
        assert legal
        for action in legal:
            scene.show_position(state.view(seat), legal, seat)
            rect = scene.target_of(action)
            assert rect is not None and not rect.isEmpty(), action
            assert scene.sceneRect().contains(rect), (action, rect, scene.sceneRect())
            assert scene.show_hint(action) and scene.hint_marker is not None
            sent = []
            scene.intent.connect(sent.append)
            click_scene_point(view, rect.center())
            scene.intent.disconnect(sent.append)
            assert sent == [action], (state.view(seat)["pending"], action, sent)
            kinds.add(action.TYPE if action.TYPE != "target" else state.view(seat)["pending"]["card"])
    assert kinds == {"hit", "stay", "freeze", "flip3", "second"}


def test_no_rect_for_what_is_not_on_the_table(qtbot):
    scene, view = make_table(qtbot, 3)
    state = GAME.new_state(3, 4, {"dealer": 2, "deck": ["5", "7", "9"]})
    scene.show_position(state.view(0), state.legal_actions(), 0)
    assert scene.target_of(Target(7)) is None and scene.target_of(None) is None
    assert scene.target_of(Hit()).intersects(scene.target_of(Stay())) is False
