"""`BoundedItem`: a painted item whose bounding rect Qt reads in C++.

Qt asks an item for its bounding rect several times each time it paints the scene (about five
times per item for `QGraphicsScene.render`), and a Python `boundingRect()` is a call from C++ into
Python each time: with 45 discs and the table's panels that was some 370 Python calls a frame
(issue 14). A `BoundedItem` is a `QGraphicsRectItem` with no pen and no brush whose rect is the
bounding rect, so Qt reads it without calling Python; the item paints its own art in `paint()`
as any item does. Instead of overriding `boundingRect()`, a subclass returns its bounds from
`bounds()` and calls `refresh_bounds()` after changing what they depend on (in place of
`prepareGeometryChange()` before the change). Its default shape, the rect, is a plain item's.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QGraphicsRectItem

NO_PEN = QPen(Qt.PenStyle.NoPen)


class BoundedItem(QGraphicsRectItem):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setPen(NO_PEN)  # a rect item's bounds grow by half its pen's width

    def bounds(self) -> QRectF:
        """The bounding rect for the item's state now (item coordinates)."""
        return QRectF()

    def refresh_bounds(self) -> None:
        """Take the bounds from `bounds()` (Qt is told of the change only when they differ)."""
        rect = self.bounds()
        if rect != self.rect():
            self.setRect(rect)
