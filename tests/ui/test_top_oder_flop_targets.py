"""Top oder Flop's `Scene.target_of` (app/games/top_oder_flop/ui/targets.py): for each legal move in
several positions and at two sizes, the rect is inside the table, and clicking its centre through
the view's viewport, again and again as the ring moves on (a move is several clicks: the card, the
row, the card pushed off, the film), makes exactly that move as the scene's `intent`."""

from __future__ import annotations

import random

import pytest

from app.games.top_oder_flop.actions import Change, Display, Marker, Personal
from app.games.top_oder_flop.rules import GAME
from app.games.top_oder_flop.ui.scene import Scene
from tests.games.top_oder_flop.test_hints import KEEP, SCRIPT
from tests.games.top_oder_flop.test_rules_helpers import game
from tests.support.lesson_checks import click_centre, click_until_intent, sample_moves, scene_table

MAX_CLICKS = 5


def positions():
    rich = game(SCRIPT, players=2, keep=KEEP, seed=3)  # full rows, replacements, change cards, markers
    opening = GAME.new_state(3, 11, {"start": 0})
    played = GAME.new_state(3, 5, {"start": 1})
    rng = random.Random(2)
    while played.phase == "opening" or len(played.history) < 14 or played.current_player != 0:
        played.apply(rng.choice(played.legal_actions()))
    return {"rich": rich, "opening": opening, "played": played}


POSITIONS = positions()


def table(qtbot, state, size):
    return scene_table(qtbot, Scene, "top_oder_flop", state, size)


def sample(legal: list) -> list:
    """Every kind of move, then a spread of the others."""
    return sample_moves(legal, lambda a: (type(a), getattr(a, "replace", None) is not None, getattr(a, "face", None)))


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("name", list(POSITIONS))
def test_clicking_the_rings_centre_makes_that_move(qtbot, name, size):
    state = POSITIONS[name]
    scene, view, intents = table(qtbot, state, size)
    legal = state.legal_actions()
    for action in sample(legal):
        click_until_intent(view, scene, action, intents)
        assert intents == [action], f"{name}: clicking the ring for {action} made {intents}"
    if name == "rich":
        kinds = {type(a) for a in sample(legal)}
        assert kinds == {Personal, Display, Change, Marker}


def test_the_ring_follows_the_choice_to_its_next_click(qtbot):
    state = POSITIONS["rich"]
    scene, view, intents = table(qtbot, state, (1200, 800))
    action = next(a for a in state.legal_actions() if isinstance(a, Change) and a.replace is not None)
    assert scene.show_hint(action)
    first = scene.hint_marker.sceneBoundingRect()
    card = next(c for c in scene.hand.cards if c.code == action.card)
    assert first.intersects(card.sceneBoundingRect())
    click_centre(view, scene.target_of(action))
    assert scene.chooser.pick.card == action.card and scene.hint_marker is not None
    moved = next(c for c in scene.rows[(action.film, action.side)].cards if c.code == action.moved)
    assert scene.hint_marker.sceneBoundingRect().intersects(moved.sceneBoundingRect())
    assert scene.target_of(Personal("nonsense", "AA")) is None
