"""Where a click reaches an item: for `TableScene.target_of` (the hint ring and Learn to play), the
rect of an item whose centre a click on the table really lands on, even when other items lie over
part of it (a card half under its neighbour in a hand, a row with cards on it).

`clickable(scene, item, hits)`: `hits(point)` says whether a click at that scene point reaches what
is meant (usually `scene.key_at(point)` compared with a click key). The item's own area (its size,
without the glow painted around it) is returned when its centre is reached; otherwise the widest
band of it, in its full height, whose centre is reached, looked for row by row from its middle; else
a small cell around a point that is reached; None when no point of it is."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPointF, QRectF

#: sample points per side when looking for the part of an item a click reaches
GRID = 9


def own_rect(item) -> QRectF:
    """`item`'s own area in the scene: its size (a marker: its diameter), without the glow margin of
    its bounding rect; the bounding rect when it has no size."""
    if hasattr(item, "diameter"):
        w = h = item.diameter
    else:
        size = getattr(item, "size", None) or getattr(item, "card_size", None)
        if size is None:
            return item.sceneBoundingRect()
        w, h = size
    return item.mapRectToScene(QRectF(0, 0, w, h))


def clickable(scene, item, hits: Callable[[QPointF], bool]) -> QRectF | None:
    rect = own_rect(item).intersected(scene.sceneRect())
    if rect.isEmpty():
        return None
    if hits(rect.center()):
        return rect
    xs = [rect.left() + rect.width() * (i + 0.5) / GRID for i in range(GRID)]
    ys = [rect.top() + rect.height() * (j + 0.5) / GRID for j in range(GRID)]
    step_x, step_y = rect.width() / GRID, rect.height() / GRID
    for y in sorted(ys, key=lambda v: abs(v - rect.center().y())):
        hit = [x for x in xs if hits(QPointF(x, y))]
        if not hit:
            continue
        band = QRectF(min(hit) - step_x / 2, rect.top(), max(hit) - min(hit) + step_x, rect.height())
        if hits(band.center()):
            return band
        cell = QRectF(hit[len(hit) // 2] - step_x / 2, y - step_y / 2, step_x, step_y)
        if hits(cell.center()):
            return cell
    return None
