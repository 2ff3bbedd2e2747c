"""Cards and piles as graphics items. They draw through a game's `CardArt` at their current size;
`layout_for` re-sizes them, so nothing is ever a scaled bitmap."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from app.ui.items.card_art import MIN_TEXT_PX, CardArt, card_outline, draw_text, paint_glow, text_width

HIGHLIGHT = QColor("#ffd54a")


class CardItem(QGraphicsObject):
    """One card. `code` is the game's card code; `face_up` picks the face or the back."""

    def __init__(self, art: CardArt, code: str, face_up: bool = True, width: float = 60.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.code = code
        self.face_up = face_up
        self.highlighted = False
        self.tint: QColor | None = None
        self._w = width
        self._h = width / art.aspect
        self.setTransformOriginPoint(self._w / 2, self._h / 2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # ---- geometry -----------------------------------------------------------------------------
    @property
    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def set_width(self, width: float) -> None:
        if abs(width - self._w) < 0.01:
            return
        self.prepareGeometryChange()
        self._w = width
        self._h = width / self.art.aspect
        self.setTransformOriginPoint(self._w / 2, self._h / 2)
        self.update()

    def boundingRect(self) -> QRectF:
        m = max(2.0, self._w * 0.08)
        return QRectF(-m, -m, self._w + 2 * m, self._h + 2 * m)

    # ---- state --------------------------------------------------------------------------------
    def set_face(self, code: str, face_up: bool = True) -> None:
        if code != self.code or face_up != self.face_up:
            self.code, self.face_up = code, face_up
            self.update()

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def set_tint(self, color: QColor | None) -> None:
        """A translucent colour over the card (grey for a dead line, ice blue for a frozen one)."""
        if color != self.tint:
            self.tint = None if color is None else QColor(color)
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._h)
        shadow = card_outline(rect.translated(self._w * 0.03, self._w * 0.045))
        painter.fillPath(shadow, QColor(0, 0, 0, 70))
        if self.face_up:
            self.art.paint_face(painter, rect, self.code)
        else:
            self.art.paint_back(painter, rect)
        if self.tint is not None:
            painter.fillPath(card_outline(rect), self.tint)
        if self.highlighted:
            paint_glow(painter, card_outline(rect), HIGHLIGHT, max(3.0, self._w * 0.09))


class PileItem(QGraphicsObject):
    """A pile: a few offset cards hint at its height, the top card shows (face up piles) and a
    count sits under it. `highlighted` marks it as clickable now."""

    def __init__(self, art: CardArt, face_up: bool, label: str = "", width: float = 60.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.face_up = face_up
        self.label = label
        self.count = 0
        self.top_code: str | None = None
        self.highlighted = False
        self._w = width
        self._h = width / art.aspect
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def card_size(self) -> tuple[float, float]:
        return self._w, self._h

    def set_width(self, width: float) -> None:
        self.prepareGeometryChange()
        self._w = width
        self._h = width / self.art.aspect
        self.update()

    def layers(self) -> int:
        return 0 if self.count <= 0 else min(4, 1 + self.count // 12)

    def top_pos(self) -> QPointF:
        """Where the top card lies, in scene coordinates (cards fly to and from here)."""
        off = self._offset() * max(0, self.layers() - 1)
        return self.mapToScene(QPointF(-off, -off))

    def _offset(self) -> float:
        return max(1.0, self._w * 0.035)

    def label_height(self) -> float:
        return max(self._h * 0.2, MIN_TEXT_PX / 0.7)

    def label_text(self) -> str:
        return f"{self.label} {self.count}".strip() if self.label else str(self.count)

    def label_rect(self) -> QRectF:
        """Under the pile, centred, as wide as the count needs (at least MIN_TEXT_PX high)."""
        h = self.label_height()
        w = max(self._w * 1.4, text_width(self.label_text(), h * 0.7) + h * 0.4)
        return QRectF(self._w / 2 - w / 2, self._h + self._h * 0.03, w, h)

    def boundingRect(self) -> QRectF:
        m = max(4.0, self._w * 0.14)
        lift = self._offset() * 4
        label = self.label_rect()
        return QRectF(-m - lift, -m - lift, self._w + 2 * m + lift, label.bottom() + 2 * m + lift).united(label)

    def set_state(self, count: int, top_code: str | None = None, label: str | None = None) -> None:
        if label is not None:
            self.label = label
        if (count, top_code) != (self.count, self.top_code) or label is not None:
            self.prepareGeometryChange()  # the count's label may get wider: the bounds follow it
            self.count, self.top_code = count, top_code
            self.update()

    def set_highlighted(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._h)
        layers = self.layers()
        if layers == 0:
            painter.setPen(QColor(255, 255, 255, 90))
            painter.setBrush(QColor(0, 0, 0, 40))
            painter.drawPath(card_outline(rect))
        off = self._offset()
        for i in range(layers):
            r = rect.translated(-off * i, -off * i)
            painter.fillPath(card_outline(r.translated(off, off * 1.3)), QColor(0, 0, 0, 55))
            if i == layers - 1 and self.face_up and self.top_code is not None:
                self.art.paint_face(painter, r, self.top_code)
            else:
                self.art.paint_back(painter, r)
        if self.highlighted:
            top = rect.translated(-off * max(0, layers - 1), -off * max(0, layers - 1))
            paint_glow(painter, card_outline(top), HIGHLIGHT, max(4.0, self._w * 0.12))
        draw_text(painter, self.label_rect(), self.label_text(), self.label_height() * 0.7, QColor("#f3f0e6"),
                  QColor(0, 0, 0, 150), max(1.0, self._w * 0.03))
