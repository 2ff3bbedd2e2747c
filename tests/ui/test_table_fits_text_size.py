"""The table fits its window at the largest text size (issue 29: View > Text size 200 %): every game,
English and German, the fewest and the most players, early and mid-game, at 1280x800 and 1920x1080:
no text on the table elided, cut, covered, out of sight or drawn below the least size at 200 %
(22 px: `card_art.min_text_px()`), and the window keeps its size. (At 800x600 a table at 200 % is
not asked to fit: docs/architecture.md says what it does there.)"""

from __future__ import annotations

import os

import pytest

from app.core import i18n
from app.games import registry
from app.ui.items import card_art
from tests.ui.test_table_fits import GERMAN, _look, _play, _seats, _settled, open_window

SIZES = [(1280, 800), (1920, 1080)]
SCALE = 2.0
#: not mended yet (issue 29, first step: the sizes come from one place; the games' layouts do not yet
#: reserve room for every text at 200 %): strict, so the test says when one is
KNOWN = {
    "top3": "Confirm reaches out of the table; the round's label and a long question drawn smaller",
    "top_oder_flop": "film titles left out on the posters; a label under 22 px",
    "top_pop": "Done/Cancel reach out of the table; a seat's label under 22 px",
}


@pytest.fixture
def large_text():
    card_art.set_text_scale(SCALE)
    yield
    card_art.set_text_scale(1.0)


@pytest.mark.parametrize("game_id", [pytest.param(g, marks=pytest.mark.xfail(reason=KNOWN[g], strict=True))
                                     if g in KNOWN else g for g in sorted(GERMAN)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_table_fits_at_200_percent(qtbot, monkeypatch, large_text, game_id, lang):
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    assert card_art.min_text_px() == pytest.approx(card_art.MIN_TEXT_PX * SCALE)
    found: list[str] = []
    with i18n.use(lang):
        window = open_window(qtbot, SIZES[-1])
        game = registry.get(game_id)
        for players in (GERMAN[game_id][0], GERMAN[game_id][-1]):
            window.start_game(game, _seats(players, human=True), seed=7)
            table = window.table
            qtbot.waitUntil(lambda: _settled(table), timeout=20000)
            where = f"{game_id} {lang} {players} players"
            found += _look(qtbot, window, f"{where}, early", SIZES, card_art.min_text_px())
            _play(qtbot, window, 4)
            if not window.session.is_over:
                found += _look(qtbot, window, f"{where}, mid-game", SIZES, card_art.min_text_px())
    assert found == [], f"{len(found)} problems:\n" + "\n".join(found)
