"""The Top This! table: the pizza with its discs, the orders, the bag, the current player's hand, the
flip buttons and a panel per seat. Input: choose a disc in the hand (right-click or its small face
turns it over), press on the crust to place it, drag back like a slingshot, release to flick; the
flick then runs live and its recorded outcome is sent as the intent. Flip: a topping button or a
disc on the board. Top This!: an order card, then the button. Removing after an order: a lit disc.
The same by keys: keys.py.

Draws only from views, animates only from events (anim.py), never changes game state.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QTransform
from PySide6.QtWidgets import QGraphicsItem

from app.core import i18n
from app.core.i18n import N_, _, ngettext
from app.core.text import fill
from app.games.top_this import geometry as geo
from app.games.top_this.actions import Flick, Pass
from app.games.top_this.components import topping_name
from app.games.top_this.rules import pile_note
from app.games.top_this.ui.items import (AimItem, BagItem, BoardItem, DiscItem, HandSlotItem, OrderItem,
                                      PlayerPanelItem, StackItem, ToppingButtonItem)
from app.games.top_this.ui.anim import queue_events
from app.games.top_this.log import order_name
from app.games.top_this.ui.layout import compute as lay_out
from app.games.top_this.ui.input import FlickInput
from app.games.top_this.ui.keys import KeyInput, make_builder
from app.games.top_this.ui.targets import Targets
from app.games.top_this.ui.text_items import lighter_for_felt
from app.ui.items.text_box import TextBoxItem
from app.ui.items.markers import ButtonItem, LabelItem
from app.ui.items.still_layer import StillLayer
from app.ui.move_builder import Answer
from app.ui.table_scene import TableScene

TOPPINGS = ("mushrooms", "onions", "olives", "peppers", "pepperoni")
#: the words on the table's buttons and labels (translated where they are drawn: draw_position)
PASS, FLIP_ALL, ORDERS = N_("Pass"), N_("Flip all of one topping"), N_("Orders")
#: what a disc on the pizza is, when the pointer rests on it (by whether it was played this turn)
DISC_TIPS = {False: N_("{face} ({other} underneath)"), True: N_("{face} ({other} underneath), played this turn")}


def _keyed(item: QGraphicsItem, key) -> QGraphicsItem:
    item.click_key = key
    return item


class Scene(Targets, KeyInput, FlickInput, TableScene):
    felt = QColor("#5b3a26")

    #: the language the table was laid out in (its words' widths: `retranslate` lays it out again)
    _laid_in: str | None = None

    def __init__(self, game, names, colors, parent=None) -> None:
        super().__init__(game, names, colors, parent)
        self.px = 1.0  # pixels per millimetre of the pizza
        self.center = QPointF(400, 300)
        #: the items that sit still while a flick plays: one picture with the felt while it does
        self.still = StillLayer(lambda p: self.paint_felt(p, self.sceneRect()))
        self.addItem(self.still)
        self.board = self.still.add(BoardItem(geo.SAUCE_R, geo.CRUST_R, geo.SLICES, geo.DISC_R))
        self.discs: dict[int, DiscItem] = {}
        self.hand_slots: dict[int, HandSlotItem] = {}
        self.hand_up: dict[int, int] = {}  # disc id -> which face the player chose to be up
        self.orders: dict[int, OrderItem] = {}
        self.panels: list[PlayerPanelItem] = []
        self.order_deck = _keyed(StackItem("orders"), ("deck",))
        self.tip_stack = _keyed(StackItem("tips"), ("tips",))
        self.bag = _keyed(BagItem(), ("bag",))
        self.flip_buttons = {t: _keyed(ToppingButtonItem(t), ("flip", t)) for t in TOPPINGS}
        self.top_button = _keyed(ButtonItem("Top This!", QColor("#c0392b")), ("top_this",))
        self.pass_button = _keyed(ButtonItem(_(PASS), QColor("#555c66")), ("pass",))
        self.hand_label = TextBoxItem(QColor("#f3e9d2"), align=Qt.AlignmentFlag.AlignLeft)
        self.flip_label = LabelItem(_(FLIP_ALL), QColor("#f3e9d2"), align=Qt.AlignmentFlag.AlignLeft)
        self.orders_label = LabelItem(_(ORDERS), QColor("#f3e9d2"), align=Qt.AlignmentFlag.AlignLeft)
        self.prompt = TextBoxItem(QColor("#fff6dc"), max_lines=3)
        for item in (self.order_deck, self.tip_stack, self.bag, self.top_button, self.pass_button,
                     self.hand_label, self.flip_label, self.orders_label, self.prompt,
                     *self.flip_buttons.values()):
            self.still.add(item)
        for item in (self.top_button, self.pass_button, self.hand_label, self.flip_label, self.orders_label,
                     self.prompt):
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._felt: QImage | None = None  # the background, rendered once per size
        self.aim = AimItem()
        self.aim.setVisible(False)
        self.addItem(self.aim)
        self.temps: list[QGraphicsItem] = []  # short-lived items of animations
        self.chosen: int | None = None  # the hand disc chosen to be flicked
        self.chooser = make_builder(self)  # the moves made by clicks and keys (the order before "Top This!")
        self.aiming: dict | None = None  # {disc, face, x, y, item}
        self.live = None  # a LivePhysics while the player's own flick runs
        self.preview: DiscItem | None = None  # where the chosen disc would be placed (hover)
        self.own_flick: tuple | None = None  # (disc, x, y, vx, vy) of the flick this scene just ran
        #: the board as this scene's own flick left it, drawn instead of the board of the view it was
        #: flicked from while that flick's events play: {view, disc, board, touched, fallen}
        self.after_flick: dict | None = None
        self.last_intent = None
        for seat, name in enumerate(self.names):
            panel = PlayerPanelItem(seat, name, self.color(seat).name())
            self.panels.append(panel)
            self.still.add(panel)
        self.relayout()

    # ---- geometry ------------------------------------------------------------------------------
    def to_px(self, x: float, y: float) -> QPointF:
        return QPointF(self.center.x() + x * self.px, self.center.y() + y * self.px)

    def to_mm(self, pos: QPointF) -> tuple[float, float]:
        return ((pos.x() - self.center.x()) / self.px, (pos.y() - self.center.y()) / self.px)

    @property
    def declare(self) -> int | None:
        """The order clicked before "Top This!" (the move builder's pick)."""
        return self.chooser.pick.order

    @declare.setter
    def declare(self, order: int | None) -> None:
        self.chooser.picked = {} if order is None else {"order": ("order", order)}

    @property
    def busy(self) -> bool:
        return self.queue.active or self.live is not None

    def relayout(self) -> None:
        """Place every item where the table's layout (layout.py) puts it for this size."""
        L = self.layout = lay_out(self.width, self.height, len(self.names),
                                  (self.top_button.text, self.pass_button.text))
        self._laid_in = i18n.language()
        self.still.set_area(QRectF(0, 0, self.width, self.height))
        for panel, at in zip(self.panels, L.panels):
            panel.set_size(*L.panel)
            panel.setPos(at)
        self.panel_rows, self.px, self.center = L.rows, L.px, L.pizza.center()
        self.board.set_scale_px(self.px)
        self.board.setPos(self.center)
        self.board_rect = L.board_rect
        self.aim.set_clip(self.board_rect)
        self.prompt.set_box(L.prompt.width(), L.prompt.height(), L.prompt_px, L.prompt_lines)
        self.prompt.setPos(L.prompt.topLeft())
        for item, key in ((self.orders_label, "orders"), (self.hand_label, "hand"), (self.flip_label, "flip")):
            r = L.labels[key]
            item.set_box(r.width(), r.height(), r.height() * 0.78)  # a line at 0.78 of its height
            item.setPos(r.topLeft())
        self.order_slots = [r.topLeft() for r in L.orders]
        self.order_deck.set_size(L.orders[5].width(), L.orders[5].height())
        self.order_deck.setPos(self.order_slots[5])
        self.tip_stack.set_size(L.tips.width(), L.tips.height())
        self.tip_stack.setPos(L.tips.topLeft())
        self.bag.set_size(L.bag.width())
        self.bag.setPos(L.bag.topLeft())
        for item, r in zip((self.top_button, self.pass_button), L.buttons):  # Pass at 11 px at 800x600
            item.set_box(r.width(), r.height())
            item.setPos(r.topLeft())
        for t, at in zip(TOPPINGS, L.flips):
            self.flip_buttons[t].set_radius(L.flip_r)
            self.flip_buttons[t].setPos(at)
        if self.view is not None:
            self.draw_position()
        if self.live is not None:  # the player's flick runs on: its discs move at the new scale
            self.live.relayout(self.to_px, self.px)

    # ---- drawing --------------------------------------------------------------------------------
    def _legal_by_type(self) -> dict[str, list]:
        out: dict[str, list] = {}
        for a in self.legal:
            out.setdefault(a.TYPE, []).append(a)
        return out

    def drop_item(self, item: QGraphicsItem) -> None:
        """Take `item` off the table (if it is still on it: a relayout may have taken it already)."""
        if item.scene() is self:
            self.removeItem(item)

    def clear_temps(self) -> None:
        """Remove the short-lived items of animations, except those a live flick is moving (a
        relayout while the player's own flick runs keeps the flicked disc on the table)."""
        moving = set(map(id, self.live.items.values())) if self.live is not None else set()
        kept = [item for item in self.temps if id(item) in moving]
        for item in self.temps:
            if id(item) not in moving:
                self.drop_item(item)
        self.temps = kept

    def _flicked_from_here(self) -> dict | None:
        af = self.after_flick
        return af if af is not None and af["view"] is self.view else None

    def board_rows(self) -> list[dict]:
        """The discs to draw: the view's, or where this scene's own flick has just left them."""
        af = self._flicked_from_here()
        return af["board"] if af is not None else (self.view or {}).get("board", [])

    def hand_rows(self, seat: int) -> list[dict]:
        v = self.view or {}
        hand = v["hands"][seat] if 0 <= seat < len(v.get("hands", [])) else []
        af = self._flicked_from_here()
        gone = {af["disc"]} if af is not None else set()
        if self.live is not None:
            gone.add(self._flick_args[0])  # on its way across the pizza, no longer in the hand
        return [h for h in hand if h["id"] not in gone]

    def show_position(self, view: dict, legal: list, acting_seat: int | None) -> None:
        if not self.busy:
            self.after_flick = None  # a refused flick: everything goes back where the view says
        super().show_position(view, legal, acting_seat)

    def draw_position(self) -> None:
        v = self.view
        if v is None:
            return
        if self.live is None:
            self.still.release()  # a flick has ended: its still picture goes
        self.clear_temps()
        af = self._flicked_from_here()
        legal = self._legal_by_type()
        can_flick = "flick" in legal
        flips = {a.topping for a in legal.get("flip", [])}
        declarable = {a.order for a in legal.get("top_this", [])}
        removable = {a.disc for a in legal.get("remove", [])}
        self.chooser.set_legal(self.legal)
        if self.chosen is not None and not can_flick:
            self.chosen = None
        if self.preview is not None and self.chosen is None:
            self.preview.setVisible(False)
        if self.declare not in declarable:
            self.declare = None
        if not self.legal:
            self.key_pick = None
        key_disc, key_order, key_flip = self.key_focus("remove"), self.key_focus("order"), self.key_focus("flip")
        # discs on the pizza
        r = geo.DISC_R * self.px
        touched = set(af["touched"] if af is not None else v.get("touched", []))
        moving = self.live.items if self.live is not None else {}  # where the live flick has them
        seen = set()
        for d in self.board_rows():
            did = d["id"]
            seen.add(did)
            item = self.discs.get(did)
            if item is None:
                item = _keyed(DiscItem(did, d["face"], d.get("other"), r), ("disc", did))
                self.discs[did] = item
                self.addItem(item)
            item.set_radius(r)
            item.set_faces(d["face"], d.get("other"))
            if moving.get(did) is not item:
                item.setTransform(QTransform())
                item.setScale(1.0)
                item.setOpacity(1.0)
                item.setVisible(True)
                item.setZValue(10)
                item.setPos(self.to_px(d["x"], d["y"]))
            item.set_highlight(legal=did in removable, focus=did == key_disc)
            item.set_touched(did in touched)
            item.setToolTip(self.disc_tip(d, did in touched))
        for did in [k for k in self.discs if k not in seen]:
            item = self.discs.pop(did)
            if af is not None and did in af["fallen"]:
                self.temps.append(item)  # still dropping off the edge: it goes when the events end
            else:
                self.drop_item(item)
        pending = v.get("pending") or {}
        self.board.set_lit(pending.get("slices", ()) if removable else (),
                           crust=can_flick and self.chosen is not None)
        # the current player's hand
        cp = v.get("current_player")
        seat = cp if cp is not None else (self.acting_seat or 0)
        hand = self.hand_rows(seat)
        ids = [h["id"] for h in hand]
        for did in [k for k in self.hand_slots if k not in ids]:
            self.drop_item(self.hand_slots.pop(did))
        for i, h in enumerate(hand):
            slot = self.hand_slots.get(h["id"])
            if slot is None:
                slot = _keyed(HandSlotItem(h["id"], tuple(h["faces"])), ("hand", h["id"]))
                self.hand_slots[h["id"]] = slot
                self.still.add(slot)
            slot.up = self.hand_up.get(h["id"], 0)
            slot.set_radius(self.layout.hand_r)
            slot.setPos(self.layout.hand_at(i, len(hand)))
            slot.set_highlight(legal=can_flick, chosen=h["id"] == self.chosen)
            slot.setVisible(True)
            slot.setOpacity(1.0)
            slot.update()
        label = _("{name}'s hand ({n})").format(name=self.name(seat), n=len(hand))
        self.hand_label.set_text(label, self._accent(label))
        self.retranslate()
        # orders
        cw, ch = self.layout.orders[0].width(), self.layout.orders[0].height()
        shown = [o["id"] for o in v["orders"]]
        for oid in [k for k in self.orders if k not in shown]:
            self.drop_item(self.orders.pop(oid))
        for i, o in enumerate(v["orders"][:5]):
            item = self.orders.get(o["id"])
            if item is None:
                item = _keyed(OrderItem(o["id"], o["toppings"], o["value"]), ("order", o["id"]))
                self.orders[o["id"]] = item
                self.still.add(item)
            item.set_size(cw, ch)
            item.setPos(self.order_slots[min(max(int(o.get("slot", i)), 0), 4)])
            item.setOpacity(1.0)
            item.setScale(1.0)
            item.setVisible(True)
            declared = v.get("phase") == "top_this" and o["id"] == v.get("declared")
            item.set_highlight(legal=o["id"] in declarable,
                               chosen=o["id"] in (self.declare, key_order) and not declared)
            item.set_declared(declared)
        self.order_deck.set_count(v.get("order_deck", 0))
        self.tip_stack.set_count(v.get("tips_left", 0))
        self.bag.set_count(v.get("bag", 0))
        # buttons
        showing = {t: 0 for t in TOPPINGS}
        for d in self.board_rows():
            showing[d["face"]] = showing.get(d["face"], 0) + 1
        for t, b in self.flip_buttons.items():
            b.set_highlight(legal=t in flips, focus=t == key_flip)
            b.set_count(showing.get(t, 0))
        self.top_button.set_highlight(legal=bool(declarable) and self.declare is not None)
        self.top_button.setVisible(bool(declarable) or v.get("phase") == "top_this")
        self.pass_button.setVisible("pass" in legal)
        self.pass_button.set_highlight(legal="pass" in legal)
        # seats
        piles = v.get("piles", [])
        totals = v.get("totals", [])
        winners = set(v.get("winners", []))
        for s, panel in enumerate(self.panels):
            pile = piles[s] if s < len(piles) else {}
            faces = [h["faces"][self.hand_up.get(h["id"], 0)] for h in self.hand_rows(s)]
            panel.set_highlight(current=(s == cp), won=s in winners)
            panel.set_info(total=totals[s] if s < len(totals) else 0, orders=len(pile.get("orders", [])),
                           tips=len(pile.get("tips", [])), hand=faces)
        if self.key_flick.mode == "place":
            self.key_flick.show()  # the topping placed by keys stays shown (another one chosen, turned over)
        self.set_prompt()
        self.follow_ring()

    @staticmethod
    def disc_tip(row: dict, touched: bool) -> str:
        """A disc of the view's board in words: "Olives (mushrooms underneath), played this turn"."""
        face, other = topping_name(row["face"]), row.get("other")
        tip = _(DISC_TIPS[touched]).format(face=face, other=topping_name(other)) if other else face
        return tip[:1].upper() + tip[1:]

    def retranslate(self) -> None:
        """The buttons' and labels' words in the language now in use (it may change while the table
        is up; the prompt and the hand's label are written anew at every redraw)."""
        for item, word in ((self.pass_button, PASS), (self.flip_label, FLIP_ALL), (self.orders_label, ORDERS)):
            if item.text != _(word):
                if isinstance(item, LabelItem):
                    item.set_text(_(word))
                else:
                    item.text = _(word)
                    item.update()
        if self._laid_in not in (None, i18n.language()):
            self.relayout()  # some places are as wide as their words (the tip card: "TRINKGELD")

    def _status(self) -> str:
        """The rules' status sentence with the players' names for its seats (app/core/text.py)."""
        return fill(str((self.view or {}).get("status", "")), self.names)

    def _prompt_text(self) -> str:
        """What the player can do now, with the pointer and the keys as they are (the sentences about
        rules come from the rules' status)."""
        v = self.view or {}
        if v.get("is_over"):
            return self._status() or _("The game is over.")
        if not self.legal:
            return self._status()
        who = self.name(v.get("current_player") if v.get("current_player") is not None else self.acting_seat)
        phase = v.get("phase")
        left = v.get("actions_left", 0)
        pick = self.key_pick["mode"] if self.key_pick is not None else None
        keyed = self.key_flick.prompt(who)  # placing or aiming by keys
        if keyed is not None:
            return keyed
        if self.aiming is not None:
            return _("{who}: pull back to aim, release to flick; a right-click turns the topping over. Back onto "
                     "the disc or Esc cancels.").format(who=who)
        if pick == "flip":
            return _("{who}: flip which topping? F or the arrows move on, Enter flips it (1\u20135: that one), "
                     "Esc cancels.").format(who=who)
        if pick == "order":
            o = self.key_focus("order")
            if o is None:
                return _("{who}: Top This! on which order? The arrows choose the order, Enter declares it, "
                         "Esc cancels.").format(who=who)
            return _("{who}: Top This! on the order {order}? The arrows choose the order, Enter declares it, "
                     "Esc cancels.").format(who=who, order=order_name(o))
        if pick == "remove":
            return _("{who}: take off which topping? The arrows choose a lit one, Enter takes it off, "
                     "Esc cancels.").format(who=who)
        if phase == "remove":
            return _("{who}: order complete! Click a lit topping on that slice to take it off (or R).").format(who=who)
        if self.pointing == "hand" and self.chosen is None and any(a.TYPE == "flick" for a in self.legal):
            return _("{who}: click to choose this topping; right-click turns it over.").format(who=who)
        declared = v.get("declared") if phase == "top_this" else None
        if declared is not None:
            order = order_name(declared)
            if self.chosen is not None:
                return _("{who} declared Top This! on {order}: press on the lit crust and pull back to aim; a "
                         "right-click turns the topping over (or T). Enter places it by keys, Esc puts it back."
                         ).format(who=who, order=order)
            return _("{who} declared Top This! on {order}: now pick a topping in your hand and flick "
                     "it.").format(who=who, order=order)
        if self.chosen is not None:
            return _("{who}: press on the lit crust and pull back to aim; a right-click turns the topping over "
                     "(or T). Enter places it by keys, Esc puts it back.").format(who=who)
        if self.declare is not None:
            return _("{who}: Top This! on {order}? Press Top This! to declare it; click the order again or Esc "
                     "to cancel.").format(who=who, order=order_name(self.declare))
        if self.legal == [Pass()]:
            return _("{who}'s turn: there is nothing you can do, so pass (P).").format(who=who)
        if any(a.TYPE == "top_this" for a in self.legal):
            return ngettext("{who}'s turn, {n} action left: pick a topping in your hand, flip a topping, or click "
                            "an order for Top This!",
                            "{who}'s turn, {n} actions left: pick a topping in your hand, flip a topping, or "
                            "click an order for Top This!", left).format(who=who, n=left)
        return ngettext("{who}'s turn, {n} action left: pick a topping in your hand, or flip a topping.",
                        "{who}'s turn, {n} actions left: pick a topping in your hand, or flip a topping.",
                        left).format(who=who, n=left)

    def declared_text(self, seat: int, order: int) -> str:
        """The caption from the moment `seat` declares Top This! on `order` (the rules' status after
        it says the same), while the declaration is being shown."""
        return _("{who} declared Top This! on {order}: add one topping.").format(who=self.name(seat),
                                                                               order=order_name(order))

    def set_prompt(self, text: str | None = None) -> None:
        """The prompt under the pizza (by default the one for now); a player's name that starts it
        is drawn in their colour."""
        text = self._prompt_text() if text is None else text
        self.prompt.set_text(text, self._accent(text))

    def _accent(self, text: str) -> tuple[str, QColor] | None:
        best = None
        for seat, name in enumerate(self.names):
            if name and text.startswith(name) and (best is None or len(name) > len(best[0])):
                best = (name, lighter_for_felt(self.color(seat)))
        return best

    # ---- clicks ----------------------------------------------------------------------------------
    #: the piles, which offer no move: a click on one shows what the rules say it is for (rules.pile_note)
    PILES = ("bag", "deck", "tips")

    def on_click(self, key) -> None:
        """A click plays or chooses what the table offers; on anything else the rules say why
        (`whyNot` with the candidate move; the scene writes no sentence about the rules). The hand
        disc chosen for a flick is the scene's (the flick is a drag); the rest is the move builder's."""
        self.key_pick = None  # a click ends a pick made with the keys
        kind = key[0]
        if kind == "hand":
            if any(a.TYPE == "flick" for a in self.legal):
                self.chosen = None if self.chosen == key[1] else key[1]
                if self.chosen is not None:
                    self.chooser.cancel()
                self.draw_position()
                self.choiceChanged.emit()  # the tree says which topping is picked (access_picked)
            else:  # a flick of it from anywhere: the rules' turn and phase checks answer first
                self.whyNot.emit(Flick(key[1], self._face_in_hand(key[1]), 0.0, 0.0, 0.0, 0.0))
        elif kind in self.PILES:
            self.refused.emit(pile_note(kind))
        elif kind in ("disc", "flip", "order", "top_this", "pass"):
            answer = self.chooser.click(key)
            if kind == "order" and answer.kind == "step":
                self.chosen = None  # an order for Top This! or a topping to flick: one at a time
            self.play(answer)

    def _face_in_hand(self, did: int) -> str:
        slot = self.hand_slots.get(did)
        return slot.face if slot is not None else ""

    def play(self, answer: Answer) -> None:
        """What a click or a key came to, through the scene's one answer path (a move sent ends the
        choice: the chosen disc, the order, the keys' pick)."""
        if answer.kind == "intent":
            self.chosen = None
            self.key_pick = None
            self.last_intent = answer.what
        self.answer(answer)

    def _send(self, action) -> None:
        self.play(Answer.intent(action))

    def show_choice(self) -> None:
        if self.view is not None and not self.busy:
            self.draw_position()

    def drawBackground(self, painter: QPainter, rect) -> None:
        if not self.still.covers_background:  # else the still layer's picture has the felt
            self.paint_felt(painter, rect)

    def look_changed(self) -> None:
        self._felt = None  # the felt's picture was made at the old contrast
        super().look_changed()

    def paint_felt(self, painter: QPainter, rect) -> None:
        # the felt's gradient costs a full-window fill; draw it once per size and per pixel ratio
        ratio = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        w, h = int(math.ceil(self.width * ratio)), int(math.ceil(self.height * ratio))
        if self._felt is None or (self._felt.width(), self._felt.height()) != (w, h):
            self._felt = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
            self._felt.setDevicePixelRatio(ratio)
            p = QPainter(self._felt)
            super().drawBackground(p, self.sceneRect())
            p.end()
        painter.drawImage(rect, self._felt, QRectF(rect.x() * ratio, rect.y() * ratio,
                                                   rect.width() * ratio, rect.height() * ratio))

    # ---- events ----------------------------------------------------------------------------------
    def queue_events(self, events: list, view_after: dict) -> None:
        queue_events(self, events, view_after)
