"""The two-player table of Top Pop (the advertising-consultant game): the table scene (ui/scene.py)
hands this variant to a `DuoTable`, which draws it from the view and the legal actions and turns
clicks into choices.

Drawn: the four company columns (ui/duo_items.py: logo, name and colour at the head with the caps
left, the face-up starting card, six places saying what a card there pays, the cards played, the
seventh card face down at the foot), each seat's panel with its cards in hand and its caps by
company, the deck's count, the hand of the seat at the screen, and a line saying what to do.

A move is made in two clicks: a hand card, then a lit company (in the set-up, a lit company's seventh
place, or the spot that puts the card out of the game). Clicks only choose: anything not offered is
sent as `whyNot` with the move it stands for, and the screen shows the rules' sentence why.

Interface (what the table scene calls): `DuoTable(scene)`; `show(view, legal)` (draw; the scene's
`width`/`height` are the table's size); `clear()` (take everything off the table); `clicked(key) ->
bool` (a click on an item whose `click_key` is `key`: True when it was one of this table's); `cancel()`
(drop a half-made choice: right-click, Escape). It emits through the scene's `intent`, `whyNot` and
`refused` signals and reads `scene.names`, `scene.color(seat)`, `scene.width`, `scene.height`."""

from __future__ import annotations


from app.core.i18n import N_, _, ngettext
from app.core.text import fill
from app.games.top_pop.actions import Discard, Play, Seventh
from app.games.top_pop.cards import DUO_COMPANIES
from app.games.top_pop.ui import duo_art, duo_layout
from app.games.top_pop.ui.duo_items import ColumnItem, SeatBox, SpotItem
from app.games.top_pop.ui.sheet import company_entry as _get
from app.ui.items.card_art import min_text_px
from app.ui.items.card_item import CardItem
from app.ui.items.hand import LIFT, HandItem
from app.ui.items.markers import LabelItem
from app.ui.items.pile import PileItem
from app.ui.move_builder import Field, Form, MoveBuilder
from app.ui.items.colors import GOLD

PICK_FIRST = N_("First pick a card from your hand.")
#: what the line says at each stage of a move (the table's own words: how to go on)
PROMPTS = {
    "seventh": N_("{name}: pick a card from your hand for a company's seventh card."),
    "seventh_or_discard": N_("{name}: pick a card for a company's seventh card, or one to set aside."),
    "discard": N_("{name}: pick the card to set aside."),
    "play": N_("{name}: pick a card from your hand to play to a company."),
    "to_seventh": N_("Click a lit company: the card lies face down as its seventh card. Right-click cancels."),
    "to_seventh_or_out": N_("Click a lit company for its seventh card, or the lit spot to set the card "
                            "aside. Right-click cancels."),
    "to_out": N_("Click the lit spot: the card leaves the game. Right-click cancels."),
    "to_play": N_("Click a lit company to play the card there. Right-click cancels."),
}
#: a move: a hand card, then a company (a seventh card, or one played there) or the spot out of the game
_CARD = Field("card", lambda a: ("hand", a.card), match=lambda k: k[0] == "hand", target=False, fresh=True)
_COMPANY = Field("place", lambda a: ("duo", "company", a.company), match=lambda k: k[:2] == ("duo", "company"))
FORMS = (Form(Seventh, (_CARD, _COMPANY)), Form(Play, (_CARD, _COMPANY)),
         Form(Discard, (_CARD, Field("place", lambda a: ("duo", "discard"), match=lambda k: k == ("duo", "discard")))))
OUT_WORDS = N_("Out of play")
DECK_WORD = N_("Deck")


class HandRow(HandItem):
    """The hand side by side while the cards fit (each shows its city), a little turned on an arc."""

    def _step(self, n: int) -> float:
        return min(self._w * 1.06, (self._extent - self._w) / (n - 1)) if n > 1 else 0.0

    def slot_rotations(self, n: int) -> list[float] | None:
        return [0.0] * n if n <= 1 else [duo_layout.HAND_TURN * (i / (n - 1) * 2 - 1) for i in range(n)]


class DuoTable:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.view: dict | None = None
        self.legal: list = []
        self.chooser = MoveBuilder(FORMS, self._candidate_for, self._note)
        self.columns = [ColumnItem(k) for k in range(DUO_COMPANIES)]
        names = list(scene.names)
        self.seats = [SeatBox(s, names[s] if s < len(names) else "", scene.color(s)) for s in range(2)]
        self.hand = HandRow(duo_art.ART)
        self.deck = PileItem(duo_art.ART, face_up=False)
        self.out = SpotItem(("duo", "discard"), "")
        self.prompt = LabelItem("", GOLD, max_lines=2)
        self.geo: duo_layout.DuoLayout | None = None
        self._items = [*self.columns, *self.seats, self.hand, self.deck, self.out, self.prompt]
        self._added = False

    # ---- the scene's calls ----------------------------------------------------------------------
    def show(self, view: dict, legal: list) -> None:
        if not self._added:
            for item in self._items:
                self.scene.addItem(item)
            self._added = True
        if self.view is not None and view.get("seat") != self.view.get("seat"):
            self.chooser.cancel()  # another seat at the screen (a hand-off): nothing of the last one's stays
        self.chooser.set_legal(legal)
        self.view, self.legal = view, list(legal)
        self._layout()
        self._draw()

    def clear(self) -> None:
        """Everything off the table (the scene shows another variant, or a new game)."""
        for card in self.hand.cards:
            if card.scene() is self.scene:
                self.scene.removeItem(card)
        self.hand.cards.clear()
        if self._added:
            for item in self._items:
                if item.scene() is self.scene:
                    self.scene.removeItem(item)
            self._added = False
        self.view, self.legal = None, []
        self.chooser.set_legal([])
        self.chooser.cancel()

    @property
    def picked(self) -> str | None:
        """The hand card picked (None: none)."""
        return self.chooser.pick.card

    def cancel(self) -> bool:
        """Drop the picked card; True if there was one."""
        had = self.chooser.cancel()
        if had and self.view is not None:
            self._draw()
        return had

    def clicked(self, item) -> bool:
        """A click on `item` (the topmost item under the pointer, or its `click_key`): True when it was
        one of this table's (then handled)."""
        key = item if isinstance(item, tuple) else _key_of(item)
        if not (isinstance(key, tuple) and key and key[0] == "duo") or self.view is None:
            return False
        if key[1] == "hand":
            cards = self.hand.cards
            if 0 <= key[2] < len(cards):
                self._answer(self.chooser.click(("hand", cards[key[2]].code)))
        elif key[1] in ("company", "discard"):
            self._answer(self.chooser.click(key))
        return True

    def _answer(self, answer) -> None:
        """Draw the choice anew and send what the move builder answered (the scene's one answer path)."""
        if answer[0] != "note":
            self._draw()
        self.scene.answer(answer)

    # ---- who and what -----------------------------------------------------------------------------
    def me(self) -> int | None:
        seat = (self.view or {}).get("seat")
        return seat if isinstance(seat, int) and 0 <= seat < 2 else None

    @staticmethod
    def _options(card: str, legal: list) -> list:
        return [a for a in legal if getattr(a, "card", None) == card]

    def _step(self) -> str | None:
        return (self.view or {}).get("step")

    # ---- choosing (app/ui/move_builder.py) ----------------------------------------------------------
    def _note(self, chooser: MoveBuilder, key: tuple) -> str | None:
        """A company or the spot out of the game before a hand card: first pick one (unless it is not
        this seat's turn: then the rules say so, for a company)."""
        if chooser.pick.card is not None or key[0] != "duo":
            return None
        if key[1] == "company" and not self.legal and (self.view or {}).get("hand"):
            return None
        return _(PICK_FIRST)

    def _candidate_for(self, chooser: MoveBuilder, key: tuple):
        if key[0] == "hand":
            return self._candidate(key[1], None)
        card = chooser.pick.card
        if key[1] == "discard":
            return Discard(card)
        return self._candidate(card if card is not None else (self.view or {})["hand"][0], key[2])

    def _candidate(self, code: str, company: int | None):
        """The move a click stands for when it is not offered (the rules say why not)."""
        v = self.view or {}
        k = company if company is not None else 0
        if self._step() == "discard" and company is None:
            return Discard(code)
        if v.get("phase") == "setup" or self._step() in ("seventh", "discard"):
            if company is None:
                free = [i for i, s in enumerate(v.get("sevenths") or []) if s is None]
                k = free[0] if free else 0
            return Seventh(code, k)
        if company is None:
            open_ = [i for i, c in enumerate(v.get("closed") or []) if not c]
            k = open_[0] if open_ else 0
        return Play(code, k)

    def targets(self) -> set:
        """The keys lit now (the picked card's places)."""
        return self.chooser.targets()

    # ---- layout ------------------------------------------------------------------------------------
    def _layout(self) -> None:
        """Everything where ui/duo_layout.py puts it for the table's size."""
        shown = self.me() is not None
        g = self.geo = duo_layout.compute(float(self.scene.width), float(self.scene.height),
                                          shown or self.scene.hand_room)  # the hand's room stays between turns
        for k, col in enumerate(self.columns):
            col.setPos(g.column_x(k), g.col_y)
            col.set_geometry(g.col_w, g.col_h, g.card_w, g.head_h, g.pad)
        self.prompt.set_box(g.W - 2 * g.gap, g.prompt_h, max_px=max(min_text_px() + 1, g.prompt_h * 0.42))
        self.prompt.setPos(g.gap, g.prompt_y)
        for s, box in enumerate(self.seats):
            box.setPos(g.gap, g.seat_y[s])
            box.margin = max(3.0, min(8.0, g.seat_h * 0.1))
            box.set_size(g.left_w - g.gap, g.seat_h)
        self.deck.set_width(g.spot_card)
        self.deck.setPos(g.deck_x, g.spot_y)
        self.out.set_width(g.spot_card, g.spot_w, g.spot_words)
        self.out.setPos(g.out_x, g.spot_y)
        if shown:
            self.hand.set_width(g.hand_card)
            self.hand.setPos(g.cols_x, g.hand_y + g.hand_card / duo_art.ASPECT * LIFT)  # room to rise
            self.hand.set_extent(g.W - g.cols_x - g.gap)
        self.hand.setVisible(shown)

    # ---- drawing -----------------------------------------------------------------------------------
    def _draw(self) -> None:
        v = self.view or {}
        me = self.me()
        over = bool(v.get("is_over"))
        columns = list(v.get("columns") or [[] for _k in range(DUO_COMPANIES)])
        sevenths = list(v.get("sevenths") or [None] * DUO_COMPANIES)
        closed = list(v.get("closed") or [False] * DUO_COMPANIES)
        left = v.get("company_caps") or {}
        pays = list(v.get("next_pay") or [None] * DUO_COMPANIES)
        targets = self.targets()
        for k, col in enumerate(self.columns):
            col.set_column(list(columns[k]) if k < len(columns) else [], sevenths[k] if k < len(sevenths) else None,
                           bool(closed[k]) if k < len(closed) else False, _get(left, k),
                           pays[k] if k < len(pays) else None, over)
            lit = ("duo", "company", k) in targets
            col.set_highlight(legal=lit)
            col.set_seventh_lit(lit and self._step() in ("seventh", "discard"))
        caps = list(v.get("caps") or [{}, {}])
        counts = list(v.get("hand_counts") or [0, 0])
        current = v.get("current_player")
        for s, box in enumerate(self.seats):
            held = caps[s] if s < len(caps) else {}
            box.set_counts(int(counts[s]) if s < len(counts) else 0, [_get(held, k) for k in range(DUO_COMPANIES)],
                           s == me)
            box.set_highlight(current=(s == current and not over), won=(over and s in (v.get("winners") or [])))
        deck = int(v.get("deck_count", 0))
        self.deck.set_state(deck, None, label=_(DECK_WORD))
        self.deck.setToolTip(ngettext("The deck: {n} card", "The deck: {n} cards", deck).format(n=deck))
        offer_out = any(isinstance(a, Discard) for a in self.legal)
        out = v.get("discard") if isinstance(v.get("discard"), dict) else None
        self.out.set_state(_(OUT_WORDS), out is not None, (out or {}).get("card"))
        self.out.setVisible(offer_out or out is not None)
        self.out.set_highlight(legal=("duo", "discard") in targets)
        self._sync_hand(list(v.get("hand") or []) if me is not None else [])
        self.prompt.set_text(self.prompt_text())
        follow = getattr(self.scene, "follow_hint", None)
        if follow is not None:  # the hint ring moves on to the next click of its move
            follow()

    def _sync_hand(self, codes: list[str]) -> None:
        hand = self.hand
        if hand.codes() != codes:
            for card in hand.cards:
                if card.scene() is self.scene:
                    self.scene.removeItem(card)
            hand.cards.clear()
            for code in codes:
                card = CardItem(duo_art.ART, code, True, hand.card_size[0])
                self.scene.addItem(card)
                hand.cards.append(card)
        offered = {getattr(a, "card", None) for a in self.legal}
        chosen = None
        for i, card in enumerate(hand.cards):
            card.click_key = ("duo", "hand", i)
            card.set_highlight(legal=card.code in offered and self.picked is None,
                               chosen=card.code == self.picked and chosen is None)
            if card.code == self.picked and chosen is None:
                chosen = card
        hand.chosen = chosen
        hand.place_cards()

    def prompt_text(self) -> str:
        v = self.view or {}
        me = self.me()
        names = list(self.scene.names)
        if v.get("is_over") or me is None or v.get("current_player") != me or not self.legal:
            return fill(str(v.get("status", "")), names)
        name = names[me] if me < len(names) else ""
        kinds = {type(a) for a in self.legal}
        if self.picked is None:
            if Play in kinds:
                return _prompt("play").format(name=name)
            if Seventh in kinds and Discard in kinds:
                return _prompt("seventh_or_discard").format(name=name)
            return _prompt("discard" if Discard in kinds else "seventh").format(name=name)
        picked = {type(a) for a in self._options(self.picked, self.legal)}
        if Play in picked:
            return _prompt("to_play")
        if Seventh in picked and Discard in picked:
            return _prompt("to_seventh_or_out")
        return _prompt("to_out" if Discard in picked else "to_seventh")


def _key_of(item):
    """The `click_key` of `item` or of the nearest item it lies in."""
    node = item
    while node is not None:
        key = getattr(node, "click_key", None)
        if key is not None:
            return key
        node = node.parentItem() if hasattr(node, "parentItem") else None
    return None


def _prompt(key: str) -> str:
    """The line of PROMPTS for `key`, translated (a marked text looked up by a name)."""
    return _(PROMPTS[key])
