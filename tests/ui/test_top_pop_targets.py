"""Top Pop's `Scene.target_of` (app/games/top_pop/ui/targets.py), standard and two-player: for each
legal move in several positions and at two sizes the rect is inside the table, and clicking its
centre through the view's viewport, again and again as the ring moves on (a hand card then a row; a
card, its caps one by one, then Confirm), makes exactly that move as the scene's `intent`."""

from __future__ import annotations

import random

import pytest

from app.games.top_pop.actions import Discard, Done, Place, Play, Seventh, Stack, Take
from app.games.top_pop.rules import GAME
from app.games.top_pop.ui.scene import Scene
from tests.support.lesson_checks import click_centre, click_until_intent, sample_moves, scene_table



def until(state, rng, done, limit=400):
    for _ in range(limit):
        if done(state):
            return state
        state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("the position was not reached")


def positions():
    rng = random.Random(4)
    out = {"setup": GAME.new_state(3, 2, {"start": 0})}
    out["place"] = until(GAME.new_state(3, 2, {"start": 0}), rng, lambda s: s.step == "place" and s.phase == "play")
    out["take"] = until(GAME.new_state(3, 2, {"start": 0}), rng, lambda s: s.step == "take")
    out["stack"] = until(GAME.new_state(3, 6, {"start": 0}), rng, lambda s: s.step == "stack" and any(
        isinstance(a, Stack) and len(a.caps) >= 3 for a in s.legal_actions()))
    duo = GAME.new_state(2, 3, {"start": 0, "variant": "two_player"})
    out["seventh"] = duo
    out["discard"] = until(GAME.new_state(2, 3, {"start": 0, "variant": "two_player"}), rng,
                           lambda s: any(isinstance(a, Discard) for a in s.legal_actions()))
    out["play"] = until(GAME.new_state(2, 3, {"start": 0, "variant": "two_player"}), rng,
                        lambda s: s.phase == "play")
    return out


POSITIONS = positions()


def table(qtbot, state, size):
    return scene_table(qtbot, Scene, "top_pop", state, size)


def sample(legal: list) -> list:
    """Every kind of move, then a spread of the others."""
    return sample_moves(legal, lambda a: (type(a), len(getattr(a, "caps", ()))))


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("name", list(POSITIONS))
def test_clicking_the_rings_centre_makes_that_move(qtbot, name, size):
    state = POSITIONS[name]
    scene, view, intents = table(qtbot, state, size)
    kinds = set()
    for action in sample(state.legal_actions()):
        click_until_intent(view, scene, action, intents)
        assert intents == [action], f"{name}: clicking the ring for {action} made {intents}"
        kinds.add(type(action))
    expected = {"setup": {Place}, "place": {Place}, "take": {Take}, "stack": {Stack, Done}, "seventh": {Seventh},
                "discard": {Discard}, "play": {Play}}[name]
    assert expected <= kinds


def test_the_ring_follows_a_stack_cap_by_cap(qtbot):
    state = POSITIONS["stack"]
    scene, view, intents = table(qtbot, state, (1200, 800))
    action = next(a for a in state.legal_actions() if isinstance(a, Stack) and len(a.caps) >= 3)
    assert scene.show_hint(action)
    places = []
    while not intents:
        places.append(scene.hint_marker.sceneBoundingRect().center())
        click_centre(view, scene.target_of(action))
    assert intents == [action]
    assert len(places) == 1 + len(action.caps) + 1  # the card, each cap, Confirm
    assert len({(round(p.x()), round(p.y())) for p in places[:2]}) == 2
