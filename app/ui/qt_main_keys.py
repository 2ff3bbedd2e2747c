"""The keys a desktop player expects of the main window (mixed into MainWindow, issue 27):

- Ctrl+Y redoes as well as Ctrl+Shift+Z (the redo action's second key, given in `_make_actions`);
- Esc leaves full screen (when nothing on the table took it: a move being built cancels first), and
  full screen says for a few seconds how to leave it;
- Ctrl+Z or Ctrl+Y when undo or redo cannot be used says why in the table's status line (a greyed
  action's key would otherwise do nothing at all: the reason was only in the button's tooltip);
- Ctrl+N on the launcher opens the new-game dialog of the game whose tile has the keyboard focus."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from app.core.i18n import N_, _

FULL_SCREEN_NOTE = N_("Full screen: press F11 or Esc to leave.")
#: how long the full-screen note stays
NOTE_MS = 4000


class DesktopKeys:
    """Needs MainWindow's actions (`undo_action`, `redo_action`), `table`, `_table`, `stack`,
    `launcher` and `toggle_full_screen`."""

    def _add_refusal_keys(self) -> None:
        """For Undo and Redo: the same keys, live only while the action is greyed, saying why."""
        from PySide6.QtGui import QShortcut

        self._refusal_keys: list = []
        for action in (self.undo_action, self.redo_action):
            shortcuts = [QShortcut(key, self) for key in action.shortcuts()]
            for shortcut in shortcuts:
                shortcut.activated.connect(lambda action=action: self._say_why_not(action))

            def follow(action=action, shortcuts=shortcuts) -> None:
                for shortcut in shortcuts:  # never both live: a key with two meanings does neither
                    shortcut.setEnabled(not action.isEnabled())

            action.changed.connect(follow)
            follow()
            self._refusal_keys += shortcuts

    def _say_why_not(self, action) -> None:
        """The greyed action's reason (its tooltip, kept up to date) in the table's status line."""
        if self._table is not None and self.stack.currentWidget() is self._table and self.session is not None:
            self._table.show_refusal(action.toolTip())

    # ---- full screen -----------------------------------------------------------------------------
    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt override; the keys nothing inside took
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.toggle_full_screen()
            event.accept()
            return
        super().keyPressEvent(event)

    def _full_screen_changed(self) -> None:
        """Entering full screen: a note over the top of the window says how to leave."""
        note = self.__dict__.get("_full_screen_label")
        if not self.isFullScreen():
            if note is not None:
                note.hide()
            return
        if note is None:
            note = self._full_screen_label = QLabel(self)
            note.setObjectName("FullScreenNote")
            note.setStyleSheet("QLabel#FullScreenNote { background: rgba(20, 24, 22, 220); color: #f3f0e6;"
                               " border: 1px solid #ffd54a; border-radius: 6px; padding: 8px 16px; }")
            note.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            self._full_screen_timer = QTimer(self)
            self._full_screen_timer.setSingleShot(True)
            self._full_screen_timer.timeout.connect(note.hide)
        note.setText(_(FULL_SCREEN_NOTE))
        note.adjustSize()
        note.move(max(0, (self.width() - note.width()) // 2), self.menuBar().height() + 12)
        note.show()
        note.raise_()
        self._full_screen_timer.start(NOTE_MS)

    def full_screen_note(self) -> str | None:
        """The note shown now over the full-screen window, or None."""
        note = self.__dict__.get("_full_screen_label")
        return note.text() if note is not None and note.isVisible() else None

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        note = self.__dict__.get("_full_screen_label")
        if note is not None and note.isVisible():
            note.move(max(0, (self.width() - note.width()) // 2), note.y())

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange:
            self._full_screen_changed()

    # ---- the launcher --------------------------------------------------------------------------------
    def focused_game(self) -> str | None:
        """The id of the game whose launcher tile holds the keyboard focus (a button of it), or None."""
        if self.stack.currentWidget() is not self.launcher:
            return None
        widget = QApplication.focusWidget()
        while widget is not None and widget is not self.launcher:
            game_id = getattr(widget, "game_id", None)
            if isinstance(game_id, str):
                return game_id
            widget = widget.parentWidget()
        return None
