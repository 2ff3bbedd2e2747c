"""End of game: every player's points by round, totals, the winner(s) highlighted, and what next."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QStyle, QVBoxLayout, QWidget

from app.ui.qt_score_sheet import ScoreSheet


def winners_sentence(names: list[str], winners: list[int]) -> str:
    won = [names[w] for w in winners if 0 <= w < len(names)]
    if not won:
        return "The game is over."
    if len(won) == 1:
        return f"{won[0]} wins!"
    return f"{', '.join(won[:-1])} and {won[-1]} share the win!"


class EndOfGameWidget(QWidget):
    playAgain = Signal()
    backToLauncher = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("EndOfGame")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#EndOfGame { background: qradialgradient(cx:0.5, cy:0.3, radius:1.0, fx:0.5, fy:0.3,"
                           " stop:0 #2a7a53, stop:1 #123d28); }"
                           " #EndOfGame > QLabel { color: #f4f1e8; }")
        self.headline = QLabel("", self)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.headline.setWordWrap(True)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        self.headline.setFont(font)
        self.detail = QLabel("", self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.sheet = ScoreSheet(parent=self)
        self.sheet.setSizeAdjustPolicy(ScoreSheet.SizeAdjustPolicy.AdjustToContents)
        self.again = QPushButton("Play again", self)
        self.again.setToolTip("The same players, a new shuffle")
        self.again.clicked.connect(self.playAgain)
        self.back = QPushButton("Back to launcher", self)
        self.back.clicked.connect(self.backToLauncher)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.back)
        buttons.addWidget(self.again)
        buttons.addStretch(1)
        font = QFont(self.sheet.font())
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.sheet.setFont(font)
        self.sheet.horizontalHeader().setFont(font)
        self.sheet.verticalHeader().setFont(font)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.headline)
        layout.addWidget(self.detail)
        layout.addWidget(self.sheet, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(self.fontMetrics().height())
        layout.addLayout(buttons)
        layout.addStretch(2)

    def show_result(self, title: str, names: list[str], colors: list[str], view: dict) -> None:
        winners = list(view.get("winners") or [])
        totals = list(view.get("totals") or [])
        self.headline.setText(winners_sentence(names, winners))
        rounds = len(view.get("rounds") or [])
        ranking = sorted(range(len(names)), key=lambda i: -(totals[i] if i < len(totals) else 0))
        standing = ", ".join(f"{names[i]} {totals[i]}" for i in ranking if i < len(totals))
        self.detail.setText(f"{title}, {rounds} round{'s' if rounds != 1 else ''}. Final scores: {standing}.")
        self.sheet.set_players(names, colors)
        self.sheet.update_from({**view, "is_over": True})
        for w in winners:
            header = self.sheet.horizontalHeaderItem(w)
            if header is not None:
                header.setText(f"★ {names[w]}")
        self._fit_sheet()
        self.again.setFocus()

    def sheet_width_wanted(self) -> int:
        """The width at which no name or number in the sheet is cut off."""
        sheet = self.sheet
        metrics = sheet.horizontalHeader().fontMetrics()
        em = metrics.height()
        texts = [sheet.horizontalHeaderItem(c).text() for c in range(sheet.columnCount())
                 if sheet.horizontalHeaderItem(c) is not None]
        for r in range(sheet.rowCount()):
            texts += [sheet.item(r, c).text() for c in range(sheet.columnCount()) if sheet.item(r, c)]
        column = max([em * 3] + [metrics.horizontalAdvance(t) + em for t in texts])
        scrollbar = sheet.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        return (sheet.verticalHeader().sizeHint().width() + column * sheet.columnCount()
                + 2 * sheet.frameWidth() + scrollbar + 4)

    def _fit_sheet(self) -> None:
        """As wide as its contents need, within the window (the columns stretch to fill it)."""
        if not self.sheet.columnCount():
            return
        em = self.fontMetrics().height()
        room = self.width() - 2 * em if self.isVisible() else self.sheet_width_wanted()
        self.sheet.setFixedWidth(max(em * 10, min(self.sheet_width_wanted(), room)))

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit_sheet()

    def winner_names(self) -> list[str]:
        """The names in the highlighted totals cells (what a player sees as the winners)."""
        last = self.sheet.rowCount() - 1
        out = []
        for c in range(self.sheet.columnCount()):
            item = self.sheet.item(last, c)
            if item is not None and item.toolTip() == "Winner":
                out.append(self.sheet.names[c])
        return out
