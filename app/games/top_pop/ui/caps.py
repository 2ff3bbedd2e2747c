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
                           QRadialGradient)

from app.games.top_pop.cards import COMPANIES
from app.ui.items.card_art import MIN_TEXT_PX, draw_text, place, star_path, text_width

#: company -> its caps' colour (red, blue, yellow, green, purple: the colour words of cards.COMPANIES)
COMPANY_COLORS: tuple[str, ...] = ("#c0190f", "#2b79f0", "#f9d537", "#44c95a", "#60209a")
#: company -> the symbol on its caps and badge
COMPANY_SYMBOLS: tuple[str, ...] = ("star", "drop", "sun", "leaf", "crown")
#: teeth on a cap's crimped rim (a real crown cork has 21)
TEETH = 21
#: width / height of a cap seen from the side, as `paint_cap_side` draws it best
CAP_SIDE_ASPECT = 3.0
#: in a tower each cap rises this share of its side height above the one below (caps nest a little)
TOWER_STEP = 0.8


def company_color(company: int) -> QColor:
    return QColor(COMPANY_COLORS[company])


def ink_on(color: QColor) -> QColor:
    """Dark or white, whichever reads better on `color`."""
    r, g, b = (((c / 255) / 12.92 if c <= 10 else ((c / 255 + 0.055) / 1.055) ** 2.4) for c in
               (color.red(), color.green(), color.blue()))
    return QColor("#1d1a17") if 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.3 else QColor("#ffffff")


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


@lru_cache(maxsize=None)
def _sun() -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(0.5, 0.5), 0.24, 0.24)
    for k in range(8):
        a = k * math.pi / 4
        ray = QPainterPath()
        ray.moveTo(0.5 + 0.5 * math.cos(a), 0.5 + 0.5 * math.sin(a))
        for side in (-1, 1):
            b = a + side * 0.24
            ray.lineTo(0.5 + 0.3 * math.cos(b), 0.5 + 0.3 * math.sin(b))
        ray.closeSubpath()
        p = p.united(ray)
    return p.simplified()


@lru_cache(maxsize=None)
def _leaf() -> QPainterPath:
    blade = QPainterPath()
    blade.moveTo(0.16, 0.86)
    blade.cubicTo(0.1, 0.42, 0.4, 0.1, 0.92, 0.06)
    blade.cubicTo(0.9, 0.58, 0.58, 0.9, 0.16, 0.86)
    blade.closeSubpath()
    vein = QPainterPath()
    vein.moveTo(0.24, 0.78)
    vein.lineTo(0.74, 0.24)
    stroker = QPainterPathStroker()
    stroker.setWidth(0.07)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    leaf = blade.subtracted(stroker.createStroke(vein))
    stem = QPainterPath()
    stem.moveTo(0.06, 0.96)
    stem.lineTo(0.26, 0.76)
    stroker.setWidth(0.09)
    return leaf.united(stroker.createStroke(stem)).simplified()


@lru_cache(maxsize=None)
def _crown() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0.1, 0.84)
    p.lineTo(0.04, 0.3)
    p.lineTo(0.3, 0.56)
    p.lineTo(0.5, 0.16)
    p.lineTo(0.7, 0.56)
    p.lineTo(0.96, 0.3)
    p.lineTo(0.9, 0.84)
    p.closeSubpath()
    for x, y in ((0.04, 0.26), (0.5, 0.12), (0.96, 0.26)):
        p.addEllipse(QPointF(x, y), 0.085, 0.085)
    band = QPainterPath()
    band.addRoundedRect(QRectF(0.1, 0.86, 0.8, 0.1), 0.03, 0.03)
    return p.united(band).simplified()


def symbol_path(company: int) -> QPainterPath:
    """Company `company`'s symbol in the unit square."""
    name = COMPANY_SYMBOLS[company]
    if name == "star":
        return star_path(5)
    return {"drop": _drop, "sun": _sun, "leaf": _leaf, "crown": _crown}[name]()


def paint_symbol(p: QPainter, rect: QRectF, company: int, ink: QColor | None = None) -> None:
    """The symbol filling `rect` (square), in `ink` (default: what reads on the company's colour),
    edged in the other contrast so that it reads on any ground."""
    ink = ink or ink_on(company_color(company))
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


def paint_cap_top(painter: QPainter, rect: QRectF, company: int, symbol: bool = True) -> None:
    """One cap of `company` seen from above, as large as fits in `rect` (centred)."""
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
    if caps <= 0:
        return 0.0
    h = width / CAP_SIDE_ASPECT
    return h + (caps - 1) * h * TOWER_STEP


def paint_tower(painter: QPainter, rect: QRectF, caps: list[int] | tuple[int, ...]) -> None:
    """A stack of caps (bottom first) standing on the bottom centre of `rect`, each as wide as the
    rect (narrower when the stack would not fit its height: the tower keeps its proportions)."""
    if not caps:
        return
    w = rect.width()
    if tower_height(w, len(caps)) > rect.height():
        w = rect.height() / (1 + (len(caps) - 1) * TOWER_STEP) * CAP_SIDE_ASPECT
    h = w / CAP_SIDE_ASPECT
    x = rect.center().x() - w / 2
    for i, company in enumerate(caps):
        y = rect.bottom() - h - i * h * TOWER_STEP
        paint_cap_side(painter, QRectF(x, y, w, h), company)


# ---- the company badge ----------------------------------------------------------------------------
def _name_lines(name: str, width: float, height: float) -> tuple[list[str], float] | None:
    """The name on one line or two, at the largest size that fits (None when it would be smaller
    than MIN_TEXT_PX)."""
    words = name.split()
    options = [[name]] + ([[" ".join(words[:k]), " ".join(words[k:])] for k in range(1, len(words))])
    best = None
    for lines in options:
        px = min(height / (len(lines) * 1.25), height * 0.62)
        widest = max(text_width(line, px) for line in lines)
        if widest > width:
            px *= width / widest
        if px >= MIN_TEXT_PX and (best is None or px > best[1] * 1.15):
            best = (lines, px)
    return best


@lru_cache(maxsize=256)
def _badge_px(width: float, height: float) -> float | None:
    """One name size for every company's badge of this size (the longest name sets it), so that the
    badges of a table read alike; None when some name would not fit at MIN_TEXT_PX."""
    fits = [_name_lines(name, width, height) for name, _colour in COMPANIES]
    return None if None in fits else min(px for _lines, px in fits)


def paint_logo(painter: QPainter, rect: QRectF, company: int, name: bool = True) -> None:
    """The company's badge: a label in its colour with its cap (symbol) and, when `name` and there
    is room, its name; in a square-ish or small rect only the cap."""
    p = painter
    color = company_color(company)
    ink = ink_on(color)
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
    fitted = None
    size = _badge_px(round(room.width(), 1), round(room.height(), 1)) if name and room.width() > 0 else None
    if size is not None:
        fitted = _name_lines(COMPANIES[company][0], room.width(), room.height())
        fitted = (fitted[0], size) if fitted is not None else None
    if fitted is None:
        cap.moveCenter(rect.center())
    paint_cap_top(p, cap, company)
    if fitted is not None:
        lines, px = fitted
        line_h = room.height() / len(lines)
        for i, line in enumerate(lines):
            box = QRectF(room.left(), room.top() + i * line_h, room.width(), line_h)
            draw_text(p, box, line, px, ink, align=Qt.AlignmentFlag.AlignLeft, role="title")
    p.restore()
