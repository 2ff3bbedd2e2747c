"""A hand played with clicks and drags through the move builder (issue 26, item 1): the toolkit's
drag-and-drop (app/ui/items/drag.py) for the hand of the seat at the screen, as a mixin of a scene
whose moves start with a hand card (Top oder Flop, Top Pop). A press on a hand card drags it, or,
released in place, picks it (the move builder's ("hand", code)); a card dropped on a slot is the
card and then the slot's key, as the two clicks would be. While the cards move a drop is told to
wait (the one sentence); the scene's own clicks handle everything else."""

from __future__ import annotations

from PySide6.QtCore import QEvent

from app.core.i18n import _
from app.ui.items.drag import DragController
from app.ui.table_scene import BUSY_REASON


class HandDrag(DragController):
    """The drag of the hand: what is picked is the move builder's, not the drag's."""

    def choose(self, card) -> None:
        self.picked.emit(card)

    def clear(self) -> None:
        self.cards, self.slots = [], []  # a redraw: what is picked stays picked

    def _pressed(self, pos) -> bool:
        return self._under(pos, self.cards) is not None and super()._pressed(pos)

    def eventFilter(self, obj, event) -> bool:
        if not getattr(self.scene, "hand_drags", True):
            return False  # the scene shows no hand to drag now (Top Pop's two-player table)
        if getattr(self.scene, "busy", False) and event.type() == QEvent.Type.GraphicsSceneMousePress:
            return False  # the scene says "wait"
        return super().eventFilter(obj, event)


class HandChoice:
    """Needs the scene's `busy`, `chooser` (a MoveBuilder whose hand field's keys are ("hand", code)),
    `answer` and `refused`. Call `make_hand_drag()` once; fill `self.drag` with the hand's cards and
    the slots at each redraw."""

    def make_hand_drag(self) -> HandDrag:
        self.drag = HandDrag(self)
        self.drag.picked.connect(self.hand_picked)
        self.drag.intent.connect(self.hand_dropped)
        return self.drag

    def hand_picked(self, card) -> None:
        """A hand card was clicked (again: put back)."""
        if self.busy or card is None:
            return
        self.answer(self.chooser.click(("hand", card.code)))

    def hand_dropped(self, card, slot) -> None:
        """A hand card was dragged onto a slot: the card, then the slot."""
        if self.busy:
            self.refused.emit(_(BUSY_REASON))
            return
        if self.chooser.pick.card != card.code:
            answer = self.chooser.click(("hand", card.code))
            if answer[0] != "step":
                self.answer(answer)
                return
        self.answer(self.chooser.click(slot.key))
