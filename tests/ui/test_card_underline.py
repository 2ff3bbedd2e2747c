"""A 6 and a 9 are underlined, as on printed cards: the big numeral and both corner indices (the
bottom one upside down, its bar under it in its own frame), so that neither reads as the other when
the card is seen rotated. Checked on the painted image: the ink under each glyph."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QTransform

from app.games.flip7.ui.art import ART, corner_box

W, H = 210, 300


def _render(code: str) -> QImage:
    image = QImage(W, H, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    ART.paint_face(painter, QRectF(0, 0, W, H), code)
    painter.end()
    return image


def _ink_runs(image: QImage, box: QRectF) -> list[tuple[int, int]]:
    """Runs of consecutive rows (top to bottom) of `box` that hold ink: a pixel much darker than
    the card's light paper (and the faint glow behind the numeral)."""
    rows = []
    for y in range(max(0, int(box.top())), min(image.height(), int(box.bottom()) + 1)):
        rows.append(any(image.pixelColor(x, y).lightnessF() < 0.6
                        for x in range(max(0, int(box.left())), min(image.width(), int(box.right()) + 1))))
    runs, start = [], None
    for i, hit in enumerate(rows + [False]):
        if hit and start is None:
            start = i
        elif not hit and start is not None:
            runs.append((start, i - 1))
            start = None
    return runs


def _copies() -> dict[str, QRectF]:
    """Where each copy of the value lies, with a little room below it (as the copy is turned)."""
    rect = QRectF(0, 0, W, H)
    corner = corner_box(rect)
    inset = corner.width() * 0.15  # clear of the inner frame and of the numeral's bar
    index = corner.adjusted(inset, H * 0.015, -inset, H * 0.02)
    flipped = QTransform().translate(W / 2, H / 2).rotate(180).translate(-W / 2, -H / 2).mapRect(index)
    return {"index": index, "index upside down": flipped,
            "centre": rect.adjusted(W * 0.3, H * 0.18, -W * 0.3, -H * 0.22)}


@pytest.mark.parametrize("code", ["6", "9"])
def test_six_and_nine_have_a_bar_under_every_copy(qapp, code):
    image = _render(code)
    for where, box in _copies().items():
        runs = _ink_runs(image, box)
        assert len(runs) == 2, (where, runs)
        glyph, bar = (runs[1], runs[0]) if where == "index upside down" else runs
        glyph_h, bar_h = glyph[1] - glyph[0] + 1, bar[1] - bar[0] + 1
        assert bar_h < glyph_h / 3, (where, runs)  # a thin bar, apart from the glyph
        if where == "index upside down":  # the bar is 'under' the glyph as the glyph is turned
            assert bar[1] < glyph[0]
        else:
            assert bar[0] > glyph[1]


@pytest.mark.parametrize("code", ["8", "0", "5", "12", "1", "7", "11"])
def test_other_numbers_have_no_bar(qapp, code):
    image = _render(code)
    for where, box in _copies().items():
        assert len(_ink_runs(image, box)) == 1, where
