"""A restored window keeps its frame on the screen (issue 27): a window saved at 1600x900 at
(1200, 700) came back 16 px below the bottom of the screen. Before the first show the window manager's
frame is not known and is guessed; once it is known, the window fits itself again with the real one.
(Under Xvfb with openbox, 1920x1080: the frame's bottom row was 1080 before, 1079 after.)"""

from __future__ import annotations

from PySide6.QtCore import QRect

from app.ui.qt_main_window import MainWindow

TITLE, EDGE = 40, 12  # a window manager's frame larger than the guess


def test_the_window_fits_again_once_its_real_frame_is_known(qtbot, monkeypatch):
    framed = {"on": False}
    real = MainWindow.frameGeometry

    def frame(window) -> QRect:  # the frame the window manager gives once the window is up
        inner = window.geometry()
        if not framed["on"]:
            return real(window)
        return QRect(inner.x() - EDGE, inner.y() - TITLE, inner.width() + 2 * EDGE, inner.height() + TITLE + EDGE)

    fits: list[QRect] = []
    real_fit = MainWindow.fit_on_screen

    def fit(window) -> None:
        fits.append(window.frameGeometry())
        real_fit(window)

    monkeypatch.setattr(MainWindow, "frameGeometry", frame)
    monkeypatch.setattr(MainWindow, "fit_on_screen", fit)
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    assert len(fits) == 1  # before the show: with a guessed frame
    framed["on"] = True  # the frame becomes known after the first show
    window.show()
    qtbot.waitUntil(lambda: len(fits) == 2, timeout=3000)
    assert fits[1].height() == window.height() + TITLE + EDGE  # the second fit saw the real frame
    qtbot.wait(200)
    assert len(fits) == 2  # once

