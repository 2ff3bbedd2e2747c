"""The "All games" page of the Statistics window (app/ui/qt_statistics.py): a column per player name
with their figures over every game of all five (app/persistence/stats.py `overview`): games played,
wins, win rate, time played, games left unfinished, and a row per game ("2 of 3 won")."""

from __future__ import annotations

import math

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QStackedWidget, QVBoxLayout, QWidget

from app.core import i18n
from app.core.i18n import N_, _
from app.games import registry
from app.persistence import stats
from app.ui.qt_statistics_table import DASH, Column, FiguresTable, big_font, empty_label, name_tip, percent

#: the figures over all games, one row each (key, label); a row per game follows them
OVERVIEW_FIGURES = (("games", N_("Games played")), ("wins", N_("Wins")), ("rate", N_("Win rate")),
                    ("time", N_("Time played")), ("abandoned", N_("Games left unfinished")))


def played_time(seconds: float) -> str:
    """`seconds` to the nearest minute: "5 h 07 min", "45 min" (German "5 Std. 07 Min.")."""
    minutes = math.floor(max(0.0, seconds) / 60 + 0.5)
    if minutes < 60:
        return _("{minutes} min").format(minutes=minutes)
    return _("{hours} h {minutes:02d} min").format(hours=i18n.number(minutes // 60), minutes=minutes % 60)


def overview_cell(row: stats.OverviewRow, key: str) -> tuple[str, str]:
    """(the text of one figure of the overview, its tooltip); `key` a figure or a game id."""
    if key == "rate":
        return (percent(row.win_rate) if row.win_rate is not None else DASH), ""
    if key == "time":
        return played_time(row.seconds), _("Finished and unfinished games; a pause of more than five "
                                           "minutes counts as five.")
    if key in ("games", "wins", "abandoned"):
        return i18n.number(getattr(row, key)), ""
    games, wins = row.by_game.get(key, (0, 0))
    if not games:
        return DASH, ""
    return _("{wins} of {games} won").format(wins=i18n.number(wins), games=i18n.number(games)), ""


class OverviewPage(QWidget):
    """`show_entries(entries)`: the table, or a sentence when no game is recorded."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[stats.OverviewRow] = []
        self.table = FiguresTable(self, _("Figures per player over all games"))
        self.note = QLabel(_("Wins and games played count finished games; time played counts unfinished "
                             "ones too."), self)
        self.note.setWordWrap(True)
        figures = QWidget(self)
        column = QVBoxLayout(figures)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.table)
        column.addWidget(self.note)
        column.addStretch(1)
        self.empty = empty_label(self)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(figures)
        self.pages.addWidget(self.empty)
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages)

    def set_text_font(self, font: QFont) -> None:
        self.empty.setFont(big_font(font))
        self.table.set_text_font(font)

    def show_entries(self, entries: list[dict]) -> None:
        self.rows = stats.overview(entries)
        if not self.rows:
            self.empty.setText(_("No games recorded yet."))
            self.pages.setCurrentWidget(self.empty)
            return
        self.pages.setCurrentIndex(0)
        games = registry.infos()
        keys = [key for key, _label in OVERVIEW_FIGURES] + [info.id for info in games]
        labels = [_(label) for _key, label in OVERVIEW_FIGURES] + [_(info.title) for info in games]
        self.table.show_figures(labels, [Column(row.name, name_tip(row.name, row.human),
                                                [overview_cell(row, key) for key in keys]) for row in self.rows])


__all__ = ["OVERVIEW_FIGURES", "OverviewPage", "overview_cell", "played_time"]
