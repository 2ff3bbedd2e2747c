"""A restored window keeps its frame on the screen (issue 27): a window saved at 1600x900 at
(1200, 700) came back 16 px below the bottom of the screen. Before the first show the window manager's
frame is not known and is guessed; once it is known, the window fits itself again with the real one.
(Under Xvfb with openbox, 1920x1080: the frame's bottom row was 1080 before, 1079 after.)"""

from __future__ import annotations

from PySide6.QtCore import QRect

from app.ui.qt_main_window import MainWindow

TITLE, EDGE = 40, 12  # a window manager's frame larger than the guess


def test_the_window_fits_again_once_its_real_frame_is_known(qtbot, monkeypatch):
    first = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(first)
    first.show()
    first.setGeometry(300, 500, 1600, 900)  # past the bottom right corner of the (800x800) screen
    first.close()  # the next start restores it
    framed = {"on": False}
    real = MainWindow.frameGeometry

    def frame(window) -> QRect:  # the frame the window manager gives once the window is up
        inner = window.geometry()
        if not framed["on"]:
            return real(window)
        return QRect(inner.x() - EDGE, inner.y() - TITLE, inner.width() + 2 * EDGE, inner.height() + TITLE + EDGE)

    fits: list[int] = []  # the frame's height beyond the window's, as each fit saw it
    real_fit = MainWindow.fit_on_screen

    def fit(window) -> None:
        fits.append(window.frameGeometry().height() - window.geometry().height())
        real_fit(window)

    monkeypatch.setattr(MainWindow, "frameGeometry", frame)
    monkeypatch.setattr(MainWindow, "fit_on_screen", fit)
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    assert len(fits) == 1  # before the show: with a guessed frame
    framed["on"] = True  # the frame becomes known after the first show
    window.show()
    qtbot.waitUntil(lambda: len(fits) == 2, timeout=3000)
    assert fits == [0, TITLE + EDGE]  # the first fit guessed the frame, the second saw the real one
    qtbot.wait(200)
    assert len(fits) == 2  # once


def test_a_window_sized_since_its_first_fit_is_left_as_it_is(qtbot, monkeypatch):
    first = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(first)
    first.show()
    first.setGeometry(300, 500, 1600, 900)
    first.close()
    fits: list[int] = []
    real_fit = MainWindow.fit_on_screen
    monkeypatch.setattr(MainWindow, "fit_on_screen", lambda window: fits.append(1) or real_fit(window))
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1000, 700)  # a test, or a player quicker than the window manager
    window.show()
    qtbot.wait(700)
    assert len(fits) == 1 and window.size().width() == 1000

