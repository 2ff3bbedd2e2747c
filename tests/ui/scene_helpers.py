"""Shared set-up for the scene tests: a Flip 7 scene in a TableView, positions from the real rules,
and clicks sent through the view's viewport like a player's."""

from __future__ import annotations

import copy

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from app.core.rng import Rng
from app.games.flip7.actions import Hit, Stay, Target
from app.games.flip7.rules import GAME
from app.games.flip7.ui.scene import Scene
from app.ui.qt_table_view import TableView

NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eli", "Fay", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea",
         "Max", "Nia", "Oto", "Pia", "Quy", "Ria", "Sam", "Tia", "Uma", "Val", "Wes", "Xia"]
COLORS = ["#e53935", "#1e88e5", "#43a047", "#fdd835", "#8e24aa", "#fb8c00", "#00acc1", "#6d4c41"]

__all__ = ["GAME", "Hit", "Stay", "Target", "make_table", "render_item", "click_item", "random_state", "legal_for"]


def render_item(item, w, h, origin=QPointF(0, 0)):
    """`item` painted by itself into a transparent image `w` x `h`, `origin` at the top left."""
    from PySide6.QtGui import QImage, QPainter

    img = QImage(int(w), int(h), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    p.translate(-origin)
    item.paint(p, None, None)
    p.end()
    return img


def make_table(qtbot, players: int, width: int = 800, height: int = 600):
    scene = Scene(GAME, NAMES[:players], [COLORS[i % len(COLORS)] for i in range(players)])
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def click_scene_point(view, point: QPointF) -> None:
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(point))


def click_item(view, item) -> None:
    """Click the middle of `item`'s own shape (the card of a pile, the panel of a line)."""
    if hasattr(item, "frame"):
        click_scene_point(view, item.frame().center())
    elif hasattr(item, "card_size"):
        w, h = item.card_size
        click_scene_point(view, item.mapToScene(QPointF(w / 2, h / 2)))
    else:
        click_scene_point(view, item.sceneBoundingRect().center())


def random_state(players: int, seed: int, moves: int):
    state = GAME.new_state(players, seed)
    rng = Rng(seed)
    for _ in range(moves):
        legal = state.legal_actions()
        if not legal:
            break
        hits = [a for a in legal if a.TYPE == "hit"]
        state.apply(hits[0] if hits and rng.random() < 0.7 else rng.choice(legal))
    return state


def legal_for(state):
    return state.legal_actions(), state.current_player


def edited(view: dict) -> dict:
    return copy.deepcopy(view)
