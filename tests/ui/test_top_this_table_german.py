"""The Top This! table in English and German (issue 9): seeded games are played on the table scene,
once in English and once in German, and at every step everything the table shows is read: the
prompt (as it is, and with each key pick, a chosen topping, a chosen order, the aim, a cancelled
flick), the refusals the table itself says (keys, piles, the Top This! button), the buttons and
labels, the hand's label, every disc's tooltip, each seat's panel, the words painted on the cards and
stacks. Each German text must differ from its English (names, numbers and "Top This!" alone
excepted) and hold none of a few English words; at 800x600 every German text must fit where it is
drawn (not elided, not smaller than the table's minimum); and every message of the table's own
catalogue (app/games/top_this/ui) must have been read."""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from app.core import i18n
from app.games.top_this.actions import Pass
from app.games.top_this.rules import GAME
from app.games.top_this.ui import art, art_cards
from app.games.top_this.ui.anim import TipCardItem
from app.games.top_this.ui.scene import Scene
from app.ui.items import card_art
from app.ui.items.card_art import MIN_TEXT_PX, text_width
from app.ui.items.text_box import TABLE_TEXT_PX
from app.ui.qt_table_view import TableView
from tests.test_random_play import _pick

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ana", "Ben", "Cleo", "Dev", "Eli"]
COLORS = ["#e53935", "#1e88e5", "#43a047", "#fdd835", "#8e24aa"]
#: English words a German text of the table never has
ENGLISH = (" the ", " is ", " and ", " or ", "topping", "order", "click", "press", "flip", "pick ", "which",
           "your ", " left", "none", "turn", "mushrooms", "onions", "olives", "peppers", "pepperoni", "tip")
K = Qt.Key


def _bare(sentence: str) -> str:
    """A text without the names, the numbers and the game's name (what must differ by language)."""
    for name in NAMES:
        sentence = sentence.replace(name, " ")
    sentence = sentence.replace("Top This!", " ").replace("TOP THIS!", " ")
    return re.sub(r"[\W\d_]+", " ", sentence).strip()


def _table_messages() -> set[str]:
    """The messages only the table's modules (app/games/top_this/ui) have."""
    spec = importlib.util.spec_from_file_location("catalogues", ROOT / "tools" / "catalogues.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("catalogues", module)
    spec.loader.exec_module(module)
    files = module.areas()["top_this"][1]
    ui = [f for f in files if "ui" in f.relative_to(ROOT / "app" / "games" / "top_this").parts]
    pure = [f for f in files if f not in ui]
    only = set(module.extract(ui)) - set(module.extract(pure))
    return {key[1] if isinstance(key[1], str) else key[1][0] for key in only}


class Walk:
    """What one language's walk read: (where, text) in order, and what did not fit where it is drawn."""

    def __init__(self, scene: Scene, check_fit: bool) -> None:
        self.scene, self.check_fit = scene, check_fit
        self.texts: list[tuple[str, str]] = []
        self.unfit: list[str] = []
        self.refusals: list[str] = []
        scene.refused.connect(self.refusals.append)
        self.described: list[str] = []
        scene.described.connect(self.described.append)
        #: the aim line was turned once round (once a walk: every step of it is said)
        self.aimed_round = False

    def read(self, where: str, text: str) -> None:
        self.texts.append((where, text))

    def unfit_if(self, bad: bool, where: str, text: str, why: str) -> None:
        if self.check_fit and bad:
            self.unfit.append(f"{where}: {text!r} {why}")

    # ---- what is on the table ----
    def prompt(self, where: str) -> None:
        box = self.scene.prompt
        self.read(where, box.text)
        self.unfit_if(" ".join(box.lines).split() != box.text.split(), where, box.text, f"elided: {box.lines}")
        self.unfit_if(box.px < TABLE_TEXT_PX, where, box.text, f"at {box.px} px")

    def refusal(self, where: str, act) -> None:
        before = len(self.refusals)
        act()
        assert len(self.refusals) == before + 1, (where, self.refusals[before:])
        self.read(where, self.refusals[-1])

    def said(self, where: str, act, times: int = 1) -> None:
        """What keys say for a screen reader (key_words.py), `times` presses of `act`."""
        for _time in range(times):
            before = len(self.described)
            act()
            for sentence in self.described[before:]:
                self.read(where, sentence)

    def table(self, step: str) -> None:
        s = self.scene
        self.prompt(f"{step} prompt")
        hand = s.hand_label
        self.read("hand label", hand.text)
        self.unfit_if(hand.lines != [hand.text], "hand label", hand.text, f"elided: {hand.lines}")
        for label in (s.flip_label, s.orders_label):
            self.read("label", label.text)
            self.unfit_if(label.fitted_px() < MIN_TEXT_PX, "label", label.text, f"at {label.fitted_px():.1f} px")
        for button in (s.pass_button,):
            self.read("button", button.text)
            with card_art.recording_text() as drawn:
                _render(button)
            for text, px, _role in drawn:
                self.unfit_if(px < MIN_TEXT_PX, "button", text, f"at {px:.1f} px")
        for item in s.discs.values():
            self.read("disc tooltip", item.toolTip())
        for panel in s.panels:
            with card_art.recording_text() as drawn:
                _render(panel)
            self.read("seat panel", " ".join(text for text, _px, _role in drawn if text not in NAMES))
            for text, px, _role in drawn:  # (German may take two rows for the counts: one text per panel)
                self.unfit_if("…" in text, "seat panel", text, "elided")
                self.unfit_if(px < MIN_TEXT_PX, "seat panel", text, f"at {px:.1f} px")
        for item in [*s.orders.values(), s.tip_stack, s.order_deck]:
            self.card_words(type(item).__name__, lambda i=item: _render(i))
        w, h = s.tip_stack.w, s.tip_stack.h
        self.card_words("tip card", lambda: _render(TipCardItem(3, w, h)))

    def card_words(self, where: str, paint) -> None:
        words = []
        real = art._draw_word

        def record(p, rect, lines, font):
            words.append((rect, lines, font))
            real(p, rect, lines, font)

        art._draw_word = record
        try:
            with card_art.recording_text():  # the cards painted, not drawn from their cached pixmaps
                paint()
        finally:
            art._draw_word = real
        for rect, lines, font in words:
            text = " ".join(lines)
            self.read(where, text.replace("- ", ""))
            self.unfit_if(font.pixelSize() < MIN_TEXT_PX, where, text, f"at {font.pixelSize()} px")
            widest = max(QFontMetricsF(font).horizontalAdvance(line) for line in lines)
            self.unfit_if(widest > rect.width() + 0.5, where, text, f"{widest:.1f} px wide in {rect.width():.1f}")

    def empty_stacks(self) -> None:
        s = self.scene
        for stack in (s.tip_stack, s.order_deck):
            count = stack.count
            stack.set_count(0)
            with card_art.recording_text() as drawn:
                _render(stack)
            for text, px, _role in drawn:
                self.read("empty stack", text)
                self.unfit_if(text_width(text, px) > stack.w, "empty stack", text, "wider than the stack")
            stack.set_count(count)

    # ---- what the player can do now ----
    def moves(self) -> None:
        s = self.scene
        legal = {a.TYPE for a in s.legal}
        s.on_key(K.Key_F)
        self.prompt("flip pick")
        self.refusal("a number past the flip row", lambda: s.on_key(K.Key_9))
        s.on_key(K.Key_Escape)
        if s.view.get("orders"):
            s.on_key(K.Key_D)
            self.prompt("order pick")
            s.on_key(K.Key_Escape)
            s.key_pick = {"mode": "order", "items": [], "at": 0}
            s.set_prompt()
            self.prompt("order pick, none")
            s.key_pick = None
        if "remove" in legal:
            s.on_key(K.Key_R)
            self.prompt("remove pick")
            s.on_key(K.Key_Escape)
        self.refusal("turn over with nothing chosen", lambda: s.on_key(K.Key_T))
        self.refusal("a number past the hand", lambda: s.on_key(K.Key_9))
        if legal != {"pass"}:
            self.refusal("Enter with nothing picked", lambda: s.on_key(K.Key_Return))
        s.live = object()  # a flick running: a click is told to wait (a key is kept for when it ends)
        self.refusal("a click while toppings move", lambda: s.mousePressEvent(_press_event()))
        s.live = None
        for pile in ("bag", "deck", "tips"):
            self.refusal(f"a click on the {pile}", lambda p=pile: s.on_click((p,)))
        if "top_this" in legal:
            self.refusal("Top This! before an order", lambda: s.on_click(("top_this",)))
            order = next(a.order for a in s.legal if a.TYPE == "top_this")
            s.on_click(("order", order))
            self.prompt("order chosen")
            s.on_click(("order", order))
        if "flick" in legal and s.hand_slots:
            first = next(iter(s.hand_slots))
            s.pointing = "hand"
            s.set_prompt()
            self.prompt("pointing at the hand")
            s.on_click(("hand", first))
            self.prompt("pointing at the chosen topping")
            s.pointing = None
            s.set_prompt()
            self.prompt("topping chosen")
            s.on_key(K.Key_Return)  # the flick by keys (key_flick.py): placing, then aiming
            self.prompt("placing by keys")
            s.on_key(K.Key_Return)
            self.prompt("aiming by keys")
            s.on_key(K.Key_Escape)
            s.on_key(K.Key_Escape)
            assert s.key_flick.mode is None and s.aiming is None and s.chosen == first
            s.aiming = {}
            s.set_prompt()
            self.prompt("aiming")
            s.aiming = None
            s.cancel_aim()
            self.prompt("flick cancelled")
            s.on_key(K.Key_Escape)
            self.flick_by_keys()
        s.draw_position()

    def flick_by_keys(self) -> None:
        """What each key of the flick by keys says (key_words.py): the topping chosen and turned over,
        moved in and out, round the crust, onto a spot where it may not go, aimed, the power, Esc."""
        s = self.scene
        key = s.on_key
        self.said("a topping chosen by its number", lambda: key(K.Key_1))
        self.said("turned over", lambda: key(K.Key_T))
        self.said("on the crust by keys", lambda: key(K.Key_Return))
        self.said("nearer the slices", lambda: key(K.Key_Up), 3)
        self.said("nearer the edge", lambda: key(K.Key_Down), 5)
        self.said("back to the middle of the crust", lambda: key(K.Key_Up), 2)
        self.said("round the crust", lambda: key(K.Key_Right))
        x, y = s.key_flick.point()
        s.view["board"].append({"id": -1, "x": x, "y": y, "face": "olives", "other": "onions", "slices": []})
        self.said("where it may not go", lambda: key(K.Key_Left))  # the rules' sentence why
        s.view["board"].pop()
        self.said("where it started", lambda: key(K.Key_Right, True))
        self.said("where it started", lambda: key(K.Key_Left, True))
        self.said("aiming by keys", lambda: key(K.Key_Return))
        if s.key_flick.mode == "aim":
            self.said("the aim turned", lambda: key(K.Key_Left), 1 if self.aimed_round else 72)
            self.aimed_round = True
            self.said("the power", lambda: key(K.Key_Up))
        self.said("steps back", lambda: key(K.Key_Escape), 3)
        assert s.chosen is None and s.key_flick.mode is None


def _press_event():
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtWidgets import QGraphicsSceneMouseEvent

    event = QGraphicsSceneMouseEvent(QEvent.Type.GraphicsSceneMousePress)
    event.setScenePos(QPointF(5, 5))
    event.setButton(Qt.MouseButton.LeftButton)
    return event


def _render(item) -> QImage:
    r = item.boundingRect()
    img = QImage(max(1, int(r.width()) + 2), max(1, int(r.height()) + 2), QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    p.translate(-r.topLeft())
    item.paint(p, None, None)
    p.end()
    return img


def open_table(qtbot, players: int, size=(800, 600), names=NAMES, colors=COLORS) -> tuple[Scene, TableView]:
    """A Top This! table scene for `players` seats, shown in a view of `size` (in the language in use)."""
    scene = Scene(GAME, names[:players], colors[:players])
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    return scene, view


def _walk(qtbot, language: str, players: int, seed: int, size=(800, 600)) -> Walk:
    with i18n.use(language):
        scene, view = open_table(qtbot, players, size)
        walk = Walk(scene, check_fit=language == "de" and size == (800, 600))
        state = GAME.new_state(players, seed)
        rng = random.Random(seed)
        step = 0
        while not state.is_over:
            seat = state.current_player
            if step < 24 or step % 6 == 0:  # (every step would take long and read the same again)
                scene.show_position(state.view(seat), state.legal_actions(), seat)
                walk.table(f"step {step}")
                walk.moves()
            if step == 0:
                walk.empty_stacks()
            state.apply(_pick(state.legal_actions(), rng))
            step += 1
        start = GAME.new_state(players, seed)
        scene.show_position(start.view(0), [Pass()], 0)  # nothing else to do (the rules seldom come to it)
        walk.prompt("only a pass")
        scene.show_position(state.view(0), [], None)
        walk.table("game over")
        scene.show_position(dict(state.view(0), status=""), [], None)
        walk.prompt("game over, no status")
        view.close()
    return walk


@pytest.fixture
def seen(messages_seen):
    return messages_seen


@pytest.mark.parametrize("players, seed", [(2, 31), (5, 32)])
def test_the_table_reads_in_german_and_fits_at_800x600(qtbot, seen, players, seed):
    en = _walk(qtbot, "en", players, seed)
    de = _walk(qtbot, "de", players, seed)
    assert [w for w, _t in en.texts] == [w for w, _t in de.texts]  # the same walk in both languages
    assert len(en.texts) > 400
    problems = []
    for (where, e), (_w, d) in zip(en.texts, de.texts):
        if _bare(e) and _bare(e) == _bare(d):
            problems.append(f"{where}: the same in both languages: {d!r}")
        for word in ENGLISH:
            if word in f" {d.lower()} ":
                problems.append(f"{where}: English {word.strip()!r} in {d!r}")
    assert not problems, "\n".join(sorted(set(problems))[:40])
    assert not de.unfit, "\n".join(sorted(set(de.unfit))[:40])
    assert not en.unfit  # (not checked: English is laid out as it always was)


def test_every_message_of_the_table_is_read(qtbot, seen):
    for players, seed in ((2, 31), (3, 33), (5, 32)):
        _walk(qtbot, "de", players, seed)
    unread = sorted(_table_messages() - {m for _c, m in seen})
    assert unread == [], f"{len(unread)} messages of the Top This! table never read: {unread}"


def test_german_fits_the_big_table_too(qtbot):
    walk = _walk(qtbot, "de", 5, 32, (1920, 1080))
    walk.check_fit = True
    walk.table("1920x1080")
    assert not walk.unfit, "\n".join(walk.unfit[:20])


def test_a_long_card_word_shrinks_and_narrows_but_is_never_split(qtbot):
    """A card's word stays whole on one line: "TRINK-" "GELD" read as two words (issue 26 play-test)."""
    assert art.word_layout("TIP", 11.0, 30.0, 40.0) == (["TIP"], 11.0, 100)
    lines, px, stretch = art.word_layout("TRINKGELD", 22.0, 65.0, 100.0)  # shrinks at its width, then narrows
    assert lines == ["TRINKGELD"] and MIN_TEXT_PX <= px < 22.0 and stretch < 100
    lines, px, stretch = art.word_layout("TRINK\u00adGELD", 11.0, 34.0, 50.0)  # a soft hyphen is not a break
    assert lines == ["TRINKGELD"] and px >= MIN_TEXT_PX
    lines, px, stretch = art.word_layout("BESTELLUNG", 12.7, 69.0, 21.0)
    assert lines == ["BESTELLUNG"] and stretch < 100 and px >= MIN_TEXT_PX
    assert art.word_layout("BESTELLUNG", 25.0, 400.0, 40.0) == (["BESTELLUNG"], 25.0, 100)
    # the tip card is as wide as its word needs at the least size
    with i18n.use("de"):
        assert art.word_width("TRINKGELD", MIN_TEXT_PX) <= art_cards.tip_card_width(48.0) * art_cards.TIP_WORD
