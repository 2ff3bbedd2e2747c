"""The language of the app (app/core/i18n.py): chosen at start, before any window is built, and the
View > Language menu that stores the player's choice for the next start.

`start(app)` picks the language (TOP_FIVE_LANG, else the saved choice, else the system's), makes
Qt's own words (the standard buttons of message boxes, the file dialogs) German with Qt's
qtbase_de.qm, and sets QLocale's default. The menu's choice is stored in the settings under
`language` ("" = the system's language, "en", "de"); it takes effect at the next start: every text is
translated when it is made, and the windows are not made again.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QLocale, QTranslator
from PySide6.QtWidgets import QApplication, QWidget

from app.core import i18n
from app.core.i18n import _
from app.persistence import settings
from app.ui.qt_choice_menu import ChoiceMenu

SETTING = "language"
#: the menu's choices: "" follows the system's language
CHOICES = ("", *i18n.LANGUAGES)
_translators: list[QTranslator] = []  # installed translators live as long as the app


def saved() -> str:
    """The stored choice: "", "en" or "de" (anything else in a hand-edited file is "")."""
    return settings.get_str(SETTING, "", choices=CHOICES)


def qt_translations_dirs() -> list[Path]:
    """Where Qt's own .qm files may be: Qt's translations folder, and in the frozen app the one
    PyInstaller bundles beside the program (PySide6/Qt/translations)."""
    from PySide6.QtCore import QLibraryInfo  # a type PySide builds on first use: only for German

    dirs = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    base = getattr(sys, "_MEIPASS", None)
    if base:
        dirs.append(Path(base) / "PySide6" / "Qt" / "translations")
    return dirs


def install_qt_translator(app: QApplication, language: str) -> QTranslator | None:
    """Qt's own words in `language` (qtbase_<language>.qm); None for English or when not found."""
    for translator in _translators:
        app.removeTranslator(translator)
    _translators.clear()
    if language == "en":
        return None
    for folder in qt_translations_dirs():
        translator = QTranslator(app)
        if translator.load(f"qtbase_{language}", str(folder)):
            app.installTranslator(translator)
            _translators.append(translator)
            return translator
    return None


def start(app: QApplication, qt_locale_name: str | None = None) -> str:
    """Choose the language at start (before any window is built) and set Qt up for it."""
    name = QLocale.system().name() if qt_locale_name is None else qt_locale_name
    language = i18n.choose(saved=saved() or None, qt_locale_name=name)
    install_qt_translator(app, language)
    QLocale.setDefault(QLocale(QLocale.Language.German if language == "de" else QLocale.Language.English))
    return language


class LanguageMenu(ChoiceMenu):
    """View > Language: the system's language, English or Deutsch (each in its own words), stored for
    the next start; disabled, and saying why, when TOP_FIVE_LANG decides."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        forced = i18n.forced()
        self.setTitle(_("Language: set by TOP_FIVE_LANG") if forced else _("&Language"))
        self.setEnabled(not forced)
        self.note = self.addAction(_("Takes effect at the next start"))
        self.note.setEnabled(False)
        self.addSeparator()
        self.add_choices({code: i18n.LANGUAGE_NAMES[code] if code else _("System language") for code in CHOICES},
                         saved())
        self.notice = None  # the message box that says when the choice takes effect

    def choose(self, code: str) -> None:
        """Store `code` ("", "en", "de") for the next start and say so (a box that does not wait)."""
        if not self.store(SETTING, code, kept=code):
            return
        from PySide6.QtWidgets import QMessageBox

        name = i18n.LANGUAGE_NAMES[code] if code else _("The system language")
        box = QMessageBox(QMessageBox.Icon.Information, _("Language"),
                          _("{language} is used from the next start of Top Five.").format(language=name),
                          QMessageBox.StandardButton.Ok, self.parentWidget())
        if self.notice is not None:
            self.notice.close()
            self.notice.deleteLater()
        self.notice = box
        box.open()
