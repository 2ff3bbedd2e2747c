"""Text on a table that must stay readable at any window size: a box whose sentence wraps onto more
lines instead of shrinking (a prompt; an optional prefix, a player's name, in its own colour), and
short floating notes over the table (why a flick missed).

Text is never drawn smaller than `table_text_px()` (TABLE_TEXT_PX at the player's text size); a sentence too long for its box wraps, then (a German
sentence is longer) takes the further lines the box's height holds, then shrinks step by step down to
it; only what still does not fit is elided.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from app.ui import contrast
from app.ui.items.card_art import draw_text, text_scale, text_width, wrap

#: the smallest pixel size of a table's sentences (at 800x600 too) at text size 100 %
TABLE_TEXT_PX = 12.0


def table_text_px() -> float:
    """The smallest pixel size of a table's sentences at the player's text size."""
    return TABLE_TEXT_PX * text_scale()


def readable(px: float) -> float:
    """A text size no smaller than `table_text_px()`."""
    return max(table_text_px(), float(px))


class TextBoxItem(QGraphicsObject):
    """Text in a box at a fixed pixel size (never below `table_text_px()`), wrapped onto up to `max_lines`
    lines; an optional `accent` prefix (a player's name) is drawn in its own colour."""

    def __init__(self, color: QColor = QColor("#fff6dc"), align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
                 max_lines: int = 1, outline: QColor | None = QColor(0, 0, 0, 160)) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.color, self.align, self.max_lines, self.outline = QColor(color), align, max_lines, outline
        self.text = ""
        self.accent: tuple[str, QColor] | None = None
        self.px = 14.0  # the size drawn (`base_px`, or smaller for a sentence too long at it)
        self.base_px = 14.0
        self._rect = QRectF(0, 0, 100, 20)
        self.lines: list[str] = []

    def set_box(self, width: float, height: float, px: float, max_lines: int | None = None) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(0, 0, width, height)
        self.base_px = readable(px)
        if max_lines is not None:
            self.max_lines = max_lines
        self._rewrap()

    def set_text(self, text: str, accent: tuple[str, QColor] | None = None) -> None:
        """`accent`: (a prefix of `text`, its colour), e.g. the player's name."""
        if accent is not None and not text.startswith(accent[0]):
            accent = None
        if text != self.text or accent != self.accent:
            self.text, self.accent = text, accent
            self._rewrap()

    def _rewrap(self) -> None:
        self.px, self.lines = self._fitted() if self.text else (self.base_px, [])
        self.update()

    def _fitted(self) -> tuple[float, list[str]]:
        """(size, lines): the first that shows the whole text of: `base_px` on `max_lines` lines, on
        as many lines as the box holds, then smaller sizes (each on the lines the box holds at it)
        down to `table_text_px()`; else that size, the last line elided."""
        width, words = self._rect.width(), self.text.split()
        px, least = self.base_px, table_text_px()
        tries = [(px, self.max_lines)]
        while True:
            tries.append((px, max(self.max_lines, int((self._rect.height() - 2) // (px * 1.25)))))
            if px <= least:
                break
            px = max(least, px - 0.5)
        for px, n in tries:
            lines = wrap(self.text, px, width, n)
            if " ".join(lines).split() == words:
                return px, lines
        return tries[-1][0], wrap(self.text, tries[-1][0], width, tries[-1][1])

    def line_height(self) -> float:
        return self.px * 1.25

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, p: QPainter, option, widget=None) -> None:
        if not self.lines:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        lh = self.line_height()
        top = self._rect.center().y() - lh * len(self.lines) / 2
        accent_left = len(self.accent[0]) if self.accent else 0
        stroke = max(1.0, self.px * 0.14)
        outline = self.outline
        if outline is not None and contrast.high_contrast():  # letters on a plain black edge
            outline, stroke = contrast.OUTLINE, max(2.0, self.px * 0.2)
        for k, line in enumerate(self.lines):
            w = text_width(line, self.px)
            if self.align & Qt.AlignmentFlag.AlignLeft:
                x = 0.0
            elif self.align & Qt.AlignmentFlag.AlignRight:
                x = self._rect.width() - w
            else:
                x = (self._rect.width() - w) / 2
            row = QRectF(x, top + k * lh, w + 2, lh)
            head = line[:accent_left] if k == 0 and accent_left else ""
            if head:
                hw = text_width(head, self.px)
                draw_text(p, QRectF(x, row.y(), hw + 2, lh), head, self.px, self.accent[1], outline,
                          stroke, align=Qt.AlignmentFlag.AlignLeft, max_width=1e9)
                rest = line[len(head):].lstrip()
                rx = x + text_width(line[:len(line) - len(rest)], self.px)  # spaces after the name too
                draw_text(p, QRectF(rx, row.y(), w, lh), rest, self.px, self.color, outline, stroke,
                          align=Qt.AlignmentFlag.AlignLeft, max_width=1e9)
            else:
                draw_text(p, row, line, self.px, self.color, outline, stroke,
                          align=Qt.AlignmentFlag.AlignLeft, max_width=1e9)


class FloatingNoteItem(QGraphicsObject):
    """A short note over the table (a miss, a topping falling off): a dark rounded label centred on
    its position, popping in and fading out; wrapped onto up to three lines no wider than `max_width`."""

    def __init__(self, text: str, px: float, color: QColor = QColor("#fff6dc"),
                 edge: QColor = QColor("#ffd54a"), max_width: float | None = None) -> None:
        super().__init__()
        self.text = text
        self.px = readable(px)
        self.color, self.edge = QColor(color), QColor(edge)
        pad = self.px * 1.4
        self.lines = wrap(text, self.px, max_width - pad, 3) if max_width else [text]
        w = max(text_width(line, self.px) for line in self.lines) + pad
        h = self.px * (1.3 * len(self.lines) + 0.7)
        self._rect = QRectF(-w / 2, -h / 2, w, h)
        self.setZValue(70)

    def size(self) -> tuple[float, float]:
        return self._rect.width(), self._rect.height()

    def place_within(self, at: QPointF, area: QRectF) -> None:
        """Centre on `at`, moved only as much as needed to lie wholly inside `area`."""
        w, h = self.size()
        x = min(max(at.x(), area.left() + w / 2), area.right() - w / 2)
        y = min(max(at.y(), area.top() + h / 2), area.bottom() - h / 2)
        self.setPos(QPointF(x, y))

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -4, 4, 4)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        radius = min(self._rect.height(), self.px * 2.0) * 0.35
        path.addRoundedRect(self._rect, radius, radius)
        p.fillPath(path, QColor(25, 15, 8, 225))
        p.setPen(QPen(self.edge, max(1.5, self.px * 0.12)))
        p.drawPath(path)
        lh = self.px * 1.3
        top = self._rect.center().y() - lh * len(self.lines) / 2
        for k, line in enumerate(self.lines):
            row = QRectF(self._rect.left(), top + k * lh, self._rect.width(), lh)
            draw_text(p, row, line, self.px, self.color, max_width=1e9)
