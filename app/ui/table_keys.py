"""One keyboard layer for every table (issue 26, item 1), as a mixin before `TableScene` (KCardScene's
keyboard navigation, written once). A game declares only its key map and the order of its keys:

- `KEY_CLICKS`: letter keys -> the click key each stands for (Flip 7's H -> the deck);
- `key_digit(n)`: the click key of the digit n (1-9), or None (a digit that stands for nothing);
- `key_lit()`: the keys the arrows go through (by default the move builder's lit keys, `chooser.lit()`),
  in the order `key_order(key)` gives;
- `key_enter()`: what Enter or Space clicks when no key has the focus ring (None: the one lit key, or
  ring the first of several);
- `key_escape()`: what Esc (and, with `RIGHT_CLICK_DROPS`, a right-click) does (by default
  `cancel_choice()`: the choice goes, or its last step with `ESCAPE_GOES_BACK`); True when it dropped
  something, else Esc goes on to the window (which leaves full screen with it).

A key does what the same click does (`key_click`, by default `on_click`): the move builder answers.
The arrows move the focus ring (`key_focus`) over the lit keys, Enter or Space clicks the one with the
ring; with `DIGIT_RINGS` a digit rings its key when it is lit instead of clicking it.

While the cards move (the scene is `busy`) a key is kept and played when they stop (the Flip 7 rules
page: "Keys wait while cards are moving"); a key during a pause (`hold`) only ends the pause, as a click
does; Esc is never kept: it drops the kept keys and does what it does at once. Kept keys are dropped
when the seat at the screen changes meanwhile (a hand-off).
"""

from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import Qt

from app.ui.table_scene import CHORDS, table_key

ARROWS = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1}
CHOOSE = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
ESCAPE = Qt.Key.Key_Escape
__all__ = ["ARROWS", "CHOOSE", "CHORDS", "ESCAPE", "TableKeys"]


class TableKeys:
    """The keyboard of a table: see the module docstring. Needs TableScene (`busy`, `skip_hold`,
    `keep_key`, `on_click`, `show_choice`) and, by default, the scene's `chooser` (a MoveBuilder)."""

    #: letter keys -> the click key each stands for
    KEY_CLICKS: dict = {}
    #: the arrows move a focus ring over the lit keys
    KEY_ARROWS = True
    #: Enter and Space are the table's (they click the ring, or `key_enter()`)
    KEY_CHOOSE = True
    #: a digit whose key is lit puts the ring on it (Enter then clicks it) instead of clicking it
    DIGIT_RINGS = False
    #: a right-click on the table drops the choice, as Esc does
    RIGHT_CLICK_DROPS = False
    #: Esc (`cancel_choice`) takes the last step back (`chooser.back()`) instead of the whole choice
    ESCAPE_GOES_BACK = False
    #: the click key with the focus ring (the arrows move it)
    key_ring: Hashable | None = None

    @property
    def key_focus(self) -> Hashable | None:
        """The click key with the focus ring (a game may show it otherwise: Flip 7's seat)."""
        return self.key_ring

    @key_focus.setter
    def key_focus(self, key: Hashable | None) -> None:
        self.key_ring = key

    # ---- what a game declares ----------------------------------------------------------------------
    def key_map(self) -> dict:
        return self.KEY_CLICKS

    def key_digit(self, n: int) -> Hashable | None:
        return None

    def key_order(self, key: Hashable):
        return key

    def key_lit(self) -> list:
        return sorted(self.chooser.lit(), key=self.key_order) if self.chooser is not None else []

    def key_enter(self) -> Hashable | None:
        return None

    def key_escape(self) -> bool:
        return self.cancel_choice()

    def cancel_choice(self) -> bool:
        """Drop the choice being made (or its last step: `ESCAPE_GOES_BACK`) and the ring; True when
        there was one (else Esc goes on to the window: it leaves full screen)."""
        chooser = self.chooser
        had = bool(chooser.back() if self.ESCAPE_GOES_BACK else chooser.cancel())
        if had:
            self.key_ring = None
            self.show_choice()
        return had

    def key_click(self, key: Hashable) -> None:
        self.on_click(key)

    def table_keys(self) -> frozenset:
        keys = {*self.key_map(), ESCAPE}
        if self.KEY_ARROWS:
            keys |= set(ARROWS)
        if self.KEY_CHOOSE:
            keys |= set(CHOOSE)
        return frozenset(keys)

    def read_key(self, event) -> tuple | None:
        """(key, digit or None) when `event` is a key of this table (see `table_key`)."""
        return table_key(event, self.table_keys())

    # ---- the layer ---------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802 - Qt override
        if self.RIGHT_CLICK_DROPS and event.button() == Qt.MouseButton.RightButton:
            event.accept()
            self.key_escape()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override
        played = self.read_key(event)
        if played is None:
            super().keyPressEvent(event)
            return
        event.accept()
        if played[0] == ESCAPE:
            kept = self.drop_kept_keys()
            if not self.key_escape() and not kept:
                event.ignore()  # nothing to drop: the window's Esc (full screen) may take it
            return
        if self.busy:
            if not self.skip_hold():  # a key during a pause only ends the pause, as a click does
                self.keep_key(played)
            return
        self.play_key(*played)

    def play_key(self, key, digit: int | None) -> None:
        """A key of the table while nothing moves: the click it stands for, or the ring moves."""
        if digit is not None:
            click = self.key_digit(digit)
            if click is None:
                return
            if self.DIGIT_RINGS and click in self.key_lit():
                self.set_key_focus(click)
            else:
                self.key_click(click)
            return
        clicks = self.key_map()
        if key in clicks:
            self.key_click(clicks[key])
            return
        lit = self.key_lit()
        if key in CHOOSE:
            if self.key_ring in lit:
                focus = self.key_ring
                self.set_key_focus(None, redraw=False)
                self.key_click(focus)
                return
            enter = self.key_enter()
            if enter is not None:
                self.key_click(enter)
            elif len(lit) == 1:  # one place to go: Enter goes there (no ring to put first)
                self.key_click(lit[0])
            elif lit:
                self.set_key_focus(lit[0])
            return
        if lit and key in ARROWS:
            step = ARROWS[key]
            if self.key_ring in lit:
                self.set_key_focus(lit[(lit.index(self.key_ring) + step) % len(lit)])
            else:
                self.set_key_focus(lit[0] if step > 0 else lit[-1])

    def set_key_focus(self, key: Hashable | None, redraw: bool = True) -> None:
        self.key_ring = key
        if redraw:
            self.show_choice()
        if key is not None:
            self.ringMoved.emit()
