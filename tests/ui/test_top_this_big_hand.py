"""A Top This! hand grown past four (toppings knocked off the pizza go to the player on the right:
seeds/top-this.txt) is drawn whole inside the hand's column: every disc at a place of its own, none past
the column's edge. The scene used to have places for four discs spaced for four, the fifth to eighth
beyond the column, and a ninth raised IndexError (found by a hosted game played at random, issue 28)."""

from __future__ import annotations

import copy

import pytest

from tests.ui.test_top_this_scene import top_this_table


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("n", [4, 5, 9])
def test_every_disc_of_a_big_hand_is_drawn_inside_the_hand_column(qtbot, size, n):
    state, scene, view = top_this_table(qtbot)
    view.resize(*size)
    qtbot.wait(20)
    v = copy.deepcopy(state.view(0))
    hand = v["hands"][0]
    v["hands"][0] = [dict(hand[i % len(hand)], id=100 + i) for i in range(n)]
    scene.show_position(v, [], 0)
    slots = [scene.hand_slots[100 + i] for i in range(n)]
    column = scene.layout.labels["hand"]
    xs = [s.scenePos().x() for s in slots]
    assert all(s.isVisible() for s in slots)
    assert xs == sorted(xs) and len(set(round(x, 3) for x in xs)) == n  # a place each, in order
    r = scene.layout.hand_r
    assert min(xs) - r >= column.left() - 0.5 and max(xs) + r <= column.right() + 0.5
