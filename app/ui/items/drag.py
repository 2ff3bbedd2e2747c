"""Moving a card by hand: drop slots, drag-and-drop and click-to-move, as one intent.

A `DropSlotItem` is a place a card may go (a city card, a free place in a row). A `DragController`
watches a scene's mouse for the cards and slots registered with it and turns either gesture into
`intent(card, slot)`:
- drag: press on a card, move (the card follows the pointer, the slot under it shows `focus`),
  release over a slot;
- click-to-move: click a card (it is `chosen`: `picked(card)`), then click a slot.
The card goes back to where it lay; the scene turns the intent into an action (or asks the rules
why not) and draws what follows. Items decide nothing: which slots glow as legal is the scene's
call (`slot.set_highlight(legal=...)`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene

from app.ui.items.card_art import draw_text, min_text_px
from app.ui.items.highlight import Highlightable

#: how far (pixels) the pointer must move with the button down before a press becomes a drag
DRAG_THRESHOLD = 6.0
DRAG_Z = 2000.0


class DropSlotItem(Highlightable, QGraphicsObject):
    """A target for a card: a dashed card-sized outline (with an optional label), glowing while a
    drop there is legal, lit white while a dragged card hovers over it. `key` names it in the
    intent (the scene's own word for the place)."""

    def __init__(self, key, width: float = 60.0, height: float = 86.0, label: str = "",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.key, self.label = key, label
        self._w, self._h = width, height
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_size(self, width: float, height: float) -> None:
        self.prepareGeometryChange()
        self._w, self._h = width, height
        self.update()

    @property
    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def boundingRect(self) -> QRectF:
        m = max(4.0, self._w * 0.14)
        return QRectF(-m, -m, self._w + 2 * m, self._h + 2 * m)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(QRectF(0, 0, self._w, self._h))
        return path

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._h)
        path = QPainterPath()
        path.addRoundedRect(rect, self._w * 0.09, self._w * 0.09)
        p.fillPath(path, QColor(0, 0, 0, 45))
        pen = QPen(QColor(255, 255, 255, 120), max(1.0, self._w * 0.025), Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        self.paint_highlight(p, path, max(4.0, self._w * 0.12))
        if self.label:
            draw_text(p, rect, self.label, max(min_text_px(), self._h * 0.14), QColor(255, 255, 255, 170))


class DragController(QObject):
    """Watches `scene` (an event filter) for presses on its cards and slots; see the module."""

    intent = Signal(object, object)  # (card, slot)
    picked = Signal(object)  # the card chosen by a click, or None when the choice is dropped
    #: until __init__ has run, and on a wrapper PySide makes afresh for the same object (its Python side
    #: collected while the scene still sends it events, as a test's table is torn down): it watches nothing
    scene: "QGraphicsScene | None" = None
    enabled = False

    def __init__(self, scene: QGraphicsScene, threshold: float = DRAG_THRESHOLD) -> None:
        super().__init__(scene)
        self.scene = scene
        self.threshold = threshold
        self.cards: list[QGraphicsItem] = []
        self.slots: list[DropSlotItem] = []
        self.chosen: QGraphicsItem | None = None
        self.enabled = True
        self._press: dict | None = None  # {card, at, home, z, dragging, over}
        scene.installEventFilter(self)

    # ---- what it watches ------------------------------------------------------------------------
    def add_card(self, card: QGraphicsItem) -> None:
        if card not in self.cards:
            self.cards.append(card)

    def add_slot(self, slot: DropSlotItem) -> None:
        if slot not in self.slots:
            self.slots.append(slot)

    def remove(self, item: QGraphicsItem) -> None:
        if item in self.cards:
            self.cards.remove(item)
        if item in self.slots:
            self.slots.remove(item)
        if item is self.chosen:
            self.choose(None)

    def clear(self) -> None:
        self.cards, self.slots = [], []
        self.choose(None)

    def choose(self, card: QGraphicsItem | None) -> None:
        """Make `card` the chosen one (None: none) and say so."""
        if card is self.chosen:
            return
        if self.chosen is not None and hasattr(self.chosen, "set_highlight"):
            self.chosen.set_highlight(chosen=False)
        self.chosen = card
        if card is not None and hasattr(card, "set_highlight"):
            card.set_highlight(chosen=True)
        self.picked.emit(card)

    def _under(self, pos: QPointF, pool: list, skip=None):
        for item in self.scene.items(pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder):
            node = item
            while node is not None:
                if node is not skip and node in pool and node.isVisible():
                    return node
                node = node.parentItem()
        return None

    # ---- the mouse -------------------------------------------------------------------------------
    def eventFilter(self, obj, event) -> bool:
        if obj is not self.scene or not self.enabled:
            return False
        kind = event.type()
        if kind == QEvent.Type.GraphicsSceneMousePress and event.button() == Qt.MouseButton.LeftButton:
            return self._pressed(event.scenePos())
        if kind == QEvent.Type.GraphicsSceneMouseMove and self._press is not None:
            self._moved(event.scenePos())
            return True
        if kind == QEvent.Type.GraphicsSceneMouseRelease and self._press is not None:
            self._released(event.scenePos())
            return True
        return False

    def _pressed(self, pos: QPointF) -> bool:
        card = self._under(pos, self.cards)
        if card is not None:
            self._press = {"card": card, "at": QPointF(pos), "home": QPointF(card.pos()), "z": card.zValue(),
                           "dragging": False, "over": None}
            return True
        slot = self._under(pos, self.slots)
        if slot is not None and self.chosen is not None:
            card = self.chosen
            self.choose(None)
            self.intent.emit(card, slot)
            return True
        return False

    def _moved(self, pos: QPointF) -> None:
        press = self._press
        delta = pos - press["at"]
        if not press["dragging"] and delta.manhattanLength() < self.threshold:
            return
        card = press["card"]
        press["dragging"] = True
        card.setZValue(DRAG_Z)
        card.setPos(press["home"] + delta)
        over = self._under(pos, self.slots, skip=card)
        if over is not press["over"]:
            if press["over"] is not None:
                press["over"].set_highlight(focus=False)
            if over is not None:
                over.set_highlight(focus=True)
            press["over"] = over

    def _released(self, pos: QPointF) -> None:
        press, self._press = self._press, None
        card = press["card"]
        if press["over"] is not None:
            press["over"].set_highlight(focus=False)
        if not press["dragging"]:  # a click: choose the card (again: put it back)
            self.choose(None if card is self.chosen else card)
            return
        card.setPos(press["home"])
        card.setZValue(press["z"])
        slot = self._under(pos, self.slots, skip=card)
        if slot is not None:
            self.choose(None)
            self.intent.emit(card, slot)
