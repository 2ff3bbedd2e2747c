"""The Flip 7 table: a deck (click it to hit), the discard pile, a Stay button, and one line per
player in a grid that fits the window (ui/layout.py). Draws from the view dict, animates from events
(ui/anim.py), and turns clicks into `Hit()`, `Stay()` or `Target(seat)` intents taken from the
legal actions it was given; a click on what is not offered asks the rules why (`whyNot`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor

from app.core.i18n import N_, _, ngettext
from app.games.flip7.scoring import WINNING_SCORE
from app.games.flip7.ui.art import ART
from app.games.flip7.ui.anim import ANIMATIONS, is_deal
from app.games.flip7.ui import layout as geometry
from app.games.flip7.ui.items import PlayerLine
from app.games.flip7.ui.keys import HIT_WORDS, STAY_WORDS, KeyInput, key_letter, make_builder
from app.ui.items.card_art import min_text_px
from app.ui.items.card_item import CardItem
from app.ui.items.pile import PileItem
from app.ui.items.markers import ButtonItem, LabelItem
from app.ui.table_scene import TableScene
from app.ui.items.colors import CREAM, GOLD

#: what the table says while another player chooses who gets the card (translated where shown)
CHOOSING = {"freeze": N_("{name} is choosing who gets the Freeze"),
            "flip3": N_("{name} is choosing who gets the Flip Three"),
            "second": N_("{name} is choosing who gets the Second Chance"),
            None: N_("{name} is choosing who gets the card")}
#: and to the player who chooses (the keys of keyboard play: ui/keys.py)
CHOOSE = {"freeze": N_("{name}: choose who gets the Freeze (click, or arrows and Enter)"),
          "flip3": N_("{name}: choose who must Flip Three (click, or arrows and Enter)"),
          "second": N_("{name}: choose who gets your extra Second Chance (click, or arrows and Enter)"),
          None: N_("{name}: choose a player (click, or arrows and Enter)")}
#: how far names are cut, in turn, when a sentence on the table would otherwise be too small
NAME_LIMITS = (None, 18, 14, 10, 7)
#: the prompt's lines (one more where even cut names would be too small: `Scene._fit`)
PROMPT_LINES = 3


class Scene(KeyInput, TableScene):
    ANIMATIONS = ANIMATIONS

    def __init__(self, game, names: list[str], colors: list[str], parent=None) -> None:
        super().__init__(game, names, colors, parent)
        self.art = ART
        self.deck = PileItem(ART, face_up=False, label=_("Deck"))
        self.deck.click_key = ("deck",)
        self.discard = PileItem(ART, face_up=True, label=_("Discards"))
        self.stay_button = ButtonItem(_(STAY_WORDS), QColor("#c0392b"))
        self.stay_button.click_key = ("stay",)
        self.round_label = LabelItem("", CREAM, align=Qt.AlignmentFlag.AlignLeft)
        self.info_label = LabelItem("", QColor("#cfe3d6"), align=Qt.AlignmentFlag.AlignLeft, bold=False,
                                    max_lines=2)
        self.prompt_label = LabelItem("", GOLD, align=Qt.AlignmentFlag.AlignLeft, max_lines=PROMPT_LINES)
        #: while a sentence is made to fit its label: names are cut to this many characters
        self._name_limit: int | None = None
        #: where everything lies (ui/layout.py), once the scene has its size (`relayout`)
        self.geo: geometry.Layout | None = None
        #: the choice of a move from clicks and keys (ui/keys.py)
        self.chooser = make_builder()
        for item in (self.deck, self.discard, self.stay_button, self.round_label, self.info_label,
                     self.prompt_label):
            self.addItem(item)
        self.lines: list[PlayerLine] = []
        for seat, name in enumerate(self.names):
            line = PlayerLine(seat, name, self.color(seat))
            self.addItem(line)
            self.addItem(line.stamp)
            self.lines.append(line)
        #: what the piles show now (animations change it step by step)
        self.deck_count = 0
        self.discards: list[str] = []
        #: items made for an animation (flying cards, floating text), removed when it settles
        #: the running animations deal cards (the prompt says so)
        self.dealing = False
        #: the round's result while it shows (points over each line, the banner); see ui/anim.py
        self.scored: dict = {}
        self.round_marks: list = []
        self.round_banner = None
        self.relayout()

    # ---- layout -------------------------------------------------------------------------------
    def relayout(self) -> None:
        """The table as ui/layout.py solves it for the window and the players."""
        g = self.geo = geometry.compute(self.width, self.height, len(self.lines), self.stay_button.text)
        #: the band above the lines (deck, discards, words), where the round's banner shows
        self.band = g.pool
        for pile, at in ((self.deck, g.deck), (self.discard, g.discard)):
            pile.set_width(g.pile_w)
            pile.setPos(at)
        self.stay_button.set_box(g.stay.width(), g.stay.height())
        self.stay_button.setPos(g.stay.topLeft())
        # the prompt may wrap onto three lines and the table's info onto two (never below MIN_TEXT_PX)
        for label, (box, px) in zip((self.round_label, self.prompt_label, self.info_label), g.words):
            label.set_box(box.width(), box.height(), px)
            label.setPos(box.topLeft())
        for line, box in zip(self.lines, g.lines):
            line.set_geometry(box.x(), box.y(), box.width(), box.height(), g.margin)
        if self.view is not None:
            self.draw_position()

    # ---- drawing from the view ------------------------------------------------------------------
    def draw_position(self) -> None:
        v = self.view
        if v is None:
            return
        self.remove_items(self.loose)
        self.round_marks.clear()
        self.round_banner = None
        self.deck_count = int(v.get("deck_count", 0))
        self.discards = list(v.get("discards", []))
        self.update_piles()
        self.chooser.set_legal(self.legal)
        hit, stay, targets = self._legal_kinds()
        if self.key_focus not in targets:
            self.key_focus = None
        self.deck.set_highlight(legal=hit is not None)
        self.stay_button.set_highlight(legal=stay is not None)
        self.stay_button.setVisible(not v.get("is_over"))
        self.round_label.set_text(_("Round {n}").format(n=v.get("round", 1)))
        self.round_label.setScale(1.0)  # a pop cut short by a resize
        dealer = v.get("dealer")
        self.show_dealer(dealer)
        self._fit(self.prompt_label, self.prompt)
        current = v.get("current_player")
        totals = v.get("totals", [])
        players = v.get("players", [])
        for seat, line in enumerate(self.lines):
            p = players[seat] if seat < len(players) else {}
            self._sync_cards(line, [str(n) for n in p.get("numbers", [])] + list(p.get("modifiers", []))
                             + list(p.get("actions", [])))
            line.set_highlight(current=(current == seat and not v.get("is_over")), legal=seat in targets,
                               focus=(seat == self.key_focus))
            line.set_flags(dealer=(dealer == seat), second_chance=bool(p.get("second_chance")),
                           total=int(totals[seat]) if seat < len(totals) else 0)
            line.set_status(p.get("status", "active"))
            line.place_cards()

    def _sync_cards(self, line: PlayerLine, codes: list[str]) -> None:
        for card in line.cards[len(codes):]:
            self.removeItem(card)
        del line.cards[len(codes):]
        for i, code in enumerate(codes):
            if i < len(line.cards):
                line.cards[i].set_face(code, True)
                line.cards[i].setRotation(0)
                line.cards[i].setScale(1)
                line.cards[i].resetTransform()
            else:
                card = CardItem(ART, code, True, line.card_width())
                self.addItem(card)
                line.cards.append(card)

    def name(self, seat: int | None) -> str:
        """A player's name; cut short (with an ellipsis) while `_fit` looks for a version of a
        sentence on the table that is readable in its label."""
        name = super().name(seat)
        limit = self._name_limit
        if limit is None or len(name) <= limit:
            return name
        return name[:limit - 1].rstrip() + "…"

    def show_dealer(self, dealer: int | None) -> None:
        """The line under the round: the target and who deals (drawn again when a new round's deal
        starts to be shown, so that it never names the next dealer while the D badge is elsewhere)."""
        two = (self.view or {}).get("decks", 1) == 2
        line = (N_("First to {score} wins · {name} deals · two decks") if two
                else N_("First to {score} wins · {name} deals"))
        self._fit(self.info_label, lambda: _(line).format(score=WINNING_SCORE, name=self.name(dealer)))

    def _fit(self, label: LabelItem, sentence) -> None:
        """`label` shows `sentence()` with the players' names as long as it can be read: when the
        whole sentence would be smaller than `min_text_px()` even wrapped, the names are cut (the
        verbs stay); when even that is too small (a German prompt at text size 200 %), the prompt
        takes a line more (`_roomy_prompt`), whole names first."""
        text = ""
        try:
            for roomy in (False, True) if label is self.prompt_label else (False,):
                self._roomy_prompt(roomy)
                for limit in NAME_LIMITS:
                    self._name_limit = limit
                    text = sentence()
                    if label.fitted_px(text) >= min_text_px():
                        label.set_text(text)
                        return
            if label is self.prompt_label:
                self._roomy_prompt(False)
        finally:
            self._name_limit = None
        label.set_text(text)

    def _roomy_prompt(self, roomy: bool) -> None:
        """The prompt on PROMPT_LINES lines in its box, or (`roomy`) on one more, with the room the
        round's label has above its one line (`layout.Layout.roomy_words`)."""
        g = self.geo
        if g is None:
            return
        self.prompt_label.max_lines = PROMPT_LINES + roomy
        for label, (box, px) in zip((self.round_label, self.prompt_label), g.roomy_words if roomy else g.words):
            label.set_box(box.width(), box.height(), px)
            label.setPos(box.topLeft())

    def unmark_offers(self) -> None:
        """While cards move nothing is offered: the marks go, and the prompt says whose turn it is."""
        super().unmark_offers()
        self.key_focus = None
        self._fit(self.prompt_label, self.prompt)

    def update_piles(self) -> None:
        self.deck.set_state(self.deck_count)
        self.discard.set_state(len(self.discards), self.discards[-1] if self.discards else None)

    def prompt(self) -> str:
        final = self.final_view
        if final is not None and self.dealing:
            return _("{name} deals the cards…").format(name=self.name(final.get("dealer")))
        # while cards move: the words of the table as drawn (the line still lit), with nothing to click;
        # the next player is named when the move has been shown
        return self._prompt_for(self.view or {})

    def _prompt_for(self, v: dict) -> str:
        if v.get("is_over"):
            winners = v.get("winners") or []
            totals = v.get("totals") or []
            if len(winners) == 1 and winners[0] < len(totals):
                points = int(totals[winners[0]])
                return ngettext("{name} wins with {points} point!", "{name} wins with {points} points!",
                                points).format(name=self.name(winners[0]), points=points)
            return _("The game is over.")
        hit, stay, targets = self._legal_kinds()
        pending = v.get("pending")
        if pending:
            chooser = pending.get("chooser")
            card = pending.get("card", "")
            sentences = CHOOSE if targets else CHOOSING
            return _(sentences.get(card, sentences[None])).format(name=self.name(chooser))
        flip3 = v.get("flip3")
        if flip3:
            return _("{name} must flip three cards").format(name=self.name(flip3.get("target")))
        current = v.get("current_player")
        if hit is not None:
            sentence = (_("{name}: click the deck or press {hit} to hit, or {stay}") if stay is not None
                        else _("{name}: click the deck or press {hit} to hit"))
            return sentence.format(name=self.name(current), hit=key_letter(_(HIT_WORDS)), stay=_(STAY_WORDS))
        if current is not None:
            return _("{name}'s turn").format(name=self.name(current))
        return ""

    # ---- input --------------------------------------------------------------------------------
    def _legal_kinds(self) -> tuple[Any, Any, dict[int, Any]]:
        hit = stay = None
        targets: dict[int, Any] = {}
        for action in self.legal:
            kind = getattr(action, "TYPE", None)
            if kind == "hit":
                hit = action
            elif kind == "stay":
                stay = action
            elif kind == "target":
                targets[getattr(action, "player")] = action
        return hit, stay, targets

    def on_click(self, key: Any) -> None:
        """A click on the deck, the Stay button or a line: the move it offers, or else the same
        candidate move for the rules to say why not (`whyNot`; the scene writes no refusals)."""
        self.answer(self.chooser.click(key))

    def target_of(self, action: Any) -> QRectF | None:
        """What to click for `action` (the hint ring, Learn to play): the deck's top card for a hit,
        the Stay button, the panel of the line of the player who gets the card (scene coordinates)."""
        kind = getattr(action, "TYPE", None)
        if kind == "hit":
            w, h = self.deck.card_size
            return self.deck.mapRectToScene(QRectF(0, 0, w, h))
        if kind == "stay":
            return QRectF(self.geo.stay) if self.stay_button.isVisible() else None
        if kind == "target" and 0 <= getattr(action, "player", -1) < len(self.lines):
            return self.lines[action.player].frame()
        return None

    # ---- animation ----------------------------------------------------------------------------
    def play_events(self, events: list, view_after: dict, view_before: dict | None = None,
                    legal_after: list | tuple = (), acting_after: int | None = None) -> None:
        self.dealing = is_deal(events)
        super().play_events(events, view_after, view_before, legal_after, acting_after)
