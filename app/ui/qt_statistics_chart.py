"""The chart of the Statistics window (app/ui/qt_statistics.py): the scores of the last games of one
game, a line per player in the colour last chosen for that name, drawn with QPainter.

Colour alone does not tell the lines apart (in greyscale, or for a colour-blind player, Ana's red and
Cleo's green, the default seats 1 and 3, look alike): each line also has a marker shape at its points
and a dash pattern (`series_styles`), the same in the legend and on the table's column heads
(`style_icon`). Up to five lines differ pairwise in both; up to 30 in the pair of them.
"""

from __future__ import annotations

import dataclasses
import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QIcon, QPainter, QPainterPath, QPalette, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from app.core import i18n
from app.core.i18n import _, ngettext
from app.games import registry
from app.persistence import settings, stats
from app.ui import seat_palettes


def player_colors(game_id: str, names: list[str]) -> dict[str, str]:
    """name -> colour: the one last chosen for that name in the new-game dialog of this game (or of
    any game), else the next palette colour not taken; as shown in the seat palette in use."""
    known: dict[str, str] = {}
    key = seat_palettes.current()  # the settings read once
    for gid in [game_id, *(g for g in registry.ids() if g != game_id)]:
        last = settings.last_new_game(gid)
        for name, color in zip(last.get("names", []), last.get("colors", [])):
            if isinstance(name, str) and isinstance(color, str) and QColor(color).isValid():
                known.setdefault(name, seat_palettes.shown(color, key))  # in the palette chosen
    colors: dict[str, str] = {}
    for name in names:  # the known colours first, each to one name
        if name in known and known[name].lower() not in map(str.lower, colors.values()):
            colors[name] = known[name]
    taken = {c.lower() for c in colors.values()}
    spare = [c for c in seat_palettes.seat_colors(len(names) + len(taken), key) if c.lower() not in taken]
    for name in names:
        if name not in colors:
            colors[name] = spare.pop(0)
    return {name: colors[name] for name in names}


#: the marker shapes, in the order lines take them
MARKERS = ("circle", "square", "triangle", "diamond", "cross", "triangle_down")
#: the dash patterns (in pen widths: dash, gap, ...; () is a solid line), in the order lines take them;
#: five, so that with six markers the pair repeats only after 30 lines
DASHES: tuple[tuple[float, ...], ...] = ((), (4, 2), (1, 1.6), (5, 1.6, 1, 1.6), (9, 3))
GREY = "#6f7378"
#: how wide a legend sample is, in lines of text (room for the dash pattern on both sides of the marker)
SAMPLE_EMS = 2.6


@dataclasses.dataclass(frozen=True)
class SeriesStyle:
    """How one player's line is drawn: colour, marker shape (MARKERS) and dash pattern (DASHES)."""

    color: str
    marker: str
    dash: tuple[float, ...]


def series_styles(names: list[str], colors: dict[str, str]) -> dict[str, SeriesStyle]:
    """name -> its style: the n-th name the n-th marker and the n-th dash (each list taken in turn)."""
    return {name: SeriesStyle(colors.get(name, GREY), MARKERS[n % len(MARKERS)], DASHES[n % len(DASHES)])
            for n, name in enumerate(names)}


def marker_path(marker: str, center: QPointF, radius: float) -> QPainterPath:
    """The outline of `marker` around `center`, about `radius` from it (shapes of about equal weight)."""
    path = QPainterPath()
    x, y, r = center.x(), center.y(), radius
    if marker == "circle":
        path.addEllipse(center, r, r)
    elif marker == "square":
        path.addRect(QRectF(x - r * 0.86, y - r * 0.86, r * 1.72, r * 1.72))
    elif marker in ("triangle", "triangle_down"):
        s = -1 if marker == "triangle" else 1
        path.addPolygon(QPolygonF([QPointF(x, y + s * r * 1.25), QPointF(x - r * 1.15, y - s * r * 0.75),
                                   QPointF(x + r * 1.15, y - s * r * 0.75)]))
        path.closeSubpath()
    elif marker == "diamond":
        path.addPolygon(QPolygonF([QPointF(x, y - r * 1.25), QPointF(x + r, y), QPointF(x, y + r * 1.25),
                                   QPointF(x - r, y)]))
        path.closeSubpath()
    else:  # cross: a plus of two bars, a quarter turned (an X)
        t, r = r * 0.38, r * 1.3
        plus = [(t, r), (t, t), (r, t), (r, -t), (t, -t), (t, -r), (-t, -r), (-t, -t), (-r, -t), (-r, t), (-t, t), (-t, r)]
        c = math.sqrt(0.5)
        path.addPolygon(QPolygonF([QPointF(x + (px - py) * c, y + (px + py) * c) for px, py in plus]))
        path.closeSubpath()
    return path


def line_pen(style: SeriesStyle, width: float) -> QPen:
    """The pen of a line of `style`, `width` wide: solid, or its dash pattern (flat ends, so the gaps show)."""
    pen = QPen(QColor(style.color), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    if style.dash:
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        pen.setDashPattern(list(style.dash))
    return pen


def draw_marker(painter: QPainter, style: SeriesStyle, center: QPointF, radius: float, outline: QColor) -> None:
    """The marker of `style` at `center`, filled in its colour with a thin outline (so that it stands
    out where lines cross)."""
    painter.setPen(QPen(outline, max(1.0, radius / 4)))
    painter.setBrush(QColor(style.color))
    painter.drawPath(marker_path(style.marker, center, radius))


def style_icon(style: SeriesStyle, size: int) -> QIcon:
    """An icon of the marker of `style` (the column heads of the figures: the same mark as the chart)."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_marker(painter, style, QPointF(size / 2, size / 2), size * 0.36, QColor("#ffffff"))
    painter.end()
    return QIcon(pixmap)


class ScoreChart(QWidget):
    """The scores of the last games: x the games (oldest left), y the points, a line per player."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.games: list[dict] = []
        self.lines: dict[str, list[tuple[int, float]]] = {}
        self.colors: dict[str, str] = {}
        #: name -> how its line is drawn (`series_styles` of the names in the order given)
        self.styles: dict[str, SeriesStyle] = {}
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAccessibleName(_("Chart of the scores of the last games"))

    def set_games(self, games: list[dict], colors: dict[str, str], order: list[str]) -> None:
        self.games = list(games)
        lines = stats.series(self.games)
        self.lines = {name: lines[name] for name in order if name in lines}
        self.colors = dict(colors)
        self.styles = series_styles(list(order), self.colors)
        self.setAccessibleDescription(self.summary())  # what a screen reader says of the painted lines
        self.update()

    def summary(self) -> str:
        """The chart in words: "Scores of the last 3 games, oldest first. Ana: 120, 210, 205. Ben: …"
        ("–" for a game a player was not in)."""
        count = len(self.games)
        if not count:
            return _("No finished games to show.")
        said = [ngettext("Scores of the last game.", "Scores of the last {n} games, oldest first.",
                         count).format(n=count)]
        for name, points in self.lines.items():
            scores = dict(points)
            said.append(_("{name}: {scores}.").format(name=name, scores=", ".join(
                self._number(scores[i]) if i in scores else "–" for i in range(count))))
        return " ".join(said)

    def line_width(self) -> float:
        return max(2.0, QFontMetricsF(self.font()).height() / 7)

    def marker_radius(self) -> float:
        return max(4.0, QFontMetricsF(self.font()).height() * 0.3)

    def pen(self, style: SeriesStyle) -> QPen:
        """The pen of a line drawn in `style` in this chart."""
        return line_pen(style, self.line_width())

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
        swatch = metrics.height() * SAMPLE_EMS + metrics.height() * 0.4
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
        base = palette.color(QPalette.ColorRole.Base)
        for name, points in self.lines.items():
            style = self.styles[name]
            path = QPainterPath()
            for n, (index, score) in enumerate(points):
                (path.lineTo if n else path.moveTo)(self.point_at(index, score))
            painter.setPen(self.pen(style))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)
            for index, score in points:
                draw_marker(painter, style, self.point_at(index, score), self.marker_radius(), base)
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
                samples[name] = QRectF(x, y, line * SAMPLE_EMS, line)
                x += w
            y += line * 1.3
        return samples

    def _paint_legend(self, painter: QPainter, metrics: QFontMetricsF, left: float) -> None:
        line = metrics.height()
        base = self.palette().color(QPalette.ColorRole.Base)
        for name, sample in self.legend_samples().items():
            style = self.styles[name]
            middle = sample.center().y()
            painter.setPen(self.pen(style))
            painter.drawLine(QPointF(sample.left(), middle), QPointF(sample.right(), middle))
            draw_marker(painter, style, sample.center(), self.marker_radius(), base)
            painter.setPen(self.palette().color(QPalette.ColorRole.Text))
            painter.drawText(QRectF(sample.right() + line * 0.4, sample.top(), self.width(), line),
                             Qt.AlignmentFlag.AlignVCenter, name)


__all__ = ["DASHES", "MARKERS", "ScoreChart", "SeriesStyle", "draw_marker", "line_pen", "player_colors",
           "series_styles", "style_icon"]
