"""The dialogs of a table played from several computers (issue 28): Game > Join a table… (the tables
found on the local network, or an address and a code) and the wait until every seat has its player."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog, QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton,
    QVBoxLayout, QWidget,
)

from app.core.i18n import _
from app.persistence.seats import MAX_NAME
from app.ui.qt_new_game import CheckedDialog

#: the port a table listens on unless told otherwise (app/host/cli.py)
DEFAULT_PORT = 47800


def table_url(text: str) -> str:
    """What a player typed as a table's address as a WebSocket URL: "192.168.1.5" and
    "192.168.1.5:47800" become "ws://192.168.1.5:47800"; a ws:// or wss:// URL stays as it is."""
    text = text.strip()
    if text.startswith(("ws://", "wss://")):
        return text
    if ":" not in text.split("]")[-1]:
        text = f"{text}:{DEFAULT_PORT}"
    return f"ws://{text}"


class JoinDialog(CheckedDialog):
    """The tables found on the local network (`set_found`), or an address and a code typed in."""

    def __init__(self, name: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Join a table"))
        self.found = QListWidget(self)
        self.found.setAccessibleName(_("Tables on this network"))
        self.found.currentItemChanged.connect(self._picked)
        self.address = QLineEdit(self)
        self.address.setPlaceholderText(_("for example 192.168.1.5 or ws://example.org:47800"))
        self.address.setAccessibleName(_("Address of the table"))
        self.code = QLineEdit(self)
        self.code.setPlaceholderText("ABCDE-FGHJK")
        self.code.setAccessibleName(_("Code of the table"))
        self.name = QLineEdit(name, self)
        self.name.setMaxLength(MAX_NAME)
        self.name.setAccessibleName(_("Your name"))
        self.error = QLabel("", self)
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        self.none_found = QLabel(_("No table found on this network yet; type the address the host gives."), self)
        self.none_found.setWordWrap(True)
        form = QFormLayout()
        form.addRow(_("Address:"), self.address)
        form.addRow(_("Code:"), self.code)
        form.addRow(_("Your name:"), self.name)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(_("Join"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(_("Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(_("Tables on this network:"), self))
        layout.addWidget(self.found, 1)
        layout.addWidget(self.none_found)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.resize(self.fontMetrics().height() * 30, self.fontMetrics().height() * 24)

    def set_found(self, tables: list) -> None:
        """The tables the LAN browser found (app/host/discovery.py: FoundTable), each a line."""
        from app.games import registry

        current = self.found.currentItem().data(Qt.ItemDataRole.UserRole) if self.found.currentItem() else None
        self.found.clear()
        for table in tables:
            title = registry.get(table.game).title if table.game in registry.ids() else table.game
            text = _("{name}: {game}, {players} players, {open} open").format(
                name=table.name, game=title, players=table.players, open=len(table.open_seats))
            item = QListWidgetItem(text, self.found)
            item.setData(Qt.ItemDataRole.UserRole, table.url)
            if table.url == current:
                self.found.setCurrentItem(item)
        self.none_found.setVisible(not tables)

    def _picked(self, item) -> None:
        if item is not None:
            self.address.setText(item.data(Qt.ItemDataRole.UserRole))
            self.code.setFocus()

    def problem(self) -> str | None:
        if not self.address.text().strip():
            return _("Type the table's address, or pick a table found on this network.")
        if not self.code.text().strip():
            return _("Type the table's code: the host's screen shows it.")
        if not self.name.text().strip():
            return _("Type your name: the other players see it.")
        return None

    def choices(self) -> dict:
        return {"url": table_url(self.address.text()), "code": self.code.text().strip(),
                "name": self.name.text().strip()}


class WaitDialog(QDialog):
    """Until the game begins: what the table waits for (and, at the host, how others join)."""

    #: the player gave up waiting
    cancelled = Signal()

    def __init__(self, title: str, text: str, join_line: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.text = QLabel(text, self)
        self.text.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        self.join_line = None
        if join_line is not None:
            self.join_line = QLineEdit(join_line, self)
            self.join_line.setReadOnly(True)
            self.join_line.setAccessibleName(_("Address and code for the others"))
            copy = QPushButton(_("Copy"), self)
            copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(join_line))
            layout.addWidget(self.join_line)
            layout.addWidget(copy, 0, Qt.AlignmentFlag.AlignLeft)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(_("Cancel"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(self.fontMetrics().height() * 28, self.sizeHint().height())

    def say(self, text: str) -> None:
        self.text.setText(text)

    def reject(self) -> None:
        self.cancelled.emit()
        super().reject()
