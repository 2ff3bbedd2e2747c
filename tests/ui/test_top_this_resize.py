"""Resizing the Top This! window while a flick runs (the player's own, live, or a replayed one) leaves
the scene's items consistent: Qt reports no item removed from a scene it is not in."""

from __future__ import annotations

import pytest

from app.games.top_this.components import DISCS
from app.games.top_this.rules import GAME
from app.physics import PizzaTable
from tests.ui.test_top_this_scene import _answer_intents, _drag_flick, top_this_table

BAD = ("removeItem", "different from this scene", "addItem")


@pytest.fixture
def table(qtbot):
    state, scene, view = top_this_table(qtbot)
    return state, scene, view, _answer_intents(scene, state)


def _warnings(qtlog) -> list[str]:
    return [r.message for r in qtlog.records if any(b in r.message for b in BAD)]


def _board_matches(scene, state):
    board = {d["id"]: (d["x"], d["y"]) for d in state.view(0)["board"]}
    assert set(scene.discs) == set(board)
    for d, (x, y) in board.items():
        item = scene.discs[d]
        assert item.scene() is scene and item.isVisible(), d
        assert (item.pos() - scene.to_px(x, y)).manhattanLength() < 0.5, d


@pytest.mark.parametrize("start,pull", [
    ((160.0, 0.0), (60.0, 1.0)),  # a hit: it knocks the onion at (60, 0)
    ((0.0, -160.0), (0.0, -52.0)),  # a miss: it stops short of every disc and goes back to the bag
])
def test_resizing_during_an_own_live_flick_warns_nothing(qtbot, qtlog, table, start, pull):
    state, scene, view, played = table
    scene.set_speed(1.0)
    disc = 5 if start[0] else 6
    _drag_flick(qtbot, scene, view, disc, start, pull)
    assert scene.live is not None
    view.resize(1100, 760)  # while the disc slides
    qtbot.wait(30)
    if scene.live is not None:  # still sliding: on the table at the new scale, not back in the hand
        ghost = scene.live.items[disc]
        assert ghost.scene() is scene and ghost.isVisible()
        assert disc not in scene.hand_slots or not scene.hand_slots[disc].isVisible()
    view.resize(900, 640)
    qtbot.waitUntil(lambda: bool(played), timeout=8000)
    qtbot.wait(50)
    view.resize(1000, 700)  # while the flick's events play
    qtbot.waitUntil(lambda: not scene.busy, timeout=8000)
    assert _warnings(qtlog) == []
    _board_matches(scene, state)


def _note(scene):
    from app.games.top_this.ui.text_items import FloatingNoteItem

    return next((t for t in scene.temps if isinstance(t, FloatingNoteItem) and t.isVisible()), None)


#: moments of a replayed flick, each reached by waiting for what the table shows then (no timing)
MOMENTS = {
    "placing": [],
    "aiming": [lambda s: s.aim.isVisible()],
    "rolling": [lambda s: s.aim.isVisible(), lambda s: not s.aim.isVisible()],
    "miss note": [lambda s: _note(s) is not None],
    "to the bag": [lambda s: _note(s) is not None and _note(s).opacity() < 0.9],
}


@pytest.mark.parametrize("moment", list(MOMENTS))
@pytest.mark.parametrize("vx,vy", [(0.0, -150.0), (-450.0, -900.0)])  # a soft miss; a hit on (-60, 40)
def test_resizing_during_a_replayed_flick_warns_nothing(qtbot, qtlog, table, vx, vy, moment):
    state, scene, view, played = table
    face = DISCS[7].faces[0]
    sim = PizzaTable({d["id"]: (d["x"], d["y"], d["face"]) for d in state.view(0)["board"]})
    sim.place(7, 0.0, 160.0, face)
    sim.flick(7, vx, vy)
    sim.run_to_rest()
    action = GAME.parse_action({"type": "flick", "disc": 7, "face": face, "x": 0.0, "y": 160.0,
                                "vx": vx, "vy": vy, "outcome": sim.outcome().to_dict()})
    events = state.apply(action)  # as a bot's flick arrives
    missed = "missed" in [e.TYPE for e in events]
    assert missed == (vx == 0.0)
    if not missed and ("note" in moment or "bag" in moment):
        pytest.skip("a hit has no miss note")
    scene.set_speed(0.6)
    scene.play_events(events, state.view(0))
    for reached in MOMENTS[moment]:
        qtbot.waitUntil(lambda: reached(scene), timeout=8000)
    assert scene.busy
    view.resize(1100, 760)
    qtbot.wait(20)
    view.resize(900, 650)
    qtbot.waitUntil(lambda: not scene.busy, timeout=8000)
    assert _warnings(qtlog) == []
    _board_matches(scene, state)
