"""Small game-agnostic items: badges (dealer button), text labels, buttons and stamps."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from app.ui.items.card_art import draw_text, paint_glow, text_width

HIGHLIGHT = QColor("#ffd54a")


class MarkerItem(QGraphicsObject):
    """A round badge with a letter or a short number (the dealer button, a count)."""

    def __init__(self, text: str, fill: QColor, ink: QColor = QColor("#202020"), diameter: float = 24.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.text, self.fill, self.ink = text, QColor(fill), QColor(ink)
        self._d = diameter
        self.setTransformOriginPoint(diameter / 2, diameter / 2)

    def set_diameter(self, d: float) -> None:
        self.prepareGeometryChange()
        self._d = d
        self.setTransformOriginPoint(d / 2, d / 2)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, self._d + 3, self._d + 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self._d, self._d)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(r.translated(1, 1.5))
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, self.fill.lighter(125))
        grad.setColorAt(1, self.fill.darker(110))
        painter.setBrush(grad)
        painter.setPen(QPen(self.fill.darker(160), max(1.0, self._d * 0.06)))
        painter.drawEllipse(r)
        draw_text(painter, r.adjusted(self._d * 0.15, 0, -self._d * 0.15, 0), self.text, self._d * 0.55, self.ink)


class LabelItem(QGraphicsObject):
    """Text in a box: shrinks to fit the box's width; optional dark outline for contrast."""

    def __init__(self, text: str = "", color: QColor = QColor("#f3f0e6"), parent: QGraphicsItem | None = None,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, bold: bool = True,
                 outline: QColor | None = QColor(0, 0, 0, 150)) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.text, self.color, self.align, self.bold, self.outline = text, QColor(color), align, bold, outline
        self._rect = QRectF(0, 0, 100, 20)
        self.setTransformOriginPoint(self._rect.center())

    def set_box(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, width, height)
        self.setTransformOriginPoint(self._rect.center())
        self.update()

    def set_text(self, text: str, color: QColor | None = None) -> None:
        if text != self.text or (color is not None and QColor(color) != self.color):
            self.text = text
            if color is not None:
                self.color = QColor(color)
            self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        px = self._rect.height() * 0.78
        draw_text(painter, self._rect, self.text, px, self.color, self.outline, max(1.0, px * 0.14),
                  bold=self.bold, align=self.align)


class ButtonItem(QGraphicsObject):
    """A rounded button drawn in the scene. Enabled buttons glow; disabled ones are dimmed but
    still receive clicks, so the scene can say why they do nothing now."""

    def __init__(self, text: str, color: QColor = QColor("#2e7d4f"), parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.text, self.color = text, QColor(color)
        self.enabled_look = False
        self._rect = QRectF(0, 0, 100, 36)

    def set_box(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, width, height)
        self.update()

    def set_enabled_look(self, on: bool) -> None:
        if on != self.enabled_look:
            self.enabled_look = on
            self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
            self.update()

    def boundingRect(self) -> QRectF:
        m = max(4.0, self._rect.height() * 0.3)
        return self._rect.adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        radius = r.height() * 0.35
        path = QPainterPath()
        path.addRoundedRect(r, radius, radius)
        base = self.color if self.enabled_look else QColor("#6c6c6c")
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, base.lighter(130))
        grad.setColorAt(1, base.darker(115))
        if self.enabled_look:
            paint_glow(painter, path, HIGHLIGHT, max(4.0, r.height() * 0.3))
        painter.fillPath(path, grad)
        painter.setPen(QPen(base.darker(170), max(1.0, r.height() * 0.05)))
        painter.drawPath(path)
        ink = QColor("#ffffff") if self.enabled_look else QColor("#d0d0d0")
        draw_text(painter, r.adjusted(r.height() * 0.3, 0, -r.height() * 0.3, 0), self.text, r.height() * 0.5,
                  ink, QColor(0, 0, 0, 120), max(1.0, r.height() * 0.04))


class StampItem(QGraphicsObject):
    """A rubber stamp across a line ("BUST"): outlined letters in a frame, slightly rotated."""

    def __init__(self, text: str, color: QColor = QColor("#d32f2f"), parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.text, self.color = text, QColor(color)
        self._h = 30.0
        self._w = 100.0
        self.setRotation(-12)

    def set_height(self, h: float) -> None:
        self.prepareGeometryChange()
        self._h = h
        self._w = text_width(self.text, h * 0.75) + h * 0.8
        self.setTransformOriginPoint(self._w / 2, self._h / 2)
        self.update()

    def width(self) -> float:
        return self._w

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self._w + 8, self._h + 8)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self._w, self._h)
        fill = QColor(255, 255, 255, 170)
        painter.setBrush(fill)
        painter.setPen(QPen(self.color, max(2.0, self._h * 0.09)))
        painter.drawRoundedRect(r, self._h * 0.15, self._h * 0.15)
        draw_text(painter, r.adjusted(self._h * 0.3, 0, -self._h * 0.3, 0), self.text, self._h * 0.72, self.color)


class BannerItem(QGraphicsObject):
    """Text on a rounded, translucent dark panel: one line per string, each shrunk to fit the width
    (a round's result across the table, a line's points). Scales about its centre (for a pop)."""

    def __init__(self, lines: list[str] | str, color: QColor = QColor("#ffffff"),
                 fill: QColor = QColor(20, 24, 22, 215), border: QColor | None = QColor("#ffd54a"),
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.lines = [lines] if isinstance(lines, str) else list(lines)
        self.color, self.fill = QColor(color), QColor(fill)
        self.border = QColor(border) if border is not None else None
        self._rect = QRectF(0, 0, 200, 40)
        self.setTransformOriginPoint(self._rect.center())

    def set_box(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, max(1.0, width), max(1.0, height))
        self.setTransformOriginPoint(self._rect.center())
        self.update()

    def set_lines(self, lines: list[str] | str) -> None:
        self.lines = [lines] if isinstance(lines, str) else list(lines)
        self.update()

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        radius = min(r.height() * 0.3, 18.0)
        painter.setBrush(self.fill)
        if self.border is not None:
            painter.setPen(QPen(self.border, max(1.5, min(r.height() * 0.05, 4.0))))
        else:
            painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), radius, radius)
        if not self.lines:
            return
        pad_x = min(r.height() * 0.35, r.width() * 0.06)
        pad_y = r.height() * 0.1
        row = (r.height() - 2 * pad_y) / len(self.lines)
        for i, line in enumerate(self.lines):
            box = QRectF(r.left() + pad_x, r.top() + pad_y + i * row, r.width() - 2 * pad_x, row)
            px = row * (0.72 if i == 0 else 0.62)
            draw_text(painter, box, line, px, self.color, QColor(0, 0, 0, 170), max(1.0, px * 0.1))
