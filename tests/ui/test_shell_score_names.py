"""With many players the score sheet's narrow columns show each name cut at the end ("Hu…"), never at
its start, within its column, with the full name in the tooltip; wide columns show the whole name."""

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QStyle

from app.ui.qt_score_sheet import ScoreSheet

NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gia", "Hugo", "Ida", "Jonathan"]
COLORS = ["#d1352b", "#2f6fd0", "#2e9d4a", "#e08a1e", "#8e44ad", "#16a0a0", "#e05c9a", "#8d6e63",
          "#a4b000", "#555555"]


def _sheet(qtbot, width):
    sheet = ScoreSheet(NAMES, COLORS)
    qtbot.addWidget(sheet)
    sheet.resize(width, 160)
    sheet.show()
    QApplication.processEvents()
    return sheet


def test_narrow_columns_cut_names_at_the_end_and_keep_them_in_the_tooltip(qtbot):
    sheet = _sheet(qtbot, 330)
    header = sheet.horizontalHeader()
    metrics = QFontMetrics(sheet.name_font())
    margin = 2 * sheet.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    cut = 0
    for col, name in enumerate(NAMES):
        text = sheet.header_text(col)
        assert text and name.startswith(text.rstrip("…")), (name, text)  # the beginning is kept
        assert metrics.horizontalAdvance(text) <= header.sectionSize(col) - margin, (name, text)
        assert sheet.horizontalHeaderItem(col).toolTip() == name
        cut += text != name
    assert cut >= 1 and sheet.header_text(7).startswith("H")  # "Hugo" never shows as "ugo"
    assert sheet.name_font().pointSizeF() < header.font().pointSizeF()  # ten players: a smaller font


def test_wide_columns_show_whole_names_again(qtbot):
    sheet = _sheet(qtbot, 330)
    assert sheet.header_text(9) != "Jonathan"
    sheet.resize(1400, 160)
    QApplication.processEvents()
    assert [sheet.header_text(c) for c in range(10)] == NAMES


def test_scores_of_ten_players_stay_readable_in_a_narrow_panel(qtbot):
    sheet = _sheet(qtbot, 200)
    totals = [0, 105, 26, 28, 33, 10, 28, 29, 0, 199]
    sheet.update_from({"rounds": [totals], "totals": totals, "winners": [], "is_over": False})
    QApplication.processEvents()
    metrics = QFontMetrics(sheet.bold_font())
    for col, total in enumerate(totals):
        assert metrics.horizontalAdvance(str(total)) + 4 <= sheet.horizontalHeader().sectionSize(col)
    assert sheet.verticalHeaderItem(0).text() == "R1" and sheet.verticalHeaderItem(0).toolTip() == "Round 1"
    assert sheet.horizontalScrollBar().maximum() > 0  # what does not fit is reached by scrolling
