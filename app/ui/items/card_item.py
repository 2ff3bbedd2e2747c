"""A card as a graphics item. It draws through a game's `CardArt` at its current size; `set_width`
re-sizes it, so nothing is ever a scaled bitmap. A card whose value nobody at the screen may know
has no code (`code=None`): it can only show its back, until `set_face` reveals it. Piles that own
and lay out cards: pile.py."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from app.ui.items.card_art import CardArt, card_outline
from app.ui.items.highlight import Highlightable
from app.ui.qt_table_pixmaps import cached


@cached
def paint_card_shadow(painter: QPainter, rect: QRectF) -> None:
    """A card's shadow: its outline filled in translucent black (painted once per size: a pixmap)."""
    painter.fillPath(card_outline(rect), QColor(0, 0, 0, 70))


class CardItem(Highlightable, QGraphicsObject):
    """One card. `code` is the game's card code (None: face down, value unknown); `face_up` picks
    the face or the back. Highlights (`set_highlight`) glow around it."""

    def __init__(self, art: CardArt, code: str | None, face_up: bool = True, width: float = 60.0,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.code = code
        self.face_up = face_up and code is not None
        self.tint: QColor | None = None
        self._w = width
        self._h = width / art.aspect
        self.setTransformOriginPoint(self._w / 2, self._h / 2)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # ---- geometry -----------------------------------------------------------------------------
    @property
    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def set_width(self, width: float) -> None:
        if abs(width - self._w) < 0.01:
            return
        self.prepareGeometryChange()
        self._w = width
        self._h = width / self.art.aspect
        self.setTransformOriginPoint(self._w / 2, self._h / 2)
        self.update()

    def boundingRect(self) -> QRectF:
        m = max(2.0, self._w * 0.08)
        return QRectF(-m, -m, self._w + 2 * m, self._h + 2 * m)

    # ---- state --------------------------------------------------------------------------------
    @property
    def known(self) -> bool:
        """Whether the card's value is known here (a face-down card dealt to another may not be)."""
        return self.code is not None

    def set_face(self, code: str | None, face_up: bool = True) -> None:
        """Show `code` face up (reveal it) or down; a card with no code can only lie face down."""
        face_up = face_up and code is not None
        if code != self.code or face_up != self.face_up:
            self.code, self.face_up = code, face_up
            self.update()

    def set_tint(self, color: QColor | None) -> None:
        """A translucent colour over the card (grey for a dead line, ice blue for a frozen one)."""
        if color != self.tint:
            self.tint = None if color is None else QColor(color)
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._h)
        paint_card_shadow(painter, rect.translated(self._w * 0.03, self._w * 0.045))
        if self.face_up and self.code is not None:
            self.art.paint_face(painter, rect, self.code)
        else:
            self.art.paint_back(painter, rect)
        if self.tint is not None:
            painter.fillPath(card_outline(rect), self.tint)
        self.paint_highlight(painter, card_outline(rect), max(3.0, self._w * 0.09))
