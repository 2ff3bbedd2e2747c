"""The Statistics window (Game > Statistics…): per game, a column per player name with their figures
over the finished games (app/persistence/stats.py `summary`), and a chart of the scores of the last
games (one line per player, in the colour last chosen for that name, drawn with QPainter).

`open_statistics(window)` shows it (one window per main window, refreshed each time it is opened),
starting at the game on the table, else the game last played.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QIcon, QPainter, QPainterPath, QPalette, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.bots import LEVEL_TITLES
from app.core import i18n
from app.core.i18n import N_, _, ngettext
from app.games import registry
from app.persistence import settings, stats
from app.ui import qt_art

LEVELS = ("easy", "normal", "hard")
#: the figures, one row each: (key, label); the level rows are made from LEVEL_ROW
FIGURES = (("games", N_("Games")), ("wins", N_("Wins")), ("rate", N_("Win rate")), ("easy", ""),
           ("normal", ""), ("hard", ""), ("average", N_("Average score")), ("best", N_("Best score")),
           ("streak", N_("Longest winning streak")), ("hints", N_("Games with hints")),
           ("abandoned", N_("Games left unfinished")))
LEVEL_ROW = N_("Win rate against {level}")
DASH = "–"


def percent(rate: float) -> str:
    return _("{percent}%").format(percent=i18n.number(rate * 100))


def player_colors(game_id: str, names: list[str]) -> dict[str, str]:
    """name -> colour: the one last chosen for that name in the new-game dialog of this game (or of
    any game), else the next palette colour not taken."""
    known: dict[str, str] = {}
    for gid in [game_id, *(g for g in registry.ids() if g != game_id)]:
        last = settings.last_new_game(gid)
        for name, color in zip(last.get("names", []), last.get("colors", [])):
            if isinstance(name, str) and QColor(color).isValid():
                known.setdefault(name, color)
    colors: dict[str, str] = {}
    for name in names:  # the known colours first, each to one name
        if name in known and known[name].lower() not in map(str.lower, colors.values()):
            colors[name] = known[name]
    taken = {c.lower() for c in colors.values()}
    spare = [c for c in qt_art.seat_colors(len(names) + len(taken)) if c.lower() not in taken]
    for name in names:
        if name not in colors:
            colors[name] = spare.pop(0)
    return {name: colors[name] for name in names}


class ScoreChart(QWidget):
    """The scores of the last games: x the games (oldest left), y the points, a line per player."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: list[dict] = []
        self.lines: dict[str, list[tuple[int, float]]] = {}
        self.colors: dict[str, str] = {}
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(_("Chart of the scores of the last games"))

    def set_games(self, games: list[dict], colors: dict[str, str], order: list[str]) -> None:
        self.games = list(games)
        lines = stats.series(self.games)
        self.lines = {name: lines[name] for name in order if name in lines}
        self.colors = dict(colors)
        self.update()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        em = self.fontMetrics().height()
        return QSize(em * 16, em * 9)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        em = self.fontMetrics().height()
        return QSize(em * 40, em * 16)

    # ---- geometry ----------------------------------------------------------------------------------
    def value_range(self) -> tuple[float, float, float]:
        """(lowest, highest, step) of the y axis: round numbers around every score, 0 included."""
        scores = [score for points in self.lines.values() for _i, score in points] or [0]
        low, high = min(0.0, min(scores)), max(0.0, max(scores))
        if high - low < 1:
            high = low + 1
        raw = (high - low) / 5
        magnitude = 10 ** math.floor(math.log10(raw))
        step = next(m * magnitude for m in (1, 2, 2.5, 5, 10) if m * magnitude >= raw)
        return math.floor(low / step) * step, math.ceil(high / step) * step, step

    def _legend_rows(self, metrics: QFontMetricsF, width: float) -> list[list[tuple[str, float]]]:
        rows: list[list[tuple[str, float]]] = [[]]
        used = 0.0
        swatch = metrics.height() * 1.6
        for name in self.lines:
            w = swatch + metrics.horizontalAdvance(name) + metrics.height()
            if rows[-1] and used + w > width:
                rows.append([])
                used = 0.0
            rows[-1].append((name, w))
            used += w
        return rows

    def plot_rect(self) -> QRectF:
        """Where the lines are drawn (inside the axes)."""
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        low, high, step = self.value_range()
        labels = [self._number(low + i * step) for i in range(int(round((high - low) / step)) + 1)]
        left = max(metrics.horizontalAdvance(t) for t in labels) + line * 0.8
        legend = len(self._legend_rows(metrics, self.width() - left - line)) * line * 1.3
        return QRectF(left, legend + line * 0.8, max(1.0, self.width() - left - line),
                      max(1.0, self.height() - legend - line * 3.2))

    def point_at(self, index: int, score: float) -> QPointF:
        rect = self.plot_rect()
        low, high, _step = self.value_range()
        count = len(self.games)
        x = rect.center().x() if count <= 1 else rect.left() + rect.width() * index / (count - 1)
        y = rect.bottom() - rect.height() * (score - low) / (high - low)
        return QPointF(x, y)

    @staticmethod
    def _number(value: float) -> str:
        return i18n.number(value, 0 if float(value).is_integer() else 1)

    # ---- painting ----------------------------------------------------------------------------------
    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        if not self.games:
            return
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        rect = self.plot_rect()
        text = palette.color(QPalette.ColorRole.Text)
        grid = QColor(text)
        grid.setAlphaF(0.18)
        low, high, step = self.value_range()
        painter.setFont(self.font())
        value = low
        while value <= high + step / 2:
            y = self.point_at(0, value).y()
            painter.setPen(QPen(grid, 1))
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - line / 2, rect.left() - line * 0.4, line),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self._number(value))
            value += step
        painter.setPen(QPen(text, 1.2))
        painter.drawLine(rect.bottomLeft(), rect.topLeft())
        count = len(self.games)
        every = max(1, math.ceil(count / max(1, rect.width() / (metrics.horizontalAdvance("88") * 2.2))))
        for index in range(count):
            if index % every and index != count - 1:
                continue
            x = self.point_at(index, low).x()
            painter.drawText(QRectF(x - line * 2, rect.bottom() + line * 0.3, line * 4, line),
                             Qt.AlignmentFlag.AlignCenter, i18n.number(index + 1))
        painter.drawText(QRectF(rect.left(), rect.bottom() + line * 1.4, rect.width(), line),
                         Qt.AlignmentFlag.AlignCenter, _("Games, oldest first"))
        width = max(2.0, line / 7)
        for name, points in self.lines.items():
            color = QColor(self.colors.get(name, "#6f7378"))
            path = QPainterPath()
            for n, (index, score) in enumerate(points):
                (path.lineTo if n else path.moveTo)(self.point_at(index, score))
            painter.setPen(QPen(color, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                Qt.PenJoinStyle.RoundJoin))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            painter.setBrush(color)
            for index, score in points:
                painter.drawEllipse(self.point_at(index, score), width * 1.4, width * 1.4)
        self._paint_legend(painter, metrics, rect.left())

    def _paint_legend(self, painter: QPainter, metrics: QFontMetricsF, left: float) -> None:
        line = metrics.height()
        y = line * 0.3
        for row in self._legend_rows(metrics, self.width() - left - line):
            x = left
            for name, w in row:
                painter.setPen(QPen(QColor(self.colors.get(name, "#6f7378")), max(2.0, line / 7)))
                painter.drawLine(QPointF(x, y + line / 2), QPointF(x + line * 1.2, y + line / 2))
                painter.setPen(self.palette().color(QPalette.ColorRole.Text))
                painter.drawText(QRectF(x + line * 1.6, y, w, line), Qt.AlignmentFlag.AlignVCenter, name)
                x += w
            y += line * 1.3


class StatisticsDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Statistics"))
        self._base_font = QFont(self.font())
        self.entries: list[dict] = []
        self.problem_text: str | None = None
        self.rows: list[stats.PlayerRow] = []
        self._opened = False
        self.game = QComboBox(self)
        for info in registry.infos():
            self.game.addItem(_(info.title), info.id)
        self.game.currentIndexChanged.connect(lambda _i: self.show_game())
        chooser = QHBoxLayout()
        label = QLabel(_("&Game:"), self)
        label.setBuddy(self.game)
        chooser.addWidget(label)
        chooser.addWidget(self.game)
        chooser.addStretch(1)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem.setStyleSheet("color: #a35200;")
        self.problem.hide()
        self.table = QTableWidget(self)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setAccessibleName(_("Figures per player"))
        rows = self.table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(int(self.fontMetrics().height() * 1.45))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setMinimumSectionSize(self.fontMetrics().height() * 5)
        self.chart_title = QLabel(self)
        self.chart = ScoreChart(self)
        self.figures = QWidget(self)  # the table (as tall as its rows), the chart below in the rest
        column = QVBoxLayout(self.figures)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.table)
        column.addWidget(self.chart_title)
        column.addWidget(self.chart, 1)
        self.empty = QLabel(self)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        font = QFont(self.empty.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.empty.setFont(font)
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.figures)
        self.pages.addWidget(self.empty)
        buttons = QDialogButtonBox(self)
        close = buttons.addButton(_("Close"), QDialogButtonBox.ButtonRole.RejectRole)
        close.clicked.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(chooser)
        layout.addWidget(self.problem)
        layout.addWidget(self.pages, 1)
        layout.addWidget(buttons)
        em = self.fontMetrics().height()
        self.resize(em * 52, em * 38)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._scale()
        if self.table.columnCount():
            self._fit_table()

    def scale(self) -> float:
        """How much larger than the dialog's font the figures and the chart are written: 1 up to
        800x600, up to 1.5 on a large window (a full-HD screen is read from further away)."""
        return max(1.0, min(1.5, self.width() / 800, self.height() / 600))

    def _scale(self) -> None:
        font = QFont(self._base_font)
        font.setPointSizeF(self._base_font.pointSizeF() * self.scale())
        if font == self.font():
            return
        self.setFont(font)  # every widget of the window: the figures, the chart, the chooser, the button
        big = QFont(font)
        big.setPointSizeF(font.pointSizeF() * 1.3)
        self.empty.setFont(big)
        self._name_fonts()
        self.table.verticalHeader().setDefaultSectionSize(int(QFontMetricsF(font).height() * 1.45))
        self.table.horizontalHeader().setMinimumSectionSize(int(QFontMetricsF(font).height() * 5))

    # ---- content -----------------------------------------------------------------------------------
    def refresh(self, game_id: str | None = None) -> None:
        """Read the statistics again and show `game_id` (default: the game shown, else the game of the
        newest finished game)."""
        self.entries, self.problem_text = stats.load()
        self.problem.setText(self.problem_text or "")
        self.problem.setVisible(bool(self.problem_text))
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
        colors = player_colors(game_id, names)
        self._fill_table(colors)
        games = stats.last_games(self.entries, game_id)
        self.chart_title.setText(ngettext("Scores of the last game", "Scores of the last {n} games",
                                          len(games)).format(n=len(games)))
        self.chart.set_games(games, colors, names)

    def _fill_table(self, colors: dict[str, str]) -> None:
        table = self.table
        table.clear()
        table.setRowCount(len(FIGURES))
        table.setColumnCount(len(self.rows))
        for r, (key, label) in enumerate(FIGURES):
            text = _(LEVEL_ROW).format(level=_(LEVEL_TITLES[key])) if key in LEVELS else _(label)
            table.setVerticalHeaderItem(r, QTableWidgetItem(text))
        em = int(QFontMetricsF(table.font()).height())
        for c, row in enumerate(self.rows):
            head = QTableWidgetItem(row.name)
            swatch = QPixmap(em, em)
            swatch.fill(QColor(colors.get(row.name, "#6f7378")))
            head.setIcon(QIcon(swatch))
            head.setToolTip(row.name if row.human else _("{name} (computer)").format(name=row.name))
            table.setHorizontalHeaderItem(c, head)
            for r, (key, _label) in enumerate(FIGURES):
                text, tip = self.cell(row, key)
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if tip:
                    item.setToolTip(tip)
                table.setItem(r, c, item)
        self._name_fonts()
        self._fit_table()

    def _name_fonts(self) -> None:
        """The names above the columns in the window's font, bold (a header item keeps its own font)."""
        bold = QFont(self.font())
        bold.setBold(True)
        self.table.horizontalHeader().setFont(bold)
        for c in range(self.table.columnCount()):
            item = self.table.horizontalHeaderItem(c)
            if item is not None:
                item.setFont(bold)

    def _fit_table(self) -> None:
        """As tall as its rows (the chart gets the rest), a scroll bar's height more when it scrolls."""
        table = self.table
        header = table.horizontalHeader()
        header.setMinimumHeight(int(QFontMetricsF(table.font()).height()) + 8)
        height = max(header.height(), header.sizeHint().height()) + table.verticalHeader().length()
        height += 2 * table.frameWidth()
        needed = table.verticalHeader().sizeHint().width() + table.columnCount() * header.minimumSectionSize()
        margins = self.layout().contentsMargins()
        if needed + 2 * table.frameWidth() > self.width() - margins.left() - margins.right():
            height += table.horizontalScrollBar().sizeHint().height()
        table.setFixedHeight(height)

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
