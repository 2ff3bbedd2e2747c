"""The table's status line: a label of a fixed height (two lines of its letters), so that a sentence
that wraps, a hint or a refusal never changes the table's size under the mouse (issue 26). A sentence
too long for two lines at the status line's letters is drawn in smaller ones, down to LEAST of the window's."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

#: the lines the status line always has room for
LINES = 2
#: its letters at the smallest, of the window's (a long hint at 800 x 600)
LEAST = 0.85


class StatusLine(QLabel):
    def __init__(self, parent: QWidget, scale: float = 1.2) -> None:
        super().__init__("", parent)
        self.setWordWrap(True)
        self.setObjectName("StatusLine")
        self._scale = scale
        # as wide as it is given (a long sentence never widens the window), two lines tall always
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.follow_font(parent.font())

    def follow_font(self, base: QFont) -> None:
        """Its letters `scale` times the window's `base` (again after View > Text size), its height two
        lines of them."""
        base = QFont(base)
        self._least = base.pointSizeF() * LEAST
        font = QFont(base)
        font.setPointSizeF(base.pointSizeF() * self._scale)
        font.setBold(True)
        self._font = font
        self.setFont(font)
        self.setMargin(QFontMetrics(base).height() // 3)
        self.setFixedHeight(self._height())
        self._fit()

    def _height(self) -> int:
        return QFontMetrics(self._font).lineSpacing() * LINES + 2 * self.margin() + 2

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(self.fontMetrics().height() * 4, self._height())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.minimumSizeHint()

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self._fit()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()

    def fits(self) -> bool:
        """The whole sentence is drawn in the room the line has."""
        return self.heightForWidth(self.width()) <= self.height() + 1

    def _fit(self) -> None:
        """The status line's letters, or smaller ones (not below LEAST of the window's) for a long sentence."""
        if self.width() <= 1:
            return
        font = QFont(self._font)
        self.setFont(font)
        while not self.fits() and font.pointSizeF() > self._least + 0.05:
            font.setPointSizeF(max(self._least, font.pointSizeF() * 0.92))
            self.setFont(font)
