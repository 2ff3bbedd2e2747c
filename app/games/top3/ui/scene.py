"""The Top 3 table: a row of seat panels (each with the place its choice lies face down, its won pile
and the bet cards it still holds), the round counter and the category card, the round's three cards
numbered 1, 2, 3, the deck and the discard pile; the prompt; the hand of the seat at the screen: its
six order cards, its bet cards and Confirm (ui/layout.py places them).

It draws only from the view dict and the legal actions it is given. A choice is made in steps (ui/
choice.py): click an order card (it rises), add a bet card if you like (click it; again: back), then
Confirm or Enter; a double-click on an order card lays it at once. Keys: ui/keys.py. A click on
anything not offered sends the move it stands for as `whyNot`, and the screen shows the rules'
sentence why (the scene writes no refusals). Escape or a right-click drops the choice. Animations:
ui/anim.py (the reveal is shown to everyone at the screen: `shown_to_all`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt

from app.core import i18n
from app.core.i18n import N_, _, ngettext
from app.games.top3 import cards
from app.games.top3.actions import ADVANCES, ORDERS, Choose, advance_name, order_name
from app.games.top3.events import Revealed
from app.games.top3.ui import layout as geometry
from app.games.top3.ui import look
from app.games.top3.ui.anim import ANIMATIONS
from app.games.top3.ui.items import (CREAM, GOLD, CategoryItem, HandRow, LinesBanner, Pile, PlayCard, RoundCard,
                                     SeatItem)
from app.games.top3.ui.keys import KeyInput
from app.ui.items.card_art import min_text_px, text_width
from app.ui.items.drag import DropSlotItem
from app.ui.items.markers import ButtonItem, LabelItem
from app.ui.items.text_box import TextBoxItem, table_text_px
from app.ui.move_builder import Field, Form, MoveBuilder
from app.ui.table_scene import TableScene

#: the prompt at each step of a choice, in the table's own words: how to go on
PROMPTS = {
    "idle": N_("{name}: pick an order card (1-6); add a bet card if you like; then Confirm."),
    "order": N_("{order}: add a bet card if you like, then Confirm (Enter)."),
    "bet": N_("“{bet}”: now pick an order card to lay with it."),
    "both": N_("{order} with “{bet}”: Confirm (Enter) lays them face down."),
}
CONFIRM = geometry.CONFIRM
PICK_ORDER_FIRST = N_("First pick an order card.")
#: a choice: the order card, the bet card if any (in either order; again: back), then Confirm
CHOICE = Form(Choose, (Field("order", lambda a: ("order", a.order), match=lambda k: k[0] == "order"),
                       Field("advance", lambda a: ("bet", a.advance) if a.advance else None,
                             match=lambda k: k[0] == "bet")),
              confirm=("button", "confirm"), ordered=False, first_note=PICK_ORDER_FIRST)


def _candidate(builder: MoveBuilder, key) -> Choose:
    """The move a click stands for when it is not offered: the rules say why."""
    return Choose(builder.order or ORDERS[0], builder.advance)


class Scene(KeyInput, TableScene):
    ANIMATIONS = ANIMATIONS

    def __init__(self, game, names: list[str], colors: list[str], parent=None) -> None:
        super().__init__(game, names, colors, parent)
        n = len(self.names)
        self.chooser = MoveBuilder([CHOICE], _candidate)
        self.seat_items = [SeatItem(s, name, look.seat_color(s)) for s, name in enumerate(self.names)]
        #: each seat's laid order card and bet card (shown in its panel)
        self.laid = [[PlayCard("order", None, "", s), PlayCard("bet", None, "", s)] for s in range(n)]
        self.places = [DropSlotItem(("place", k)) for k in range(3)]
        self.cards = [RoundCard(None, number=k + 1) for k in range(3)]
        self.category = CategoryItem()
        self.round_label = LabelItem("", CREAM)
        #: over the round's cards: what the category's numbers are; at the reveal, the ranking
        self.note_label = TextBoxItem(CREAM, max_lines=3)
        self.rank_label = LabelItem("", GOLD, max_lines=2)
        self.deck = Pile(look.ART, face_up=False)
        self.discard = Pile(look.ART, face_up=True)
        self.orders = HandRow()
        self.bets = HandRow()
        self.order_cards = {o: PlayCard("order", o, order_name(o), 0) for o in ORDERS}
        self.bet_cards = {a: PlayCard("bet", a, "", 0) for a in ADVANCES}
        for o, card in self.order_cards.items():
            card.click_key = ("order", o)
        for a, card in self.bet_cards.items():
            card.click_key = ("bet", a)
        self.confirm = ButtonItem("")
        self.confirm.click_key = ("button", "confirm")
        self.prompt = LabelItem("", GOLD, max_lines=2)
        self.banner = LinesBanner([], CREAM, border=GOLD)
        self.banner.setZValue(900)
        self.banner.hide()
        for item in (*self.seat_items, *[c for pair in self.laid for c in pair], *self.places, *self.cards,
                     self.category, self.round_label, self.note_label, self.rank_label, self.deck, self.discard, self.orders,
                     self.bets, *self.order_cards.values(), *self.bet_cards.values(), self.confirm, self.prompt,
                     self.banner):
            self.addItem(item)
        for pair in self.laid:
            for card in pair:
                card.setZValue(30)
                card.hide()
        #: items made for an animation (flying cards), removed when it settles
        #: the running animation shows a reveal (everyone at the screen may watch it)
        self._public = False
        self.geo = geometry.compute(self.width, self.height, n, False)
        self.relayout()

    # ---- who sits here ------------------------------------------------------------------------
    def seat_colors(self, view: dict) -> list[str]:
        """A seat plays in its order cards' colour (red, blue, green, yellow): the log, the scores and
        the end screen show it in that colour."""
        return [look.seat_color(s).name() for s in range(len(self.names))]

    def shown_to_all(self) -> bool:
        return self.busy and self._public

    def theme(self) -> str:
        return str((self.view or {}).get("theme") or "metropolen")

    # ---- layout -------------------------------------------------------------------------------
    def relayout(self) -> None:
        self._shown_seat = self.me()
        g = self.geo = geometry.compute(self.width, self.height, len(self.names),
                                        self._shown_seat is not None or self.hand_room, self.theme())
        for s, panel in enumerate(self.seat_items):
            panel.set_size(g.seat_w, g.seat_h)
            panel.setPos(g.seat_x[s], g.seat_y)
        for k, place in enumerate(self.places):
            place.set_size(g.card, g.card_h)
            place.setPos(*g.place(k))
        self.category.set_size(g.card, g.card_h)
        self.category.setPos(g.cat_x, g.card_y)
        px = max(min_text_px() + 1, min(g.label_h * 0.5, 30.0))
        # over the category card, wider where its words at the least size need it (200 %: "Runde 1 von
        # 15" in a card 64 px wide): into the room left of the round's cards, never over them
        words = _("Round {n} of {total}").format(n=88, total=88)
        round_w, round_x = g.card + g.gap * 2, g.cat_x - g.gap
        need = text_width(words, min_text_px() + 1) + g.gap
        if need > round_w:
            round_w = max(round_w, min(need, g.card_x[0] - g.gap * 2))
            round_x = min(max(g.gap, g.cat_x + g.card / 2 - round_w / 2), g.card_x[0] - g.gap - round_w)
        self.round_label.set_box(round_w, g.label_h, max_px=px)
        self.round_label.setPos(round_x, g.label_y)
        span = g.card_x[2] + g.card - g.card_x[0]
        self.rank_label.set_box(span, g.label_h, max_px=px)
        self.rank_label.setPos(g.card_x[0], g.label_y)
        self.place_note()
        for pile, x, w in ((self.deck, g.deck_x, g.deck_w), (self.discard, g.discard_x, g.discard_w)):
            pile.set_width(w)
            pile.setPos(x, g.piles_y)
        shown = self._shown_seat is not None
        prompt_w = g.W - 2 * g.gap - (g.button_w + g.gap if shown else 0.0)
        self.prompt.set_box(prompt_w, g.prompt_h, max_px=max(min_text_px() + 1, g.prompt_h * 0.4))
        self.prompt.setPos(g.gap, g.prompt_y)
        self.orders.set_geometry(g.hand_card, g.bets_x - g.orders_x - g.hand_card * geometry.GROUP_GAP)
        self.orders.setPos(g.orders_x, g.hand_y)
        self.bets.set_geometry(g.bet_card, g.bets_w)
        self.bets.setPos(g.bets_x, g.bets_y)
        self.confirm.set_box(max(1.0, g.button_w), max(1.0, g.button_h))
        self.confirm.setPos(g.button_x, g.prompt_y + (g.prompt_h - g.button_h) / 2)
        self.confirm.setVisible(shown)
        self.banner.set_box(span, g.card_h)
        self.banner.setPos(g.card_x[0], g.card_y)
        if self.view is not None:
            self.draw_position()

    # ---- drawing from the view ------------------------------------------------------------------
    def draw_position(self) -> None:
        v = self.view
        if v is None or self.seat_changed():
            return
        if self.geo.theme != self.theme():  # the discard pile's room is for the theme's names
            self.relayout()
            return
        self.remove_items(self.loose)
        self.banner.hide()
        look.ART.theme = self.theme()
        over = bool(v.get("is_over"))
        self._draw_middle(v, over)
        self._draw_seats(v, over)
        self._draw_hand(v, over)
        self.chooser.set_legal(self.legal)
        self.show_choice()

    def _draw_middle(self, v: dict, over: bool) -> None:
        g = self.geo
        table, names = list(v.get("table") or []), list(v.get("names") or [])
        for k, card in enumerate(self.cards):
            card.resetTransform()
            card.setOpacity(1.0)
            card.setVisible(k < len(table) and not over)
            if k < len(table):
                card.set_card(table[k], names[k] if k < len(names) else table[k], k + 1)
                card.source_px = max(min_text_px() + 1, g.source_h / 2.4)
                card.set_width(g.card)
                card.setPos(*g.place(k))
                card.setZValue(20)
        self.category.resetTransform()
        self.category.setVisible(not over)
        self.set_category(str(v.get("category") or ""), str(v.get("category_name") or ""),
                          str(v.get("category_note") or ""))
        self.round_label.set_text(_("Round {n} of {total}").format(n=v.get("round", 1), total=v.get("rounds", 15)))
        self.rank_label.set_text(self.winners_text(list(v.get("winners") or [])) if over else "")
        self.rank_label.setOpacity(1.0)
        self.update_piles(int(v.get("deck_count") or 0), list(v.get("discard") or []))

    def winners_text(self, winners: list[int]) -> str:
        names = [self.name(seat) for seat in winners]
        if len(names) == 1:
            return _("{name} wins!").format(name=names[0])
        return _("{names} share the win!").format(names=i18n.join(names))

    def set_category(self, category: str, name: str, note: str) -> None:
        """The round's category card and, over the round's cards, what its numbers are."""
        self.category.set_category(self.theme(), category, name, note)
        self.note_label.set_text(note)
        self.place_note()
        self.note_label.setVisible(not (self.view or {}).get("is_over"))

    def place_note(self) -> None:
        """The question over the round's cards: over the cards and the piles (a German one is long), and
        where it is not whole there (200 % at 1280x800: three lines of 24 px in a band of two), to the
        table's right edge."""
        g, note = self.geo, self.note_label
        px = max(table_text_px(), (g.label_h - 1) / 3.8)
        for right in (g.discard_x + g.discard_w, g.W - g.gap):
            note.set_box(right - g.card_x[0], g.label_h, px, 3)
            whole = " ".join(note.lines).split() == note.text.split()
            if whole and note.line_height() * len(note.lines) <= note.boundingRect().height() - 4:
                break
        note.setPos(g.card_x[0], g.label_y)

    def update_piles(self, deck_count: int, discard: list) -> None:
        top = discard[-1] if discard else None
        if top is not None:
            look.ART.names[top] = cards.name(self.theme(), top)
        self.deck.set_state(deck_count)
        self.discard.set_state(len(discard), top)
        self._pile_tips()

    def onto_discard(self, card_id: str) -> None:
        """A card has landed on the discard pile (an animation)."""
        look.ART.names[card_id] = cards.name(self.theme(), card_id)
        self.discard.set_state(self.discard.count + 1, card_id)
        self._pile_tips()

    def _pile_tips(self) -> None:
        deck_count, n = self.deck.count, self.discard.count
        self.deck.setToolTip(ngettext("The deck: {n} card left", "The deck: {n} cards left", deck_count)
                             .format(n=deck_count))
        self.discard.setToolTip(ngettext("The discard pile: {n} card (right bet cards are paid from it)",
                                         "The discard pile: {n} cards (right bet cards are paid from it)", n)
                                .format(n=n))

    def _draw_seats(self, v: dict, over: bool) -> None:
        me, mine = self.me(), v.get("mine")
        chosen = list(v.get("chosen") or [])
        held = list(v.get("advances") or [])
        won = list(v.get("won_counts") or [])
        current, winners = v.get("current_player"), list(v.get("winners") or [])
        for s, panel in enumerate(self.seat_items):
            has_chosen = bool(chosen[s]) if s < len(chosen) else False
            bets = list(held[s]) if s < len(held) else []
            panel.set_state(int(won[s]) if s < len(won) else 0, bets, s == me, has_chosen and not over, self.theme())
            panel.setToolTip(self._seat_tip(s, bets, has_chosen))
            panel.set_highlight(current=(s == current and not over), won=(over and s in winners))
            order_card, bet_card = self.laid[s]
            for card in (order_card, bet_card):
                card.resetTransform()
                card.setOpacity(1.0)
                card.setScale(1.0)
                card.hide()
            if not has_chosen or over:
                continue
            own = s == me and isinstance(mine, dict)
            order = mine.get("order") if own else None
            self._lay(order_card, panel.laid_rect(0), order, order_name(order) if order else None)
            advance = mine.get("advance") if own else None
            if advance:
                self._lay(bet_card, panel.laid_rect(1), advance, advance_name(advance))

    @staticmethod
    def _lay(card: PlayCard, rect, code: str | None, secret: str | None) -> None:
        """`card` face down in `rect` (its owner sees `secret`, what it is)."""
        card.set_look(code, secret or "", False, secret=secret)
        card.set_width(rect.width())
        card.setPos(rect.topLeft())
        card.show()

    def _seat_tip(self, s: int, bets: list[str], has_chosen: bool) -> str:
        held = i18n.join([f"“{advance_name(a)}”" for a in bets]) if bets else _("none")
        if has_chosen:
            return _("{name} has chosen. Bet cards left: {bets}").format(name=self.name(s), bets=held)
        return _("{name} is choosing. Bet cards left: {bets}").format(name=self.name(s), bets=held)

    def _draw_hand(self, v: dict, over: bool) -> None:
        me = self.me()
        mine = v.get("mine") if isinstance(v.get("mine"), dict) else None
        advances = list(v.get("advances") or [])
        held = list(advances[me]) if me is not None and me < len(advances) else []
        orders = [o for o in ORDERS if me is not None and not over and not (mine and mine.get("order") == o)]
        bets = [a for a in ADVANCES if me is not None and not over and a in held]
        for holder, table, codes in ((self.orders, self.order_cards, orders), (self.bets, self.bet_cards, bets)):
            holder.cards = [table[c] for c in codes]
            for code, card in table.items():
                text = order_name(code) if card.kind == "order" else advance_name(code)
                card.seat = me if me is not None else 0
                card.resetTransform()
                card.set_look(code, text, True, dimmed=not self.legal)
                card.setVisible(code in codes)
                card.clear_highlight()
            holder.place_cards()
        self.confirm.text = _(CONFIRM)
        self.confirm.setVisible(me is not None and not over)

    # ---- the choice on the table ----------------------------------------------------------------
    def show_choice(self) -> None:
        """Light what may be clicked, lift what is picked, say what comes next."""
        ch = self.chooser
        for o, card in self.order_cards.items():
            card.set_highlight(legal=ch.offers(order=("order", o)), chosen=o == ch.order)
        for a, card in self.bet_cards.items():
            card.set_highlight(legal=ch.offers(advance=("bet", a)), chosen=a == ch.advance)
        self.orders.picked = {ch.order} - {None}
        self.bets.picked = {ch.advance} - {None}
        self.orders.place_cards()
        self.bets.place_cards()
        self.confirm.set_highlight(legal=ch.ready() is not None)
        self.confirm.update()
        self.prompt.set_text(self.prompt_text())
        self.follow_hint()

    def target_of(self, action) -> QRectF | None:
        """What to click next for `action` (the hint ring, Learn to play), as the choice stands: the
        order card while another one (or none) is picked, then the bet card to add or take back,
        then Confirm (scene coordinates)."""
        if getattr(action, "TYPE", None) != "choose":
            return None
        ch = self.chooser
        if ch.order != action.order:
            card = self.hand_card("order", action.order)
        elif ch.advance != action.advance:
            card = self.hand_card("bet", action.advance or ch.advance)
        else:
            g = self.geo  # the button's own box (its bounding rect has the glow's margin)
            box = QRectF(0, 0, max(1.0, g.button_w), max(1.0, g.button_h))
            return self.confirm.mapRectToScene(box) if self.confirm.isVisible() else None
        if card is None:
            return None
        w, h = card.size
        return card.mapRectToScene(QRectF(0, 0, w, h))

    def prompt_text(self) -> str:
        waiting = self.status_unless_moving()
        if waiting is not None:
            return waiting
        ch = self.chooser
        if ch.order is None and ch.advance is None:
            return _(PROMPTS["idle"]).format(name=self.name(self.me()))
        words = {"order": order_name(ch.order) if ch.order else "", "bet": advance_name(ch.advance) if ch.advance else ""}
        key = "both" if ch.order and ch.advance else "order" if ch.order else "bet"
        return _(PROMPTS[key]).format(**words)

    # ---- input ------------------------------------------------------------------------------
    def on_click(self, key) -> None:
        if key[0] in ("order", "bet", "button"):
            self.answer(self.chooser.click(key))

    def mouseDoubleClickEvent(self, event) -> None:
        """A double-click on an order card lays it at once (the first click of it picked it)."""
        if event.button() == Qt.MouseButton.LeftButton and not self.busy:
            key = self.key_at(event.scenePos())
            if key is not None and key[0] == "order":
                event.accept()
                self.answer(self.chooser.complete_with(key))
                return
        super().mouseDoubleClickEvent(event)

    # ---- animation ----------------------------------------------------------------------------
    def queue_events(self, events: list, view_after: dict) -> None:
        self.chooser.cancel()
        self._public = any(isinstance(e, Revealed) for e in events)
        super().queue_events(events, view_after)

    def hand_card(self, kind: str, code: str) -> PlayCard | None:
        """The hand's card `code` of `kind` while it is in the hand at the screen, else None."""
        card = (self.order_cards if kind == "order" else self.bet_cards).get(code)
        return card if card is not None and card.isVisible() else None

    def seat_center(self, seat: int) -> QPointF:
        return self.seat_items[seat].frame().center()
