"""What the two-player table draws its cards, caps and logos with: the game's art (ui/art.py, caps.py)
and, of our own here, what the table needs beyond it: a card lying face down that only this seat
sees (its face dimmed under a moon mark) and the neutral back of a seventh card (its back says
nothing, not even day or night)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from app.games.top_pop.ui.art import ART, company_color, paint_cap_top, paint_logo
from app.ui.items.card_art import min_text_px, card_outline, draw_text, paint_card_base

#: the cards' width / height, and the share of a card's height that shows when the next lies over it
ASPECT = ART.aspect
STRIP = 0.24
MOON = QColor("#f4e7b5")


def _moon(p: QPainter, c: QPointF, r: float, color: QColor) -> None:
    disc, bite = QPainterPath(), QPainterPath()
    disc.addEllipse(c, r, r)
    bite.addEllipse(c + QPointF(r * 0.45, -r * 0.3), r * 0.85, r * 0.85)
    p.fillPath(disc.subtracted(bite), color)


def paint_neutral_back(p: QPainter, rect: QRectF) -> None:
    """A face-down card whose back tells nothing (a seventh)."""
    paint_card_base(p, rect, QColor("#5a6170"), QColor("#111111"), QColor(255, 255, 255, 90))
    draw_text(p, rect, "7", rect.width() * 0.4, QColor(255, 255, 255, 110))


def paint_card(p: QPainter, rect: QRectF, code: str | None, face_down: bool = False, moon: bool = False) -> None:
    """A card in a column: its face; face down and known here, its face dimmed under a moon mark (only
    this seat sees it); unknown here, its back: the moon back of a night card (`moon`), else the
    neutral back."""
    p.fillPath(card_outline(rect.translated(rect.width() * 0.03, rect.width() * 0.045)), QColor(0, 0, 0, 70))
    if code is None:
        if moon:
            ART.paint_back(p, rect, night=True)
        else:
            paint_neutral_back(p, rect)
        return
    ART.paint_face(p, rect, code)
    if face_down:
        p.fillPath(card_outline(rect), QColor(10, 14, 40, 95))
        r = max(min_text_px() * 0.55, min(rect.width() * 0.1, rect.height() * STRIP * 0.36))
        badge = QPointF(rect.right() - r * 1.4, rect.bottom() - r * 1.4)  # on the picture: clear of the city code
        p.setPen(QPen(QColor("#ffd54a"), max(1.0, r * 0.15)))
        p.setBrush(QColor(20, 24, 50, 230))
        p.drawEllipse(badge, r, r)
        _moon(p, badge, r * 0.6, MOON)


def paint_cross(p: QPainter, rect: QRectF, color: QColor) -> None:
    """A cross over the middle of `rect` (out of the game), clear of a card's top band."""
    c, r = rect.center(), rect.width() * 0.26
    p.setPen(QPen(color, max(2.0, rect.width() * 0.07), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(c + QPointF(-r, -r), c + QPointF(r, r))
    p.drawLine(c + QPointF(-r, r), c + QPointF(r, -r))


def paint_out_card(p: QPainter, rect: QRectF, code: str | None) -> None:
    """A card out of the game: its face for the seat that may see it, else a plain back (no "7": it
    is no seventh card), greyed and crossed out."""
    if code is None:
        paint_card_base(p, rect, QColor("#3d4048"), QColor("#111111"), QColor(255, 255, 255, 50))
    else:
        ART.paint_face(p, rect, code)
    p.fillPath(card_outline(rect), QColor(30, 30, 30, 120))
    paint_cross(p, rect, QColor(235, 90, 80, 235))


def paint_cap(p: QPainter, rect: QRectF, k: int) -> None:
    """Company `k`'s cap from above, with its colour's own symbol."""
    paint_cap_top(p, rect, k)


def paint_badge(p: QPainter, rect: QRectF, k: int) -> None:
    """Company `k`'s badge (the column writes its name under it)."""
    paint_logo(p, rect, k, name=False)


__all__ = ["ART", "ASPECT", "STRIP", "company_color", "paint_badge", "paint_cap", "paint_card", "paint_cross",
           "paint_out_card"]
