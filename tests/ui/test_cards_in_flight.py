"""A card that grows or shrinks on its way (dealt from the deck into a line, a line making room) is
laid out at the size where it comes to rest and drawn scaled for the frames between: its picture is
painted once at that size, not once per frame at every size it passes (issue 14: Flip 7 at speed fast
painted 367 card faces at 48 sizes in a game's first 40 moves, 4.5 ms each)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from app.games.flip7.ui.art import Flip7Art
from app.ui import qt_table_pixmaps
from app.ui.items.animation import fly_card, slide
from app.ui.items.card_item import CardItem


def _frame(scene: QGraphicsScene) -> QImage:
    image = QImage(400, 300, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#1e6b45"))
    p = QPainter(image)
    scene.render(p, QRectF(0, 0, 400, 300), QRectF(0, 0, 400, 300))
    p.end()
    return image


@pytest.mark.parametrize("make", [
    lambda card: fly_card(card, QPointF(220, 120), 90.0, 300, turn_over=True),
    lambda card: slide(card, QPointF(200, 60), 90.0, 300),
])
def test_a_card_in_flight_is_painted_once_at_its_resting_size(qapp, make):
    qt_table_pixmaps.clear()
    scene = QGraphicsScene(0, 0, 400, 300)
    card = CardItem(Flip7Art(), "7", False, 40.0)
    card.setPos(20, 20)
    scene.addItem(card)
    tween = make(card)
    painted = qt_table_pixmaps.stats["painted"]
    heights = []
    for i in range(1, 21):  # 20 frames of the animation, each rendered
        tween._on_value(i / 20)
        heights.append(card.sceneBoundingRect().height())  # a card turning over is squeezed sideways only
        _frame(scene)  # each frame drawn, as the view would
    assert card.size[0] == pytest.approx(90.0)  # laid out where it comes to rest ...
    assert heights[0] < heights[10] < heights[-1]  # ... and seen growing all the way
    assert qt_table_pixmaps.stats["painted"] - painted <= 3  # its face, its back and its shadow: once each
    assert card.transform().isIdentity()  # at rest it is its own size, not a scaled picture
