"""Where to click next for a move made in steps (`TableScene.target_of`: the hint ring and Learn to
play), as a mixin of a scene built on the move builder (Top oder Flop, Top Pop). The game says only
`next_key(action)`: the click key that takes the choice made so far one step towards `action`, and
`item_for(key)`: the item with that key; `stands_for(got, key)` when a click on another key reaches it
too (a card lying on a row: the row). The rect is one whose centre a click reaches
(app/ui/items/click_target.py); the ring follows each click (`TableScene.follow_hint`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from app.ui.items.click_target import clickable


class NextClick:
    """Needs the scene's `me`, `legal`, `key_at`, `next_key`, `item_for`."""

    def target_of(self, action) -> QRectF | None:
        if self.me() is None or action is None or not self.offered(action):
            return None
        key = self.next_key(action)
        if key is None:
            return None
        item = self.item_for(key)
        if item is None or not item.isVisible():
            return None
        return clickable(self, item, lambda point: self.reaches(point, key))

    def offered(self, action) -> bool:
        return any(a == action for a in self.legal)

    def reaches(self, point: QPointF, key: tuple) -> bool:
        """A click at `point` reaches `key` (itself, or a key that stands for it)."""
        got = self.key_at(point)
        return got is not None and (got == key or self.stands_for(got, key))

    def stands_for(self, got: tuple, key: tuple) -> bool:
        return False
