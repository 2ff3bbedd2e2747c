"""The Top Pop table (standard and lite): a header with the deck, the middle's caps by colour, the
final-round banner and the City Powers; a row per seat (its panel with its supply, the cards in front
of it with their towers of caps, its score pile by city); the prompt; the hand, the supply and the
buttons of the seat at the screen (ui/layout.py places them). The two-player game has a table of its
own (ui/duo_table.py), to which this scene hands the drawing and the clicks.

It draws only from the view dict and the legal actions it is given. A move is made in steps (ui/
choice.py), following the view's "step": place (pick a hand card, click or drag it onto a lit seat's
row), take (click a lit colour in the middle), stack (click a lit card, then caps from your supply: a
ghost stack grows on the card and the prompt says what it still needs; Confirm or Enter places it,
Escape or a right-click takes a cap back or cancels), Done ends the stacking. A click on anything not
offered sends the move it stands for as `whyNot`, and the screen shows the rules' sentence why.
Animations: ui/anim.py; keys: ui/keys.py; where to click for a move (the hint ring): ui/targets.py."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor

from app.core.i18n import N_, _, ngettext, pgettext
from app.core.text import fill
from app.games.top_pop import cards
from app.games.top_pop.ui import layout as geometry
from app.games.top_pop.ui.anim import ANIMATIONS
from app.games.top_pop.ui.choice import hand_lit, make_chooser, needs_text, stage
from app.games.top_pop.ui.chips import CapChip, PowerChip, ScorePile
from app.games.top_pop.ui.items import CityCard, FrontCard, FrontRow, HandRow, SeatItem
from app.games.top_pop.ui.keys import KeyInput
from app.games.top_pop.ui.look import ART, DECK_ART, cap_color
from app.games.top_pop.ui.targets import Targets
from app.ui.items.card_art import min_text_px, text_width
from app.ui.items.markers import BannerItem, ButtonItem, LabelItem
from app.ui.items.hand import LIFT
from app.ui.items.pile import PileItem
from app.ui.hand_input import HandChoice
from app.ui.table_scene import TableScene
from app.ui.items.colors import CREAM, GOLD

#: what the prompt says at each step of a move (the scene's own words: how to go on)
PROMPTS = {
    "setup": N_("{name}: pick a card from your hand and place it in front of yourself (click your lit row)."),
    "place": N_("{name}: pick a card from your hand (click or drag it) to place in front of a player."),
    "place_lite": N_("{name}: click or drag your new card to a lit row."),
    "place_target": N_("Click the lit row of the player it goes in front of. Right-click cancels."),
    "take": N_("{name}: take a cap: click a lit colour in the middle."),
    "stack": N_("{name}: click a lit card to stack caps on it, or Done to end your turn."),
    "stack_none": N_("{name}: no stack can be placed now: click Done."),
    "stack_pick": N_("Stack on {card}: {needs}. Pick caps from your supply."),
    "stack_caps": N_("Stack on {card}: pick caps from your supply."),
    "stack_ready": N_("Stack on {card}: ready. Confirm (Enter) places it; Esc takes a cap back."),
}
BUTTONS = geometry.BUTTONS


def _middle() -> str:
    """The label over (or beside) the caps in the middle."""
    return pgettext("the caps in the middle of the table", "Middle")


class Scene(KeyInput, HandChoice, Targets, TableScene):
    ANIMATIONS = ANIMATIONS

    def __init__(self, game, names: list[str], colors: list[str], parent=None) -> None:
        super().__init__(game, names, colors, parent)
        n = len(self.names)
        self.art = ART
        self.chooser = make_chooser(self.me)
        self.key_focus: tuple | None = None
        self.seat_items = [SeatItem(s, name, cap_color(s)) for s, name in enumerate(self.names)]
        self.rows = [FrontRow(s) for s in range(n)]
        self.piles = [ScorePile(s) for s in range(n)]
        self.middle = [CapChip(k, ("middle", k)) for k in range(min(n, len(cards.COMPANIES)))]
        self.supply = [CapChip(k, ("supply", k)) for k in range(min(n, len(cards.COMPANIES)))]
        self.powers = {c: PowerChip(c) for c in cards.CITIES}
        #: the power the pointer is on, and the one clicked: the line under the rows says it (issue 27)
        self.pointed_power: str | None = None
        self.pinned_power: str | None = None
        self.deck = PileItem(DECK_ART, face_up=False)
        self.hand = HandRow(ART)
        self.buttons = {name: ButtonItem("") for name in BUTTONS}
        for name, button in self.buttons.items():
            button.click_key = ("button", name)
        self.prompt = LabelItem("", GOLD, max_lines=2)
        self.middle_label = LabelItem("", CREAM)
        self.supply_label = LabelItem("", CREAM)
        self.powers_label = LabelItem("", CREAM)
        self.banner = BannerItem("", GOLD, border=GOLD)
        self.banner.setZValue(60)
        for item in (*self.seat_items, *self.rows, *self.piles, *self.middle, *self.supply, *self.powers.values(),
                     self.deck, self.hand, *self.buttons.values(), self.prompt, self.middle_label,
                     self.supply_label, self.powers_label, self.banner):
            self.addItem(item)
        self.make_hand_drag()
        #: items made for an animation (flying cards and caps), removed when it settles
        self.duo = None  # the two-player game's table (ui/duo_table.py), made when needed
        self._shown: tuple | None = None
        self.geo = geometry.compute(self.width, self.height, n, False, False)
        self.relayout()

    # ---- who sits here ------------------------------------------------------------------------

    def seat_colors(self, view: dict) -> list[str] | None:
        """Standard and lite: company i is seat i's colour, so every screen (the log, the scores, the end
        screen) shows a seat in its caps' colour; the two-player game keeps the chosen colours (its
        players are consultants, not companies)."""
        if view.get("variant") == cards.TWO_PLAYER:
            return None
        colors = [cap_color(s).name() for s in range(len(self.names))]
        self.colors = [QColor(c) for c in colors]
        return colors

    @property
    def hand_drags(self) -> bool:
        """The hand is dragged (app/ui/hand_input.py) on the standard table, not on the two-player one."""
        return not self.duo_active

    @property
    def duo_active(self) -> bool:
        return (self.view or {}).get("variant") == cards.TWO_PLAYER

    def own_items(self) -> list:
        return [*self.seat_items, *self.rows, *self.piles, *self.middle, *self.supply, *self.powers.values(),
                self.deck, self.hand, *self.buttons.values(), self.prompt, self.middle_label, self.supply_label,
                self.powers_label, self.banner]

    def _layout_key(self) -> tuple:
        v = self.view or {}
        fronts = max((len(f or ()) for f in (v.get("fronts") or ())), default=0)
        return self.me(), bool(v.get("city_powers")), tuple(v.get("powers") or ()), max(4, fronts)

    # ---- layout -------------------------------------------------------------------------------
    def relayout(self) -> None:
        if self.duo_active:
            self._show_duo()
            return
        self._shown = self._layout_key()
        me, powers, cities, fronts = self._shown
        g = self.geo = geometry.compute(self.width, self.height, len(self.names), me is not None or self.hand_room,
                                        powers, fronts)
        for s in range(len(self.names)):
            y = g.row_y[s]
            self.seat_items[s].set_geometry(g.gap, y, g.panel_w, g.row_h, 2 if g.tight else 3)
            self.rows[s].setPos(g.fronts_x, y)
            self.rows[s].set_geometry(g.fronts_w, g.row_h, g.card_w)
            self.piles[s].setPos(g.pile_x, y)
            self.piles[s].set_size(g.pile_w, g.row_h)
        self._place_header(g, cities if powers else ())
        self.prompt.set_box(g.W - 2 * g.gap, g.prompt_h, max_px=max(min_text_px() + 1, g.prompt_h * 0.42))
        self.prompt.setPos(g.gap, g.prompt_y)
        self._place_bottom(g)
        if self.view is not None:
            self.draw_position()

    def _place_header(self, g, cities) -> None:
        h = g.header_h
        self.deck.set_width(g.deck_w)
        self.deck.setPos(g.gap * 1.5, g.header_y + 2)
        label_h = max(min_text_px() * 1.5, h * 0.22)
        # the caps with their counts under them (CapChip.label_h) under the label, or (a short table)
        # beside it
        label_w = text_width(_middle(), min_text_px() + 1) + g.gap if g.compact else 0.0
        caps_h = h - (0.0 if g.compact else label_h + 2)
        d = min(caps_h / 1.45, caps_h - min_text_px() * 1.3, (g.middle_w - label_w) / (len(self.middle) * 1.35 + 0.2))
        span = d * (len(self.middle) * 1.35 - 0.15)
        if g.compact:
            self.middle_label.set_box(label_w, d, max_px=min_text_px() + 1)
            self.middle_label.setPos(g.middle_x, g.header_y)
        else:
            self.middle_label.set_box(max(span, d * 3), label_h, max_px=max(min_text_px() + 1, label_h * 0.7))
            self.middle_label.setPos(g.middle_x, g.header_y)
        for k, chip in enumerate(self.middle):
            chip.set_diameter(d)
            chip.setPos(g.middle_x + label_w + d * 0.2 + k * d * 1.35, g.header_y + h - caps_h)
        self._banner_box = (g.banner_x, g.banner_w, min(h * 0.8, max(min_text_px() * 3.6, h * 0.6)))
        self._fit_banner()
        self.powers_label.setVisible(bool(cities))
        self.powers_label.set_box(g.powers_w, label_h, max_px=max(min_text_px() + 1, label_h * 0.7))
        self.powers_label.setPos(g.powers_x, g.header_y)
        shown = [c for c in cards.CITIES if c in cities]
        pw = min(g.powers_w / max(1, len(shown)) * 0.82, (h - label_h) * 0.72 * 0.72)
        for c, chip in self.powers.items():
            chip.setVisible(c in shown)
            if c in shown:
                i = shown.index(c)
                chip.set_size(pw, pw / 0.72)
                step = min(g.powers_w / len(shown), pw * 1.3)  # side by side, in the middle of their room
                left = g.powers_x + (g.powers_w - step * len(shown)) / 2 + (step - pw) / 2
                chip.setPos(left + i * step, g.header_y + label_h + 2)

    def _place_bottom(self, g) -> None:
        shown = self._shown[0] is not None
        for item in (self.hand, self.supply_label, *self.supply, *self.buttons.values()):
            item.setVisible(shown)
        if not shown:
            return
        self.hand.set_width(g.hand_card)
        self.hand.setPos(g.hand_x + g.gap, g.bottom_y + g.hand_card / geometry.ASPECT * LIFT)  # room to rise
        self.hand.set_extent(g.hand_w - g.gap)
        label_h = max(min_text_px() * 1.5, g.bottom_h * 0.2)
        self.supply_label.set_box(g.tray_w, label_h, max_px=max(min_text_px() + 1, label_h * 0.7))
        self.supply_label.setPos(g.tray_x, g.bottom_y)
        d = min((g.bottom_h - label_h) / 1.6, g.tray_w / (len(self.supply) * 1.3 + 0.2))
        for k, chip in enumerate(self.supply):
            chip.set_diameter(d)
            chip.setPos(g.tray_x + (g.tray_w - len(self.supply) * d * 1.3) / 2 + k * d * 1.3 + d * 0.15,
                        g.bottom_y + label_h + 4)
        step = min((g.bottom_h - g.gap) / 3, 44.0)  # three buttons stacked, half a gap apart
        for i, name in enumerate(("confirm", "cancel", "done")):
            button = self.buttons[name]
            button.set_box(g.buttons_w, max(geometry.button_least(), step - g.gap / 2))
            button.setPos(g.buttons_x, g.bottom_y + i * step)

    def _show_duo(self) -> None:
        self._shown = None  # the standard table is laid out afresh when it comes back
        for item in self.own_items():
            item.setVisible(False)
        for row in self.rows:
            for card in row.cards:
                card.setVisible(False)
        if self.duo is None:
            from app.games.top_pop.ui.duo_table import DuoTable

            self.duo = DuoTable(self)
        self.duo.show(self.view, self.legal)

    # ---- drawing from the view ------------------------------------------------------------------
    def draw_position(self) -> None:
        v = self.view
        if v is None:
            return
        if self.duo_active:
            self._show_duo()
            return
        if self.duo is not None:
            self.duo.clear()
        if self._layout_key() != self._shown:
            self.relayout()  # another seat at the screen (a hand-off), or City Powers shown
            return
        for item in self.own_items():
            if item not in (self.hand, self.supply_label, *self.supply, *self.buttons.values(), self.powers_label,
                            *self.powers.values()):
                item.setVisible(True)
        self.remove_items(self.loose)
        me, over = self.me(), bool(v.get("is_over"))
        self.chooser.set_legal(self.legal)
        fronts = v.get("fronts") or []
        for s, row in enumerate(self.rows):
            self._sync_front(row, fronts[s] if s < len(fronts) else [])
        self._draw_seats(v, me, over)
        self._sync_hand([c for c in (v.get("hand") or [])])
        self.drag.clear()
        for card in self.hand.cards:
            self.drag.add_card(card)
        for row in self.rows:
            self.drag.add_slot(row)
        deck = int(v.get("deck_count", 0))
        self.deck.set_state(deck)
        self.deck.setToolTip(ngettext("The deck: {n} card", "The deck: {n} cards", deck).format(n=deck))
        middle = {int(k): int(n) for k, n in (v.get("middle") or {}).items()}
        for chip in self.middle:
            chip.set_count(middle.get(chip.company, 0))
        mine = {int(k): int(n) for k, n in ((v.get("supply") or [])[me] if me is not None else {}).items()}
        for chip in self.supply:
            chip.set_count(mine.get(chip.company, 0))
        self.middle_label.set_text(_middle())
        self.supply_label.set_text(_("Your supply"))
        self.powers_label.set_text(_("City Powers (point at one)"))  # the line under the rows says it
        powers, texts = v.get("powers") or {}, v.get("power_texts") or {}
        for c, chip in self.powers.items():
            holder = powers.get(c)
            chip.set_holder(holder, str(texts.get(c, "")), self.name(holder) if holder is not None else "")
        self._draw_banner(v)
        for name, button in self.buttons.items():
            button.text = _(BUTTONS[name])
            button.update()
        self.show_choice()

    def _draw_seats(self, v: dict, me: int | None, over: bool) -> None:
        supply, hands = v.get("supply") or [], v.get("hand_counts") or []
        won, counts = v.get("won") or [], v.get("won_counts") or []
        current, to_end = v.get("current_player"), int(v.get("cards_to_end") or 6)
        for s, panel in enumerate(self.seat_items):
            panel.set_counts(supply[s] if s < len(supply) else {}, int(hands[s]) if s < len(hands) else 0,
                             int(counts[s]) if s < len(counts) else 0, to_end, s == me, s == v.get("start"))
            panel.set_highlight(current=(s == current and not over), won=(over and s in (v.get("winners") or [])))
            self.piles[s].set_won(won[s] if s < len(won) else [])

    def _draw_banner(self, v: dict) -> None:
        """The end of the game, the final round (who triggered it, where there is the room) or how
        many cards end the game."""
        if v.get("is_over"):
            lines = [_("Game over")]
        elif v.get("final_round"):
            who = v.get("triggered_by")
            lines = [_("Final round: no more placing or drawing.")]
            if who is not None:
                lines = [_("Final round"), _("{name} triggered the end: no more placing or drawing.").format(
                    name=self.name(who))]
        else:
            n = int(v.get("cards_to_end") or 6)
            lines = [ngettext("Winning {n} card ends the game.", "Winning {n} cards ends the game.", n).format(n=n)]
        x, room, h = self._banner_box
        if len(lines) > 1 and text_width(lines[1], min_text_px() + 1) + h > room:
            lines = lines[:1]  # too narrow for the detail: the title only (the log says who)
        fits = text_width(lines[0], min_text_px() + 1) + h * 0.8 <= room
        if not fits and v.get("final_round") and not v.get("is_over"):
            lines, fits = [_("Final round")], text_width(_("Final round"), min_text_px() + 1) + h * 0.8 <= room
        self.banner.setToolTip(" ".join(lines))
        self.banner.set_lines(lines)
        self._fit_banner()
        self.banner.setVisible(fits)  # too narrow a table: the panels say the cards won of those that end it

    def _fit_banner(self) -> None:
        """The banner as wide as its sentence needs (at most its room), in the middle of its room."""
        x, room, h = self._banner_box
        rows = max(1, len(self.banner.lines))
        need = max(text_width(line, h * (0.5 if rows == 1 else 0.3)) for line in self.banner.lines or [""]) + h * 1.2
        w = max(1.0, min(room, need))
        self.banner.set_box(w, h)
        self.banner.setPos(x + (room - w) / 2, self.geo.header_y + (self.geo.header_h - h) / 2)

    def _sync_front(self, row: FrontRow, looks: list[dict]) -> None:
        for card in row.cards[len(looks):]:
            if card.scene() is self:
                self.removeItem(card)
        del row.cards[len(looks):]
        for j, look in enumerate(looks):
            if j < len(row.cards):
                card = row.cards[j]
                card.resetTransform()
                card.setScale(1)
                card.setRotation(0)
                card.setOpacity(1)
                card.show()
            else:
                card = FrontCard(look.get("card"), row.card_width())
                self.addItem(card)
                row.cards.append(card)
            card.set_card(look.get("card"), bool(look.get("night")))
            card.set_stacks(look.get("stacks") or {}, look.get("tallest"))
            card.set_ghost(None, None)
            card.click_key = ("front", row.seat, j)
        row.place_cards()

    def _sync_hand(self, codes: list[str]) -> None:
        for card in self.hand.cards[len(codes):]:
            if card.scene() is self:
                self.removeItem(card)
        del self.hand.cards[len(codes):]
        for i, code in enumerate(codes):
            if i < len(self.hand.cards):
                card = self.hand.cards[i]
                card.resetTransform()
                card.setOpacity(1)
                card.set_face(code, True)
                card.show()
            else:
                card = CityCard(code, self.hand.card_size[0])
                self.addItem(card)
                self.hand.cards.append(card)
            card.clear_highlight()
            card.click_key = ("hand", i)
        self.hand.chosen = None
        self.hand.place_cards()

    # ---- the choice on the table ----------------------------------------------------------------
    def target_items(self):
        for s, row in enumerate(self.rows):
            yield ("seat", s), row
            for j, card in enumerate(row.cards):
                yield ("front", s, j), card
        for chip in self.middle:
            yield chip.click_key, chip
        for chip in self.supply:
            yield chip.click_key, chip

    def target_item(self, key: tuple):
        if key[0] == "hand":
            return self.hand.cards[key[1]] if 0 <= key[1] < len(self.hand.cards) else None
        if key[0] == "button":
            return self.buttons.get(key[1])
        return next((item for k, item in self.target_items() if k == key), None)

    def show_choice(self) -> None:
        """Light the targets of the choice so far, grow the ghost stack, say what comes next."""
        if self.duo_active or self.view is None:
            return
        ch = self.chooser
        targets = ch.targets()
        if self.key_focus not in self.key_targets():
            self.key_focus = None
        p = ch.pick
        for key, item in self.target_items():
            item.set_highlight(legal=key in targets, focus=key == self.key_focus,
                               chosen=key[0] == "front" and p.target == key[1:])
        for s, row in enumerate(self.rows):
            widths = [c.extent() for c in row.cards]
            for j, card in enumerate(row.cards):
                card.set_ghost(self.me() if p.target == (s, j) else None, p.ghost if p.target == (s, j) else None)
            if widths != [c.extent() for c in row.cards]:
                row.place_cards()
        for i, card in enumerate(self.hand.cards):
            card.set_highlight(legal=stage(ch) == "idle" and hand_lit(ch, card.code), chosen=card.code == p.card,
                               focus=self.key_focus == ("hand", i))
        chosen = next((c for c in self.hand.cards if c.code == p.card), None) if p.card else None
        if chosen is not self.hand.chosen:
            self.hand.chosen = chosen
            self.hand.place_cards()
        step = (self.view or {}).get("step")
        mine = self.me() is not None and (self.view or {}).get("current_player") == self.me() and bool(self.legal)
        building = stage(ch) == "stack"
        self.buttons["confirm"].setVisible(self.me() is not None and building)
        self.buttons["cancel"].setVisible(self.me() is not None and building)
        self.buttons["done"].setVisible(self.me() is not None and step == "stack")
        self.buttons["confirm"].set_highlight(legal=ch.ready() is not None, focus=False)
        self.buttons["cancel"].set_highlight(legal=building)
        self.buttons["done"].set_highlight(legal=mine and any(a.TYPE == "done" for a in self.legal))
        self.prompt.set_text(self.prompt_text())
        self.follow_hint()

    def point_power(self, city: str | None) -> None:
        """The pointer is on `city`'s power chip (None: it left): the line under the rows says it."""
        if city != self.pointed_power:
            self.pointed_power = city
            self.prompt.set_text(self.prompt_text())

    def _power_said(self) -> str | None:
        """The sentence of the power pointed at or clicked (one that is on the table), or None."""
        for city in (self.pointed_power, self.pinned_power):
            chip = self.powers.get(city) if city is not None else None
            if chip is not None and chip.isVisible() and chip.sentence:
                return chip.sentence
        return None

    def prompt_text(self) -> str:
        said = self._power_said()
        if said is not None:
            return said
        status = self.status_unless_moving()
        if status is not None:
            return status
        v, me = self.view or {}, self.me()
        ch, name = self.chooser, self.name(me)
        now = stage(ch)
        key, words = self._prompt_key(v, now), {"name": name}
        if now == "stack":
            seat, index = ch.pick.target
            code = self.rows[seat].cards[index].code if index < len(self.rows[seat].cards) else None
            words = {"card": cards.card_name(code) if code else _("the night card"), "needs": needs_text(ch, v, me)}
        if key is not None:
            return _(PROMPTS[key]).format(**words)
        return fill(str(v.get("status", "")), self.names)

    def _prompt_key(self, v: dict, now: str | None) -> str | None:
        """Which of PROMPTS the line shows at this stage of a move (None: the rules' status)."""
        if now == "place":
            return "place_target"
        if now == "stack":
            if self.chooser.ready() is not None:
                return "stack_ready"
            return "stack_pick" if needs_text(self.chooser, v, self.me()) else "stack_caps"
        step = v.get("step")
        if step == "place":
            if v.get("phase") == "setup":
                return "setup"
            return "place_lite" if v.get("variant") == cards.LITE else "place"
        if step == "take":
            return "take"
        if step == "stack":
            return "stack" if any(a.TYPE == "stack" for a in self.legal) else "stack_none"
        return None

    # ---- input ------------------------------------------------------------------------------
    def on_click(self, key) -> None:
        if self.duo_active:  # the two-player table takes its clicks in mousePressEvent
            return
        pinned, self.pinned_power = self.pinned_power, None  # a click elsewhere puts a power away
        if key[0] == "power":  # a power is said until the next click (again on it: put away)
            self.pinned_power = None if pinned == key[1] else key[1]
            if self.pinned_power is None and self.pointed_power == key[1]:
                self.pointed_power = None
            self.prompt.set_text(self.prompt_text())
            return
        if pinned is not None:
            self.prompt.set_text(self.prompt_text())
        if key[0] == "hand":
            if 0 <= key[1] < len(self.hand.cards):
                self.answer(self.chooser.click(("hand", self.hand.cards[key[1]].code)))
            return
        if key == ("button", "cancel"):
            self.chooser.cancel()
            self.answer(("step", None))
            return
        self.answer(self.chooser.click(key))

    def mouseMoveEvent(self, event) -> None:
        key = None if self.duo_active else self.key_at(event.scenePos())
        self.point_power(key[1] if key is not None and key[0] == "power" else None)
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event) -> None:
        if self.duo_active and self.duo is not None and event.button() == Qt.MouseButton.LeftButton:
            if self.busy and self.skip_hold():
                event.accept()
                return
            # the topmost item a click may reach (the hint ring takes no buttons: it is not in the way)
            under = [item for item in self.items(event.scenePos(), Qt.ItemSelectionMode.IntersectsItemShape,
                                                 Qt.SortOrder.DescendingOrder)
                     if item.acceptedMouseButtons() != Qt.MouseButton.NoButton]
            if under and not self.busy and self.duo.clicked(under[0]):
                event.accept()
                return
        super().mousePressEvent(event)

    # ---- animation ----------------------------------------------------------------------------
    def queue_events(self, events: list, view_after: dict) -> None:
        self.chooser.cancel()
        if self.duo_active or (view_after or {}).get("variant") == cards.TWO_PLAYER:
            return
        super().queue_events(events, view_after)

    def hand_start(self, seat: int) -> QPointF:
        """Where a card leaves `seat`'s hand (its panel, for a seat not at the screen)."""
        return self.seat_items[seat].frame().center()
