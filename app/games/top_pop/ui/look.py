"""What the table paints, in one place: the city cards (faces, day backs, night moon backs), the caps
(seen from above and from the side, a symbol per colour), the companies' logos and colours. It asks
the game's art (ui/art.py) and falls back to plain drawings of its own while a piece of art is
missing, so that the table can be built and tested before the art is there.

`ART` is the CardArt the table's card items paint through (`paint_face`, `paint_back`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from app.games.top_pop import cards
from app.ui.items.caps import crown_path
from app.ui.items.card_art import CardArt, draw_text, paint_card_base

try:  # the art helper's module (it may not be there yet, or not have every piece)
    from app.games.top_pop.ui import art as _art
except ImportError:  # pragma: no cover - only before the art is merged
    _art = None

#: the companies' cap colours (placeholders: the art's own win when it has them)
COMPANY_COLORS = ("#d6342c", "#2f6fd8", "#f2c21b", "#3aa655", "#8a3fb8")
CITY_COLORS = {"STL": "#b5452f", "NYC": "#3b4f8c", "SF": "#d9822b", "LV": "#c2338f", "CHI": "#2c7f8a",
               "SEA": "#4f8a3b", "NO": "#6b3f9a"}
#: each colour's symbol when the art has none of its own (so colour-blind players tell them apart)
SYMBOLS = ("\u2665", "\u25c6", "\u2605", "\u2663", "\u265b")  # heart, diamond, star, club, crown
ASPECT = 0.7


def cap_side_aspect() -> float:
    """A cap seen from the side: its width over its height."""
    return float(_from_art("CAP_SIDE_ASPECT") or 2.4)


def tower_step() -> float:
    """How far each cap of a tower stands above the one under it, of a cap's side height."""
    try:
        from app.games.top_pop.ui import caps
    except ImportError:  # pragma: no cover - only before the art is merged
        return 1.0
    return float(getattr(caps, "TOWER_STEP", 1.0))


def _from_art(name: str):
    return getattr(_art, name, None) if _art is not None else None


def cap_color(company: int) -> QColor:
    """The colour of company `company`'s caps."""
    colors = _from_art("COMPANY_COLORS") or _from_art("CAP_COLORS")
    if colors is not None:
        try:
            return QColor(colors[company])
        except (IndexError, KeyError, TypeError):
            pass
    return QColor(COMPANY_COLORS[company % len(COMPANY_COLORS)])


def city_color(code: str) -> QColor:
    colors = _from_art("CITY_COLORS")
    city = cards.city(code)
    if colors is not None and city in colors:
        return QColor(colors[city])
    return QColor(CITY_COLORS.get(city, "#777777"))


def _ink(color: QColor) -> QColor:
    return QColor("#ffffff") if color.lightnessF() < 0.6 else QColor("#202020")


def paint_cap_top(p: QPainter, rect: QRectF, company: int) -> None:
    """A cap seen from above: a crimped disc in its colour with its symbol."""
    fn = _from_art("paint_cap_top")
    if fn is not None:
        fn(p, rect, company)
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    c, r = rect.center(), min(rect.width(), rect.height()) / 2
    color = cap_color(company)
    crown = crown_path(c, r)
    p.fillPath(crown, color)
    p.strokePath(crown, QPen(color.darker(170), max(1.0, r * 0.08)))
    draw_text(p, QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), SYMBOLS[company % len(SYMBOLS)], r * 1.1,
              _ink(color), outline=None, role="decor")
    p.restore()


def paint_cap_side(p: QPainter, rect: QRectF, company: int) -> None:
    """A cap seen from the side (a stack's layer): a short ridged band in its colour."""
    fn = _from_art("paint_cap_side")
    if fn is not None:
        fn(p, rect, company)
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    color = cap_color(company)
    path = QPainterPath()
    path.addRoundedRect(rect, rect.height() * 0.3, rect.height() * 0.3)
    p.fillPath(path, color)
    p.setPen(QPen(color.darker(160), max(0.8, rect.height() * 0.12)))
    teeth = max(3, int(rect.width() / max(2.0, rect.height() * 0.6)))
    for i in range(1, teeth):
        x = rect.left() + rect.width() * i / teeth
        p.drawLine(QPointF(x, rect.top() + rect.height() * 0.25), QPointF(x, rect.bottom() - rect.height() * 0.1))
    p.setPen(QPen(color.darker(180), max(0.8, rect.height() * 0.1)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    if rect.height() >= 9:
        draw_text(p, rect, SYMBOLS[company % len(SYMBOLS)], rect.height() * 0.8, _ink(color), outline=None,
                  role="decor")
    p.restore()


def paint_logo(p: QPainter, rect: QRectF, company: int, name: bool = False) -> None:
    """Company `company`'s logo (with its name when `name` and the art finds the room)."""
    fn = _from_art("paint_logo")
    if fn is not None:
        fn(p, rect, company, name)
        return
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    color = cap_color(company)
    d = min(rect.width(), rect.height())
    disc = QRectF(rect.center().x() - d / 2, rect.center().y() - d / 2, d, d)
    p.setPen(QPen(QColor("#ffffff"), max(1.0, d * 0.06)))
    p.setBrush(color)
    p.drawEllipse(disc)
    initials = "".join(w[0] for w in cards.company_name(company).split())[:2]
    draw_text(p, disc, initials, d * 0.42, _ink(color), outline=None, role="decor")
    p.restore()


class TopPopArt(CardArt):
    """City cards: a face per city (its name, its number, a moon on the night card), a sun back for
    a day card and a moon back for a night card (a card with no code: the moon back)."""

    aspect = ASPECT

    def paint_face(self, painter: QPainter, rect: QRectF, code: str) -> None:
        art = _from_art("ART")
        if art is not None and hasattr(art, "paint_face"):
            art.paint_face(painter, rect, code)
            return
        color = city_color(code)
        paint_card_base(painter, rect, QColor("#fbf7ec"), color.darker(140))
        w, h = rect.width(), rect.height()
        band = QRectF(rect.left() + w * 0.06, rect.top() + h * 0.05, w * 0.88, h * 0.3)
        path = QPainterPath()
        path.addRoundedRect(band, w * 0.06, w * 0.06)
        painter.fillPath(path, color)
        city = cards.city(code)
        draw_text(painter, band, str(cards.CITY_COUNTS[city]), band.height() * 0.75, QColor("#ffffff"),
                  role="value")
        name = QRectF(rect.left() + w * 0.04, rect.top() + h * 0.37, w * 0.92, h * 0.22)
        draw_text(painter, name, city, name.height() * 0.7, color.darker(130), outline=None, role="title")
        if cards.is_night(code):
            self._moon(painter, QRectF(rect.center().x() - w * 0.18, rect.top() + h * 0.62, w * 0.36, w * 0.36),
                       color.darker(120))

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        self.paint_night_back(painter, rect)

    def paint_day_back(self, painter: QPainter, rect: QRectF) -> None:
        art = _from_art("ART")
        if art is not None and hasattr(art, "paint_back"):
            art.paint_back(painter, rect)
            return
        paint_card_base(painter, rect, QColor("#f0a830"), QColor("#7a4a00"))
        c, r = rect.center(), rect.width() * 0.2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#fff1a8"))
        painter.drawEllipse(c, r, r)

    def paint_night_back(self, painter: QPainter, rect: QRectF) -> None:
        art = _from_art("ART")
        if art is not None and hasattr(art, "paint_back"):
            art.paint_back(painter, rect, night=True)
            return
        paint_card_base(painter, rect, QColor("#1d2a5c"), QColor("#0b1230"))
        w = rect.width()
        self._moon(painter, QRectF(rect.center().x() - w * 0.25, rect.center().y() - w * 0.25, w * 0.5, w * 0.5),
                   QColor("#f4e7a1"))

    @staticmethod
    def _moon(p: QPainter, box: QRectF, color: QColor) -> None:
        moon = QPainterPath()
        moon.addEllipse(box)
        cut = QPainterPath()
        cut.addEllipse(box.translated(box.width() * 0.32, -box.height() * 0.12))
        p.fillPath(moon.subtracted(cut), color)


class DeckArt(TopPopArt):
    """The deck's cards: day backs (the sun) on top."""

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        self.paint_day_back(painter, rect)


ART = TopPopArt()
DECK_ART = DeckArt()
