"""Flip 7's card art, drawn with paths and gradients (our own design): number cards with a big
numeral in the value's colour, orange bonus cards, and action cards with a symbol each (a snowflake
for Freeze, three cards and an arrow for Flip Three, a heart on a shield for Second Chance)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen, QRadialGradient

from app.core.i18n import N_, _
from app.games.flip7.ui.symbols import arrow_path, shield_path, snowflake_path
from app.ui.items.card_art import (min_text_px, CardArt, card_outline, draw_text, heart_path, paint_card_base, place,
                                   star_path, text_width)
from app.ui.qt_table_pixmaps import cached

NUMBER_COLORS = {
    0: "#7b7f86", 1: "#b8860b", 2: "#7cb342", 3: "#e53935", 4: "#1e88e5", 5: "#2e9d4a", 6: "#8e24aa",
    7: "#f57c00", 8: "#00897b", 9: "#d81b60", 10: "#3949ab", 11: "#0097a7", 12: "#6d4c41",
}
#: cards smaller than this (in flight, on tiny tables) show no corner index
MIN_CORNER_H = 24.0
#: light, dark, title (translated where painted; a translation may break a long title onto two
#: lines with "\n", and the card draws it so)
ACTION_STYLE = {
    "freeze": ("#e6f5ff", "#4a9fe0", N_("FREEZE")),
    "flip3": ("#f1e9ff", "#7b4fc4", N_("FLIP 3")),
    "second": ("#ffecee", "#d8343f", N_("2ND CHANCE")),
}


def round_pen(color: QColor, width: float) -> QPen:
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def index_px(h: float) -> float:
    """The pixel size of a card's corner index: what shows of a card under others in a fan, so never
    below MIN_TEXT_PX."""
    return max(h * 0.12, min_text_px())


def index_text(code: str) -> str | None:
    """The text of a card's corner index (None: the corner shows a symbol)."""
    if code.isdigit() or code.startswith("+"):
        return code
    return {"x2": "×2", "flip3": "3"}.get(code)


def corner_box(rect: QRectF, text: str | None = None) -> QRectF:
    """Where a card's index lies: top left, within the first 0.36 of its width, or as much more as
    `text` needs at `index_px`."""
    w, h = rect.width(), rect.height()
    px = index_px(h)
    width = max(w * 0.26, text_width(text, px) * 1.05 if text else 0.0)
    return QRectF(rect.left() + w * 0.1, rect.top() + h * 0.06, width, max(h * 0.14, px * 1.25))


def index_right(code: str, h: float) -> float:
    """How far from a card's left edge its corner index reaches, for a card `h` high."""
    return corner_box(QRectF(0, 0, h * Flip7Art.aspect, h), index_text(code)).right()


def underlined(code: str) -> bool:
    """A 6 and a 9 get a bar under them, as on printed cards: upside down, each reads as the other."""
    return code in ("6", "9")


def number_color(code: str) -> QColor:
    try:
        return QColor(NUMBER_COLORS[int(code)])
    except (KeyError, ValueError):
        return QColor("#444444")


class Flip7Art(CardArt):
    aspect = 0.7

    @cached
    def paint_face(self, painter: QPainter, rect: QRectF, code: str) -> None:
        if code.isdigit():
            self._number(painter, rect, code)
        elif code.startswith("+") or code == "x2":
            self._modifier(painter, rect, code)
        elif code in ACTION_STYLE:
            self._action(painter, rect, code)
        else:
            super().paint_face(painter, rect, code)

    # ---- number cards -------------------------------------------------------------------------
    def _number(self, p: QPainter, rect: QRectF, code: str) -> None:
        color = number_color(code)
        paint_card_base(p, rect, QColor("#fbf6e9"), color.darker(130), color)
        w, h = rect.width(), rect.height()
        # a soft disc of the colour behind the numeral
        disc = QRectF(0, 0, w * 0.78, w * 0.78)
        disc.moveCenter(rect.center())
        glow = QRadialGradient(disc.center(), disc.width() / 2)
        c1, c2 = QColor(color), QColor(color)
        c1.setAlpha(70)
        c2.setAlpha(0)
        glow.setColorAt(0, c1)
        glow.setColorAt(1, c2)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(glow))
        p.drawEllipse(disc)
        big = rect.adjusted(w * 0.1, h * 0.18, -w * 0.1, -h * 0.18)
        px = h * (0.5 if len(code) == 1 else 0.42)
        draw_text(p, big, code, px, color, color.darker(190), max(1.0, h * 0.025), role="value",
                  underline=underlined(code))
        if h >= MIN_CORNER_H:
            self._corners(p, rect, code, color.darker(120))

    def _corners(self, p: QPainter, rect: QRectF, text: str, color: QColor) -> None:
        """The index top left and, upside down, bottom right (each underlined in its own frame)."""
        px = index_px(rect.height())
        box = corner_box(rect, text)
        draw_text(p, box, text, px, color, role="index", underline=underlined(text))
        p.save()
        p.translate(rect.center())
        p.rotate(180)
        p.translate(-rect.center())
        draw_text(p, box, text, px, color, role="index", underline=underlined(text))
        p.restore()

    # ---- modifier cards -----------------------------------------------------------------------
    def _modifier(self, p: QPainter, rect: QRectF, code: str) -> None:
        w, h = rect.width(), rect.height()
        doubling = code == "x2"
        top, bottom = (("#fff3b0", "#f2a900") if doubling else ("#ffd9a0", "#f07c1a"))
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0, QColor(top))
        grad.setColorAt(1, QColor(bottom))
        paint_card_base(p, rect, QBrush(grad), QColor("#8a4a00"), QColor(255, 255, 255, 170))
        if doubling:
            burst = QRectF(0, 0, w * 0.95, w * 0.95)
            burst.moveCenter(rect.center())
            p.fillPath(place(star_path(8), burst), QColor(255, 255, 255, 120))
        text = "×2" if doubling else code
        ink = QColor("#b3261e") if doubling else QColor("#ffffff")
        big = rect.adjusted(w * 0.1, 0, -w * 0.1, 0)
        draw_text(p, big, text, h * (0.36 if len(text) <= 2 else 0.3), ink, QColor("#6b3100"), max(1.0, h * 0.03),
                  role="value")
        if h >= MIN_CORNER_H:
            label = QRectF(rect.left(), rect.bottom() - h * 0.2, w, h * 0.12)
            draw_text(p, label, _("DOUBLE") if doubling else _("BONUS"), h * 0.085, QColor("#6b3100"), role="title")
            # the corner index, as on number cards (what shows when the card lies under another)
            draw_text(p, corner_box(rect, text), text, index_px(h), QColor("#6b3100"), role="index")

    # ---- action cards -------------------------------------------------------------------------
    def _action(self, p: QPainter, rect: QRectF, code: str) -> None:
        light, dark, title = ACTION_STYLE[code]
        w, h = rect.width(), rect.height()
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0, QColor(light))
        grad.setColorAt(1, QColor(dark))
        paint_card_base(p, rect, QBrush(grad), QColor(dark).darker(150), QColor(255, 255, 255, 180))
        art = QRectF(0, 0, w * 0.7, w * 0.7)
        art.moveCenter(QPointF(rect.center().x(), rect.top() + h * 0.44))
        if code == "freeze":
            flake = place(snowflake_path(), art)
            p.strokePath(flake, round_pen(QColor(dark).darker(140), max(1.5, w * 0.085)))
            p.strokePath(flake, round_pen(QColor("#ffffff"), max(1.0, w * 0.045)))
        elif code == "flip3":
            self._three_cards(p, art, QColor(dark))
        else:
            shield = place(shield_path(), art)
            p.fillPath(shield, QColor("#ffffff"))
            p.strokePath(shield, QPen(QColor(dark).darker(130), max(1.0, w * 0.035)))
            heart = place(heart_path(), art.adjusted(art.width() * 0.22, art.height() * 0.2,
                                                     -art.width() * 0.22, -art.height() * 0.2))
            p.fillPath(heart, QColor(dark))
        self._action_title(p, rect, _(title), QColor(dark).darker(170))
        if h >= MIN_CORNER_H:
            self._action_corner(p, rect, code, QColor(dark).darker(140))

    @staticmethod
    def _action_title(p: QPainter, rect: QRectF, title: str, edge: QColor) -> None:
        """The card's name under its symbol: one line, or two (smaller, reaching lower) when the
        translation breaks it with "\n"."""
        w, h = rect.width(), rect.height()
        rows = [row for row in title.split("\n") if row] or [""]
        if len(rows) == 1:
            boxes, px = [QRectF(rect.left() + w * 0.08, rect.bottom() - h * 0.25, w * 0.84, h * 0.16)], h * 0.11
        else:
            row_h = h * 0.22 / len(rows)
            boxes = [QRectF(rect.left() + w * 0.08, rect.bottom() - h * 0.295 + k * row_h, w * 0.84, row_h)
                     for k in range(len(rows))]
            px = h * 0.1 * 2 / len(rows)
        for box, row in zip(boxes, rows):
            draw_text(p, box, row, px, QColor("#ffffff"), edge, max(1.0, h * 0.02), role="title")

    @staticmethod
    def _action_corner(p: QPainter, rect: QRectF, code: str, ink: QColor) -> None:
        """A small sign in the top-left corner (what shows when the card lies under another)."""
        box = corner_box(rect)
        side = min(box.width(), box.height())
        sq = QRectF(0, 0, side, side)
        sq.moveCenter(box.center())
        if code == "freeze":
            p.strokePath(place(snowflake_path(), sq), round_pen(ink, max(1.0, side * 0.12)))
        elif code == "second":
            p.fillPath(place(heart_path(), sq), QColor(ink))
        else:
            draw_text(p, corner_box(rect, "3"), "3", index_px(rect.height()), ink, role="index")

    def _three_cards(self, p: QPainter, art: QRectF, dark: QColor) -> None:
        cw, ch = art.width() * 0.42, art.width() * 0.6
        for i, angle in enumerate((-18, 0, 18)):
            p.save()
            p.translate(art.center().x(), art.center().y() + ch * 0.35)
            p.rotate(angle)
            r = QRectF(-cw / 2, -ch * 0.95, cw, ch)
            path = card_outline(r)
            p.fillPath(path, QColor("#ffffff"))
            p.strokePath(path, QPen(dark.darker(130), max(1.0, cw * 0.06)))
            draw_text(p, r, str(i + 1), ch * 0.45, dark, role="decor")
            p.restore()
        arrow = QRectF(0, 0, art.width() * 0.5, art.height() * 0.28)
        arrow.moveCenter(QPointF(art.center().x(), art.bottom() - arrow.height() * 0.2))
        shape = place(arrow_path(), arrow)
        p.fillPath(shape, QColor("#ffd54a"))
        p.strokePath(shape, QPen(dark.darker(160), max(1.0, art.width() * 0.03)))

    # ---- back ---------------------------------------------------------------------------------
    @cached
    def paint_back(self, p: QPainter, rect: QRectF) -> None:
        w, h = rect.width(), rect.height()
        grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
        grad.setColorAt(0, QColor("#1d3f6e"))
        grad.setColorAt(1, QColor("#0e2240"))
        paint_card_base(p, rect, QBrush(grad), QColor("#0a1830"), QColor("#e8c35a"))
        inner = rect.adjusted(w * 0.1, w * 0.1, -w * 0.1, -w * 0.1)
        p.save()
        clip = QPainterPath()
        clip.addRoundedRect(inner, w * 0.05, w * 0.05)
        p.setClipPath(clip)
        p.setPen(QPen(QColor(232, 195, 90, 70), max(0.7, w * 0.012)))
        step = max(4.0, w * 0.14)
        x = inner.left() - inner.height()
        while x < inner.right():
            p.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
            p.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()))
            x += step
        p.restore()
        oval = QRectF(0, 0, w * 0.72, h * 0.34)
        oval.moveCenter(rect.center())
        p.setBrush(QColor("#0e2240"))
        p.setPen(QPen(QColor("#e8c35a"), max(1.0, w * 0.03)))
        p.drawEllipse(oval)
        draw_text(p, oval.adjusted(w * 0.08, 0, -w * 0.08, 0), "FLIP 7", h * 0.13, QColor("#ffd54a"),
                  QColor("#5a3a00"), max(1.0, h * 0.012), role="decor")


ART = Flip7Art()
