"""Top Pop's own scene items; the rest is the table toolkit's (app/ui/items).

- `CityCard`: a city card (a face, or the moon back when its code is not known here).
- `FrontCard`: a card in front of a seat with its stacks as towers of caps seen from the side, bottom
  first, in the order the stacks were placed; the tallest marked with a star; a ghost stack (the one
  being built) drawn see-through on top of its owner's tower.
- `FrontRow`: the cards in front of one seat (a drop slot: a hand card may be placed there).
- `SeatItem`: a seat's panel: its colour, its company's logo, the name, its supply by colour, its hand
  and its cards won (of the cards that end the game).
- the chips and piles beside them (`ScorePile`, `CapChip`, `PowerChip`) are in chips.py.
"""

from __future__ import annotations


from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from app.core.i18n import _, pgettext
from app.games.top_pop.access import caps_words, front_words, seat_words
from app.games.top_pop.ui.look import (ART, cap_color, cap_side_aspect, paint_cap_side, paint_cap_top, paint_logo,
                                       tower_step)
from app.ui.items.caps import paint_stack, stack_rect
from app.ui.items.card_art import min_text_px, card_outline, draw_text, place, star_path, text_width
from app.ui.items.card_item import CardItem
from app.ui.items.drag import DropSlotItem
from app.ui.items.hand import HandItem
from app.ui.items.pile import CardHolder
from app.ui.items.seat_panel import SeatPanelItem
from app.ui.items.colors import CREAM, GOLD

#: a tower's caps: at most this share of a card's height
TOWER_SHARE = 0.86
#: a tower's column, of the card's width
TOWER_COL = 0.5


def count_strip() -> float:
    """Under a card in front of a seat: the line of its towers' counts (the tallest's with a star),
    clear of the card's picture and of a night card's medallion."""
    return min_text_px() * 1.3


def count_px() -> float:
    """The size of the towers' counts."""
    return min_text_px() + 1


def panel_least(lines: int = 3) -> float:
    """A seat's panel at its least: the logo and the name, the counts, the supply (three lines at the
    least text, ui/layout.py keeps a row at least this tall); in two lines (a short table at a larger
    text size: `SeatItem.lines`) the name and the counts, then the supply."""
    return min_text_px() * (5.2 if lines == 3 else 3.6)


class CityCard(CardItem):
    """A city card of Top Pop (code None: a night card not seen here, its moon back)."""

    def __init__(self, code: str | None, width: float = 60.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(ART, code, code is not None, width, parent)


class FrontCard(CityCard):
    """A card in front of a seat with its towers of caps. `set_stacks(stacks, tallest)`: owner ->
    caps bottom first, in the order placed; `set_ghost(owner, caps)`: the stack being built."""

    def __init__(self, code: str | None, width: float = 60.0) -> None:
        super().__init__(code, width)
        self.night = False
        self.stacks: dict[int, list[int]] = {}
        self.tallest: int | None = None
        self.ghost: tuple[int, list[int]] | None = None

    def set_card(self, code: str | None, night: bool) -> None:
        self.night = night
        self.set_face(code, code is not None)

    def set_stacks(self, stacks: dict, tallest: int | None) -> None:
        stacks = {int(o): [int(k) for k in caps] for o, caps in stacks.items()}
        if (stacks, tallest) != (self.stacks, self.tallest):
            self.prepareGeometryChange()
            self.stacks, self.tallest = stacks, tallest
            self.update()
        self.setToolTip(self.words())

    def set_ghost(self, owner: int | None, caps: list[int] | None) -> None:
        ghost = (owner, list(caps)) if owner is not None and caps is not None else None
        if ghost != self.ghost:
            self.prepareGeometryChange()
            self.ghost = ghost
            self.update()

    def words(self) -> str:
        """The card and its stacks in words (the tooltip)."""
        return front_words(self.code, self.stacks)

    def towers(self) -> list[tuple[int, list[int], int]]:
        """(owner, caps, ghost caps) per tower, in the order placed (a new ghost stack last)."""
        out = [(o, c, 0) for o, c in self.stacks.items()]
        if self.ghost is not None and self.ghost[1]:
            owner, caps = self.ghost
            for i, (o, c, _n) in enumerate(out):
                if o == owner:
                    out[i] = (o, c + caps, len(caps))
                    break
            else:
                out.append((owner, list(caps), len(caps)))
        return out

    def tower_rect(self, i: int, n: int) -> QRectF:
        """The i-th of n towers' column, standing on the card's lower edge: side by side in the
        middle of the card while they fit, else from its left edge on, past its right edge."""
        w, h = self._w, self._h
        col = w * (TOWER_COL if w >= 90 else 0.75)  # a small card: towers wider than half of it, to be read
        total = col * n
        left = (w - total) / 2 if total <= w * 0.95 else w * 0.05
        return QRectF(left + i * col, h * (1 - TOWER_SHARE) - h * 0.03, col, h * TOWER_SHARE)

    def extent(self) -> float:
        """How wide the card is with its towers (a row keeps this much room for it)."""
        n = len(self.towers())
        return max(self._w, self.tower_rect(n - 1, n).right() + self._w * 0.04) if n else self._w

    def boundingRect(self) -> QRectF:
        m = max(2.0, self._w * 0.08)
        return QRectF(-m, -m - self._h * 0.12, self.extent() + 2 * m, self._h + 2 * m + self._h * 0.12 + count_strip())

    def count_rect(self, i: int, n: int) -> QRectF:
        """Where the i-th of n towers' count is written: under the card, below the tower's column."""
        col = self.tower_rect(i, n)
        return QRectF(col.left(), self._h + 1, col.width(), count_strip() - 1)

    def cap_height(self, towers) -> float:
        """How far apart the caps of the towers stand (the tallest fits the card)."""
        tallest = max((len(c) for _o, c, _g in towers), default=1)
        col = self.tower_rect(0, len(towers)).width()
        step = tower_step()
        side = col * 0.86 / cap_side_aspect()
        return min(side * step, self._h * TOWER_SHARE / (max(1, tallest) - 1 + 1 / step))

    def top_cap_pos(self, owner: int) -> QPointF:
        """Scene position just above `owner`'s tower (where caps fly to and from)."""
        towers = self.towers()
        owners = [o for o, _c, _g in towers]
        n = len(towers) + (0 if owner in owners else 1)
        i = owners.index(owner) if owner in owners else n - 1
        r = self.tower_rect(i, n)
        caps = len(towers[i][1]) if owner in owners else 0
        h = self.cap_height(towers or [(owner, [0], 0)])
        return self.mapToScene(QPointF(r.center().x(), r.bottom() - (caps + 0.5) * h))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._h)
        painter.fillPath(card_outline(rect.translated(self._w * 0.03, self._w * 0.045)), QColor(0, 0, 0, 70))
        if self.face_up and self.code is not None:
            ART.paint_face(painter, rect, self.code)
        else:
            ART.paint_night_back(painter, rect)
        towers = self.towers()
        if towers:
            self._paint_towers(painter, towers)
        self.paint_highlight(painter, card_outline(rect), max(3.0, self._w * 0.09))

    def _paint_towers(self, p: QPainter, towers) -> None:
        n = len(towers)
        h = self.cap_height(towers)
        for i, (owner, caps, ghost) in enumerate(towers):
            col = self.tower_rect(i, n)
            cw = col.width() * 0.86
            x = col.center().x() - cw / 2
            side = h / tower_step()
            bottom = QRectF(x, col.bottom() - side, cw, side)
            top = stack_rect(bottom, len(caps) - 1, h).top()
            p.fillRect(QRectF(x - 1, top - 1, cw + 2, col.bottom() - top + 2), QColor(0, 0, 0, 50))
            shown = [(company, k >= len(caps) - ghost) for k, company in enumerate(caps)]
            paint_stack(p, bottom, shown, h, _paint_cap)
            if ghost:
                low = col.bottom() - (len(caps) - ghost) * h
                p.setPen(QPen(QColor("#4ee0ff"), max(1.2, h * 0.18), Qt.PenStyle.DashLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(QRectF(x - 1.5, top - 1.5, cw + 3, low - top + 3), 2, 2)
            if not ghost:
                self._paint_count(p, self.count_rect(i, n), len(caps), owner == self.tallest)

    @staticmethod
    def _paint_count(p: QPainter, box: QRectF, n: int, tallest: bool) -> None:
        """A tower's count under the card (the tallest's with a star before it)."""
        text = str(n)
        d = count_px() * 0.9 if tallest else 0.0
        w = text_width(text, count_px()) + d + (2 if tallest else 0)
        left = box.center().x() - w / 2
        if tallest:
            shape = place(star_path(), QRectF(left, box.center().y() - d / 2, d, d))
            p.fillPath(shape, GOLD)
            p.strokePath(shape, QPen(QColor("#5a4200"), 1.0))
        draw_text(p, QRectF(left + d + (2 if tallest else 0), box.top(), w - d, box.height()), text, count_px(),
                  CREAM, QColor(0, 0, 0, 200), 2.0, role="value", max_width=max(w - d, text_width(text, count_px())))


def _paint_cap(p: QPainter, rect: QRectF, cap: tuple[int, bool]) -> None:
    """A cap of a tower on a card, seen from the side: (company, ghost); a ghost cap (being stacked,
    not placed yet) is paler."""
    company, ghost = cap
    p.setOpacity(0.55 if ghost else 1.0)
    paint_cap_side(p, rect, company)
    p.setOpacity(1.0)


class HandRow(HandItem):
    """The hand at the screen: side by side while they fit (overlapping when they must), turned a
    little on an arc."""

    SPREAD = 4.0

    def _step(self, n: int) -> float:
        return min(self._w * 1.06, (self._extent - self._w) / (n - 1)) if n > 1 else 0.0

    def slot_rotations(self, n: int) -> list[float] | None:
        return [self.SPREAD * (i / (n - 1) * 2 - 1) for i in range(n)] if n > 1 else [0.0] * n

    def paint_empty(self, painter: QPainter, rect: QRectF) -> None:
        """An empty hand (lite between turns, the final round) shows no outline: the cards are laid out
        across the row, so an outline at its corner would stand for nothing."""


class FrontRow(CardHolder, DropSlotItem):
    """The cards in front of `seat`, side by side (overlapping when there are many). A drop slot
    keyed ("seat", seat): it glows while a picked card may be placed here."""

    def __init__(self, seat: int) -> None:
        DropSlotItem.__init__(self, ("seat", seat))
        self.seat = seat
        self.click_key = self.key
        self.cards: list[FrontCard] = []
        self.cw = 40.0

    def set_geometry(self, w: float, h: float, cw: float) -> None:
        self.cw = cw
        self.set_size(w, h)

    def card_width(self, codes: list | None = None) -> float:
        return self.cw

    def slots(self, codes: list) -> list[QPointF]:
        """Each card with the room its towers take, a little apart; closer (overlapping) when the
        row is too short for them all."""
        n = len(codes)
        ch = self.cw / ART.aspect
        pad = max(2.0, min((self._h - ch) / 2, ch * 0.06))
        top = max(1.0, min(ch * 0.02, self._h - ch - count_strip()))  # the towers' counts under the cards
        # each card's room at the row's card width (a card still at the width of the size before)
        widths = ([c.extent() * self.cw / max(1.0, c.size[0]) for c in self.cards[:n]]
                  + [self.cw] * max(0, n - len(self.cards)))
        space = self.cw * 0.1
        need = sum(widths) + space * max(0, n - 1)
        squeeze = min(1.0, (self._w - 2 * pad - widths[-1]) / max(1.0, need - widths[-1])) if n > 1 else 1.0
        out, x = [], pad
        for w in widths:
            out.append(self.mapToScene(QPointF(x, top)))
            x += (w + space) * squeeze
        return out

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._h)
        path = QPainterPath()
        path.addRoundedRect(rect, min(8.0, self._h * 0.1), min(8.0, self._h * 0.1))
        p.fillPath(path, QColor(0, 0, 0, 40))
        self.paint_highlight(p, path, max(4.0, self._h * 0.06))


class SeatItem(SeatPanelItem):
    """A seat's panel: the company's colour strip and logo, the name, the supply (a cap per colour
    with its count), the cards in hand and the cards won."""

    HIGHLIGHT_COLORS = {"current": GOLD}

    def __init__(self, seat: int, name: str, color: QColor) -> None:
        super().__init__(seat, name, color)
        self.click_key = ("seat", seat)
        self.supply: dict[int, int] = {}
        self.hand = 0
        self.won = 0
        self.to_end = 6
        self.you = False
        self.start = False
        self.lines = 3  # 2 (a short table at a larger text size): the name and counts, then the supply

    def set_counts(self, supply: dict, hand: int, won: int, to_end: int, you: bool, start: bool) -> None:
        supply = {int(k): int(n) for k, n in supply.items() if n}
        state = (supply, hand, won, to_end, you, start)
        if state != (self.supply, self.hand, self.won, self.to_end, self.you, self.start):
            self.supply, self.hand, self.won, self.to_end, self.you, self.start = state
            self.update()
        self.setToolTip(self.words())

    def words(self) -> str:
        return seat_words(self.seat, self.supply, self.hand, self.won, self.to_end, self.start)

    def set_geometry(self, x: float, y: float, w: float, h: float, lines: int = 3) -> None:
        self.setPos(x, y)
        self.margin = max(3.0, min(8.0, h * 0.1))
        if lines != self.lines:
            self.lines = lines
            self.update()
        self.set_size(w, h)

    def text_px(self) -> float:
        return max(min_text_px() + 1, min(self.h * 0.2, self.w * 0.1, 26.0))

    def paint_panel(self, p: QPainter, path: QPainterPath) -> None:
        self.paint_highlight(p, path, max(3.0, self.h * 0.1), 3)
        self.paint_ground(p, QColor(255, 255, 255, 45) if self.you else QColor(0, 0, 0, 110))
        strip = max(4.0, self.h * 0.07)
        self.paint_strip(p, QRectF(0, 0, strip, self.h), clip=path)
        pad = max(2.0, min(self.h * 0.06, 8.0))
        px = self.text_px()
        small = max(min_text_px(), px * 0.85)
        if self.lines == 2:
            self._paint_two_lines(p, strip, pad, px, small)
            return
        # the logo (and the name beside it) as tall as the counts' and the supply's lines leave
        logo = max(min_text_px() * 1.2, min(self.h * 0.36, px * 2.0, self.h - 4 * pad - small * 2.7))
        paint_logo(p, QRectF(strip + pad, pad, logo, logo), self.seat)
        x = strip + pad * 2 + logo
        if self.has_highlight("current"):
            x = self.paint_turn_pointer(p, x, pad + logo / 2, px * 0.8, GOLD) + pad * 0.5
        room = max(1.0, self.w - pad - x)
        fit = px * room / max(1.0, text_width(self.name, px)) * 0.97
        self.paint_name(p, QRectF(x, pad, room, logo), max(min_text_px() + 1, min(px, fit)), QColor("#ffffff"))
        line = QRectF(strip + pad, pad * 2 + logo, self.w - strip - 2 * pad, small * 1.4)
        self._paint_counts(p, line, small)
        caps = QRectF(strip + pad, line.bottom() + pad, self.w - strip - 2 * pad,
                      max(small * 1.3, self.h - line.bottom() - 2 * pad))
        self._paint_supply(p, caps, small)

    def _paint_two_lines(self, p: QPainter, strip: float, pad: float, px: float, small: float) -> None:
        """The logo, the name and the counts on the first line, the supply on the second."""
        line_h = (self.h - 3 * pad) / 2
        logo = max(min_text_px() * 1.2, min(line_h, px * 1.6))
        paint_logo(p, QRectF(strip + pad, pad + (line_h - logo) / 2, logo, logo), self.seat)
        x = strip + pad * 2 + logo
        if self.has_highlight("current"):
            x = self.paint_turn_pointer(p, x, pad + line_h / 2, px * 0.8, GOLD) + pad * 0.5
        counts_w = self._counts_width(small)
        room = max(1.0, self.w - pad - x - counts_w - pad)
        fit = px * room / max(1.0, text_width(self.name, px)) * 0.97
        self.paint_name(p, QRectF(x, pad, room, line_h), max(min_text_px() + 1, min(px, fit)), QColor("#ffffff"))
        self._paint_counts(p, QRectF(self.w - pad - counts_w, pad, counts_w, line_h), small)
        self._paint_supply(p, QRectF(strip + pad, pad * 2 + line_h, self.w - strip - 2 * pad, line_h), small)

    def _counts_width(self, px: float) -> float:
        """How wide `_paint_counts` draws at `px` (the start badge included)."""
        text = pgettext("cards won of the cards that end the game, on a panel", "{n}/{end}").format(
            n=self.won, end=self.to_end)
        w = px * 0.95 * 1.4 + px * 1.15 + text_width(str(self.hand), px) + text_width(text, px)
        if self.start:
            badge = pgettext("the start player's badge", "1st")
            w += px * 0.3 + text_width(badge, max(min_text_px(), px * 0.85)) + px * 0.5
        return w + 2

    def _paint_counts(self, p: QPainter, box: QRectF, px: float) -> None:
        """A small card and the cards in hand; a trophy-like pile and the cards won of those that end."""
        x, cy = box.left(), box.center().y()
        ih = px * 0.95
        card = QRectF(x, cy - ih / 2, ih * 0.7, ih)
        ART.paint_day_back(p, card)
        x = self.paint_count(p, card.right() + px * 0.2, box, str(self.hand), px) + px * 0.6
        won = QRectF(x, cy - ih / 2, ih * 0.7, ih)
        p.setPen(QPen(GOLD, max(1.0, ih * 0.08)))
        p.setBrush(QColor("#3b2a10"))
        p.drawRoundedRect(won, ih * 0.1, ih * 0.1)
        p.drawRoundedRect(won.translated(ih * 0.15, -ih * 0.1), ih * 0.1, ih * 0.1)
        text = pgettext("cards won of the cards that end the game, on a panel", "{n}/{end}").format(
            n=self.won, end=self.to_end)
        x = self.paint_count(p, won.right() + px * 0.35, box, text, px)
        if self.start:
            badge = pgettext("the start player's badge", "1st")
            bpx = max(min_text_px(), px * 0.85)
            w = text_width(badge, bpx) + px * 0.5
            pill = QRectF(box.right() - w, cy - px * 0.7, w, px * 1.4)
            if pill.left() > x + px * 0.3:
                p.setPen(QPen(QColor("#1b1b1b"), 1.0))
                p.setBrush(QColor("#f5f5f5"))
                p.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
                draw_text(p, pill, badge, bpx, QColor("#1b1b1b"), max_width=1e9)

    def _paint_supply(self, p: QPainter, box: QRectF, px: float) -> None:
        """One cap per colour in the supply with its count."""
        d = min(box.height(), px * 1.6)
        x = box.left()
        for k, n in sorted(self.supply.items()):
            w = d + px * 0.2 + text_width(str(n), px)
            if x + w > box.right() + 0.5:
                break
            paint_cap_top(p, QRectF(x, box.center().y() - d / 2, d, d), k)
            x = self.paint_count(p, x + d + px * 0.15, box, str(n), px) + px * 0.45
        if not self.supply:
            draw_text(p, box, _("no caps"), px, QColor(255, 255, 255, 150), align=Qt.AlignmentFlag.AlignLeft,
                      max_width=1e9)


__all__ = ["CityCard", "FrontCard", "FrontRow", "HandRow", "SeatItem", "cap_color", "caps_words"]
