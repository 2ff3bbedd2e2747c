"""The score sheet after a move sets only the cells that changed (issue 14), and shows what a full
rebuild shows."""

from app.ui.qt_score_sheet import ScoreSheet


def _texts(sheet):
    return [[sheet.cell_text(r, c) for c in range(sheet.columnCount())] for r in range(sheet.rowCount())], \
        [sheet.verticalHeaderItem(r).text() for r in range(sheet.rowCount())]


def test_only_changed_cells_are_set(qtbot):
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.set_players(["Ana", "Ben", "Cy"], ["#d1352b", "#2f6fd0", "#2e9d4a"])
    view = {"rounds": [[3, 0, 5], [1, 2, 0]], "totals": [4, 2, 5], "round_in_progress": [0, 1, 0]}
    sheet.update_from(view)
    calls = []
    real = sheet.setItem
    sheet.setItem = lambda r, c, item: (calls.append((r, c)), real(r, c, item))
    sheet.update_from({**view, "round_in_progress": [0, 4, 0]})
    assert calls == [(2, 1)]  # the live round's cell of Ben; rounds, headers and totals untouched
    calls.clear()
    after = {"rounds": [[3, 0, 5], [1, 2, 0], [0, 4, 0]], "totals": [4, 6, 5], "round_in_progress": [0, 0, 0]}
    sheet.update_from(after)
    shown = _texts(sheet)
    fresh = ScoreSheet()
    qtbot.addWidget(fresh)
    fresh.set_players(["Ana", "Ben", "Cy"], ["#d1352b", "#2f6fd0", "#2e9d4a"])
    fresh.update_from(after)
    assert shown == _texts(fresh)
    assert sheet.item(4, 1).toolTip() == fresh.item(4, 1).toolTip() and sheet.item(4, 1).font().bold()
    assert sheet.item(3, 0).font().italic() and not sheet.item(2, 0).font().italic()
