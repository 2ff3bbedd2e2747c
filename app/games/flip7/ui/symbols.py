"""Flip 7's own symbols, as paths in the unit square (scale them with `place`): the snowflake of a
Freeze, the heart and shield of a Second Chance, the check of a player who stayed, the arrow of a
Flip Three; and the small round icons a line's header shows with them."""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from app.ui.items.card_art import heart_path, place, polygon

TARGET_INK = QColor("#1c9fc0")


@lru_cache(maxsize=None)
def snowflake_path() -> QPainterPath:
    """Six arms with two pairs of branches, as a thin filled outline (stroke it)."""
    path = QPainterPath()
    c = QPointF(0.5, 0.5)
    for k in range(6):
        a = math.radians(90 + 60 * k)
        dx, dy = math.cos(a), -math.sin(a)
        tip = QPointF(c.x() + 0.48 * dx, c.y() + 0.48 * dy)
        path.moveTo(c)
        path.lineTo(tip)
        for along, length in ((0.22, 0.13), (0.36, 0.09)):
            base = QPointF(c.x() + along * dx, c.y() + along * dy)
            for side in (-1, 1):
                b = a + side * math.radians(45)
                path.moveTo(base)
                path.lineTo(QPointF(base.x() + length * math.cos(b), base.y() - length * math.sin(b)))
    return path


@lru_cache(maxsize=None)
def shield_path() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(0.5, 0.0)
    path.cubicTo(0.7, 0.1, 0.85, 0.12, 1.0, 0.12)
    path.cubicTo(1.0, 0.55, 0.85, 0.82, 0.5, 1.0)
    path.cubicTo(0.15, 0.82, 0.0, 0.55, 0.0, 0.12)
    path.cubicTo(0.15, 0.12, 0.3, 0.1, 0.5, 0.0)
    path.closeSubpath()
    return path


@lru_cache(maxsize=None)
def check_path() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(0.05, 0.55)
    path.lineTo(0.38, 0.88)
    path.lineTo(0.95, 0.15)
    return path


@lru_cache(maxsize=None)
def arrow_path() -> QPainterPath:
    """A right-pointing arrow, filled."""
    return polygon((0.0, 0.38), (0.6, 0.38), (0.6, 0.12), (1.0, 0.5), (0.6, 0.88), (0.6, 0.62), (0.0, 0.62))


# ---- a line's header icons -------------------------------------------------------------------------
def _disc(p: QPainter, box: QRectF, fill: QColor) -> None:
    p.setBrush(fill)
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(box)


def _stroked(p: QPainter, box: QRectF, path: QPainterPath, inset: float, width: float) -> None:
    """`path` in white on the icon's disc, `inset` (of the box) from its edge."""
    pen = QPen(QColor("#ffffff"), box.width() * width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    d = box.width() * inset
    p.strokePath(place(path, box.adjusted(d, d, -d, -d)), pen)


def icon_target(p: QPainter, box: QRectF) -> None:
    """A cyan bull's-eye: this player may be chosen (a Freeze, a Flip Three, a Second Chance)."""
    _disc(p, box, TARGET_INK)
    c, r = box.center(), box.width() / 2
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#ffffff"), max(1.0, r * 0.16)))
    p.drawEllipse(c, r * 0.62, r * 0.62)
    p.setBrush(QColor("#ffffff"))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(c, r * 0.22, r * 0.22)


def icon_check(p: QPainter, box: QRectF) -> None:
    """A white check on green: this player stayed."""
    _disc(p, box, QColor("#2e9d4a"))
    _stroked(p, box, check_path(), 0.22, 0.14)


def icon_ice(p: QPainter, box: QRectF) -> None:
    """A snowflake on blue: this player is frozen."""
    _disc(p, box, QColor("#3d8fd6"))
    _stroked(p, box, snowflake_path(), 0.12, 0.08)


def icon_shield(p: QPainter, box: QRectF) -> None:
    """A heart on a red shield: this player holds a Second Chance."""
    p.fillPath(place(shield_path(), box), QColor("#d8343f"))
    heart = place(heart_path(), box.adjusted(box.width() * 0.25, box.height() * 0.22,
                                             -box.width() * 0.25, -box.height() * 0.2))
    p.fillPath(heart, QColor("#ffffff"))
