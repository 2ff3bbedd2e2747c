"""The game log: one English sentence per line, newest at the bottom, scrolled to follow. Player names
are shown in bold in their seat colour (darkened where the colour would be hard to read on white)."""

from __future__ import annotations

import html
import re

from PySide6.QtGui import QColor, QTextCursor
from PySide6.QtWidgets import QPlainTextEdit, QWidget


def readable_on_white(color: str) -> str:
    c = QColor(color)
    while 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF() > 0.55:
        c = c.darker(120)
    return c.name()


class LogPanel(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(5000)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setAccessibleName("Game log")
        self.setPlaceholderText("What happens in the game is written here.")
        self._lines: list[str] = []
        self._names: re.Pattern | None = None
        self._colors: dict[str, str] = {}

    def set_players(self, names: list[str], colors: list[str]) -> None:
        """Names to show in their colours (longest first, so "Ana" never colours part of "Anabel")."""
        self._colors = {html.escape(n): readable_on_white(c) for n, c in zip(names, colors) if n}
        keys = sorted(self._colors, key=len, reverse=True)
        self._names = re.compile(r"(?<!\w)(" + "|".join(map(re.escape, keys)) + r")(?!\w)") if keys else None

    def _html(self, sentence: str) -> str:
        text = html.escape(sentence)
        if self._names is not None:
            text = self._names.sub(
                lambda m: f'<b><span style="color:{self._colors[m.group(1)]}">{m.group(1)}</span></b>', text)
        return text

    def add(self, sentence: str) -> None:
        """Append a sentence and keep the newest line in sight (unless the player scrolled up)."""
        bar = self.verticalScrollBar()
        follow = bar.value() >= bar.maximum() - 2
        self._lines.append(sentence)
        self.appendHtml(self._html(sentence))
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
