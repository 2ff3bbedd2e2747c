"""Top 3's art, drawn with QPainter paths and gradients at the size it is shown (our own design).

Every function paints into `rect` on `painter` (logical pixels: the painter's device takes care of
the device pixel ratio, so the art is crisp at any size and DPI); every text is passed in already
translated. Nothing a player must read is drawn smaller than MIN_TEXT_PX: a text that does not fit
is shrunk to MIN_TEXT_PX and elided; a secondary text (a country, a source) is left out where its
row has no room. Cards are ASPECT (0.7) wide for their height.

The table's cards (this module):
- `paint_card_name(p, rect, theme, card_id, name, detail="", number=None, highlight=False)`: a card's
  name side. "metropolen": a city card: its own skyline (made from `card_id`), the `name` and the
  country (`detail`). "films": a film card: a strip of film with its own frame picture, the title
  (`name`) and, if given, the original title (`detail`). `number`: the badge 1/2/3 in the corner.
- `paint_card_value(p, rect, theme, card_id, name, category, category_name, value, source="",
  year="", number=None, highlight=False)`: the side turned up at the reveal: the name in the card's
  colour, the category (icon and name), the value with its unit (`value`: "8,4 °C"), the source and
  its year in small print (the source only where it fits).
- `paint_card_back(p, rect, theme)`: a card of the deck face down.
- `paint_category(p, rect, theme, category, name)`, `paint_category_back(p, rect, theme)`.
- `paint_number(p, rect, n)`: the number cards 1, 2 and 3.
- `paint_won_pile(p, rect, count, theme)`: a seat's won cards: a stack of backs and the count.
A seat's cards and tokens (art_seat.py, re-exported): `paint_order`, `paint_bet`, `paint_seat_back`,
`paint_chosen_marker`, `paint_waiting_marker`, `paint_verdict`, `SEAT_COLORS`, `seat_color`.
Icons (art_icons.py): `paint_category_icon`, `paint_bet_icon`, `paint_seat_symbol`.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from app.games.top3.ui.art_base import (ASPECT, GOLD, INK, JOIN, LEADING, PAPER, STATES, badge_side, draw_fitted,
                                        fit_text, min_height, mix, own_pieces, paint_badge, square)
from app.games.top3.ui.art_icons import (ADVANCES, CATEGORY_ICONS, SEAT_SYMBOLS, paint_bet_icon, paint_category_icon,
                                         paint_seat_symbol)
from app.games.top3.ui.art_pictures import card_hue, paint_film_frame, paint_skyline
from app.games.top3.ui.art_seat import (ORDERS, SEAT_COLORS, order_text, paint_bet, paint_chosen_marker,
                                        paint_empty_place, paint_order, paint_seat_back, paint_verdict,
                                        paint_waiting_marker, seat_color)
from app.ui.items.card_art import min_text_px, card_outline, draw_text, paint_card_base, paint_glow, text_width
from app.ui.qt_art import text_color_on
from app.ui.qt_table_pixmaps import cached

__all__ = ["ADVANCES", "ASPECT", "CATEGORY_COLORS", "CATEGORY_ICONS", "ORDERS", "SEAT_COLORS", "SEAT_SYMBOLS",
           "STATES", "THEMES", "THEME_CATEGORIES", "card_hue", "order_text", "paint_bet", "paint_bet_icon",
           "paint_card_back", "paint_card_name", "paint_card_value", "paint_category", "paint_category_back",
           "paint_category_icon", "paint_chosen_marker", "paint_number", "paint_order", "paint_seat_back",
           "paint_seat_symbol", "paint_verdict", "paint_empty_place", "paint_waiting_marker", "paint_won_pile",
           "seat_color", "won_pile_parts"]

THEMES = ("metropolen", "films")
#: the categories of each theme (cards.categories(theme)), in the order of the category cards
THEME_CATEGORIES: dict[str, tuple[str, ...]] = {"metropolen": CATEGORY_ICONS[:5], "films": CATEGORY_ICONS[5:]}
#: a colour per category card
CATEGORY_COLORS: dict[str, str] = {
    "tallest_building": "#44607e", "mean_temperature": "#c8553d", "days_off": "#1f8f8a",
    "travel_allowance": "#9a6b2f", "population": "#6e4f9e",
    "year": "#2f4f9a", "running_time": "#2c7f6e", "oscars": "#a8841c", "worldwide_gross": "#b23a48",
    "budget": "#3f7f3a",
}
FILM, FILM_EDGE = QColor("#1d1b22"), QColor("#08070a")
MUTED = QColor("#5d5866")
HIGHLIGHT = QColor("#ffd54a")


def _theme(theme: str) -> str:
    if theme not in THEMES:
        raise ValueError(f"theme must be one of {THEMES}, not {theme!r}")
    return theme


def _badge(p: QPainter, rect: QRectF, number: int | None) -> float:
    """The number badge in the card's top-left corner; the room it takes (0 without a number)."""
    if number is None:
        return 0.0
    d = badge_side(rect.width())
    m = rect.width() * 0.035
    paint_badge(p, QRectF(rect.left() + m, rect.top() + m, d, d), number)
    return d + m


def _highlight(p: QPainter, rect: QRectF, on: bool) -> None:
    if on:
        outline = card_outline(rect.adjusted(1, 1, -1, -1))
        paint_glow(p, outline, HIGHLIGHT, max(4.0, rect.width() * 0.08))
        p.strokePath(outline, QPen(HIGHLIGHT.darker(150), max(1.5, rect.width() * 0.03)))


# ---- name sides ---------------------------------------------------------------------------------
@cached
def paint_card_name(p: QPainter, rect: QRectF, theme: str, card_id: str, name: str, detail: str = "",
                    number: int | None = None, highlight: bool = False) -> None:
    """A city or film card's name side (see the module's docstring)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if _theme(theme) == "films":
        _film_name(p, rect, card_id, name, detail)
    else:
        _city_name(p, rect, card_id, name, detail)
    _badge(p, rect, number)
    _highlight(p, rect, highlight)
    p.restore()


def _names(p: QPainter, box: QRectF, name: str, detail: str, name_px: float, max_lines: int) -> None:
    """The name in `box` (its lines centred) and the detail in a row under it when both fit whole
    (the detail is left out rather than cut)."""
    row = max(min_text_px(), box.height() * 0.12) * LEADING
    if detail:
        upper = QRectF(box.left(), box.top(), box.width(), box.height() - row)
        fitted, _px, _bold = fit_text(name, upper.width(), upper.height(), name_px, max_lines, overflow="drop")
        lines, _px, _bold = fit_text(detail, box.width(), row, row / LEADING, 1, bold=False, overflow="drop",
                                     least=min_text_px())
        if fitted and lines:
            draw_fitted(p, upper, name, name_px, INK, max_lines, role="title")
            draw_fitted(p, QRectF(box.left(), upper.bottom(), box.width(), row), detail, row / LEADING, MUTED, 1,
                        role="text", bold=False)
            return
    draw_fitted(p, box, name, name_px, INK, max_lines, role="title")


def _city_name(p: QPainter, rect: QRectF, card_id: str, name: str, country: str) -> None:
    w, h = rect.width(), rect.height()
    paint_card_base(p, rect, PAPER, QColor("#5a5046"))
    picture = _city_picture(rect)
    frame = QPainterPath()
    frame.addRoundedRect(picture, w * 0.05, w * 0.05)
    p.save()
    p.setClipPath(frame)
    paint_skyline(p, picture, card_id)
    p.restore()
    p.strokePath(frame, QPen(mix(card_hue(card_id), INK, 0.5), max(0.8, w * 0.015)))
    _names(p, _city_box(rect, picture), name, country, h * 0.1, 2)


def _city_picture(rect: QRectF) -> QRectF:
    w, h = rect.width(), rect.height()
    return QRectF(rect.left() + w * 0.07, rect.top() + w * 0.07, w * 0.86, h * (0.36 if w < 90 else 0.46))


def _city_box(rect: QRectF, picture: QRectF) -> QRectF:
    """Where a city card's name (and country) is written: under the picture."""
    w, h = rect.width(), rect.height()
    side = w * (0.045 if w < 90 else 0.07)
    return QRectF(rect.left() + side, picture.bottom() + h * 0.02, w - 2 * side,
                  rect.bottom() - h * 0.04 - picture.bottom() - h * 0.02)


def _sprockets(p: QPainter, rect: QRectF, top: float, bottom: float) -> None:
    """The perforation down both edges of a strip of film, between `top` and `bottom`."""
    w, h = rect.width(), rect.height()
    hole_w, hole_h = w * 0.065, max(1.5, h * 0.032)
    pitch = max(hole_h * 1.9, h * 0.07)
    count = max(1, int((bottom - top) / pitch))
    first = top + ((bottom - top) - (count - 1) * pitch - hole_h) / 2
    holes = QPainterPath()
    for k in range(count):
        for x in (rect.left() + w * 0.035, rect.right() - w * 0.035 - hole_w):
            holes.addRoundedRect(QRectF(x, first + k * pitch, hole_w, hole_h), hole_h * 0.3, hole_h * 0.3)
    p.fillPath(holes, QColor("#d9d3c4"))


def _film_name(p: QPainter, rect: QRectF, card_id: str, title: str, original: str) -> None:
    """A strip of film: the frame between two rows of perforation, the title on a label under it."""
    w, h = rect.width(), rect.height()
    paint_card_base(p, rect, FILM, FILM_EDGE)
    picture = _film_picture(rect)
    _sprockets(p, rect, rect.top() + h * 0.04, picture.bottom())
    p.save()
    frame = QPainterPath()
    frame.addRoundedRect(picture, w * 0.025, w * 0.025)
    p.setClipPath(frame)
    paint_film_frame(p, picture, card_id)
    p.restore()
    label = _film_label(rect, picture)
    path = QPainterPath()
    path.addRoundedRect(label, w * 0.04, w * 0.04)
    p.fillPath(path, QColor("#f6efdc"))
    _names(p, _film_box(label), title, original, h * 0.085, 4)


def _film_picture(rect: QRectF) -> QRectF:
    w, h = rect.width(), rect.height()
    return QRectF(rect.left() + w * 0.14, rect.top() + h * 0.05, w * 0.72, h * (0.32 if w < 90 else 0.42))


def _film_label(rect: QRectF, picture: QRectF) -> QRectF:
    """A film card's label under its picture, nearly as wide as the card (a title's long word,
    "Schneewittchen", needs the width)."""
    w, h = rect.width(), rect.height()
    m = w * 0.035
    return QRectF(rect.left() + m, picture.bottom() + h * 0.025, w - 2 * m,
                  rect.bottom() - w * 0.05 - picture.bottom() - h * 0.025)


def _film_box(label: QRectF) -> QRectF:
    """Where a film's title (and original title) is written: its label, inside a narrow rim."""
    side = max(1.5, label.width() * 0.016)
    return label.adjusted(side, side, -side, -side)


def _name_box(theme: str, rect: QRectF) -> QRectF:
    if _theme(theme) == "films":
        return _film_box(_film_label(rect, _film_picture(rect)))
    return _city_box(rect, _city_picture(rect))


def name_least_width(theme: str, names: list[str]) -> float:
    """The narrowest name side of `theme` on which each of `names` is written whole at MIN_TEXT_PX:
    its longest word (a word with hyphens of its own: its longest piece, "Extra-") in the regular
    weight fits the box its name is written in (on a narrower one that word is drawn smaller)."""
    words = [piece.rstrip(JOIN) for name in names for word in name.split() for piece in own_pieces(word)] or [""]
    longest = max(text_width(word, min_text_px(), False) for word in words)
    width = longest
    while _name_box(theme, QRectF(0, 0, width, width / ASPECT)).width() < longest + 0.5:
        width += 1.0
    return width


# ---- the value side -----------------------------------------------------------------------------
@cached
def paint_card_value(p: QPainter, rect: QRectF, theme: str, card_id: str, name: str, category: str,
                     category_name: str, value: str, source: str = "", year: str = "", number: int | None = None,
                     highlight: bool = False) -> None:
    """The card turned up at the reveal (see the module's docstring). The number badge sits in the
    bottom left corner here, so that the name has the band's whole width."""
    _theme(theme)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w, h = rect.width(), rect.height()
    paint_card_base(p, rect, PAPER, QColor("#5a5046"))
    tone = card_hue(card_id) if theme == "metropolen" else mix(card_hue(card_id), FILM, 0.55)
    pad = max(2.0, w * (0.03 if w < 90 else 0.06))
    band_h, name_px = _name_band(name, w - 2 * pad, h)
    band = QRectF(rect.left(), rect.top(), w, band_h)
    p.save()
    p.setClipPath(card_outline(rect.adjusted(1, 1, -1, -1)))
    p.fillRect(band, tone)
    p.restore()
    draw_fitted(p, band.adjusted(pad, 0, -pad, 0), name, name_px, text_color_on(tone), max_lines=NAME_LINES,
                role="title")
    inner = QRectF(rect.left() + pad, band.bottom() + h * 0.025, w - 2 * pad, rect.bottom() - band.bottom() - h * 0.05)
    badge = badge_side(w) if number is not None else 0.0
    beside = badge * (1.1 if w < 200 else 2.2)  # the small print's room beside the badge (centred on large cards)
    small = _small_print(inner, source, year, beside)
    bottom = inner.bottom() - max(badge, small[1] if small else 0.0) - h * 0.01
    color = QColor(CATEGORY_COLORS.get(category, "#555555"))
    value_box = QRectF(rect.left() + pad * 0.6, inner.top(), w - pad * 1.2, bottom - inner.top())
    value_need = min_height(value, value_box.width()) * 1.25
    room = bottom - inner.top() - value_need  # for the category: its icon and its name, if they fit
    top = inner.top()
    cat_need = min_height(category_name, inner.width())
    icon = min(inner.width() * 0.3, (room - cat_need) * 0.8, h * 0.16)
    if icon >= 16:
        paint_category_icon(p, QRectF(inner.center().x() - icon / 2, top, icon, icon), category, color.darker(130))
        top += icon + h * 0.01
    if cat_need and cat_need <= bottom - top - value_need:
        cat_box = QRectF(inner.left(), top, inner.width(), max(cat_need, (bottom - top - value_need) * 0.4))
        draw_fitted(p, cat_box, category_name, max(min_text_px(), h * 0.055), color.darker(140), max_lines=2,
                    role="text")
        top = cat_box.bottom() + h * 0.01
        p.setPen(QPen(mix(color, PAPER, 0.4), max(0.8, h * 0.006)))
        p.drawLine(QPointF(inner.left() + inner.width() * 0.2, top), QPointF(inner.right() - inner.width() * 0.2, top))
    value_box.setTop(top + h * 0.015)
    draw_fitted(p, value_box, value, max(min_text_px(), h * 0.13), INK, max_lines=2, role="value", overflow="squeeze",
                least=min_text_px())  # a value's digits narrowed, never smaller
    if number is not None:
        paint_badge(p, QRectF(inner.left(), inner.bottom() - badge, badge, badge), number)
    if small:
        lines, height = small
        row = height / len(lines)
        px = _small_px(inner)
        box = QRectF(inner.left() + badge * 1.1, inner.bottom() - height, inner.width() - beside, row)
        for k, line in enumerate(lines):
            draw_text(p, box.translated(0, k * row), line, px, MUTED, bold=False, role="small")
    _highlight(p, rect, highlight)
    p.restore()


#: the value side's name band: at most this many lines, at most this share of the card's height
NAME_LINES, NAME_SHARE = 5, 0.5


def _name_band(name: str, width: float, h: float) -> tuple[float, float]:
    """The value side's band (its height, its text's largest size) for `name` in a band `width` wide:
    one line's height on a large card; on a small card as many lines as the name needs whole (a film
    title is not cut: "Der König de…"), up to NAME_SHARE of the card."""
    least = max(min_text_px() * 1.6, h * 0.14)
    px = least * 0.5
    lines, fitted, _bold = fit_text(name, width, h * NAME_SHARE - px * 0.6, px, NAME_LINES, overflow="drop")
    if not lines:
        return least, px
    return max(least, fitted * (1 + (len(lines) - 1) * LEADING) + px * 0.6), px


def _small_px(box: QRectF) -> float:
    return max(min_text_px(), box.width() * 0.05)


def _small_print(box: QRectF, source: str, year: str, beside: float) -> tuple[list[str], float] | None:
    """The source and the year as lines for the bottom of `box` less `beside` (and
    their height): both where they fit whole, else the year alone; None when there is neither."""
    px = _small_px(box)
    row = px * LEADING
    width = box.width() - beside
    if source and box.height() >= row * 8:
        lines, _px, _bold = fit_text(source, width, row * 2, px, max_lines=2, bold=False, overflow="drop",
                                     least=min_text_px())
        if lines:
            return lines + ([year] if year else []), row * (len(lines) + (1 if year else 0))
    if year and fit_text(year, width, row, px, 1, bold=False, overflow="drop", least=min_text_px())[0]:
        return [year], row
    return None


# ---- backs ---------------------------------------------------------------------------------------
def _compass(p: QPainter, box: QRectF, color: QColor, edge: QColor) -> None:
    """A compass rose: four long points and four short ones."""
    c, r = box.center(), box.width() / 2
    for k in (1, 3, 5, 7, 0, 2, 4, 6):  # the short points under the long ones
        long = k % 2 == 0
        reach, half = (r, r * 0.2) if long else (r * 0.62, r * 0.14)
        tip = _polar(c, reach, k * 45)
        left, right = _polar(c, half, k * 45 - 90), _polar(c, half, k * 45 + 90)
        path = QPainterPath()
        path.moveTo(tip)
        path.lineTo(left)
        path.lineTo(c)
        path.closeSubpath()
        p.fillPath(path, color)
        other = QPainterPath()
        other.moveTo(tip)
        other.lineTo(right)
        other.lineTo(c)
        other.closeSubpath()
        p.fillPath(other, color.darker(135))
        p.strokePath(path.united(other), QPen(edge, max(0.6, r * 0.025)))


def _polar(c: QPointF, r: float, degrees: float) -> QPointF:
    a = math.radians(degrees - 90)
    return QPointF(c.x() + r * math.cos(a), c.y() + r * math.sin(a))


def _wordmark(p: QPainter, rect: QRectF, ink: QColor, ground: QColor) -> None:
    """The game's name (a published name: never translated) on a ribbon, where the card is large."""
    w, h = rect.width(), rect.height()
    if h * 0.062 < min_text_px():  # only where it reads
        return
    band = QRectF(rect.left() + w * 0.2, rect.bottom() - h * 0.2, w * 0.6, h * 0.1)
    path = QPainterPath()
    path.addRoundedRect(band, band.height() * 0.3, band.height() * 0.3)
    p.fillPath(path, ground)
    draw_text(p, band, "Top 3", band.height() * 0.62, ink, role="decor")


@cached
def paint_card_back(p: QPainter, rect: QRectF, theme: str) -> None:
    """A card of the deck face down: the cities' back a golden compass rose on deep blue, the films'
    a reel of film on dark plum; the game's name where there is room."""
    cities = _theme(theme) == "metropolen"
    w, h = rect.width(), rect.height()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    deep, rim = (QColor("#1b3a66"), QColor("#e2b84f")) if cities else (QColor("#4a1f45"), QColor("#d8c7a0"))
    g = QRadialGradient(rect.center(), max(w, h) * 0.7)
    g.setColorAt(0, deep.lighter(150))
    g.setColorAt(1, deep.darker(130))
    paint_card_base(p, rect, QBrush(g), deep.darker(200), rim)
    d = min(w * 0.7, h * 0.5)
    box = QRectF(0, 0, d, d)
    box.moveCenter(QPointF(rect.center().x(), rect.top() + h * (0.44 if h >= 120 else 0.5)))
    if cities:
        p.setPen(QPen(rim, max(0.8, d * 0.03)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(box.adjusted(d * 0.08, d * 0.08, -d * 0.08, -d * 0.08))
        _compass(p, box, rim, deep.darker(180))
    else:
        _reel(p, box, rim, deep.darker(170))
    _wordmark(p, rect, deep.darker(150), rim)
    p.restore()


def _reel(p: QPainter, box: QRectF, color: QColor, edge: QColor) -> None:
    d = box.width()
    body = QPainterPath()
    body.addEllipse(box.adjusted(d * 0.04, d * 0.04, -d * 0.04, -d * 0.04))
    for k in range(6):
        hole = QPainterPath()
        hole.addEllipse(_polar(box.center(), d * 0.27, k * 60), d * 0.11, d * 0.11)
        body = body.subtracted(hole)
    hub = QPainterPath()
    hub.addEllipse(box.center(), d * 0.06, d * 0.06)
    body = body.subtracted(hub)
    p.fillPath(body, color)
    p.strokePath(body, QPen(edge, max(0.8, d * 0.025)))


# ---- category cards -----------------------------------------------------------------------------
@cached
def paint_category(p: QPainter, rect: QRectF, theme: str, category: str, name: str) -> None:
    """A category card: its icon on a paper disc and its `name` (translated) under it, on the
    category's colour."""
    _theme(theme)
    w, h = rect.width(), rect.height()
    color = QColor(CATEGORY_COLORS.get(category, "#555555"))
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    g = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    g.setColorAt(0, color.lighter(118))
    g.setColorAt(1, color.darker(115))
    large = w >= 90
    paint_card_base(p, rect, QBrush(g), color.darker(190), mix(color, PAPER, 0.55) if large else None)
    words_w = w * (0.8 if large else 0.92)  # as wide as the frame allows ("Erscheinungsjahr")
    need = min_height(name, words_w, 4)
    d = max(min(w * 0.4, h * 0.3), min(w * (0.6 if large else 0.72), h * 0.44, h * (0.78 if large else 0.895) - need))
    disc = QRectF(0, 0, d, d)
    disc.moveCenter(QPointF(rect.center().x(), rect.top() + h * (0.11 if large else 0.06) + d / 2))
    p.setBrush(PAPER)
    p.setPen(QPen(color.darker(160), max(1.0, d * 0.04)))
    p.drawEllipse(disc)
    paint_category_icon(p, square(disc, 0.68), category, color.darker(170))
    words = QRectF(rect.left() + (w - words_w) / 2, disc.bottom() + h * 0.01, words_w, rect.bottom()
                   - h * (0.1 if large else 0.035) - disc.bottom() - h * 0.01)
    draw_fitted(p, words, name, max(min_text_px(), h * 0.085), text_color_on(color), max_lines=4, role="title")
    p.restore()


@cached
def paint_category_back(p: QPainter, rect: QRectF, theme: str) -> None:
    """The category deck face down: the theme's five icons round a question mark."""
    w, h = rect.width(), rect.height()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    base = QColor("#2d3340")
    g = QRadialGradient(rect.center(), max(w, h) * 0.7)
    g.setColorAt(0, base.lighter(160))
    g.setColorAt(1, base.darker(120))
    paint_card_base(p, rect, QBrush(g), base.darker(200), GOLD)
    c = QPointF(rect.center().x(), rect.top() + h * 0.46)
    d = min(w * 0.36, h * 0.26)
    disc = QRectF(0, 0, d, d)
    disc.moveCenter(c)
    p.setBrush(GOLD)
    p.setPen(QPen(GOLD.darker(170), max(0.8, d * 0.05)))
    p.drawEllipse(disc)
    draw_text(p, disc, "?", max(min_text_px(), d * 0.7), base.darker(130), role="decor")
    if w >= 50:
        s = min(w * 0.2, h * 0.15)
        for k, category in enumerate(THEME_CATEGORIES[_theme(theme)]):
            at = _polar(c, min(w * 0.34, h * 0.28), k * 72)
            spot = QRectF(at.x() - s / 2, at.y() - s / 2, s, s)
            p.setBrush(QColor(CATEGORY_COLORS[category]))
            p.setPen(QPen(PAPER, max(0.8, s * 0.05)))
            p.drawEllipse(spot)
            paint_category_icon(p, square(spot, 0.66), category, PAPER)
    _wordmark(p, rect, base.darker(150), GOLD)
    p.restore()


# ---- number cards and the won pile ------------------------------------------------------------------
def paint_number(p: QPainter, rect: QRectF, n: int) -> None:
    """Number card `n` (1, 2 or 3): the numeral large on a gold-framed card, `n` pips under it."""
    if n not in (1, 2, 3):
        raise ValueError(f"a number card is 1, 2 or 3, not {n!r}")
    w, h = rect.width(), rect.height()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_card_base(p, rect, QColor("#fff8e4"), QColor("#6a5a2a"), GOLD.darker(110))
    face = QRectF(rect.left(), rect.top() + h * 0.12, w, h * 0.58)
    draw_text(p, face, str(n), max(min_text_px(), min(h * 0.5, w * 0.7)), INK, role="value")
    r = max(1.5, w * 0.05)
    y = rect.top() + h * 0.8
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(GOLD.darker(130))
    for k in range(n):
        p.drawEllipse(QPointF(rect.center().x() + (k - (n - 1) / 2) * r * 3, y), r, r)
    p.restore()


#: of the card's height, how far each card of a won pile lies above the one under it
WON_STEP = 0.035


def won_pile_parts(rect: QRectF, count: int) -> tuple[QRectF, QRectF, QRectF]:
    """Where `paint_won_pile` draws in `rect`: the bottom card, the top card and the count's badge.
    The badge lies on a corner of the card, never over more of it than about a third: beside its
    bottom right corner (most of the badge out to the right) or under it (most of it below; the top
    card at the top of `rect`), whichever leaves the larger card in `rect` (a bottom row 17 px high held a card 12 px wide under a
    badge of 19 px: only the badge was seen)."""
    rise = WON_STEP * max(0, min(count, 6) - 1)
    least = min_text_px() * 1.7

    def badge(card_w: float) -> float:
        return max(least, card_w * 0.42)

    def fits(card_h: float, beside: bool) -> bool:
        card_w = card_h * ASPECT
        d = badge(card_w)
        if beside:  # into the card at most 0.35 of its width, the full badge's height
            return card_w + d - min(0.7 * d, 0.35 * card_w) <= rect.width() and card_h * (1 + rise) <= rect.height() \
                and d <= card_h
        return card_w <= rect.width() and card_h * (1 + rise) + d - min(0.4 * d, 0.25 * card_h) <= rect.height()

    def largest(beside: bool) -> float:
        lo, hi = 0.0, max(1.0, rect.height())
        for _step in range(24):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if fits(mid, beside) else (lo, mid)
        return lo

    beside = largest(True) >= largest(False)
    card_h = max(1.0, largest(beside))
    card_w = card_h * ASPECT
    d = badge(card_w)
    if beside:
        into = min(0.7 * d, 0.35 * card_w)
        left = rect.left() + (rect.width() - card_w - d + into) / 2
        bottom = rect.bottom()
        spot = QRectF(left + card_w - into, bottom - d, d, d)
    else:
        into = min(0.4 * d, 0.25 * card_h)
        left = rect.left() + (rect.width() - card_w) / 2
        bottom = rect.top() + card_h * (1 + rise)  # the top card at the top, as the laid cards
        spot = QRectF(min(rect.right(), left + card_w + d * 0.3) - d, bottom - into, d, d)
    base = QRectF(left, bottom - card_h, card_w, card_h)
    return base, base.translated(0, -card_h * rise), spot


def paint_won_pile(p: QPainter, rect: QRectF, count: int, theme: str) -> None:
    """A seat's won cards: up to six backs stacked a little apart (an empty place for none) and the
    count on a badge on the bottom right corner (won_pile_parts)."""
    _theme(theme)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    shown = min(count, 6)
    place, _top, badge = won_pile_parts(rect, count)
    card_h, card_w = place.height(), place.width()
    if shown == 0:
        outline = QPen(QColor(255, 255, 255, 150), max(1.0, card_w * 0.03))
        outline.setStyle(Qt.PenStyle.DashLine)
        p.setPen(outline)
        p.setBrush(QColor(0, 0, 0, 40))
        p.drawPath(card_outline(place.adjusted(1, 1, -1, -1)))
    for k in range(shown):
        paint_card_back(p, place.translated(0, -k * card_h * WON_STEP), theme)
    d = badge.width()
    p.setBrush(PAPER)
    p.setPen(QPen(INK, max(1.0, d * 0.07)))
    p.drawEllipse(badge)
    draw_text(p, badge.adjusted(d * 0.12, 0, -d * 0.12, 0), str(count), max(min_text_px(), d * 0.55), INK, role="value")
    p.restore()
