"""Top This!'s art, a disc's shadow, a card's shadow and outlined table text are painted once into
pixmaps and drawn from them after (app/ui/qt_table_pixmaps.py): the picture is the painted one, a
second paint reuses it, and texts are still recorded while a test records them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from app.games.top_this.ui import art
from app.ui import qt_table_pixmaps as pixmaps
from app.ui.items.card_art import draw_text, recording_text
from tests.ui.test_table_pixmaps import RECT, SNAPPED, _far_pixels, _image


def _at(paint, rect):
    """`paint(p)` around the centre of `rect` (the toppings and the pizza paint around the origin)."""
    def run(p):
        p.save()
        p.translate(rect.center())
        paint(p)
        p.restore()
    return run


ARTS = [
    ("topping", lambda r: _at(lambda p: art.paint_topping(p, "olives", r.width() / 2 - 10, "mushrooms"), r)),
    ("order card", lambda r: lambda p: art.paint_order_card(p, r, ["onions", "peppers", "pepperoni"], 5,
                                                            highlight=True)),
    ("tip card", lambda r: lambda p: art.paint_tip_card(p, r, 3)),
    ("order back", lambda r: lambda p: art.paint_order_back(p, r, 7)),
    ("pizza", lambda r: _at(lambda p: art.paint_pizza(p, 50, 40, 8), r)),
    ("outlined text", lambda r: lambda p: draw_text(p, r, "Ana's turn", 16, QColor("#fff6dc"),
                                                    QColor(0, 0, 0, 160), 2.2)),
]


@pytest.mark.parametrize("name,paint", ARTS, ids=[a[0] for a in ARTS])
def test_the_picture_is_the_painted_one_and_is_reused(qapp, name, paint):
    pixmaps.clear()
    direct = _image(paint(SNAPPED), cached=False)
    before = dict(pixmaps.stats)
    first = _image(paint(RECT), cached=True)
    second = _image(paint(RECT), cached=True)
    assert pixmaps.stats["painted"] == before["painted"] + 1, name  # one picture, nothing nested in it
    assert pixmaps.stats["reused"] == before["reused"] + 1, name
    assert first == second
    assert _far_pixels(direct, first) < 0.03 * (RECT.width() * RECT.height()) / 4, name
    assert direct != _image(lambda p: None, cached=False)


def test_an_outlined_text_is_recorded_while_a_test_records_it(qapp):
    pixmaps.clear()
    paint = ARTS[-1][1](RECT)
    _image(paint, cached=True)  # now in the cache
    with recording_text() as texts:
        _image(paint, cached=True)
    assert [t for t, _px, _role in texts] == ["Ana's turn"]


def test_a_turned_text_is_painted_as_a_path(qapp):
    """An index upside down on a card: painted directly, never a turned pixmap."""
    pixmaps.clear()
    before = dict(pixmaps.stats)
    _image(lambda p: (p.translate(QPointF(100, 100)), p.rotate(180),
                      draw_text(p, QRectF(-40, -10, 80, 20), "7", 16, QColor("#222222"))), cached=True)
    assert pixmaps.stats["painted"] == before["painted"] and pixmaps.stats["reused"] == before["reused"]
