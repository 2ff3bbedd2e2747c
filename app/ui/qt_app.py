"""The GUI entry point: `main(argv) -> int` makes the QApplication and opens the main window."""

from __future__ import annotations

import sys

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

APP_NAME = "Top Five"


def make_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication (the existing one if there is one), named and high-DPI friendly."""
    app = QApplication.instance()
    if app is None:
        # fractional scale factors (125 %, 150 %) as they are, not rounded: crisp art at any DPI
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
        app = QApplication([sys.argv[0] if sys.argv else "top-five", *(argv or [])])
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    app.setDesktopFileName("top-five")
    from app import __version__
    from app.ui import qt_art

    app.setApplicationVersion(__version__)
    app.setWindowIcon(qt_art.app_icon())
    return app


def main(argv: list[str] | None = None) -> int:
    app = make_app(list(argv or []))
    from app.ui.qt_main_window import MainWindow

    window = MainWindow()
    window.show()
    return app.exec()
