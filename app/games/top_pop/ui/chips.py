"""Top Pop's chips and piles beside the cards (split from items.py):

- `ScorePile`: a seat's cards won, by city (night cards nobody here saw: moon backs).
- `CapChip`: caps of one colour with their count (the middle's, the supply of the seat at the screen).
- `PowerChip`: a city's power and who holds it (its sentence in the tooltip).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from app.core.i18n import _, pgettext
from app.games.top_pop import cards
from app.games.top_pop.access import cap_count, power_words, won_groups, won_words
from app.games.top_pop.ui.look import ART, city_color, paint_cap_top, paint_logo
from app.ui.items.card_art import min_text_px, card_outline, draw_text, text_width
from app.ui.items.highlight import Highlightable
from app.ui.items.shown import update_if_changed
from app.ui.items.colors import CREAM


class SizedItem(QGraphicsObject):
    """An item the scene sizes (`set_size`); `size` is its own area (without a glow's margin)."""

    def __init__(self, w: float, h: float) -> None:
        super().__init__()
        self._w, self._h = w, h
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def set_size(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self._w, self._h = w, h
        self.update()


class ScorePile(Highlightable, SizedItem):
    """`seat`'s cards won, by city: a small card per city with how many (night cards not seen here:
    a moon back with how many)."""

    def __init__(self, seat: int) -> None:
        super().__init__(120.0, 60.0)
        self.seat = seat
        self.won: list[str | None] = []

    def set_won(self, won: list) -> None:
        won = list(won)
        update_if_changed(self, won=won)
        self.setToolTip(self.words())

    def groups(self) -> list[tuple[str | None, int]]:
        """(city or None for unseen night cards, how many), cities in the deck's order."""
        return won_groups(self.won)

    def words(self) -> str:
        return won_words(self.won)

    def slot_rect(self, i: int, n: int | None = None) -> QRectF:
        """Where the i-th city's card lies of `n` (cards fly there): side by side, overlapping when
        there are many."""
        n = max(1, len(self.groups()) if n is None else n, i + 1)
        ch = self._h * 0.72
        # side by side (smaller cards rather than cards over each other's city code), not below 22 px
        cw = min(ch * ART.aspect, self._w * 0.34, max(22.0, (self._w - 4) / (n * 1.08)))
        ch = cw / ART.aspect
        step = min(cw * 1.08, (self._w - cw - 4) / (n - 1)) if n > 1 else 0.0
        return QRectF(2 + i * step, (self._h - ch) / 2 - self._h * 0.06, cw, ch)

    def target_rect(self, code: str | None) -> QRectF:
        """Where a card of `code` (None: an unseen night card) goes, in scene coordinates."""
        groups = [c for c, _n in self.groups()]
        city = cards.city(code) if code else None
        i = groups.index(city) if city in groups else len(groups)
        return self.mapRectToScene(self.slot_rect(i))

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self._w + 8, self._h + 8)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(0, 0, self._w, self._h)
        path = QPainterPath()
        path.addRoundedRect(frame, min(8.0, self._h * 0.1), min(8.0, self._h * 0.1))
        p.fillPath(path, QColor(0, 0, 0, 70))
        groups = self.groups()
        if not groups:
            draw_text(p, frame, _("no cards won"), min_text_px(), QColor(255, 255, 255, 120), outline=None)
            return
        rects = [self.slot_rect(i, len(groups)) for i in range(len(groups))]
        for (city, n), r in zip(groups, rects):
            if city is None:
                ART.paint_night_back(p, r)
            else:
                ART.paint_face(p, r, city)
        step = rects[1].left() - rects[0].left() if len(rects) > 1 else rects[0].width()
        for k, ((city, n), r) in enumerate(zip(groups, rects)):
            px = max(min_text_px(), min(r.width() * 0.45, 18.0))
            seen = min(step, r.width()) if k < len(rects) - 1 else r.width()
            text = pgettext("cards of a city in a score pile", "\u00d7{n}").format(n=n)
            w = max(px * 1.5, text_width(text, px * 0.85) + px * 0.4)
            badge = QRectF(r.left() + seen / 2 - w / 2, r.bottom() - px * 0.3, w, px * 1.2)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(20, 20, 20, 220))
            p.drawRoundedRect(badge, badge.height() * 0.4, badge.height() * 0.4)
            draw_text(p, badge, text, px * 0.85, QColor("#ffffff"), max_width=badge.width() * 0.9)

    @staticmethod
    def _paint_city(p: QPainter, r: QRectF, city: str) -> None:
        """A small card of the city: its colour and its code."""
        color = city_color(city)
        path = card_outline(r)
        p.fillPath(path, color)
        p.strokePath(path, QPen(QColor("#fbf7ec"), max(1.0, r.width() * 0.06)))
        draw_text(p, r.adjusted(1, 0, -1, -r.height() * 0.3), city, max(min_text_px(), r.width() * 0.36),
                  QColor("#ffffff"), QColor(0, 0, 0, 150), 1.5, role="value")


class CapChip(Highlightable, QGraphicsObject):
    """Caps of `company` seen from above with their count beside; `key`: its click key."""

    def __init__(self, company: int, key: tuple) -> None:
        super().__init__()
        self.company = company
        self.click_key = key
        self.count = 0
        self._d = 28.0
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def diameter(self) -> float:
        return self._d

    @property
    def size(self) -> tuple[float, float]:
        return self._d, self._d + self.label_h()

    def label_h(self) -> float:
        return max(min_text_px() * 1.3, self._d * 0.45)

    def set_diameter(self, d: float) -> None:
        self.prepareGeometryChange()
        self._d = d
        self.update()

    def set_count(self, n: int) -> None:
        update_if_changed(self, count=n)
        self.setToolTip(cap_count(self.company, n))

    def centre(self) -> QPointF:
        return self.mapToScene(QPointF(self._d / 2, self._d / 2))

    def boundingRect(self) -> QRectF:
        m = max(3.0, self._d * 0.2)
        return QRectF(-m, -m, self._d + 2 * m, self._d + self.label_h() + 2 * m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self._d, self._d + self.label_h()))
        return path

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        disc = QRectF(0, 0, self._d, self._d)
        ring = QPainterPath()
        ring.addEllipse(disc.adjusted(-1, -1, 1, 1))
        self.paint_highlight(p, ring, max(3.0, self._d * 0.18), 3)
        p.setOpacity(1.0 if self.count else 0.35)
        paint_cap_top(p, disc, self.company)
        p.setOpacity(1.0)
        px = max(min_text_px(), min(self.label_h() * 0.8, 20.0))
        draw_text(p, QRectF(-self._d * 0.2, self._d, self._d * 1.4, self.label_h()), str(self.count), px, CREAM,
                  QColor(0, 0, 0, 200), 2.0, role="value")


class PowerChip(SizedItem):
    """`city`'s power: a small card of the city with a ring in its holder's colour (none: grey). The
    pointer on it (or a click) has the scene say the power in the line under the rows: `sentence`."""

    def __init__(self, city: str) -> None:
        super().__init__(30.0, 40.0)
        self.city = city
        self.holder: int | None = None
        self.sentence = ""
        self.click_key = ("power", city)

    def set_holder(self, holder: int | None, sentence: str, holder_name: str) -> None:
        update_if_changed(self, holder=holder)
        self.sentence = power_words(self.city, sentence, holder_name if holder is not None else None)
        self.setToolTip(self.sentence)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self._w + 6, self._h + 6)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(0, 0, self._w, self._h * 0.7)
        ScorePile._paint_city(p, card, self.city)
        d = self._h * 0.28
        dot = QRectF(self._w / 2 - d / 2, self._h - d, d, d)
        if self.holder is None:
            p.setPen(QPen(QColor(255, 255, 255, 120), 1.2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(dot)
        else:
            paint_logo(p, dot, self.holder)
