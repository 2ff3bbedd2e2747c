"""Keyboard play of the Flip 7 table, as a mixin of its Scene (the rules page lists the keys,
resources/rules/flip7.md "Keys"): H hits, S stays; when a player must be chosen, 1-9 put the focus
ring on the n-th line (seat order), the arrow keys move it between the lines that may be chosen, Enter
or Space chooses, Esc takes the ring away. A key does what the same click does (the scene's `_offer`):
the legal move as an intent, or else the candidate move as `whyNot`, so that the rules say why (the
scene never decides legality)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.core.i18n import _
from app.games.flip7.actions import Hit, Stay, Target
from app.ui.table_scene import BUSY_REASON

#: the keys of keyboard play (besides the digits 1-9, see KeyInput.keyPressEvent)
GAME_KEYS = frozenset({Qt.Key.Key_H, Qt.Key.Key_S, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up,
                       Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space,
                       Qt.Key.Key_Escape})
KEY_DIGITS = {getattr(Qt.Key, f"Key_{n}"): n for n in range(1, 10)}


class KeyInput:
    """Needs the Scene's `lines`, `key_focus`, `busy`, `skip_hold`, `_legal_kinds`, `_offer`, `intent`,
    `refused`."""

    def keyPressEvent(self, event) -> None:
        """See the module docstring."""
        key = Qt.Key(event.key())
        digit = KEY_DIGITS.get(key)
        chord = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier
        if (key not in GAME_KEYS and digit is None) or event.modifiers() & chord:
            super().keyPressEvent(event)
            return
        event.accept()
        if key == Qt.Key.Key_Escape:
            self._set_key_focus(None)
            return
        if self.busy:
            if not self.skip_hold():  # a key during a pause only ends the pause, as a click does
                self.refused.emit(_(BUSY_REASON))
            return
        hit, stay, targets = self._legal_kinds()
        if key == Qt.Key.Key_H:
            self._offer(hit, Hit())
        elif key == Qt.Key.Key_S:
            self._offer(stay, Stay())
        elif digit is not None:
            seat = digit - 1
            if seat in targets:
                self._set_key_focus(seat)
            else:
                self._offer(None, Target(seat))  # the rules say why, in their words
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.key_focus in targets:
                self.intent.emit(targets[self.key_focus])
            elif targets:
                self._set_key_focus(min(targets))
        elif targets:  # an arrow key
            order = sorted(targets)
            step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1
            if self.key_focus in order:
                self._set_key_focus(order[(order.index(self.key_focus) + step) % len(order)])
            else:
                self._set_key_focus(order[0] if step > 0 else order[-1])

    def _set_key_focus(self, seat: int | None) -> None:
        self.key_focus = seat
        for line in self.lines:
            line.set_highlight(focus=(line.seat == seat))
