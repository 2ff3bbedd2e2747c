"""Top 3's long words on cards at the largest text size (docs/rulings.md, "Top 3: the least size of a
long word on a card follows the text size"): at 200 % a word wider than its box at the least text size
(22 px) is drawn smaller down to WORD_MIN_PX x 2 = 18 px, never to the 9 px of 100 %, and below that
elided; at 100 % nothing changed (tests/games/top3/test_art.py)."""

from __future__ import annotations

import pytest

from app.games.top3.ui.art_base import WORD_MIN_PX, fit_text, word_min_px
from app.ui.items import card_art
from app.ui.items.card_art import text_width


@pytest.fixture
def large_text():
    card_art.set_text_scale(2.0)
    yield
    card_art.set_text_scale(1.0)


def test_the_word_floor_is_scaled_with_the_text_size(qapp):
    assert word_min_px() == WORD_MIN_PX
    card_art.set_text_scale(2.0)
    try:
        assert word_min_px() == pytest.approx(WORD_MIN_PX * 2)
    finally:
        card_art.set_text_scale(1.0)


def test_a_long_word_at_200_percent_goes_down_to_18_px_not_9(qapp, large_text):
    least = card_art.min_text_px()
    wide = text_width("Kopenhagen", least, False)
    lines, px, _bold = fit_text("Kopenhagen", wide - 8, 80, 40)
    assert lines == ["Kopenhagen"] and word_min_px() <= px < least
    # narrower than the word at 18 px: elided at the least size, never drawn at 9 to 18 px
    lines, px, _bold = fit_text("Kopenhagen", wide * WORD_MIN_PX / card_art.MIN_TEXT_PX - 8, 80, 40)
    assert px == least and lines[0].endswith("…")
