"""Ctrl+Z on the hand-off cover says why it cannot be done on the cover itself (the status line is under
the cover: before, the answer was invisible), and the cover shows nothing of the table meanwhile."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.core import i18n
from app.games import registry
from app.persistence import SeatConfig
from tests.ui.test_net_menus import _window


def test_an_undo_refused_on_the_cover_is_said_on_the_cover(qtbot):
    with i18n.use("en"):
        window = _window(qtbot)
        seats = [SeatConfig("Ana", "#d1352b", "human"), SeatConfig("Ben", "#2f6fd0", "human"),
                 SeatConfig("Cleo", "#2e9d4a", "normal")]
        window.start_game(registry.get("top_oder_flop"), seats, 5)
        table = window.table
        qtbot.waitUntil(lambda: table.pages.currentWidget() is table.cover, timeout=10000)
        assert table.cover.note.isHidden() and not window.undo_action.isEnabled()  # the menus made: Ctrl+Z is theirs
        window._refusal_keys[0].activated.emit()  # Ctrl+Z while Undo is greyed
        qtbot.waitUntil(lambda: table.cover.note.isVisibleTo(table.cover), timeout=3000)
        assert table.cover.note.text() == table.note()[0] and table.cover.note.text()
        assert table.pages.currentWidget() is table.cover and table.viewer() is None
        qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)  # the next player: a fresh cover later
        qtbot.waitUntil(lambda: table.pages.currentWidget() is not table.cover, timeout=5000)
        window.show_launcher()
