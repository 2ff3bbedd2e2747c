"""Hints on the table: the hint ring of TableScene (show_hint / clear_hint / target_of), and the main
window's Hint action: enabled only when the human may move, worked out without blocking the window,
its sentence (with names) in the status line and its ring on the table until the position changes."""

from __future__ import annotations

import sys
import time
import types

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsRectItem

from app.core import i18n
from app.games import hints as game_hints
from app.persistence import SeatConfig
from app.ui.items.hint_marker import HINT_Z, HintMarker
from app.ui.qt_main_learn import HINT_KEYS
from app.ui.table_scene import TableScene
from tests.support.tutorial_run import Ticks, learner_may_move, main_window

DECK = ["5", "6", "7", "8", "9", "10", "11", "12"]


class BoxScene(TableScene):
    """A table with one clickable box; the move "press" is the box."""

    def __init__(self):
        super().__init__(None, ["Ana", "Bo"], ["#d33", "#3a3"])
        self.box = QGraphicsRectItem(100, 100, 80, 40)
        self.box.click_key = ("box",)
        self.addItem(self.box)
        self.clicked: list = []

    def draw_position(self) -> None:
        pass

    def relayout(self) -> None:
        self.box.setRect(self.width / 4, self.height / 4, 80, 40)

    def on_click(self, key) -> None:
        self.clicked.append(key)

    def target_of(self, action):
        return self.box.sceneBoundingRect() if action == "press" else None


def test_the_base_scene_points_at_nothing(qtbot):
    class Plain(TableScene):
        def draw_position(self):
            pass

    scene = Plain(None, ["Ana"], ["#d33"])
    assert scene.target_of("anything") is None
    assert scene.show_hint("anything") is False and scene.hint_marker is None


def test_show_hint_rings_target_of_above_everything_and_clicks_go_through(qtbot):
    scene = BoxScene()
    assert scene.show_hint("press") is True
    marker = scene.hint_marker
    assert isinstance(marker, HintMarker) and marker.scene() is scene
    assert marker.target == scene.box.sceneBoundingRect()
    assert marker.boundingRect().contains(scene.box.sceneBoundingRect())
    assert marker.zValue() == HINT_Z and marker.acceptedMouseButtons() == Qt.MouseButton.NoButton
    assert marker.cacheMode() == marker.CacheMode.NoCache  # vectors each frame: crisp at any scale
    centre = scene.box.sceneBoundingRect().center()
    assert scene.key_at(centre) == ("box",)  # the ring is no target for a click
    assert scene.show_hint("nothing to point at") is False and scene.hint_marker is None
    assert scene.show_hint(None) is False


def test_the_ring_pulses(qtbot):
    scene = BoxScene()
    scene.show_hint("press")
    marker = scene.hint_marker
    phases = set()
    for _ in range(10):
        qtbot.wait(60)
        phases.add(round(marker._phase, 2))
    assert len(phases) >= 3


def test_the_next_position_or_animation_removes_the_ring(qtbot):
    scene = BoxScene()
    scene.show_hint("press")
    marker = scene.hint_marker
    scene.show_position({"a": 1}, [], 0)
    assert scene.hint_marker is None and marker.scene() is None
    scene.show_hint("press")
    scene.play_events([], {"a": 2})
    assert scene.hint_marker is None
    scene.show_hint("press")
    scene.clear_hint()
    assert scene.hint_marker is None and not [i for i in scene.items() if isinstance(i, HintMarker)]


def test_the_ring_follows_its_target_to_a_new_size(qtbot):
    scene = BoxScene()
    scene.layout_for(800, 600)
    scene.show_hint("press")
    scene.layout_for(1600, 1000)
    assert scene.hint_marker is not None
    assert scene.hint_marker.target == scene.box.sceneBoundingRect()
    assert scene.hint_marker.target.center() == QRectF(400, 250, 80, 40).center()


# ---- the Hint action on the main window ------------------------------------------------------------
@pytest.fixture
def window(qtbot):
    window = main_window(qtbot)
    yield window
    window.close()


@pytest.fixture
def flip7_hints(monkeypatch):
    """A slow Hint (the hard bot's work takes 0.6 s) with a reason that names seats; Flip 7's scene
    gets a target_of if it has none of its own yet."""
    real = game_hints.hint

    def slow(*args, **kwargs):
        time.sleep(0.6)
        return real(*args, **kwargs)

    monkeypatch.setattr(game_hints, "hint", slow)
    monkeypatch.setitem(sys.modules, "app.games.flip7.hints", types.SimpleNamespace(
        reason=lambda view, action, seat: "{p0}: take a card, {p1} is far behind."))
    from app.games.flip7.ui.scene import Scene

    if Scene.target_of is TableScene.target_of:
        monkeypatch.setattr(Scene, "target_of", lambda scene, action: (
            scene.deck if action.TYPE == "hit" else scene.stay_button).sceneBoundingRect())


def _start(window, dealer):
    game = next(g for g in window.games if g.id == "flip7")
    window.start_game(game, [SeatConfig("Ana", "#d33"), SeatConfig("Bo", "#3a3", "easy"),
                             SeatConfig("Cy", "#33d", "easy")], seed=5, options={"deck": DECK, "dealer": dealer})


def test_hint_action_keys_and_enabled_only_when_the_human_may_move(qtbot, window, flip7_hints):
    action = window.hint_action
    keys = [k.toString() for k in action.shortcuts()]
    assert keys == list(HINT_KEYS)
    assert action in window.menuBar().actions()[-1].menu().actions()  # Help > Hint
    assert action in window.toolbar.actions()
    assert not action.isEnabled()  # the launcher
    _start(window, dealer=0)  # Bo flips first: no hint for Ana meanwhile
    qtbot.waitUntil(lambda: window.session.bot_thinking or learner_may_move(window), timeout=10000)
    if not learner_may_move(window):
        assert not action.isEnabled()
    qtbot.waitUntil(lambda: learner_may_move(window), timeout=15000)
    qtbot.waitUntil(action.isEnabled, timeout=2000)
    window.show_launcher()
    assert not action.isEnabled()


def test_a_hint_keeps_the_window_responsive_then_shows_its_sentence_and_ring(qtbot, window, flip7_hints):
    _start(window, dealer=2)  # Ana flips first
    table, session = window.table, window.session
    qtbot.waitUntil(lambda: learner_may_move(window) and window.hint_action.isEnabled(), timeout=10000)
    got: list = []
    session.hintReady.connect(got.append)
    ticks = Ticks().start()
    window.hint_action.trigger()
    assert ticks.elapsed() < 0.3
    assert table.status_text() == "Thinking of a hint…"
    assert not window.hint_action.isEnabled()  # one at a time
    qtbot.waitUntil(lambda: bool(got), timeout=10000)
    ticks.stop()
    assert ticks.during(0.55) >= 5  # the event loop ran while the bot thought
    hint = got[0]
    assert hint.action in session.legal_actions()
    assert table.status_text() == "Ana: take a card, Bo is far behind."
    assert table.note() == ("Ana: take a card, Bo is far behind.", "info")
    assert session.hints_used == frozenset({0})
    marker = table.scene.hint_marker
    assert marker is not None and marker.target == table.scene.target_of(hint.action)
    assert table.pointed_at() == hint.action
    qtbot.wait(5500)  # longer than a note's time: the hint stays until the position changes
    assert table.status_text() == "Ana: take a card, Bo is far behind." and table.scene.hint_marker is not None
    moves = len(session.actors)
    session.submit(hint.action)
    qtbot.waitUntil(lambda: len(session.actors) > moves, timeout=5000)
    assert table.scene.hint_marker is None or table.pointed_at() is None
    qtbot.waitUntil(lambda: not table.scene.busy, timeout=5000)
    assert table.scene.hint_marker is None and table.note() is None


def test_asking_when_it_is_not_the_humans_turn_is_refused_with_a_sentence(qtbot, window, flip7_hints):
    _start(window, dealer=0)
    table = window.table
    table._animating = False
    window.session.set_waits_for_animations(False)
    qtbot.waitUntil(lambda: window.session.bot_thinking, timeout=10000)
    assert table.ask_hint() is False
    assert table.note()[1] == "refused" and "Bo" in table.note()[0]


def test_hint_texts_in_german(qtbot, window, flip7_hints):
    with i18n.use("de"):
        _start(window, dealer=2)
        qtbot.waitUntil(lambda: learner_may_move(window) and window.hint_action.isEnabled(), timeout=10000)
        window.ask_hint()
        thinking = window.table.status_text()
        from app.ui.qt_main_learn import HINT_TIP

        tip = i18n._(HINT_TIP)
        label = i18n._("&Hint")
    assert thinking != "Thinking of a hint…" and thinking
    assert tip != HINT_TIP and label != "&Hint"
