"""Keyboard play of the Top 3 table, as a mixin of its Scene: 1-6 pick the order cards as they lie
(1-2-3, 1-3-2, 2-1-3, 2-3-1, 3-1-2, 3-2-1; again: put it back), 7, 8, 9 or E, O, N the bet cards
"Everyone is right", "Only I am right", "Nobody is right" (again: take it back), Enter (or Space)
confirms, Escape drops the choice. A key does what the same click does: the choice goes on, the legal
move is the intent, or the candidate move goes as `whyNot` so that the rules say why (the scene never
decides legality). While the cards move, a key cuts a pause short or is told to wait."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.core.i18n import _
from app.games.top3.actions import ADVANCES, ORDERS
from app.ui.table_scene import BUSY_REASON, table_key

CONFIRM = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
#: the bet cards' letters (and digits 7-9), in ADVANCES order
BET_LETTERS = {Qt.Key.Key_E: "everyone", Qt.Key.Key_O: "only_me", Qt.Key.Key_N: "nobody"}
GAME_KEYS = frozenset({*CONFIRM, *BET_LETTERS, Qt.Key.Key_Escape})


class KeyInput:
    """Needs the Scene's `busy`, `skip_hold`, `refused`, `on_click`, `cancel_choice`."""

    def keyPressEvent(self, event) -> None:
        """See the module docstring."""
        played = table_key(event, GAME_KEYS)
        if played is None:
            super().keyPressEvent(event)
            return
        key, digit = played
        event.accept()
        if key == Qt.Key.Key_Escape:
            self.cancel_choice()
            return
        if self.busy:
            if not self.skip_hold():
                self.refused.emit(_(BUSY_REASON))
            return
        if digit is not None:
            if digit <= len(ORDERS):
                self.on_click(("order", ORDERS[digit - 1]))
            else:
                self.on_click(("bet", ADVANCES[digit - len(ORDERS) - 1]))
        elif key in BET_LETTERS:
            self.on_click(("bet", BET_LETTERS[key]))
        else:
            self.on_click(("button", "confirm"))
