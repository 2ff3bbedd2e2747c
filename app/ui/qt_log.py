"""The game log: one English sentence per line, newest at the bottom, scrolled to follow."""

from __future__ import annotations

from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QWidget


class LogPanel(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(5000)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setAccessibleName("Game log")
        self.setPlaceholderText("What happens in the game is written here.")
        self._lines: list[str] = []

    def add(self, sentence: str) -> None:
        """Append a sentence and keep the newest line in sight (unless the player scrolled up)."""
        bar = self.verticalScrollBar()
        follow = bar.value() >= bar.maximum() - 2
        self._lines.append(sentence)
        self.appendPlainText(sentence)
        if follow:
            self.moveCursor(QTextCursor.MoveOperation.End)
            bar.setValue(bar.maximum())

    def add_all(self, sentences) -> None:
        for sentence in sentences:
            self.add(sentence)

    def sentences(self) -> list[str]:
        return list(self._lines)

    def clear_log(self) -> None:
        self._lines.clear()
        self.clear()
