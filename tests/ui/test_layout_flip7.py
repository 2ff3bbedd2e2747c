"""Flip 7's table declared in card units (app/games/flip7/ui/layout.py on app/ui/table_layout.py), and
its end screen's score sheet with 18 players.

- From 3 to 18 players and from the table of an 800x600 window to a full-screen one, every line lies
  inside the table, under the pool, apart from the others, and the pool's parts apart from each other;
  the deck's cards are no smaller than a line's card where the lines have room.
- The winner's column header on the end screen shows the star and the whole name (with 18 players it
  read "★ …": the star and an ellipsis, nothing a player can read)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetrics

from app.core.i18n import _
from app.games.flip7.ui import layout
from app.ui.items.card_art import text_width
from app.ui.qt_end_of_game import EndOfGameWidget

#: the table's viewport in an 800x600 and in a 1920x1080 window, the whole of each, and one between
SIZES = [(589, 521), (800, 600), (1100, 700), (1553, 1001), (1920, 1080)]
NAMES = ["Ana", "Benedikt", "Chloé", "Dmitri", "Everyone", "Panagiotis", "Gus", "Hal", "Ida", "Jo",
         "Kai", "Lea", "Mo", "Nia", "Ole", "Pia", "Quinn", "Rosa"]


def _apart(a: QRectF, b: QRectF) -> bool:
    return not a.adjusted(0.5, 0.5, -0.5, -0.5).intersects(b)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4, 5, 6, 8, 10, 14, 18])
def test_every_line_and_pile_has_its_own_place_in_the_table(qapp, size, players):
    W, H = size
    lay = layout.compute(W, H, players, _("Stay (S)"))
    table = QRectF(0, 0, W, H)
    pool, lines = lay.pool, lay.lines
    assert table.contains(pool)
    assert len(lines) == players
    for i, line in enumerate(lines):
        assert table.contains(line), (i, line)
        assert line.top() >= pool.bottom(), (i, line, pool)
        assert all(_apart(line, other) for other in lines[i + 1:]), (i, line)
        assert line.width() >= layout.LINE_ASPECT * line.height() - 1  # room for ~10 fanned cards
    pile_h = lay.pile_w / layout.ASPECT
    deck, discard = (QRectF(at.x(), at.y(), lay.pile_w, pile_h) for at in (lay.deck, lay.discard))
    words = [box for box, _px in lay.words]
    parts = [words[0].united(words[-1]), deck, discard, lay.stay]
    for i, part in enumerate(parts):
        assert pool.adjusted(-0.01, -0.01, 0.01, 0.01).contains(part), (i, part, pool)
        assert all(_apart(part, other) for other in parts[i + 1:]), (i, part)
    assert all(_apart(a, b) for a, b in zip(words, words[1:]))
    assert words[0].width() >= 0.3 * W
    line_card_h = lines[0].height() * layout.ROW_SHARE
    assert pile_h >= min(line_card_h, pool.height() * layout.PILE_SHARE) - 0.5


@pytest.mark.parametrize("size, players, cols", [((800, 600), 18, 3), ((1553, 1001), 18, 4), ((800, 600), 4, 2),
                                                 ((800, 600), 3, 1), ((1553, 1001), 3, 2), ((800, 600), 10, 3),
                                                 ((589, 521), 10, 2)])
def test_the_lines_form_columns_as_the_room_asks(qapp, size, players, cols):
    assert layout.compute(*size, players, "Stay (S)").cols == cols


def _end_screen(qtbot, size, winner: int) -> EndOfGameWidget:
    totals = [100 + 3 * i for i in range(len(NAMES))]
    totals[winner] = 207
    view = {"winners": [winner], "totals": totals, "is_over": True,
            "rounds": [[t // 2 for t in totals], [t - t // 2 for t in totals]]}
    widget = EndOfGameWidget()
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    widget.show_result("Flip 7", NAMES, ["#cc3333"] * len(NAMES), view)
    qtbot.wait(40)
    return widget


@pytest.mark.parametrize("size", [(800, 540), (1280, 760), (1920, 1040)])
@pytest.mark.parametrize("winner", [14, 5])  # "Ole", "Panagiotis"
def test_the_winners_header_shows_the_star_and_the_whole_name(qtbot, size, winner):
    widget = _end_screen(qtbot, size, winner)
    sheet = widget.sheet
    item = sheet.horizontalHeaderItem(winner)
    assert item.text() == "\u2605 " + NAMES[winner]
    assert sheet.columnWidth(winner) >= QFontMetrics(item.font()).horizontalAdvance(item.text())
    # the others keep their names, or their first letters (the tooltips have them whole)
    for col, name in enumerate(NAMES):
        if col == winner:
            continue
        text = sheet.horizontalHeaderItem(col).text()
        assert text == name or (text.endswith("\u2026") and name.startswith(text[:-1]) and len(text) >= 2), text


def test_the_german_stay_button_is_drawn_near_the_english_size_in_a_large_window(qapp):
    """Play-test: at 1920x1080 'Aufhören (A)' was drawn at about half the size of 'Stay (S)' (the button
    was at most 180 px wide); where the table has room the button is as wide as its words need."""
    from app.core import i18n
    from app.games.flip7.ui.keys import STAY_WORDS

    def drawn_px(lang: str) -> float:
        with i18n.use(lang):
            words = _(STAY_WORDS)
            lay = layout.compute(1720, 980, 3, words)
        bh, w = lay.stay.height(), lay.stay.width()
        return bh * 0.5 * min(1.0, (w - bh * 0.6) / text_width(words, bh * 0.5))

    assert drawn_px("de") >= 0.9 * drawn_px("en"), (drawn_px("de"), drawn_px("en"))
