"""Keyboard play and the move builder of the Flip 7 table (the rules page lists the keys,
resources/rules/flip7.md "Keys"): H hits, S stays; when a player must be chosen, 1-9 put the focus ring
on the n-th line (seat order), the arrow keys move it between the lines that may be chosen, Enter or
Space chooses, Esc takes the ring away. A key does what the same click does: the move builder
(app/ui/move_builder.py) answers with the legal move, or the candidate move for the rules to say why
not. The keyboard layer is app/ui/table_keys.py."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.games.flip7.actions import Hit, Stay, Target
from app.ui.move_builder import Field, Form, MoveBuilder
from app.ui.table_keys import TableKeys

#: the moves and the click that makes each: the deck, the Stay button, a player's line
FORMS = (Form(Hit, (Field("hit", lambda a: ("deck",)),)),
         Form(Stay, (Field("stay", lambda a: ("stay",)),)),
         Form(Target, (Field("player", lambda a: ("line", a.player)),)))
#: a click on what is not offered: the move it stands for (the rules say why)
CANDIDATES = {"deck": lambda key: Hit(), "stay": lambda key: Stay(), "line": lambda key: Target(key[1])}


def make_builder() -> MoveBuilder:
    return MoveBuilder(FORMS, lambda builder, key: CANDIDATES[key[0]](key) if key[0] in CANDIDATES else None)


class KeyInput(TableKeys):
    """The key map of the table; the ring is on a player's line (`key_focus`: the seat)."""

    KEY_CLICKS = {Qt.Key.Key_H: ("deck",), Qt.Key.Key_S: ("stay",)}
    DIGIT_RINGS = True

    @property
    def key_focus(self) -> int | None:
        return self.key_ring[1] if self.key_ring is not None else None

    @key_focus.setter
    def key_focus(self, seat: int | None) -> None:
        self.key_ring = ("line", seat) if seat is not None else None

    def key_digit(self, n: int):
        return ("line", n - 1)

    def key_lit(self) -> list:
        return sorted(k for k in self.chooser.lit() if k[0] == "line")

    def key_escape(self) -> bool:
        had = self.key_ring is not None
        self.set_key_focus(None)
        return had

    def show_choice(self) -> None:
        for line in self.lines:
            line.set_highlight(focus=(("line", line.seat) == self.key_ring))
