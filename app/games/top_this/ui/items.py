"""Qt items of the Top This! table: the pizza board, topping discs, the slingshot aim, order cards,
stacks, hand slots, buttons and player panels. Drawing only; the scene decides what they mean.

Sizes are in scene pixels (the view keeps the scene rect equal to its viewport), so every item is
painted at device resolution; items that only move (discs, the board) use the device coordinate
cache, which is redrawn whenever their size changes and never scaled. The items a flick's frame
paints are `BoundedItem`s (app/ui/items/bounded.py): Qt reads their bounds without calling Python.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem

from app.core.i18n import _
from app.games.top_this.ui import art
from app.games.top_this.ui.seat_panel import PlayerPanelItem
from app.ui.items.card_art import draw_text, min_text_px, paint_glow, text_width
from app.ui.items.card_art import CardArt
from app.ui.items.bounded import BoundedItem
from app.ui.items.highlight import COLORS, BoundedRoundItem, Highlightable
from app.ui.items.pile import PileItem
from app.ui.items.shown import update_if_changed
from app.ui.qt_table_pixmaps import cached

HIGHLIGHT = COLORS["legal"]
SELECT = COLORS["chosen"]
BOARD_LIT = QColor("#1fb8ff")
DEVICE_CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache


def whole_size(x: float, y: float, w: float, h: float) -> QRectF:
    """A bounding rect whose width and height are whole pixels. Qt keeps a device-cached item's
    pixmap only while the item's rounded device rect keeps its size; with a fractional width that
    size flips between two values as the item moves by sub-pixels, and every flip repaints the
    item (with 45 discs moving, that tripled the cost of a flick's frame)."""
    return QRectF(x, y, math.ceil(w - 1e-6), math.ceil(h - 1e-6))


class BoardItem(BoundedItem):
    """The pizza, centred on its position. `scale` is pixels per millimetre of the physics world."""

    def __init__(self, sauce_r: float, crust_r: float, slices: int = 8, disc_r: float = 12.0) -> None:
        super().__init__()
        self.sauce_r, self.crust_r, self.slices, self.disc_r = sauce_r, crust_r, slices, disc_r
        self.px = 1.0
        self.lit_slices: frozenset[int] = frozenset()
        self.crust_lit = False
        self.setCacheMode(DEVICE_CACHE)
        self.setZValue(0)
        self.refresh_bounds()

    def set_scale_px(self, px: float) -> None:
        self.px = px
        self.refresh_bounds()
        self.update()

    def set_lit(self, slices=(), crust: bool = False) -> None:
        slices = frozenset(slices)
        if slices != self.lit_slices or crust != self.crust_lit:
            self.lit_slices, self.crust_lit = slices, crust
            self.update()

    def bounds(self) -> QRectF:
        r = self.crust_r * self.px * 1.12
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, p: QPainter, option, widget=None) -> None:
        outer, inner = self.crust_r * self.px, self.sauce_r * self.px
        art.paint_pizza(p, outer, inner, self.slices, 0.0, line_width=max(1.5, 0.9 * self.px))
        if self.crust_lit:  # the band where a topping may be placed: the whole crust, lit up
            p.save()
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            ring = QPainterPath()
            ring.addEllipse(QPointF(0, 0), outer, outer)
            ring.addEllipse(QPointF(0, 0), inner, inner)
            ring.setFillRule(Qt.FillRule.OddEvenFill)
            fill = QColor(BOARD_LIT)  # blue, as every clickable place on the pizza
            fill.setAlpha(110)
            p.fillPath(ring, fill)
            edge = max(2.0, self.px * 1.1)
            for radius in (outer - edge / 2, inner + edge / 2):
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(QColor(0, 40, 80, 170), edge * 2.2))
                p.drawEllipse(QPointF(0, 0), radius, radius)
                p.setPen(QPen(QColor("#bff3ff"), edge))
                p.drawEllipse(QPointF(0, 0), radius, radius)
            p.restore()
        if self.lit_slices:
            p.save()
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            for k in sorted(self.lit_slices):
                wedge = art.slice_wedge(inner, k, self.slices)
                c = QColor(HIGHLIGHT)
                c.setAlpha(95)
                p.fillPath(wedge, c)
                paint_glow(p, wedge, HIGHLIGHT, max(4.0, self.px * 4.0), 4)
                p.setPen(QPen(HIGHLIGHT, max(2.0, self.px * 1.2)))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawPath(wedge)
            p.restore()


class DiscItem(BoundedRoundItem):
    """A topping disc centred on its position: `face` up, `other` underneath (shown as its rim).
    Highlights: `legal` (may be taken off: a blue ring, as every clickable place on the pizza),
    `focus` (the keyboard's pick: white)."""

    # on the yellow cheese a yellow glow would vanish: clickable discs ring in blue
    HIGHLIGHT_COLORS = {"legal": BOARD_LIT, "focus": QColor("#ffffff")}
    #: the kinds that draw a ring around the disc
    RINGS = frozenset({"legal", "focus"})

    def __init__(self, disc_id: int, face: str, other: str | None, radius_px: float) -> None:
        super().__init__()
        self.disc_id, self.face, self.other = disc_id, face, other
        self.r = radius_px
        self.ghost = False
        self.touched = False  # added, moved or flipped this turn (only such slices can complete orders)
        self.setCacheMode(DEVICE_CACHE)
        self.setZValue(10)
        self.refresh_bounds()

    def set_touched(self, on: bool) -> None:
        update_if_changed(self, touched=on)

    def set_faces(self, face: str, other: str | None) -> None:
        if (face, other) != (self.face, self.other):
            self.face, self.other = face, other
            self.update()

    def set_highlight(self, **kinds: bool) -> bool:
        changed = super().set_highlight(**kinds)
        if changed:
            self.refresh_bounds()  # a ring's glow needs room around the disc
        return changed

    def bounds(self) -> QRectF:
        # without a ring: the shadow (offset 0.18 r, radius 1.15 r) and its edge; a plain disc's
        # smaller cache is less to copy onto the table every frame of a flick
        m = self.r * 1.55 + 4 if self.strongest(self.RINGS) is not None else self.r * 1.36 + 2
        return whole_size(-m, -m, 2 * m, 2 * m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.r, self.r)
        return path

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.r
        kind = self.paint_highlight_ring(p, r * 1.14, max(5.0, r * 0.7), 4, only=self.RINGS)
        if kind is not None:
            ring = QPainterPath()
            ring.addEllipse(QPointF(0, 0), r * 1.14, r * 1.14)
            color = self.highlight_color(kind)
            p.setPen(QPen(QColor(0, 40, 80, 200), max(3.0, r * 0.26)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(ring)
            p.setPen(QPen(color, max(2.0, r * 0.16)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(ring)
        # a soft shadow under the disc
        _disc_shadow(p, QRectF(r * (0.12 - 1.15), r * (0.18 - 1.15), r * 2.3, r * 2.3))
        if self.ghost:
            p.setOpacity(0.9)
        art.paint_topping(p, self.face, r, self.other)
        if self.touched:  # a small white spark: this disc was played this turn
            p.setOpacity(1.0)
            c = QPointF(r * 0.72, -r * 0.72)
            p.setPen(QPen(QColor(0, 0, 0, 170), max(1.0, r * 0.07)))
            p.setBrush(QColor("#ffffff"))
            p.drawEllipse(c, max(2.0, r * 0.24), max(2.0, r * 0.24))


@cached
def _disc_shadow(p: QPainter, rect: QRectF) -> None:
    """A disc's soft shadow filling the circle in `rect` (painted once per size: a pixmap after)."""
    c, radius = rect.center(), rect.width() / 2
    sh = QRadialGradient(c, radius)
    sh.setColorAt(0.75, QColor(0, 0, 0, 90))
    sh.setColorAt(1.0, QColor(0, 0, 0, 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(sh)
    p.drawEllipse(c, radius, radius)


class AimItem(QGraphicsItem):
    """The slingshot: a rubber band from the disc to the pointer, a dotted aim line the other way
    whose length grows with the power, and a power gauge arc around the disc."""

    def __init__(self) -> None:
        super().__init__()
        self.origin = QPointF()
        self.pull = QPointF()  # pointer minus origin, pixels
        self.power = 0.0  # 0..1
        self.disc_r = 10.0
        self.reach = 100.0  # pixels of aim line: where the disc would stop if it hit nothing
        self.off = False  # the aim line leaves the board: the disc would fly off
        self.cancel = False
        self.clip: QRectF | None = None  # scene rect (the item sits at the origin) it may draw in
        self.setZValue(50)

    def set_clip(self, rect: QRectF | None) -> None:
        """Draw only inside `rect`: the band never crosses the orders, the hand or the buttons."""
        self.prepareGeometryChange()
        self.clip = QRectF(rect) if rect is not None else None
        self.update()

    def set_aim(self, origin: QPointF, pull: QPointF, power: float, disc_r: float, reach: float,
                cancel: bool, off: bool = False) -> None:
        self.prepareGeometryChange()
        self.origin, self.pull, self.power = QPointF(origin), QPointF(pull), power
        self.disc_r, self.reach, self.cancel, self.off = disc_r, reach, cancel, off
        self.update()

    def boundingRect(self) -> QRectF:
        pts = [self.origin, self.origin + self.pull]
        n = math.hypot(self.pull.x(), self.pull.y()) or 1.0
        d = QPointF(-self.pull.x() / n, -self.pull.y() / n)
        pts.append(self.origin + d * (self.reach + self.disc_r * 3))
        xs, ys = [q.x() for q in pts], [q.y() for q in pts]
        m = self.disc_r * 2.2 + 6
        box = QRectF(min(xs) - m, min(ys) - m, max(xs) - min(xs) + 2 * m, max(ys) - min(ys) + 2 * m)
        return box.intersected(self.clip) if self.clip is not None else box

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.clip is not None:
            p.setClipRect(self.clip)
        o = self.origin
        n = math.hypot(self.pull.x(), self.pull.y())
        r = self.disc_r
        if self.cancel or n < 1e-6:
            p.setPen(QPen(QColor(255, 255, 255, 200), max(1.5, r * 0.12), Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(o, r * 1.3, r * 1.3)
            return
        d = QPointF(-self.pull.x() / n, -self.pull.y() / n)
        hot = QColor.fromHsvF(max(0.0, 0.33 * (1.0 - self.power)), 0.85, 0.95)
        # rubber band to the pointer
        tail = o + self.pull
        p.setPen(QPen(QColor(60, 30, 10, 200), max(2.0, r * 0.28), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(o, tail)
        p.setPen(QPen(QColor(240, 200, 150, 230), max(1.0, r * 0.12), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(o, tail)
        p.setBrush(QColor(255, 255, 255, 220))
        p.setPen(QPen(QColor(0, 0, 0, 160), 1.0))
        p.drawEllipse(tail, max(3.0, r * 0.28), max(3.0, r * 0.28))
        # the aim line: where the disc will go
        start = o + d * (r * 1.2)
        end = o + d * max(r * 1.2, self.reach)
        line = QColor("#ff6b5a") if self.off else QColor(255, 255, 255, 230)
        pen = QPen(line, max(2.0, r * 0.22), Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap)
        p.setPen(pen)
        p.drawLine(start, end)
        # arrow head
        side = QPointF(-d.y(), d.x())
        head = max(5.0, r * 0.6)
        arrow = QPainterPath()
        arrow.moveTo(end + d * head)
        arrow.lineTo(end + side * head * 0.6)
        arrow.lineTo(end - side * head * 0.6)
        arrow.closeSubpath()
        p.setPen(QPen(QColor(0, 0, 0, 140), 1.0))
        p.setBrush(hot)
        p.drawPath(arrow)
        # the power gauge: an arc around the disc, filling clockwise from the top
        rect = QRectF(o.x() - r * 1.55, o.y() - r * 1.55, r * 3.1, r * 3.1)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor(0, 0, 0, 120), max(3.0, r * 0.36), Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        p.drawArc(rect, 90 * 16, -360 * 16)
        p.setPen(QPen(hot, max(2.0, r * 0.26), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawArc(rect, 90 * 16, -int(360 * 16 * self.power))


class OrderItem(Highlightable, BoundedItem):
    """A face-up order card: gold-edged when it may be declared (`legal`), glowing when chosen for
    Top This! (`chosen`), and once declared lifted off the table with a "TOP THIS!" ribbon across
    it (`set_declared`)."""

    def __init__(self, order_id: int, toppings: list[str], value: int) -> None:
        super().__init__()
        self.setCacheMode(DEVICE_CACHE)
        self.order_id, self.toppings, self.value = order_id, list(toppings), value
        self.w, self.h = 70.0, 100.0
        self.declared = False
        self.refresh_bounds()

    def set_size(self, w: float, h: float) -> None:
        if (w, h) == (self.w, self.h) and self.transformOriginPoint() == QPointF(w / 2, h / 2):
            return  # laid out again on every move: repainted only when its size changes
        self.w, self.h = w, h
        self.refresh_bounds()
        self.setTransformOriginPoint(w / 2, h / 2)
        self.update()

    def set_declared(self, declared: bool) -> None:
        update_if_changed(self, declared=declared)
        self.setZValue(8 if declared else 0)

    #: of its width: the room around a card for what it paints past its edges (the declared card's
    #: glow and ribbon); the table keeps it beside the orders (layout.py)
    MARGIN = 0.12

    def margin(self) -> float:
        return max(4.0, self.w * self.MARGIN)

    def glow(self) -> float:
        """The width of the glow around a declared (or chosen) card."""
        return max(6.0, self.w * 0.2)

    def lift(self) -> float:
        """How far a declared card is raised off the table (its shadow stays where it lay)."""
        return self.margin() * 0.5 if self.declared else 0.0

    def bounds(self) -> QRectF:
        m = self.margin()
        return whole_size(-m, -m, self.w + 2 * m, self.h + 2 * m)

    def paint(self, p: QPainter, option, widget=None) -> None:
        rect = QRectF(0, 0, self.w, self.h)
        lift = self.lift()
        if lift:
            shadow = QPainterPath()
            shadow.addRoundedRect(rect.translated(lift * 0.3, lift * 0.5), self.w * 0.08, self.w * 0.08)
            p.fillPath(shadow, QColor(0, 0, 0, 110))
            rect = rect.translated(0, -lift)
        chosen = self.has_highlight("chosen")
        if chosen or self.declared:  # the order about to be (or being) declared; a merely declarable one gets a gold edge
            path = QPainterPath()
            path.addRoundedRect(rect, self.w * 0.08, self.w * 0.08)
            if self.declared:
                paint_glow(p, path, HIGHLIGHT, self.glow(), 4)
            else:
                self.paint_highlight(p, path, self.glow(), 4, only={"chosen"})
        art.paint_order_card(p, rect, self.toppings, self.value, selected=chosen or self.declared,
                             highlight=self.has_highlight("legal"))
        if self.declared:
            art.paint_declared_ribbon(p, rect, self.margin() * 0.8)


class StackItem(PileItem):
    """The face-down order deck or tip stack, with how many cards are left: a stack pile whose
    layers and count are Top This!'s own art (drawn by art.py), with no label under it."""

    def __init__(self, kind: str) -> None:
        super().__init__(CardArt(), face_up=False, width=70.0)
        self.kind = kind  # "orders" or "tips"
        self.set_size(70.0, 100.0)

    @property
    def w(self) -> float:
        return self.card_size[0]

    @property
    def h(self) -> float:
        return self.card_size[1]

    def set_count(self, n: int) -> None:
        self.set_state(n)

    def label_text(self) -> str:
        return ""

    def boundingRect(self) -> QRectF:
        m = self.w * 0.12 + 2
        return QRectF(-2, -m, self.w + m + 12, self.h + m + 12)  # room for the count's badge

    def paint_empty(self, p: QPainter, rect: QRectF) -> None:
        p.setPen(QPen(QColor(255, 255, 255, 90), max(1.0, self.w * 0.02), Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(rect, self.w * 0.08, self.w * 0.08)
        px = max(min_text_px(), self.h * 0.1)
        text = _("none left") if text_width(_("none left"), px) <= self.w * 0.95 else _("none")
        draw_text(p, rect, text, px, QColor(255, 255, 255, 170), max_width=1e9)

    def paint_stack(self, p: QPainter, rect: QRectF) -> QRectF:
        if self.count > 0:
            if self.kind == "tips":
                art.paint_tip_card(p, rect, None, count=self.count, face_down=True)
            else:
                art.paint_order_back(p, rect, self.count)
        return rect


class HandSlotItem(BoundedRoundItem):
    """A disc in a player's hand: the face that will be up, large; the other face small beside it.
    Clicking the small one (or right-clicking) turns the disc over. Highlights: `legal` (it may be
    flicked), `chosen` (it is the one to flick)."""

    def __init__(self, disc_id: int, faces: tuple[str, str]) -> None:
        super().__init__()
        self.setCacheMode(DEVICE_CACHE)
        self.disc_id = disc_id
        self.faces = tuple(faces)
        self.up = 0  # index into faces of the face that will be up
        self.r = 20.0
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton)
        self.refresh_bounds()

    @property
    def face(self) -> str:
        return self.faces[self.up]

    @property
    def other(self) -> str:
        return self.faces[1 - self.up]

    def turn_over(self) -> None:
        self.up = 1 - self.up
        self.update()

    def small_center(self) -> QPointF:
        return QPointF(self.r * 0.95, self.r * 0.95)

    def hits_small(self, local: QPointF) -> bool:
        c = self.small_center()
        return math.hypot(local.x() - c.x(), local.y() - c.y()) <= self.r * 0.5

    def bounds(self) -> QRectF:
        m = self.r * 1.6
        return QRectF(-m, -m, 2 * m, 2 * m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.r * 1.05, self.r * 1.05)
        path.addEllipse(self.small_center(), self.r * 0.5, self.r * 0.5)
        path.setFillRule(Qt.FillRule.WindingFill)
        return path

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.r
        self.paint_highlight_ring(p, r * 1.1, max(3.0, r * 0.35), 3, only={"legal", "chosen"})
        art.paint_topping(p, self.face, r)
        p.save()
        p.translate(self.small_center())
        art.paint_topping(p, self.other, r * 0.42)
        # a little turn-over arrow on the small face
        p.setPen(QPen(QColor(255, 255, 255, 230), max(1.2, r * 0.07)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawArc(QRectF(-r * 0.56, -r * 0.56, r * 1.12, r * 1.12), 30 * 16, 120 * 16)
        p.restore()


class ToppingButtonItem(BoundedRoundItem):
    """A round button with a topping on it: "flip every disc showing this topping". Highlights:
    `legal` (a gold ring; dimmed without it), `focus` (picked with the keyboard, F: a cyan ring)."""

    HIGHLIGHT_COLORS = {"focus": SELECT}

    def __init__(self, topping: str) -> None:
        super().__init__()
        self.setCacheMode(DEVICE_CACHE)
        self.topping = topping
        self.r = 16.0
        self.count = 0
        self.refresh_bounds()

    def set_count(self, count: int) -> None:
        """How many discs on the pizza show this topping."""
        self.restyle(count=count)

    def count_px(self) -> float:
        """The count's size: readable on small buttons (`min_text_px()`)."""
        return max(min_text_px(), self.r * 0.54)

    def bounds(self) -> QRectF:
        m = max(self.r * 1.5, self.r * 0.35 + max(30.0, self.count_px() * 2.7))  # (a badge of two digits)
        return QRectF(-m, -m, 2 * m, 2 * m)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.r
        self.paint_highlight_ring(p, r * 1.2, max(3.0, r * 0.4), 3, only={"focus"})
        if not self.paint_highlight_ring(p, r * 1.08, max(3.0, r * 0.35), 3, only={"legal"}):
            p.setOpacity(0.45)
        art.paint_topping(p, self.topping, r)
        p.setOpacity(1.0)
        px = self.count_px()
        bh = px * 1.3
        bw = max(bh, text_width(f"{self.count}", px) + px * 0.6)
        badge = QRectF(r * 0.35, r * 0.35, bw, bh)
        p.setBrush(QColor(20, 20, 20, 210))
        p.setPen(QPen(QColor(255, 255, 255, 200), 1.0))
        p.drawRoundedRect(badge, bh * 0.35, bh * 0.35)
        draw_text(p, badge, f"{self.count}", px, QColor("#ffffff"), max_width=1e9)


class BagItem(BoundedItem):
    """The cloth bag of toppings, with how many discs it holds."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(DEVICE_CACHE)
        self.s = 40.0
        self.count = 0
        self.refresh_bounds()

    def set_size(self, s: float) -> None:
        self.s = s
        self.refresh_bounds()
        self.update()

    def set_count(self, n: int) -> None:
        update_if_changed(self, count=n)

    def bounds(self) -> QRectF:
        return QRectF(-2, -2, self.s + 4, self.s + 4)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.s
        body = QPainterPath()
        body.moveTo(s * 0.34, s * 0.3)
        body.cubicTo(s * 0.05, s * 0.42, s * 0.02, s * 0.98, s * 0.5, s * 0.98)
        body.cubicTo(s * 0.98, s * 0.98, s * 0.95, s * 0.42, s * 0.66, s * 0.3)
        body.closeSubpath()
        neck = QPainterPath()
        neck.moveTo(s * 0.34, s * 0.3)
        neck.cubicTo(s * 0.26, s * 0.12, s * 0.3, s * 0.04, s * 0.4, s * 0.1)
        neck.lineTo(s * 0.5, s * 0.04)
        neck.lineTo(s * 0.6, s * 0.1)
        neck.cubicTo(s * 0.7, s * 0.04, s * 0.74, s * 0.12, s * 0.66, s * 0.3)
        neck.closeSubpath()
        grad = QRadialGradient(QPointF(s * 0.4, s * 0.5), s * 0.6)
        grad.setColorAt(0.0, QColor("#e8d2a6"))
        grad.setColorAt(1.0, QColor("#a9885a"))
        p.setPen(QPen(QColor("#5b4224"), max(1.0, s * 0.03)))
        p.setBrush(grad)
        p.drawPath(body)
        p.drawPath(neck)
        p.setPen(QPen(QColor("#b3261e"), max(1.5, s * 0.05), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(QPointF(s * 0.3, s * 0.3), QPointF(s * 0.7, s * 0.3))
        draw_text(p, QRectF(s * 0.15, s * 0.45, s * 0.7, s * 0.4), str(self.count), s * 0.3, QColor("#3b2a14"))


__all__ = ["AimItem", "BagItem", "BoardItem", "DiscItem", "HandSlotItem", "OrderItem", "PlayerPanelItem",
           "StackItem", "ToppingButtonItem"]
