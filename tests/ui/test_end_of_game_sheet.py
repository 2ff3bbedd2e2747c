"""The end-of-game breakdown shows every name and number whole, at a small and a large window."""

import pytest

from app.ui.qt_end_of_game import EndOfGameWidget

NAMES = ["Anastasia", "Benedikt", "Cleo", "Dan"]
COLORS = ["#cc3333", "#3366cc", "#33aa33", "#ee9900"]
VIEW = {"winners": [0], "totals": [203, 187, 150, 99],
        "rounds": [[25, 0, 41, 12], [82, 17, 0, 30], [96, 170, 109, 57]], "is_over": True}


@pytest.mark.parametrize("size", [(800, 600), (1600, 1000)])
def test_no_name_or_total_is_cut_off(qtbot, size):
    w = EndOfGameWidget()
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    w.show_result("Flip 7", NAMES, COLORS, VIEW)
    qtbot.wait(50)
    sheet = w.sheet
    metrics = sheet.horizontalHeader().fontMetrics()
    for c in range(sheet.columnCount()):
        text = sheet.horizontalHeaderItem(c).text()
        assert NAMES[c] in text
        assert sheet.columnWidth(c) >= metrics.horizontalAdvance(text), (c, text, sheet.columnWidth(c))
        for r in range(sheet.rowCount()):
            item = sheet.item(r, c)
            if item is not None and item.text():
                assert sheet.columnWidth(c) >= sheet.fontMetrics().horizontalAdvance(item.text())
    assert sheet.width() <= w.width()
