"""The pictures on Top 3's name sides (our own design): each card's own, made from its id so that it
is the same in every run and differs from card to card.

- `paint_skyline(p, box, card_id)`: a city card's emblem: a skyline against a tinted sky, one
  landmark tower (a spire, a needle, a dome, steps or a point) among lower blocks, perhaps a sun
  or a river; lit windows where the picture is large enough.
- `paint_film_frame(p, box, card_id)`: a film card's frame: one of six scenes (mountains, a sunset
  sea, a night with a moon, searchlights over a city, dunes, a ringed planet) in the card's tint.
- `card_hue(card_id)`: the card's colour (its name band on the value side).
Shapes are drawn in a 100 x 100 frame stretched over the box; the sky and the ground fill it all.
"""

from __future__ import annotations

import random
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QTransform

from app.games.top3.ui.art_base import frame100, mix, stable_seed
from app.ui.items.card_art import star_path

WHITE, NIGHT = QColor("#ffffff"), QColor("#10142c")


def card_hue(card_id: str) -> QColor:
    """The card's own colour: a hue from its id, mid saturation and value (ink reads on it)."""
    return QColor.fromHsv(stable_seed(card_id) % 360, 150, 165)


def _sky(p: QPainter, box: QRectF, top: QColor, bottom: QColor) -> None:
    g = QLinearGradient(box.topLeft(), box.bottomLeft())
    g.setColorAt(0, top)
    g.setColorAt(1, bottom)
    p.fillRect(box, QBrush(g))


# ---- a city's skyline ------------------------------------------------------------------------------
Box = tuple[float, float, float, float]


def _tower(path: QPainterPath, x: float, w: float, top: float, kind: str, ground: float) -> None:
    """A building from `top` down to `ground`, `x`..`x + w`, with its crown of `kind`."""
    path.addRect(QRectF(x, top, w, ground - top))
    c = x + w / 2
    if kind == "spire":
        path.addPolygon([QPointF(x + w * 0.2, top), QPointF(c, top - w * 1.4), QPointF(x + w * 0.8, top)])
    elif kind == "needle":
        path.addRect(QRectF(c - w * 0.08, top - w * 1.6, w * 0.16, w * 1.6))
        path.addEllipse(QPointF(c, top - w * 0.9), w * 0.55, w * 0.22)
    elif kind == "dome":
        path.addEllipse(QRectF(x + w * 0.1, top - w * 0.45, w * 0.8, w * 0.9))
    elif kind == "steps":
        path.addRect(QRectF(x + w * 0.15, top - w * 0.5, w * 0.7, w * 0.5))
        path.addRect(QRectF(x + w * 0.32, top - w * 0.95, w * 0.36, w * 0.45))
    elif kind == "point":
        path.addPolygon([QPointF(x, top), QPointF(c, top - w * 0.7), QPointF(x + w, top)])
    elif kind == "antenna":
        path.addRect(QRectF(c - 0.5, top - w * 0.7, 1.0, w * 0.7))


@lru_cache(maxsize=256)
def skyline(card_id: str) -> tuple[QPainterPath, QPainterPath, tuple[Box, ...], float | None, tuple[float, float] | None]:
    """The card's skyline in the design frame: (the far blocks, the near buildings, the windows as
    (x, y, w, h), where the river starts (y) or None, the sun's centre or None)."""
    rng = random.Random(stable_seed("skyline:" + card_id))
    water = 84.0 if rng.random() < 0.4 else None
    ground = water if water is not None else 100.0
    far, near = QPainterPath(), QPainterPath()
    far.setFillRule(Qt.FillRule.WindingFill)
    near.setFillRule(Qt.FillRule.WindingFill)
    x = -3.0
    while x < 100:
        w = rng.uniform(9, 18)
        far.addRect(QRectF(x, ground - rng.uniform(30, 55), w, 60))
        x += w - 1
    landmark = rng.uniform(28, 62)
    kind = rng.choice(("spire", "needle", "dome", "steps", "point"))
    windows: list[Box] = []
    x, placed = -2.0, False
    while x < 100:
        if not placed and x + 14 >= landmark:
            w, top, crown, placed = rng.uniform(11, 15), rng.uniform(26, 36), kind, True
        else:
            w, top = rng.uniform(7, 14), ground - rng.uniform(16, 42)
            crown = rng.choice(("flat", "flat", "flat", "antenna", "point", "dome"))
        _tower(near, x, w, top, crown, ground)
        cols = max(1, int((w - 2) / 4))
        for c in range(cols):
            y = top + 3
            while y + 3 < ground - 2:
                if rng.random() < 0.55:
                    windows.append((x + 1.5 + c * (w - 3) / cols, y, 1.8, 2.4))
                y += 5
        x += w + rng.uniform(-1.5, 1.5)
    sun = (rng.uniform(15, 85), rng.uniform(14, 24)) if rng.random() < 0.6 else None
    return far, near, tuple(windows), water, sun


def paint_skyline(p: QPainter, box: QRectF, card_id: str) -> None:
    """The city card's emblem filling `box` (clip it to a frame outside if wanted)."""
    hue = card_hue(card_id)
    far, near, windows, water, sun = skyline(card_id)
    t = frame100(box)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setClipRect(box)
    _sky(p, box, mix(hue, WHITE, 0.55), mix(hue, WHITE, 0.88))
    if sun is not None:
        r = 9.0
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#ffd45a"))
        p.drawEllipse(t.map(QPointF(*sun)), r * box.width() / 100, r * box.width() / 100)
    p.fillPath(t.map(far), mix(hue, WHITE, 0.35))
    dark = mix(hue, NIGHT, 0.72)
    if water is not None:
        river = QRectF(0, water, 100, 100 - water)
        _sky(p, t.mapRect(river), mix(hue, QColor("#2a6fb0"), 0.6), mix(hue, QColor("#163a66"), 0.7))
        p.fillPath(QTransform(t).translate(0, water * 2).scale(1, -1).map(near), QColor(dark.red(), dark.green(),
                                                                                    dark.blue(), 70))
        p.setClipRect(t.mapRect(QRectF(0, 0, 100, water)))
    p.fillPath(t.map(near), dark)
    if box.width() >= 40:
        lit = mix(hue, QColor("#ffe9a6"), 0.75)
        for x, y, w, h in windows:
            p.fillRect(t.mapRect(QRectF(x, y, w, h)), lit)
    p.restore()


# ---- a film's frame --------------------------------------------------------------------------------
def _stars(p: QPainter, t: QTransform, rng: random.Random, n: int, color: QColor) -> None:
    for _ in range(n):
        s = rng.uniform(2.5, 5.0)
        x, y = rng.uniform(2, 96), rng.uniform(2, 50)
        star = QTransform.fromTranslate(x, y).scale(s, s).map(star_path(4))
        p.fillPath(t.map(star), color)


def _ridge(points: list[tuple[float, float]], bottom: float = 101) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(points[0][0], bottom)
    for x, y in points:
        path.lineTo(x, y)
    path.lineTo(points[-1][0], bottom)
    path.closeSubpath()
    return path


def _mountains(p: QPainter, box: QRectF, t: QTransform, hue: QColor, rng: random.Random) -> None:
    _sky(p, box, mix(hue, WHITE, 0.45), mix(hue, WHITE, 0.9))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#fff3c4"))
    p.drawEllipse(t.mapRect(QRectF(rng.uniform(55, 75), 14, 16, 16)))
    peak_x, peak_y = rng.uniform(30, 70), rng.uniform(20, 34)
    back = _ridge([(-1, rng.uniform(55, 75)), (peak_x - rng.uniform(25, 35), rng.uniform(36, 50)),
                   (peak_x - 12, 58), (peak_x, peak_y), (peak_x + 22, 56), (101, rng.uniform(36, 60))])
    p.fillPath(t.map(back), mix(hue, NIGHT, 0.35))
    snow = _ridge([(peak_x - 8, peak_y + 10), (peak_x, peak_y), (peak_x + 8, peak_y + 11), (peak_x + 3, peak_y + 9),
                   (peak_x, peak_y + 13), (peak_x - 4, peak_y + 9)], peak_y + 10)
    p.fillPath(t.map(snow), WHITE)
    front = [(-1, rng.uniform(76, 88))] + [(x, rng.uniform(60, 84)) for x in (25, 52, 76)] + [(101, rng.uniform(66, 84))]
    p.fillPath(t.map(_ridge(front)), mix(hue, NIGHT, 0.7))


def _sunset_sea(p: QPainter, box: QRectF, t: QTransform, hue: QColor, rng: random.Random) -> None:
    _sky(p, box, mix(hue, QColor("#3a1d5c"), 0.5), mix(hue, QColor("#ff9a4a"), 0.7))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#ffd27a"))
    sun_x, horizon = rng.uniform(20, 80), rng.uniform(52, 68)
    p.drawEllipse(t.mapRect(QRectF(sun_x - 18, horizon - 22, 36, 36)))
    sea = t.mapRect(QRectF(0, horizon, 100, 100 - horizon))
    _sky(p, sea, mix(hue, QColor("#1c3f7a"), 0.6), mix(hue, NIGHT, 0.75))
    wave = QColor(255, 220, 150, 150)
    for k in range(4):
        y = horizon + 6 + k * (94 - horizon) / 4
        p.fillRect(t.mapRect(QRectF(sun_x - 20 - k * 4, y, 40 + k * 8, 1.6 + k * 0.4)), wave)


def _night(p: QPainter, box: QRectF, t: QTransform, hue: QColor, rng: random.Random) -> None:
    _sky(p, box, mix(hue, NIGHT, 0.85), mix(hue, NIGHT, 0.5))
    _stars(p, t, rng, 9, QColor("#f4ecc2"))
    moon = QPainterPath()
    mx, my = rng.uniform(8, 70), rng.uniform(6, 20)
    moon.addEllipse(QRectF(mx, my, 22, 22))
    bite = QPainterPath()
    bite.addEllipse(QRectF(mx + 7, my - 4, 22, 22))
    p.fillPath(t.map(moon.subtracted(bite)), QColor("#f4ecc2"))
    hills = [(-1, rng.uniform(62, 84))] + [(x, rng.uniform(58, 82)) for x in (30, 60)] + [(101, rng.uniform(56, 80))]
    p.fillPath(t.map(_ridge(hills)), mix(hue, NIGHT, 0.92))


def _searchlights(p: QPainter, box: QRectF, t: QTransform, hue: QColor, rng: random.Random) -> None:
    _sky(p, box, mix(hue, NIGHT, 0.9), mix(hue, NIGHT, 0.55))
    beam = QColor(255, 246, 200, 85)
    for foot, tip in ((34, rng.uniform(-10, 20)), (66, rng.uniform(80, 110))):
        p.fillPath(t.map(_ridge([(foot - 3, 100), (tip - 9, -2), (tip + 9, -2), (foot + 3, 100)], 100)), beam)
    blocks = QPainterPath()
    x = 0.0
    while x < 100:
        w = rng.uniform(7, 13)
        blocks.addRect(QRectF(x, rng.uniform(66, 84), w, 40))
        x += w
    p.fillPath(t.map(blocks), QColor("#07080f"))


def _dunes(p: QPainter, box: QRectF, t: QTransform, hue: QColor, rng: random.Random) -> None:
    _sky(p, box, mix(hue, QColor("#f5b04a"), 0.6), mix(hue, QColor("#ffe9b0"), 0.8))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#fff6d6"))
    p.drawEllipse(t.mapRect(QRectF(rng.uniform(10, 30), 12, 20, 20)))
    for k, (top, tone) in enumerate(((rng.uniform(50, 62), 0.35), (rng.uniform(66, 74), 0.55), (rng.uniform(80, 88), 0.75))):
        dune = QPainterPath()
        dune.moveTo(-1, 101)
        dune.lineTo(-1, top + rng.uniform(-6, 10))
        dune.cubicTo(rng.uniform(10, 40), top - 10 + k * 3, rng.uniform(45, 75), top + 14, 101, top + rng.uniform(-8, 6))
        dune.lineTo(101, 101)
        dune.closeSubpath()
        p.fillPath(t.map(dune), mix(QColor("#e0a354"), NIGHT, tone * 0.6))


def _planet(p: QPainter, box: QRectF, t: QTransform, hue: QColor, rng: random.Random) -> None:
    _sky(p, box, QColor("#05060d"), mix(hue, NIGHT, 0.8))
    _stars(p, t, rng, 12, QColor("#e8ecff"))
    r = rng.uniform(12, 20)
    cx, cy = rng.uniform(34, 66), rng.uniform(36, 56)
    body = QRectF(cx - r, cy - r, 2 * r, 2 * r)
    g = QLinearGradient(t.map(body.topLeft()), t.map(body.bottomRight()))
    g.setColorAt(0, mix(hue, WHITE, 0.35))
    g.setColorAt(1, mix(hue, NIGHT, 0.5))
    disc = QPainterPath()
    disc.addEllipse(body)
    p.fillPath(t.map(disc), QBrush(g))
    ring = QPainterPath()
    ring.addEllipse(QPointF(cx, cy), r * 1.9, r * 0.45)
    inner = QPainterPath()
    inner.addEllipse(QPointF(cx, cy), r * 1.45, r * 0.25)
    front = QPainterPath()
    front.addRect(QRectF(0, cy, 100, 50))
    p.fillPath(t.map(ring.subtracted(inner).intersected(front)), QColor("#f0d8a0"))
    p.fillPath(t.map(ring.subtracted(inner).subtracted(front).subtracted(disc)), QColor("#f0d8a0"))


SCENES = (_mountains, _sunset_sea, _night, _searchlights, _dunes, _planet)


def scene_index(card_id: str) -> int:
    """Which of the six scenes a film card shows."""
    return stable_seed("scene:" + card_id) % len(SCENES)


def paint_film_frame(p: QPainter, box: QRectF, card_id: str) -> None:
    """The film card's picture filling `box`."""
    rng = random.Random(stable_seed("frame:" + card_id))
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setClipRect(box)
    SCENES[scene_index(card_id)](p, box, frame100(box), card_hue(card_id), rng)
    p.restore()

