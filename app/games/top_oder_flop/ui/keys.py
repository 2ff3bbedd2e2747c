"""The key map of the Top oder Flop table (the keyboard layer is app/ui/table_keys.py): 1-9 pick the
n-th card of the hand (again: put it back), X and S the "times two" and the Stop marker; then the arrow
keys move the focus ring over the places that are lit, Enter or Space chooses the one with the ring (as
a click on it does), Esc drops the choice. A key does what the same click does: the choice goes on, the
legal move is the intent, or the candidate move goes as `whyNot` so that the rules say why (the scene
never decides legality)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.games.top_oder_flop.cards import FILMS, SIDES
from app.ui.table_keys import TableKeys


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


class KeyInput(TableKeys):
    KEY_CLICKS = {Qt.Key.Key_X: ("marker", "x2"), Qt.Key.Key_S: ("marker", "stop")}
    RIGHT_CLICK_DROPS = True

    def key_digit(self, n: int):
        return ("hand", n - 1) if n <= len(self.hand.cards) else None

    def key_lit(self) -> list:
        return sorted(self.chooser.targets(), key=key_order)
