"""A seat's panel on the Top This! table: the toolkit's seat panel (app/ui/items/seat_panel.py)
with the orders and tips taken and the discs in hand."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from app.core.i18n import _, ngettext
from app.games.top_this.components import dollars
from app.games.top_this.ui import art
from app.ui.items.card_art import draw_text, elide, text_width
from app.ui.items.seat_panel import SeatPanelItem


class PlayerPanelItem(SeatPanelItem):
    """A seat: colour, name, score ($ orders + tips), orders and tips taken, discs in hand; the
    current player's panel glows (`current`), and the winner's (`won`). Text sizes come from the
    scene (`set_size`) and never depend on the hand: the hand's discs take the room left beside
    the counts (or a row of their own)."""

    RADIUS_SHARE, RADIUS_MAX = 0.2, 10.0

    def __init__(self, seat: int, name: str, color: str) -> None:
        super().__init__(seat, name, color)
        self.w, self.h = 150.0, 40.0
        self.name_px, self.small_px = 16.0, 12.0
        self.hand_row = False  # the hand on a row of its own
        self.split = False  # the orders and the tips on two rows (too long for one: German)
        self.orders = 0
        self.tips = 0
        self.hand: list[str] = []

    @staticmethod
    def height_for(name_px: float, small_px: float, hand_row: bool, split: bool = False) -> float:
        """The panel height that holds its rows at these text sizes (`split`: the counts on two rows)."""
        h = name_px * 1.3 + small_px * 1.5 + name_px * 0.5
        return h + (small_px * 1.4 if hand_row else 0.0) + (small_px * 1.3 if split else 0.0)

    @staticmethod
    def stats_parts(orders: int, tips: int) -> tuple[str, str]:
        """The orders and the tips taken, in words: ("2 orders", "1 tip")."""
        return (ngettext("{n} order", "{n} orders", orders).format(n=orders),
                ngettext("{n} tip", "{n} tips", tips).format(n=tips))

    @staticmethod
    def stats_text(orders: int, tips: int) -> str:
        """The counts on one row: "2 orders, 1 tip"."""
        order_words, tip_words = PlayerPanelItem.stats_parts(orders, tips)
        return _("{orders}, {tips}").format(orders=order_words, tips=tip_words)

    def set_size(self, w: float, h: float, name_px: float | None = None, small_px: float | None = None,
                 hand_row: bool = False, split: bool = False) -> None:
        if (w, h, hand_row, split) == (self.w, self.h, self.hand_row, self.split) \
                and name_px in (None, self.name_px) \
                and small_px in (None, self.small_px):
            return  # the scene lays the panels out on every move: repainted only when they change
        super().set_size(w, h)
        if name_px is not None:
            self.name_px = name_px
        if small_px is not None:
            self.small_px = small_px
        self.hand_row, self.split = hand_row, split
        self.update()

    def set_info(self, *, total: int, orders: int, tips: int, hand: list[str]) -> None:
        if (total, orders, tips, list(hand)) == (self.total, self.orders, self.tips, self.hand):
            return
        self.total, self.orders, self.tips, self.hand = total, orders, tips, list(hand)
        self.update()

    def text_left(self) -> float:
        return self.name_px * 0.35 + self.name_px * 0.4 + self.name_px * 0.4

    def stats_lines(self) -> list[str]:
        """The counts as drawn: on one row, or (`split`, too long for one: German) the orders above
        the tips."""
        if self.split:
            return list(self.stats_parts(self.orders, self.tips))
        return [self.stats_text(self.orders, self.tips)]

    def rows(self) -> tuple[QRectF, list[QRectF]]:
        """The name row and the counts' rows, in panel coordinates."""
        big, small = self.name_px, self.small_px
        x0, right = self.text_left(), self.w - big * 0.4
        row1 = QRectF(x0, big * 0.25, right - x0, big * 1.3)
        stats = [QRectF(x0, row1.bottom(), right - x0, small * 1.5)]
        if self.split:
            stats.append(QRectF(x0, stats[0].bottom() - small * 0.1, right - x0, small * 1.4))
        return row1, stats

    def hand_discs(self) -> list[tuple[float, float, float]]:
        """Where the hand's discs are drawn: (centre x, centre y, radius), in panel coordinates; beside
        the counts, or on a row of their own under them, never smaller than the room they need
        (`hand_row` and `split` are chosen by the scene so that the room is there)."""
        faces = self.hand[:8]
        if not faces:
            return []
        small = self.small_px
        right = self.w - self.name_px * 0.4
        row1, stats_rows = self.rows()
        last = stats_rows[-1]
        if self.hand_row:
            cy, left = last.bottom() + small * 0.6, last.x()
        else:
            shown = elide(self.stats_lines()[-1], small, last.width())
            cy, left = last.center().y(), last.x() + text_width(shown, small) + small * 0.6
        dr = min(small * 0.55, (right - left) / (2.2 * len(faces)))
        if dr < 3.0:
            return []
        if self.hand_row:  # from the left
            return [(left + dr + i * dr * 2.2, cy, dr) for i in range(len(faces))]
        return [(right - dr - (len(faces) - 1 - i) * dr * 2.2, cy, dr) for i in range(len(faces))]

    def paint_panel(self, p: QPainter, path: QPainterPath) -> None:
        current = self.has_highlight("current")
        self.paint_highlight(p, path, max(3.0, self.h * 0.12), 3)
        self.paint_ground(p, QColor(0, 0, 0, 120) if not current else QColor(40, 30, 10, 200))
        p.setPen(QPen(self.color, max(1.5, self.h * 0.05)))
        p.drawPath(path)
        big, small = self.name_px, self.small_px
        pad = big * 0.25
        self.paint_strip(p, QRectF(big * 0.35, pad + 2, big * 0.4, self.h - 2 * pad - 4))
        row1, stats_rows = self.rows()
        right = row1.right()
        score = dollars(self.total)
        sw = text_width(score, big * 1.05)
        self.paint_score(p, right, row1.center().y(), row1.height(), score, big * 1.05, QColor("#ffe27a"))
        self.paint_name(p, QRectF(row1.x(), row1.y(), max(10.0, row1.width() - sw - big * 0.4), row1.height()),
                        big, QColor("#ffffff"))
        for row, text in zip(stats_rows, self.stats_lines()):
            draw_text(p, row, elide(text, small, row.width()), small, QColor("#e6dfcc"),
                      align=Qt.AlignmentFlag.AlignLeft, max_width=1e9)
        # the hand as small discs: beside the counts, or on a row of their own
        for face, (x, y, dr) in zip(self.hand[:8], self.hand_discs()):
            p.save()
            p.translate(x, y)
            art.paint_topping(p, face, dr, shade=False)
            p.restore()
