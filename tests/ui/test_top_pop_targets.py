"""Top Pop's `Scene.target_of` (app/games/top_pop/ui/targets.py), standard and two-player: for each
legal move in several positions and at two sizes the rect is inside the table, and clicking its
centre through the view's viewport, again and again as the ring moves on (a hand card then a row; a
card, its caps one by one, then Confirm), makes exactly that move as the scene's `intent`."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.games import registry
from app.games.top_pop.actions import Discard, Done, Place, Play, Seventh, Stack, Take
from app.games.top_pop.rules import GAME
from app.games.top_pop.ui.scene import Scene
from app.ui.qt_table_view import TableView

MAX_CLICKS = 10
COLORS = ["#d1352b", "#2f6fd0", "#e0a020"]


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
    seat = state.current_player
    scene = Scene(registry.get("top_pop"), ["Ana", "Ben", "Cleo"][:state.num_players], COLORS)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    scene.show_position(state.view(seat), state.legal_actions(), seat)
    intents = []
    scene.intent.connect(intents.append)
    return scene, view, intents


def click(view, rect) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(rect.center()))


def sample(legal: list, k: int = 30) -> list:
    kinds = {}
    for a in legal:
        kinds.setdefault((type(a), len(getattr(a, "caps", ()))), a)
    rest = [a for a in legal if a not in kinds.values()]
    return list(kinds.values()) + random.Random(1).sample(rest, min(len(rest), k))


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("name", list(POSITIONS))
def test_clicking_the_rings_centre_makes_that_move(qtbot, name, size):
    state = POSITIONS[name]
    scene, view, intents = table(qtbot, state, size)
    area = scene.sceneRect()
    kinds = set()
    for action in sample(state.legal_actions()):
        intents.clear()
        for _ in range(MAX_CLICKS):
            rect = scene.target_of(action)
            assert rect is not None and not rect.isEmpty(), f"{name}: no rect for {action}"
            assert area.contains(rect), f"{name}: {action}'s rect {rect} is not inside the table {area}"
            click(view, rect)
            if intents:
                break
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
        click(view, scene.target_of(action))
    assert intents == [action]
    assert len(places) == 1 + len(action.caps) + 1  # the card, each cap, Confirm
    assert len({(round(p.x()), round(p.y())) for p in places[:2]}) == 2
