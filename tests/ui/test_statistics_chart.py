"""The statistics chart tells its lines apart without colour (issue 27): each line has its own marker
and dash, in the chart and in the legend, so that Ana (red) and Cleo (green), the default seats 1 and
3, stay apart in greyscale and for a colour-blind player."""

from __future__ import annotations

import itertools

from PySide6.QtGui import QColor, QImage

from app.persistence import settings, stats
from app.ui import seat_palettes
from tests.support.statistics_window import dialog_for

NAMES = ("Ana", "Ben", "Cleo", "Dan", "Eva")


def player(name):
    return {"name": name, "kind": "human", "level": None}


def record_games(names=NAMES):
    """Three Flip 7 games of `names`, seated in the default colours (Ana red, Ben blue, Cleo green...)."""
    for day in range(1, 4):
        scores = [(day * 37 + i * 23) % 180 for i in range(len(names))]
        assert stats.record({
            "key": f"k{day}", "game": "flip7", "finished_at": f"2025-04-{day:02d}T09:00:00+00:00",
            "outcome": "finished", "players": [player(n) for n in names], "scores": scores, "winners": [0],
            "rounds": 4, "moves": 40, "seconds": 600.0, "hints": []}) is None
    settings.remember_new_game("flip7", players=len(names), names=list(names),
                               colors=seat_palettes.seat_colors(len(names)), kinds=["human"] * len(names))


def chart_of(qtbot, size):
    return dialog_for(qtbot, "flip7", size).chart


def test_each_line_has_its_own_marker_and_dash(qtbot):
    record_games()
    chart = chart_of(qtbot, (800, 600))
    styles = [chart.styles[name] for name in NAMES]
    assert [chart.colors[n] for n in NAMES] == seat_palettes.seat_colors(5)
    for a, b in itertools.combinations(styles, 2):
        assert a.marker != b.marker and a.dash != b.dash, (a, b)
        assert chart.pen(a).dashPattern() != chart.pen(b).dashPattern()


def test_many_lines_still_differ_in_marker_or_dash():
    from app.ui.qt_statistics_chart import series_styles

    names = [f"P{i}" for i in range(24)]  # Flip 7 seats up to 24
    styles = series_styles(names, {})
    assert len({(s.marker, s.dash) for s in styles.values()}) == len(names)


def grey_mask(image: QImage, rect, background: int) -> list[tuple[int, int]]:
    """The pixels of `rect` (relative to its top left corner) that differ from the background in grey."""
    grey = image.convertToFormat(QImage.Format.Format_Grayscale8)
    left, top = round(rect.left()), round(rect.top())
    return [(x, y) for y in range(int(rect.height())) for x in range(int(rect.width()))
            if abs(QColor(grey.pixel(left + x, top + y)).red() - background) > 40]


def test_in_greyscale_the_legend_tells_ana_from_cleo_by_shape(qtbot):
    record_games()
    for size in ((800, 600), (1920, 1080)):
        chart = chart_of(qtbot, size)
        image = chart.grab().toImage()
        assert image.width() == chart.width()  # one image pixel per widget pixel (offscreen: ratio 1)
        background = QColor(image.convertToFormat(QImage.Format.Format_Grayscale8).pixel(2, 2)).red()
        samples = chart.legend_samples()
        ana, cleo = (set(grey_mask(image, samples[n], background)) for n in ("Ana", "Cleo"))
        assert len(ana) > 20 and len(cleo) > 20, (size, len(ana), len(cleo))
        differ = len(ana ^ cleo) / len(ana | cleo)
        assert differ > 0.25, (size, differ)  # the same line in two colours would differ in ~0 pixels
        # and every pair of the five legend samples differs in shape, not only Ana's and Cleo's
        masks = {n: set(grey_mask(image, samples[n], background)) for n in NAMES}
        for a, b in itertools.combinations(NAMES, 2):
            assert len(masks[a] ^ masks[b]) / len(masks[a] | masks[b]) > 0.15, (size, a, b)
