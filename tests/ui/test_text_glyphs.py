"""draw_text paints glyphs from Qt's glyph cache and grows their mask into the outline (issue 14: a
stroked line of text was 15-20 ms of a table's paint). The picture must stay the one the outlined
path gave: the same letters at the same place, the outline as wide."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from app.ui.items import card_art

CASES = [  # text, pixel size, outline colour, outline width, underline, device pixel ratio
    ("Mean daily temperature, 1981–2010, Ben 42", 13, QColor(0, 0, 0, 200), 2.5, False, 1.0),
    ("Round 6 of 15: Ana chooses", 25, QColor("#5a1a1a"), 4.0, True, 1.0),
    ("Größe 96", 17, QColor(0, 0, 0, 170), 1.6, False, 2.0),
    ("Ben 7", 40, None, 0.0, False, 1.5),
    ("ZWEITE CHANCE", 10, QColor("#8a1c1c"), 1.0, False, 1.0),  # a Flip 7 action card's title at 800x600
    ("FLIP 3", 11, QColor("#8a1c1c"), 1.4, False, 1.0),
]


def _render(text, px, outline, width, underline, dpr, glyphs: bool) -> QImage:
    image = QImage(int(520 * dpr), int(70 * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(0)
    p = QPainter(image)
    p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    path = card_art.text_path(text, px)
    box = path.boundingRect()
    scale = min(1.0, 480 / box.width())
    card_art._paint_text(p, path, box, scale, 12.3, 9.6, QColor("#ffffff"), outline, width, underline,
                         text if glyphs else "", px, True)
    p.end()
    return image


def _alpha(image: QImage) -> list[int]:
    data = bytes(image.constBits())
    return list(data[3::4])  # premultiplied ARGB32 in memory order B, G, R, A (little endian)


def _white(image: QImage) -> list[int]:
    data = bytes(image.constBits())
    return list(data[0::4])


@pytest.mark.parametrize("text, px, outline, width, underline, dpr", CASES)
def test_the_glyphs_and_their_outline_cover_what_the_stroked_path_did(qapp, text, px, outline, width, underline, dpr):
    old = _render(text, px, outline, width, underline, dpr, glyphs=False)
    new = _render(text, px, outline, width, underline, dpr, glyphs=True)
    a_old, a_new = _alpha(old), _alpha(new)
    covered_old = sum(1 for a in a_old if a > 100)
    covered_new = sum(1 for a in a_new if a > 100)
    assert covered_old > 200
    assert abs(covered_new - covered_old) <= 0.1 * covered_old, (covered_old, covered_new)
    # where the old picture is covered the new one is too (the letters and the outline lie where they lay)
    both = sum(1 for x, y in zip(a_old, a_new) if x > 100 and y > 100)
    assert both >= 0.85 * covered_old, (both, covered_old)
    # the white fill (the letters themselves) lies at the same pixels
    w_old, w_new = _white(old), _white(new)
    lit_old = {i for i, v in enumerate(w_old) if v > 180}
    lit_new = {i for i, v in enumerate(w_new) if v > 180}
    assert len(lit_old & lit_new) >= 0.85 * len(lit_old), (len(lit_old), len(lit_new), len(lit_old & lit_new))
    if outline is not None:  # there is a dark rim: covered pixels that are not white
        rim = sum(1 for i, a in enumerate(a_new) if a > 100 and w_new[i] < 90)
        rim_old = sum(1 for i, a in enumerate(a_old) if a > 100 and w_old[i] < 90)
        assert rim >= 0.8 * rim_old > 0, (rim, rim_old)


def test_a_turned_painter_still_paints_the_path(qapp):
    """An index upside down on a card: the painter is rotated, the text is the path as before."""
    image = QImage(200, 80, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    p = QPainter(image)
    p.translate(100, 40)
    p.rotate(180)
    card_art.draw_text(p, QRectF(-60, -20, 120, 40), "96", 24, QColor("#ffffff"), QColor("#000000"), 2.0)
    p.end()
    assert sum(1 for a in _alpha(image) if a > 100) > 100
