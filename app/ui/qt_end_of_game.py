"""End of game: every player's points by round, totals, the winner(s) highlighted, and what next."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

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
        em = self.fontMetrics().height()
        self.sheet.setMinimumWidth(min(int(em * (6 + 6 * len(names))), max(1, self.width() - em)))
        self.sheet.setMaximumWidth(int(em * (8 + 9 * len(names))))
        self.sheet.updateGeometry()
        self.again.setFocus()

    def winner_names(self) -> list[str]:
        """The names in the highlighted totals cells (what a player sees as the winners)."""
        last = self.sheet.rowCount() - 1
        out = []
        for c in range(self.sheet.columnCount()):
            item = self.sheet.item(last, c)
            if item is not None and item.toolTip() == "Winner":
                out.append(self.sheet.names[c])
        return out
