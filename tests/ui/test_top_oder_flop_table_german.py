"""The Top oder Flop table in German: seeded games are played on the table scene once in English and
once in German, and every text the table shows is read at each step (the prompt at each step of a
move, the words beside the rows, the markers left, the panels' and piles' tooltips, the end-of-game
sheet's rows and places). Each German text differs from the English one (names, numbers and the
films' titles alone excepted). Skipped until the German catalogue of the table is written."""

from __future__ import annotations

import random
import re

import pytest

from app.core import i18n
from app.games.top_oder_flop.actions import Change, Marker
from app.games.top_oder_flop.cards import TITLES
from app.games.top_oder_flop.rules import GAME
from app.games.top_oder_flop.ui import sheet
from app.games.top_oder_flop.ui.scene import PROMPTS, Scene
from tests.ui.test_top_oder_flop_table import COLORS

NAMES = ["Ana", "Ben", "Cleo"]


def _wordless(text: str) -> str:
    """`text` without names, numbers, the films' titles, the game's words "Top" and "Flop" (German
    too, as the German rulebook has them) and signs: what must be translated."""
    for words in (*TITLES.values(), *NAMES, "Top oder Flop"):
        text = text.replace(words, " ")
    return " ".join(w for w in re.sub(r"[\d\W_]+", " ", text).split() if w not in ("Top", "Flop"))


def _shown(scene) -> list[str]:
    out = [scene.prompt.text, scene.picker_label.text, *(label.text for label in scene.side_labels.values())]
    out += [panel.toolTip() for panel in scene.seat_items]
    out += [scene.deck.toolTip(), scene.discard.toolTip()]
    return out


def _first_steps(scene, action) -> list[str]:
    """Make the first steps of `action` on the table (not the last: nothing is played), reading the
    prompt after each."""
    said = []
    if isinstance(action, Marker):
        scene.on_click(("marker", action.face))
        return [scene.prompt.text]
    index = next(i for i, c in enumerate(scene.hand.cards) if c.code == action.card)
    scene.on_click(("hand", index))
    said.append(scene.prompt.text)
    if isinstance(action, Change):
        scene.on_click(("card", action.film, action.side, action.moved))
        said.append(scene.prompt.text)
    if getattr(action, "replace", None) is not None:
        dest = (action.to_film, action.to_side) if isinstance(action, Change) else (action.film, action.side)
        scene.on_click(("side", *dest))
        said.append(scene.prompt.text)
        scene.on_click(("card", *dest, action.replace))
        said.append(scene.prompt.text)
    scene.cancel_choice()
    return said


def play(qtbot, language: str, seed: int) -> list[str]:
    texts: list[str] = []
    with i18n.use(language):
        state = GAME.new_state(3, seed, None)
        scene = Scene(GAME, NAMES, COLORS[:3])
        scene.set_speed(0.0)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            legal = state.legal_actions()
            scene.show_position(state.view(0), legal if seat == 0 else [], seat)
            texts += _shown(scene)
            action = rng.choice([a for a in legal if a.TYPE != "personal"] or legal)
            if seat == 0:
                texts += _first_steps(scene, action)
            state.apply(action)
        final = state.view(0)
        scene.show_position(final, [], None)
        texts += _shown(scene)
        for label, cells in sheet.rows(final, NAMES):
            texts += [label, *cells]
        texts += sheet.standings(final, NAMES)["columns"]
    return texts


def test_every_text_of_the_table_is_german(qtbot):
    with i18n.use("de"):
        missing = i18n._(PROMPTS["idle"]) == PROMPTS["idle"]
    if missing:
        pytest.skip("the German catalogue of the Top oder Flop table is not written yet")
    for seed in (1, 2):
        english, german = play(qtbot, "en", seed), play(qtbot, "de", seed)
        assert len(english) == len(german)
        same = sorted({e for e, d in zip(english, german) if _wordless(e) and _wordless(e) == _wordless(d)})
        assert same == [], "not translated:\n" + "\n".join(same)
