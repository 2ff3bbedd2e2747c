"""The GUI entry point: `main(argv) -> int` makes the QApplication and opens the main window."""

from __future__ import annotations

import sys

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QFileOpenEvent, QGuiApplication
from PySide6.QtWidgets import QApplication

APP_NAME = "Top Five"  # the same in every language (a name)


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


def saved_game_argument(argv: list[str]) -> Path | None:
    """The saved game named on the command line (a double-click on a .topfive file starts
    `top-five <path>`), or None. Options (starting with '-') are not paths; a word right after an
    option is taken as its value ("-platform offscreen") unless it names a .topfive or .json file.
    Any other word is a path, whatever its ending, so that a wrong file gets a sentence (Load says
    why it is not a saved game) instead of being passed over in silence."""
    after_option = False
    for arg in argv:
        if arg.startswith("-"):
            after_option = True
            continue
        if Path(arg).suffix.lower() in (".topfive", ".json") or not after_option:
            return Path(arg)
        after_option = False
    return None


class FileOpenFilter(QObject):
    """macOS delivers a double-clicked document as a QFileOpenEvent, not as an argument."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent) and event.file():
            self.window.load_game(event.file())
            return True
        return False


def start(argv: list[str]):
    """The application and its main window, shown: the language is chosen first (app/ui/qt_language.py),
    since every text is translated when it is made."""
    app = make_app(argv)
    from app.ui import qt_language

    qt_language.start(app)
    from app.ui import qt_text_size

    qt_text_size.start()  # the stored text size, before any window is built
    from app.ui.qt_main_window import MainWindow

    window = MainWindow()
    app.installEventFilter(FileOpenFilter(window))
    window.show()
    path = saved_game_argument(argv)
    if path is not None:
        window.load_game(path)  # a damaged or missing file gets its message; the launcher stays
    return app, window


def main(argv: list[str] | None = None) -> int:
    app, _window = start(list(argv or []))
    return app.exec()
