"""The log keeps following the newest line through window resizes (which re-wrap its lines), shows that
line in full, and stops following only when the player scrolls up by themselves."""

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication

from app.ui.qt_log import LogPanel


def _last_line_in_full(log: LogPanel) -> bool:
    cursor = QTextCursor(log.document())
    cursor.movePosition(QTextCursor.MoveOperation.End)
    rect = log.cursorRect(cursor)
    return 0 <= rect.top() and rect.bottom() < log.viewport().height()


def _at_bottom(log: LogPanel) -> bool:
    QApplication.processEvents()
    bar = log.verticalScrollBar()
    return bar.maximum() > 0 and bar.value() == bar.maximum() and _last_line_in_full(log)


def test_the_log_follows_through_resizes_and_shows_the_last_line_in_full(qtbot):
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(260, 140)
    log.show()
    for i in range(40):
        log.add(f"Line {i}: Ben drew a card, and this sentence is long enough to wrap ({i}).")
    assert _at_bottom(log)
    for width, height in ((400, 140), (200, 137), (180, 141), (230, 163), (150, 171), (320, 150)):
        log.resize(width, height)  # the lines wrap anew: the range of the scroll bar changes
        QApplication.processEvents()
        assert _at_bottom(log), (width, height)
        log.add(f"After a resize to {width} x {height}, Cleo stayed at 33.")
        assert _at_bottom(log), (width, height)
        assert log.following()


def test_scrolling_up_stops_following_and_scrolling_down_resumes(qtbot):
    log = LogPanel()
    qtbot.addWidget(log)
    log.resize(260, 140)
    log.show()
    log.add_all(f"Line {i}: Ben drew a card, and this sentence is long enough to wrap." for i in range(40))
    bar = log.verticalScrollBar()
    bar.setValue(3)  # the player scrolls up to read
    assert not log.following()
    log.resize(200, 150)
    log.add("A new line")
    QApplication.processEvents()
    assert bar.value() != bar.maximum() and not log.following()
    bar.setValue(bar.maximum())  # back at the bottom: the log follows again
    log.add("Another line")
    assert _at_bottom(log) and log.following()
