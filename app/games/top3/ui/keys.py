"""The key map of the Top 3 table (the keyboard layer is app/ui/table_keys.py): 1-6 pick the order
cards as they lie (1-2-3, 1-3-2, 2-1-3, 2-3-1, 3-1-2, 3-2-1; again: put it back), 7, 8, 9 or E, O, N
the bet cards "Everyone is right", "Only I am right", "Nobody is right" (again: take it back), Enter
(or Space) confirms, Escape drops the choice. A key does what the same click does (the move builder
answers); keys pressed while the cards move are played when they stop."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.games.top3.actions import ADVANCES, ORDERS
from app.ui.table_keys import TableKeys

#: the bet cards' letters (and digits 7-9), in ADVANCES order
BET_LETTERS = {Qt.Key.Key_E: "everyone", Qt.Key.Key_O: "only_me", Qt.Key.Key_N: "nobody"}


class KeyInput(TableKeys):
    KEY_CLICKS = {key: ("bet", bet) for key, bet in BET_LETTERS.items()}
    KEY_ARROWS = False
    RIGHT_CLICK_DROPS = True

    def key_digit(self, n: int):
        return ("order", ORDERS[n - 1]) if n <= len(ORDERS) else ("bet", ADVANCES[n - len(ORDERS) - 1])

    def key_lit(self) -> list:
        return []  # no ring: Enter confirms

    def key_enter(self):
        return ("button", "confirm")
