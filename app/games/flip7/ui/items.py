"""One player's line on the Flip 7 table: a seat panel (app/ui/items/seat_panel.py) with the name
(in the player's colour), the dealer button, the round's points, the total and the status, and a
card holder (app/ui/items/pile.py) whose fan groups numbers, modifiers and actions. The cards are
separate scene items that the line places (so they can fly in and out); the BUST stamp too (it
lies over the cards)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QTransform

from app.core.i18n import _, pgettext
from app.games.flip7.ui.art import index_right
from app.games.flip7.ui.layout import ASPECT as ART_ASPECT, HEADER, PAD
from app.games.flip7.ui.symbols import TARGET_INK, icon_check, icon_ice, icon_shield, icon_target, snowflake_path
from app.games.flip7.scoring import score_line
from app.ui.items.card_art import min_text_px, place
from app.ui.items.card_item import CardItem
from app.ui.items.markers import MarkerItem, StampItem
from app.ui.items.pile import CardHolder
from app.ui.items.seat_panel import SeatPanelItem

GLOW = QColor("#ffe066")
TARGET = QColor("#6fe8ff")
TARGET_FILL = QColor(111, 232, 255, 70)
FOCUS = QColor("#ffffff")
ICE_TINT = QColor(120, 190, 255, 90)
DEAD_TINT = QColor(60, 60, 60, 120)
BUST_TINT = QColor(229, 57, 53, 110)
#: how much the BUST stamp grows as it lands (it is sized so that it stays inside the line even then)
STAMP_PEAK = 1.25
#: the fan of a line: step between cards side by side and the extra gap between groups (of a card's width)
SPACED, GROUP_GAP = 1.06, 0.22
#: a card's corner index ends at 0.36 of its width (or further, see art.index_right): overlapping
#: cards step by at least this much of a card
INDEX_STEP = 0.42
#: crowded lines shrink their cards to this share of the card row's height before overlapping them,
#: and very crowded ones down to CROWDED_SHRINK to keep every index in view
MIN_SHRINK, CROWDED_SHRINK = 0.62, 0.45


def index_step(code: str, cw: float) -> float:
    """The least step from a card `cw` wide to the next one lying over it that leaves the card's
    corner index in view."""
    return max(cw * INDEX_STEP, index_right(code, cw / ART_ASPECT) + cw * 0.05)


def even_steps(need: list[float], room: float) -> list[float]:
    """Steps that use `room` (at least sum(need)): as even as they can be, none below its need."""
    lo, hi = 0.0, room
    for _ in range(40):
        mid = (lo + hi) / 2
        if sum(max(n, mid) for n in need) > room:
            hi = mid
        else:
            lo = mid
    return [max(n, lo) for n in need]


def kind_of(code: str) -> int:
    """0 numbers, 1 modifiers, 2 actions: the three groups of a line, left to right."""
    if code.isdigit():
        return 0
    if code.startswith("+") or code == "x2":
        return 1
    return 2


def readable(color: QColor) -> QColor:
    """The player's colour, darkened if needed so it reads on the light panel."""
    c = QColor(color)
    for _ in range(8):
        if c.lightnessF() <= 0.5:
            break
        c = c.darker(118)
    return c


class PlayerLine(CardHolder, SeatPanelItem):
    """Highlights: `current` (a gold glow, band and pointer), `legal` (may be chosen now: a cyan
    glow, tint and dashed ring), `focus` (the keyboard's white ring: Enter would choose it)."""

    HIGHLIGHT_COLORS = {"current": GLOW, "legal": TARGET, "focus": FOCUS}

    def __init__(self, seat: int, name: str, color: QColor) -> None:
        super().__init__(seat, name, color)
        self.click_key = ("line", seat)
        self.cards: list[CardItem] = []
        self.status = "active"
        self._shown_points: str | None = None  # the round's points the line was last painted with
        self.dealer = False
        self.second_chance = False
        self.badge = MarkerItem(pgettext("the dealer's button", "D"), QColor("#f5f5f5"), QColor("#1b1b1b"), parent=self)
        self.badge.hide()
        self.stamp = StampItem(_("BUST"))
        self.stamp.setZValue(900)
        self.stamp.hide()

    # ---- geometry -----------------------------------------------------------------------------
    def set_geometry(self, x: float, y: float, w: float, h: float, margin: float) -> None:
        self.setPos(x, y)
        self.margin = margin
        self.set_size(w, h)
        d = self.header_height() * 0.82
        self.badge.set_diameter(d)
        self._fit_stamp()
        self._place_stamp()
        self._place_badge()
        self.update()

    def header_height(self) -> float:
        return self.h * HEADER

    def pad(self) -> float:
        return max(2.0, self.h * PAD)

    def strip_width(self) -> float:
        return max(3.0, self.h * 0.05)

    def full_card_width(self) -> float:
        """The cards' width when few enough lie in the line: as tall as the card row."""
        ch = self.h - self.header_height() - 1.6 * self.pad()
        return max(4.0, ch * ART_ASPECT)

    def card_width(self, codes: list[str] | None = None) -> float:
        """The width of each card when the line holds `codes` (default: the cards it holds now)."""
        return self.fan(self.codes() if codes is None else codes)[0]

    def fan(self, codes: list[str]) -> tuple[float, list[float]]:
        """Card width, and the step from each card to the next (group gaps included) for `codes`.
        Side by side while they fit; then the cards shrink (to MIN_SHRINK of the row's height); then
        they overlap, but never over a card's corner index (`index_step`: a wide index such as
        "+10" gets a wider step), so every card's value shows; very crowded lines shrink further to
        keep that, down to CROWDED_SHRINK."""
        full = self.full_card_width()
        n = len(codes)
        if n <= 1:
            return full, []
        breaks = [kind_of(codes[i + 1]) != kind_of(codes[i]) for i in range(n - 1)]
        groups = 1 + sum(breaks)
        avail = self.w - self.strip_width() - 1.6 * self.pad()
        spaced = avail / (1 + SPACED * (n - 1) + GROUP_GAP * (groups - 1))
        if spaced >= full * MIN_SHRINK:
            cw = min(full, spaced)
            return cw, [cw * SPACED + (cw * GROUP_GAP if b else 0.0) for b in breaks]
        cw = full * MIN_SHRINK
        for k in range(9):
            cw = full * (MIN_SHRINK - (MIN_SHRINK - CROWDED_SHRINK) * k / 8)
            need = [index_step(code, cw) for code in codes[:-1]]
            for gap in ((cw * GROUP_GAP, 0.0) if k == 0 else (0.0,)):
                room = avail - cw - gap * (groups - 1)
                if sum(need) <= room:
                    return cw, [step + (gap if b else 0.0) for step, b in zip(even_steps(need, room), breaks)]
        need = [index_step(code, cw) for code in codes[:-1]]
        squeeze = max(1.0, avail - cw) / sum(need)
        return cw, [step * squeeze for step in need]

    def slots(self, codes: list[str]) -> list[QPointF]:
        """Scene positions of the cards `codes` (already in line order), fanned to fit."""
        if not codes:
            return []
        cw, steps = self.fan(codes)
        pad = self.pad()
        full_h = self.full_card_width() / ART_ASPECT
        x = self.strip_width() + pad * 0.6
        y = self.header_height() + pad * 0.6 + (full_h - cw / ART_ASPECT) / 2
        out = [self.mapToScene(QPointF(x, y))]
        for step in steps:
            x += step
            out.append(self.mapToScene(QPointF(x, y)))
        return out

    def codes(self) -> list[str]:
        return [c.code for c in self.cards]

    def insert_card(self, card: CardItem) -> None:
        """Put `card` at the end of its group."""
        k = kind_of(card.code)
        index = len(self.cards)
        for i, other in enumerate(self.cards):
            if kind_of(other.code) > k:
                index = i
                break
        self.cards.insert(index, card)

    def after_place(self) -> None:
        self.refresh_cards()
        points = self.points_text()
        if points != self._shown_points:  # a card came or went: its points are painted anew
            self._shown_points = points
            self.update()

    def refresh_cards(self) -> None:
        tint = DEAD_TINT if self.status == "busted" else ICE_TINT if self.status == "frozen" else None
        numbers = [c for c in self.cards if c.code.isdigit()]
        for card in self.cards:
            card.set_tint(BUST_TINT if self.status == "busted" and card is numbers[-1] else tint)
            card.click_key = self.click_key
            card.setCursor(Qt.CursorShape.PointingHandCursor if self.has_highlight("legal")
                           else Qt.CursorShape.ArrowCursor)

    def stamp_area(self) -> QRectF:
        """Where the stamp may lie, in line coordinates: the card row, inside the panel."""
        pad = self.pad()
        top = self.header_height() + pad * 0.3
        left = self.strip_width() + pad * 0.5
        return QRectF(left, top, self.w - left - pad * 0.5, self.h - top - pad * 0.5)

    def _stamp_extent(self, scale: float) -> QRectF:
        """The stamp's bounding box as drawn (tilted, at `scale`), centred on the origin."""
        br = self.stamp.boundingRect()
        t = QTransform().rotate(self.stamp.rotation()).scale(scale, scale)
        return t.mapRect(br.translated(-br.center()))

    def _fit_stamp(self) -> None:
        """As big as the line allows, so that even at the top of its pop it stays inside the card row;
        never so small that its word is not read (a line of 18 seats at 800 x 600: over the row's edge)."""
        area = self.stamp_area()
        least = min_text_px() / 0.72  # the stamp's letters are 0.72 of its height
        h = max(least, self.h * 0.34)
        for _ in range(4):
            self.stamp.set_height(h)
            box = self._stamp_extent(STAMP_PEAK)
            f = min(area.width() * 0.9 / box.width(), area.height() / box.height())
            if f >= 1.0 or h <= least:
                break
            h = max(least, h * f * 0.98)

    def _place_stamp(self) -> None:
        """Over the right part of the card row (clear of the cards when there is room), and so that
        its box at the top of the pop lies inside the row."""
        area = self.stamp_area()
        box = self._stamp_extent(STAMP_PEAK)
        cx = max(self.w * 0.5, area.right() - box.width() / 2 - self.pad())
        cx = min(max(cx, area.left() + box.width() / 2), area.right() - box.width() / 2)
        cy = area.center().y()
        centre = self.stamp.boundingRect().center()
        self.stamp.setPos(self.mapToScene(QPointF(cx - centre.x(), cy - centre.y())))

    # ---- state --------------------------------------------------------------------------------
    def set_status(self, status: str) -> None:
        changed = status != self.status
        self.status = status
        self.stamp.setVisible(status == "busted")
        self._place_stamp()
        self.refresh_cards()
        if changed:  # the table is drawn after every move: an unchanged line is not painted again
            self.update()

    def set_highlight(self, **kinds: bool) -> bool:
        changed = super().set_highlight(**kinds)
        if changed:
            self._place_badge()  # the turn pointer moves the dealer button
        return changed

    def set_flags(self, *, dealer: bool | None = None, second_chance: bool | None = None,
                  total: int | None = None) -> None:
        before = (self.dealer, self.second_chance, self.total)
        if dealer is not None:
            self.dealer = dealer
        if second_chance is not None:
            self.second_chance = second_chance
        if total is not None:
            self.total = total
        self._place_badge()
        if (self.dealer, self.second_chance, self.total) != before:
            self.update()

    def _place_badge(self) -> None:
        """The dealer button sits before the name (after the turn pointer, if any)."""
        hh, pad = self.header_height(), self.pad()
        x = self.strip_width() + pad
        if self.has_highlight("current"):
            x += hh * 0.5 * 0.8 + pad * 0.6
        d = self.badge.diameter
        self.badge.setPos(x, pad * 0.5 + hh / 2 - d / 2)
        self.badge.setVisible(self.dealer)

    def points_text(self) -> str:
        """This round's points as the line shows them ("+33"; "0" when busted)."""
        return f"+{self.points()}" if self.status != "busted" else "0"

    def points(self) -> int:
        numbers = [int(c) for c in self.codes() if c.isdigit()]
        modifiers = [c for c in self.codes() if kind_of(c) == 1]
        return score_line(numbers, modifiers, self.status == "busted").points

    # ---- painting -----------------------------------------------------------------------------
    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.w, self.h
        rect = QRectF(0, 0, w, h)
        radius = self.radius()
        path = self.panel_path()
        current, targetable = self.has_highlight("current"), self.has_highlight("legal")
        self.paint_highlight(painter, path, self.margin * 2.0, only={"current"})
        # over the turn's glow: a line may be both (a Freeze kept for oneself)
        self.paint_highlight(painter, path, self.margin * (1.4 if current else 2.0), only={"legal"})
        top, bottom = {"busted": ("#c4c4c4", "#a2a2a2"), "frozen": ("#eef8ff", "#b5dcfa")}.get(
            self.status, ("#fbf7ee", "#ece3cf"))
        grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        grad.setColorAt(0, QColor(top))
        grad.setColorAt(1, QColor(bottom))
        painter.fillPath(path, grad)
        self.paint_strip(painter, QRectF(0, 0, self.strip_width(), h), path)
        if targetable:
            painter.fillPath(path, TARGET_FILL)
        border = QPen(readable(self.color), max(1.5, h * 0.022))
        if current:
            border = QPen(QColor("#f2b600"), max(3.0, h * 0.04))
        elif targetable:
            border = QPen(TARGET_INK, max(2.0, h * 0.03))
        painter.setPen(border)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        if targetable:  # a dashed ring inside the border: "you may choose this line"
            self._paint_target_ring(painter, rect, radius, border.widthF())
        if self.has_highlight("focus"):  # a solid white ring just outside: "Enter chooses this line"
            self._paint_focus_ring(painter, rect, radius)
        if self.status == "frozen":
            self._paint_frost(painter, rect)
        if current:  # a gold band behind the name: whose turn it is, whatever the colours
            band = QPainterPath()
            band.addRect(QRectF(0, 0, w, self.header_height() + self.pad() * 0.5))
            gold = QLinearGradient(0, 0, w, 0)
            gold.setColorAt(0, QColor(255, 214, 74, 230))
            gold.setColorAt(1, QColor(255, 214, 74, 40))
            painter.fillPath(band.intersected(path), gold)
        self._paint_header(painter)

    def _paint_target_ring(self, painter: QPainter, rect: QRectF, radius: float, border: float) -> None:
        width = max(2.0, self.h * 0.028)
        inset = border / 2 + width / 2 + max(1.0, self.h * 0.01)
        ring = rect.adjusted(inset, inset, -inset, -inset)
        pen = QPen(TARGET_INK, width)
        pen.setDashPattern([3.0, 2.0])
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(ring, max(0.0, radius - inset), max(0.0, radius - inset))

    def _paint_focus_ring(self, painter: QPainter, rect: QRectF, radius: float) -> None:
        """White rings, dark-edged, just outside the panel and over its dashed target ring."""
        painter.setBrush(Qt.BrushStyle.NoBrush)
        outer = max(3.0, self.margin * 0.7)
        out = self.margin - outer / 2 - 0.5
        inner = max(3.0, self.h * 0.045)
        inset = max(2.0, self.h * 0.02) + inner / 2
        for ring, width, r in ((rect.adjusted(-out, -out, out, out), outer, radius + out),
                               (rect.adjusted(inset, inset, -inset, -inset), inner, max(0.0, radius - inset))):
            painter.setPen(QPen(QColor(0, 0, 0, 150), width + 2))
            painter.drawRoundedRect(ring, r, r)
            painter.setPen(QPen(self.highlight_color("focus"), width))
            painter.drawRoundedRect(ring, r, r)

    def _paint_frost(self, painter: QPainter, rect: QRectF) -> None:
        size = rect.height() * 0.5
        for i, (fx, fy) in enumerate(((0.86, 0.62), (0.62, 0.9), (0.35, 0.7))):
            box = QRectF(0, 0, size * (1.0 - 0.25 * i), size * (1.0 - 0.25 * i))
            box.moveCenter(QPointF(rect.width() * fx, rect.height() * fy))
            painter.strokePath(place(snowflake_path(), box), QPen(QColor(255, 255, 255, 160), max(1.0, size * 0.04)))

    def _paint_header(self, p: QPainter) -> None:
        hh = self.header_height()
        pad = self.pad()
        px = hh * 0.62
        x = self.strip_width() + pad
        right = self.w - pad
        cy = pad * 0.5 + hh / 2
        if self.has_highlight("current"):
            x = self.paint_turn_pointer(p, x, cy, hh * 0.5, QColor("#8a5a00")) + pad * 0.6
        if self.dealer:
            x = self.badge.pos().x() + self.badge.diameter + pad * 0.6
        # total, in a dark pill at the right
        right = self.paint_score(p, right, cy, hh * 0.8, str(self.total), px, QColor("#ffffff"),
                                 pill=QColor("#2b2b2b")) - pad
        # this round's points
        text = self._shown_points = self.points_text()  # what the line shows (`after_place` compares)
        color = QColor("#1f7a35") if self.status != "busted" else QColor("#8a1c1c")
        right = self.paint_score(p, right, cy, hh, text, px * 0.9, color) + 2 - pad * 0.8
        icon = hh * 0.72
        for shown, draw in ((self.has_highlight("legal"), icon_target), (self.status == "stayed", icon_check),
                            (self.status == "frozen", icon_ice), (self.second_chance, icon_shield)):
            if shown and right - icon > x + hh:
                box = QRectF(right - icon, cy - icon / 2, icon, icon)
                draw(p, box)
                right = box.left() - pad * 0.5
        self.paint_name(p, QRectF(x, cy - hh / 2, right - x - pad * 0.5, hh), px, readable(self.color))

