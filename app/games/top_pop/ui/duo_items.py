"""The two-player table's own items (ui/duo_table.py lays them out):

- `ColumnItem`: one company's column: its logo, name and colour at the head with the caps it has left,
  the face-up starting card, six places each saying what a card there pays (4, 3, 3, 2, 2, 1; the next
  one lit), the cards played there (a night card face down as a moon back for the seat that may not
  see it) and the seventh card at the foot, face down. Clicked as a whole (`("duo", "company", k)`).
- `SeatBox`: a seat's panel: name, colour strip, cards in hand, the caps earned by company.
- `SpotItem`: the place a card is put out of the game at set-up (the second player's discard).

Cards, caps and logos come from the game's art (ui/art.py) where it has them."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from app.core.i18n import _, ngettext
from app.games.top_pop.cards import DUO_PAYS, company_name
from app.games.top_pop.ui import duo_art, duo_layout
from app.ui.items.card_art import min_text_px, card_outline, draw_text, text_width, wrap
from app.ui.items.highlight import Highlightable
from app.ui.items.seat_panel import SeatPanelItem
from app.ui.items.shown import update_if_changed
from app.ui.items.colors import CREAM, GOLD

PLACES = len(DUO_PAYS)


class ColumnItem(Highlightable, QGraphicsObject):
    """Company `k`'s column. `set_column(...)` with what the view says; the scene sizes it
    (`set_geometry`)."""

    def __init__(self, k: int) -> None:
        super().__init__()
        self.k = k
        self.click_key = ("duo", "company", k)
        self.w, self.h, self.cw = 120.0, 400.0, 80.0
        self._head_h, self._pad = 40.0, 3.0
        self.start: dict | None = None  # the face-up starting card {card, night, by}
        self.played: list[dict] = []
        self.seventh: dict | None = None
        self.closed = False
        self.left = 0  # caps the company has left
        self.next_pay: int | None = None
        self.seventh_lit = False  # a seventh card may be laid here now
        self.over = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_geometry(self, w: float, h: float, cw: float, head_h: float, pad: float) -> None:
        """The column `w` x `h`, its cards `cw` wide, its head `head_h` tall, `pad` under the head
        and under the seventh card (ui/duo_layout.py)."""
        self.prepareGeometryChange()
        self.w, self.h, self.cw, self._head_h, self._pad = w, h, cw, head_h, pad
        self.update()

    def set_column(self, cards: list[dict], seventh: dict | None, closed: bool, left: int,
                   next_pay: int | None, over: bool = False) -> None:
        """What the view says of the column; `over`: the game is over and every card shows."""
        self.over = over
        start = [c for c in cards if c.get("by") is None]
        self.start = start[0] if start else None
        self.played = [c for c in cards if c.get("by") is not None]
        self.seventh, self.closed, self.left, self.next_pay = seventh, closed, left, next_pay
        self.setToolTip(self.describe())
        self.update()

    def set_seventh_lit(self, on: bool) -> None:
        update_if_changed(self, seventh_lit=on)

    def describe(self) -> str:
        """The column in words (its tooltip)."""
        from app.games.top_pop.access import company_words

        return company_words(self.k, len(self.played), bool(self.closed), self.next_pay)

    # ---- geometry of the parts ----------------------------------------------------------------
    def head_h(self) -> float:
        return self._head_h

    def step(self) -> float:
        return self.cw / duo_art.ASPECT * duo_art.STRIP

    def badge(self) -> float:
        return duo_layout.badge(self.cw)

    def card_rect(self, row: int) -> QRectF:
        """Row 0: the starting card; 1-6: the six places (a place after the last card lies under that
        card's whole face); 7: the seventh, whole, a little apart under the six."""
        ch = self.cw / duo_art.ASPECT
        x = max(2.0, (self.w - self.cw - self.badge() - 2) / 2)  # the card and its badge in the middle
        top = self.head_h() + self._pad
        if row > PLACES:
            return QRectF(x, top + PLACES * self.step() + ch * (1 + duo_layout.SEVENTH_GAP), self.cw, ch)
        filled = len(self.played)
        y = top + row * self.step()
        if 1 <= filled < row:  # under the last card played
            y += ch - self.step()
        elif filled == 0 and self.start is not None and row > 0:
            y += ch - self.step()  # under the starting card
        return QRectF(x, y, self.cw, ch)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self.w + 12, self.h + 12)

    # ---- painting -----------------------------------------------------------------------------
    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QPainterPath()
        frame.addRoundedRect(QRectF(0, 0, self.w, self.h), min(10.0, self.w * 0.07), min(10.0, self.w * 0.07))
        tint = QColor(duo_art.company_color(self.k))
        tint.setAlpha(60 if not self.closed else 25)
        p.fillPath(frame, tint)
        self._paint_head(p)
        self._paint_card(p, 0, self.start, empty=True)
        for i in range(PLACES):
            card = self.played[i] if i < len(self.played) else None
            self._paint_card(p, 1 + i, card, pay=DUO_PAYS[i], next_=(i == len(self.played) and not self.closed))
        self._paint_seventh(p)
        self.paint_highlight(p, frame, max(4.0, self.w * 0.06))

    def _paint_head(self, p: QPainter) -> None:
        h = self.head_h()
        logo = min(h * 0.62, self.w * 0.42)
        duo_art.paint_badge(p, QRectF(self.w * 0.06, h * 0.06, logo, logo), self.k)
        px = max(min_text_px(), min(h * 0.2, self.w * 0.13))
        name = QRectF(self.w * 0.06, h * 0.06 + logo, self.w * 0.88, h * 0.94 - logo)
        draw_text(p, name, company_name(self.k), px, CREAM, QColor(0, 0, 0, 160), max(1.0, px * 0.12))
        cap = min(logo * 0.62, self.w * 0.24)
        box = QRectF(self.w * 0.94 - cap * 1.9, h * 0.06, cap * 1.9, logo)
        duo_art.paint_cap(p, QRectF(box.left(), box.center().y() - cap / 2, cap, cap), self.k)
        draw_text(p, QRectF(box.left() + cap, box.top(), cap * 0.9, box.height()), str(self.left),
                  max(min_text_px(), cap * 0.62), CREAM, QColor(0, 0, 0, 160), max(1.0, cap * 0.06))

    def _paint_card(self, p: QPainter, row: int, card: dict | None, pay: int | None = None,
                    next_: bool = False, empty: bool = False) -> None:
        rect = self.card_rect(row)
        if card is None:
            if empty:
                return  # no starting card: nothing there
            pen = QPen(GOLD if next_ else QColor(255, 255, 255, 90), max(1.0, self.cw * (0.03 if next_ else 0.02)),
                       Qt.PenStyle.SolidLine if next_ else Qt.PenStyle.DashLine)
            p.setPen(pen)
            p.setBrush(QColor(0, 0, 0, 50))
            strip = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * duo_art.STRIP * 0.92)
            p.drawRoundedRect(strip, rect.width() * 0.06, rect.width() * 0.06)
        else:
            down = bool(card.get("night")) and not self.over  # at the end everything shows
            duo_art.paint_card(p, rect, card.get("card"), down, moon=bool(card.get("night")))
        if pay is not None:
            self._paint_pay(p, rect, pay, lit=next_, done=card is not None)

    def _paint_pay(self, p: QPainter, rect: QRectF, pay: int, lit: bool, done: bool) -> None:
        """What a card in this place pays: a round badge at the right of the card's top strip."""
        d = self.badge()
        x = min(rect.right() + 2, self.w - d - 1)  # beside the card, clear of its city's name
        badge = QRectF(x, rect.top() + (rect.height() * duo_art.STRIP - d) / 2, d, d)
        p.setPen(QPen(QColor("#1b1b1b"), max(1.0, d * 0.07)))
        p.setBrush(GOLD if lit else QColor(40, 40, 40, 150 if done else 220))
        p.drawEllipse(badge)
        draw_text(p, badge, str(pay), d * 0.62, QColor("#1b1b1b") if lit else CREAM)

    def _paint_seventh(self, p: QPainter) -> None:
        rect = self.card_rect(1 + PLACES)
        if self.seventh is None:
            pen = QPen(GOLD if self.seventh_lit else QColor(255, 255, 255, 70), max(1.0, self.cw * 0.025),
                       Qt.PenStyle.DotLine)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(card_outline(rect))
            draw_text(p, rect, "7", max(min_text_px(), rect.width() * 0.4), QColor(255, 255, 255, 150))
            return
        code = self.seventh.get("card")
        duo_art.paint_card(p, rect, code, not self.over)  # face down: its layer sees the face, marked
        if not self.closed and not self.over:
            p.fillPath(card_outline(rect), QColor(0, 0, 0, 60))


class SeatBox(SeatPanelItem):
    """A seat's panel: the name, the cards in hand and, by company, the caps earned (their colour and
    mark, and the count)."""

    HIGHLIGHT_COLORS = {"current": GOLD}

    def __init__(self, seat: int, name: str, color: QColor) -> None:
        super().__init__(seat, name, color)
        self.hand = 0
        self.caps: list[int] = [0, 0, 0, 0]
        self.you = False

    def set_counts(self, hand: int, caps: list[int], you: bool) -> None:
        if (hand, caps, you) != (self.hand, self.caps, self.you):
            self.hand, self.caps, self.you = hand, list(caps), you
            self.setToolTip(self.counts_text())
            self.update()

    def counts_text(self) -> str:
        cards = ngettext("{n} card in hand", "{n} cards in hand", self.hand).format(n=self.hand)
        caps = [ngettext("{n} cap of {company}", "{n} caps of {company}", n).format(n=n, company=company_name(k))
                for k, n in enumerate(self.caps)]
        return _("{cards}; {caps}").format(cards=cards, caps=", ".join(caps))

    def paint_panel(self, p: QPainter, path: QPainterPath) -> None:
        self.paint_highlight(p, path, max(3.0, self.h * 0.1), 3)
        self.paint_ground(p, QColor(255, 255, 255, 40) if self.you else QColor(0, 0, 0, 110))
        strip = max(3.0, self.h * 0.06)
        self.paint_strip(p, QRectF(0, 0, strip, self.h), clip=path)
        pad = max(2.0, min(self.h * 0.08, 8.0))
        px = max(min_text_px() + 1, min(self.h * 0.2, 20.0))
        x = strip + pad
        if self.has_highlight("current"):
            x = self.paint_turn_pointer(p, x, self.h * 0.2, px * 0.8, GOLD) + pad * 0.5
        hand = ngettext("{n} card", "{n} cards", self.hand).format(n=self.hand)
        small = max(min_text_px(), px * 0.8)
        hand_w = text_width(hand, small) + pad
        room = max(1.0, self.w - x - pad - hand_w)
        self.paint_name(p, QRectF(x, 0, room, self.h * 0.4), px, QColor("#ffffff"))
        draw_text(p, QRectF(self.w - pad - hand_w, 0, hand_w, self.h * 0.4), hand, small, CREAM,
                  align=Qt.AlignmentFlag.AlignRight)
        row = QRectF(strip + pad, self.h * 0.45, self.w - strip - 2 * pad, self.h * 0.5)
        each = row.width() / 4
        d = min(row.height() * 0.8, each * 0.42)
        for k, n in enumerate(self.caps):
            cap = QRectF(row.left() + k * each, row.center().y() - d / 2, d, d)
            duo_art.paint_cap(p, cap, k)
            draw_text(p, QRectF(cap.right() + 1, row.top(), each - d - 3, row.height()), str(n),
                      max(min_text_px(), min(d * 0.8, 22.0)), CREAM, align=Qt.AlignmentFlag.AlignLeft)


class SpotItem(Highlightable, QGraphicsObject):
    """The place of the card out of the game (the set-up's discard), with its words under it, apart
    from the columns; `card_back`: a card lies there, greyed and crossed out (its face for the seat
    that may see it, else a back that says nothing: no "7", it is no seventh card)."""

    def __init__(self, key: tuple, words: str) -> None:
        super().__init__()
        self.click_key = key
        self.words = words
        self.cw = 60.0
        self.room = (96.0, min_text_px() * 2.8)  # the words' box under the card: width, height
        self.card_back = False
        self.code: str | None = None  # the card put out, for the seat that may see it
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_width(self, cw: float, words_w: float | None = None, words_h: float | None = None) -> None:
        self.prepareGeometryChange()
        self.cw = cw
        self.room = (words_w if words_w is not None else cw * 1.6, words_h if words_h is not None else self.room[1])
        self.update()

    def set_state(self, words: str, card_back: bool, code: str | None = None) -> None:
        if (words, card_back, code) != (self.words, self.card_back, self.code):
            self.words, self.card_back, self.code = words, card_back, code
            self.setToolTip(words)
            self.update()

    def card_h(self) -> float:
        return self.cw / duo_art.ASPECT

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self.cw, self.card_h())

    def words_rect(self) -> QRectF:
        w, h = self.room
        return QRectF((self.cw - w) / 2, self.card_h() + 2, w, h)

    def boundingRect(self) -> QRectF:
        return self.card_rect().united(self.words_rect()).adjusted(-6, -6, 6, 6)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.card_rect()
        if self.card_back:
            duo_art.paint_out_card(p, rect, self.code)
        else:
            p.setPen(QPen(QColor(255, 255, 255, 110), max(1.0, self.cw * 0.03), Qt.PenStyle.DashLine))
            p.setBrush(QColor(0, 0, 0, 60))
            p.drawPath(card_outline(rect))
            duo_art.paint_cross(p, rect, QColor(255, 255, 255, 120))
        self.paint_highlight(p, card_outline(rect), max(4.0, self.cw * 0.1))
        box = self.words_rect()
        px = max(min_text_px(), min(self.cw * 0.18, 16.0))
        lines = wrap(self.words, px, box.width(), 2)
        line_h = box.height() / max(2, len(lines))
        top = box.top() + (box.height() - line_h * len(lines)) / 2
        for i, line in enumerate(lines):
            draw_text(p, QRectF(box.left(), top + i * line_h, box.width(), line_h), line, px, CREAM,
                      QColor(0, 0, 0, 150), 1.5)
