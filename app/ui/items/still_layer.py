"""`StillLayer`: the parts of a table that sit still while something moves over them, painted
together with the felt as one picture.

While a Top This! flick plays, 45 discs slide over a table whose pizza, panels, order cards and
buttons do not change; painting each of those every frame (blending their cached pixmaps over the
felt) cost more than the discs and the physics together (issue 14). The layer is an item holding
the still items as children. While it is held (`hold()`, until `release()`), a graphics effect draws
them as one opaque picture, the felt under them included, made again only when one of them
changed: Qt renders the children into the effect's source pixmap and keeps it until a child is
updated, moved, added, removed or hidden (it invalidates that cache itself, also without an event
loop), and the picture is rebuilt whenever that pixmap is a new one. The scene then paints no
background of its own (`covers_background`). Released, the effect is off and every child paints
as any item does. The picture is in device pixels at the painter's pixel ratio, so it is as crisp
as the items themselves at any size and DPI.

The layer lies under every other item of the scene (z = `Z`); its children keep their own z among
themselves.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmapCache, QTransform
from PySide6.QtWidgets import QGraphicsEffect, QGraphicsItem, QGraphicsScene

from app.ui.items.bounded import BoundedItem

Z = -1000.0


class _Picture(QGraphicsEffect):
    """Draws the source (the layer and its children) over the felt as one cached opaque image."""

    def __init__(self, paint_felt: Callable[[QPainter], None]) -> None:
        super().__init__()
        self.paint_felt = paint_felt
        self._key: tuple | None = None
        self._image: QImage | None = None
        self.rebuilt = 0  # how many times the picture was made (tests, measurements)

    def drop(self) -> None:
        self._key = self._image = None

    def draw(self, painter: QPainter) -> None:
        offset = QPoint()
        source = self.sourcePixmap(Qt.CoordinateSystem.DeviceCoordinates, offset,
                                   QGraphicsEffect.PixmapPadMode.NoPad)
        if source.isNull():
            return
        need_kb = source.width() * source.height() * 4 // 1024
        if QPixmapCache.cacheLimit() < 3 * need_kb:  # Qt keeps the source there: room for it and the items' own
            QPixmapCache.setCacheLimit(3 * need_kb)
        world = painter.worldTransform()
        key = (source.cacheKey(), offset.x(), offset.y(), world.m11(), world.m12(), world.m21(), world.m22(),
               world.dx(), world.dy())
        if key != self._key:
            image = QImage(source.size(), QImage.Format.Format_ARGB32_Premultiplied)
            image.setDevicePixelRatio(source.devicePixelRatio())
            p = QPainter(image)
            p.setWorldTransform(world * QTransform.fromTranslate(-offset.x(), -offset.y()))
            self.paint_felt(p)
            p.setWorldTransform(QTransform())
            p.drawPixmap(0, 0, source)
            p.end()
            self._image, self._key = image, key
            self.rebuilt += 1
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)  # opaque: a copy, no blend
        painter.drawImage(offset, self._image)
        painter.restore()


class StillLayer(BoundedItem):
    """Add still items with `add(item)`; `paint_felt(painter)` paints the scene's background for
    the scene rect in scene coordinates (the layer's picture includes it)."""

    def __init__(self, paint_felt: Callable[[QPainter], None]) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        self.setZValue(Z)
        self.picture = _Picture(paint_felt)
        self.picture.setEnabled(False)
        self.setGraphicsEffect(self.picture)
        self._area = QRectF()

    def add(self, item: QGraphicsItem) -> QGraphicsItem:
        item.setParentItem(self)
        return item

    def set_area(self, rect: QRectF) -> None:
        """The scene rect: the picture covers all of it (the felt included)."""
        self._area = QRectF(rect)
        self.refresh_bounds()

    def bounds(self) -> QRectF:
        return self._area

    @property
    def covers_background(self) -> bool:
        """True while the picture (felt included) is drawn: the scene skips its own background."""
        return self.picture.isEnabled()

    def hold(self) -> None:
        """Something will move over the still items (a flick): draw them as one picture. The next
        paint makes it (the redraw as the flick starts), the frames after it reuse it."""
        if not self.picture.isEnabled():
            self.picture.setEnabled(True)
            self._background_changed()

    def release(self) -> None:
        """Paint the still items one by one again (the table is drawn anew after the flick)."""
        if self.picture.isEnabled():
            self.picture.setEnabled(False)
            self.picture.drop()  # the memory goes with it
            self._background_changed()

    def _background_changed(self) -> None:
        """The scene's background is drawn by the picture now, or by the scene again: a view that
        caches its background (QGraphicsView.CacheBackground) must draw it anew."""
        scene = self.scene()
        if scene is not None:
            scene.invalidate(scene.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
