"""Top 3's `target_of`: a choice is made in clicks (the order card, the bet card, Confirm), so the
target is the next click of the move as the choice stands. For every legal move of several positions
(every bet card held, some gone, two and four players, a different choice half made) clicking the
target's centre through the viewport, again and again, sends exactly that move within three clicks,
every rect on the table; and the hint ring moves on with the clicks."""

from __future__ import annotations

import pytest

from app.games.top3.actions import ADVANCES, Choose
from app.games.top3.rules import GAME
from app.games.top3.ui.scene import Scene
from tests.support.lesson_checks import click_centre, scene_table


def make_table(qtbot, state, size):
    scene, view, intents = scene_table(qtbot, Scene, "top3", state, size, ("Ana", "Bo", "Cleo", "Dev"))
    scene.intent.disconnect(intents.append)
    return scene, view


def positions():
    first = GAME.new_state(2, 3, {"theme": "metropolen"})
    later = GAME.new_state(4, 5, {"theme": "films"})
    later.advances[0], later.used[0] = ["nobody"], ["everyone", "only_me"]
    later.check_invariants()
    return [first, later]


def play_by_targets(qtbot, scene, view, action, sent) -> int:
    """Click `target_of(action)` until the move is sent; the number of clicks."""
    for clicks in range(1, 4):
        rect = scene.target_of(action)
        assert rect is not None and not rect.isEmpty(), (action, clicks)
        assert scene.sceneRect().contains(rect), (action, rect)
        click_centre(view, rect)
        if sent:
            return clicks
        qtbot.wait(1)  # (apart in time: never a double-click)
    raise AssertionError(f"{action} not sent in three clicks")


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_every_legal_choice_is_made_by_clicking_its_targets(qtbot, size):
    for state in positions():
        scene, view = make_table(qtbot, state, size)
        legal = state.legal_actions()
        for action in legal:
            scene.show_position(state.view(0), legal, 0)
            sent = []
            scene.intent.connect(sent.append)
            clicks = play_by_targets(qtbot, scene, view, action, sent)
            scene.intent.disconnect(sent.append)
            assert sent == [action]
            assert clicks == (2 if action.advance is None else 3)
        assert {a.advance for a in legal} == {None, *state.advances[0]}


def test_a_choice_half_made_otherwise_is_put_right(qtbot):
    state = positions()[0]
    scene, view = make_table(qtbot, state, (1280, 860))
    legal = state.legal_actions()
    for action, first in ((Choose("231", None), ("order", "123", "bet", "nobody")),
                          (Choose("312", "everyone"), ("order", "312", "bet", "only_me")),
                          (Choose("132", "nobody"), ("order", "321", "bet", "nobody"))):
        scene.show_position(state.view(0), legal, 0)
        scene.on_click(first[:2])
        scene.on_click(first[2:])
        sent = []
        scene.intent.connect(sent.append)
        play_by_targets(qtbot, scene, view, action, sent)
        scene.intent.disconnect(sent.append)
        assert sent == [action]


def test_the_hint_ring_follows_the_clicks_of_the_move(qtbot):
    state = positions()[0]
    scene, view = make_table(qtbot, state, (1280, 860))
    scene.show_position(state.view(0), state.legal_actions(), 0)
    action = Choose("213", ADVANCES[1])
    assert scene.show_hint(action)
    rings = []
    for _ in range(3):
        assert scene.hint_marker is not None
        rings.append(scene.target_of(action))
        click_centre(view, rings[-1])
        qtbot.wait(1)
    assert rings[0] != rings[1] != rings[2]
    assert rings[2].center() == scene.confirm.sceneBoundingRect().center()
    assert scene.target_of(Choose("213")) is not None and scene.target_of(None) is None
