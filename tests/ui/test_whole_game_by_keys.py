"""Every game played to its end by keys alone (issue 29): a main window, a seeded game of the human
Ana against a computer player, no animation; each of Ana's moves (the move an easy bot would choose
for her) is made with the keys the table declares (tests/ui/keys_play.py), sent to the table view's
viewport. No mouse event reaches the window. The test fails when a key does nothing: each decision
must add Ana's move to the game (of the kind chosen, the very move where the keys can make it
exactly), and the game must end on the end-of-game screen."""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from app.games import registry
from app.persistence import SeatConfig
from tests.support.tutorial_run import learner_may_move, main_window
from tests.ui.keys_play import play_by_keys

#: game, players, seed: two players where the game allows it (Flip 7 needs three)
GAMES = [("flip7", 3, 11), ("top3", 2, 5), ("top_oder_flop", 2, 7), ("top_pop", 2, 7), ("top_this", 2, 7)]
#: the kinds of move Ana makes by keys in these seeded games (Top This!'s pass, seldom legal, is not among them)
KINDS = {"flip7": {"hit", "stay", "target"}, "top3": {"choose"},
         "top_oder_flop": {"change", "display", "marker", "personal"}, "top_pop": {"done", "place", "stack", "take"},
         "top_this": {"flick", "flip", "remove", "top_this"}}
MOUSE = {QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease, QEvent.Type.MouseButtonDblClick,
         QEvent.Type.GraphicsSceneMousePress, QEvent.Type.GraphicsSceneMouseRelease}


class MouseWatch(QObject):
    """Counts the mouse presses and releases anywhere in the application."""

    def __init__(self) -> None:
        super().__init__()
        self.seen = 0

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() in MOUSE:
            self.seen += 1
        return False


@pytest.mark.parametrize("game_id, players, seed", GAMES)
def test_a_whole_game_by_keys_alone(qtbot, game_id, players, seed):
    window = main_window(qtbot, speed="off")
    watch = MouseWatch()
    QApplication.instance().installEventFilter(watch)
    try:
        seats = [SeatConfig("Ana", "#d1352b", "human")] + [
            SeatConfig(f"Bot {i}", ("#2f6fd0", "#2e9d4a", "#8e44ad")[i - 1], "easy") for i in range(1, players)]
        window.start_game(registry.get(game_id), seats, seed=seed)
        session, table = window.session, window.table
        chooser = importlib.import_module(f"app.games.{game_id}.bots").make_bot("easy", 0, seed)
        decisions = 0
        while True:
            qtbot.waitUntil(lambda: session.is_over or learner_may_move(window), timeout=20000)
            if session.is_over:
                break
            scene, view = table.scene, table.view
            action = chooser.choose(session.state.view(0), session.legal_actions())
            moves = len(session.actors)
            play_by_keys(qtbot, view, scene, action, lambda: len(session.actors) > moves)
            qtbot.waitUntil(lambda: len(session.actors) > moves, timeout=20000)
            made = session.state.history[moves]
            assert session.actors[moves] == 0, f"{game_id}: the keys for {action!r} moved seat {session.actors[moves]}"
            assert made.TYPE == action.TYPE, f"{game_id}: the keys for {action!r} made {made!r}"
            if action.TYPE != "flick":  # a flick by keys comes as near as the keys' steps go
                assert made == action, f"{game_id}: the keys for {action!r} made {made!r}"
            decisions += 1
            assert decisions < 400, f"{game_id}: the game does not end"
        qtbot.waitUntil(lambda: table.pages.currentWidget() is table.end, timeout=20000)
        human = sum(1 for seat in session.actors if seat == 0)
        assert decisions == human >= 5, (decisions, human)
        assert watch.seen == 0, f"{watch.seen} mouse events"
        kinds = {a.TYPE for a, s in zip(session.state.history, session.actors) if s == 0}
        assert KINDS[game_id] <= kinds, f"{game_id}: Ana made only {sorted(kinds)} by keys"
    finally:
        QApplication.instance().removeEventFilter(watch)
