"""The key map of the Top Pop table (the keyboard layer is app/ui/table_keys.py). A digit n picks the
n-th hand card (again: puts it back); with a card picked, n is the n-th seat's row it goes in front of;
in the take step n is the n-th colour of the middle; while a stack is being built, n adds a cap of the
n-th colour from your supply. The arrow keys move the focus ring over what is lit, Enter or Space
chooses it (as a click on it does); without a ring, Enter confirms the stack being built, or ends the
stacking (as D does). Esc takes the last cap back, then drops the choice. A key does what the same
click does: the rules say why when it is not offered (the scene never decides legality).

The two-player table: a digit n picks the n-th hand card, then A-D (or, with a card picked, a digit
1-4) the company it goes to, X the spot out of the game (the discard at set-up); Esc drops the pick."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.games.top_pop.ui.choice import hand_lit, stage
from app.ui.table_keys import ESCAPE, TableKeys

#: the two-player table's letters: companies A-D (0-3), X the spot out of the game
DUO_COMPANY_KEYS = {Qt.Key.Key_A: 0, Qt.Key.Key_B: 1, Qt.Key.Key_C: 2, Qt.Key.Key_D: 3}
DUO_CLICKS = {**{key: ("duo", "company", k) for key, k in DUO_COMPANY_KEYS.items()},
              Qt.Key.Key_X: ("duo", "discard")}
_KIND_ORDER = ("hand", "seat", "middle", "front", "supply")


def key_order(key: tuple) -> tuple:
    """Where a lit place comes when the arrows go through them: the hand, the seats' rows, the
    middle's colours, the cards in front (seat by seat), the supply's colours."""
    return (_KIND_ORDER.index(key[0]) if key[0] in _KIND_ORDER else 9, *key[1:])


class KeyInput(TableKeys):
    """Needs the Scene's `hand`, `chooser`, `view`, `duo_active`, `duo`."""

    RIGHT_CLICK_DROPS = True
    ESCAPE_GOES_BACK = True

    def key_map(self) -> dict:
        return DUO_CLICKS if self.duo_active else {Qt.Key.Key_D: ("button", "done")}

    def table_keys(self) -> frozenset:
        return frozenset({*DUO_CLICKS, ESCAPE}) if self.duo_active else super().table_keys()

    def key_order(self, key: tuple) -> tuple:
        return key_order(key)

    def key_lit(self) -> list[tuple]:
        """What the arrows go through now: the lit places (and the lit hand cards)."""
        keys = set(self.chooser.targets())
        if stage(self.chooser) == "idle":
            keys |= {("hand", i) for i, c in enumerate(self.hand.cards) if hand_lit(self.chooser, c.code)}
        return sorted(keys, key=key_order)

    key_targets = key_lit

    def key_digit(self, n: int):
        if self.duo_active:
            duo = self.duo
            if duo is not None and duo.picked is not None and n <= len(DUO_COMPANY_KEYS):
                return ("duo", "company", n - 1)
            return ("duo", "hand", n - 1)
        now, step = stage(self.chooser), (self.view or {}).get("step")
        if now == "place":
            return ("seat", n - 1)
        if now == "stack":
            return ("supply", n - 1)
        if step == "take":
            return ("middle", n - 1)
        return ("hand", n - 1) if n <= len(self.hand.cards) else None

    def key_enter(self):
        now, step = stage(self.chooser), (self.view or {}).get("step")
        if now == "stack":
            return ("button", "confirm")
        if step == "stack" and now == "idle":
            return ("button", "done")
        return None

    def key_click(self, key: tuple) -> None:
        if key[0] == "duo":
            if self.duo is not None:
                self.duo.clicked(key)
        else:
            self.on_click(key)

    def key_escape(self) -> bool:
        if self.duo_active:
            return self.duo is not None and self.duo.cancel()
        return self.cancel_choice()
