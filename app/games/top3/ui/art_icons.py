"""Top 3's icons, drawn with paths in a 100 x 100 frame (our own design).

- `paint_category_icon(p, rect, category, ink)`: one icon per category id (cities: a tower block,
  a thermometer, a beach umbrella on a calendar page, a suitcase with coins, three people; films: a
  calendar page, a stopwatch, a star trophy (a generic cup, not any award's statuette), a ticket with
  coins, a money bag), as large as fits in `rect` (square, centred). Unknown ids: a question mark.
- `paint_bet_icon(p, rect, advance, ink)`: "everyone" three figures, "only_me" one figure between two
  ghosts, "nobody" three figures under a no-entry slash.
- `paint_seat_symbol(p, rect, seat, fill, edge)`: the seat's own shape (SEAT_SYMBOLS), so that a seat
  reads without its colour.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform

from app.games.top3.ui.art_base import GOLD, PAPER, frame100, mix, pen, square
from app.ui.items.card_art import polygon, star_path, text_path

#: the ids `paint_category_icon` draws, in the order of cards.categories(theme)
CATEGORY_ICONS = ("tallest_building", "mean_temperature", "days_off", "travel_allowance", "population",
                  "year", "running_time", "oscars", "worldwide_gross", "budget")
#: the seat's shapes, seat order (red, blue, green, yellow)
SEAT_SYMBOLS = ("diamond", "circle", "triangle", "star")
ADVANCES = ("everyone", "only_me", "nobody")
RED = QColor("#d23a2a")
COIN = QColor("#e9b730")


def _rect(x0: float, y0: float, x1: float, y1: float, r: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    if r:
        path.addRoundedRect(QRectF(x0, y0, x1 - x0, y1 - y0), r, r)
    else:
        path.addRect(QRectF(x0, y0, x1 - x0, y1 - y0))
    return path


def _disc(x: float, y: float, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(x, y), r, r)
    return path


class _Pad:
    """Draws frame-unit paths and pens onto a square box."""

    def __init__(self, p: QPainter, box: QRectF) -> None:
        self.p, self.t, self.s = p, frame100(box), box.width() / 100
        self.detail = box.width() >= 26  # small holes and ticks only where they can be seen

    def fill(self, path: QPainterPath, color: QColor) -> None:
        self.p.fillPath(self.t.map(path), color)

    def line(self, path: QPainterPath, color: QColor, width: float) -> None:
        self.p.strokePath(self.t.map(path), pen(color, max(0.8, width * self.s)))

    def shape(self, path: QPainterPath, fill: QColor, edge: QColor, width: float) -> None:
        self.line(path, edge, width)
        self.fill(path, fill)


# ---- city categories ----------------------------------------------------------------------------
def _building(d: _Pad, ink: QColor) -> None:
    body = QPainterPath()
    body.setFillRule(Qt.FillRule.OddEvenFill)
    for part in (_rect(14, 46, 36, 94), _rect(38, 22, 62, 94), _rect(64, 58, 86, 94), polygon((43, 22), (50, 6), (57, 22))):
        body.addPath(part)
    if d.detail:
        for col, x0, y0, y1 in ((3, 40.5, 27, 88), (2, 17.5, 51, 88), (2, 67.5, 63, 88)):
            for k in range(col):
                y = y0
                while y < y1:
                    body.addPath(_rect(x0 + k * 7, y, x0 + k * 7 + 4, y + 5))
                    y += 9
    d.fill(body, ink)
    d.fill(_rect(6, 94, 94, 98, 2), ink)
    d.line(polygon((50, 6), (50, 1)), ink, 2.5)


def _thermometer(d: _Pad, ink: QColor) -> None:
    glass = _rect(40, 6, 60, 72, 10).united(_disc(50, 78, 16))
    d.shape(glass, PAPER, ink, 7)
    d.fill(_rect(46, 28, 54, 80, 4).united(_disc(50, 78, 10)), RED)
    if d.detail:
        ticks = QPainterPath()
        for k in range(5):
            y = 14 + k * 11
            ticks.moveTo(66, y)
            ticks.lineTo(78 if k % 2 == 0 else 73, y)
        d.line(ticks, ink, 4)


def _calendar(d: _Pad, ink: QColor, header: QColor) -> None:
    d.shape(_rect(10, 18, 90, 92, 9), PAPER, ink, 6)
    d.fill(_rect(10, 18, 90, 38, 9).united(_rect(10, 28, 90, 38)), header)
    d.line(_rect(10, 18, 90, 92, 9), ink, 6)
    for x in (30, 64):
        d.fill(_rect(x, 8, x + 7, 28, 3.5), ink)


def _days_off(d: _Pad, ink: QColor) -> None:
    _calendar(d, ink, QColor("#2aa6a1"))
    canopy = QPainterPath()
    canopy.moveTo(24, 66)
    canopy.arcTo(QRectF(24, 44, 52, 44), 180, -180)
    canopy.quadTo(69, 60, 63, 66)
    canopy.quadTo(56, 60, 50, 66)
    canopy.quadTo(44, 60, 37, 66)
    canopy.quadTo(31, 60, 24, 66)
    d.shape(canopy, QColor("#f08c1a"), ink, 3)
    d.line(polygon((50, 52), (56, 86)), ink, 4)
    d.line(polygon((26, 86), (76, 86)), QColor("#d9b36b"), 5)


def _coins(d: _Pad, x: float, bottom: float, n: int, ink: QColor, r: float = 13) -> None:
    """A stack of `n` coins seen a little from above, its bottom at `bottom`."""
    for k in range(n):
        y = bottom - 5 - k * 8
        side = _rect(x - r, y - 4, x + r, y + 2).united(_ellipse(x, y + 2, r, 5))
        d.shape(side, COIN.darker(120), ink, 2.5)
        d.shape(_ellipse(x, y - 4, r, 5), COIN, ink, 2.5)


def _ellipse(x: float, y: float, rx: float, ry: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(x, y), rx, ry)
    return path


def _suitcase(d: _Pad, ink: QColor) -> None:
    d.line(_rect(24, 20, 50, 40, 7), ink, 6)
    case = QPainterPath()
    case.setFillRule(Qt.FillRule.OddEvenFill)
    case.addPath(_rect(6, 34, 68, 86, 8))
    for x in (17, 53):
        case.addPath(_rect(x, 34, x + 4, 86))
    d.fill(case, QColor("#8a5a35"))
    d.line(_rect(6, 34, 68, 86, 8), ink, 3)
    _coins(d, 82, 94, 4, ink)


def _figure(cx: float, bottom: float, s: float) -> QPainterPath:
    """A person (head and shoulders) `s` times the unit size (54 high), standing on `bottom`."""
    top = bottom - 54 * s
    path = _disc(cx, top + 10 * s, 10 * s)
    body = QPainterPath()
    w, y = 17 * s, top + 23 * s
    body.moveTo(cx - w, bottom)
    body.lineTo(cx - w, y + 12 * s)
    body.quadTo(cx - w, y, cx - w + 12 * s, y)
    body.lineTo(cx + w - 12 * s, y)
    body.quadTo(cx + w, y, cx + w, y + 12 * s)
    body.lineTo(cx + w, bottom)
    body.closeSubpath()
    return path.united(body)


def _people(d: _Pad, ink: QColor) -> None:
    back = mix(ink, QColor("#ffffff"), 0.35)
    for cx in (22, 78):
        d.fill(_figure(cx, 82, 0.92), back)
    front = _figure(50, 96, 1.15)
    d.line(front, PAPER, 6)
    d.fill(front, ink)


# ---- film categories ----------------------------------------------------------------------------
def _year(d: _Pad, ink: QColor) -> None:
    _calendar(d, ink, QColor("#3b5fb0"))
    for row in range(3):
        for col in range(4):
            x, y = 20 + col * 16, 46 + row * 14
            d.fill(_rect(x, y, x + 10, y + 9, 2), RED if (row, col) == (1, 2) else mix(ink, PAPER, 0.35))


def _stopwatch(d: _Pad, ink: QColor) -> None:
    d.fill(_rect(42, 4, 58, 14, 3), ink)
    d.line(polygon((50, 14), (50, 20)), ink, 6)
    d.line(polygon((78, 24), (84, 18)), ink, 6)
    d.shape(_disc(50, 56, 38), PAPER, ink, 7)
    if d.detail:
        ticks = QPainterPath()
        for k in range(12):
            a = math.radians(k * 30)
            r0 = 27 if k % 3 == 0 else 30
            ticks.moveTo(50 + r0 * math.cos(a), 56 + r0 * math.sin(a))
            ticks.lineTo(50 + 33 * math.cos(a), 56 + 33 * math.sin(a))
        d.line(ticks, ink, 3)
    sweep = QPainterPath()
    sweep.moveTo(50, 56)
    sweep.arcTo(QRectF(26, 32, 48, 48), 90, -120)
    sweep.closeSubpath()
    d.fill(sweep, QColor(RED.red(), RED.green(), RED.blue(), 110))
    d.line(polygon((50, 56), (50, 30)), ink, 6)
    d.line(polygon((50, 56), (66, 66)), RED, 5)
    d.fill(_disc(50, 56, 5), ink)


def _trophy(d: _Pad, ink: QColor) -> None:
    handles = QPainterPath()
    handles.addEllipse(QRectF(12, 24, 26, 26))
    handles.addEllipse(QRectF(62, 24, 26, 26))
    d.line(handles, ink, 9)
    d.line(handles, GOLD.darker(115), 4)
    cup = QPainterPath()
    cup.moveTo(24, 18)
    cup.lineTo(76, 18)
    cup.cubicTo(76, 48, 66, 62, 50, 62)
    cup.cubicTo(34, 62, 24, 48, 24, 18)
    cup.closeSubpath()
    base = _rect(44, 60, 56, 76).united(_rect(32, 74, 68, 82, 2)).united(_rect(26, 82, 74, 94, 3))
    d.shape(base, GOLD.darker(125), ink, 4)
    d.shape(cup, GOLD, ink, 4)
    star = QTransform.fromTranslate(35, 22).scale(30, 30).map(star_path(5))
    d.fill(star, PAPER)


def _ticket(d: _Pad, ink: QColor) -> None:
    turn = QTransform()
    turn.translate(40, 46)
    turn.rotate(-14)
    turn.translate(-40, -46)
    body = _rect(4, 24, 76, 68, 5)
    for x in (4, 76):
        body = body.subtracted(_disc(x, 46, 8))
    body = turn.map(body)
    d.shape(body, QColor("#e2574c"), ink, 3.5)
    if d.detail:
        perforation = QPainterPath()
        for k in range(5):
            perforation.addEllipse(QPointF(22, 29 + k * 8.5), 1.8, 1.8)
        d.fill(turn.map(perforation), PAPER)
    star = QTransform.fromTranslate(34, 31).scale(30, 30).map(star_path(5))
    d.fill(turn.map(star), PAPER)
    _coins(d, 80, 96, 3, ink)


def _money_bag(d: _Pad, ink: QColor) -> None:
    bag = QPainterPath()
    bag.moveTo(40, 30)
    bag.cubicTo(8, 44, 8, 94, 50, 94)
    bag.cubicTo(92, 94, 92, 44, 60, 30)
    bag.closeSubpath()
    top = polygon((34, 6), (44, 14), (50, 6), (56, 14), (66, 6), (60, 28), (40, 28))
    d.shape(top.united(bag), QColor("#5e9c4e"), ink, 4)
    d.line(polygon((38, 29), (62, 29)), ink, 6)
    _glyph(d, "$", 64, 34, PAPER)


def _glyph(d: _Pad, char: str, cy: float, height: float, color: QColor) -> None:
    """A character's outline `height` high, centred on (50, `cy`)."""
    shape = text_path(char, 100)
    box = shape.boundingRect()
    k = height / box.height()
    t = QTransform.fromTranslate(50 - box.center().x() * k, cy - box.center().y() * k)
    d.fill(t.scale(k, k).map(shape), color)


def _unknown(d: _Pad, ink: QColor) -> None:
    _glyph(d, "?", 50, 80, ink)


_ICONS = {"tallest_building": _building, "mean_temperature": _thermometer, "days_off": _days_off,
          "travel_allowance": _suitcase, "population": _people, "year": _year, "running_time": _stopwatch,
          "oscars": _trophy, "worldwide_gross": _ticket, "budget": _money_bag}


def paint_category_icon(p: QPainter, rect: QRectF, category: str, ink: QColor = QColor("#22202a")) -> None:
    """The category's icon, as large as fits in `rect` (square, centred), its outlines in `ink`."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _ICONS.get(category, _unknown)(_Pad(p, square(rect)), ink)
    p.restore()


# ---- bet cards ------------------------------------------------------------------------------------
def paint_bet_icon(p: QPainter, rect: QRectF, advance: str, ink: QColor = QColor("#22202a")) -> None:
    """The picture of a bet card: three figures ("everyone"), one figure between two ghosts
    ("only_me"), three figures under a no-entry slash ("nobody")."""
    if advance not in ADVANCES:
        raise ValueError(f"advance must be one of {ADVANCES}, not {advance!r}")
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    d = _Pad(p, square(rect))
    sides = [_figure(cx, 84, 0.78) for cx in (19, 81)]
    alone = advance == "only_me"
    middle = _figure(50, 88, 1.05 if alone else 0.92)
    if alone:  # the others are only outlines: one figure alone
        for side in sides:
            d.line(side, mix(ink, PAPER, 0.72), 3)
        body = ink
    else:
        body = ink if advance == "everyone" else mix(ink, PAPER, 0.45)
        for side in sides:
            d.fill(side, body)
    d.line(middle, PAPER, 6)
    d.fill(middle, body)
    if advance == "nobody":
        d.line(_disc(50, 52, 42), RED, 9)
        d.line(polygon((21, 81), (79, 23)), RED, 9)
    p.restore()


# ---- seat symbols -------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def symbol_path(seat: int) -> QPainterPath:
    """Seat `seat`'s shape in the design frame."""
    name = SEAT_SYMBOLS[seat % len(SEAT_SYMBOLS)]
    if name == "diamond":
        return polygon((50, 2), (92, 50), (50, 98), (8, 50))
    if name == "circle":
        return _disc(50, 50, 44)
    if name == "triangle":
        return polygon((50, 6), (97, 90), (3, 90))
    return QTransform.fromScale(100, 100).map(star_path(5))


def paint_seat_symbol(p: QPainter, rect: QRectF, seat: int, fill: QColor, edge: QColor | None = None) -> None:
    """Seat `seat`'s shape filling `rect` (square, centred) in `fill`, edged in `edge` if given."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    box = square(rect)
    shape = frame100(box).map(symbol_path(seat))
    if edge is not None:
        outline = QPen(edge, max(0.8, box.width() * 0.1))
        outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.strokePath(shape, outline)
    p.fillPath(shape, fill)
    p.restore()
