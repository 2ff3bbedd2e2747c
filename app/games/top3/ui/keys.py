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


def clicked(key, digit: int | None) -> tuple | None:
    """The click a key stands for (None: Escape, which drops the choice)."""
    if digit is not None:
        return ("order", ORDERS[digit - 1]) if digit <= len(ORDERS) else ("bet", ADVANCES[digit - len(ORDERS) - 1])
    if key in BET_LETTERS:
        return ("bet", BET_LETTERS[key])
    return None if key == Qt.Key.Key_Escape else ("button", "confirm")


class KeyInput:
    """Needs the Scene's `busy`, `skip_hold`, `refused`, `on_click`, `cancel_choice`."""

    def keyPressEvent(self, event) -> None:
        """See the module docstring."""
        played = table_key(event, GAME_KEYS)
        if played is None:
            super().keyPressEvent(event)
            return
        event.accept()
        click = clicked(*played)
        if click is None:
            self.cancel_choice()
        elif not self.busy:
            self.on_click(click)
        elif not self.skip_hold():  # a key during a pause only ends the pause
            self.refused.emit(_(BUSY_REASON))
