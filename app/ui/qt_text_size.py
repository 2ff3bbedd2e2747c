"""Text size (issue 29): View > Text size, 100 % to 200 %, stored in the settings (`settings.text_size`).

It scales the widgets' text (the application font: the log, the score sheet, the status line, the
dialogs) and the table's (`card_art.set_text_scale`: every least size and line of text the table's
layouts reserve comes from `card_art.min_text_px()`). A change lays the open table out anew at once
(`refresh_table`, which the main window also calls when the system's contrast preference changes)."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from app.core.i18n import _
from app.persistence import settings
from app.ui.items import card_art
from app.ui.qt_choice_menu import ChoiceMenu

#: the application's font before any text size was applied (its point size is 100 %)
_base_font: list[QFont] = []


def apply(percent: int) -> bool:
    """Set the text size to `percent` (100 to 200) for the widgets and the table; True when the
    table's size changed (the open table is then to be laid out anew: `refresh_table`)."""
    percent = max(settings.TEXT_SIZES[0], min(settings.TEXT_SIZES[-1], int(percent)))
    app = QApplication.instance()
    if app is not None:
        if not _base_font:
            _base_font.append(QFont(app.font()))
        font = QFont(_base_font[0])
        if font.pointSizeF() > 0:
            font.setPointSizeF(font.pointSizeF() * percent / 100)
        else:
            font.setPixelSize(max(1, round(font.pixelSize() * percent / 100)))
        app.setFont(font)
    return card_art.set_text_scale(percent / 100)


def start() -> int:
    """At start, before any window is built: the stored text size applied; returns it."""
    percent = settings.text_size()
    apply(percent)
    return percent


def refresh_table(window) -> None:
    """The open table of `window` (a MainWindow) drawn anew: laid out again at the text size and
    contrast now, every item repainted (their pictures were made at the old ones)."""
    table = getattr(window, "_table", None)  # only a table already made (`window.table` would make one)
    status = getattr(table, "status", None) if table is not None else None
    if status is not None and hasattr(status, "follow_font"):
        status.follow_font(QApplication.font(table))
    scene = getattr(table, "scene", None) if table is not None else None
    view = getattr(table, "view", None) if table is not None else None
    if scene is None or view is None:
        return
    card_art.fit_text_scale(view.viewport().width(), view.viewport().height())
    scene.look_changed()
    view.resetCachedContent()
    view.viewport().update()


class TextSizeMenu(ChoiceMenu):
    """View > Text size: 100 %, 125 %, 150 %, 175 %, 200 %; the choice is stored and applied at once."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window_ = window
        self.setTitle(_("&Text size"))
        self.add_choices({p: _("{percent}%").format(percent=p) for p in settings.TEXT_SIZES},
                         round(card_art.chosen_text_scale() * 100))
        self.size_actions = self.choice_actions

    def choose(self, percent: int) -> None:
        """Use `percent` now (the widgets and the open table) and store it for the next start (a full
        disk: the size holds until the app is closed)."""
        apply(percent)
        refresh_table(self.window_)
        self.store(settings.TEXT_SIZE_KEY, percent, kept=percent)
