"""The pictures of Top oder Flop's posters (our own art): each film's emblem and its small vector
illustration, drawn in a frame 100 units wide (`unit_frame`) so that its shapes keep their proportions
at any size. `posters.py` puts them on a poster with its title."""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from app.ui.items.card_art import heart_path, place, polygon, star_path


@lru_cache(maxsize=None)
def crescent_path() -> QPainterPath:
    outer, inner = QPainterPath(), QPainterPath()
    outer.addEllipse(QRectF(0.05, 0.05, 0.9, 0.9))
    inner.addEllipse(QRectF(0.3, -0.02, 0.82, 0.82))
    return outer.subtracted(inner)


def _rounded(x: float, y: float, w: float, h: float, r: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(x, y, w, h), r, r)
    return path


@lru_cache(maxsize=None)
def cactus_path() -> QPainterPath:
    """A saguaro: a trunk and two bent arms."""
    path = _rounded(0.39, 0.04, 0.22, 0.94, 0.11)
    for arm in (_rounded(0.12, 0.2, 0.14, 0.38, 0.07), _rounded(0.12, 0.46, 0.36, 0.13, 0.065),
                _rounded(0.74, 0.3, 0.14, 0.32, 0.07), _rounded(0.52, 0.52, 0.36, 0.13, 0.065)):
        path = path.united(arm)
    return path.simplified()


@lru_cache(maxsize=None)
def bat_path() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(0.5, 0.36)
    path.lineTo(0.44, 0.26)
    path.lineTo(0.43, 0.38)
    path.cubicTo(0.3, 0.28, 0.12, 0.22, 0.0, 0.3)
    path.cubicTo(0.1, 0.38, 0.12, 0.5, 0.1, 0.62)
    path.cubicTo(0.2, 0.54, 0.28, 0.58, 0.3, 0.68)
    path.cubicTo(0.38, 0.6, 0.45, 0.64, 0.5, 0.78)
    path.cubicTo(0.55, 0.64, 0.62, 0.6, 0.7, 0.68)
    path.cubicTo(0.72, 0.58, 0.8, 0.54, 0.9, 0.62)
    path.cubicTo(0.88, 0.5, 0.9, 0.38, 1.0, 0.3)
    path.cubicTo(0.88, 0.22, 0.7, 0.28, 0.57, 0.38)
    path.lineTo(0.56, 0.26)
    path.closeSubpath()
    return path


@lru_cache(maxsize=None)
def badge_path() -> QPainterPath:
    """A police star: six points, each with a ball."""
    path = QPainterPath()
    for i in range(12):
        r = 0.4 if i % 2 == 0 else 0.22
        a = math.pi / 2 + i * math.pi / 6
        pt = QPointF(0.5 + r * math.cos(a), 0.5 - r * math.sin(a))
        path.moveTo(pt) if i == 0 else path.lineTo(pt)
    path.closeSubpath()
    for i in range(6):
        a = math.pi / 2 + i * math.pi / 3
        path.addEllipse(QPointF(0.5 + 0.42 * math.cos(a), 0.5 - 0.42 * math.sin(a)), 0.07, 0.07)
    return path.simplified()


@lru_cache(maxsize=None)
def emblem_path(film: str) -> QPainterPath:
    """The film's sign (a crescent and star, a heart, a cactus, a bat, a police star)."""
    if film == "AA":
        path = crescent_path()
        return path.united(place(star_path(5), QRectF(0.56, 0.34, 0.34, 0.34)))
    return {"TT": heart_path, "RR": cactus_path, "DD": bat_path, "CC": badge_path}[film]()


def paint_emblem(p: QPainter, box: QRectF, film: str, color: QColor) -> None:
    side = min(box.width(), box.height())
    sq = QRectF(0, 0, side, side)
    sq.moveCenter(box.center())
    p.fillPath(place(emblem_path(film), sq), color)


# ---- drawing helpers in the 100-unit frame -----------------------------------------------------
def _grad(x1: float, y1: float, x2: float, y2: float, *stops: str) -> QBrush:
    g = QLinearGradient(x1, y1, x2, y2)
    for i, c in enumerate(stops):
        g.setColorAt(i / max(1, len(stops) - 1), QColor(c))
    return QBrush(g)


def _glow(p: QPainter, c: QPointF, r: float, color: str, alpha: int = 150) -> None:
    g = QRadialGradient(c, r)
    inner, outer = QColor(color), QColor(color)
    inner.setAlpha(alpha)
    outer.setAlpha(0)
    g.setColorAt(0, inner)
    g.setColorAt(1, outer)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(g))
    p.drawEllipse(c, r, r)


def disc(p: QPainter, c: QPointF, r: float, fill, pen: QPen | None = None) -> None:
    p.setPen(pen if pen is not None else Qt.PenStyle.NoPen)
    p.setBrush(fill if isinstance(fill, QBrush) else QColor(fill))
    p.drawEllipse(c, r, r)


def _stars(p: QPainter, spots: tuple[tuple[float, float, float], ...], color: str = "#fff7d6") -> None:
    for x, y, s in spots:
        p.fillPath(place(star_path(4 if s < 2.5 else 5), QRectF(x - s, y - s, 2 * s, 2 * s)), QColor(color))


def _pen(color: str, width: float) -> QPen:
    pen = QPen(QColor(color), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _cloud(x: float, y: float, s: float) -> QPainterPath:
    path = QPainterPath()
    for dx, dy, r in ((0, 0, 0.5), (0.55, -0.25, 0.55), (1.1, 0, 0.5), (0.5, 0.15, 0.45)):
        puff = QPainterPath()
        puff.addEllipse(QPointF(x + dx * s, y + dy * s), r * s, r * s * 0.8)
        path = path.united(puff)
    return path


# ---- the five illustrations (100 units wide, H high) -------------------------------------------
def _arabian(p: QPainter, H: float) -> None:
    p.fillRect(QRectF(0, 0, 100, H), _grad(0, 0, 0, H * 0.7, "#2b1d52", "#8e3f7d", "#f0894a", "#ffd27a"))
    _stars(p, ((12, 10, 1.6), (30, 18, 1.2), (45, 7, 1.4), (88, 42, 1.2), (55, 24, 1.0)))
    _glow(p, QPointF(72, 22), 20, "#fff2c0", 90)
    p.fillPath(place(crescent_path(), QRectF(61, 11, 22, 22)), QColor("#fff2c0"))
    palace = _rounded(58, H * 0.52, 28, 14, 1).united(polygon((66, H * 0.53), (72, H * 0.41), (78, H * 0.53)))
    dome = QPainterPath()
    dome.addEllipse(QRectF(65, H * 0.43, 14, 12))
    palace = palace.united(dome).united(_rounded(86, H * 0.36, 4, 24, 1)).united(polygon((85, H * 0.37), (88, H * 0.3), (91, H * 0.37)))
    p.fillPath(palace, QColor("#5b2a55"))
    dunes = ((H * 0.62, "#c9743a", 0.0), (H * 0.7, "#e39a4c", 18.0), (H * 0.8, "#f2bd66", -10.0))
    for y, color, shift in dunes:
        path = QPainterPath()
        path.moveTo(0, y)
        path.cubicTo(25 + shift, y - 14, 45 + shift, y + 6, 70 + shift, y - 6)
        path.cubicTo(85 + shift, y - 12, 95, y - 2, 100, y - 4)
        path.lineTo(100, H)
        path.lineTo(0, H)
        path.closeSubpath()
        p.fillPath(path, QColor(color))
    p.fillPath(polygon((0, H * 0.92), (40, H * 0.86), (100, H * 0.95), (100, H), (0, H)), QColor("#f7d28a"))
    # the palm: a bending trunk and six fronds, in silhouette
    trunk = QPainterPath()
    trunk.moveTo(18, H * 0.96)
    trunk.cubicTo(22, H * 0.7, 20, H * 0.5, 30, H * 0.34)
    trunk.lineTo(33, H * 0.35)
    trunk.cubicTo(26, H * 0.5, 28, H * 0.7, 25, H * 0.96)
    trunk.closeSubpath()
    ink = QColor("#2a1a2e")
    p.fillPath(trunk, ink)
    crown = QPointF(31.5, H * 0.34)
    for angle, length in ((-160, 22), (-130, 18), (-95, 14), (-50, 18), (-15, 22), (20, 16)):
        a = math.radians(angle)
        tip = QPointF(crown.x() + length * math.cos(a), crown.y() + length * math.sin(a) + 6)
        mid = QPointF((crown.x() + tip.x()) / 2 + 3 * math.sin(a), (crown.y() + tip.y()) / 2 - 5)
        leaf = QPainterPath()
        leaf.moveTo(crown)
        leaf.quadTo(mid, tip)
        leaf.quadTo(QPointF(mid.x(), mid.y() + 5), crown)
        p.fillPath(leaf, ink)
    for dx in (-1.5, 1.5):
        disc(p, QPointF(crown.x() + dx, crown.y() + 2.5), 1.8, "#2a1a2e")


def _dream(p: QPainter, H: float) -> None:
    p.fillRect(QRectF(0, 0, 100, H), _grad(0, 0, 0, H, "#101646", "#3c3a8f", "#9a6bc2", "#f3a6c8"))
    _stars(p, ((10, 12, 1.8), (24, 30, 1.2), (40, 9, 2.6), (86, 60, 1.4), (8, 52, 1.2), (92, 14, 1.6),
               (52, 40, 1.0), (30, 60, 1.0), (70, 70, 1.1)))
    _glow(p, QPointF(66, 30), 30, "#fff6d8", 120)
    disc(p, QPointF(66, 30), 15, _grad(52, 16, 80, 44, "#fffbe8", "#f3e3b0"))
    for x, y, r in ((61, 26, 3), (71, 35, 2.2), (70, 24, 1.5)):
        disc(p, QPointF(x, y), r, "#ead7a0")
    for x, y, s, a in ((-6, H * 0.84, 22, 235), (48, H * 0.88, 24, 225), (70, H * 0.62, 10, 170)):
        c = QColor("#f4e8ff")
        c.setAlpha(a)
        p.fillPath(_cloud(x, y, s), c)
    # a dotted path of dreams from the heart to the moon
    for k in range(6):
        t = k / 5
        disc(p, QPointF(38 + 20 * t, H * 0.55 - 25 * t - 6 * math.sin(t * math.pi)), 0.9 + 0.6 * (1 - t), "#ffe6f2")
    heart = place(heart_path(), QRectF(14, H * 0.5, 30, 28))
    p.fillPath(heart, _grad(14, H * 0.5, 44, H * 0.5 + 28, "#ff8fc0", "#e0306f"))
    p.strokePath(heart, _pen("#fff0f6", 1.2))
    p.fillPath(place(heart_path(), QRectF(19, H * 0.53, 7, 6)), QColor(255, 255, 255, 150))
    p.fillPath(_cloud(20, H * 0.82, 16), QColor("#fbf4ff"))


@lru_cache(maxsize=None)
def revolver_path() -> QPainterPath:
    """A six-shooter, pointing right along the x axis (1 long), its grip hanging down at the left."""
    gun = _rounded(0.4, -0.075, 0.6, 0.12, 0.03)  # the barrel
    gun = gun.united(_rounded(0.4, 0.035, 0.36, 0.05, 0.02))  # the ejector rod
    gun = gun.united(_rounded(0.22, -0.13, 0.24, 0.24, 0.06))  # the cylinder
    gun = gun.united(polygon((0.06, -0.1), (0.24, -0.12), (0.24, 0.11), (0.12, 0.13)))  # the frame
    gun = gun.united(polygon((0.07, -0.09), (0.0, -0.2), (0.05, -0.21), (0.14, -0.11)))  # the hammer
    gun = gun.united(polygon((0.95, -0.075), (0.96, -0.12), (0.99, -0.12), (0.99, -0.075)))  # the sight
    grip = QPainterPath()
    grip.moveTo(0.06, -0.04)
    grip.cubicTo(0.0, 0.12, -0.1, 0.3, -0.08, 0.46)
    grip.lineTo(0.1, 0.5)
    grip.cubicTo(0.1, 0.34, 0.16, 0.2, 0.2, 0.1)
    grip.closeSubpath()
    guard = QPainterPath()
    guard.addEllipse(QRectF(0.12, 0.03, 0.18, 0.2))
    inner = QPainterPath()
    inner.addEllipse(QRectF(0.15, 0.06, 0.12, 0.14))
    return gun.united(grip).united(guard.subtracted(inner))


def _revolver(p: QPainter, at: QPointF, angle: float, size: float) -> None:
    """A revolver pointing along `angle` (degrees) from its grip at `at`, smoke curling from its
    muzzle."""
    p.save()
    p.translate(at)
    p.rotate(angle)
    p.scale(size, size)
    gun = revolver_path()
    p.fillPath(gun, _grad(0, -0.2, 0, 0.2, "#f2f4f7", "#a9afb9", "#6d737d"))
    grip = polygon((0.06, -0.02), (0.19, 0.08), (0.1, 0.48), (-0.07, 0.44))
    p.fillPath(gun.intersected(grip), _grad(0, 0, 0, 0.5, "#b06a3a", "#6e3a1c"))
    p.strokePath(gun, QPen(QColor("#241414"), 0.022))
    for x in (0.29, 0.37):
        p.strokePath(polygon((x, -0.11), (x, 0.09)), QPen(QColor("#565c66"), 0.018))
    p.restore()
    a = math.radians(angle)
    tip = QPointF(at.x() + size * 1.02 * math.cos(a), at.y() + size * 1.02 * math.sin(a))
    for k, (dx, dy, r) in enumerate(((0.5, -3, 4.0), (2.5, -9, 5.0), (1.0, -16, 6.0))):
        _glow(p, QPointF(tip.x() + dx, tip.y() + dy), r, "#fffaf0", 210 - 50 * k)


def _western(p: QPainter, H: float) -> None:
    horizon = H * 0.6
    p.fillRect(QRectF(0, 0, 100, horizon), _grad(0, 0, 0, horizon, "#3a1c4c", "#b8314a", "#f3793b", "#ffc861"))
    sun = QPainterPath()
    sun.addEllipse(QPointF(50, horizon), 26, 26)
    for k in range(4):  # the stripes of a setting sun
        band = QPainterPath()
        band.addRect(QRectF(0, horizon - 12 + k * 3.6, 100, 0.8 + k * 0.5))
        sun = sun.subtracted(band)
    p.fillPath(sun, _grad(0, horizon - 26, 0, horizon, "#fff1a8", "#ffb347"))
    mesas = polygon((0, horizon), (0, horizon - 10), (8, horizon - 10), (12, horizon - 16), (26, horizon - 16),
                  (30, horizon - 6), (36, horizon))
    mesas = mesas.united(polygon((66, horizon), (72, horizon - 13), (90, horizon - 13), (94, horizon - 6),
                               (100, horizon - 6), (100, horizon)))
    p.fillPath(mesas, QColor("#6a2335"))
    p.fillRect(QRectF(0, horizon, 100, H - horizon), _grad(0, horizon, 0, H, "#a4462a", "#5a2418"))
    ink = QColor("#2a120e")
    p.fillPath(place(cactus_path(), QRectF(2, horizon - 26, 22, 36)), ink)
    p.fillPath(place(cactus_path(), QRectF(80, horizon - 14, 16, 24)), ink)
    for mirrored in (False, True):
        p.save()
        if mirrored:
            p.translate(100, 0)
            p.scale(-1, 1)
        _revolver(p, QPointF(24, H * 0.88), -42, 50)
        p.restore()


def _diner(p: QPainter, H: float) -> None:
    p.fillRect(QRectF(0, 0, 100, H), _grad(0, 0, 0, H, "#12081f", "#341a4a", "#4a2150"))
    _stars(p, ((10, 8, 1.2), (38, 16, 1.0), (90, 50, 1.0), (20, 36, 0.9)))
    _glow(p, QPointF(70, 24), 26, "#f1e9c8", 80)
    disc(p, QPointF(70, 24), 15, "#f1e9c8")
    for x, y, r in ((65, 20, 3), (75, 29, 2.4), (76, 18, 1.6)):
        disc(p, QPointF(x, y), r, "#ddd1a8")
    bat_ink = QColor("#0b0610")
    for x, y, s in ((58, 14, 18), (22, 20, 13), (36, 6, 9)):
        p.fillPath(place(bat_path(), QRectF(x, y, s, s * 0.7)), bat_ink)
    ground = H * 0.8
    p.fillRect(QRectF(0, ground, 100, H - ground), _grad(0, ground, 0, H, "#1c1024", "#0a0610"))
    body = _rounded(6, H * 0.56, 88, ground - H * 0.56, 8)
    p.fillPath(body, _grad(0, H * 0.56, 0, ground, "#8b97a8", "#3c4454"))
    p.fillRect(QRectF(6, H * 0.7, 88, 2.4), QColor("#c8304a"))
    for k in range(6):
        win = _rounded(12 + k * 13.5, H * 0.6, 10, 7, 1.5)
        p.fillPath(win, QColor("#ffd27a"))
    # the neon sign on the roof: a glowing frame around a steaming cup
    sign = QRectF(32, H * 0.33, 36, H * 0.18)
    p.fillRect(QRectF(48, sign.bottom(), 4, H * 0.56 - sign.bottom()), QColor("#3c4454"))
    frame = QPainterPath()
    frame.addRoundedRect(sign, 4, 4)
    p.fillPath(frame, QColor("#1a0c22"))
    cx, bottom = sign.center().x() - 2, sign.bottom() - 3.5
    cup = QPainterPath()
    cup.moveTo(cx - 7, bottom - 9)
    cup.lineTo(cx - 5.5, bottom)
    cup.lineTo(cx + 5.5, bottom)
    cup.lineTo(cx + 7, bottom - 9)
    cup.closeSubpath()
    cup.addEllipse(QRectF(cx + 6, bottom - 7.5, 5, 5))
    steam = QPainterPath()
    for dx in (-3, 1.5):
        steam.moveTo(cx + dx, bottom - 11)
        steam.cubicTo(cx + dx - 2, bottom - 13, cx + dx + 2, bottom - 15, cx + dx, bottom - 17)
    for width, alpha in ((4.5, 60), (2.6, 120), (1.1, 255)):
        pink, cyan = QColor("#ff4fa0"), QColor("#66e0ff")
        pink.setAlpha(alpha)
        cyan.setAlpha(alpha)
        p.strokePath(frame, QPen(pink, width))
        p.strokePath(cup, QPen(cyan, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.strokePath(steam, QPen(pink, width * 0.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    # a cup of (very red) coffee on the counter, steaming
    mug = QPainterPath()
    mug.moveTo(36, H * 0.8)
    mug.lineTo(39, H * 0.96)
    mug.lineTo(61, H * 0.96)
    mug.lineTo(64, H * 0.8)
    mug.closeSubpath()
    handle = QPainterPath()
    handle.addEllipse(QRectF(59, H * 0.83, 11, 9))
    p.strokePath(handle, _pen("#f4f1ea", 2.6))
    p.fillPath(mug, _grad(36, 0, 64, 0, "#ffffff", "#d9d4ca"))
    p.fillRect(QRectF(37, H * 0.8, 26, 2.4), QColor("#8e0f26"))
    p.fillPath(_rounded(28, H * 0.955, 44, 3, 1.5), QColor("#d9d4ca"))
    for dx in (-5, 0, 5):
        steam = QPainterPath()
        steam.moveTo(50 + dx, H * 0.78)
        steam.cubicTo(46 + dx, H * 0.74, 54 + dx, H * 0.71, 50 + dx, H * 0.66)
        p.strokePath(steam, _pen("#e9e2f2", 1.3))


def _police(p: QPainter, H: float) -> None:
    p.fillRect(QRectF(0, 0, 100, H), _grad(0, 0, 0, H, "#081227", "#173766", "#2a5590"))
    for x0, spread, c in ((20, -30, "#9fd3ff"), (82, 28, "#ffe9a8")):
        beam = polygon((x0 - 2, H), (x0 + 2, H), (x0 + spread + 10, 0), (x0 + spread - 6, 0))
        color = QColor(c)
        color.setAlpha(45)
        p.fillPath(beam, color)
    # the skyline, its windows lit in a fixed pattern
    blocks = ((0, 0.5, 14), (13, 0.38, 12), (24, 0.56, 10), (33, 0.3, 14), (46, 0.48, 10), (55, 0.34, 16),
              (70, 0.52, 11), (80, 0.42, 12), (91, 0.58, 9))
    for k, (x, top, w) in enumerate(blocks):
        p.fillRect(QRectF(x, H * top, w + 0.5, H - H * top), QColor("#0a1020" if k % 2 else "#101a33"))
        for row in range(int((H - H * top) / 6)):
            for col in range(int(w / 4)):
                if (k * 7 + row * 3 + col * 5) % 4 == 0:
                    p.fillRect(QRectF(x + 1.5 + col * 4, H * top + 2 + row * 6, 1.8, 2.6), QColor("#ffd96b"))
    # the siren: a dome, red and blue, with its light
    c = QPointF(50, H * 0.2)
    _glow(p, QPointF(c.x() - 8, c.y()), 26, "#ff3b3b", 150)
    _glow(p, QPointF(c.x() + 8, c.y()), 26, "#3b8bff", 150)
    dome = QPainterPath()
    dome.moveTo(c.x() - 10, c.y() + 6)
    dome.cubicTo(c.x() - 10, c.y() - 12, c.x() + 10, c.y() - 12, c.x() + 10, c.y() + 6)
    dome.closeSubpath()
    p.fillPath(dome, _grad(c.x() - 10, 0, c.x() + 10, 0, "#ff5050", "#ff5050", "#4a90ff", "#4a90ff"))
    p.fillPath(_rounded(c.x() - 13, c.y() + 5, 26, 5, 1.5), QColor("#c8ccd4"))
    # the badge, wearing sunglasses
    badge = place(badge_path(), QRectF(22, H * 0.4, 56, 56))
    p.fillPath(badge.translated(1.2, 1.6), QColor(0, 0, 0, 110))
    p.fillPath(badge, _grad(22, H * 0.4, 78, H * 0.4 + 56, "#ffe58a", "#d4a017", "#a57608"))
    p.strokePath(badge, _pen("#6b4a00", 1.0))
    disc(p, QPointF(50, H * 0.4 + 28), 9, "#c8940e", _pen("#6b4a00", 0.8))
    p.fillPath(place(star_path(5), QRectF(43, H * 0.4 + 21, 14, 14)), QColor("#ffe58a"))
    glasses = QPainterPath()
    for x in (35, 51):
        lens = QPainterPath()
        lens.moveTo(x, H * 0.4 + 17)
        lens.lineTo(x + 14, H * 0.4 + 17)
        lens.cubicTo(x + 14, H * 0.4 + 27, x + 2, H * 0.4 + 28, x, H * 0.4 + 19)
        lens.closeSubpath()
        glasses.addPath(lens)
    p.fillPath(glasses, _grad(0, H * 0.4 + 17, 0, H * 0.4 + 27, "#3a3f4a", "#0c0e12"))
    p.strokePath(glasses, _pen("#0c0e12", 1.0))
    p.strokePath(polygon((49, H * 0.4 + 18), (51, H * 0.4 + 18)), _pen("#0c0e12", 1.6))
    p.fillPath(polygon((38, H * 0.4 + 18.5), (43, H * 0.4 + 18.5), (39, H * 0.4 + 22)), QColor(255, 255, 255, 120))


ILLUSTRATIONS = {"AA": _arabian, "TT": _dream, "RR": _western, "DD": _diner, "CC": _police}


def unit_frame(p: QPainter, box: QRectF) -> float:
    """Scales the painter so that `box` is 100 units wide from (0, 0); returns its height in units."""
    p.translate(box.topLeft())
    p.scale(box.width() / 100, box.width() / 100)
    return box.height() * 100 / box.width()
