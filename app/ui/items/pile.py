"""Piles of cards, in KPatience's manner: a pile owns its cards and lays them out.

`CardHolder` is the part every holder of cards shares (a pile, a hand, a Flip 7 line): the list
of CardItems it owns (each its own scene item, so it can fly), adding and taking them, and
`place_cards` putting each where `slots` says, at once or as tweens. `PileItem` is the pile on
the table, with one of three layouts:

- `stack`: a few offset layers hint at its height, the top card shows (face-up piles) and a count
  sits under it. The stack keeps a count and the top code, not items: a card landing on it is
  absorbed (`receive`), one taken off is made at its top (`take_cards`).
- `row`: the cards side by side from the pile's position, overlapping only when `extent` is too
  narrow for them.
- `fan`: the cards overlapping, centred in `extent`, each turned a little on an arc (a hand).

A scene moves cards onto a pile with `TableScene.move_cards_to_pile(cards, pile, ms)`.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from app.ui.items.animation import slide
from app.ui.items.card_art import min_text_px, CardArt, card_outline, draw_text, text_width
from app.ui.items.card_item import CardItem
from app.ui.items.highlight import Highlightable

LAYOUTS = ("stack", "row", "fan")
#: a row's step between cards side by side (of a card's width)
ROW_STEP = 1.06
#: a fan's step between overlapping cards, and the turn of its outermost cards (degrees)
FAN_STEP, FAN_SPREAD = 0.42, 12.0


class CardHolder:
    """Owns CardItems and places them. A subclass says where they go: `card_width(codes)` and
    `slots(codes)` (scene positions), optionally `slot_rotations(n)`; `after_place()` runs after
    every placing (a line tints its cards)."""

    CARD_Z = 10.0
    cards: list[CardItem]

    def codes(self) -> list:
        return [c.code for c in self.cards]

    def add_cards(self, cards: list[CardItem], index: int | None = None) -> None:
        """Own `cards` (at the end, or from `index` on); `place_cards` lays them out."""
        at = len(self.cards) if index is None else index
        self.cards[at:at] = list(cards)

    def take_cards(self, count: int | None = None) -> list[CardItem]:
        """Give up the last `count` cards (all by default); they stay where they are in the scene."""
        count = len(self.cards) if count is None else max(0, min(count, len(self.cards)))
        taken = self.cards[len(self.cards) - count:]
        del self.cards[len(self.cards) - count:]
        return taken

    def take_card(self, code: str) -> CardItem | None:
        """Give up the last card showing `code` (None: there is none)."""
        for i in range(len(self.cards) - 1, -1, -1):
            if self.cards[i].code == code:
                return self.cards.pop(i)
        return None

    def card_width(self, codes: list | None = None) -> float:
        raise NotImplementedError

    def slots(self, codes: list) -> list[QPointF]:
        raise NotImplementedError

    def slot_rotations(self, n: int) -> list[float] | None:
        return None

    def after_place(self) -> None:
        pass

    def place_cards(self, duration_ms: float = 0.0, skip: CardItem | None = None) -> list:
        """Move the cards to their slots (and size): at once, or as tweens returned for an
        animation step (not `skip`, which flies there itself)."""
        tweens = []
        cw = self.card_width()
        turns = self.slot_rotations(len(self.cards))
        for i, (card, pos) in enumerate(zip(self.cards, self.slots(self.codes()))):
            card.setZValue(self.CARD_Z + i)
            if card is skip:
                continue
            turn = turns[i] if turns is not None else None
            if duration_ms > 0:
                moved = (card.pos() - pos).manhattanLength() > 0.5 or abs(card.size[0] - cw) > 0.5
                if moved or (turn is not None and abs(card.rotation() - turn) > 0.1):
                    tweens.append(slide(card, pos, cw, duration_ms, turn))
            else:
                card.set_width(cw)
                card.setPos(pos)
                if turn is not None:
                    card.setRotation(turn)
        self.after_place()
        return tweens


class PileItem(CardHolder, Highlightable, QGraphicsObject):
    """A pile of cards of one `art`, laid out as a `stack`, a `row` or a `fan` (see the module).
    `set_highlight(legal=True)` marks it as clickable now."""

    #: the room around the cards for the highlight's glow, and the count's line under a stack (of a
    #: card's width, of its height); a pile never highlighted may set GLOW to 0 (a tight table)
    GLOW, LABEL_SHARE = 0.14, 0.2

    def __init__(self, art: CardArt, face_up: bool, label: str = "", width: float = 60.0,
                 parent: QGraphicsItem | None = None, layout: str = "stack") -> None:
        super().__init__(parent)
        if layout not in LAYOUTS:
            raise ValueError(f"layout must be one of {LAYOUTS}, not {layout!r}")
        self.art = art
        self.face_up = face_up
        self.label = label
        self.layout = layout
        self.cards = []
        self.count = 0
        self.top_code: str | None = None
        self._w = width
        self._h = width / art.aspect
        self._extent = width * 5
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # ---- geometry -----------------------------------------------------------------------------
    @property
    def card_size(self) -> tuple[float, float]:
        return self._w, self._h

    def set_width(self, width: float) -> None:
        self.set_size(width, width / self.art.aspect)

    def set_size(self, width: float, height: float) -> None:
        """The cards' size (a stack's art may not be the aspect of a playing card)."""
        self.prepareGeometryChange()
        self._w, self._h = width, height
        self.update()

    def set_extent(self, width: float) -> None:
        """How wide a row or a fan may spread (from the pile's position)."""
        self.prepareGeometryChange()
        self._extent = max(width, self._w)
        self.update()

    def extent(self) -> float:
        return self._extent if self.layout != "stack" else self._w

    def layers(self) -> int:
        return 0 if self.count <= 0 else min(4, 1 + self.count // 12)

    def top_pos(self) -> QPointF:
        """Where the top card lies, in scene coordinates (cards fly to and from here). For a row or
        a fan: where the next card would go."""
        if self.layout != "stack":
            return self.slots(self.codes() + [None])[-1]
        off = self._offset() * max(0, self.layers() - 1)
        return self.mapToScene(QPointF(-off, -off))

    def _offset(self) -> float:
        return max(1.0, self._w * 0.035)

    def label_height(self) -> float:
        return max(self._h * self.LABEL_SHARE, min_text_px() / 0.7)

    def label_text(self) -> str:
        if self.layout != "stack":
            return self.label
        return f"{self.label} {self.count}".strip() if self.label else str(self.count)

    def label_rect(self) -> QRectF:
        """Under the pile, centred, as wide as the count needs (at least MIN_TEXT_PX high)."""
        h = self.label_height()
        span = self.extent()
        w = max(self._w * 1.4, text_width(self.label_text(), h * 0.7) + h * 0.4)
        return QRectF(span / 2 - w / 2, self._h + self._h * 0.03, w, h)

    def boundingRect(self) -> QRectF:
        m = max(4.0, self._w * self.GLOW)
        lift = self._offset() * 4
        label = self.label_rect()
        span = self.extent()
        return QRectF(-m - lift, -m - lift, span + 2 * m + lift, label.bottom() + 2 * m + lift).united(label)

    # ---- the cards ------------------------------------------------------------------------------
    def card_width(self, codes: list | None = None) -> float:
        return self._w  # a row or a fan overlaps its cards rather than shrink them

    def _step(self, n: int) -> float:
        want = self._w * (ROW_STEP if self.layout == "row" else FAN_STEP)
        return min(want, (self._extent - self._w) / (n - 1)) if n > 1 else 0.0

    def slots(self, codes: list) -> list[QPointF]:
        """Scene positions of `n` cards: all on the top of a stack, side by side in a row, or
        spread and centred on an arc in a fan."""
        n = len(codes)
        if self.layout == "stack":
            return [self.top_pos()] * n
        step = self._step(n)
        x0 = 0.0 if self.layout == "row" else (self._extent - self._w - step * (n - 1)) / 2
        out = []
        for i in range(n):
            y = 0.0
            if self.layout == "fan" and n > 1:
                u = i / (n - 1) * 2 - 1  # -1 .. 1 across the fan
                y = self._h * 0.06 * u * u  # the outer cards lie a little lower
            out.append(self.mapToScene(QPointF(x0 + step * i, y)))
        return out

    def slot_rotations(self, n: int) -> list[float] | None:
        if self.layout != "fan":
            return None
        if n <= 1:
            return [0.0] * n
        return [FAN_SPREAD * (i / (n - 1) * 2 - 1) for i in range(n)]

    def receive(self, card: CardItem, remove: bool = True) -> None:
        """`card` has arrived: a stack counts it (its code on top) and lets the item go (`remove`);
        a row or a fan owns it and lays itself out again."""
        if self.layout == "stack":
            self.set_state(self.count + 1, card.code if self.face_up else self.top_code)
            if remove and card.scene() is not None:
                card.scene().removeItem(card)
            return
        if card not in self.cards:
            self.add_cards([card])
        self.place_cards()

    def take_cards(self, count: int | None = None) -> list[CardItem]:
        """A row or a fan gives up its last `count` cards; a stack makes `count` card items at its
        top (the top one showing its code on a face-up stack, the others unknown) and counts them
        off. New items are not yet in a scene: the caller adds them."""
        if self.layout != "stack":
            return super().take_cards(count)
        count = self.count if count is None else max(0, min(count, self.count))
        made = []
        for k in range(count):
            code = self.top_code if self.face_up and k == 0 else None
            card = CardItem(self.art, code, code is not None, self._w)
            card.setPos(self.top_pos())
            made.append(card)
        if count:
            self.set_state(self.count - count, None)
        return made

    def set_state(self, count: int, top_code: str | None = None, label: str | None = None) -> None:
        """What a stack shows: how many cards and the top one's code."""
        if label is not None:
            self.label = label
        if (count, top_code) != (self.count, self.top_code) or label is not None:
            self.prepareGeometryChange()  # the count's label may get wider: the bounds follow it
            self.count, self.top_code = count, top_code
            self.update()

    # ---- painting -------------------------------------------------------------------------------
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._h)
        if self.layout != "stack":
            self._paint_spread(painter, rect)
            return
        if self.count <= 0:
            self.paint_empty(painter, rect)
        top = self.paint_stack(painter, rect)
        self.paint_highlight(painter, card_outline(top), max(4.0, self._w * 0.12))
        if self.label_text():
            self.paint_label(painter)

    def paint_label(self, painter: QPainter) -> None:
        draw_text(painter, self.label_rect(), self.label_text(), self.label_height() * 0.7, QColor("#f3f0e6"),
                  QColor(0, 0, 0, 150), max(1.0, self._w * 0.03))

    def paint_empty(self, painter: QPainter, rect: QRectF) -> None:
        """Where a card would lie: a faint outline."""
        painter.setPen(QColor(255, 255, 255, 90))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawPath(card_outline(rect))

    def paint_stack(self, painter: QPainter, rect: QRectF) -> QRectF:
        """The stack's layers, each a card's back (the top one its face, face up); returns where the
        top card lies."""
        layers = self.layers()
        off = self._offset()
        for i in range(layers):
            r = rect.translated(-off * i, -off * i)
            painter.fillPath(card_outline(r.translated(off, off * 1.3)), QColor(0, 0, 0, 55))
            if i == layers - 1 and self.face_up and self.top_code is not None:
                self.art.paint_face(painter, r, self.top_code)
            else:
                self.art.paint_back(painter, r)
        return rect.translated(-off * max(0, layers - 1), -off * max(0, layers - 1))

    def _paint_spread(self, painter: QPainter, rect: QRectF) -> None:
        """A row or a fan paints only its place (the cards are items of their own): an outline
        while it is empty, the glow around its whole span when highlighted."""
        if not self.cards:
            self.paint_empty(painter, rect)
        span = QRectF(0, 0, self._extent, self._h)
        path = QPainterPath()
        radius = self._w * 0.09
        path.addRoundedRect(span, radius, radius)
        self.paint_highlight(painter, path, max(4.0, self._w * 0.12))
        if self.label:
            self.paint_label(painter)

