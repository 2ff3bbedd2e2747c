"""Top oder Flop's own scene items; the rest is the table toolkit's (app/ui/items).

- `FilmCard`: a card laid for a film (towards it on the film display, under it in a personal display),
  face up, face down with the film's title strip, face down with the value everyone saw, or face down
  with the value only the seat at the screen sees (its owner: a dark badge with a dashed ring).
- `SideRow`: the Top or the Flop row of a film (three places), a drop slot that owns its cards.
- `PersonalCell`: one seat's pile for one film: the face-up first card in front, the later cards
  tucked under it to the right so that each shows its right edge (and its value badge, if known).
- `PosterItem`: a film's poster, turned over to Last Take when the film has ended.
- `SeatItem`: a seat's panel: name, cards in hand, markers left, the start player's badge.

The art comes through `ART` (ui/art.py, the films' posters and cards)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from app.core.i18n import _, pgettext
from app.core.text import signed_points
from app.games.top_oder_flop.access import seat_words
from app.games.top_oder_flop.ui.art import ART, CHANGE_LABELS, FILM_COLORS, value_badge
from app.ui.items.card_art import min_text_px, card_outline, draw_text, text_width
from app.ui.items.card_item import CardItem
from app.ui.items.drag import DropSlotItem
from app.ui.items.hand import HandItem
from app.ui.items.pile import CardHolder
from app.ui.items.seat_panel import SeatPanelItem
from app.ui.items.shown import update_if_changed
from app.ui.items.colors import GOLD

__all__ = ["ART", "FILM_COLORS", "FilmCard", "HandFan", "PersonalCell", "PosterItem", "SeatItem", "SideRow",
           "film_color", "pile_card_width", "pile_height", "value_text"]

TOP_COLOR, FLOP_COLOR = QColor("#DDAA33"), QColor("#BB5566")
#: a row's step between its cards (of a card's width) and a personal pile's (each later card shows
#: this much of its right side: side by side while the cell has the room, issue 26)
ROW_STEP, PILE_STEP = 1.05, 1.05


def film_color(film: str) -> QColor:
    return QColor(FILM_COLORS.get(film, "#888888"))


def value_text(value: int) -> str:
    """A value as a player reads it: "+7", "−4" (a real minus), "0"."""
    return signed_points(value, plus=True)


def card_value(code: str) -> int:
    return int(code.split(":", 1)[0])


class FilmCard(CardItem):
    """A card of Top oder Flop. `film`: the film it is laid for (None in the hand: drawn as held);
    `known_value`: a face-down card's value everyone saw; `secret_value`: a face-down card's value
    that only the seat at the screen knows (its own)."""

    def __init__(self, code: str | None, face_up: bool = True, width: float = 60.0, film: str | None = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(ART, code, face_up, width, parent)
        self.film = film
        self.known_value: int | None = None
        self.secret_value: int | None = None

    def set_look(self, code: str | None, face_up: bool, film: str | None, known_value: int | None = None,
                 secret_value: int | None = None) -> None:
        look = (code, face_up and code is not None, film, known_value, secret_value)
        if look != (self.code, self.face_up, self.film, self.known_value, self.secret_value):
            self.code, self.face_up, self.film, self.known_value, self.secret_value = look
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._h)
        painter.fillPath(card_outline(rect.translated(self._w * 0.03, self._w * 0.045)), QColor(0, 0, 0, 70))
        if self.face_up and self.code is not None:
            if self.film is not None:
                ART.paint_face_for(painter, rect, self.code, self.film)
            else:  # as held: a change card says what it does where it has the room (the art decides)
                act = self.code.split(":", 1)[1] if self.code[:1] in "+-" else None
                ART.paint_face(painter, rect, self.code, _(CHANGE_LABELS[act]) if act in CHANGE_LABELS else None)
        elif self.film is not None:
            ART.paint_back_for(painter, rect, self.film, self.known_value)
            if self.secret_value is not None and self.known_value is None:
                self._paint_secret(painter, rect)
        else:
            ART.paint_back(painter, rect)
        if self.tint is not None:
            painter.fillPath(card_outline(rect), self.tint)
        self.paint_highlight(painter, card_outline(rect), max(3.0, self._w * 0.09))

    def _paint_secret(self, p: QPainter, rect: QRectF) -> None:
        """The value only its owner sees: a dark badge with a dashed gold ring, bottom right."""
        value_badge(p, rect, value_text(self.secret_value), QColor(25, 20, 30, 235), GOLD, GOLD, dashed=True)


_PROBE: list[FilmCard] = []


def _drawn(width: float) -> QRectF:
    """A card's drawn rect at `width` (the card with the room its shadow and glow take:
    CardItem.boundingRect), from a card kept for measuring."""
    if not _PROBE:
        _PROBE.append(FilmCard(None, False, width))
    _PROBE[0].set_width(width)
    return _PROBE[0].boundingRect()


def pile_height(width: float) -> float:
    """How tall a personal pile must be for a card `width` wide, drawn rect and all."""
    return _drawn(width).height()


def pile_card_width(height: float) -> float:
    """The widest card whose drawn rect is at most `height` tall (a personal pile's card)."""
    width = height * ART.aspect
    for _ in range(6):  # the room around a card grows with it: a few steps settle it
        width = max(1.0, width - (pile_height(width) - height) * ART.aspect)
    return width


class HandFan(HandItem):
    """The hand at the screen: side by side while they fit (a card's value is in its middle, so
    overlapping cards would hide it), turned a little on an arc."""

    SPREAD = 6.0

    def _step(self, n: int) -> float:
        want = self._w * ROW_STEP
        return min(want, (self._extent - self._w) / (n - 1)) if n > 1 else 0.0

    def slot_rotations(self, n: int) -> list[float] | None:
        if n <= 1:
            return [0.0] * n
        return [self.SPREAD * (i / (n - 1) * 2 - 1) for i in range(n)]


class SlotHolder(CardHolder, DropSlotItem):
    """A place on the table that owns its cards (each `cw` wide) and that a card may be dropped on
    or clicked as `key`."""

    def __init__(self, key: tuple) -> None:
        DropSlotItem.__init__(self, key)
        self.click_key = key
        self.cards: list[FilmCard] = []
        self.cw = 40.0

    def card_width(self, codes: list | None = None) -> float:
        return self.cw


class SideRow(SlotHolder):
    """The Top (`side` "top") or Flop row of `film`: three places side by side. Glows when a card
    or a marker may go there (`set_highlight(legal=True)`); `stopped` greys it (a Stop marker)."""

    PLACES = 3

    def __init__(self, film: str, side: str) -> None:
        super().__init__(("side", film, side))
        self.film, self.side = film, side
        self.step = ROW_STEP  # of a card's width: less than 1 where the cards overlap a little
        self.stopped = False
        self.finished = False

    def set_card_width(self, cw: float, step: float = ROW_STEP) -> None:
        self.cw, self.step = cw, step
        self.set_size(cw * (1 + step * (self.PLACES - 1)), cw / ART.aspect)

    def slots(self, codes: list) -> list[QPointF]:
        n = len(codes)
        step = self.cw * self.step
        if n > self.PLACES:  # a card arriving on a full row, before the replaced one leaves
            step = (self._w - self.cw) / (n - 1)
        return [self.mapToScene(QPointF(i * step, 0)) for i in range(n)]

    def set_state(self, stopped: bool, finished: bool) -> None:
        if (stopped, finished) != (self.stopped, self.finished):
            self.stopped, self.finished = stopped, finished
            self.update()

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._h)
        path = QPainterPath()
        path.addRoundedRect(rect.adjusted(-2, -2, 2, 2), self.cw * 0.1, self.cw * 0.1)
        p.fillPath(path, QColor(0, 0, 0, 80 if self.stopped or self.finished else 45))
        color = TOP_COLOR if self.side == "top" else FLOP_COLOR
        pen = QPen(QColor(color.red(), color.green(), color.blue(), 150), max(1.0, self.cw * 0.03),
                   Qt.PenStyle.DashLine)
        for i in range(len(self.cards), self.PLACES):
            place = QRectF(i * self.cw * self.step, 0, self.cw, self._h).adjusted(2, 2, -2, -2)
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(card_outline(place))
            self._paint_chevron(p, place, color)
        self.paint_highlight(p, path, max(4.0, self.cw * 0.14))

    def _paint_chevron(self, p: QPainter, place: QRectF, color: QColor) -> None:
        """An arrow up (Top) or down (Flop) in an empty place."""
        c, s = place.center(), place.width() * 0.22
        up = self.side == "top"
        tri = QPainterPath()
        tri.moveTo(c.x() - s, c.y() + (s / 2 if up else -s / 2))
        tri.lineTo(c.x(), c.y() + (-s / 2 if up else s / 2))
        tri.lineTo(c.x() + s, c.y() + (s / 2 if up else -s / 2))
        p.setPen(QPen(QColor(color.red(), color.green(), color.blue(), 170), max(1.5, s * 0.35),
                      Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        p.drawPath(tri)


class PersonalCell(SlotHolder):
    """`seat`'s pile for `film` (its first card face up in front, the later ones under it to the
    right). Glows when the picked card may go there. Its cards (`cw` wide: `pile_card_width` of its
    height) lie inside it with their shadows and glows, so inside their seat's row."""

    def __init__(self, seat: int, film: str) -> None:
        super().__init__(("personal", seat, film))
        self.seat, self.film = seat, film

    def set_geometry(self, w: float, h: float, cw: float) -> None:
        self.cw = cw
        self.set_size(w, h)

    def _step(self, n: int) -> float:
        room = self._w - 2 * self._pad()[0] - self.cw
        return min(self.cw * PILE_STEP, room / (n - 1)) if n > 1 else 0.0

    def _pad(self) -> tuple[float, float]:
        """The room left and right of the cards and above them: at least what a card's drawn rect
        takes beyond it; the cards centred in the pile's height."""
        margin = (pile_height(self.cw) - self.cw / ART.aspect) / 2
        return max(margin, 1.5), max(margin, (self._h - self.cw / ART.aspect) / 2)

    def slots(self, codes: list) -> list[QPointF]:
        step, (left, top) = self._step(len(codes)), self._pad()
        return [self.mapToScene(QPointF(left + i * step, top)) for i in range(len(codes))]

    def after_place(self) -> None:
        n = len(self.cards)
        for i, card in enumerate(self.cards):  # the first in front, each later one under the one before
            card.setZValue(self.CARD_Z + n - i)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._h)
        path = QPainterPath()
        path.addRoundedRect(rect, min(8.0, self._h * 0.12), min(8.0, self._h * 0.12))
        tint = film_color(self.film)
        tint.setAlpha(40)
        p.fillPath(path, tint)
        self.paint_highlight(p, path, max(4.0, self.cw * 0.14))


class PosterItem(DropSlotItem):
    """`film`'s poster; `last_take`: turned over (the film has ended). Glows when the film may be
    chosen (the film a replaced card is taken for)."""

    def __init__(self, film: str) -> None:
        super().__init__(("film", film), 60.0, 88.0)
        self.film = film
        self.click_key = self.key
        self.last_take = False

    def set_size(self, w: float, h: float) -> None:
        super().set_size(w, h)
        self.setTransformOriginPoint(w / 2, h / 2)

    def set_last_take(self, on: bool) -> None:
        update_if_changed(self, last_take=on)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._h)
        ART.paint_poster(p, rect, self.film, self.last_take)
        path = QPainterPath()
        path.addRoundedRect(rect, self._w * 0.03, self._w * 0.03)
        self.paint_highlight(p, path, max(4.0, self._w * 0.08))


class SeatItem(SeatPanelItem):
    """A seat's panel beside its row of personal piles: the colour strip, the name, the cards in
    hand and the markers left; a badge for the start player; `you`: the seat at the screen."""

    HIGHLIGHT_COLORS = {"current": GOLD}

    def __init__(self, seat: int, name: str, color: QColor) -> None:
        super().__init__(seat, name, color)
        self.cards_left = 0
        self.markers_left = 0
        self.you = False
        self.start = False

    def set_counts(self, cards: int, markers: int, start: bool, you: bool) -> None:
        if (cards, markers, start, you) != (self.cards_left, self.markers_left, self.start, self.you):
            self.cards_left, self.markers_left, self.start, self.you = cards, markers, start, you
            self.setToolTip(self.counts_text())
            self.update()

    def set_geometry(self, x: float, y: float, w: float, h: float) -> None:
        self.setPos(x, y)
        self.margin = max(3.0, min(8.0, h * 0.12))
        self.set_size(w, h)

    def _pad(self) -> float:
        return max(2.0, min(self.h * 0.1, 10.0))

    def text_px(self) -> float:
        return max(min_text_px() + 1, min(self.h * 0.3, 22.0))

    def counts_text(self) -> str:
        """The counts in words (the panel's tooltip; the panel shows them as icons and numbers)."""
        return seat_words(self.cards_left, self.markers_left, self.start)

    def _paint_counts(self, p: QPainter, box: QRectF, px: float) -> float:
        """A small card back and the cards in hand, a small marker and the markers left; returns
        where they end."""
        x, cy = box.left(), box.center().y()
        ih = px * 0.85
        card = QRectF(x, cy - ih / 2, ih * 0.7, ih)
        p.setPen(QPen(QColor("#f0d9a0"), max(1.0, ih * 0.08)))
        p.setBrush(QColor("#7a1420"))
        p.drawRoundedRect(card, ih * 0.1, ih * 0.1)
        x = self.paint_count(p, card.right() + px * 0.15, box, str(self.cards_left), px) + px * 0.35
        disc = QRectF(x, cy - ih * 0.45, ih * 0.9, ih * 0.9)
        p.setPen(QPen(QColor("#5a2d00"), max(1.0, ih * 0.08)))
        p.setBrush(QColor("#f2b600"))
        p.drawEllipse(disc)
        return self.paint_count(p, disc.right() + px * 0.15, box, str(self.markers_left), px)

    def paint_panel(self, p: QPainter, path: QPainterPath) -> None:
        """The name on the upper half (a long one a little smaller, then cut), the counts and the
        start player's badge on the lower half."""
        self.paint_highlight(p, path, max(3.0, self.h * 0.14), 3)
        self.paint_ground(p, QColor(255, 255, 255, 40) if self.you else QColor(0, 0, 0, 110))
        pad = self._pad()
        strip = max(3.0, self.h * 0.08)
        self.paint_strip(p, QRectF(0, 0, strip, self.h), clip=path)
        px = self.text_px()
        x, right = strip + pad, self.w - pad
        if self.has_highlight("current"):
            x = self.paint_turn_pointer(p, x, self.h / 4, px * 0.8, GOLD) + pad * 0.5
        small = max(min_text_px(), px * 0.8)
        lower = QRectF(strip + pad, self.h / 2, self.w - strip - 1.5 * pad, self.h / 2)
        end = self._paint_counts(p, lower, small)
        if self.start:  # after the counts, or at the end of the name's line when they leave no room
            badge = max(min_text_px() + 0.5, small * 0.8)
            pill = self._start_pill(lower, badge)
            if pill.left() < end + 2:
                pill = self._start_pill(QRectF(x, 0, right - x, self.h / 2), badge)
                right = pill.left() - pad * 0.5
            self._paint_start(p, pill, badge)
        room = max(1.0, right - x)
        fit = px * room / max(1.0, text_width(self.name, px)) * 0.97  # (whole pixels, rounded)
        self.paint_name(p, QRectF(x, 0, room, self.h / 2), max(min_text_px() + 1, min(px, fit)), QColor("#ffffff"))

    @staticmethod
    def _start_pill(box: QRectF, px: float) -> QRectF:
        w = text_width(pgettext("the start player's badge", "1st"), px) + px * 0.45
        h = min(box.height() * 0.9, px * 1.4)
        return QRectF(box.right() - w, box.center().y() - h / 2, w, h)

    def _paint_start(self, p: QPainter, pill: QRectF, px: float) -> None:
        """A white pill: the start player."""
        text = pgettext("the start player's badge", "1st")
        h = pill.height()
        p.setPen(QPen(QColor("#1b1b1b"), 1.0))
        p.setBrush(QColor("#f5f5f5"))
        p.drawRoundedRect(pill, h / 2, h / 2)
        draw_text(p, pill, text, px, QColor("#1b1b1b"), max_width=1e9)
