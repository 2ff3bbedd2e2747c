"""Keyboard play and the move builder of the Flip 7 table (the rules page lists the keys,
resources/rules/flip7.md "Keys"): H hits, S stays (in German also Z and A, as the words say); when a player must be chosen, 1-9 put the focus ring
on the n-th line (seat order), the arrow keys move it between the lines that may be chosen, Enter or
Space chooses, Esc takes the ring away. A key does what the same click does: the move builder
(app/ui/move_builder.py) answers with the legal move, or the candidate move for the rules to say why
not. The keyboard layer is app/ui/table_keys.py."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

from app.core.i18n import N_, _
from app.games.flip7.actions import Hit, Stay, Target
from app.ui.move_builder import Field, Form, MoveBuilder
from app.ui.table_keys import TableKeys

#: the moves and the click that makes each: the deck, the Stay button, a player's line
FORMS = (Form(Hit, (Field("hit", lambda a: ("deck",)),)),
         Form(Stay, (Field("stay", lambda a: ("stay",)),)),
         Form(Target, (Field("player", lambda a: ("line", a.player)),)))
#: a click on what is not offered: the move it stands for (the rules say why)
CANDIDATES = {"deck": lambda key: Hit(), "stay": lambda key: Stay(), "line": lambda key: Target(key[1])}


#: the words of the two moves with their keys, in the player's language (German: "Ziehen (Z)",
#: "Aufhören (A)"): the key is read from the words, so the two never disagree; H and S work in every language
HIT_WORDS = N_("Hit (H)")
STAY_WORDS = N_("Stay (S)")
ENGLISH_KEYS = {Qt.Key.Key_H: ("deck",), Qt.Key.Key_S: ("stay",)}


def key_letter(words: str) -> str:
    """The key in `words` ("Aufhören (A)" -> "A"), "" for none."""
    found = re.search(r"\((\w)\)\s*$", words)
    return found.group(1).upper() if found else ""


def key_clicks() -> dict:
    """The letter keys and the click each stands for, in the player's language and in English."""
    keys = dict(ENGLISH_KEYS)
    for words, click in ((HIT_WORDS, ("deck",)), (STAY_WORDS, ("stay",))):
        key = getattr(Qt.Key, f"Key_{key_letter(_(words))}", None)
        if key is not None:
            keys[key] = click
    return keys


def make_builder() -> MoveBuilder:
    return MoveBuilder(FORMS, lambda builder, key: CANDIDATES[key[0]](key) if key[0] in CANDIDATES else None)


class KeyInput(TableKeys):
    """The key map of the table; the ring is on a player's line (`key_focus`: the seat)."""

    KEY_CLICKS = ENGLISH_KEYS
    DIGIT_RINGS = True

    def key_map(self) -> dict:
        return key_clicks()

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
