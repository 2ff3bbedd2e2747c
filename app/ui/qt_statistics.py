"""The Statistics window (Game > Statistics…), two tabs:

- "By game": per game, a column per player name with their figures over the finished games
  (app/persistence/stats.py `summary`), and a chart of the scores of the last games (one line per
  player, in the colour last chosen for that name, with its own marker and dash:
  app/ui/qt_statistics_chart.py);
- "All games": the overview over all five games (app/ui/qt_statistics_overview.py).

"Export as CSV…" writes every game recorded to a file the player chooses (app/persistence/stats_csv.py
has the columns).

`open_statistics(window)` shows it (one window per main window, refreshed each time it is opened),
starting at the game on the table, else the game last played.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QStackedWidget,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.bots import LEVEL_TITLES
from app.core import i18n
from app.core.i18n import N_, _, ngettext
from app.games import registry
from app.persistence import stats, stats_csv
from app.ui.qt_statistics_chart import ScoreChart, player_colors, style_icon
from app.ui.qt_statistics_overview import OverviewPage
from app.ui.qt_statistics_table import DASH, Column, FiguresTable, big_font, empty_label, name_tip, percent

LEVELS = ("easy", "normal", "hard")
#: the figures, one row each: (key, label); the level rows are made from LEVEL_ROW
FIGURES = (("games", N_("Games")), ("wins", N_("Wins")), ("rate", N_("Win rate")), ("easy", ""),
           ("normal", ""), ("hard", ""), ("average", N_("Average score")), ("best", N_("Best score")),
           ("streak", N_("Longest winning streak")), ("hints", N_("Games with hints")),
           ("abandoned", N_("Games left unfinished")))
LEVEL_ROW = N_("Win rate against {level}")


class StatisticsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Statistics"))
        self._base_font = QFont(self.font())
        self.entries: list[dict] = []
        self.problem_text: str | None = None
        self.rows: list[stats.PlayerRow] = []
        self._opened = False
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem.setStyleSheet("color: #a35200;")
        self.problem.hide()
        self.tabs = QTabWidget(self)
        self.by_game = self._game_page()
        self.overview = OverviewPage(self)
        self.tabs.addTab(self.by_game, _("&By game"))
        self.tabs.addTab(self.overview, _("&All games"))
        buttons = QDialogButtonBox(self)
        self.export_button = buttons.addButton(_("Export as &CSV…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.export_button.setToolTip(_("Save every game recorded as a CSV file, for a spreadsheet."))
        self.export_button.clicked.connect(lambda: self.export_csv())
        close = buttons.addButton(_("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        close.clicked.connect(self.close)
        #: what the last export wrote, or why it could not
        self.export_note = QLabel(self)
        self.export_note.setWordWrap(True)
        self.export_note.hide()
        bottom = QHBoxLayout()
        bottom.addWidget(self.export_note, 1)
        bottom.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem)
        layout.addWidget(self.tabs, 1)
        layout.addLayout(bottom)
        em = self.fontMetrics().height()
        self.resize(em * 52, em * 38)

    def _game_page(self) -> QWidget:
        """The "By game" tab: the game chooser, the figures and the chart (or a sentence when none)."""
        page = QWidget(self)
        self.game = QComboBox(page)
        for info in registry.infos():
            self.game.addItem(_(info.title), info.id)
        self.game.currentIndexChanged.connect(lambda _i: self.show_game())
        chooser = QHBoxLayout()
        label = QLabel(_("&Game:"), page)
        label.setBuddy(self.game)
        chooser.addWidget(label)
        chooser.addWidget(self.game)
        chooser.addStretch(1)
        self.table = FiguresTable(page, _("Figures per player"))
        self.chart_title = QLabel(page)
        self.chart = ScoreChart(page)
        self.figures = QWidget(page)  # the table (as tall as its rows), the chart below in the rest
        column = QVBoxLayout(self.figures)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.table)
        column.addWidget(self.chart_title)
        column.addWidget(self.chart, 1)
        self.empty = empty_label(page)
        self.pages = QStackedWidget(page)
        self.pages.addWidget(self.figures)
        self.pages.addWidget(self.empty)
        layout = QVBoxLayout(page)
        layout.addLayout(chooser)
        layout.addWidget(self.pages, 1)
        return page

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._scale()

    def scale(self) -> float:
        """How much larger than the dialog's font the figures and the chart are written: 1 up to
        800x600, up to 1.5 on a large window (a full-HD screen is read from further away)."""
        return max(1.0, min(1.5, self.width() / 800, self.height() / 600))

    def _scale(self) -> None:
        font = QFont(self._base_font)
        font.setPointSizeF(self._base_font.pointSizeF() * self.scale())
        if font == self.font():
            return
        self.setFont(font)  # every widget of the window: the figures, the chart, the chooser, the buttons
        self.empty.setFont(big_font(font))
        self.table.set_text_font(font)
        self.overview.set_text_font(font)

    # ---- content -----------------------------------------------------------------------------------
    def refresh(self, game_id: str | None = None) -> None:
        """Read the statistics again and show `game_id` (default: the game shown, else the game of the
        newest finished game)."""
        self.entries, self.problem_text = stats.load()
        self.problem.setText(self.problem_text or "")
        self.problem.setVisible(bool(self.problem_text))
        self.overview.show_entries(self.entries)
        self.export_button.setEnabled(bool(self.entries))
        if game_id is None and not self._opened and self.entries:
            game_id = max(self.entries, key=stats.when)["game"]
        self._opened = True
        index = self.game.findData(game_id) if game_id is not None else -1
        if index >= 0 and index != self.game.currentIndex():
            self.game.setCurrentIndex(index)  # shows it
        else:
            self.show_game()

    def game_id(self) -> str:
        return self.game.currentData() or ""

    def show_game(self) -> None:
        game_id = self.game_id()
        title = self.game.currentText()
        self.rows = stats.summary(self.entries, game_id)
        played = [r for r in self.rows if r.games]
        if not played:
            left = max((r.abandoned for r in self.rows), default=0)
            if left:
                message = ngettext("No finished games of {game} yet; {n} game was left unfinished.",
                                   "No finished games of {game} yet; {n} games were left unfinished.",
                                   left).format(game=title, n=left)
            else:
                message = _("No finished games of {game} yet.").format(game=title)
            self.empty.setText(message)
            self.pages.setCurrentWidget(self.empty)
            self.chart.set_games([], {}, [])
            return
        self.pages.setCurrentWidget(self.figures)
        names = [r.name for r in self.rows]
        games = stats.last_games(self.entries, game_id)
        self.chart_title.setText(ngettext("Scores of the last game", "Scores of the last {n} games",
                                          len(games)).format(n=len(games)))
        self.chart.set_games(games, player_colors(game_id, names), names)
        em = int(QFontMetricsF(self.table.font()).height())
        labels = [_(LEVEL_ROW).format(level=_(LEVEL_TITLES[key])) if key in LEVELS else _(label)
                  for key, label in FIGURES]
        self.table.show_figures(labels, [
            Column(row.name, name_tip(row.name, row.human), [self.cell(row, key) for key, _label in FIGURES],
                   style_icon(self.chart.styles[row.name], em))  # the colour and marker of the chart's line
            for row in self.rows])

    # ---- export ------------------------------------------------------------------------------------
    def export_csv(self, path: str | Path | None = None) -> None:
        """Write every game recorded as CSV (app/persistence/stats_csv.py) to `path`, else where the
        player chooses in a file dialog; the note beside the buttons says what was written, or why not."""
        if path is None:
            from PySide6.QtCore import QStandardPaths
            from PySide6.QtWidgets import QFileDialog

            folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
            start = str(Path(folder or Path.home()) / stats_csv.default_name())
            chosen, _filter = QFileDialog.getSaveFileName(self, _("Export the statistics"), start,
                                                          _("CSV files (*.csv)"))
            if not chosen:
                return
            path = chosen
        path = Path(path)
        if path.suffix.lower() != ".csv":
            path = path.with_name(path.name + ".csv")
        entries, _problem = stats.load()  # what is recorded now (a game may have ended meanwhile)
        try:
            count = stats_csv.export(path, entries)
        except OSError as exc:
            note = _("The statistics could not be exported to {file} ({reason}).").format(
                file=path.name, reason=exc.strerror or exc)
        else:
            note = ngettext("{n} game exported to {file}.", "{n} games exported to {file}.", count).format(
                n=i18n.number(count), file=path.name)
        self.export_note.setText(note)
        self.export_note.setToolTip(str(path))
        self.export_note.show()

    @staticmethod
    def cell(row: stats.PlayerRow, key: str) -> tuple[str, str]:
        """(the text of one figure, its tooltip)."""
        if key in LEVELS:
            games, wins = row.by_level[key]
            if not games:
                return DASH, _("No game against a computer player of this level.")
            return _("{rate} ({wins} of {games})").format(rate=percent(wins / games), wins=i18n.number(wins),
                                                          games=i18n.number(games)), ""
        if key == "rate":
            return (percent(row.win_rate) if row.win_rate is not None else DASH), ""
        if key == "average":
            return (i18n.number(row.average, 1) if row.average is not None else DASH), ""
        if key == "best":
            return (ScoreChart._number(row.best) if row.best is not None else DASH), ""
        value = {"games": row.games, "wins": row.wins, "streak": row.longest_streak, "hints": row.hint_games,
                 "abandoned": row.abandoned}[key]
        return i18n.number(value), ""


def open_statistics(window: QWidget, game_id: str | None = None) -> StatisticsDialog:
    """Show the Statistics window of `window` (made once, read again each time), at `game_id` or the
    game of the session on the table."""
    dialog = getattr(window, "_statistics_dialog", None)
    if dialog is None:
        dialog = StatisticsDialog(window)
        window._statistics_dialog = dialog  # type: ignore[attr-defined]
    session = getattr(window, "session", None)
    if game_id is None and session is not None:
        game_id = getattr(session.game, "id", None)
    dialog.refresh(game_id)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog


__all__ = ["ScoreChart", "StatisticsDialog", "open_statistics", "player_colors"]
