"""The game log: one sentence per line, newest at the bottom, scrolled to follow. Player names
are shown in bold in their seat colour (darkened where the colour would be hard to read on white)."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from app.core.i18n import _


def readable_on_white(color: str) -> str:
    c = QColor(color)
    while 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF() > 0.55:
        c = c.darker(120)
    return c.name()


class LogPanel(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        # Tab reaches it and goes on (a screen reader reads it line by line with the arrows, issue 29)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setTabChangesFocus(True)
        self.setMaximumBlockCount(5000)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setAccessibleName(_("Game log"))
        self.setPlaceholderText(_("What happens in the game is written here."))
        self._lines: list[str] = []
        self._names: re.Pattern | None = None
        self._colors: dict[str, str] = {}
        self._seat_colors: list[str] = []
        self._follow = True
        self._adjusting = False  # the scroll bar moves because of us or a resize, not the player
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._on_value)
        bar.rangeChanged.connect(self._on_range)

    def set_players(self, names: list[str], colors: list[str]) -> None:
        """Names to show in their colours: where a line says it names a seat (`SeatedLine.seats`), only
        there; in a line that does not say (a note of the session), each name standing as a word
        (longest first, so "Ana" never colours part of "Anabel")."""
        self._seat_colors = [readable_on_white(c) for c in colors]
        self._colors = {html.escape(n): readable_on_white(c) for n, c in zip(names, colors) if n}
        keys = sorted(self._colors, key=len, reverse=True)
        self._names = re.compile(r"(?<!\w)(" + "|".join(map(re.escape, keys)) + r")(?!\w)") if keys else None

    @staticmethod
    def _bold(text: str, color: str) -> str:
        return f'<b><span style="color:{color}">{text}</span></b>'

    def _html(self, sentence: str) -> str:
        seats = getattr(sentence, "seats", None)
        if seats is not None:
            parts, at = [], 0
            for start, end, seat in seats:
                parts.append(html.escape(sentence[at:start]))
                name = html.escape(sentence[start:end])
                colors = self._seat_colors
                parts.append(self._bold(name, colors[seat]) if 0 <= seat < len(colors) and name else name)
                at = end
            return "".join(parts) + html.escape(sentence[at:])
        text = html.escape(sentence)
        if self._names is not None:
            text = self._names.sub(lambda m: self._bold(m.group(1), self._colors[m.group(1)]), text)
        return text

    def add(self, sentence: str) -> None:
        """Append a sentence and keep the newest line in sight (unless the player scrolled up)."""
        follow = self._follow
        self._lines.append(sentence)
        self._adjusting = True
        try:
            self.appendHtml(self._html(sentence))
        finally:
            self._adjusting = False
        if follow:
            self.scroll_to_end()

    # ---- following the newest line -------------------------------------------------------------
    # The log follows the newest line until the player scrolls up by themselves, and follows again
    # once they scroll back to the bottom. Only the player's scrolling changes that: a resize re-wraps
    # the lines and moves the scroll bar's range and value, which must not end the following.
    def following(self) -> bool:
        return self._follow

    def scroll_to_end(self) -> None:
        """Show the newest line in full at the bottom."""
        bar = self.verticalScrollBar()
        self._adjusting = True
        try:
            bar.setValue(bar.maximum())
        finally:
            self._adjusting = False
        self._follow = True

    def _on_value(self, value: int) -> None:
        if not self._adjusting:
            self._follow = value >= self.verticalScrollBar().maximum()

    def _on_range(self, _low: int, high: int) -> None:
        if self._follow:
            self.scroll_to_end()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        follow = self._follow
        self._adjusting = True
        try:
            super().resizeEvent(event)
        finally:
            self._adjusting = False
        self._follow = follow
        if follow:
            self.scroll_to_end()

    def add_all(self, sentences) -> None:
        for sentence in sentences:
            self.add(sentence)

    def sentences(self) -> list[str]:
        return list(self._lines)

    def clear_log(self) -> None:
        self._lines.clear()
        self._adjusting = True
        try:
            self.clear()
        finally:
            self._adjusting = False
        self._follow = True
