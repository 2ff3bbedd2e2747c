"""Keyboard play of the Top This! table, as a mixin of its Scene. Keys make the same intents as
clicks (the rules page lists them, resources/rules/top_this.md "Keys"):

1–n choose the n-th topping of the hand (again: put it back); T turns the chosen topping over;
F picks a topping to flip (F again or the arrows move on; 1–5 flip that one of the flip row; Enter
flips the picked one); D or ! picks a face-up order for Top This! (arrows or 1–5 move, Enter or D
declares); R picks a lit topping to take off after an order (arrows, Enter or R takes it off);
P passes; Enter alone declares the order clicked for Top This!, or passes when that is the only move;
Esc cancels the aim, the pick, the chosen topping or the chosen order. With a topping chosen, Enter puts
it on the crust and the flick is made with the keys: key_flick.py (arrows place it, then aim; Up/Down
the power; Enter flicks; Esc steps back).

A move picked with the keys goes as a click's would: a legal one as the intent, any other as `whyNot`
with that candidate move, so that the rules answer with their sentence (the scene never decides
legality). The keyboard layer is app/ui/table_keys.py: a key pressed while the toppings move is kept
and played when they stop; Esc is played at once.

For a screen reader (issue 29): the topping picked with F, D or R is the focus ring (`key_ring`: the
click key of its part of the table's tree; `ringMoved` when it moves), the chosen topping of the hand
is "picked" (`access_picked`), and choosing, turning over and putting back are said (`described`,
key_words.py), as every key of the flick is (key_flick.py).
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.core.i18n import _, ngettext
from app.games.top_this.actions import Flip, Pass, Remove, TopThis
from app.games.top_this.ui import key_flick, key_words
from app.games.top_this.ui.key_flick import KeyFlick
from app.ui.move_builder import Answer, Field, Form, MoveBuilder
from app.ui.table_keys import CHORDS, TableKeys

K = Qt.Key
NEXT = (K.Key_Right, K.Key_Down)
PREV = (K.Key_Left, K.Key_Up)
ENTER = key_flick.ENTER
DIGITS = {getattr(K, f"Key_{n}"): n for n in range(1, 10)}
#: the keys this table uses (others go on to the scene's default handling)
OURS = frozenset((K.Key_Escape, K.Key_T, K.Key_F, K.Key_D, K.Key_Exclam, K.Key_R, K.Key_P, *NEXT, *PREV, *DIGITS,
                  *key_flick.KEYS))
#: the moves made by clicks (the flick is a drag: ui/input.py): a lit topping to take off, a topping to
#: flip (its button, or a disc showing it), an order then "Top This!", pass
FORMS = (Form(Remove, (Field("disc", lambda a: ("disc", a.disc)),)),
         Form(Flip, (Field("topping", lambda a: ("flip", a.topping)),)),
         Form(TopThis, (Field("order", lambda a: ("order", a.order)),), confirm=("top_this",)),
         Form(Pass, (Field("pass", lambda a: ("pass",)),)))


def make_builder(scene) -> MoveBuilder:
    """The move builder of the table `scene` (its discs say which topping a disc click flips)."""

    def face(did):
        disc = scene.discs.get(did)
        return disc.face if disc is not None else None

    def note(builder: MoveBuilder, key: tuple) -> str | None:
        if key == ("top_this",) and builder.pick.order is None and any(a.TYPE == "top_this" for a in builder.legal):
            return _("First click the order you will complete, then Top This!")
        return None

    def candidate(builder: MoveBuilder, key: tuple):
        kind = key[0]
        if kind == "disc":
            return Remove(key[1]) if (scene.view or {}).get("phase") == "remove" else Flip(face(key[1]) or "")
        if kind == "flip":
            return Flip(key[1] or "")
        if kind == "order":
            return TopThis(key[1])
        if kind == "top_this":
            orders = (scene.view or {}).get("orders") or [{"id": -1}]
            return TopThis(builder.pick.order if builder.pick.order is not None else orders[0]["id"])
        return Pass() if kind == "pass" else None

    return MoveBuilder(FORMS, candidate, note,
                       aliases=lambda b, key: [("flip", face(key[1]))] if key[0] == "disc" and face(key[1]) else [])


class KeyInput(TableKeys):
    """Needs the Scene's state and helpers: view, legal, chosen, declare, aiming, hand_slots,
    flip_buttons, on_click, _send, _turn_over, cancel_aim, draw_position, refused..."""

    #: a pick being made with the keys: {"mode": "flip" | "order" | "remove", "items": [...], "at": i}
    key_pick: dict | None = None
    _key_flick: KeyFlick | None = None
    #: the click key of each pick's items (their parts in the table's tree, access.py)
    PICKED_PART = {"flip": "flip", "order": "order", "remove": "disc"}

    @property
    def key_ring(self):
        """The click key of what the keys picked (F, D, R): the part a screen reader's focus is on."""
        pick = self.key_pick
        if pick is None or not pick["items"]:
            return None
        return self.PICKED_PART[pick["mode"]], pick["items"][pick["at"]]

    @key_ring.setter
    def key_ring(self, key) -> None:
        """None (a move was sent: TableScene.answer) ends the pick; a part's key picks it when it is
        one of the pick's items."""
        pick = self.key_pick
        if key is None:
            self.key_pick = None
        elif pick is not None and key[0] == self.PICKED_PART[pick["mode"]] and key[1] in pick["items"]:
            pick["at"] = pick["items"].index(key[1])

    def access_picked(self) -> set:
        """The chosen topping of the hand, for the table's tree (app/ui/qt_table_access.py)."""
        return {("hand", self.chosen)} if self.chosen is not None else set()

    @property
    def key_flick(self) -> KeyFlick:
        """The flick being made with the keys (key_flick.py)."""
        if self._key_flick is None:
            self._key_flick = KeyFlick(self)
        return self._key_flick

    def read_key(self, event) -> tuple | None:
        """This table's keys ("!" as typed on any layout), and whether Shift is held (the flick's fine
        steps); the digits are played by `on_key` itself."""
        key = K.Key_Exclam if event.text() == "!" else event.key()
        if (key not in OURS) or event.modifiers() & CHORDS:
            return None
        return key, bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)

    def play_key(self, key, fine) -> None:
        self.on_key(key, bool(fine))

    def key_escape(self) -> bool:
        return self._key_escape()

    def key_focus(self, mode: str):
        """The flip topping, order or disc picked with the keys in `mode`, or None."""
        pick = self.key_pick
        return pick["items"][pick["at"]] if pick is not None and pick["mode"] == mode and pick["items"] else None

    def on_key(self, key, fine: bool = False) -> None:
        if key == K.Key_Escape:
            self._key_escape()
            return
        if self.busy:  # played when the toppings stop (app/ui/table_keys.py)
            self.keep_key((key, fine))
            return
        if self.key_flick.mode is not None and key in key_flick.KEYS:
            self.key_flick.key(key, fine)  # placing or aiming by keys
            return
        if self.aiming is not None and key != K.Key_T:
            return  # the flick is in the mouse's hands (or aims by keys): Esc and T count
        if not self.legal:  # not this player's turn (or over): the session says so, for any move
            self.whyNot.emit(Pass())
            return
        mode = self.key_pick["mode"] if self.key_pick is not None else None
        if key in ENTER and self.chosen is not None and mode is None:
            self.key_flick.start()  # the chosen topping onto the crust: place it, aim, flick
        elif key in ENTER:
            self._key_enter()
        elif key in NEXT or key in PREV:
            self._key_move(1 if key in NEXT else -1)
        elif key in DIGITS:
            self._key_digit(DIGITS[key], mode)
        elif key == K.Key_T:
            if self.chosen is None:
                self.refused.emit(_("First choose a topping of your hand: press its number."))
            else:
                self._turn_over(self.chosen)
                slot = self.hand_slots.get(self.chosen)
                if slot is not None:
                    self.described.emit(key_words.turned(slot.face))
        elif key == K.Key_F:
            if mode == "flip":
                self._key_move(1)
            else:
                self._key_start("flip", list(self.flip_buttons), [a.topping for a in self._legal("flip")])
        elif key in (K.Key_D, K.Key_Exclam):
            if mode == "order":
                self._key_enter()
            else:
                orders = [o["id"] for o in sorted(self.view.get("orders", []), key=lambda o: o.get("slot", 0))]
                first = [self.declare] if self.declare is not None else [a.order for a in self._legal("top_this")]
                self._key_start("order", orders, first)
        elif key == K.Key_R:
            if mode == "remove":
                self._key_enter()
            elif self._legal("remove"):
                self._key_start("remove", [a.disc for a in self._legal("remove")], [])
            else:  # nothing to take off now: the rules say why
                board = self.view.get("board") or [{"id": 0}]
                self._offer(Remove(board[0]["id"]))
        elif key == K.Key_P:
            self._offer(Pass())

    # ---- the steps -------------------------------------------------------------------------------
    def _offer(self, action) -> None:
        """`action` as a click would send it: the intent when it is among the legal moves, else
        `whyNot` with it (the rules' sentence in the status line; nothing is submitted)."""
        self.play(Answer.intent(action) if action in self.legal else Answer.whynot(action))

    def _legal(self, kind: str) -> list:
        return [a for a in self.legal if a.TYPE == kind]

    def _key_start(self, mode: str, items: list, preferred: list) -> None:
        at = next((items.index(i) for i in preferred if i in items), 0)
        self.key_pick = {"mode": mode, "items": items, "at": at}
        self.chosen = self.declare = None
        self.draw_position()
        self.choiceChanged.emit()
        self._ring_moved()

    def _key_move(self, step: int) -> None:
        pick = self.key_pick
        if pick is None or not pick["items"]:
            return
        pick["at"] = (pick["at"] + step) % len(pick["items"])
        self.draw_position()
        self._ring_moved()

    def _ring_moved(self) -> None:
        if self.key_ring is not None:
            self.ringMoved.emit()  # a screen reader reads the part picked now

    def _key_digit(self, n: int, mode: str | None) -> None:
        if mode in ("flip", "order", "remove"):
            items = self.key_pick["items"]
            if n > len(items):
                self.refused.emit(_("There are only {n} to pick from: press 1 to {n}.").format(n=len(items)))
                return
            self.key_pick["at"] = n - 1
            if mode == "flip":  # F then a number flips that topping at once
                self._key_enter()
            else:
                self.draw_position()
                self._ring_moved()
            return
        hand = list(self.hand_slots)
        order = sorted(hand, key=lambda d: self.hand_slots[d].pos().x())
        if n > len(order):
            n = len(order)
            self.refused.emit(ngettext("Your hand holds {n} topping: press 1 to {n}.",
                                       "Your hand holds {n} toppings: press 1 to {n}.", n).format(n=n)
                              if order else _("Your hand is empty."))
            return
        was = self.chosen
        self.on_click(("hand", order[n - 1]))
        if self.chosen is not None and self.chosen != was:
            self.described.emit(key_words.chosen(self.chosen, self.hand_slots[self.chosen].face))
        elif self.chosen is None and was is not None:
            self.described.emit(key_words.nothing_chosen())

    def _key_enter(self) -> None:
        pick, self.key_pick = self.key_pick, None
        if pick is not None and pick["items"]:
            item = pick["items"][pick["at"]]
            self._offer({"flip": Flip, "order": TopThis, "remove": Remove}[pick["mode"]](item))
        elif self.declare is not None:
            self._offer(TopThis(self.declare))
        elif self.legal == [Pass()]:
            self._send(Pass())
        else:
            self.draw_position()
            self.refused.emit(_("Pick something first: a number chooses a topping of your hand, F a topping "
                                "to flip, D an order for Top This!"))

    def _key_escape(self) -> bool:
        if self.key_flick.back():  # aim -> place -> the topping chosen
            return True
        if self.aiming is not None:
            self.cancel_aim()
        elif self.key_pick is not None:
            self.key_pick = None
            self.draw_position()
        elif self.chosen is not None or self.declare is not None:
            if self.chosen is not None:
                self.described.emit(key_words.nothing_chosen())
            self.chosen = self.declare = None
            self.draw_position()
        else:
            return False
        return True
