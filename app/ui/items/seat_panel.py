"""A seat's panel on a table: the player's name in a rounded panel with their colour strip at the
left, their score, a mark for whose turn it is, and room for a row of their own (cards, discs)
under the name. Highlights: `current` (whose turn), `won`, `legal` (the seat may be chosen now),
`focus` (the keyboard's choice). A game derives its panel and paints its own parts in
`paint_panel`; the toolkit gives the frame, the glow, the strip, the name, the score and the
turn pointer."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from app.ui.items.card_art import draw_text, elide, text_width
from app.ui.items.highlight import Highlightable
from app.ui.items.shown import update_if_changed
from app.ui.qt_table_pixmaps import cached

#: the colour of the counts a panel shows beside their icons (`paint_count`)
COUNT_INK = QColor("#f3f0e6")


@cached
def _ground(p: QPainter, rect: QRectF, radius: float, rgba: int) -> None:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.fillPath(path, QColor.fromRgba(rgba))


class SeatPanelItem(Highlightable, QGraphicsObject):
    """One seat. Its size is set by the scene (`set_size`); `margin` is the room kept around it
    for its glow."""

    #: the corner radius: this share of the height, at most RADIUS_MAX pixels
    RADIUS_SHARE, RADIUS_MAX = 0.1, 14.0

    def __init__(self, seat: int, name: str, color: QColor | str) -> None:
        super().__init__()
        self.seat, self.name, self.color = seat, name, QColor(color)
        self.w, self.h, self.margin = 300.0, 100.0, 6.0
        self.total = 0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # ---- geometry -----------------------------------------------------------------------------
    def set_size(self, w: float, h: float) -> None:
        if (w, h) == (self.w, self.h):
            return  # scenes lay their panels out on every move: repainted only when the size changes
        self.prepareGeometryChange()
        self.w, self.h = w, h
        self.update()

    def frame(self) -> QRectF:
        """The panel in scene coordinates (without the glow)."""
        return QRectF(self.pos(), QPointF(self.pos().x() + self.w, self.pos().y() + self.h))

    def boundingRect(self) -> QRectF:
        m = self.margin
        return QRectF(-m, -m, self.w + 2 * m, self.h + 2 * m)

    def radius(self) -> float:
        return min(self.h * self.RADIUS_SHARE, self.RADIUS_MAX)

    def panel_path(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, self.w, self.h), self.radius(), self.radius())
        return path

    def paint_ground(self, p: QPainter, color: QColor) -> None:
        """The panel's body (its `panel_path`) filled with `color`, from a picture: a panel repaints its
        cache on every change of its own, and filling a large rounded path is ~0.8 ms."""
        _ground(p, QRectF(0, 0, self.w, self.h), self.radius(), color.rgba())

    def set_total(self, total: int) -> None:
        update_if_changed(self, total=total)

    # ---- painting helpers -------------------------------------------------------------------------
    def paint_strip(self, p: QPainter, rect: QRectF, clip: QPainterPath | None = None) -> None:
        """The player's colour as a strip (`rect`), cut to the panel's outline if `clip` is given."""
        if clip is None:
            p.fillRect(rect, self.color)
            return
        strip = QPainterPath()
        strip.addRect(rect)
        p.fillPath(strip.intersected(clip), self.color)

    def paint_name(self, p: QPainter, rect: QRectF, px: float, color: QColor) -> None:
        """The name, left-aligned in `rect`, elided to its width."""
        draw_text(p, rect, elide(self.name, px, rect.width()), px, color, align=Qt.AlignmentFlag.AlignLeft,
                  max_width=1e9)

    def paint_score(self, p: QPainter, right: float, cy: float, height: float, text: str, px: float,
                    ink: QColor, pill: QColor | None = None) -> float:
        """`text` right-aligned at `right`, centred on `cy` (in a rounded `pill` if given, its text a
        little smaller than `px`); returns the left edge of its box."""
        if pill is not None:
            tw = text_width(text, px) + px * 0.8
            box = QRectF(right - tw, cy - height / 2, tw, height)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(pill)
            p.drawRoundedRect(box, box.height() / 2, box.height() / 2)
            draw_text(p, box, text, px * 0.95, ink)
            return box.left()
        tw = text_width(text, px)
        box = QRectF(right - tw - 2, cy - height / 2, tw + 2, height)
        draw_text(p, box, text, px, ink, align=Qt.AlignmentFlag.AlignRight, max_width=1e9)
        return box.left()

    @staticmethod
    def paint_count(p: QPainter, x: float, box: QRectF, text: str, px: float, ink: QColor = COUNT_INK) -> float:
        """A count (cards, caps, markers left) left-aligned at `x` in the height of `box`, beside its
        icon; returns its right edge."""
        w = text_width(text, px)
        draw_text(p, QRectF(x, box.top(), w + 2, box.height()), text, px, ink, align=Qt.AlignmentFlag.AlignLeft,
                  max_width=1e9)
        return x + w

    @staticmethod
    def paint_turn_pointer(p: QPainter, x: float, cy: float, size: float, color: QColor) -> float:
        """A small triangle pointing at the name: this seat's turn. Returns its right edge."""
        tri = QPainterPath()
        tri.moveTo(x, cy - size / 2)
        tri.lineTo(x + size * 0.8, cy)
        tri.lineTo(x, cy + size / 2)
        tri.closeSubpath()
        p.fillPath(tri, color)
        return x + size * 0.8

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_panel(p, self.panel_path())

    def paint_panel(self, p: QPainter, path: QPainterPath) -> None:
        """A plain panel: the glow, a dark body, the strip, the name and the score."""
        self.paint_highlight(p, path, max(3.0, self.h * 0.12), 3)
        self.paint_ground(p, QColor(0, 0, 0, 120))
        pad = self.h * 0.12
        self.paint_strip(p, QRectF(pad, pad, pad, self.h - 2 * pad))
        px = self.h * 0.4
        left = self.paint_score(p, self.w - pad, self.h / 2, self.h * 0.6, str(self.total), px, QColor("#ffe27a"))
        self.paint_name(p, QRectF(pad * 3, 0, max(1.0, left - pad * 4), self.h), px, QColor("#ffffff"))
