"""The end-of-game breakdown fills a large window (larger letters, a card in the middle) and stays
whole at 800 x 600; Top This! shows its tie-breakers (tips, orders completed) and says how a tie on
the total was broken, in the players' names, from the final view."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel, QTableWidget

from app.games import registry
from app.games.top_this.components import ORDERS, TIPS
from app.ui.qt_end_of_game import EndOfGameWidget

NAMES = ["Ana", "Ben", "Cleo"]
COLORS = ["#cc3333", "#3366cc", "#33aa33"]
FLIP7_VIEW = {"winners": [0], "totals": [207, 99, 0], "is_over": True,
              "rounds": [[113, 0, 0], [12, 0, 0], [74, 31, 0], [0, 68, 0], [8, 0, 0]]}


def _top_this_tie_view() -> dict:
    """A finished Top This! position where Ana and Ben both have $12 and Ben has more in tips."""
    state = registry.get("top_this").new_state(3, 3, {"start": 0})
    value = {o.value: o.id for o in reversed(ORDERS)}
    tip = {t.value: t.id for t in reversed(TIPS)}
    state.piles[0] = {"orders": [value[5], value[3], value[2]], "tips": [tip[2]]}
    state.piles[1] = {"orders": [value[4], value[3] + 1, value[2] + 1], "tips": [tip[3]]}
    state.piles[2] = {"orders": [value[7]], "tips": [tip[1]]}
    state.over, state.phase = True, "over"
    return state.view(0)


def _shown(qtbot, size, title, view) -> EndOfGameWidget:
    widget = EndOfGameWidget()
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    widget.show_result(title, NAMES, COLORS, view)
    qtbot.wait(20)
    return widget


def test_the_breakdown_grows_with_the_window(qtbot):
    small = _shown(qtbot, (800, 540), "Flip 7", FLIP7_VIEW)
    large = _shown(qtbot, (1920, 1040), "Flip 7", FLIP7_VIEW)
    # no small block in a large void: the sheet takes a good part of the window (before: 269 x 149 px
    # in a 1920 x 1040 window, as at 800 x 600)
    assert large.sheet.width() >= 0.25 * large.width() and large.sheet.height() >= 0.25 * large.height()
    assert large.headline.font().pointSizeF() > 1.6 * small.headline.font().pointSizeF()
    assert large.scale() > 1.6 * small.scale()
    assert large.sheet.font().pointSizeF() > 1.6 * small.sheet.font().pointSizeF()
    # in the middle
    card = large.card.geometry()
    assert abs(card.center().x() - large.width() / 2) <= 2 and abs(card.center().y() - large.height() / 2) <= 20


@pytest.mark.parametrize("title, view", [("Flip 7", FLIP7_VIEW), ("Top This!", _top_this_tie_view())])
def test_everything_stays_in_the_window_at_800_by_600(qtbot, title, view):
    widget = _shown(qtbot, (800, 540), title, view)
    inside = widget.rect()
    for part in (widget.card, widget.headline, widget.detail, widget.again, widget.back):
        rect = part.geometry() if part is widget.card else part.geometry().translated(widget.card.pos())
        assert inside.contains(rect), (part, rect)
    if widget.standings.isVisible():
        rect = widget.standings.geometry().translated(widget.card.pos())
        assert inside.contains(rect)
        assert widget.standings.verticalScrollBar().maximum() == 0  # every place in sight
    sheet = widget.sheet
    last = sheet.rowCount() - 1
    assert sheet.visualItemRect(sheet.item(last, 0)).bottom() <= sheet.viewport().height()  # the totals


def test_top_this_shows_tips_and_orders_and_how_the_tie_was_broken(qtbot):
    view = _top_this_tie_view()
    assert view["totals"][:2] == [12, 12] and view["winners"] == [1]
    widget = _shown(qtbot, (1200, 800), "Top This!", view)
    assert widget.headline.text() == "Ben wins!"
    words = [label.text() for label in widget.findChildren(QLabel) if label.isVisible()]
    assert "Ana and Ben both have $12. Ben wins with more money in tips: $3 against $2." in words
    tables = [t for t in widget.findChildren(QTableWidget) if t.isVisible() and t is not widget.sheet]
    assert len(tables) == 1, "a table of the places with the tie-breakers"
    table = tables[0]
    assert table is widget.standings and widget.tie_break.isVisible()
    assert [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())] == [
        "Player", "Total", "Tips", "Orders completed"]
    assert table.row_texts() == [["★ Ben", "12", "$3", "3"], ["Ana", "12", "$2", "3"], ["Cleo", "8", "$1", "1"]]
    assert "Final scores: Ben 12, Ana 12, Cleo 8." in widget.detail.text()


def test_the_final_scores_follow_the_views_ranking(qtbot):
    """The screen works out no order of its own (issue 8 review): the places are the view's."""
    view = {**FLIP7_VIEW, "totals": [207, 99, 99], "ranking": [0, 2, 1]}
    widget = _shown(qtbot, (1200, 800), "Flip 7", view)
    assert "Final scores: Ana 207, Cleo 99, Ben 99." in widget.detail.text()
    unranked = _shown(qtbot, (1200, 800), "Flip 7", {**FLIP7_VIEW, "totals": [9, 99, 0]})
    assert "Final scores: Ana 9, Ben 99, Cleo 0." in unranked.detail.text()  # seat order


def test_flip7_has_no_tie_breakers_to_show(qtbot):
    widget = _shown(qtbot, (1200, 800), "Flip 7", FLIP7_VIEW)
    assert not widget.tie_break.isVisible() and not widget.standings.isVisible()
    assert widget.winner_names() == ["Ana"]


def _long_tie_view() -> dict:
    """A tie on the total and the tips, broken by the orders: the longest sentence."""
    view = _top_this_tie_view()
    view["tie_breakers"] = dict(view["tie_breakers"], sentence=(
        "Player 1 and Player 2 both have $47. Both have $6 in tips. Player 2 wins with more orders "
        "completed: 10 against 8."))
    view["rounds"] = [[i % 3, (i + 1) % 3, 0] for i in range(9)]
    return view


@pytest.mark.parametrize("size", [(1920, 1040), (1280, 720), (800, 600), (640, 900)])
def test_the_tie_break_sentence_has_room_for_all_its_lines(qtbot, size):
    """Play-test: the sentence lost the top of its first line and the bottom of its last one."""
    widget = _shown(qtbot, size, "Top This!", _long_tie_view())
    for label in (widget.tie_break, widget.headline, widget.detail):
        assert label.isVisible()
        assert label.height() >= label.heightForWidth(label.width()), (size, label.text())


def test_the_winners_star_stays_when_the_names_are_fitted_again(qtbot):
    """Play-test: fitting the names to their columns (on every resize) wiped the winner's star."""
    widget = _shown(qtbot, (1280, 720), "Top This!", _top_this_tie_view())
    for size in ((800, 600), (1920, 1040)):
        widget.resize(*size)
        qtbot.wait(20)
        winners = widget.sheet.horizontalHeaderItem(1).text()
        assert winners.startswith("\u2605 "), winners
        assert not widget.sheet.horizontalHeaderItem(0).text().startswith("\u2605")


def test_the_rounds_table_is_no_taller_than_its_rows(qtbot):
    """Play-test: beside a tall words column the rounds table showed white space under the totals."""
    widget = _shown(qtbot, (800, 600), "Top This!", _long_tie_view())
    sheet = widget.sheet
    rows = sum(sheet.rowHeight(r) for r in range(sheet.rowCount()))
    assert sheet.height() <= rows + sheet.horizontalHeader().height() + 2 * sheet.frameWidth() + 2
