"""The Top oder Flop table: the five films (Top row, poster with its markers and value, Flop row), the
deck and the discards, a row per seat with its personal piles under the films, and the hand of the
seat at the screen with the markers it may play (ui/layout.py places them).

It draws only from the view dict and the legal actions it is given. A move is made in steps (ui/
choice.py): pick a hand card (click or drag) or a marker, and the places it may go light up; a full
row asks which of its lowest cards is replaced and, for a card of two films, the film it is taken
for; a change card first asks which card it moves. A click on anything not offered sends the move it
stands for as `whyNot`, and the screen shows the rules' sentence why (the scene writes no refusals).
Escape or a right-click drops a half-made choice. Animations: ui/anim.py; keys: ui/keys.py; where to
click for a move (the hint ring): ui/targets.py."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF

from app.core.i18n import N_, _, ngettext
from app.games.top_oder_flop.cards import FILMS, SIDES, is_change, side_word
from app.games.top_oder_flop.ui import layout as geometry
from app.games.top_oder_flop.ui.anim import ANIMATIONS
from app.games.top_oder_flop.ui.choice import make_chooser, stage
from app.games.top_oder_flop.ui.items import (ART, FilmCard, HandFan, PersonalCell, PosterItem, SeatItem, SideRow,
                                              card_value, value_text)
from app.games.top_oder_flop.ui.keys import KeyInput
from app.games.top_oder_flop.ui.posters import picture_bottom
from app.games.top_oder_flop.ui.targets import Targets
from app.ui.items.card_art import min_text_px
from app.ui.items.markers import BannerItem, LabelItem, stop_marker, x2_marker
from app.ui.items.pile import PileItem
from app.ui.hand_input import HandChoice
from app.ui.table_scene import TableScene
from app.ui.items.colors import CREAM, GOLD

#: what the prompt says at each step of a move (the scene's own words: how to go on)
PROMPTS = {
    "idle_opening": N_("{name}: pick an influence card from your hand for your personal display."),
    "idle": N_("{name}: pick a card from your hand (click or drag it) or a marker."),
    "target_opening": N_("Click the lit pile of your personal display it goes to."),
    "target": N_("Click a lit row of a film, or a lit pile of your personal display. Right-click cancels."),
    "target_change": N_("Click the lit card it will move, or a lit pile of your personal display."),
    "dest": N_("Click the lit row the card moves to. Right-click cancels."),
    "replace": N_("That row is full: click the lit card to push off it."),
    "take": N_("Click the lit poster of the film the pushed-off card goes under."),
    "marker": N_("Click a lit row of a film for the marker. Right-click cancels."),
}


class Scene(KeyInput, HandChoice, Targets, TableScene):
    ANIMATIONS = ANIMATIONS

    def __init__(self, game, names: list[str], colors: list[str], parent=None) -> None:
        super().__init__(game, names, colors, parent)
        self.art = ART
        self.chooser = make_chooser(self.me)
        self.key_focus: tuple | None = None
        self.rows = {(f, s): SideRow(f, s) for f in FILMS for s in SIDES}
        self.posters = {f: PosterItem(f) for f in FILMS}
        self.values = {f: BannerItem("0", CREAM, border=GOLD) for f in FILMS}
        self.film_markers: dict[tuple[str, str], list] = {(f, s): [] for f in FILMS for s in SIDES}
        n = len(self.names)
        self.cells = {(seat, f): PersonalCell(seat, f) for seat in range(n) for f in FILMS}
        self.seat_items = [SeatItem(seat, name, self.color(seat)) for seat, name in enumerate(self.names)]
        self.hand = HandFan(ART)
        # the piles say their counts (the left column has no room for words beside two piles)
        self.deck = PileItem(ART, face_up=False)
        self.discard = PileItem(ART, face_up=True)
        self.picker = {"x2": x2_marker(), "stop": stop_marker()}
        for face, item in self.picker.items():
            item.click_key = ("marker", face)
        self.picker_label = LabelItem("", CREAM, max_lines=2)
        self.prompt = LabelItem("", GOLD, max_lines=2)
        self.side_labels = {s: LabelItem("", CREAM, max_lines=1) for s in SIDES}
        for item in (*self.rows.values(), *self.posters.values(), *self.values.values(), *self.cells.values(),
                     *self.seat_items, self.hand, self.deck, self.discard, *self.picker.values(),
                     self.picker_label, self.prompt, *self.side_labels.values()):
            self.addItem(item)
        for banner in self.values.values():
            banner.setZValue(40)
        self.make_hand_drag()
        #: items made for an animation (flying cards, floating words), removed when it settles
        self.geo = geometry.compute(self.width, self.height, n, False)
        self.relayout()

    # ---- layout -------------------------------------------------------------------------------
    def relayout(self) -> None:
        self._shown_seat = self.me()
        g = self.geo = geometry.compute(self.width, self.height, len(self.names),
                                        self._shown_seat is not None or self.hand_room)
        for i, f in enumerate(FILMS):
            for s, y in (("top", g.top_y), ("flop", g.flop_y)):
                row = self.rows[(f, s)]
                row.set_card_width(g.card, g.step)
                row.setPos(g.row_x(i), y)
            self._place_poster(f)
            h = max(min_text_px() * 1.9, min(g.poster_h * 0.17, 34.0))
            banner = self.values[f]
            banner.set_box(max(h * 1.9, min(g.col_w * 0.36, h * 2.3)), h)
            banner.setPos(self.value_pos(f, banner.boundingRect().width(), h))
            for seat in range(len(self.names)):
                cell = self.cells[(seat, f)]
                cell.setPos(g.col_x[i], g.seat_y[seat] + geometry.PILE_INSET)
                cell.set_geometry(g.col_w, g.seat_h - 2 * geometry.PILE_INSET, g.mini)
        for seat, item in enumerate(self.seat_items):
            item.set_geometry(g.gap, g.seat_y[seat] + geometry.PILE_INSET, g.left, g.seat_h - 2 * geometry.PILE_INSET)
        for s, y in (("top", g.top_y), ("flop", g.flop_y)):
            label = self.side_labels[s]
            label.set_box(g.left, min(g.row_h, min_text_px() * 3.2), max_px=max(min_text_px() + 2, g.card * 0.45))
            label.setPos(g.gap, y + g.row_h / 2 - label.boundingRect().height() / 2 + 3)
        self._place_piles(g)
        self.prompt.max_lines = g.prompt_lines
        self.prompt.set_box(g.prompt_w, g.prompt_h, max_px=max(min_text_px() + 1, g.prompt_h * 0.42))
        self.prompt.setPos(g.prompt_x, g.prompt_y)
        self._place_hand(g)
        if self.view is not None:
            self.draw_position()

    def _place_piles(self, g) -> None:
        w = g.deck_card
        h = w / geometry.ASPECT
        lift = w * 0.035 * 3
        y = g.poster_y + max(lift, (g.poster_h - h - max(h * 0.2, min_text_px() / 0.7)) / 2)
        for k, pile in enumerate((self.deck, self.discard)):
            pile.set_width(w)
            pile.setPos(g.gap + lift + k * (g.left - lift) / 2 + ((g.left - lift) / 2 - w) / 2, y)

    def _place_hand(self, g) -> None:
        shown = self._shown_seat is not None
        self.hand.setVisible(shown)
        for item in (*self.picker.values(), self.picker_label):
            item.setVisible(shown)
        if not shown:
            return
        hc = g.hand_card
        self.hand.set_width(hc)
        self.hand.setPos(g.gap * 2 + g.left, g.hand_y + hc / geometry.ASPECT * geometry.LIFT)
        self.hand.set_extent(g.hand_w)
        d = min(g.left * 0.4, g.hand_h * 0.4)
        label_h = max(min_text_px() * 2.9, g.hand_h * 0.3)
        top = g.hand_y + (g.hand_h - d - label_h) / 2
        for k, item in enumerate(self.picker.values()):
            item.set_diameter(d)
            item.setPos(g.gap + g.left / 2 - d - d * 0.1 + k * d * 1.2, top)
        self.picker_label.set_box(g.left, label_h, max_px=max(min_text_px() + 1, min(label_h * 0.36, 22.0)))
        self.picker_label.setPos(g.gap, top + d + 2)

    # ---- drawing from the view ------------------------------------------------------------------
    def draw_position(self) -> None:
        v = self.view
        if v is None or self.seat_changed():
            return
        self.remove_items(self.loose)
        over = bool(v.get("is_over"))
        for f in FILMS:
            film = v["films"][f]
            for s in SIDES:
                row = self.rows[(f, s)]
                self._sync(row, [(code, True, f, None, None) for code in film[s]])
                row.set_state("stop" in film[f"{s}_markers"], bool(film["finished"]))
                row.place_cards()
            self.posters[f].set_last_take(bool(film["finished"]))
            self.posters[f].resetTransform()
            self._place_poster(f)
            for s in SIDES:
                self._sync_markers(f, s, film[f"{s}_markers"])
            banner = self.values[f]
            banner.set_lines(value_text(int(film["value"])))
            rect = banner.boundingRect()
            banner.setPos(self.value_pos(f, rect.width(), rect.height() - 4))
        me = self.me()
        for seat, piles in enumerate(v.get("personal", [])):
            for f in FILMS:
                cell = self.cells[(seat, f)]
                self._sync(cell, [self._personal_look(c, f, seat == me, over) for c in piles.get(f, [])])
                cell.place_cards()
        counts, markers = v.get("hand_counts", []), v.get("markers", [])
        current = v.get("current_player")
        for seat, item in enumerate(self.seat_items):
            item.set_counts(int(counts[seat]) if seat < len(counts) else 0,
                            int(markers[seat]) if seat < len(markers) else 0, seat == v.get("start"), seat == me)
            item.set_highlight(current=(seat == current and not over), won=(over and seat in (v.get("winners") or [])))
        self._sync(self.hand, [(code, True, None, None, None) for code in (v.get("hand") or [])])
        self.hand.chosen = None
        self.hand.place_cards()
        self.drag.clear()
        for card in self.hand.cards:
            self.drag.add_card(card)
        if me is not None:
            for f in FILMS:
                self.drag.add_slot(self.cells[(me, f)])
        for row in self.rows.values():
            self.drag.add_slot(row)
        self.update_piles(int(v.get("deck_count", 0)), list(v.get("discard", [])))
        if me is not None and me < len(markers):
            n = int(markers[me])
            self.picker_label.set_text(ngettext("{n} marker left", "{n} markers left", n).format(n=n))
        for s, label in self.side_labels.items():
            label.set_text(side_word(s))
        self.chooser.set_legal(self.legal)
        self.show_choice()

    def update_piles(self, deck_count: int, discard: list) -> None:
        self.deck.set_state(deck_count)
        self.discard.set_state(len(discard), discard[-1] if discard else None)
        self.deck.setToolTip(ngettext("The deck: {n} card", "The deck: {n} cards", deck_count).format(n=deck_count))
        self.discard.setToolTip(ngettext("The discards: {n} change card", "The discards: {n} change cards",
                                         len(discard)).format(n=len(discard)))

    @staticmethod
    def _personal_look(card: dict, film: str, mine: bool, over: bool) -> tuple:
        code = card.get("code")
        if card.get("face_up") or (over and code is not None):
            return code, True, film, None, None
        if code is None:
            return None, False, film, None, None
        if card.get("known"):
            return code, False, film, card_value(code), None
        return code, False, film, None, card_value(code) if mine else None

    def _sync(self, holder, looks: list[tuple]) -> None:
        """`holder` shows exactly `looks` (code, face up, film, known value, secret value), reusing its
        card items in order."""
        for card in holder.cards[len(looks):]:
            if card.scene() is self:
                self.removeItem(card)
        del holder.cards[len(looks):]
        width = holder.card_width()
        for i, look in enumerate(looks):
            if i < len(holder.cards):
                card = holder.cards[i]
                card.set_width(width)
                card.setRotation(0)
                card.setScale(1)
                card.resetTransform()
                card.show()
            else:
                card = FilmCard(look[0], look[1], width, look[2])
                self.addItem(card)
                holder.cards.append(card)
            card.set_look(*look)
            card.clear_highlight()
            card.click_key = self._card_key(holder, i)

    def _card_key(self, holder, i: int) -> tuple | None:
        if holder is self.hand:
            return ("hand", i)
        if isinstance(holder, SideRow):
            return ("card", holder.film, holder.side, holder.cards[i].code)
        return holder.key

    def _sync_markers(self, film: str, side: str, faces: list[str]) -> None:
        items = self.film_markers[(film, side)]
        if [m.face for m in items] != list(faces):
            for m in items:
                if m.scene() is self:
                    self.removeItem(m)
            items.clear()
            for face in faces:
                m = x2_marker() if face == "x2" else stop_marker()
                m.face = face
                m.setZValue(45)
                self.addItem(m)
                items.append(m)
        for k, m in enumerate(items):
            m.set_diameter(self.marker_diameter())
            m.setPos(self.marker_pos(film, side, k))

    def marker_diameter(self) -> float:
        g = self.geo
        return max(min_text_px() * 2.0, min(g.poster_h * 0.2, g.poster_w * 0.4, 48.0))

    def picture_bottom(self) -> float:
        """How far down a poster its picture goes (the title band under it: posters.paint_poster's
        measures), from the poster's top."""
        return picture_bottom(self.geo.poster_w, self.geo.poster_h)

    def poster_rect(self, film: str) -> QRectF:
        """Where `film`'s poster lies: centred in its column; turned over (the film has ended), it
        leaves a marker's width at its column's left for the Flop side's markers (its slate's words fill
        it: a marker on it would cover them), narrower where the column has not that room beside it."""
        g, i = self.geo, FILMS.index(film)
        x, w = g.poster_x(i), g.poster_w
        lane = self.marker_diameter() * 1.05
        if self.posters[film].last_take and x - g.col_x[i] < lane:
            x, w = g.col_x[i] + lane, min(w, g.col_w - lane)
        return QRectF(x, g.poster_y, w, g.poster_h)

    def _place_poster(self, film: str) -> None:
        rect = self.poster_rect(film)
        self.posters[film].set_size(rect.width(), rect.height())
        self.posters[film].setPos(rect.topLeft())

    def marker_pos(self, film: str, side: str, k: int) -> QPointF:
        """Where the k-th marker of `side` of `film` lies, left to right over the poster's picture
        (clear of the value at its right): the Top side's along its top edge, the Flop side's just
        above its title; a turned poster's Flop side's up from its bottom, beside it (`poster_rect`)."""
        g, d = self.geo, self.marker_diameter()
        i = FILMS.index(film)
        poster = self.poster_rect(film)
        if side == "flop" and self.posters[film].last_take:
            return QPointF(poster.left() - d * 1.05, poster.bottom() - (k + 1) * d * 1.05)
        room = g.col_w - self.values[film].boundingRect().width() - 2.1 * d - 1
        x = g.col_x[i] + max(0.0, min(poster.left() - d * 0.2 - g.col_x[i], room)) + k * d * 1.05
        y = g.poster_y - d * 0.2 if side == "top" else g.poster_y + self.picture_bottom() - d - 1
        return QPointF(x, y)

    def value_pos(self, film: str, w: float, h: float) -> QPointF:
        """The film's value: at its column's right edge, over the poster's picture, between the Top
        and the Flop markers where there is the height."""
        g, d = self.geo, self.marker_diameter()
        i = FILMS.index(film)
        if self.posters[film].last_take:  # over the turned poster's top edge, clear of its caption
            return QPointF(g.col_x[i] + g.col_w - w + 2, g.poster_y - h * 0.35)
        top, bottom = g.poster_y + d * 0.8, g.poster_y + self.picture_bottom() - d - 1
        y = (top + bottom) / 2 - h / 2 if bottom - top >= h else g.poster_y + (self.picture_bottom() - h) / 2
        return QPointF(g.col_x[i] + g.col_w - w + 2, y)

    # ---- the choice on the table ----------------------------------------------------------------
    def show_choice(self) -> None:
        """Light the targets of the choice so far (and the picked card), and say what comes next."""
        targets = self.chooser.targets()
        if self.key_focus not in targets:
            self.key_focus = None
        p = self.chooser.pick
        for key, item in self._target_items():
            item.set_highlight(legal=key in targets, focus=key == self.key_focus)
        for (f, s), row in self.rows.items():
            for card in row.cards:
                card.set_highlight(chosen=(f, s, card.code) == p.moved)
        chosen = next((c for c in self.hand.cards if c.code == p.card), None) if p.card else None
        if chosen is not self.hand.chosen:
            self.hand.pick(chosen)
        left = (self.view or {}).get("markers") or []
        me = self.me()
        for face, item in self.picker.items():
            offered = any(getattr(a, "face", None) == face for a in self.legal)
            item.set_highlight(legal=offered and p.face is None, chosen=p.face == face)
            item.setOpacity(1.0 if me is not None and me < len(left) and left[me] > 0 else 0.45)
        self.prompt.set_text(self.prompt_text())
        self.follow_hint()

    def _target_items(self):
        for (f, s), row in self.rows.items():
            yield ("side", f, s), row
            for card in row.cards:
                yield ("card", f, s, card.code), card
        for key, cell in self.cells.items():
            yield ("personal", *key), cell
        for f, poster in self.posters.items():
            yield ("film", f), poster

    def target_item(self, key: tuple):
        return next((item for k, item in self._target_items() if k == key), None)

    def prompt_text(self) -> str:
        status = self.status_unless_moving()
        if status is not None:
            return status
        now = stage(self.chooser)
        opening = (self.view or {}).get("phase") == "opening"
        if now == "idle":
            key = "idle_opening" if opening else "idle"
            return _(PROMPTS[key]).format(name=self.name(self.me()))
        if now == "target":
            key = "target_opening" if opening else "target_change" if is_change(self.chooser.pick.card) else "target"
            return _(PROMPTS[key])
        return _(PROMPTS[now])

    # ---- input ------------------------------------------------------------------------------
    def on_click(self, key) -> None:
        if key[0] == "hand":
            cards = self.hand.cards
            if 0 <= key[1] < len(cards):
                self.hand_picked(cards[key[1]])
        elif key[0] in ("marker", "side", "card", "personal", "film"):
            self.answer(self.chooser.click(key))

    # ---- animation ----------------------------------------------------------------------------
    def queue_events(self, events: list, view_after: dict) -> None:
        self.chooser.cancel()
        super().queue_events(events, view_after)
