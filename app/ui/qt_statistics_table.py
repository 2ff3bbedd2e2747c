"""The figures tables of the Statistics window (app/ui/qt_statistics.py): a column per player, a row
per figure, every row visible (the table is as tall as its rows), the names bold above the columns.
The one game's figures and the overview of all five games are both a `FiguresTable`."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF, QIcon
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QWidget

from app.core import i18n
from app.core.i18n import _

#: a figure there is none of (no games against that level, no average without games)
DASH = "–"


def percent(rate: float) -> str:
    return _("{percent}%").format(percent=i18n.number(rate * 100))


def name_tip(name: str, human: bool) -> str:
    return name if human else _("{name} (computer)").format(name=name)


@dataclasses.dataclass(frozen=True)
class Column:
    """One player's column: the name above it, its tooltip and icon, and (text, tooltip) per row."""

    name: str
    tip: str
    cells: list[tuple[str, str]]
    icon: QIcon | None = None


class FiguresTable(QTableWidget):
    """Read-only figures: `show_figures(row labels, columns)`; `set_text_font(font)` when the window
    scales its text. Stretches its columns over its width, no narrower than five lines of text."""

    def __init__(self, parent: QWidget | None, accessible_name: str) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setAlternatingRowColors(True)
        self.setAccessibleName(accessible_name)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self._sections(self.font())

    def _sections(self, font: QFont) -> None:
        line = QFontMetricsF(font).height()
        self.verticalHeader().setDefaultSectionSize(int(line * 1.45))
        self.horizontalHeader().setMinimumSectionSize(int(line * 5))

    def set_text_font(self, font: QFont) -> None:
        self._sections(font)
        self._name_fonts()
        self.fit()

    def show_figures(self, labels: list[str], columns: list[Column]) -> None:
        self.clear()
        self.setRowCount(len(labels))
        self.setColumnCount(len(columns))
        for r, label in enumerate(labels):
            self.setVerticalHeaderItem(r, QTableWidgetItem(label))
        for c, column in enumerate(columns):
            head = QTableWidgetItem(column.name)
            if column.icon is not None:
                head.setIcon(column.icon)
            head.setToolTip(column.tip)
            self.setHorizontalHeaderItem(c, head)
            for r, (text, tip) in enumerate(column.cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if tip:
                    item.setToolTip(tip)
                self.setItem(r, c, item)
        self._name_fonts()
        self.fit()

    def _name_fonts(self) -> None:
        """The names above the columns in the window's font, bold (a header item keeps its own font)."""
        bold = QFont(self.font())
        bold.setBold(True)
        self.horizontalHeader().setFont(bold)
        for c in range(self.columnCount()):
            item = self.horizontalHeaderItem(c)
            if item is not None:
                item.setFont(bold)

    def fit(self) -> None:
        """As tall as its rows (what is below gets the rest), a scroll bar's height more when it scrolls."""
        header = self.horizontalHeader()
        header.setMinimumHeight(int(QFontMetricsF(self.font()).height()) + 8)
        height = max(header.height(), header.sizeHint().height()) + self.verticalHeader().length()
        height += 2 * self.frameWidth()
        needed = self.verticalHeader().sizeHint().width() + self.columnCount() * header.minimumSectionSize()
        if needed + 2 * self.frameWidth() > self.width():
            height += self.horizontalScrollBar().sizeHint().height()
        self.setFixedHeight(height)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self.columnCount():
            self.fit()


def empty_label(parent: QWidget) -> QLabel:
    """The sentence shown instead of the figures when there are none (larger than the window's text)."""
    label = QLabel(parent)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(True)
    return label


def big_font(font: QFont) -> QFont:
    big = QFont(font)
    big.setPointSizeF(font.pointSizeF() * 1.3)
    return big


__all__ = ["DASH", "Column", "FiguresTable", "big_font", "empty_label", "name_tip", "percent"]
