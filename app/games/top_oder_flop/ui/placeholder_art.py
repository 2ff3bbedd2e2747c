"""Stand-in art until ui/art.py (TopOderFlopArt, painted by another helper) is on main: the same
methods, plain shapes. items.py imports ART and FILM_COLORS from here; swapping that one import for
ui/art.py's is the whole switch. (Delete this file then.)"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from app.core.i18n import N_, _
from app.ui.items.card_art import MIN_TEXT_PX, CardArt, card_outline, draw_text, paint_card_base

FILM_COLORS: dict[str, str] = {"AA": "#CCBB44", "TT": "#66CCEE", "RR": "#EE6677", "DD": "#AA3377", "CC": "#4477AA"}
TITLES = {"AA": "Arabische Abenteuer", "TT": "Tanjas Traum", "RR": "Rauchende Revolver", "DD": "Draculas Diner",
          "CC": "Coole Cops"}
LAST_TAKE = N_("Last Take")


class PlaceholderArt(CardArt):
    aspect = 0.7
    poster_aspect = 0.68

    def paint_face(self, p: QPainter, rect: QRectF, code: str) -> None:
        self.paint_face_for(p, rect, code, None)

    def paint_face_for(self, p: QPainter, rect: QRectF, code: str, film: str | None) -> None:
        value, _sep, rest = code.partition(":")
        films = [] if code[:1] in "+-" else rest.split("/")
        color = QColor(FILM_COLORS.get(film or (films[0] if films else ""), "#dddddd"))
        paint_card_base(p, rect, QColor("#fbf6ea"), color.darker(150))
        if films:
            band = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.2)
            p.fillPath(card_outline(band), color)
            draw_text(p, band, film or films[0], max(MIN_TEXT_PX, band.height() * 0.6), QColor("#222222"),
                      role="title")
        draw_text(p, rect, value, max(MIN_TEXT_PX, rect.height() * 0.34), QColor("#222222"), role="value")
        if not films:
            draw_text(p, rect.adjusted(0, rect.height() * 0.55, 0, 0), rest, max(MIN_TEXT_PX, rect.height() * 0.14),
                      QColor("#444444"), role="index")

    def paint_back(self, p: QPainter, rect: QRectF) -> None:
        paint_card_base(p, rect, QColor("#7a1420"), QColor("#2a0508"))

    def paint_back_for(self, p: QPainter, rect: QRectF, film: str, known_value: int | None = None) -> None:
        self.paint_back(p, rect)
        band = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.27)
        p.fillPath(card_outline(band), QColor(FILM_COLORS.get(film, "#888888")))
        draw_text(p, band, film, max(MIN_TEXT_PX, band.height() * 0.5), QColor("#222222"), role="title")
        if known_value is not None:
            d = max(rect.width() * 0.36, MIN_TEXT_PX * 1.3)
            badge = QRectF(rect.right() - d - 2, rect.bottom() - d - 2, d, d)
            p.setBrush(QColor("#fbf6ea"))
            p.drawEllipse(badge)
            draw_text(p, badge, str(known_value), max(MIN_TEXT_PX, d * 0.55), QColor("#222222"), role="value")

    def paint_poster(self, p: QPainter, rect: QRectF, film: str, last_take: bool = False,
                     caption: str | None = None) -> None:
        color = QColor(FILM_COLORS.get(film, "#888888"))
        p.fillRect(rect, color.darker(300) if last_take else color.darker(160))
        words = (caption or _(LAST_TAKE)) if last_take else TITLES.get(film, film)
        draw_text(p, rect.adjusted(4, 0, -4, 0), words, max(MIN_TEXT_PX, rect.width() * 0.12), QColor("#ffffff"))


ART = PlaceholderArt()
