"""The hand-off cover: hides the table until the next human at the computer clicks."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget

from app.core.i18n import _
from app.ui import contrast


class HandoffCover(QWidget):
    confirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("HandoffCover")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(contrast.cover_style(
            "HandoffCover", "#HandoffCover { background: qradialgradient(cx:0.5, cy:0.45, radius:0.9, fx:0.5, fy:0.45,"
                            " stop:0 #2a7a53, stop:1 #123d28); } #HandoffCover QLabel { color: #f4f1e8; }"))
        self.title = QLabel("", self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.title.setFont(font)
        self.hint = QLabel(_("The table stays hidden so nobody sees another player's secrets."), self)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.button = QPushButton("", self)
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.3)
        self.button.setFont(big)
        self.button.setDefault(True)
        pad = self.fontMetrics().height()
        self.button.setStyleSheet(f"QPushButton {{ padding: {pad // 2}px {pad * 2}px; }}")
        self.button.clicked.connect(self.confirmed)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.hint)
        layout.addSpacing(self.fontMetrics().height())
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        #: why what was just tried cannot be done (Ctrl+Z on the cover): the status line is hidden under it
        self.note = QLabel("", self)
        self.note.setObjectName("CoverNote")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.note.hide()
        layout.addSpacing(self.fontMetrics().height())
        layout.addWidget(self.note)
        layout.addStretch(3)

    def say(self, sentence: str) -> None:
        """Show `sentence` under the button ("" hides it)."""
        self.note.setText(sentence)
        self.note.setVisible(bool(sentence))

    def show_for(self, name: str) -> None:
        self.say("")
        self.title.setText(_("Pass the mouse to {name}").format(name=name))
        self.button.setText(_("I am {name}: show the table").format(name=name))
        self.button.setFocus()
