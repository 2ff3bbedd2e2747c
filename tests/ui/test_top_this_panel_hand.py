"""The hand's discs on a Top This! seat panel stay readable in every language (play-test: in German at
1000x700 they shrank to 5 px dots beside "0 Trinkgelder", in English they were 12 px): at least the
panel's text size across, inside the panel, clear of the counts, and the counts themselves whole."""

from __future__ import annotations

import pytest

from app.core import i18n
from app.games.top_this.rules import GAME
from app.ui.items.card_art import text_width
from tests.ui.test_top_this_table_german import open_table


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(1000, 700), (800, 600)])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_hand_discs_keep_a_readable_size(qtbot, language, size, players):
    with i18n.use(language):
        scene, _view = open_table(qtbot, players, size)
        state = GAME.new_state(players, 1)
        scene.show_position(state.view(0), state.legal_actions(), 0)
        for orders, tips in ((0, 0), (1, 1), (9, 9)):
            for panel in scene.panels:
                hand = ["onion", "olive", "pepper", "mushroom"]
                panel.set_info(total=0, orders=orders, tips=tips, hand=hand)
                where = (language, size, players, panel.seat, orders, tips)
                discs = panel.hand_discs()
                assert len(discs) == len(hand), where
                _, stats_rows = panel.rows()
                lines = panel.stats_lines()
                for row, line in zip(stats_rows, lines):  # the counts whole, not elided
                    assert text_width(line, panel.small_px) <= row.width(), (where, line)
                last, shown = stats_rows[len(lines) - 1], lines[-1]
                for x, y, r in discs:
                    assert 2 * r >= panel.small_px, (where, 2 * r, panel.small_px)
                    assert x - r >= panel.text_left() - 0.5 and x + r <= panel.w and y + r <= panel.h, where
                    if panel.hand_row:  # on a row of their own, under the counts
                        assert y - r >= last.bottom() - 0.5, where
                    else:  # beside the counts
                        assert abs(y - last.center().y()) < 0.5, where
                        assert x - r >= last.x() + text_width(shown, panel.small_px), where
