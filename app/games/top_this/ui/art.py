"""Our own vector art for Top This!: the pizza board, the five toppings (both faces of a disc), order
cards and tip cards. Everything is drawn with QPainter paths and gradients at the size asked for, so
it stays crisp at any window size and DPI; no bitmaps.

The painters draw around the origin (a disc of `radius` centred on (0, 0), a pizza centred on
(0, 0)) or into a rectangle, so items only translate the painter.

Toppings, the pizza, the cards and the ribbon are painted once per size into device-resolution
pixmaps (`cached`, app/ui/qt_table_pixmaps.py: the vector picture at the size and pixel ratio shown)
and blitted after (a full repaint painted ~60 toppings as paths: 40-90 ms, issue 14).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from app.ui.items.card_art import min_text_px
from app.ui.qt_table_pixmaps import cached

#: the canonical topping keys, in the order the UI lists them
TOPPINGS: tuple[str, ...] = ("mushroom", "onion", "olive", "pepper", "pepperoni")

#: a key colour per topping (buttons, the rim that shows a disc's other face)
KEY_COLORS: dict[str, str] = {
    "mushroom": "#8a6240",
    "onion": "#9b4fb0",
    "olive": "#1e1e22",
    "pepper": "#2f9a3a",
    "pepperoni": "#c0392b",
}

_ALIASES = {
    "mushroom": "mushroom", "mushrooms": "mushroom",
    "onion": "onion", "onions": "onion",
    "olive": "olive", "olives": "olive", "black olive": "olive", "black olives": "olive",
    "black_olive": "olive", "black_olives": "olive",
    "pepper": "pepper", "peppers": "pepper", "green pepper": "pepper", "green_pepper": "pepper",
    "pepperoni": "pepperoni", "pepperonis": "pepperoni",
}


def canonical(name: str) -> str:
    """The art key for a topping name as the rules spell it ("olives", "black_olive"...)."""
    key = _ALIASES.get(str(name).strip().lower())
    if key is None:
        raise KeyError(f"unknown topping {name!r}")
    return key


# ---------------------------------------------------------------------------------------------
# unit paths (radius 1), built once


def _circle(r: float, cx: float = 0.0, cy: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), r, r)
    return path


def _polar(fn, steps: int = 96) -> QPainterPath:
    path = QPainterPath()
    for i in range(steps + 1):
        t = 2 * math.pi * i / steps
        r = fn(t)
        pt = QPointF(r * math.cos(t), r * math.sin(t))
        if i == 0:
            path.moveTo(pt)
        else:
            path.lineTo(pt)
    path.closeSubpath()
    return path


def _mushroom_path() -> QPainterPath:
    """A sliced mushroom seen from the side: a dome cap over a stem, cut in half."""
    p = QPainterPath()
    p.moveTo(-0.72, 0.02)
    p.cubicTo(-0.74, -0.52, -0.36, -0.74, 0.0, -0.74)
    p.cubicTo(0.36, -0.74, 0.74, -0.52, 0.72, 0.02)
    p.cubicTo(0.62, 0.10, 0.38, 0.08, 0.26, 0.06)
    p.cubicTo(0.22, 0.28, 0.26, 0.52, 0.32, 0.66)
    p.cubicTo(0.14, 0.74, -0.14, 0.74, -0.32, 0.66)
    p.cubicTo(-0.26, 0.52, -0.22, 0.28, -0.26, 0.06)
    p.cubicTo(-0.38, 0.08, -0.62, 0.10, -0.72, 0.02)
    p.closeSubpath()
    return p


def _pepper_ring(outer: float, inner: float) -> QPainterPath:
    lobes = lambda r: (lambda t: r * (1.0 + 0.11 * math.cos(4 * t + 0.4) + 0.03 * math.cos(7 * t)))
    path = _polar(lobes(outer))
    path.addPath(_polar(lobes(inner)))
    path.setFillRule(Qt.FillRule.OddEvenFill)
    return path


_PATHS: dict[str, QPainterPath] = {}


def _paths() -> dict[str, QPainterPath]:
    if not _PATHS:
        _PATHS["disc"] = _circle(1.0)
        _PATHS["mushroom"] = _mushroom_path()
        ring = _circle(0.76)
        ring.addPath(_circle(0.30, 0.03, -0.02))
        ring.setFillRule(Qt.FillRule.OddEvenFill)
        _PATHS["olive"] = ring
        _PATHS["pepper"] = _pepper_ring(0.70, 0.50)
        _PATHS["pepper_in"] = _polar(lambda t: 0.50 * (1.0 + 0.11 * math.cos(4 * t + 0.4) + 0.03 * math.cos(7 * t)))
        _PATHS["pepperoni"] = _polar(lambda t: 0.84 * (1.0 + 0.018 * math.sin(5 * t) + 0.012 * math.cos(9 * t)))
    return _PATHS


# ---------------------------------------------------------------------------------------------
# toppings

_BACKGROUNDS = {
    "mushroom": ("#9c7450", "#6e4e33"),
    "onion": ("#f4e8f6", "#d9bfe0"),
    "olive": ("#f3ead0", "#d8cba4"),
    "pepper": ("#eef6e2", "#cfe3b5"),
    "pepperoni": ("#f6d98a", "#e2b85a"),
}

_PEPPERONI_SPECKS = ((-0.35, -0.30, 0.09), (0.28, -0.42, 0.07), (0.42, 0.12, 0.10), (-0.05, 0.05, 0.06),
                     (-0.42, 0.30, 0.08), (0.12, 0.45, 0.07), (0.05, -0.12, 0.05), (-0.15, -0.55, 0.05))


def paint_topping(p: QPainter, kind: str, radius: float, back: str | None = None, *, shade: bool = True) -> None:
    """One face of a topping disc of `radius` around the origin. `back`: the other face, shown as a
    thin rim in its key colour and a small picture of it (lower right) so a player can see what a flip
    would turn it into, with or without telling the colours apart."""
    _topping_picture(p, QRectF(-radius, -radius, 2 * radius, 2 * radius), canonical(kind),
                     None if back is None else canonical(back), shade)


@cached
def _topping_picture(p: QPainter, rect: QRectF, kind: str, back: str | None, shade: bool) -> None:
    p.save()
    p.translate(rect.center())
    _topping(p, kind, rect.width() / 2, back, shade=shade)
    p.restore()


def _topping(p: QPainter, kind: str, radius: float, back: str | None = None, *, shade: bool = True) -> None:
    """paint_topping, painted directly."""
    kind = canonical(kind)
    paths = _paths()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.scale(radius, radius)
    hair = 1.0 / max(radius, 1.0)  # about one device pixel in unit coordinates
    # the cardboard token
    light, dark = _BACKGROUNDS[kind]
    grad = QRadialGradient(QPointF(-0.3, -0.35), 1.3)
    grad.setColorAt(0.0, QColor(light))
    grad.setColorAt(1.0, QColor(dark))
    p.setPen(Qt.PenStyle.NoPen)
    if back is not None:
        p.setBrush(QColor(KEY_COLORS[canonical(back)]))
        p.drawPath(paths["disc"])
        p.setBrush(QBrush(grad))
        p.drawEllipse(QPointF(0, 0), 0.86, 0.86)
    else:
        p.setBrush(QBrush(grad))
        p.drawPath(paths["disc"])
    _PAINTERS[kind](p, paths, hair)
    if back is not None:
        _paint_back_badge(p, back, paths, hair)
    if shade:
        sheen = QRadialGradient(QPointF(-0.35, -0.45), 0.9)
        sheen.setColorAt(0.0, QColor(255, 255, 255, 70))
        sheen.setColorAt(1.0, QColor(255, 255, 255, 0))
        p.setBrush(QBrush(sheen))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawPath(paths["disc"])
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(0, 0, 0, 150), max(0.04, 1.2 * hair)))
    p.drawPath(paths["disc"])
    p.restore()


#: the badge of a disc's other face: its centre (lower right, inside the rim) and radius, unit disc
BACK_BADGE_CENTER, BACK_BADGE_RADIUS = QPointF(0.5, 0.5), 0.3


def _paint_back_badge(p: QPainter, back: str, paths, hair: float) -> None:
    """The other face in small on the lower right, in its own picture: the rim's key colour alone would
    not tell a colour-blind player whether a flip gives a mushroom, a pepper or a pepperoni (issue 29)."""
    p.save()
    p.translate(BACK_BADGE_CENTER)
    p.scale(BACK_BADGE_RADIUS, BACK_BADGE_RADIUS)
    p.setBrush(QColor(_BACKGROUNDS[back][0]))
    p.setPen(QPen(QColor(KEY_COLORS[back]), 0.16))
    p.drawPath(paths["disc"])
    _PAINTERS[back](p, paths, hair / BACK_BADGE_RADIUS)
    p.restore()


def _paint_mushroom(p: QPainter, paths, hair: float) -> None:
    body = paths["mushroom"]
    grad = QLinearGradient(0, -0.75, 0, 0.75)
    grad.setColorAt(0.0, QColor("#fff6e4"))
    grad.setColorAt(1.0, QColor("#e9d6b3"))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor("#4b321f"), 0.09))
    p.drawPath(body)
    # brown skin along the top of the cap
    skin = QPainterPath()
    skin.moveTo(-0.64, -0.12)
    skin.cubicTo(-0.64, -0.55, -0.32, -0.66, 0.0, -0.66)
    skin.cubicTo(0.32, -0.66, 0.64, -0.55, 0.64, -0.12)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#a57a52"), 0.1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawPath(skin)
    # gills under the cap
    p.setPen(QPen(QColor("#b79b77"), 0.045, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for x in (-0.5, -0.38, 0.38, 0.5):
        p.drawLine(QPointF(x, -0.02), QPointF(x * 0.86, -0.16))


def _paint_onion(p: QPainter, paths, hair: float) -> None:
    p.setBrush(QColor("#fbf7fc"))
    p.setPen(QPen(QColor("#8e3f9e"), 0.12))
    p.drawEllipse(QPointF(0, 0), 0.74, 0.74)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for r, w, c in ((0.56, 0.06, "#c07ad0"), (0.40, 0.06, "#c07ad0"), (0.24, 0.05, "#d7a6e2")):
        p.setPen(QPen(QColor(c), w))
        p.drawEllipse(QPointF(0.02 * (0.74 - r), 0), r, r * 0.97)


def _paint_olive(p: QPainter, paths, hair: float) -> None:
    grad = QRadialGradient(QPointF(-0.2, -0.25), 0.95)
    grad.setColorAt(0.0, QColor("#4a4a52"))
    grad.setColorAt(0.6, QColor("#1c1c20"))
    grad.setColorAt(1.0, QColor("#09090a"))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor("#000000"), 0.04))
    p.drawPath(paths["olive"])
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor(255, 255, 255, 150), 0.08, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawArc(QRectF(-0.6, -0.6, 1.2, 1.2), 100 * 16, 70 * 16)


def _paint_pepper(p: QPainter, paths, hair: float) -> None:
    p.setBrush(QColor("#f4fae9"))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawPath(paths["pepper_in"])
    grad = QRadialGradient(QPointF(0, 0), 0.8)
    grad.setColorAt(0.55, QColor("#3fae3a"))
    grad.setColorAt(1.0, QColor("#1f6f22"))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor("#155a18"), 0.05))
    p.drawPath(paths["pepper"])
    # seeds and the white rib
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#e8e2b8"))
    for x, y in ((0.12, 0.05), (-0.1, 0.12), (0.02, -0.14), (-0.16, -0.06)):
        p.drawEllipse(QPointF(x, y), 0.06, 0.04)


def _paint_pepperoni(p: QPainter, paths, hair: float) -> None:
    grad = QRadialGradient(QPointF(-0.15, -0.2), 0.95)
    grad.setColorAt(0.0, QColor("#d8503a"))
    grad.setColorAt(0.75, QColor("#b2301f"))
    grad.setColorAt(1.0, QColor("#7e1b10"))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor("#6a140c"), 0.07))
    p.drawPath(paths["pepperoni"])
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#f3b3a0"))
    for x, y, r in _PEPPERONI_SPECKS:
        p.drawEllipse(QPointF(x, y), r, r * 0.8)


_PAINTERS = {
    "mushroom": _paint_mushroom,
    "onion": _paint_onion,
    "olive": _paint_olive,
    "pepper": _paint_pepper,
    "pepperoni": _paint_pepperoni,
}


# ---------------------------------------------------------------------------------------------
# the pizza board

_CRUST_SPOTS = tuple((i * 2.39996 % (2 * math.pi), 0.3 + 0.4 * ((i * 7) % 5) / 4, 0.5 + (i % 3) * 0.25)
                     for i in range(40))
_CHEESE_SPOTS = tuple(((i * 0.618034) % 1.0, (i * 0.7548777) % 1.0) for i in range(1, 23))


def paint_pizza(p: QPainter, outer: float, inner: float, slices: int = 8, rotation: float = 0.0,
                line_width: float | None = None) -> None:
    """The board centred on the origin: a crust ring from `inner` to `outer`, sauce and cheese
    inside, divided into `slices` equal slices by white lines (the first along `rotation` radians)."""
    # the shadow reaches 1.11 outer: within the picture's margin (a share of its side) of this square
    _pizza_picture(p, QRectF(-outer, -outer, 2 * outer, 2 * outer), inner, slices, rotation, line_width)


@cached
def _pizza_picture(p: QPainter, rect: QRectF, inner: float, slices: int, rotation: float,
                   line_width: float | None) -> None:
    p.save()
    p.translate(rect.center())
    _pizza(p, rect.width() / 2, inner, slices, rotation, line_width)
    p.restore()


def _pizza(p: QPainter, outer: float, inner: float, slices: int = 8, rotation: float = 0.0,
           line_width: float | None = None) -> None:
    """paint_pizza, painted directly."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    o = QPointF(0, 0)
    # shadow under the board
    shadow = QRadialGradient(QPointF(outer * 0.03, outer * 0.05), outer * 1.06)
    shadow.setColorAt(0.88, QColor(0, 0, 0, 90))
    shadow.setColorAt(1.0, QColor(0, 0, 0, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(shadow))
    p.drawEllipse(QPointF(outer * 0.03, outer * 0.05), outer * 1.06, outer * 1.06)
    # crust
    crust = QRadialGradient(o, outer)
    f = inner / outer
    crust.setColorAt(f * 0.98, QColor("#a8662a"))
    crust.setColorAt(f + (1 - f) * 0.35, QColor("#e6ac5e"))
    crust.setColorAt(f + (1 - f) * 0.7, QColor("#d8954a"))
    crust.setColorAt(1.0, QColor("#9c5a22"))
    p.setBrush(QBrush(crust))
    p.setPen(QPen(QColor("#6f3d14"), max(1.0, outer * 0.006)))
    p.drawEllipse(o, outer, outer)
    # toasted spots on the crust
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(120, 60, 20, 70))
    band = outer - inner
    for angle, frac, size in _CRUST_SPOTS:
        r = inner + band * frac
        p.drawEllipse(QPointF(r * math.cos(angle), r * math.sin(angle)), band * 0.06 * size, band * 0.04 * size)
    # sauce and cheese
    sauce = QRadialGradient(o, inner)
    sauce.setColorAt(0.0, QColor("#cf4a24"))
    sauce.setColorAt(1.0, QColor("#a52d14"))
    p.setBrush(QBrush(sauce))
    p.drawEllipse(o, inner, inner)
    cheese_path = _polar(lambda t: inner * (0.955 + 0.012 * math.sin(7 * t) + 0.01 * math.cos(11 * t + 1)), 160)
    cheese = QRadialGradient(QPointF(-inner * 0.2, -inner * 0.25), inner * 1.2)
    cheese.setColorAt(0.0, QColor("#fbe7a2"))
    cheese.setColorAt(1.0, QColor("#efc862"))
    p.setBrush(QBrush(cheese))
    p.drawPath(cheese_path)
    p.setBrush(QColor(214, 120, 40, 60))
    for u, v in _CHEESE_SPOTS:
        r = inner * 0.85 * math.sqrt(u)
        a = 2 * math.pi * v
        p.drawEllipse(QPointF(r * math.cos(a), r * math.sin(a)), inner * 0.035, inner * 0.025)
    # white slice lines: the rim of the slice area and the cuts
    lw = line_width if line_width is not None else max(1.5, inner * 0.012)
    pen = QPen(QColor(255, 255, 255, 235), lw, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(o, inner, inner)
    for i in range(slices):
        a = rotation + 2 * math.pi * i / slices
        p.drawLine(o, QPointF(inner * math.cos(a), inner * math.sin(a)))
    p.restore()


def slice_wedge(inner: float, index: int, slices: int = 8, rotation: float = 0.0) -> QPainterPath:
    """The outline of slice `index` (between the cut at `index` and the next), for highlighting."""
    a0 = math.degrees(rotation + 2 * math.pi * index / slices)
    span = 360.0 / slices
    path = QPainterPath()
    path.moveTo(0, 0)
    # QPainterPath angles run counter-clockwise with y up; our y runs down, so negate
    path.arcTo(QRectF(-inner, -inner, 2 * inner, 2 * inner), -a0, -span)
    path.closeSubpath()
    return path


# ---------------------------------------------------------------------------------------------
# cards


def _font(px: float, bold: bool = True) -> QFont:
    font = QFont()
    font.setBold(bold)
    font.setPixelSize(max(1, int(px)))
    return font


#: a soft hyphen: a translation's word may carry one; it is never drawn (a card's word is not split)
SOFT_HYPHEN = "\u00ad"
#: how narrow a word may be set before it shrinks below its least size (a font's width in percent,
#: QFont.setStretch)
NARROW = 78
#: a row of a card's word, in font sizes (capitals need little room below them)
ROW = 1.1


def _widths(word: str, px: float) -> list[tuple[float, int]]:
    """The word's width at `px`: at its own width, then narrowed, as (width, stretch)."""
    out = []
    for stretch in (100, NARROW):
        font = _font(px)
        font.setStretch(stretch)
        out.append((QFontMetricsF(font).horizontalAdvance(word), stretch))
    return out


def word_width(word: str, px: float) -> float:
    """The least width in which `word` is drawn whole at `px` (narrowed): a card that must show it
    at the table's least size is laid out at least this wide (the tip card, art_cards.py)."""
    return min(w for w, _s in _widths(word.replace(SOFT_HYPHEN, ""), px))


def word_layout(word: str, px: float, width: float, height: float) -> tuple[list[str], float, int]:
    """How a card's word goes into a box `width` x `height`: ([the word], pixel size, stretch). The word
    is whole on one line: never split with a hyphen ("TRINK-", "GELD" read as two words) nor elided.
    The biggest size up to `px` wins: at its own width, else narrowed; it shrinks to fit, but not below
    MIN_TEXT_PX (or `px`, if smaller): the card is laid out wide enough for it there (`word_width`)."""
    whole = word.replace(SOFT_HYPHEN, "")
    floor = min(px, min_text_px())
    best = None
    for widest, stretch in _widths(whole, px):
        size = min(px, px * width / widest if widest > 0 else px, height / ROW)
        if size >= px - 0.01:
            return [whole], px, stretch  # fits at the size asked: the first (roomiest) way wins
        if best is None or size > best[1] + 0.01:
            best = ([whole], size, stretch)
    return best[0], max(floor, best[1]), best[2]


def _draw_word(p: QPainter, rect: QRectF, lines: list[str], font: QFont) -> None:
    p.setFont(font)
    p.drawText(rect, Qt.AlignmentFlag.AlignCenter, lines[0])


def paint_word(p: QPainter, rect: QRectF, word: str, px: float, width: float | None = None) -> None:
    """A card's word centred in `rect`, fitted to `width` (default the rect's) as word_layout says."""
    lines, size, stretch = word_layout(word, px, rect.width() if width is None else width, rect.height())
    font = _font(size)
    font.setStretch(stretch)
    _draw_word(p, rect, lines, font)


# the cards live in art_cards.py (imported last: it paints with the pieces above)
from app.games.top_this.ui.art_cards import (  # noqa: E402
    paint_declared_ribbon,
    paint_order_back,
    paint_order_card,
    paint_tip_card,
)
