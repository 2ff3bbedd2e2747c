"""Keyboard play of the Top oder Flop table, as a mixin of its Scene: 1-9 pick the n-th card of the
hand (again: put it back), X and S the "times two" and the Stop marker; then the arrow keys move the
focus ring over the places that are lit, Enter or Space chooses the one with the ring (as a click on
it does), Esc drops the choice. A key does what the same click does: the choice goes on, the legal
move is the intent, or the candidate move goes as `whyNot` so that the rules say why (the scene never
decides legality)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.core.i18n import _
from app.games.top_oder_flop.cards import FILMS, SIDES
from app.ui.table_scene import BUSY_REASON, table_key

ARROWS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}
CHOOSE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
FACES = {Qt.Key.Key_X: "x2", Qt.Key.Key_S: "stop"}
GAME_KEYS = frozenset({*ARROWS, *CHOOSE, *FACES, Qt.Key.Key_Escape})


def key_order(key: tuple) -> tuple:
    """Where a lit place comes when the arrows go through them: film by film, left to right, the
    Top row (and its cards) before the poster and the Flop row, then the personal piles."""
    kind = key[0]
    if kind == "personal":
        return (1, key[1] or 0, FILMS.index(key[2]))
    film = FILMS.index(key[1])
    if kind == "film":
        return (0, film, 1, "")
    side = SIDES.index(key[2])
    return (0, film, 2 * side, key[3] if kind == "card" else "")


class KeyInput:
    """Needs the Scene's `hand`, `chooser`, `key_focus`, `busy`, `on_click`, `show_choice`,
    `cancel_choice`, `refused`."""

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
            if digit <= len(self.hand.cards):
                self.on_click(("hand", digit - 1))
            return
        if key in FACES:
            self.on_click(("marker", FACES[key]))
            return
        targets = sorted(self.chooser.targets(), key=key_order)
        if key in CHOOSE:
            if self.key_focus in targets:
                focus, self.key_focus = self.key_focus, None
                self.on_click(focus)
            elif targets:
                self._focus(targets[0])
            return
        if targets:
            step = ARROWS[key]
            if self.key_focus in targets:
                self._focus(targets[(targets.index(self.key_focus) + step) % len(targets)])
            else:
                self._focus(targets[0] if step > 0 else targets[-1])

    def _focus(self, key: tuple | None) -> None:
        self.key_focus = key
        self.show_choice()
