"""The chart of the Statistics window (app/ui/qt_statistics.py): the scores of the last games of one
game, a line per player in the colour last chosen for that name, drawn with QPainter."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.core import i18n
from app.core.i18n import _
from app.games import registry
from app.persistence import settings, stats
from app.ui import qt_art


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

    def legend_samples(self) -> dict[str, QRectF]:
        """name -> where the legend draws that player's sample of the line (left of the name)."""
        metrics = QFontMetricsF(self.font())
        line = metrics.height()
        left = self.plot_rect().left()
        samples: dict[str, QRectF] = {}
        y = line * 0.3
        for row in self._legend_rows(metrics, self.width() - left - line):
            x = left
            for name, w in row:
                samples[name] = QRectF(x, y, line * 1.2, line)
                x += w
            y += line * 1.3
        return samples

    def _paint_legend(self, painter: QPainter, metrics: QFontMetricsF, left: float) -> None:
        line = metrics.height()
        for name, sample in self.legend_samples().items():
            painter.setPen(QPen(QColor(self.colors.get(name, "#6f7378")), max(2.0, line / 7)))
            painter.drawLine(QPointF(sample.left(), sample.center().y()), QPointF(sample.right(), sample.center().y()))
            painter.setPen(self.palette().color(QPalette.ColorRole.Text))
            painter.drawText(QRectF(sample.left() + line * 1.6, sample.top(), self.width(), line),
                             Qt.AlignmentFlag.AlignVCenter, name)


__all__ = ["ScoreChart", "player_colors"]
