"""What the two-player table draws its cards, caps and logos with: the game's art (ui/art.py) where it
has the piece, else a plain stand-in of our own (so that the table can be drawn before the art is
there). Everything a column needs: `paint_card` (a face, a face lying face down that only this seat
sees, a sun or moon back, or a neutral back), `paint_cap`, `paint_logo`, `company_color`, and `ART`
(a CardArt for the hand's card items)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from app.games.top_pop.cards import CITY_COUNTS, city, city_name, is_night
from app.ui.items.caps import crown_path
from app.ui.items.card_art import MIN_TEXT_PX, CardArt, card_outline, draw_text, paint_card_base

try:  # the game's own art (another part of the work); the stand-ins below until it is there
    from app.games.top_pop.ui import art as _game_art
except ImportError:  # pragma: no cover - only before ui/art.py exists
    _game_art = None

#: the cards' width / height, and the share of a card's height that shows when the next lies over it
ASPECT = 0.7
STRIP = 0.24
COMPANY_COLORS = ("#d1352b", "#2f6fd0", "#f4c20d", "#2e9d4a", "#8a4fc4")
CITY_COLORS = {"STL": "#c0392b", "NYC": "#2c3e91", "SF": "#e67e22", "LV": "#8e44ad", "CHI": "#16a085",
               "SEA": "#2e86c1", "NO": "#b7950b"}


def _art_has(name: str):
    fn = getattr(_game_art, name, None) if _game_art is not None else None
    return fn if callable(fn) else None


def company_color(k: int) -> QColor:
    colors = getattr(_game_art, "COMPANY_COLORS", None) if _game_art is not None else None
    return QColor((colors or COMPANY_COLORS)[k % len(colors or COMPANY_COLORS)])


class PlainArt(CardArt):
    """Stand-in city cards: a band in the city's colour with its number and name along the top (the
    part that shows in a column), a skyline below; backs with a sun (day) or a moon (night)."""

    aspect = ASPECT

    def paint_face(self, p: QPainter, rect: QRectF, code: str) -> None:
        c = city(code)
        night = is_night(code)
        paint_card_base(p, rect, QColor("#1d2340" if night else "#fbf5e6"), QColor("#333333"))
        band = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * STRIP)
        path = QPainterPath()
        path.addRect(band)
        p.save()
        p.setClipPath(card_outline(rect))
        p.fillPath(path, QColor(CITY_COLORS.get(c, "#555555")))
        p.restore()
        px = max(MIN_TEXT_PX, band.height() * 0.62)
        draw_text(p, QRectF(band.left() + rect.width() * 0.05, band.top(), px * 1.1, band.height()),
                  str(CITY_COUNTS.get(c, "")), px, QColor("#ffffff"))
        draw_text(p, band.adjusted(px * 1.3, 0, -rect.width() * 0.04, 0), city_name(c), px * 0.7, QColor("#ffffff"),
                  max_width=band.width() - px * 1.3 - rect.width() * 0.2)
        sky = QRectF(rect.left() + rect.width() * 0.08, band.bottom() + rect.height() * 0.06,
                     rect.width() * 0.84, rect.height() * 0.6)
        ink = QColor("#f4e7b5") if night else QColor(CITY_COLORS.get(c, "#555555")).darker(140)
        w = sky.width() / 6
        for i, h in enumerate((0.4, 0.7, 0.5, 0.9, 0.55, 0.35)):
            p.fillRect(QRectF(sky.left() + i * w, sky.bottom() - sky.height() * h, w * 0.9, sky.height() * h), ink)
        if night:
            _moon(p, QPointF(rect.right() - rect.width() * 0.2, band.bottom() + rect.height() * 0.12),
                  rect.width() * 0.09, QColor("#f4e7b5"))

    def paint_back(self, p: QPainter, rect: QRectF, night: bool | None = None) -> None:
        fill = "#22305e" if night else "#5a6170" if night is None else "#e8942a"
        paint_card_base(p, rect, QColor(fill), QColor("#111111"), QColor(255, 255, 255, 90))
        c, r = rect.center(), rect.width() * 0.2
        if night:
            _moon(p, c, r, QColor("#f4e7b5"))
        elif night is False:
            _sun(p, c, r, QColor("#fff3b0"))
        else:
            draw_text(p, rect, "POP", rect.width() * 0.26, QColor(255, 255, 255, 150))


def _moon(p: QPainter, c: QPointF, r: float, color: QColor) -> None:
    disc, bite = QPainterPath(), QPainterPath()
    disc.addEllipse(c, r, r)
    bite.addEllipse(c + QPointF(r * 0.45, -r * 0.3), r * 0.85, r * 0.85)
    p.fillPath(disc.subtracted(bite), color)


def _sun(p: QPainter, c: QPointF, r: float, color: QColor) -> None:
    p.save()
    p.setPen(QPen(color, max(1.0, r * 0.16)))
    for i in range(8):
        a = math.pi * i / 4
        p.drawLine(c + QPointF(math.cos(a) * r * 0.8, math.sin(a) * r * 0.8),
                   c + QPointF(math.cos(a) * r * 1.3, math.sin(a) * r * 1.3))
    p.restore()
    disc = QPainterPath()
    disc.addEllipse(c, r * 0.6, r * 0.6)
    p.fillPath(disc, color)


_PLAIN = PlainArt()
ART: CardArt = getattr(_game_art, "ART", None) or _PLAIN


def paint_card(p: QPainter, rect: QRectF, code: str | None, face_down: bool = False, moon: bool = False) -> None:
    """A card in a column: its face; face down and known here, its face dimmed under a moon badge (only
    this seat sees it); unknown here, its back: the moon back of a night card (`moon`), else a neutral
    one (a seventh's back says nothing)."""
    p.fillPath(card_outline(rect.translated(rect.width() * 0.03, rect.width() * 0.045)), QColor(0, 0, 0, 70))
    if code is None:
        if moon and ART is not _PLAIN:
            ART.paint_back(p, rect, night=True)  # the art's moon back
        else:
            _PLAIN.paint_back(p, rect, True if moon else None)
        return
    ART.paint_face(p, rect, code)
    if face_down:
        p.fillPath(card_outline(rect), QColor(10, 14, 40, 95))
        r = max(MIN_TEXT_PX * 0.55, min(rect.width() * 0.1, rect.height() * STRIP * 0.36))
        badge = QPointF(rect.right() - r * 1.25, rect.top() + rect.height() * STRIP * 0.5)  # clear of the number
        p.setPen(QPen(QColor("#ffd54a"), max(1.0, r * 0.15)))
        p.setBrush(QColor(20, 24, 50, 230))
        p.drawEllipse(badge, r, r)
        _moon(p, badge, r * 0.6, QColor("#f4e7b5"))


def paint_cap(p: QPainter, rect: QRectF, k: int) -> None:
    """Company `k`'s cap from above (the art's, with the colour's own mark, when it has one)."""
    own = _art_has("paint_cap_top")
    if own is not None:
        own(p, rect, k)
        return
    c, r = rect.center(), rect.width() / 2
    color = company_color(k)
    rim = crown_path(c, r)
    p.fillPath(rim, color.darker(130))
    p.setPen(QPen(color.darker(170), max(1.0, r * 0.08)))
    p.setBrush(color)
    p.drawEllipse(c, r * 0.8, r * 0.8)
    ink = QColor("#ffffff") if color.lightnessF() < 0.6 else QColor("#3a2a00")
    draw_text(p, QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), "●▲■◆★"[k % 5], r * 0.9, ink)


def paint_logo(p: QPainter, rect: QRectF, k: int) -> None:
    """Company `k`'s logo (the art's when it has one; else a bottle in a roundel of its colour)."""
    own = _art_has("paint_logo")
    if own is not None:
        own(p, rect, k, name=False)  # the column writes the name under it
        return
    color = company_color(k)
    p.setPen(QPen(QColor("#ffffff"), max(1.0, rect.width() * 0.05)))
    p.setBrush(color)
    p.drawEllipse(rect)
    w, h = rect.width(), rect.height()
    bottle = QPainterPath()
    bottle.addRoundedRect(QRectF(rect.left() + w * 0.38, rect.top() + h * 0.38, w * 0.24, h * 0.46), w * 0.06, w * 0.06)
    bottle.addRect(QRectF(rect.left() + w * 0.45, rect.top() + h * 0.18, w * 0.1, h * 0.22))
    p.fillPath(bottle, QColor("#ffffff"))


__all__ = ["ART", "ASPECT", "STRIP", "company_color", "paint_card", "paint_cap", "paint_logo"]
