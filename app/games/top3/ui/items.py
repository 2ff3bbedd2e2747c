"""Top 3's own scene items; the rest is the table toolkit's (app/ui/items).

- `RoundCard`: one of the round's three cards: its name and number; turned over, its value in the
  round's category, with the value's source and year on a line under the card.
- `PlayCard`: an order card ("1-3-2") or a bet card ("Nobody is right") of a seat: face up in the hand
  and at the reveal, face down when laid (its owner sees what it is on a dashed tag), with a badge
  for right or wrong after the reveal.
- `HandRow`: the order or the bet cards of the seat at the screen, side by side; picked ones rise.
- `SeatItem`: a seat's panel: its colour, its name, the place where its choice lies (a dashed outline
  until it has chosen), its won pile with the count, the bet cards it still holds as far as the seat
  at the screen may know.
- `CategoryItem`: the round's category card (its name and what its numbers are).

Items draw and lay out; they decide nothing (the scene says what is legal and picked)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from app.games.top3.ui import look
from app.games.top3.ui.layout import LIFT, PILE_LABEL, STEP_X, laid_height, seat_rows
from app.ui.items.card_art import min_text_px, card_outline, draw_text, text_width, wrap
from app.ui.items.card_item import CardItem
from app.ui.items.markers import BannerItem, LabelItem
from app.ui.items.pile import CardHolder, PileItem
from app.ui.items.seat_panel import SeatPanelItem
from app.ui.items.shown import update_if_changed
from app.ui.items.colors import CREAM, GOLD


class RoundCard(CardItem):
    """A card of the round (`code`: its id). `number`: 1, 2 or 3 (None in a pile); `value`: the value
    shown once it is turned over (None: its name side), with the round's category; `source`: the line
    under it then (the value's source and year)."""

    def __init__(self, code: str | None, width: float = 80.0, number: int | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(look.ART, code, True, width, parent)
        self.name = code or ""
        self.number = number
        self.value: str | None = None
        self.category = ("", "")
        self.source_label = LabelItem("", CREAM, parent=self, max_lines=2)
        #: the source line's letters (the scene sets them for the table's size)
        self.source_px = min_text_px() + 1
        self.source_label.setVisible(False)

    def set_card(self, code: str, name: str, number: int | None) -> None:
        """The card `code` on its name side."""
        if (code, name, number) != (self.code, self.name, self.number) or self.value is not None:
            self.code, self.name, self.number, self.value = code, name, number, None
            self.face_up = True
            self.update()
        self.set_source(None)

    def set_value(self, value: str | None, category: tuple[str, str] = ("", ""), source: str | None = None) -> None:
        """Turned over: `value` in `category` (its id and name), `source` under it; None: its name side."""
        if (value, category) != (self.value, self.category):
            self.value, self.category = value, category
            self.update()
        self.set_source(source)

    def set_source(self, source: str | None) -> None:
        label = self.source_label
        label.setVisible(bool(source))
        if source:
            px = self.source_px
            w = max(self._w, min_text_px() * 7)
            label.set_box(w, px * 2.3, max_px=px)
            label.setPos((self._w - w) / 2, self._h + 2)
            label.set_text(source)

    def set_width(self, width: float) -> None:
        super().set_width(width)
        if self.source_label.isVisible():
            self.set_source(self.source_label.text)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._h)
        painter.fillPath(card_outline(rect.translated(self._w * 0.03, self._w * 0.045)), QColor(0, 0, 0, 70))
        theme = look.ART.theme
        if self.value is None:
            look.paint_card_name(painter, rect, theme, self.code or "", self.name, number=self.number)
        else:
            look.paint_card_value(painter, rect, theme, self.code or "", self.name, self.category[0],
                                  self.category[1], self.value, number=self.number)
        self.paint_highlight(painter, card_outline(rect), max(3.0, self._w * 0.09))


class PlayCard(CardItem):
    """An order card (`kind` "order", `code` "132") or a bet card (`kind` "bet", `code` "nobody") of
    seat `seat`. `text`: what it reads; face down, `secret` is the tag only its owner sees (what it
    is); `verdict` True/False: the badge of a revealed card (None: none); `state`: the art's look in a
    hand ("selected" when picked, "disabled" when it cannot be played now)."""

    #: the glow shows what may be clicked; a picked card is drawn "selected" by the art
    GLOWS = ("legal", "focus")

    def __init__(self, kind: str, code: str | None, text: str, seat: int, width: float = 50.0,
                 face_up: bool = True, parent: QGraphicsItem | None = None) -> None:
        super().__init__(look.ART, code, face_up, width, parent)
        self.kind, self.text, self.seat = kind, text, seat
        self.face_up = face_up
        self.secret: str | None = None
        self.verdict: bool | None = None
        self.dimmed = False

    def set_look(self, code: str | None, text: str, face_up: bool, secret: str | None = None,
                 verdict: bool | None = None, dimmed: bool = False) -> None:
        look_now = (code, text, face_up, secret, verdict, dimmed)
        if look_now != (self.code, self.text, self.face_up, self.secret, self.verdict, self.dimmed):
            self.prepareGeometryChange()
            self.code, self.text, self.face_up, self.secret, self.verdict, self.dimmed = look_now
            # a small bet card may show its picture alone (art_seat.paint_bet): its words in the tooltip
            self.setToolTip(text if face_up and self.kind == "bet" else "")
            self.update()

    def set_face(self, code: str | None, face_up: bool = True) -> None:
        """Turned up or down (a laid card with no code shows only its back)."""
        if face_up != self.face_up or code != self.code:
            self.code, self.face_up = code, face_up
            self.update()

    def set_verdict(self, verdict: bool | None) -> None:
        if verdict != self.verdict:
            self.prepareGeometryChange()
            self.verdict = verdict
            self.update()

    def _badge(self) -> float:
        return max(min_text_px() * 1.3, self._w * 0.36)

    def boundingRect(self) -> QRectF:
        m = max(2.0, self._w * 0.1)
        d = self._badge() * 0.45
        return QRectF(-m, -m - d, self._w + 2 * m + d, self._h + 2 * m + d)

    def state(self) -> str:
        if self.has_highlight("chosen"):
            return "selected"
        return "disabled" if self.dimmed else "normal"

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._h)
        painter.fillPath(card_outline(rect.translated(self._w * 0.03, self._w * 0.045)), QColor(0, 0, 0, 70))
        state = self.state()
        if not self.face_up:
            look.paint_seat_back(painter, rect, self.seat, state)
            if self.secret:
                self._paint_secret(painter, rect)
        elif self.kind == "order":
            look.paint_order(painter, rect, self.seat, self.code or "123", state)
        else:
            look.paint_bet(painter, rect, self.seat, self.code or "everyone", self.text, state)
        if self.verdict is not None and self.face_up:
            d = self._badge()
            look.paint_verdict(painter, QRectF(self._w - d * 0.55, -d * 0.45, d, d), self.verdict)
        self.paint_highlight(painter, card_outline(rect), max(3.0, self._w * 0.09), only=self.GLOWS)

    def _paint_secret(self, p: QPainter, rect: QRectF) -> None:
        """What a laid card is, for its owner only: a dark tag with a dashed gold edge (an order's
        numbers, a bet card's picture)."""
        px = max(min_text_px(), rect.width() * 0.2)
        bet = self.kind == "bet"
        w = px * 2.4 if bet else min(rect.width() * 0.96, max(rect.width() * 0.6, text_width(self.secret, px) + px * 0.5))
        tag = QRectF(rect.center().x() - w / 2, rect.bottom() - px * 2.0, w, px * 1.7)
        p.save()
        p.setBrush(QColor(25, 20, 30, 235))
        p.setPen(QPen(GOLD, max(1.0, px * 0.1), Qt.PenStyle.DashLine))
        p.drawRoundedRect(tag, px * 0.35, px * 0.35)
        if bet:
            look.paint_bet_icon(p, tag.adjusted(2, 2, -2, -2), self.code or "everyone", GOLD)
        else:
            draw_text(p, tag.adjusted(2, 0, -2, 0), self.secret, px, GOLD, role="value")
        p.restore()


class HandRow(CardHolder, QGraphicsObject):
    """Cards of the seat at the screen side by side from the row's position, overlapping only when
    `extent` is too narrow; the `picked` ones lifted."""

    def __init__(self) -> None:
        super().__init__()
        self.cards: list[PlayCard] = []
        self.cw = 50.0
        self.extent = 300.0
        self.picked: set = set()

    def set_geometry(self, card_width: float, extent: float) -> None:
        self.cw, self.extent = card_width, max(card_width, extent)

    def card_width(self, codes: list | None = None) -> float:
        return self.cw

    def step(self, n: int) -> float:
        return min(self.cw * STEP_X, (self.extent - self.cw) / (n - 1)) if n > 1 else 0.0

    def span(self, n: int) -> float:
        return self.cw + self.step(n) * max(0, n - 1) if n else 0.0

    def slots(self, codes: list) -> list[QPointF]:
        step = self.step(len(codes))
        lift = self.cw / look.ASPECT * LIFT
        return [self.mapToScene(QPointF(i * step, -lift if code in self.picked else 0.0))
                for i, code in enumerate(codes)]

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        pass


class Pile(PileItem):
    """The deck and the discard pile: never highlighted (no room kept for a glow), the count in a line
    of the least text size (a discard pile as wide as its names need fills the middle's height)."""

    GLOW, LABEL_SHARE = 0.0, PILE_LABEL

    def label_rect(self) -> QRectF:
        """The count's line: no wider than the pile while the count fits (the piles lie side by side)."""
        wide = super().label_rect()
        h = self.label_height()
        w = min(wide.width(), max(self._w, text_width(self.label_text(), h * 0.7) + h * 0.4))
        return QRectF(wide.center().x() - w / 2, wide.top(), w, wide.height())


class SeatItem(SeatPanelItem):
    """A seat's panel (see the module): a row with its name and its marker (chosen or not yet); a row
    with the places of its order card and bet card (`laid_rect(k)`, scene coordinates) and, where it
    has the room, its won pile (`won_rect()`); a row with the pictures of the bet cards it still holds
    (and the won pile in a narrow panel)."""

    def __init__(self, seat: int, name: str, color: QColor | str) -> None:
        super().__init__(seat, name, color)
        self.won = 0
        self.bets: list[str] = []
        self.you = False
        self.chosen = False
        self.theme = "metropolen"

    def set_state(self, won: int, bets: list[str], you: bool, chosen: bool, theme: str) -> None:
        state = (won, list(bets), you, chosen, theme)
        if state != (self.won, self.bets, self.you, self.chosen, self.theme):
            self.won, self.bets, self.you, self.chosen, self.theme = state
            self.update()

    def set_won(self, won: int) -> None:
        update_if_changed(self, won=won)

    def set_chosen(self, chosen: bool) -> None:
        update_if_changed(self, chosen=chosen)

    # ---- geometry (in the panel's own coordinates unless said) -------------------------------
    def pad(self) -> float:
        return seat_rows(self.h)[0]

    def name_h(self) -> float:
        return seat_rows(self.h)[1]

    def bottom_h(self) -> float:
        return seat_rows(self.h)[2]

    def _laid_box(self) -> QRectF:
        pad = self.pad()
        return QRectF(pad * 3, pad + self.name_h() + pad * 0.5, self.w - pad * 4, laid_height(self.h))

    def laid_size(self) -> tuple[float, float]:
        box = self._laid_box()
        w = min(box.height() * look.ASPECT, box.width() / 2.2)
        return w, w / look.ASPECT

    def _laid_local(self, k: int) -> QRectF:
        box = self._laid_box()
        w, h = self.laid_size()
        return QRectF(box.left() + k * w * 1.12, box.top() + (box.height() - h) / 2, w, h)

    def laid_rect(self, k: int) -> QRectF:
        r = self._laid_local(k)
        return QRectF(self.mapToScene(r.topLeft()), r.size())

    def _won_local(self) -> QRectF:
        """Beside the laid cards where they leave the room; else the larger card of: a column right of
        the laid cards down to the bottom row's foot (the badge under the card), the right end of the
        bottom row."""
        box = self._laid_box()
        w, h = self.laid_size()
        left = self._laid_local(1).right() + w * 0.3
        room = box.right() - left
        if room >= w * 1.1:
            pile = min(room, w * 1.3)
            return QRectF(left + (room - pile) / 2, box.top() + (box.height() - h) / 2, pile, h)
        bh, pad = self.bottom_h(), self.pad()
        row = QRectF(self.w - pad - bh * 2.2, self.h - pad - bh, bh * 2.2, bh)
        left = self._laid_local(1).right() + pad * 0.6
        column = QRectF(left, box.top(), box.right() - left, self.h - pad - box.top())
        card = lambda r: look.won_pile_parts(r, 6)[0].width()  # noqa: E731
        return column if column.width() > 0 and card(column) >= card(row) else row

    def won_rect(self) -> QRectF:
        r = self._won_local()
        return QRectF(self.mapToScene(r.topLeft()), r.size())

    def won_parts(self) -> tuple[QRectF, QRectF, QRectF]:
        """The won pile's bottom card, its top card and its count's badge, in the scene."""
        return tuple(self.mapRectToScene(r) for r in look.won_pile_parts(self._won_local(), self.won))

    def bet_boxes(self) -> list[QRectF]:
        """The squares of the pictures of the bet cards this seat still holds, in the panel's own
        coordinates: in the bottom row, left of the won pile where it reaches down into that row."""
        pad, d = self.pad(), self.bottom_h()
        y = self.h - pad - d
        won = self._won_local()
        end = won.left() - pad * 0.5 if won.bottom() > y + 1 else self.w - pad
        boxes = []
        for k, _bet in enumerate(self.bets):
            box = QRectF(pad * 3 + k * d * 1.25, y, d, d)
            if box.right() > end:
                break
            boxes.append(box)
        return boxes

    def _marker_local(self) -> QRectF:
        nh, pad = self.name_h(), self.pad()
        d = nh * 0.86
        return QRectF(self.w - pad - d, pad + (nh - d) / 2, d, d)

    # ---- painting ---------------------------------------------------------------------------
    def paint_panel(self, p: QPainter, path: QPainterPath) -> None:
        self.paint_highlight(p, path, max(3.0, self.h * 0.08), 3)
        self.paint_ground(p, QColor(0, 0, 0, 125))
        pad = self.pad()
        self.paint_strip(p, QRectF(pad, pad, max(4.0, pad), self.h - 2 * pad))
        nh = self.name_h()
        marker = self._marker_local()
        px = max(min_text_px(), nh * 0.62)
        self.paint_name(p, QRectF(pad * 3, pad, max(1.0, marker.left() - pad * 4), nh), px, QColor("#ffffff"))
        if self.chosen:
            look.paint_chosen_marker(p, marker, self.seat)
        else:
            look.paint_waiting_marker(p, marker, self.seat)
            look.paint_empty_place(p, self._laid_local(0))  # where its choice will lie
        look.paint_won_pile(p, self._won_local(), self.won, self.theme)
        self._paint_bets(p)

    def _paint_bets(self, p: QPainter) -> None:
        """The bet cards this seat still holds, as their pictures (the tooltip names them)."""
        for bet, box in zip(self.bets, self.bet_boxes()):
            d = box.width()
            p.save()
            p.setBrush(QColor(251, 246, 234, 225))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawRoundedRect(box, d * 0.2, d * 0.2)
            p.restore()
            look.paint_bet_icon(p, box.adjusted(1, 1, -1, -1), bet)


class CategoryItem(QGraphicsObject):
    """The category card of the round (its note, what its numbers are, is the scene's line above
    the round's cards and the tooltip)."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.category, self.name, self.note, self.theme = "", "", "", "metropolen"
        self._w, self._h = 100.0, 140.0
        self.setTransformOriginPoint(50, 70)

    def set_size(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self._w, self._h = w, h
        self.setTransformOriginPoint(w / 2, h / 2)
        self.update()

    @property
    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def set_category(self, theme: str, category: str, name: str, note: str) -> None:
        if (theme, category, name, note) != (self.theme, self.category, self.name, self.note):
            self.theme, self.category, self.name, self.note = theme, category, name, note
            self.setToolTip(f"{name}\n{note}" if note else name)
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -2, self._w + 6, self._h + 6)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.category:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._h)
        painter.fillPath(card_outline(rect.translated(self._w * 0.03, self._w * 0.045)), QColor(0, 0, 0, 70))
        look.paint_category(painter, rect, self.theme, self.category, self.name)


class LinesBanner(BannerItem):
    """The reveal's lines, one per seat (and bet card), all at one size: the largest (up to `max_px`)
    at which every line, wrapped to the width, fits the box's height; never below MIN_TEXT_PX (then
    the box grows). The box's height is then the lines' (the scene centres it)."""

    max_px = 26.0

    def _reflow(self) -> None:
        r = self._rect
        self._broken = True
        pad_x, pad_y = self._pads()
        inner, room = r.width() - 2 * pad_x, r.height() - 2 * pad_y
        px = max(min_text_px(), min(self.max_px, room * 0.66 / max(1, len(self.lines))))
        while True:
            rows = [piece for line in self.lines for piece in wrap(line, px, inner, 4)]
            if len(rows) * px / 0.66 <= room or px <= min_text_px():
                break
            px = max(min_text_px(), px - 0.5)
        self._rows = [(row, px) for row in rows]
        self._rect.setHeight(2 * pad_y + len(rows) * px / 0.66)


__all__ = ["CategoryItem", "HandRow", "LinesBanner", "PlayCard", "RoundCard", "SeatItem"]
