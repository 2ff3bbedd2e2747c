"""Learn to play Top Pop at 800x600 (play-test): the lesson's banner above the table leaves it a short
view (about 366 px in German), and the table must still fit it: the hand's cards, the supply, its
count and the buttons inside the view, the prompt above the hand. (The three seats' rows at the least
card needed more height than there was: the bands ran 17 px past the bottom.)"""

from __future__ import annotations

import pytest

from app.core import i18n
from tests.support.tutorial_run import learner_may_move, main_window
from tests.ui import layout_check


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_lesson_table_fits_under_the_banner(qtbot, language):
    with i18n.use(language):
        window = main_window(qtbot, speed="off", size=(800, 600))
        try:
            qtbot.waitExposed(window)
            window.start_tutorial("top_pop", 0)  # the game for three
            table = window.table
            scene = table.scene
            qtbot.waitUntil(lambda: learner_may_move(window), timeout=10000)
            viewport = table.view.viewport()
            assert (scene.width, scene.height) == (viewport.width(), viewport.height())
            g = scene.geo
            assert scene.hand.cards and len(scene.names) == 3  # the lesson's three seats, a hand
            assert g.bottom_y + g.bottom_h <= scene.height + 0.5, (g.bottom_y, g.bottom_h, scene.height)
            parts = {"prompt": scene.prompt, "supply count": scene.supply_label,
                     **{f"supply {k}": chip for k, chip in enumerate(scene.supply)},
                     **{f"button {name}": b for name, b in scene.buttons.items() if b.isVisible()},
                     **{f"hand card {k}": card for k, card in enumerate(scene.hand.cards)}}
            for name, item in parts.items():
                # what is drawn (a glow's margin aside; a fanned card's turned corner may touch the last pixel)
                r = item.mapToScene(item.shape()).boundingRect()
                assert r.bottom() <= scene.height + 1.0, (language, name, r.getRect(), scene.height)
            assert scene.prompt.sceneBoundingRect().bottom() <= g.bottom_y + 0.5
            assert layout_check.scene_text(table.view) == []  # no text cut, covered or too small
        finally:
            window.close()
