"""The Top Pop table in German: seeded games (standard with City Powers, and lite) are played on the
table scene once in English and once in German, and every text the table shows is read at each step
(the prompt, and at each step of a move; the banner; the labels and buttons; the tooltips of the
panels, cards, score piles, caps and City Powers). Each German text differs from the English one
(names, numbers, cities and companies alone excepted). Skipped until the German catalogue of the
table is written (the lead writes it at the end)."""

from __future__ import annotations

import random
import re

import pytest

from app.core import i18n
from app.games.top_pop import cards
from app.games.top_pop.rules import GAME
from app.games.top_pop.ui.scene import PROMPTS, Scene
from tests.ui.top_pop_views import COLORS, NAMES

PLAYERS = 3


def _wordless(text: str) -> str:
    """`text` without names, numbers, cities, companies and signs: what must be translated."""
    for words in (*cards.CITY_NAMES.values(), *(c[0] for c in cards.COMPANIES), *NAMES[:PLAYERS], "Top Pop"):
        text = text.replace(words, " ")
    return " ".join(w for w in re.sub(r"[\d\W_]+", " ", text).split() if w not in cards.CITY_NAMES)


def _shown(scene) -> list[str]:
    out = [scene.prompt.text, scene.banner.text, scene.banner.toolTip(), scene.middle_label.text,
           scene.supply_label.text]
    out += [b.text for b in scene.buttons.values() if b.isVisible()]
    out += [p.toolTip() for p in scene.seat_items] + [p.toolTip() for p in scene.piles]
    out += [c.toolTip() for c in (*scene.middle, *scene.supply)] + [scene.deck.toolTip()]
    out += [c.toolTip() for row in scene.rows for c in row.cards]
    if scene.powers_label.isVisible():
        out += [scene.powers_label.text] + [p.toolTip() for p in scene.powers.values() if p.isVisible()]
    return out


def _first_steps(scene, action) -> list[str]:
    """The steps of `action` on the table before the last (nothing is played), reading the prompt."""
    said = []
    if action.TYPE == "place":
        index = next(i for i, c in enumerate(scene.hand.cards) if c.code == action.card)
        scene.on_click(("hand", index))
        said.append(scene.prompt.text)
    elif action.TYPE == "stack":
        scene.on_click(("front", action.seat, action.card))
        said.append(scene.prompt.text)
        for k in action.caps:
            scene.on_click(("supply", k))
            said.append(scene.prompt.text)
    scene.cancel_choice()
    scene.cancel_choice()
    scene.chooser.cancel()
    return said


def play(qtbot, language: str, seed: int, options: dict) -> list[str]:
    texts: list[str] = []
    with i18n.use(language):
        state = GAME.new_state(PLAYERS, seed, dict(options))
        scene = Scene(GAME, NAMES[:PLAYERS], COLORS[:PLAYERS])
        scene.set_speed(0.0)
        rng = random.Random(seed)
        moves = 0
        while not state.is_over and moves < 600:
            seat = state.current_player
            legal = state.legal_actions()
            scene.show_position(state.view(0), legal if seat == 0 else [], seat)
            texts += _shown(scene)
            action = rng.choice(legal)
            if seat == 0:
                texts += _first_steps(scene, action)
            state.apply(action)
            moves += 1
        scene.show_position(state.view(0), [], None)
        texts += _shown(scene)
    return texts


@pytest.mark.parametrize("options", [{"city_powers": True}, {"variant": "lite"}])
def test_every_text_of_the_table_is_german(qtbot, options):
    with i18n.use("de"):
        missing = i18n._(PROMPTS["place"]) == PROMPTS["place"]
    if missing:
        pytest.skip("the German catalogue of the Top Pop table is not written yet")
    for seed in (1, 2):
        english, german = play(qtbot, "en", seed, options), play(qtbot, "de", seed, options)
        assert len(english) == len(german)
        same = sorted({e for e, d in zip(english, german) if _wordless(e) and _wordless(e) == _wordless(d)})
        assert same == [], "not translated:\n" + "\n".join(same)
