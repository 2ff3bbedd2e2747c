"""A stand-in for the two-player table (the two-player/sheet helper writes the real one): the
interface the Top Pop scene hands the two-player game to. It draws the status only."""

from __future__ import annotations

from PySide6.QtGui import QColor

from app.core.text import fill
from app.ui.items.markers import LabelItem


class DuoTable:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.label = LabelItem("", QColor("#ffd54a"), max_lines=2)
        scene.addItem(self.label)

    def show(self, view: dict, legal: list) -> None:
        self.label.set_box(self.scene.width - 20, 60)
        self.label.setPos(10, self.scene.height / 2 - 30)
        self.label.set_text(fill(str(view.get("status", "")), self.scene.names))
        self.label.show()

    def clear(self) -> None:
        self.label.hide()

    def clicked(self, item) -> bool:
        return False
