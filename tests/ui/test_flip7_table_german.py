"""The Flip 7 table in German: seeded games are played on the table scene once in English and once
in German, and every text the table shows is read at each step (the round, the info line, the
prompt, the Stay button, the piles' labels, the dealer's button, the stamps, and what animations
add: floating words, result chips, the round's banner). Each German text differs from the English
one (names, numbers and "Flip 7" alone excepted), holds no English word, and fits where it is drawn
at 800x600 (no sentence cut, nothing below MIN_TEXT_PX). The card faces' words fit on the card."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from app.core import i18n
from app.core.rng import Rng
from app.games.flip7.ui.art import ART
from app.ui.items.card_art import MIN_TEXT_PX, recording_text
from app.ui.items.markers import BannerItem, LabelItem
from tests.ui.scene_helpers import GAME, NAMES, make_table
from tests.ui.test_flip7_text_size import _painted, too_small

SIZE = (800, 600)
#: words that would show an English text left on a German table
ENGLISH = {"the", "who", "gets", "choose", "choosing", "click", "deck", "discards", "round", "wins", "deals",
           "turn", "stay", "stays", "bust", "saved", "frozen", "three", "more", "score", "sheet", "over", "game",
           "hit", "press", "must", "with", "points", "card", "cards", "player", "is", "and", "or", "arrows",
           "two", "decks", "first", "wait", "moving", "double", "second", "your", "nobody"}


def _wordless(text: str) -> str:
    """`text` without the players' names, numbers, "Flip 7" and signs: what must be translated."""
    text = re.sub(r"flip\s*7", " ", text, flags=re.IGNORECASE)
    for name in NAMES:
        text = re.sub(rf"\b{name}\b", " ", text)
    return " ".join(re.sub(r"[\d\W_]+", " ", text).split())


def _shown(scene) -> list[tuple[str, str]]:
    """(where, text) of every text the table shows now, in a fixed order."""
    out = [("round", scene.round_label.text), ("info", scene.info_label.text), ("prompt", scene.prompt_label.text),
           ("deck", scene.deck.label_text()), ("discards", scene.discard.label_text())]
    if scene.stay_button.isVisible():
        out.append(("stay", scene.stay_button.text))
    for line in scene.lines:
        if line.badge.isVisible():
            out.append(("dealer", line.badge.text))
        if line.stamp.isVisible():
            out.append(("stamp", line.stamp.text))
    return out


def _unfitted(scene, view) -> list[str]:
    """Sentences of the table's labels that are cut or below MIN_TEXT_PX, and any text drawn too small."""
    problems = too_small(scene, view)
    for label in (scene.round_label, scene.info_label, scene.prompt_label):
        if not label.text:
            continue
        lines, px, shown = label.layout()
        if " ".join(lines).split() != label.text.split():
            problems.append(f"wrapped short: {label.text!r}")
        if "…" in label.text.removesuffix("…").removesuffix(" …"):
            problems.append(f"a name cut: {label.text!r}")
        if shown < MIN_TEXT_PX:
            problems.append(f"{label.text!r}: {shown:.1f} px")
    return problems


def _item_text(item) -> str | None:
    if isinstance(item, BannerItem):
        return item.text
    if isinstance(item, LabelItem):
        return item.text
    return None


def play(qtbot, language: str, players: int, seed: int, check_fit: bool) -> tuple[list, list]:
    """Play a seeded game to its end on the table; return the texts shown at each step as (step,
    where, text) and what did not fit."""
    with i18n.use(language):
        scene, view = make_table(qtbot, players, *SIZE)
        scene.set_speed(1e-6)  # every animation step runs (and adds its words), in no time
        texts, problems, step = [], [], [0]
        added: list = []
        real_add = scene.addItem

        def add(item) -> None:
            real_add(item)
            text = _item_text(item)
            if text:
                added.append((f"added {type(item).__name__}", text))
                if check_fit:
                    problems.extend(f"{text!r}: {px:.1f} px" for t, px, role in _painted(item, view)
                                    if role == "text" and px < MIN_TEXT_PX - 1e-6)

        def snapshot(what: str) -> None:
            step[0] += 1
            texts.extend((step[0], where, text) for where, text in _shown(scene) + added)
            added.clear()
            if check_fit:
                problems.extend(f"{what} {step[0]}: {p}" for p in _unfitted(scene, view))

        def wait() -> None:
            snapshot("moving")  # the table while the cards move (the deal's own prompt)
            qtbot.waitUntil(lambda: not scene.busy, timeout=10000)
            snapshot("settled")

        scene.addItem = add
        state = GAME.new_state(players, seed)
        scene.play_events(state.setup_events, state.view(None), state.setup_view(None))
        wait()
        rng = Rng(seed)
        while state.legal_actions():
            legal, seat = state.legal_actions(), state.current_player
            scene.show_position(state.view(None), [], None)  # as another player sees the turn
            snapshot("watching")
            scene.show_position(state.view(seat), legal, seat)
            snapshot("playing")
            hits = [a for a in legal if a.TYPE == "hit"]
            scene.play_events(state.apply(hits[0] if hits and rng.random() < 0.7 else rng.choice(legal)),
                              state.view(None))
            wait()
        return texts, problems


@pytest.mark.parametrize("players,seed", [(3, 5), (8, 11)])
def test_every_text_on_the_table_is_german_and_fits(qtbot, players, seed):
    english, _ = play(qtbot, "en", players, seed, check_fit=False)
    german, problems = play(qtbot, "de", players, seed, check_fit=True)
    assert [(s, w) for s, w, _ in english] == [(s, w) for s, w, _ in german]  # the same game, step by step
    same, english_words, kinds = [], [], set()
    for (step, where, en), (_s, _w, de) in zip(english, german):
        kinds.add(where)
        if _wordless(en) and _wordless(en) == _wordless(de):
            same.append(f"{step} {where}: {en!r}")
        found = ENGLISH & {w.lower() for w in re.findall(r"[^\W\d_]+", _wordless(de))}
        if found:
            english_words.append(f"{step} {where}: {de!r} {sorted(found)}")
    assert same == [] and english_words == []
    assert problems == []
    assert {"round", "info", "prompt", "stay", "dealer", "stamp", "deck", "discards"} <= kinds
    shown = {text for _, _, text in german}
    for sentence in ("Runde 1", "ist dran", "teilt die Karten aus", "Aufhören (A)", "gewinnt mit", "RAUS",
                     "Hört bei", "Runde 1: " if players <= 4 else "Runde 1 ist vorbei"):
        assert any(sentence in text for text in shown), sentence


@pytest.mark.parametrize("players", [3, 8])
def test_the_choosing_and_two_deck_sentences_fit_in_german(qtbot, players):
    """A Freeze to give (the longest prompt, to the chooser and as the others see it) and the info
    line of a table with two decks, at 800x600."""
    with i18n.use("de"):
        scene, view = make_table(qtbot, players, *SIZE)
        state = GAME.new_state(players, 3, {"dealer": players - 1, "deck": ["freeze"]})
        for position, legal in ((state.view(0), state.legal_actions()), (state.view(None), [])):
            position = dict(position, decks=2)
            scene.show_position(position, legal, 0 if legal else None)
            assert _unfitted(scene, view) == []
            assert scene.info_label.text.endswith("zwei Stapel")
        assert scene.prompt_label.text.startswith("Ana wählt, wer die Karte „Freeze“")


def _card(code: str, h: float, language: str) -> tuple[QImage, list]:
    """The card `code`, `h` high, painted in the middle of an image twice its size, and what text
    it drew."""
    w = h * ART.aspect
    image = QImage(int(w * 2), int(h * 2), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    with i18n.use(language), recording_text() as log:
        ART.paint_face(painter, QRectF(w / 2, h / 2, w, h), code)
    painter.end()
    return image, list(log)


def _ink_outside(image: QImage, h: float) -> int:
    """Pixels painted outside the card (it lies in the middle half of the image)."""
    w = h * ART.aspect
    m = 2 + w * 0.02  # the border's pen
    inside = QRectF(w / 2, h / 2, w, h).adjusted(-m, -m, m, m)
    return sum(1 for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
               if not inside.contains(x, y) and image.pixelColor(x, y).alpha() > 0)


CODES = ("freeze", "flip3", "second", "x2", "+6")


@pytest.mark.parametrize("h", [40, 90, 160, 300])
def test_the_card_words_fit_on_the_card_in_german(qapp, h):
    """Each card's words lie on the card, none smaller than the smallest English card word at that
    size ("2ND CHANCE", shrunk to the width; a long German name is broken onto two lines instead)."""
    english = {code: _card(code, h, "en") for code in CODES}
    smallest = min(px for _, log in english.values() for _, px, role in log if role == "title")
    for code in CODES:
        image, german = _card(code, h, "de")
        en_titles = {t for t, _, role in english[code][1] if role == "title"}
        de_titles = [(t, px) for t, px, role in german if role == "title"]
        assert de_titles, code
        if code in ("flip3", "second", "x2"):
            assert en_titles.isdisjoint(t for t, _ in de_titles), code
        assert _ink_outside(image, h) == 0 == _ink_outside(english[code][0], h), code
        assert min(px for _, px in de_titles) >= smallest, code
        # what a player must read (the values, the corner indices) is what it is in English
        assert [x for x in german if x[2] != "title"] == [x for x in english[code][1] if x[2] != "title"], code
