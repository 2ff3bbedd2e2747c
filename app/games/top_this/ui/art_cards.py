"""Top This!'s cards: the order cards (with their "TOP THIS!" ribbon), the tip cards and the backs of
the two stacks, each painted once per size into a pixmap (app/ui/qt_table_pixmaps.py). The toppings,
the pizza and the card words come from art.py (read through the module, so a test that records the
words painted sees these cards' words too); art.py re-exports these names."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen

from app.core.i18n import _
from app.games.top_this.components import dollars
from app.games.top_this.ui import art
from app.ui.items.card_art import min_text_px
from app.ui.qt_table_pixmaps import cached


@cached
def paint_declared_ribbon(p: QPainter, rect: QRectF, overhang: float) -> None:
    """The "TOP THIS!" ribbon across the top of a declared order card: bright gold with red letters
    (unlike the card's red header, which it covers), wider than the card by `overhang` on each side,
    its ends notched like a banner."""
    w, h = rect.width(), rect.height()
    band = QRectF(rect.left() - overhang, rect.top() + h * 0.02, w + 2 * overhang, h * 0.22)
    notch = min(band.height() * 0.3, overhang * 0.6)
    path = QPainterPath()
    path.moveTo(band.topLeft())
    path.lineTo(band.topRight())
    path.lineTo(band.right() - notch, band.center().y())
    path.lineTo(band.bottomRight())
    path.lineTo(band.bottomLeft())
    path.lineTo(band.left() + notch, band.center().y())
    path.closeSubpath()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    p.fillPath(path.translated(0, band.height() * 0.12), QColor(0, 0, 0, 90))  # its shadow on the card
    p.setPen(QPen(QColor("#8e1710"), max(1.5, band.height() * 0.08)))
    p.setBrush(QColor("#ffd83d"))
    p.drawPath(path)
    p.setPen(QColor("#b3140c"))
    # the words between the notches (at 0.62 of the band's height they ran into them: "!" half cut)
    px = band.height() * 0.62
    wide = QFontMetricsF(art._font(px)).horizontalAdvance("TOP THIS!")
    p.setFont(art._font(min(px, px * (band.width() - 2.4 * notch) / wide) if wide > 0 else px))
    p.drawText(band, Qt.AlignmentFlag.AlignCenter, "TOP THIS!")
    p.restore()


def paint_order_card(p: QPainter, rect: QRectF, toppings: list[str], value: int | float,
                     *, selected: bool = False, highlight: bool = False) -> None:
    """An order card: a slice with the toppings it must hold, and its dollar value."""
    _order_card(p, rect, tuple(toppings), value, selected=selected, highlight=highlight)


@cached
def _order_card(p: QPainter, rect: QRectF, toppings: tuple[str, ...], value: int | float,
                *, selected: bool = False, highlight: bool = False) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = rect.width(), rect.height()
    rr = min(w, h) * 0.08
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0.0, QColor("#fffaf0"))
    grad.setColorAt(1.0, QColor("#f1e3c6"))
    p.setBrush(QBrush(grad))
    edge = QColor("#f2c200") if selected else (QColor("#ffd84a") if highlight else QColor("#7a5a3a"))
    p.setPen(QPen(edge, max(1.0, min(w, h) * (0.06 if selected else 0.04 if highlight else 0.018))))
    p.drawRoundedRect(rect, rr, rr)
    # header band
    band = QRectF(rect.left(), rect.top(), w, h * 0.2)
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(1, 1, -1, -1), rr, rr)
    p.save()
    p.setClipPath(path)
    p.fillRect(band, QColor("#b3261e"))
    p.restore()
    p.setPen(QColor("#fff4e0"))
    art.paint_word(p, band, _("ORDER"), max(min_text_px(), h * 0.12), w * 0.92)  # (never under the least size)
    # toppings in a grid
    n = max(1, len(toppings))
    cols = 1 if n == 1 else 2 if n <= 4 else 3
    rows = math.ceil(n / cols)
    area = QRectF(rect.left() + w * 0.08, rect.top() + h * 0.25, w * 0.84, h * 0.5)
    cell = min(area.width() / cols, area.height() / rows)
    radius = cell * 0.44
    for i, t in enumerate(toppings):
        r_, c_ = divmod(i, cols)
        in_row = min(cols, n - r_ * cols)
        x0 = area.center().x() - in_row * cell / 2 + (c_ + 0.5) * cell
        y0 = area.center().y() - rows * cell / 2 + (r_ + 0.5) * cell
        p.save()
        p.translate(x0, y0)
        art._topping(p, t, radius, shade=False)
        p.restore()
    # value
    p.setPen(QColor("#1f5f1f"))
    p.setFont(art._font(h * 0.17))
    p.drawText(QRectF(rect.left(), rect.bottom() - h * 0.25, w, h * 0.23), Qt.AlignmentFlag.AlignCenter,
               dollars(f"{value:g}"))
    p.restore()


#: of a tip card's width: the room its word is fitted in
TIP_WORD = 0.94


def tip_card_width(h: float) -> float:
    """A tip card's width for its height: 0.68 of it, or as wide as its word needs to be read whole
    at the table's least size (German "TRINKGELD" at 800x600: 61 px on a card 48 px tall; it was split
    "TRINK-" "GELD")."""
    return max(h * 0.68, art.word_width(_("TIP"), min_text_px()) / TIP_WORD + 1.0)


@cached
def paint_tip_card(p: QPainter, rect: QRectF, value: int | float | None, *, count: int = 1,
                   face_down: bool = False) -> None:
    """A tip card ($value), or the face-down tip stack with `count` cards left."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = rect.width(), rect.height()
    rr = min(w, h) * 0.1
    for k in range(min(max(count, 1), 4) - 1, 0, -1):  # the stack's edge
        off = k * max(1.0, w * 0.03)
        p.setBrush(QColor("#2b6e3c"))
        p.setPen(QPen(QColor("#163b20"), 1))
        p.drawRoundedRect(rect.translated(off, -off), rr, rr)
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0.0, QColor("#8fd19e") if not face_down else QColor("#3f8f52"))
    grad.setColorAt(1.0, QColor("#4fa863") if not face_down else QColor("#245c33"))
    p.setBrush(QBrush(grad))
    p.setPen(QPen(QColor("#163b20"), max(1.0, min(w, h) * 0.03)))
    p.drawRoundedRect(rect, rr, rr)
    inner = rect.adjusted(w * 0.1, h * 0.1, -w * 0.1, -h * 0.1)
    p.setPen(QPen(QColor(255, 255, 255, 150), max(1.0, min(w, h) * 0.02)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, rr * 0.6, rr * 0.6)
    p.setPen(QColor("#ffffff"))
    if face_down:
        # the stack's name: readable at 800x600 too (a long word narrows, never shrinks below: the card
        # is as wide as it needs, tip_card_width)
        art.paint_word(p, rect, _("TIP"), max(min_text_px(), h * 0.22), w * TIP_WORD)
        if count > 1:  # how many are left, on a dark badge at the corner, never below the least text size
            px = max(min_text_px(), h * 0.18)
            font = art._font(px)
            text = f"{count}"
            bw = QFontMetricsF(font).horizontalAdvance(text) + px * 0.6
            bh = px * 1.3
            badge = QRectF(rect.right() - bw * 0.75, rect.bottom() - bh * 0.8, bw, bh)
            p.setBrush(QColor(20, 20, 20, 220))
            p.setPen(QPen(QColor(255, 255, 255, 200), 1.0))
            p.drawRoundedRect(badge, bh * 0.35, bh * 0.35)
            p.setFont(font)
            p.setPen(QColor("#ffffff"))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, text)
    else:
        value_box = QRectF(rect.left(), rect.top() + h * 0.18, w, h * 0.4)
        word_box = QRectF(rect.left(), rect.top() + h * 0.58, w, max(h * 0.22, min_text_px() * 1.3))
        p.setFont(art._font(max(min_text_px(), min(h * 0.26, w * 0.36))))
        p.drawText(value_box, Qt.AlignmentFlag.AlignCenter, dollars(f"{value:g}"))
        art.paint_word(p, word_box, _("TIP"), max(min_text_px(), min(h * 0.13, w * 0.2)), w * TIP_WORD)
    p.restore()


def paint_order_back(p: QPainter, rect: QRectF, count: int) -> None:
    """The face-down stack of order cards, with how many are left on it (the stack is one picture
    per height of the pile, the number is drawn on it: a new count is not a new picture, issue 14)."""
    _order_stack(p, rect, min(max(count, 1), 4))
    w, h = rect.width(), rect.height()
    p.save()
    p.setPen(QColor("#fff4e0"))
    p.setFont(art._font(h * 0.13))
    p.drawText(rect.adjusted(0, 0, 0, -h * 0.05), Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom,
               str(count))
    p.restore()


@cached
def _order_stack(p: QPainter, rect: QRectF, layers: int) -> None:
    """`layers` order cards face down, one over the other, a little pizza on the top one."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    w, h = rect.width(), rect.height()
    rr = min(w, h) * 0.08
    for k in range(layers - 1, -1, -1):
        off = k * max(1.0, w * 0.025)
        r = rect.translated(off, -off)
        grad = QLinearGradient(r.topLeft(), r.bottomRight())
        grad.setColorAt(0.0, QColor("#c8402e"))
        grad.setColorAt(1.0, QColor("#8e2418"))
        p.setBrush(QBrush(grad))
        p.setPen(QPen(QColor("#5a160e"), max(1.0, w * 0.02)))
        p.drawRoundedRect(r, rr, rr)
    p.translate(rect.center())
    s = min(w, h) * 0.3
    art._pizza(p, s, s * 0.8, 8, -math.pi / 2, line_width=max(1.0, s * 0.04))
    p.restore()
