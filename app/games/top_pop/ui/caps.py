"""Top Pop's bottle caps and company badges, drawn with paths (our own design).

- A cap seen from above (`paint_cap_top`) is a crown cork: a crimped rim of 21 teeth round a domed
  top in the company's colour, with the company's symbol on it.
- A cap seen from the side (`paint_cap_side`) is a short fluted cylinder, its symbol on the skirt;
  `paint_tower` stacks them (bottom first, the last one on top) as a stack on a card is drawn.
- `paint_logo` is the company's badge: the cap and the company's name (a proper name, the same in
  every language) when there is room for it at MIN_TEXT_PX.

Colours (`COMPANY_COLORS`) are chosen so that every two stay apart (CIE76 delta E >= 20) also as seen
with protanopia, deuteranopia and tritanopia; each company also has its own symbol
(`COMPANY_SYMBOLS`: star, drop, sun, leaf, crown), so that a cap reads without its colour.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPainterPathStroker, QPen,
                           QRadialGradient, QTransform)

from app.games.top_pop import INFO
from app.games.top_pop.cards import COMPANIES
from app.ui.items.caps import paint_stack, stack_height
from app.ui.items.card_art import min_text_px, draw_text, ink_on, place, polygon, star_path, text_width
from app.ui.qt_table_pixmaps import cached

#: company -> its caps' colour (red, blue, yellow, green, purple: the colour words of cards.COMPANIES),
#: declared once in the game's INFO as the seats' colours (the new-game dialog shows them)
COMPANY_COLORS: tuple[str, ...] = tuple(color for color, _name in INFO.seat_colors)
#: company -> the symbol on its caps and badge
COMPANY_SYMBOLS: tuple[str, ...] = ("star", "drop", "sun", "leaf", "crown")
#: teeth on a cap's crimped rim (a real crown cork has 21)
TEETH = 21
#: width / height of a cap seen from the side, as `paint_cap_side` draws it best
CAP_SIDE_ASPECT = 3.0
#: in a tower each cap rises this share of its side height above the one below (caps nest a little)
TOWER_STEP = 0.8
#: caps and logos take dark ink on lighter colours only than the toolkit's `ink_on` by default does
DARK_INK_ABOVE = 0.3


def company_color(company: int) -> QColor:
    return QColor(COMPANY_COLORS[company])


# ---- shapes in the unit square -------------------------------------------------------------------
#: booleans of paths are computed on flattened curves with a tolerance in path units: they are done
#: this much larger than the unit square, so that curves stay smooth when the shape is drawn large
_FINE = 1000.0


def unite(*paths: QPainterPath) -> QPainterPath:
    """The union of unit-square paths, one outline."""
    up, down = QTransform.fromScale(_FINE, _FINE), QTransform.fromScale(1 / _FINE, 1 / _FINE)
    out = QPainterPath()
    for path in paths:
        out = out.united(up.map(path))
    return down.map(out.simplified())


def cut(path: QPainterPath, *holes: QPainterPath) -> QPainterPath:
    """A unit-square path with `holes` cut out of it."""
    up, down = QTransform.fromScale(_FINE, _FINE), QTransform.fromScale(1 / _FINE, 1 / _FINE)
    out = up.map(path)
    for hole in holes:
        out = out.subtracted(up.map(hole))
    return down.map(out)


def stroke(path: QPainterPath, width: float, cap: Qt.PenCapStyle = Qt.PenCapStyle.FlatCap) -> QPainterPath:
    """The outline of `path` drawn `width` wide, as a shape (smooth also in the unit square)."""
    stroker = QPainterPathStroker()
    stroker.setWidth(width)
    stroker.setCapStyle(cap)
    stroker.setCurveThreshold(width * 0.01)
    return stroker.createStroke(path)


# ---- the symbols in the unit square ---------------------------------------------------------------
@lru_cache(maxsize=None)
def _drop() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.5, 0.02)
    p.cubicTo(0.62, 0.24, 0.84, 0.44, 0.84, 0.64)
    p.cubicTo(0.84, 0.85, 0.68, 0.98, 0.5, 0.98)
    p.cubicTo(0.32, 0.98, 0.16, 0.85, 0.16, 0.64)
    p.cubicTo(0.16, 0.44, 0.38, 0.24, 0.5, 0.02)
    p.closeSubpath()
    return p


def rays_path(rays: int, inner: float, spread: float) -> QPainterPath:
    """`rays` pointed rays round the unit square's centre, from radius `inner` out to its edge, each
    `spread` radians wide either side at its foot (overlapping subpaths: fill, do not stroke)."""
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    for k in range(rays):
        a = 2 * math.pi * k / rays
        p.moveTo(0.5 + 0.5 * math.cos(a), 0.5 + 0.5 * math.sin(a))
        for side in (-1, 1):
            p.lineTo(0.5 + inner * math.cos(a + side * spread), 0.5 + inner * math.sin(a + side * spread))
        p.closeSubpath()
    return p


@lru_cache(maxsize=None)
def _sun() -> QPainterPath:
    disc = QPainterPath()
    disc.addEllipse(QPointF(0.5, 0.5), 0.24, 0.24)
    return unite(disc, rays_path(8, 0.3, 0.24))


@lru_cache(maxsize=None)
def _leaf() -> QPainterPath:
    """A broad leaf pointing up and right, its midrib and two veins cut out, a short stem."""
    blade = QPainterPath()
    blade.moveTo(0.2, 0.8)
    blade.cubicTo(0.02, 0.5, 0.3, 0.12, 0.94, 0.06)
    blade.cubicTo(0.88, 0.7, 0.5, 0.98, 0.2, 0.8)
    blade.closeSubpath()
    veins = QPainterPath()
    veins.moveTo(0.26, 0.74)
    veins.quadTo(0.5, 0.44, 0.8, 0.2)
    for x, y, ex, ey in ((0.44, 0.55, 0.36, 0.32), (0.58, 0.42, 0.76, 0.5)):
        veins.moveTo(x, y)
        veins.lineTo(ex, ey)
    leaf = cut(blade, stroke(veins, 0.06, Qt.PenCapStyle.RoundCap))
    stem = QPainterPath()
    stem.moveTo(0.06, 0.96)
    stem.quadTo(0.14, 0.86, 0.27, 0.74)
    return unite(leaf, stroke(stem, 0.09, Qt.PenCapStyle.RoundCap))


@lru_cache(maxsize=None)
def _crown() -> QPainterPath:
    p = polygon((0.1, 0.84), (0.04, 0.3), (0.3, 0.56), (0.5, 0.16), (0.7, 0.56), (0.96, 0.3), (0.9, 0.84))
    for x, y in ((0.04, 0.26), (0.5, 0.12), (0.96, 0.26)):
        p.addEllipse(QPointF(x, y), 0.085, 0.085)
    band = QPainterPath()
    band.addRoundedRect(QRectF(0.1, 0.86, 0.8, 0.1), 0.03, 0.03)
    return unite(p, band)


def symbol_path(company: int) -> QPainterPath:
    """Company `company`'s symbol in the unit square."""
    name = COMPANY_SYMBOLS[company]
    if name == "star":
        return star_path(5)
    return {"drop": _drop, "sun": _sun, "leaf": _leaf, "crown": _crown}[name]()


def paint_symbol(p: QPainter, rect: QRectF, company: int, ink: QColor | None = None) -> None:
    """The symbol filling `rect` (square), in `ink` (default: what reads on the company's colour),
    edged in the other contrast so that it reads on any ground."""
    ink = ink or ink_on(company_color(company), DARK_INK_ABOVE)
    shape = place(symbol_path(company), rect)
    edge = QColor("#1d1a17") if ink.lightness() > 128 else QColor(255, 255, 255, 170)
    p.save()
    pen = QPen(edge, max(0.6, rect.width() * 0.06))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if rect.width() >= 9:
        p.strokePath(shape, pen)
    p.fillPath(shape, ink)
    p.restore()


# ---- a cap from above -----------------------------------------------------------------------------
@lru_cache(maxsize=None)
def crimp_path(teeth: int = TEETH) -> QPainterPath:
    """The crimped rim in the unit square: `teeth` rounded flutes round the circle."""
    p = QPainterPath()
    steps = teeth * 10
    for i in range(steps + 1):
        a = 2 * math.pi * i / steps - math.pi / 2
        r = 0.5 * (0.9 + 0.1 * (0.5 + 0.5 * math.cos(teeth * (a + math.pi / 2))) ** 0.7)
        pt = QPointF(0.5 + r * math.cos(a), 0.5 + r * math.sin(a))
        p.moveTo(pt) if i == 0 else p.lineTo(pt)
    p.closeSubpath()
    return p


def _square(rect: QRectF) -> QRectF:
    d = min(rect.width(), rect.height())
    box = QRectF(0, 0, d, d)
    box.moveCenter(rect.center())
    return box


@cached
def paint_cap_top(painter: QPainter, rect: QRectF, company: int, symbol: bool = True) -> None:
    """One cap of `company` seen from above, as large as fits in `rect` (centred). From a picture: a
    panel shows a row of them and its stroked rim and symbol took ~1.5 ms a cap."""
    p = painter
    box = _square(rect)
    d = box.width()
    color = company_color(company)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rim = place(crimp_path(), box)
    g = QRadialGradient(box.center(), d / 2)
    g.setColorAt(0.75, color.darker(115))
    g.setColorAt(0.9, color.darker(150))
    g.setColorAt(1.0, color.darker(190))
    p.fillPath(rim, QBrush(g))
    p.strokePath(rim, QPen(color.darker(260), max(0.5, d * 0.02)))
    # the flat top inside the rim, lit from the top left
    top = QRectF(0, 0, d * 0.76, d * 0.76)
    top.moveCenter(box.center())
    light = QRadialGradient(QPointF(top.left() + top.width() * 0.35, top.top() + top.height() * 0.3), d * 0.55)
    light.setColorAt(0, color.lighter(135))
    light.setColorAt(0.6, color)
    light.setColorAt(1, color.darker(118))
    p.setPen(QPen(color.lighter(150) if color.lightness() < 160 else color.darker(130), max(0.5, d * 0.03)))
    p.setBrush(QBrush(light))
    p.drawEllipse(top)
    if symbol:
        s = top.width() * 0.66
        paint_symbol(p, QRectF(top.center().x() - s / 2, top.center().y() - s / 2, s, s), company)
    if d >= 14:  # a glint on the rim
        glint = QPen(QColor(255, 255, 255, 120), max(0.8, d * 0.035))
        glint.setCapStyle(Qt.PenCapStyle.RoundCap)
        p.setPen(glint)
        p.setBrush(Qt.BrushStyle.NoBrush)
        arc = box.adjusted(d * 0.08, d * 0.08, -d * 0.08, -d * 0.08)
        p.drawArc(arc, 110 * 16, 50 * 16)
    p.restore()


# ---- a cap from the side --------------------------------------------------------------------------
def _side_box(rect: QRectF) -> QRectF:
    """The largest box of CAP_SIDE_ASPECT in `rect`, at its bottom centre."""
    w = min(rect.width(), rect.height() * CAP_SIDE_ASPECT)
    h = w / CAP_SIDE_ASPECT
    return QRectF(rect.center().x() - w / 2, rect.bottom() - h, w, h)


def paint_cap_side(painter: QPainter, rect: QRectF, company: int, symbol: bool = True) -> None:
    """One cap of `company` seen from the side (a short crimped cylinder, the top face a thin
    ellipse), as large as fits in `rect` at CAP_SIDE_ASPECT, standing on its bottom centre."""
    p = painter
    box = _side_box(rect)
    w, h = box.width(), box.height()
    color = company_color(company)
    e = h * 0.42  # the height of the top face's ellipse
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    # the skirt: from the top ellipse's middle down to a scalloped bottom edge (an ellipse's front half)
    skirt = QPainterPath()
    left, right, cy_top = box.left(), box.right(), box.top() + e / 2
    bottom_cy = box.bottom() - e / 2
    skirt.moveTo(left, cy_top)
    n = 40
    for i in range(n + 1):
        t = math.pi * i / n  # left (pi) ... right (0) along the front
        a = math.pi - t
        x = box.center().x() + (w / 2) * math.cos(a)
        flute = 0.5 + 0.5 * math.cos(TEETH * a)
        y = bottom_cy + (e / 2) * math.sin(a) + h * 0.06 * flute
        skirt.lineTo(x, y)
    skirt.lineTo(right, cy_top)
    skirt.closeSubpath()
    shade = QLinearGradient(box.topLeft(), box.topRight())
    shade.setColorAt(0, color.darker(175))
    shade.setColorAt(0.32, color.lighter(118))
    shade.setColorAt(0.55, color)
    shade.setColorAt(1, color.darker(190))
    p.fillPath(skirt, QBrush(shade))
    if w >= 12:  # the flutes of the crimp, closer together towards the sides
        pen = QPen(color.darker(170), max(0.5, w * 0.012))
        p.setPen(pen)
        for k in range(1, TEETH // 2 + 1):
            a = math.pi * (k - 0.5) / (TEETH // 2 + 0.5) + math.pi / TEETH / 2
            x = box.center().x() + (w / 2) * math.cos(a)
            y = bottom_cy + (e / 2) * math.sin(a)
            p.drawLine(QPointF(x, y - h * 0.28), QPointF(x, y + h * 0.04))
    p.strokePath(skirt, QPen(color.darker(260), max(0.5, h * 0.04)))
    # the top face
    top = QRectF(left, box.top(), w, e)
    g = QLinearGradient(top.topLeft(), top.bottomRight())
    g.setColorAt(0, color.lighter(140))
    g.setColorAt(1, color.darker(105))
    p.setBrush(QBrush(g))
    p.setPen(QPen(color.darker(230), max(0.5, h * 0.035)))
    p.drawEllipse(top)
    if symbol and h >= 5:
        s = min(h * 0.62, w * 0.3)
        paint_symbol(p, QRectF(box.center().x() - s / 2, cy_top + (bottom_cy + e / 2 - cy_top) / 2 - s / 2 + h * 0.03,
                               s, s), company)
    p.restore()


def tower_height(width: float, caps: int) -> float:
    """The height `paint_tower` needs for `caps` caps side by side `width` wide."""
    h = width / CAP_SIDE_ASPECT
    return stack_height(h, caps, h * TOWER_STEP)


def paint_tower(painter: QPainter, rect: QRectF, caps: list[int] | tuple[int, ...]) -> None:
    """A stack of caps (bottom first) standing on the bottom centre of `rect`, each as wide as the
    rect (narrower when the stack would not fit its height: the tower keeps its proportions)."""
    if not caps:
        return
    w = rect.width()
    if tower_height(w, len(caps)) > rect.height():
        w = rect.height() / (1 + (len(caps) - 1) * TOWER_STEP) * CAP_SIDE_ASPECT
    h = w / CAP_SIDE_ASPECT
    paint_stack(painter, QRectF(rect.center().x() - w / 2, rect.bottom() - h, w, h), caps, h * TOWER_STEP,
                paint_cap_side)


# ---- the company badge ----------------------------------------------------------------------------
def fit_lines(text: str, width: float, height: float, max_px: float, leading: float = 1.2
              ) -> tuple[list[str], float] | None:
    """`text` on one line or broken into two at a space, at the largest size up to `max_px` that
    fits `width` x `height` (None when it would be smaller than MIN_TEXT_PX)."""
    words = text.split()
    best = None
    for lines in [[text]] + [[" ".join(words[:k]), " ".join(words[k:])] for k in range(1, len(words))]:
        px = min(max_px, height / (len(lines) * leading))
        widest = max(text_width(line, px) for line in lines)
        if widest > width:
            px *= width / widest
        if px >= min_text_px() and (best is None or px > best[1] * 1.1):
            best = (lines, px)
    return best


def lines_at(text: str, width: float, px: float) -> list[str]:
    """`text` on one line if it fits `width` at `px`, else broken where its widest line is narrowest."""
    words = text.split()
    if text_width(text, px) <= width or len(words) < 2:
        return [text]
    splits = [[" ".join(words[:k]), " ".join(words[k:])] for k in range(1, len(words))]
    return min(splits, key=lambda lines: max(text_width(line, px) for line in lines))


@lru_cache(maxsize=512)
def common_px(texts: tuple[str, ...], width: float, height: float, max_px: float, leading: float = 1.2
              ) -> float | None:
    """One size for all of `texts` in boxes of this size (the longest sets it), so that the cards or
    badges of a table read alike; None when one of them would not fit at MIN_TEXT_PX."""
    fits = [fit_lines(text, width, height, max_px, leading) for text in texts]
    return None if None in fits else min(px for _lines, px in fits)


def draw_lines(p: QPainter, box: QRectF, lines: list[str], px: float, ink: QColor,
               align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    """`lines` one under the other, sharing `box`'s height, as names ("title")."""
    line_h = box.height() / len(lines)
    for i, line in enumerate(lines):
        draw_text(p, QRectF(box.left(), box.top() + i * line_h, box.width(), line_h), line, px, ink, align=align,
                  role="title")


def paint_logo(painter: QPainter, rect: QRectF, company: int, name: bool = True) -> None:
    """The company's badge: a label in its colour with its cap (symbol) and, when `name` and there
    is room, its name; in a square-ish or small rect only the cap."""
    p = painter
    color = company_color(company)
    ink = ink_on(color, DARK_INK_ABOVE)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    h = rect.height()
    label = QPainterPath()
    label.addRoundedRect(rect, h * 0.22, h * 0.22)
    g = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    g.setColorAt(0, color.lighter(115))
    g.setColorAt(1, color.darker(112))
    p.fillPath(label, QBrush(g))
    p.strokePath(label, QPen(QColor("#fffaf0"), max(1.0, h * 0.06)))
    p.strokePath(label, QPen(color.darker(220), max(0.6, h * 0.02)))
    cap = QRectF(rect.left() + h * 0.08, rect.top() + h * 0.08, h * 0.84, h * 0.84)
    room = QRectF(cap.right() + h * 0.1, rect.top() + h * 0.08, rect.right() - cap.right() - h * 0.25, h * 0.84)
    px = None
    if name and room.width() > 0:
        px = common_px(tuple(n for n, _colour in COMPANIES), round(room.width(), 1), round(room.height(), 1),
                       round(room.height() * 0.62, 1), 1.25)
    if px is None:
        cap.moveCenter(rect.center())
    paint_cap_top(p, cap, company)
    if px is not None:
        draw_lines(p, room, lines_at(COMPANIES[company][0], room.width(), px), px, ink)
    p.restore()
