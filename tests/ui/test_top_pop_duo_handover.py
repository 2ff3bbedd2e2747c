"""The Top Pop scene hands the two-player game to its own table (ui/duo_table.py's `DuoTable(scene)`
with `show(view, legal)`, `clear()`, `clicked(item) -> bool`): the standard table's items are hidden,
every position goes to the two-player table, a click goes to it first, and a standard view takes the
table back."""

from __future__ import annotations

import sys
import types

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsRectItem

from app.games.top_pop.rules import GAME
from app.games.top_pop.ui.scene import Scene
from app.ui.qt_table_view import TableView
from tests.ui import top_pop_views as tv


class FakeDuo:
    made: list = []

    def __init__(self, scene) -> None:
        self.scene, self.shown, self.clicks, self.cleared = scene, [], [], 0
        self.box = QGraphicsRectItem(QRectF(100, 100, 200, 150))
        scene.addItem(self.box)
        FakeDuo.made.append(self)

    def show(self, view, legal) -> None:
        self.shown.append((view, list(legal)))
        self.box.show()

    def clear(self) -> None:
        self.cleared += 1
        self.box.hide()

    def clicked(self, item) -> bool:
        self.clicks.append(item)
        return item is self.box


def test_the_two_player_game_goes_to_its_own_table(qtbot, monkeypatch):
    fake = types.ModuleType("app.games.top_pop.ui.duo_table")
    fake.DuoTable = FakeDuo
    monkeypatch.setitem(sys.modules, "app.games.top_pop.ui.duo_table", fake)
    import app.games.top_pop.ui as ui_package
    monkeypatch.setattr(ui_package, "duo_table", fake, raising=False)
    FakeDuo.made.clear()
    scene = Scene(GAME, tv.NAMES[:2], tv.COLORS[:2])
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(900, 640)
    view.show()
    qtbot.waitExposed(view)
    duo_view = {"variant": "two_player", "players": 2, "seat": 0, "current_player": 0, "step": "play",
                "status": "", "is_over": False}
    scene.show_position(duo_view, ["a legal move"], 0)
    duo = FakeDuo.made[-1]
    assert duo.shown[-1] == (duo_view, ["a legal move"])
    assert not any(item.isVisible() for item in scene.own_items())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(QPointF(200, 170)))
    assert duo.clicks and duo.clicks[-1] is duo.box
    scene.layout_for(1000, 700)
    assert len(duo.shown) >= 2 and not scene.seat_items[0].isVisible()
    v = tv.view(2, 0, "take")
    scene.show_position(v, tv.legal(v), 0)
    assert duo.cleared >= 1 and scene.seat_items[0].isVisible() and scene.middle[0].has_highlight("legal")
    assert scene.supply[0].isVisible() and scene.hand.isVisible()
    assert len(FakeDuo.made) == 1
