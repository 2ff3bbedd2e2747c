"""The hand of the seat at the screen: a fanned pile of face-up cards that can be picked (a click
chooses one, which rises out of the fan; a second click puts it back). What a pick means is the
scene's to say: `picked` only tells it which card."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Signal
from PySide6.QtWidgets import QGraphicsItem

from app.ui.items.card_art import CardArt
from app.ui.items.card_item import CardItem
from app.ui.items.pile import PileItem

#: how far a chosen card rises out of the fan (of its height)
LIFT = 0.18


class HandItem(PileItem):
    """A fan of cards at the bottom of the table. `pick(card)` (None: no card) lifts the chosen
    one and emits `picked`; wire a DragController's `picked` to it for clicks and drags."""

    picked = Signal(object)

    def __init__(self, art: CardArt, width: float = 60.0, label: str = "",
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(art, True, label, width, parent, layout="fan")
        self.chosen: CardItem | None = None

    def slots(self, codes: list) -> list[QPointF]:
        out = super().slots(codes)
        if self.chosen in self.cards and len(codes) == len(self.cards):
            i = self.cards.index(self.chosen)
            out[i] = out[i] - QPointF(0, self.card_size[1] * LIFT)
        return out

    def pick(self, card: CardItem | None) -> None:
        if card is not None and card not in self.cards:
            card = None
        if card is self.chosen:
            return
        if self.chosen is not None:
            self.chosen.set_highlight(chosen=False)
        self.chosen = card
        if card is not None:
            card.set_highlight(chosen=True)
        self.place_cards()
        self.picked.emit(card)

    def take_cards(self, count: int | None = None) -> list[CardItem]:
        taken = super().take_cards(count)
        if self.chosen in taken:
            self.chosen.set_highlight(chosen=False)
            self.chosen = None
        return taken
