"""Bottle caps in a stack (Top Pop stacks soda caps on its city cards).

The stacking geometry is written once here: a stack's bottom cap lies in a rect, each next cap
`step` higher (`stack_rect`, `stack_height`), and `paint_stack` paints the caps bottom first with the
painter it is given (a game's own cap art: Top Pop's caps seen from the side). `CapStackItem` is a
stack as an item: round crowns seen from above (or the caps a given painter draws), the top one's
label, the count beside it."""

from __future__ import annotations

import math

from typing import Any, Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from app.ui.items.card_art import min_text_px, draw_text
from app.ui.items.highlight import Highlightable

#: each cap lies this much of its diameter above the one under it
CAP_OFFSET = 0.16
#: at most this many caps are drawn; the count says how many there are
MAX_DRAWN = 8


def crown_path(center: QPointF, radius: float, teeth: int = 21) -> QPainterPath:
    """A bottle cap's crimped edge: a circle with `teeth` small bumps."""
    path = QPainterPath()
    for i in range(teeth * 2 + 1):
        a = math.pi * i / teeth
        r = radius * (1.0 if i % 2 == 0 else 0.93)
        p = QPointF(center.x() + r * math.cos(a), center.y() + r * math.sin(a))
        path.moveTo(p) if i == 0 else path.lineTo(p)
    path.closeSubpath()
    return path


#: paints one cap in a rect: `paint_cap(painter, rect, cap)`
CapPainter = Callable[[QPainter, QRectF, Any], None]


def stack_rect(bottom: QRectF, i: int, step: float) -> QRectF:
    """Where the i-th cap of a stack lies (0: the bottom one, in `bottom`): each cap `step` higher."""
    return bottom.translated(0, -i * step)


def stack_height(cap_height: float, caps: int, step: float) -> float:
    """How tall a stack of `caps` caps, each `cap_height` high and `step` above the one under it, is."""
    return cap_height + (caps - 1) * step if caps > 0 else 0.0


def paint_stack(p: QPainter, bottom: QRectF, caps: Sequence, step: float, paint_cap: CapPainter) -> None:
    """`caps` as a stack, bottom first (the last on top), the bottom one in `bottom`."""
    for i, cap in enumerate(caps):
        paint_cap(p, stack_rect(bottom, i, step), cap)


def paint_crown_cap(p: QPainter, rect: QRectF, cap: tuple[QColor, str]) -> None:
    """A round crown cap seen from above in its colour (`cap` = (colour, label); the stack writes
    the label of its top cap only)."""
    color = cap[0]
    c, radius = rect.center(), rect.width() / 2
    p.fillPath(crown_path(c + QPointF(radius * 0.06, radius * 0.12), radius), QColor(0, 0, 0, 80))
    grad = QRadialGradient(c - QPointF(radius * 0.3, radius * 0.3), radius * 1.3)
    grad.setColorAt(0.0, color.lighter(140))
    grad.setColorAt(1.0, color.darker(125))
    crown = crown_path(c, radius)
    p.fillPath(crown, grad)
    p.strokePath(crown, QPen(color.darker(170), max(1.0, radius * 0.07)))


class CapStackItem(Highlightable, QGraphicsObject):
    """A stack of caps, bottom first: `set_caps([(colour, label), ...])`. The stack's origin is the
    bottom cap's top-left corner; each next cap lies CAP_OFFSET of a diameter higher. `paint_cap`
    draws a cap (by default a crown seen from above, `paint_crown_cap`)."""

    def __init__(self, diameter: float = 28.0, parent: QGraphicsItem | None = None,
                 paint_cap: CapPainter = paint_crown_cap) -> None:
        super().__init__(parent)
        self.caps: list[tuple[QColor, str]] = []
        self._d = diameter
        self._paint_cap = paint_cap
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def count(self) -> int:
        return len(self.caps)

    def set_diameter(self, d: float) -> None:
        self.prepareGeometryChange()
        self._d = d
        self.update()

    def set_caps(self, caps: list[tuple[QColor | str, str]]) -> None:
        caps = [(QColor(c), str(label)) for c, label in caps]
        if [(c.rgba(), t) for c, t in caps] != [(c.rgba(), t) for c, t in self.caps]:
            self.prepareGeometryChange()
            self.caps = caps
            self.update()

    def drawn(self) -> int:
        return min(len(self.caps), MAX_DRAWN)

    def cap_rect(self, i: int) -> QRectF:
        """Where the i-th drawn cap lies (0: the bottom one), in item coordinates."""
        return stack_rect(QRectF(0, 0, self._d, self._d), i, self._d * CAP_OFFSET)

    def top_pos(self) -> QPointF:
        """Scene position where the next cap would lie (caps fly there)."""
        return self.mapToScene(self.cap_rect(self.drawn()).topLeft())

    def count_rect(self) -> QRectF:
        px = max(min_text_px(), self._d * 0.42)
        return QRectF(self._d * 0.7, self._d * 0.62, px * 2.2, px * 1.3)

    def boundingRect(self) -> QRectF:
        top = self.cap_rect(max(0, self.drawn() - 1)).top()
        m = max(3.0, self._d * 0.12)
        return QRectF(-m, top - m, self._d + 2 * m, self._d - top + 2 * m).united(self.count_rect())

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.caps:
            p.setPen(QPen(QColor(255, 255, 255, 90), max(1.0, self._d * 0.05), Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(self.cap_rect(0))
            return
        shown = self.caps[-self.drawn():]
        paint_stack(p, self.cap_rect(0), shown, self._d * CAP_OFFSET, self._paint_cap)
        top = self.cap_rect(len(shown) - 1)
        color, label = shown[-1]
        if label:  # only the top cap's label shows
            radius = top.width() / 2
            ink = QColor("#ffffff") if color.lightnessF() < 0.6 else QColor("#202020")
            draw_text(p, top.adjusted(radius * 0.35, 0, -radius * 0.35, 0), label, radius * 0.8, ink)
        self.paint_highlight(p, crown_path(top.center(), top.width() / 2), max(3.0, self._d * 0.18), 3)
        if len(self.caps) > 1:
            box = self.count_rect()
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(20, 20, 20, 210))
            p.drawRoundedRect(box, box.height() * 0.35, box.height() * 0.35)
            draw_text(p, box, str(len(self.caps)), box.height() * 0.72, QColor("#ffffff"))
