"""The hint ring: a pulsing outline around what to click for a suggested move (a hint, or the
lesson's next step). Drawn above everything on the table and never in the way of a click: it takes
no mouse buttons, so a click on it reaches the card or button under it. Painted as vectors each
frame (no pixmap cache), so it stays crisp at any scale and device pixel ratio."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from app.ui.items.card_art import paint_glow

#: not the gold of "you may click this": a hint must stand out from the legal moves' glow (and it is
#: dashed, so that it differs in shape too, not only in colour)
HINT_COLOR = QColor("#2ee6ff")

#: above the cards, flying cards and dragged items
HINT_Z = 3000.0
#: one pulse (out and back), in ms
PULSE_MS = 1100


class HintMarker(QGraphicsObject):
    """An outline around `rect` (scene coordinates), a little outside it, pulsing outwards."""

    def __init__(self, rect: QRectF, color: QColor = HINT_COLOR, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.color = QColor(color)
        self._target = QRectF(rect)
        self._phase = 0.0
        self.setZValue(HINT_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(0.0)
        self._pulse.setKeyValueAt(0.5, 1.0)
        self._pulse.setEndValue(0.0)
        self._pulse.setDuration(PULSE_MS)
        self._pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._pulse.setLoopCount(-1)
        self._pulse.valueChanged.connect(self._set_phase)
        self._pulse.start()

    @property
    def target(self) -> QRectF:
        """The rect it surrounds (scene coordinates)."""
        return QRectF(self._target)

    def set_target(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._target = QRectF(rect)
        self.update()

    def stop(self) -> None:
        self._pulse.stop()

    def _set_phase(self, value) -> None:
        self._phase = float(value)
        self.update()

    @staticmethod
    def line_for(target: QRectF) -> float:
        """The ring's line width around `target`."""
        side = min(target.width(), target.height())
        return max(2.0, min(7.0, side * 0.05))

    @classmethod
    def reach(cls, target: QRectF) -> float:
        """How far outside `target` the ring is drawn at its widest (its dark edge; the glow fades
        beyond): a layout leaves this much room around what a hint may ring (a heading above it)."""
        line = cls.line_for(target)
        return line * 1.5 + line * 1.5 + (line + 2.0) / 2

    def _line(self) -> float:
        return self.line_for(self._target)

    def _gap(self) -> float:
        return self._line() * 1.5

    def boundingRect(self) -> QRectF:
        margin = self._gap() + self._line() * 5
        return self._target.adjusted(-margin, -margin, margin, margin)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # nothing to hit: clicks go through to the table

    def paint(self, painter: QPainter, option, widget=None) -> None:
        line, gap = self._line(), self._gap()
        out = gap + line * 1.5 * self._phase
        rect = self._target.adjusted(-out, -out, out, out)
        radius = min(rect.width(), rect.height()) * 0.12 + line
        path = QPainterPath()
        path.addRoundedRect(rect, radius, radius)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        glow = QColor(self.color)
        glow.setAlphaF(0.35 + 0.4 * (1.0 - self._phase))
        paint_glow(painter, path, glow, line * 3.0, 3)
        dark = QPen(QColor(0, 0, 0, 150), line + 2.0)
        dark.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(dark)  # a dark edge: the ring shows on a light card as on the felt
        painter.drawPath(path)
        bright = QPen(self.color, line)
        bright.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        bright.setCapStyle(Qt.PenCapStyle.FlatCap)
        bright.setDashPattern([3.0, 1.6])  # in line widths: dashes that move with the pulse
        bright.setDashOffset(-4.6 * self._phase)
        painter.setPen(bright)
        painter.drawPath(path)
