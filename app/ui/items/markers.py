"""Small game-agnostic items: badges (the dealer button, x2 and Stop markers), text labels, buttons
and stamps."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from app.ui.items.card_art import min_text_px, draw_text, text_width, wrap
from app.ui.items.highlight import Highlightable

MARKER_SHAPES = ("round", "octagon")


def octagon_path(r: QRectF) -> QPainterPath:
    """A stop sign's outline in `r`."""
    path = QPainterPath()
    c, rad = r.center(), r.width() / 2
    for i in range(8):
        a = math.radians(22.5 + 45 * i)
        p = QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a))
        path.moveTo(p) if i == 0 else path.lineTo(p)
    path.closeSubpath()
    return path


class MarkerItem(Highlightable, QGraphicsObject):
    """A badge with a letter or a short text: round (the dealer button, a count, x2) or an octagon
    (a Stop sign). `x2_marker` and `stop_marker` make the two that Top Pop and Top oder Flop use."""

    def __init__(self, text: str, fill: QColor, ink: QColor = QColor("#202020"), diameter: float = 24.0,
                 parent: QGraphicsItem | None = None, shape: str = "round") -> None:
        super().__init__(parent)
        if shape not in MARKER_SHAPES:
            raise ValueError(f"shape must be one of {MARKER_SHAPES}, not {shape!r}")
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.text, self.fill, self.ink, self.shape_kind = text, QColor(fill), QColor(ink), shape
        self._d = diameter
        self.setTransformOriginPoint(diameter / 2, diameter / 2)

    def set_diameter(self, d: float) -> None:
        self.prepareGeometryChange()
        self._d = d
        self.setTransformOriginPoint(d / 2, d / 2)
        self.update()

    @property
    def diameter(self) -> float:
        return self._d

    def outline(self, r: QRectF) -> QPainterPath:
        if self.shape_kind == "octagon":
            return octagon_path(r)
        path = QPainterPath()
        path.addEllipse(r)
        return path

    def boundingRect(self) -> QRectF:
        if self.highlight:  # room for the glow
            m = max(3.0, self._d * 0.2)
            return QRectF(-m, -m, self._d + 2 * m, self._d + 2 * m)
        return QRectF(-1, -1, self._d + 3, self._d + 3)

    def set_highlight(self, **kinds: bool) -> bool:
        self.prepareGeometryChange()
        return super().set_highlight(**kinds)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self._d, self._d)
        self.paint_highlight(painter, self.outline(r), max(3.0, self._d * 0.3), 3)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(self.outline(r.translated(1, 1.5)))
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, self.fill.lighter(125))
        grad.setColorAt(1, self.fill.darker(110))
        painter.setBrush(grad)
        painter.setPen(QPen(self.fill.darker(160), max(1.0, self._d * 0.06)))
        painter.drawPath(self.outline(r))
        if self.shape_kind == "octagon":  # a stop sign's white inner rim
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor("#ffffff"), max(1.0, self._d * 0.05)))
            inset = self._d * 0.09
            painter.drawPath(self.outline(r.adjusted(inset, inset, -inset, -inset)))
        px = self._d * (0.66 if len(self.text) == 1 else 0.55)  # one letter (the dealer's D) may be bigger
        draw_text(painter, r.adjusted(self._d * 0.15, 0, -self._d * 0.15, 0), self.text, px, self.ink)


def x2_marker(diameter: float = 28.0, parent: QGraphicsItem | None = None) -> MarkerItem:
    """The doubling marker: a gold disc with ×2."""
    return MarkerItem("×2", QColor("#f2b600"), QColor("#5a2d00"), diameter, parent)


def stop_marker(diameter: float = 28.0, parent: QGraphicsItem | None = None) -> MarkerItem:
    """The Stop marker: a red octagon with STOP in white."""
    return MarkerItem("STOP", QColor("#d32f2f"), QColor("#ffffff"), diameter, parent, shape="octagon")


class LabelItem(QGraphicsObject):
    """Text in a box: as big as the box's height allows (at most `max_px`), on up to `max_lines`
    lines (a long sentence wraps rather than shrinks), each shrunk to the width if it must be;
    optional dark outline for contrast."""

    def __init__(self, text: str = "", color: QColor = QColor("#f3f0e6"), parent: QGraphicsItem | None = None,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter, bold: bool = True,
                 outline: QColor | None = QColor(0, 0, 0, 150), max_lines: int = 1) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.text, self.color, self.align, self.bold, self.outline = text, QColor(color), align, bold, outline
        self.max_lines = max_lines
        self.max_px: float | None = None
        self._rect = QRectF(0, 0, 100, 20)
        #: the last layout worked out, with what it depends on (text, box, sizes)
        self._layout: tuple[tuple, tuple[list[str], float, float]] | None = None
        self.setTransformOriginPoint(self._origin())

    def _origin(self) -> QPointF:
        """Where a pop grows from: the text's own side (a left-aligned label grows to the right and
        never past its left edge, which may be the table's)."""
        mid = self._rect.center()
        if self.align & Qt.AlignmentFlag.AlignLeft:
            return QPointF(self._rect.left(), mid.y())
        if self.align & Qt.AlignmentFlag.AlignRight:
            return QPointF(self._rect.right(), mid.y())
        return mid

    def set_box(self, width: float, height: float, max_px: float | None = None) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, width, height)
        self.max_px = max_px
        self.setTransformOriginPoint(self._origin())
        self.update()

    def set_text(self, text: str, color: QColor | None = None) -> None:
        if text != self.text or (color is not None and QColor(color) != self.color):
            self.text = text
            if color is not None:
                self.color = QColor(color)
            self.update()

    def layout(self, text: str | None = None) -> tuple[list[str], float, float]:
        """How `text` (default: the label's) is drawn: its lines, the font's pixel size and the size
        as painted (smaller when a line must shrink to the width). The fewest lines that give the
        biggest painted size win."""
        text = self.text if text is None else text
        width, height = self._rect.width(), self._rect.height()
        key = (text, width, height, self.max_px, self.max_lines, self.bold)
        if self._layout is not None and self._layout[0] == key:
            return self._layout[1]  # painted on every frame of a pop or a flight: worked out once
        words = text.split()
        best: tuple[list[str], float, float] = ([text], 1.0, 0.0)
        for n in range(1, max(1, self.max_lines) + 1):
            px = height * 0.78 / n
            if self.max_px is not None:
                px = min(px, self.max_px)
            lines = wrap(text, px, width, n, self.bold) if words and n > 1 else [text]
            if " ".join(lines) != " ".join(words):  # the rest did not fit on the last line: unelided
                lines = lines[:-1] + [" ".join(words[len(" ".join(lines[:-1]).split()):])]
            widest = max(text_width(line, px, self.bold) for line in lines)
            shown = px * min(1.0, width / widest) if widest > 0 else px
            if shown > best[2] + 0.01:
                best = (lines, px, shown)
        self._layout = (key, best)
        return best

    def fitted_px(self, text: str | None = None) -> float:
        """The pixel size `text` would be painted at in this box."""
        return self.layout(text)[2]

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.text:
            return
        lines, px, _ = self.layout()
        row = min(self._rect.height() / len(lines), px / 0.78)
        top = self._rect.center().y() - row * len(lines) / 2
        for k, line in enumerate(lines):
            box = QRectF(self._rect.left(), top + k * row, self._rect.width(), row)
            draw_text(painter, box, line, px, self.color, self.outline, max(1.0, px * 0.14),
                      bold=self.bold, align=self.align)


class ButtonItem(Highlightable, QGraphicsObject):
    """A rounded button drawn in the scene. Buttons that offer a move now (`set_highlight(legal=
    True)`) glow; the others are dimmed but still receive clicks, so the scene can say why they do
    nothing now."""

    #: the words' inset at each side and their size, in the button's heights
    INSET, TEXT = 0.3, 0.5

    def __init__(self, text: str, color: QColor = QColor("#2e7d4f"), parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.text, self.color = text, QColor(color)
        self._rect = QRectF(0, 0, 100, 36)

    @classmethod
    def least_width(cls, text: str, height: float, px: float | None = None) -> float:
        """How wide a button `height` high must be for `text` whole at `px` (by default the table's
        least text size, `min_text_px()`): what a layout reserves for it."""
        return text_width(text, min_text_px() if px is None else px) + 2 * cls.INSET * height + 2

    def set_box(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, width, height)
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
        enabled = self.has_highlight("legal")
        base = self.color if enabled else QColor("#6c6c6c")
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, base.lighter(130))
        grad.setColorAt(1, base.darker(115))
        self.paint_highlight(painter, path, max(4.0, r.height() * 0.3), only={"legal"})
        painter.fillPath(path, grad)
        painter.setPen(QPen(base.darker(170), max(1.0, r.height() * 0.05)))
        painter.drawPath(path)
        ink = QColor("#ffffff") if enabled else QColor("#d0d0d0")
        inset = r.height() * self.INSET
        draw_text(painter, r.adjusted(inset, 0, -inset, 0), self.text, r.height() * self.TEXT,
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
    (a round's result across the table, a line's points). A line that would shrink below
    MIN_TEXT_PX is broken at its commas (or spaces) instead, and the panel grows to hold the rows.
    Scales about its centre (for a pop)."""

    def __init__(self, lines: list[str] | str, color: QColor = QColor("#ffffff"),
                 fill: QColor = QColor(20, 24, 22, 215), border: QColor | None = QColor("#ffd54a"),
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.lines = [lines] if isinstance(lines, str) else list(lines)
        self.color, self.fill = QColor(color), QColor(fill)
        self.border = QColor(border) if border is not None else None
        self._rect = QRectF(0, 0, 200, 40)
        self._rows: list[tuple[str, float]] = []  # (text, pixel size) of each row drawn
        self._broken = False  # the rows are the lines broken to be readable (the box grew)
        self.setTransformOriginPoint(self._rect.center())

    def set_box(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, max(1.0, width), max(1.0, height))
        self._reflow()
        self.setTransformOriginPoint(self._rect.center())
        self.update()

    def set_lines(self, lines: list[str] | str) -> None:
        self.prepareGeometryChange()
        self.lines = [lines] if isinstance(lines, str) else list(lines)
        self._reflow()
        self.update()

    def _pads(self) -> tuple[float, float]:
        r = self._rect
        return min(r.height() * 0.35, r.width() * 0.06), r.height() * 0.1

    def _reflow(self) -> None:
        """One row per line, as big as the box allows; if that leaves a line below MIN_TEXT_PX,
        the lines are broken into rows that are readable and the box grows downwards."""
        r = self._rect
        self._broken = False
        if not self.lines:
            self._rows = []
            return
        pad_x, pad_y = self._pads()
        inner = r.width() - 2 * pad_x
        row = (r.height() - 2 * pad_y) / len(self.lines)
        rows = [(line, row * (0.72 if i == 0 else 0.62)) for i, line in enumerate(self.lines)]
        if all(px * min(1.0, inner / max(1.0, text_width(line, px))) >= min_text_px() for line, px in rows):
            self._rows = rows
            return
        px = min(max(min_text_px() + 1, row * 0.62), min_text_px() + 2)  # small but readable: few rows
        broken: list[tuple[str, float]] = []
        for line in self.lines:
            row_text = ""
            for part in line.split(", "):
                candidate = f"{row_text}, {part}" if row_text else part
                if row_text and text_width(candidate + ",", px) > inner:
                    broken.append((row_text + ",", px))
                    row_text = part
                else:
                    row_text = candidate
            if row_text:
                broken.extend((piece, px) for piece in wrap(row_text, px, inner, 2))
        self._rows, self._broken = broken, True
        self._rect.setHeight(2 * pad_y + sum(p / 0.66 for _, p in broken))

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
        if not self._rows:
            return
        pad_x, pad_y = self._pads()
        y = r.top() + pad_y
        for line, px in self._rows:
            h = px / 0.66 if self._broken else (r.height() - 2 * pad_y) / len(self._rows)
            box = QRectF(r.left() + pad_x, y, r.width() - 2 * pad_x, h)
            draw_text(painter, box, line, px, self.color, QColor(0, 0, 0, 170), max(1.0, px * 0.1))
            y += h
