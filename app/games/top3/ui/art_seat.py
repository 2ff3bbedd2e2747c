"""A seat's own cards and tokens in Top 3 (our own design, QPainter paths at the size shown).

- `SEAT_COLORS` (red, blue, green, yellow: seat order) stay apart also for colour-blind eyes (CIE76
  delta E >= 20 with protanopia, deuteranopia and tritanopia), and each seat has its own shape
  (`SEAT_SYMBOLS`: diamond, circle, triangle, star) on every card and token it owns.
- `paint_order(p, rect, seat, order, state)`: an order card ("132" reads "1-3-2") with three stacked
  bars, the longest for the card ranked first, each with its card's number where it fits.
- `paint_bet(p, rect, seat, advance, text, state)`: a bet card: its picture and its (translated) text.
- `paint_seat_back(p, rect, seat)`: the back of both kinds (a chosen card lies face down): the same
  for an order and a bet card, so a face-down card never tells which it is.
- `paint_chosen_marker`, `paint_waiting_marker`: a seat has chosen (a check) or not yet (dots).
- `paint_verdict(p, rect, right)`: the reveal's badge: a check on green or a cross on red.
States (`art_base.STATES`): "normal", "hover", "selected", "disabled".
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QRadialGradient

from app.games.top3.ui.art_base import (INK, LEADING, PAPER, STATES, card_words_px, draw_fitted, fit_text, mix,
                                        paint_check, paint_cross, paint_state, square)
from app.games.top3.ui.art_icons import SEAT_SYMBOLS, paint_bet_icon, paint_seat_symbol
from app.ui.items.card_art import min_text_px, card_outline, draw_text, paint_card_base, text_width
from app.ui.qt_art import text_color_on
from app.ui.qt_table_pixmaps import cached

__all__ = ["ORDERS", "SEAT_COLORS", "SEAT_SYMBOLS", "order_least_width", "order_text", "paint_bet", "paint_chosen_marker",
           "paint_order", "paint_seat_back", "paint_verdict", "paint_waiting_marker", "seat_color"]

#: the seats' colours, seat order: red, blue, green, yellow
SEAT_COLORS: tuple[str, ...] = ("#b0241e", "#2a64c8", "#5cbf5a", "#f7d02a")
ORDERS = ("123", "132", "213", "231", "312", "321")
RIGHT, WRONG = QColor("#1f8a4c"), QColor("#c62828")


def seat_color(seat: int) -> QColor:
    return QColor(SEAT_COLORS[seat % len(SEAT_COLORS)])


def order_text(order: str) -> str:
    """How an order card reads: "132" -> "1-3-2"."""
    return "-".join(order)


def _check(state: str) -> None:
    if state not in STATES:
        raise ValueError(f"state must be one of {STATES}, not {state!r}")


def _edge(color: QColor) -> QColor:
    return color.darker(170)


def _seat_card(p: QPainter, rect: QRectF, seat: int) -> QRectF:
    """A seat's card: its colour round a paper panel (returned), its shape in two corners."""
    color = seat_color(seat)
    w = rect.width()
    paint_card_base(p, rect, color, _edge(color))
    m = w * 0.08
    panel = rect.adjusted(m, m, -m, -m)
    path = QPainterPath()
    path.addRoundedRect(panel, w * 0.06, w * 0.06)
    p.fillPath(path, PAPER)
    s = max(6.0, w * 0.13)
    for corner in (QPointF(panel.left() + s * 0.25, panel.top() + s * 0.25),
                   QPointF(panel.right() - s * 1.25, panel.bottom() - s * 1.25)):
        paint_seat_symbol(p, QRectF(corner, QPointF(corner.x() + s, corner.y() + s)), seat, color, _edge(color))
    return panel


# ---- order cards ---------------------------------------------------------------------------------
#: an order card's words box, of its paper panel's width (the panel is the card less an 8% rim)
ORDER_WORDS = 0.96


def order_least_width() -> float:
    """The narrowest order card on which every order ("2-1-3") reads whole at `card_words_px()` (MIN_TEXT_PX
    at 100 %, 18 px at 200 %) in the regular weight (a card laid in a seat's panel at 800x600 read "2-…")."""
    return max(text_width(order_text(order), card_words_px(), False) for order in ORDERS) / (0.84 * ORDER_WORDS) + 1.0


@cached
def paint_order(p: QPainter, rect: QRectF, seat: int, order: str, state: str = "normal") -> None:
    """Seat `seat`'s order card `order` ("132"): "1-3-2" large, under it three stacked bars from
    the longest (the card ranked first) to the shortest, each with its card's number."""
    if order not in ORDERS:
        raise ValueError(f"order must be one of {ORDERS}, not {order!r}")
    _check(state)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    color = seat_color(seat)
    panel = _seat_card(p, rect, seat)
    w, h = panel.width(), panel.height()
    corner = max(6.0, rect.width() * 0.13) * 1.4
    words = QRectF(panel.left() + w * (1 - ORDER_WORDS) / 2, panel.top() + corner, w * ORDER_WORDS, h * 0.3)
    draw_fitted(p, words, order_text(order), h * 0.26, INK, max_lines=1, role="value")
    bars = QRectF(panel.left() + w * 0.1, words.bottom() + h * 0.04, w * 0.8,
                  panel.bottom() - corner - words.bottom() - h * 0.04)
    _rank_bars(p, bars, order, color)
    p.restore()
    paint_state(p, rect, state)


def _rank_bars(p: QPainter, box: QRectF, order: str, color: QColor) -> None:
    gap = box.height() * 0.12
    bar_h = (box.height() - 2 * gap) / 3
    label = bar_h >= min_text_px() * 1.05
    ink = text_color_on(color)
    for rank, card in enumerate(order):
        length = box.width() * (1.0, 0.7, 0.42)[rank]
        bar = QRectF(box.left(), box.top() + rank * (bar_h + gap), length, bar_h)
        p.setBrush(color)
        p.setPen(QPen(_edge(color), max(0.6, bar_h * 0.08)))
        p.drawRoundedRect(bar, bar_h * 0.3, bar_h * 0.3)
        p.fillRect(bar.adjusted(bar_h * 0.3, bar_h * 0.15, -bar_h * 0.3, -bar_h * 0.6), QColor(255, 255, 255, 60))
        if label:
            px = min(bar_h * 0.82, min_text_px() * 2.2)
            draw_text(p, QRectF(bar.left() + bar_h * 0.25, bar.top(), text_width(card, px) + 1, bar_h), card, px, ink,
                      align=Qt.AlignmentFlag.AlignLeft, role="index")


# ---- bet cards ----------------------------------------------------------------------------------
#: a bet card's words box, of the card's width (the paper panel inside an 8% rim, 90% of it)
BET_WORDS_SHARE = 0.84 * 0.9


def bet_least_width(texts: list[str]) -> float:
    """The narrowest bet card on which each of `texts` (translated) is written without breaking a
    word: its longest word at `card_words_px()` (MIN_TEXT_PX at 100 %, 18 px at 200 %) in the regular
    weight fits `paint_bet`'s words box."""
    words = [word for text in texts for word in text.split()] or [""]
    return max(text_width(word, card_words_px(), False) for word in words) / BET_WORDS_SHARE + 2.0


@cached
def paint_bet(p: QPainter, rect: QRectF, seat: int, advance: str, text: str, state: str = "normal") -> None:
    """Seat `seat`'s bet card `advance` ("everyone", "only_me", "nobody") with its picture and its
    `text` (already translated: "Everyone is right", ...). A small card (laid in a seat's panel)
    writes its words over the whole face, the picture left out, where they are cut in the words box;
    where they are not whole there either (41 px wide at 800x600: "Everyone" needs 65), it shows its
    picture alone, over the whole face, as the seat's panel shows the bet cards it holds (the card's
    tooltip and the reveal's lines say its words)."""
    _check(state)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    panel = _seat_card(p, rect, seat)
    w, h = panel.width(), panel.height()
    corner = max(6.0, rect.width() * 0.13) * 1.3
    words_h = max(h * 0.36, min_text_px() * (1 + 2 * LEADING) + 2)
    words = QRectF(panel.left() + w * 0.05, panel.bottom() - corner * 0.5 - words_h, rect.width() * BET_WORDS_SHARE,
                   words_h)
    px = max(min_text_px(), h * 0.1)
    face = QRectF(panel.left() + w * 0.02, panel.top() + corner, w * 0.96, h - 2 * corner)

    least = card_words_px()

    def whole(box: QRectF, lines: int) -> bool:
        # never smaller than card_words_px(): where the words are not whole at that size the picture says it
        return bool(fit_text(text, box.width(), box.height(), px, lines, overflow="drop", least=least)[0])

    if whole(words, 3):
        picture = QRectF(panel.left(), panel.top() + corner * 0.9, w, words.top() - panel.top() - corner * 0.9)
        paint_bet_icon(p, square(picture, 0.94), advance)
        draw_fitted(p, words, text, px, INK, max_lines=3, role="text", least=least)
    elif whole(face, 4):
        # the words wrap over the whole face (clear of the seat's symbols in two corners), the picture
        # left out, rather than be cut ("Nur ich hab…")
        draw_fitted(p, face, text, px, INK, max_lines=4, role="text", least=least)
    else:
        paint_bet_icon(p, square(face, 0.96), advance)
    p.restore()
    paint_state(p, rect, state)


# ---- backs ---------------------------------------------------------------------------------------
@cached
def paint_seat_back(p: QPainter, rect: QRectF, seat: int, state: str = "normal") -> None:
    """The back of seat `seat`'s order and bet cards: its colour with a lattice of its shape and its
    shape large on a paper disc."""
    color = seat_color(seat)
    w, h = rect.width(), rect.height()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    glow = QRadialGradient(rect.center(), max(w, h) * 0.7)
    glow.setColorAt(0, color.lighter(125))
    glow.setColorAt(1, color.darker(125))
    paint_card_base(p, rect, QBrush(glow), _edge(color), mix(color, PAPER, 0.6))
    p.setClipPath(card_outline(rect.adjusted(1, 1, -1, -1)))
    s = max(5.0, w * 0.12)
    faint = mix(color, PAPER, 0.3) if color.lightness() < 150 else color.darker(118)
    rows, cols = int(h / (s * 1.6)) + 1, int(w / (s * 1.6)) + 1
    for r in range(rows):
        for c in range(cols):
            x = rect.left() + (c + (0.5 if r % 2 else 0.0)) * s * 1.6
            paint_seat_symbol(p, QRectF(x, rect.top() + r * s * 1.6, s * 0.7, s * 0.7), seat, faint)
    p.setClipping(False)
    d = min(w * 0.62, h * 0.45)
    disc = QRectF(0, 0, d, d)
    disc.moveCenter(rect.center())
    p.setBrush(PAPER)
    p.setPen(QPen(_edge(color), max(1.0, d * 0.05)))
    p.drawEllipse(disc)
    paint_seat_symbol(p, disc.adjusted(d * 0.2, d * 0.2, -d * 0.2, -d * 0.2), seat, color, _edge(color))
    p.restore()
    paint_state(p, rect, state)


# ---- tokens --------------------------------------------------------------------------------------
def _begin_token(p: QPainter, rect: QRectF) -> QRectF:
    """Saves the painter for a token and returns its disc in `rect` (restore when done)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    return square(rect, 0.92)


def _owner_mark(p: QPainter, disc: QRectF, seat: int) -> None:
    """The seat's shape on a token's rim (whose it is without its colour), where it can be seen."""
    d = disc.width()
    if d >= 20:
        s = d * 0.36
        color = seat_color(seat)
        edge = QColor("#1d1a17") if color.lightness() > 150 else QColor("#ffffff")
        paint_seat_symbol(p, QRectF(disc.right() - s * 0.85, disc.bottom() - s * 0.85, s, s), seat, color, edge)


@cached
def paint_chosen_marker(p: QPainter, rect: QRectF, seat: int) -> None:
    """Seat `seat` has chosen: a token in its colour with a check."""
    color = seat_color(seat)
    disc = _begin_token(p, rect)
    d = disc.width()
    p.setBrush(color)
    p.setPen(QPen(_edge(color), max(1.0, d * 0.08)))
    p.drawEllipse(disc)
    mark = disc.adjusted(d * 0.24, d * 0.26, -d * 0.24, -d * 0.22)
    ink = text_color_on(color)
    paint_check(p, mark, QColor("#101010") if ink.lightness() > 128 else QColor("#ffffff"),
                max(1.6, d * 0.2))
    paint_check(p, mark, ink, max(1.2, d * 0.13))
    _owner_mark(p, disc, seat)
    p.restore()


@cached
def paint_waiting_marker(p: QPainter, rect: QRectF, seat: int) -> None:
    """Seat `seat` has not yet chosen: a pale token with a dashed ring in its colour and three dots."""
    color = seat_color(seat)
    disc = _begin_token(p, rect)
    d = disc.width()
    ring = QPen(color.darker(115), max(1.0, d * 0.09))
    ring.setStyle(Qt.PenStyle.DashLine)
    p.setBrush(QColor(251, 246, 234, 215))
    p.setPen(ring)
    p.drawEllipse(disc)
    r = max(1.0, d * 0.07)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#5b5866"))
    for k in (-1, 0, 1):
        p.drawEllipse(QPointF(disc.center().x() + k * d * 0.22, disc.center().y()), r, r)
    _owner_mark(p, disc, seat)
    p.restore()


@cached
def paint_empty_place(p: QPainter, rect: QRectF) -> None:
    """Where a seat's choice will lie: a card's outline, dashed (a dashed stroke is slow to paint: ~1 ms)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(QColor(255, 255, 255, 100), 1.2, Qt.PenStyle.DashLine))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(card_outline(rect))
    p.restore()


def paint_verdict(p: QPainter, rect: QRectF, right: bool) -> None:
    """The reveal's badge: a white check on green (right) or a white cross on red (wrong)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    disc = square(rect, 0.94)
    d = disc.width()
    fill = RIGHT if right else WRONG
    p.setBrush(fill)
    p.setPen(QPen(QColor("#ffffff"), max(1.0, d * 0.08)))
    p.drawEllipse(disc)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(fill.darker(160), max(0.8, d * 0.03)))
    p.drawEllipse(disc)
    inner = disc.adjusted(d * 0.25, d * 0.25, -d * 0.25, -d * 0.25)
    if right:
        paint_check(p, inner, QColor("#ffffff"), max(1.4, d * 0.14))
    else:
        paint_cross(p, inner, QColor("#ffffff"), max(1.4, d * 0.14))
    p.restore()
