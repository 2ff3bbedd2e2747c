"""Top Pop's art, drawn with paths and gradients at the size it is shown (our own design).

Public API (what the table's items use):
- `ART` (a `TopPopArt`, a CardArt; `ART.aspect` is a card's width / height):
  - `ART.paint_face(painter, rect, code)`: a city card face up ("NYC", "NYC:night"). A band in the
    city's colour at the top with the number (how many cards the city has, cards.CITY_COUNTS) large
    in the top-left corner and the city's name (its code on a card too small for the name), and the
    city's landmark as a silhouette: St. Louis an arch, New York skyscrapers, San Francisco a bridge,
    Las Vegas a neon sign, Chicago towers on the river, Seattle a needle tower, New Orleans a
    riverboat. A night card is the same face in a night palette: a dark sky with a moon and stars,
    lit windows.
  - `ART.paint_back(painter, rect, night=False)`: a card face down; the day back has a sun, the night
    back a moon (what everyone but its placer and receiver sees of a night card).
- Caps (caps.py, re-exported here): `paint_cap_top(painter, rect, company)` (from above: a crown cork
  with 21 teeth), `paint_cap_side(painter, rect, company)` (from the side; best at CAP_SIDE_ASPECT),
  `paint_tower(painter, rect, caps)` (a stack, bottom first, on the rect's bottom centre;
  `tower_height(width, n)`), `paint_logo(painter, rect, company, name=True)` (the company's badge,
  with its name when there is room), `paint_symbol(painter, rect, company)`.
- Data: `CITY_COLORS` (code -> "#rrggbb"), `COMPANY_COLORS` (company -> "#rrggbb"), `COMPANY_SYMBOLS`
  (company -> "star", "drop", "sun", "leaf", "crown"), `company_color(k)` and `city_color(code)`
  (QColor), `ink_on(color)`.
Text on the art is only the city names and codes (proper names), the numbers, company names and the
game's name on a large back: nothing to translate. Nothing a player reads is smaller than MIN_TEXT_PX.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen,
                           QRadialGradient)

from app.games.top_pop import cards
from app.games.top_pop.ui.caps import (CAP_SIDE_ASPECT, COMPANY_COLORS, COMPANY_SYMBOLS, DARK_INK_ABOVE, common_px,
                                       company_color, crimp_path, cut, draw_lines, lines_at, paint_cap_side, paint_cap_top,
                                       paint_logo, paint_symbol, paint_tower, rays_path, stroke,
                                       tower_height, unite)
from app.ui.items.card_art import (min_text_px, CardArt, card_outline, draw_text, ink_on, left_out, paint_card_base,
                                   place, polygon, star_path, text_scale, text_width)
from app.ui.qt_table_pixmaps import cached

__all__ = ["ART", "CAP_SIDE_ASPECT", "CITY_COLORS", "COMPANY_COLORS", "COMPANY_SYMBOLS", "TopPopArt", "city_color",
           "company_color", "ink_on", "paint_cap_side", "paint_cap_top", "paint_logo", "paint_symbol", "paint_tower",
           "tower_height"]

#: city code -> its colour (the band on its cards)
CITY_COLORS: dict[str, str] = {
    "STL": "#15999b",  # teal: the river
    "NYC": "#263f86",  # navy
    "SF": "#e4572e",   # the bridge's orange
    "LV": "#d6409f",   # neon pink
    "CHI": "#2f7d32",  # the green river
    "SEA": "#7e5bc7",  # violet
    "NO": "#e8b020",   # carnival gold
}
PAPER, NIGHT_PAPER = QColor("#fbf6ea"), QColor("#1c2340")
MOON = QColor("#f4ecc2")
SUN = QColor("#f6b92b")


def city_color(code: str) -> QColor:
    return QColor(CITY_COLORS[cards.city(code)])


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """`a` moved `t` of the way to `b`."""
    return QColor.fromRgbF(*(x + (y - x) * t for x, y in zip(a.getRgbF()[:3], b.getRgbF()[:3])))


@lru_cache(maxsize=None)
def _moon() -> QPainterPath:
    """A crescent moon in the unit square, horns to the right."""
    disc, bite = QPainterPath(), QPainterPath()
    disc.addEllipse(QRectF(0.05, 0.05, 0.9, 0.9))
    bite.addEllipse(QRectF(0.34, -0.02, 0.76, 0.76))
    return cut(disc, bite)


def _stars(p: QPainter, box: QRectF, seed: int, count: int, color: QColor) -> None:
    """A few small four-pointed stars spread over `box` (the same for the same seed)."""
    s = max(2.0, min(box.width(), box.height()) * 0.05)
    for k in range(count):
        fx = ((seed * 37 + k * 53) % 97) / 97
        fy = ((seed * 11 + k * 71) % 89) / 89
        r = QRectF(box.left() + fx * (box.width() - s), box.top() + fy * (box.height() - s), s, s)
        if k % 3 == 0:
            r = r.adjusted(s * 0.2, s * 0.2, -s * 0.2, -s * 0.2)
        p.fillPath(place(star_path(4), r), color)


# ---- the cities' landmarks in the unit square (x right, y down; the ground at y = 1) ---------------
Rect = tuple[float, float, float, float]


def _blocks(rects: list[Rect]) -> QPainterPath:
    """Buildings as (left, top, right, bottom) boxes, joined."""
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    for x0, y0, x1, y1 in rects:
        p.addRect(QRectF(x0, y0, x1 - x0, y1 - y0))
    return p


def _windows(rects: list[Rect], step: float = 0.07, size: float = 0.028) -> list[Rect]:
    """Lit windows (left, top, width, height) in a checker over the given building boxes."""
    out: list[Rect] = []
    for i, (x0, y0, x1, y1) in enumerate(rects):
        cols = max(1, int((x1 - x0 - size) / step) + 1)
        left = x0 + ((x1 - x0) - ((cols - 1) * step + size)) / 2
        y, row = y0 + step * 0.6, 0
        while y + size < y1 - 0.02:
            for c in range(cols):
                if (c + row + i) % 3 != 0:
                    out.append((left + c * step, y, size, size * 1.2))
            y += step
            row += 1
    return out


def _arch() -> tuple:
    """St. Louis: the arch over the riverfront, the old courthouse's dome beneath it."""
    def curve(span: float, height: float, c: float = 2.2) -> list[tuple[float, float]]:
        pts = []
        for i in range(41):
            u = -1 + 2 * i / 40
            y = 0.88 - height * (math.cosh(c) - math.cosh(c * u)) / (math.cosh(c) - 1)
            pts.append((0.5 + span * u, y))
        return pts
    outer, inner = curve(0.36, 0.8), curve(0.29, 0.75)
    arch = polygon(*outer, *inner[::-1])
    town = [(0.0, 0.62, 0.1, 0.88), (0.08, 0.7, 0.16, 0.88), (0.84, 0.66, 0.93, 0.88), (0.92, 0.58, 1.0, 0.88),
            (0.42, 0.76, 0.58, 0.88)]
    near = unite(_blocks(town), arch)
    dome = QPainterPath()
    dome.addEllipse(QRectF(0.45, 0.7, 0.1, 0.12))
    near = unite(near, dome, _blocks([(0.49, 0.66, 0.51, 0.72), (0.0, 0.86, 1.0, 0.88)]))
    far = _blocks([(0.2, 0.74, 0.3, 0.88), (0.66, 0.72, 0.78, 0.88)])
    return far, near, 0.88, _windows(town[:4], 0.05, 0.02)


def _skyscrapers() -> tuple:
    """New York: a stepped tower with its spire, a pointed crown, a crowd of blocks."""
    blocks = [(0.0, 0.5, 0.12, 1.0), (0.1, 0.38, 0.22, 1.0), (0.22, 0.48, 0.34, 1.0), (0.33, 0.6, 0.42, 1.0),
              (0.6, 0.54, 0.7, 1.0), (0.82, 0.46, 0.92, 1.0), (0.9, 0.6, 1.0, 1.0)]
    empire = [(0.4, 0.42, 0.6, 1.0), (0.43, 0.3, 0.57, 0.43), (0.46, 0.2, 0.54, 0.31), (0.485, 0.04, 0.515, 0.21)]
    chrysler = [(0.7, 0.34, 0.82, 1.0)]
    near = unite(_blocks(blocks + empire + chrysler))
    near = unite(near, polygon((0.7, 0.35), (0.76, 0.16), (0.82, 0.35)),
                 _blocks([(0.755, 0.06, 0.765, 0.2), (0.16, 0.28, 0.17, 0.39)]))
    far = _blocks([(0.05, 0.62, 0.3, 1.0), (0.62, 0.5, 0.98, 1.0)])
    return far, near, None, _windows(blocks + empire[:2] + chrysler, 0.06, 0.022)


def _bridge() -> tuple:
    """San Francisco: a suspension bridge's two towers and cables over the bay."""
    deck_y = 0.7
    parts = [(0.0, deck_y, 1.0, deck_y + 0.045)]
    for cx in (0.27, 0.73):
        parts += [(cx - 0.055, 0.16, cx - 0.02, 0.9), (cx + 0.02, 0.16, cx + 0.055, 0.9),
                  (cx - 0.055, 0.2, cx + 0.055, 0.235), (cx - 0.055, 0.42, cx + 0.055, 0.45),
                  (cx - 0.06, 0.88, cx + 0.06, 0.92)]
    near = _blocks(parts)
    cable = QPainterPath()
    cable.moveTo(0.0, 0.6)
    cable.quadTo(0.16, 0.5, 0.27, 0.17)
    cable.quadTo(0.5, 0.98, 0.73, 0.17)
    cable.quadTo(0.84, 0.5, 1.0, 0.6)
    near = unite(near, stroke(cable, 0.022))
    hangers = QPainterPath()
    for k in range(1, 12):
        x = 0.27 + 0.46 * k / 12
        t = k / 12
        y = 0.17 * (1 - t) ** 2 + 0.98 * 2 * t * (1 - t) + 0.17 * t ** 2
        hangers.moveTo(x, y)
        hangers.lineTo(x, deck_y)
    near = unite(near, stroke(hangers, 0.008))
    hill = QPainterPath()
    hill.moveTo(0.0, 0.82)
    hill.quadTo(0.12, 0.5, 0.3, 0.82)
    hill.closeSubpath()
    far = hill
    lights = [(0.03 + 0.08 * k, deck_y - 0.02, 0.025, 0.018) for k in range(12)]
    lights += [(0.255, 0.13, 0.03, 0.03), (0.715, 0.13, 0.03, 0.03)]
    return far, near, 0.8, lights


def _neon_sign() -> tuple:
    """Las Vegas: a roadside sign on its post with a star on top, a hotel tower and a pyramid."""
    board = QPainterPath()
    board.addRoundedRect(QRectF(0.22, 0.26, 0.5, 0.28), 0.12, 0.12)
    hole = QPainterPath()
    hole.addRoundedRect(QRectF(0.27, 0.3, 0.4, 0.2), 0.08, 0.08)
    inner = QPainterPath()
    inner.addRoundedRect(QRectF(0.3, 0.33, 0.34, 0.14), 0.06, 0.06)
    sign = unite(cut(board, hole), inner)
    star = place(star_path(5), QRectF(0.4, 0.03, 0.14, 0.14))
    post = _blocks([(0.44, 0.52, 0.5, 1.0), (0.46, 0.15, 0.48, 0.27), (0.4, 0.94, 0.54, 1.0)])
    tower = [(0.0, 0.44, 0.13, 1.0), (0.1, 0.58, 0.2, 1.0)]
    near = unite(sign, star, post, _blocks(tower), polygon((0.58, 1.0), (0.8, 0.58), (1.02, 1.0)))
    far = _blocks([(0.72, 0.32, 0.84, 1.0), (0.84, 0.44, 0.96, 1.0)])
    bulbs = [(0.24 + 0.05 * k, 0.275, 0.02, 0.02) for k in range(10)] + \
        [(0.24 + 0.05 * k, 0.515, 0.02, 0.02) for k in range(10)]
    return far, near, None, bulbs + _windows(tower, 0.05, 0.02)


def _river_towers() -> tuple:
    """Chicago: a tower of stacked tubes with two masts, a tapered tower, the river and a bridge."""
    willis = [(0.08, 0.38, 0.32, 0.84), (0.12, 0.26, 0.28, 0.4), (0.15, 0.18, 0.25, 0.27),
              (0.17, 0.04, 0.185, 0.19), (0.215, 0.06, 0.23, 0.19)]
    hancock = polygon((0.72, 0.84), (0.76, 0.22), (0.88, 0.22), (0.92, 0.84))
    near = _blocks(willis + [(0.0, 0.6, 0.08, 0.84), (0.32, 0.54, 0.42, 0.84), (0.6, 0.6, 0.72, 0.84),
                             (0.92, 0.56, 1.0, 0.84), (0.78, 0.08, 0.79, 0.23), (0.85, 0.08, 0.86, 0.23)])
    corn = QPainterPath()
    for x in (0.46, 0.53):  # two round towers on the river
        corn.addRoundedRect(QRectF(x, 0.42, 0.065, 0.44), 0.03, 0.03)
    near = unite(near, corn, hancock, _blocks([(0.0, 0.84, 1.0, 0.86)]))
    far = _blocks([(0.36, 0.4, 0.45, 0.84), (0.6, 0.34, 0.7, 0.84)])
    lights = _windows(willis[:1] + [(0.32, 0.54, 0.42, 0.84), (0.6, 0.6, 0.72, 0.84)], 0.05, 0.02)
    lights += [(0.47, 0.46 + 0.06 * k, 0.045, 0.02) for k in range(6)]
    lights += [(0.54, 0.49 + 0.06 * k, 0.045, 0.02) for k in range(6)]
    return far, near, 0.86, lights


def _needle() -> tuple:
    """Seattle: a needle tower with its saucer before a snow-capped mountain."""
    cx = 0.4
    legs = polygon((cx - 0.12, 1.0), (cx - 0.02, 0.5), (cx - 0.04, 0.3), (cx + 0.04, 0.3), (cx + 0.02, 0.5),
                  (cx + 0.12, 1.0), (cx + 0.07, 1.0), (cx, 0.56), (cx - 0.07, 1.0))
    saucer = polygon((cx - 0.17, 0.24), (cx + 0.17, 0.24), (cx + 0.1, 0.31), (cx - 0.1, 0.31))
    top = polygon((cx - 0.09, 0.24), (cx - 0.06, 0.18), (cx + 0.06, 0.18), (cx + 0.09, 0.24))
    spire = _blocks([(cx - 0.008, 0.02, cx + 0.008, 0.19)])
    town = [(0.0, 0.72, 0.12, 1.0), (0.6, 0.66, 0.72, 1.0), (0.7, 0.78, 0.84, 1.0), (0.84, 0.7, 1.0, 1.0)]
    near = unite(legs, saucer, top, spire, _blocks(town))
    mountain = polygon((0.4, 0.9), (0.62, 0.56), (0.72, 0.42), (0.8, 0.38), (0.9, 0.46), (1.05, 0.7), (1.05, 0.9))
    lights = [(cx - 0.13 + 0.05 * k, 0.255, 0.025, 0.025) for k in range(6)] + _windows(town, 0.05, 0.02)
    return mountain, near, None, lights


def _riverboat() -> tuple:
    """New Orleans: a paddle steamer with twin smokestacks on the river."""
    hull = polygon((0.04, 0.76), (0.96, 0.76), (0.9, 0.86), (0.1, 0.86))
    decks = _blocks([(0.12, 0.62, 0.8, 0.76), (0.2, 0.5, 0.72, 0.63), (0.36, 0.4, 0.54, 0.51),
                     (0.08, 0.6, 0.84, 0.625), (0.16, 0.48, 0.76, 0.505)])
    stacks = QPainterPath()
    for x in (0.54, 0.67):
        stacks.addRect(QRectF(x, 0.16, 0.05, 0.36))
        stacks.addPath(polygon((x - 0.025, 0.12), (x + 0.075, 0.12), (x + 0.05, 0.18), (x, 0.18)))
    wheel = QPainterPath()
    wheel.addEllipse(QPointF(0.86, 0.7), 0.1, 0.1)
    near = unite(hull, decks, stacks, wheel)
    # the rails of the decks and the spokes of the wheel, cut out
    cuts = QPainterPath()
    for k in range(8):
        x = 0.15 + k * 0.08
        cuts.addRect(QRectF(x, 0.65, 0.04, 0.07))
    for k in range(6):
        cuts.addRect(QRectF(0.23 + k * 0.08, 0.53, 0.04, 0.06))
    spokes = QPainterPath()
    for k in range(4):
        a = k * math.pi / 4
        spokes.moveTo(0.86 - 0.075 * math.cos(a), 0.7 - 0.075 * math.sin(a))
        spokes.lineTo(0.86 + 0.075 * math.cos(a), 0.7 + 0.075 * math.sin(a))
    near = cut(near, cuts, stroke(spokes, 0.012))
    far = unite(_blocks([(0.0, 0.56, 0.1, 0.8), (0.9, 0.5, 1.0, 0.8)]),
                polygon((0.0, 0.56), (0.05, 0.5), (0.1, 0.56)))
    lights = [(0.155 + k * 0.08, 0.66, 0.03, 0.05) for k in range(8)] + [(0.39 + k * 0.04, 0.43, 0.02, 0.04)
                                                                           for k in range(3)]
    return far, near, 0.8, lights


_LANDMARKS = {"STL": _arch, "NYC": _skyscrapers, "SF": _bridge, "LV": _neon_sign, "CHI": _river_towers,
              "SEA": _needle, "NO": _riverboat}


@lru_cache(maxsize=None)
def skyline(city: str) -> tuple[QPainterPath, QPainterPath, float | None, tuple[Rect, ...]]:
    """City `city`'s scene in the unit square: (the far shapes, drawn faded; the landmark and its
    neighbours; where the water starts (a share of the height) or None; the lights lit at night as
    (left, top, width, height))."""
    far, near, water, lights = _LANDMARKS[city]()
    return far, near, water, tuple(lights)


class TopPopArt(CardArt):
    aspect = 0.7

    # ---- faces ---------------------------------------------------------------------------------
    @cached
    def paint_face(self, painter: QPainter, rect: QRectF, code: str) -> None:
        """The city card `code` face up (a night card in the night palette)."""
        if not cards.is_card(code):
            super().paint_face(painter, rect, code)
            return
        p = painter
        city, night = cards.city(code), cards.is_night(code)
        color = city_color(city)
        w, h = rect.width(), rect.height()
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_card_base(p, rect, NIGHT_PAPER if night else PAPER, QColor("#11131c") if night else QColor("#5a5046"))
        p.setClipPath(card_outline(rect.adjusted(1, 1, -1, -1)))
        small = w < 90
        band = QRectF(rect.left(), rect.top(), w, h * (0.3 if small else 0.22))
        top = band.bottom() + h * 0.03
        scene = QRectF(rect.left() + w * 0.06, top, w * 0.88, rect.bottom() - h * 0.04 - top)
        self._scene(p, scene, city, night, color)
        self._band(p, band, city, night, color, small)
        p.setClipping(False)
        paint_card_base(p, rect, Qt.BrushStyle.NoBrush, QColor("#11131c") if night else QColor("#5a5046"))
        p.restore()

    def _band(self, p: QPainter, band: QRectF, city: str, night: bool, color: QColor, small: bool) -> None:
        """The city's colour across the top: the number in the corner, the name (or code) beside it."""
        tone = color.darker(125) if night else color
        g = QLinearGradient(band.topLeft(), band.bottomLeft())
        g.setColorAt(0, tone.lighter(115))
        g.setColorAt(1, tone.darker(110))
        p.fillRect(band, QBrush(g))
        p.setPen(QPen(tone.darker(160), max(0.8, band.height() * 0.04)))
        p.drawLine(band.bottomLeft(), band.bottomRight())
        ink = ink_on(tone, DARK_INK_ABOVE)
        w, bh = band.width(), band.height()
        number = str(cards.CITY_COUNTS[city])
        px_number = max(min_text_px(), bh * 0.86)
        pad = max(1.5, w * (0.05 if small else 0.06))
        num_box = QRectF(band.left() + pad, band.top(), text_width(number, px_number) * 0.9, bh)
        draw_text(p, num_box, number, px_number, ink, align=Qt.AlignmentFlag.AlignLeft, role="value")
        left, right = num_box.right() + pad * 0.8, band.right() - pad * (0.6 if small else 1.0)
        room = QRectF(left, band.top() + bh * 0.08, right - left, bh * 0.84)
        px = None if small else common_px(tuple(cards.CITY_NAMES.values()), round(room.width(), 1),
                                          round(room.height(), 1), round(bh * 0.36, 1), 1.15)
        if px is None or px < min_text_px() * 1.15:  # the code: too small for the name (or the name would be tiny)
            code_px = max(min_text_px(), min(bh * 0.5, px_number * 0.7))
            # a card under its least at a larger text size: the code is left out rather than drawn over
            # its number (its number, colour and picture tell the city); at 100 % only a code that would
            # reach past the card's edge (the least cards keep theirs as before, over the number's edge)
            limit = num_box.center().x() if text_scale() > 1 else band.left() - 2
            if room.right() - text_width(city, code_px) < limit:
                left_out(city, "title")
                return
            draw_text(p, room, city, code_px, ink, align=Qt.AlignmentFlag.AlignRight, role="title",
                      max_width=max(room.width(), text_width(city, min_text_px())))
            return
        draw_lines(p, room, lines_at(cards.CITY_NAMES[city], room.width(), px), px, ink, Qt.AlignmentFlag.AlignRight)

    def _scene(self, p: QPainter, box: QRectF, city: str, night: bool, color: QColor) -> None:
        """The landmark against its sky, on a framed panel."""
        p.save()
        frame = QPainterPath()
        r = box.width() * 0.06
        frame.addRoundedRect(box, r, r)
        p.setClipPath(frame)
        sky = QLinearGradient(box.topLeft(), box.bottomLeft())
        if night:
            sky.setColorAt(0, QColor("#0b1030"))
            sky.setColorAt(1, _mix(QColor("#26305e"), color, 0.25))
        else:
            sky.setColorAt(0, _mix(QColor("#bfe3f6"), color, 0.12))
            sky.setColorAt(1, _mix(QColor("#fff4dc"), color, 0.1))
        p.fillRect(box, QBrush(sky))
        d = box.width() * 0.26
        sky_body = QRectF(box.right() - d * 1.15, box.top() + d * 0.15, d, d)
        if night:
            _stars(p, QRectF(box.left(), box.top(), box.width(), box.height() * 0.45), len(city), 6, QColor("#e8e4c8"))
            halo = QRadialGradient(sky_body.center(), d)
            halo.setColorAt(0, QColor(244, 236, 194, 90))
            halo.setColorAt(1, QColor(244, 236, 194, 0))
            p.fillRect(box, QBrush(halo))
            p.fillPath(place(_moon(), sky_body), MOON)
        far, near, water, lights = skyline(city)
        unit = QRectF(box.left(), box.top(), box.width(), box.height())
        if night:
            far_c, near_c = _mix(QColor("#2a3260"), color, 0.3), QColor("#0c0e1a")
        else:
            far_c, near_c = _mix(color, QColor("#ffffff"), 0.55), color.darker(175)
        p.fillPath(place(far, unit), far_c)
        if water is not None:
            top = box.top() + box.height() * water
            river = QRectF(box.left(), top, box.width(), box.bottom() - top)
            g = QLinearGradient(river.topLeft(), river.bottomLeft())
            base = QColor("#1a2a58") if night else _mix(QColor("#5aa6d6"), color, 0.2)
            g.setColorAt(0, base.lighter(115))
            g.setColorAt(1, base.darker(125))
            p.fillRect(river, QBrush(g))
            if box.width() >= 30:  # a few ripples
                pen = QPen(base.lighter(150), max(0.6, box.width() * 0.012))
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                p.setPen(pen)
                for k, fy in enumerate((0.3, 0.65)):
                    y = river.top() + river.height() * fy
                    for fx in ((0.1, 0.5) if k == 0 else (0.3, 0.75)):
                        x = box.left() + box.width() * fx
                        p.drawLine(QPointF(x, y), QPointF(x + box.width() * 0.16, y))
        shape = place(near, unit)
        if night:  # a faint rim of the city's colour keeps the landmark's outline on the dark sky
            p.strokePath(shape, QPen(_mix(color, QColor("#ffffff"), 0.35), max(0.8, box.width() * 0.022)))
        p.fillPath(shape, near_c)
        if box.width() >= 24:  # lit windows at night; by day the same windows, a shade lighter
            glow = QColor("#ffd86b") if night else near_c.lighter(135 if near_c.lightness() > 40 else 170)
            for lx, ly, lw, lh in lights:
                p.fillRect(QRectF(box.left() + lx * box.width(), box.top() + ly * box.height(),
                                  max(0.8, lw * box.width()), max(0.8, lh * box.height())), glow)
        p.restore()
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor("#0a0c18") if night else color.darker(150), max(0.8, box.width() * 0.02)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(frame)
        p.restore()

    # ---- backs ---------------------------------------------------------------------------------
    @cached
    def paint_back(self, painter: QPainter, rect: QRectF, night: bool = False) -> None:
        """A card face down: the day back (a sun over a sky) or the night back (a moon and stars over
        a dark sky); the game's name on a cap when the card is large."""
        p = painter
        w, h = rect.width(), rect.height()
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if night:
            sky = QLinearGradient(rect.topLeft(), rect.bottomLeft())
            sky.setColorAt(0, QColor("#0a0f2e"))
            sky.setColorAt(1, QColor("#2b3470"))
            paint_card_base(p, rect, QBrush(sky), QColor("#05071a"), QColor("#c9b86a"))
        else:
            sky = QRadialGradient(rect.center(), max(w, h) * 0.7)
            sky.setColorAt(0, QColor("#fff3c4"))
            sky.setColorAt(0.5, QColor("#ffc35a"))
            sky.setColorAt(1, QColor("#f07c2a"))
            paint_card_base(p, rect, QBrush(sky), QColor("#8a3a10"), QColor("#fff3c4"))
        p.setClipPath(card_outline(rect.adjusted(1, 1, -1, -1)))
        d = min(w * 0.7, h * 0.5)
        body = QRectF(0, 0, d, d)
        body.moveCenter(QPointF(rect.center().x(), rect.top() + h * 0.42))
        if night:
            _stars(p, rect.adjusted(w * 0.1, h * 0.06, -w * 0.1, -h * 0.2), 7, 9, QColor("#f1ead0"))
            halo = QRadialGradient(body.center(), d * 0.9)
            halo.setColorAt(0, QColor(244, 236, 194, 110))
            halo.setColorAt(1, QColor(244, 236, 194, 0))
            p.fillRect(rect, QBrush(halo))
            moon = place(_moon(), body.adjusted(d * 0.08, d * 0.08, -d * 0.08, -d * 0.08))
            p.fillPath(moon, MOON)
            p.strokePath(moon, QPen(QColor("#b9ab6a"), max(0.6, d * 0.02)))
        else:
            rays = place(rays_path(12, 0.3, math.pi / 12 * 0.55), body.adjusted(-d * 0.2, -d * 0.2, d * 0.2, d * 0.2))
            p.fillPath(rays, QColor("#ffe07a"))
            disc = body.adjusted(d * 0.2, d * 0.2, -d * 0.2, -d * 0.2)
            p.setPen(QPen(QColor("#d9831c"), max(0.8, d * 0.03)))
            p.setBrush(SUN)
            p.drawEllipse(disc)
        skyline_box = QRectF(rect.left(), rect.bottom() - h * 0.3, w, h * 0.3)
        far, near, _water, _lights = skyline("NYC")
        p.fillPath(place(near, skyline_box), QColor("#070a1c") if night else QColor("#8a3a10"))
        if h >= 120:  # the game's name (a published name: never translated) on a cap
            cap = QRectF(0, 0, w * 0.5, w * 0.5)
            cap.moveCenter(QPointF(rect.center().x(), rect.bottom() - h * 0.2))
            self._name_cap(p, cap, night)
        p.restore()

    def _name_cap(self, p: QPainter, cap: QRectF, night: bool) -> None:
        shape = place(crimp_path(), cap)
        p.fillPath(shape, QColor("#c9b86a") if night else QColor("#c0190f"))
        p.strokePath(shape, QPen(QColor("#3a2a08") if night else QColor("#5a0a05"), max(0.8, cap.width() * 0.02)))
        inner = cap.adjusted(cap.width() * 0.13, cap.width() * 0.13, -cap.width() * 0.13, -cap.width() * 0.13)
        p.setBrush(QColor("#fbf6ea"))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(inner)
        half = inner.height() / 2
        ink = QColor("#1c2340") if night else QColor("#8a1208")
        for i, word in enumerate(("Top", "Pop")):
            box = QRectF(inner.left(), inner.top() + half * 0.2 + i * half * 0.8, inner.width(), half * 0.8)
            draw_text(p, box.adjusted(inner.width() * 0.14, 0, -inner.width() * 0.14, 0), word, half * 0.62, ink,
                      role="decor")


ART = TopPopArt()
