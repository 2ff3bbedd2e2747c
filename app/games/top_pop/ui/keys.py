"""Keyboard play of the Top Pop table, as a mixin of its Scene. A digit n picks the n-th hand card
(again: puts it back); with a card picked, n is the n-th seat's row it goes in front of; in the take
step n is the n-th colour of the middle; while a stack is being built, n adds a cap of the n-th colour
from your supply. The arrow keys move the focus ring over what is lit, Enter or Space chooses it (as a
click on it does); without a ring, Enter confirms the stack being built, or ends the stacking (as D
does). Esc takes the last cap back, then drops the choice. A key does what the same click does: the
rules say why when it is not offered (the scene never decides legality).

The two-player table: a digit n picks the n-th hand card, then A-D (or, with a card picked, a digit
1-4) the company it goes to, X the spot out of the game (the discard at set-up); Esc drops the pick."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.core.i18n import _
from app.ui.table_scene import BUSY_REASON, table_key

ARROWS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}
CHOOSE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
GAME_KEYS = frozenset({*ARROWS, *CHOOSE, Qt.Key.Key_D, Qt.Key.Key_Escape})
#: the two-player table's letters: companies A-D (0-3), X the spot out of the game
DUO_COMPANY_KEYS = {Qt.Key.Key_A: 0, Qt.Key.Key_B: 1, Qt.Key.Key_C: 2, Qt.Key.Key_D: 3}
DUO_KEYS = frozenset({*DUO_COMPANY_KEYS, Qt.Key.Key_X, Qt.Key.Key_Escape})
_KIND_ORDER = ("hand", "seat", "middle", "front", "supply")


def key_order(key: tuple) -> tuple:
    """Where a lit place comes when the arrows go through them: the hand, the seats' rows, the
    middle's colours, the cards in front (seat by seat), the supply's colours."""
    return (_KIND_ORDER.index(key[0]) if key[0] in _KIND_ORDER else 9, *key[1:])


class KeyInput:
    """Needs the Scene's `hand`, `chooser`, `key_focus`, `view`, `busy`, `on_click`, `show_choice`,
    `cancel_choice`, `refused`, `skip_hold`."""

    def keyPressEvent(self, event) -> None:
        """See the module docstring."""
        if self.duo_active:
            self._duo_key(event)
            return
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
        stage, step = self.chooser.stage(), (self.view or {}).get("step")
        if digit is not None:
            self._digit(digit, stage, step)
            return
        if key == Qt.Key.Key_D:
            self.on_click(("button", "done"))
            return
        targets = self.key_targets()
        if key in CHOOSE:
            if self.key_focus in targets:
                focus, self.key_focus = self.key_focus, None
                self.on_click(focus)
            elif stage == "stack":
                self.on_click(("button", "confirm"))
            elif step == "stack" and stage == "idle":
                self.on_click(("button", "done"))
            elif targets:
                self._focus(targets[0])
            return
        if targets:
            step_by = ARROWS[key]
            if self.key_focus in targets:
                self._focus(targets[(targets.index(self.key_focus) + step_by) % len(targets)])
            else:
                self._focus(targets[0] if step_by > 0 else targets[-1])

    def key_targets(self) -> list[tuple]:
        """What the arrows go through now: the lit places (and the lit hand cards)."""
        keys = set(self.chooser.targets())
        if self.chooser.stage() == "idle":
            keys |= {("hand", i) for i, c in enumerate(self.hand.cards) if self.chooser.hand_lit(c.code)}
        return sorted(keys, key=key_order)

    def _digit(self, n: int, stage: str, step) -> None:
        if stage == "place":
            self.on_click(("seat", n - 1))
        elif stage == "stack":
            self.on_click(("supply", n - 1))
        elif step == "take":
            self.on_click(("middle", n - 1))
        elif n <= len(self.hand.cards):
            self.on_click(("hand", n - 1))

    def _focus(self, key: tuple | None) -> None:
        self.key_focus = key
        self.show_choice()

    def _duo_key(self, event) -> None:
        """The two-player table's keys (see the module docstring): each sends the click it stands for."""
        played = table_key(event, DUO_KEYS)
        duo = getattr(self, "duo", None)
        if played is None or duo is None:
            super().keyPressEvent(event)
            return
        key, digit = played
        event.accept()
        if key == Qt.Key.Key_Escape:
            duo.cancel()
            return
        if self.busy:
            if not self.skip_hold():
                self.refused.emit(_(BUSY_REASON))
            return
        if digit is not None and duo.picked is not None and digit <= len(DUO_COMPANY_KEYS):
            duo.clicked(("duo", "company", digit - 1))
        elif digit is not None:
            duo.clicked(("duo", "hand", digit - 1))
        elif key == Qt.Key.Key_X:
            duo.clicked(("duo", "discard"))
        else:
            duo.clicked(("duo", "company", DUO_COMPANY_KEYS[key]))
