"""Card art painted once into a pixmap and drawn from it afterwards (app/ui/qt_table_pixmaps.py): the
picture is the one the art paints, a second paint reuses it, texts are still recorded for the text
size tests, and the language is part of what is cached."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QTransform

from app.core import i18n
from app.games.flip7.ui.art import ART as FLIP7
from app.games.top3.ui import art as top3_art
from app.games.top_oder_flop.ui.art import ART as TOP_OR_FLOP
from app.games.top_pop.ui.art import ART as TOP_POP
from app.ui import qt_table_pixmaps as pixmaps
from app.ui.items.card_art import recording_text

RECT = QRectF(20.4, 30.6, 84, 120)
#: where the cache draws a card lying at RECT: at the nearest whole pixel
SNAPPED = QRectF(20, 31, 84, 120)


def _image(paint, cached: bool, transform: QTransform | None = None) -> QImage:
    pixmaps.enabled = cached
    try:
        image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.darkGreen)
        p = QPainter(image)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                         | QPainter.RenderHint.SmoothPixmapTransform)
        if transform is not None:
            p.setTransform(transform)
        paint(p)
        p.end()
        return image
    finally:
        pixmaps.enabled = True


def _far_pixels(a: QImage, b: QImage) -> int:
    """Pixels whose colour differs by more than a quarter of the range in some channel."""
    far = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            if max(abs(((pa >> s) & 255) - ((pb >> s) & 255)) for s in (0, 8, 16, 24)) > 64:
                far += 1
    return far


ARTS = [
    ("flip7 number", lambda p, r=RECT: FLIP7.paint_face(p, r, "7")),
    ("flip7 back", lambda p, r=RECT: FLIP7.paint_back(p, r)),
    ("top oder flop back", lambda p, r=RECT: TOP_OR_FLOP.paint_back(p, r)),
    ("top pop back", lambda p, r=RECT: TOP_POP.paint_back(p, r)),
    ("top3 back", lambda p, r=RECT: top3_art.paint_card_back(p, r, top3_art.THEMES[0])),
]


@pytest.mark.parametrize("name,paint", ARTS, ids=[a[0] for a in ARTS])
def test_the_cached_picture_is_the_painted_one_and_is_reused(qapp, name, paint):
    pixmaps.clear()
    direct = _image(lambda p: paint(p, SNAPPED), cached=False)
    before = dict(pixmaps.stats)
    first = _image(paint, cached=True)
    second = _image(paint, cached=True)
    assert pixmaps.stats["painted"] == before["painted"] + 1
    assert pixmaps.stats["reused"] == before["reused"] + 1
    assert first == second
    # the same card as painted at the nearest pixel: only antialiased edges may differ a little
    assert _far_pixels(direct, first) < 0.03 * (RECT.width() * RECT.height()) / 4, name
    assert direct != _image(lambda p: None, cached=False)  # the art painted something at all


def test_an_animated_card_is_drawn_from_its_pixmap_with_the_transform(qapp):
    pixmaps.clear()
    turn = QTransform().translate(100, 100).rotate(20).translate(-100, -100)
    paint = ARTS[0][1]
    direct = _image(paint, cached=False, transform=turn)
    cached = _image(paint, cached=True, transform=turn)
    assert pixmaps.stats["painted"] >= 1
    # turned, the pixmap is resampled: edges differ, the picture does not (a tenth of its pixels at most)
    assert _far_pixels(direct, cached) < 0.10 * (RECT.width() * RECT.height()) / 4


def test_texts_are_recorded_while_a_test_records_them(qapp):
    pixmaps.clear()
    _image(ARTS[0][1], cached=True)  # now in the cache
    with recording_text() as texts:
        _image(ARTS[0][1], cached=True)
    assert any(text == "7" for text, _px, _role in texts)


def test_the_language_is_part_of_the_cached_picture(qapp):
    pixmaps.clear()
    paint = ARTS[0][1]
    _image(paint, cached=True)
    painted = pixmaps.stats["painted"]
    with i18n.use("de"):
        _image(paint, cached=True)
    assert pixmaps.stats["painted"] == painted + 1
