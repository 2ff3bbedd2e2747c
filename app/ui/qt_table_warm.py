"""`warm_steps(view)`: the pictures a table's next frame needs, painted ahead in slices (issue 14).

A move that brings new pictures (a new round's cards, a score never shown before, a card at a size it
never had) used to paint them all inside the frame that shows it: 9-12 new pictures of 0.4-2.5 ms each
made that frame 14-20 ms on a quiet machine, the UI thread's longest stall while bots play. The frame
gate (app/ui/qt_table_frames.py) holds the window's repaint for a turn of the event loop after a move;
meanwhile this walks the items the view shows and calls each one's `paint` on a 1x1 pixmap with the
view's device pixel ratio. What is painted there is thrown away, but the art's pictures
(app/ui/qt_table_pixmaps.py) are made at the keys the real frame asks for (the same sizes and ratio; a
picture's key does not depend on where it lies), so the frame only blits them. The walk yields after
every item that ends a slice of `BUDGET_S`, and the gate runs the next slice in the next turn: input and
timers run between slices.

Nothing is shown that the screen would not show: only the items visible in the view now are painted,
as the next frame paints them.
"""

from __future__ import annotations

import time
from typing import Iterator

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QStyleOptionGraphicsItem

from app.ui import qt_table_pixmaps

#: how long one slice paints before it lets the event loop run (it ends with the item that passes it)
BUDGET_S = 0.004
_NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents


def warm_steps(view: QGraphicsView, budget_s: float = BUDGET_S) -> Iterator[None]:
    """Paint the visible items of `view` ahead (see the module docstring); a slice of at least one item
    per `next()`. Items deleted between slices are passed over."""
    if not qt_table_pixmaps.caching():
        return  # nothing would be kept (or a test records the texts a frame paints: not twice)
    scene, viewport = view.scene(), view.viewport()
    if scene is None or not viewport.isVisible():
        return
    to_device = view.viewportTransform()
    items = scene.items(view.mapToScene(viewport.rect()).boundingRect(),
                        Qt.ItemSelectionMode.IntersectsItemBoundingRect, Qt.SortOrder.DescendingOrder, to_device)
    device = QPixmap(1, 1)
    device.setDevicePixelRatio(viewport.devicePixelRatioF())
    option = QStyleOptionGraphicsItem()
    painter: QPainter | None = None
    started = time.perf_counter()
    try:
        for item in items:
            try:
                if (item.scene() is not scene or not item.isVisible() or item.flags() & _NO_CONTENTS
                        or item.effectiveOpacity() <= 0.0):
                    continue
                if painter is None:
                    painter = QPainter(device)
                    painter.setRenderHints(view.renderHints())
                painter.save()  # as the scene does for each item: no pen or brush passes to the next
                try:
                    painter.setWorldTransform(item.deviceTransform(to_device))
                    option.exposedRect = item.boundingRect()
                    item.paint(painter, option, viewport)
                finally:
                    painter.restore()
            except RuntimeError:  # deleted while an earlier slice waited
                continue
            if time.perf_counter() - started >= budget_s:
                painter.end()
                painter = None
                yield
                started = time.perf_counter()
        if painter is not None:
            painter.end()
            painter = None
        yield  # the frame in a turn of its own, after the last slice
    finally:
        if painter is not None:
            painter.end()
