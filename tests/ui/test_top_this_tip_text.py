"""Play-test: the "TIP" on the tip stack was about 8 px at 800x600. Every word painted on a tip card
is at least 11 px, however small the card (app.ui.items.card_art.MIN_TEXT_PX)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from app.games.top_this.ui import art
from app.ui.items.card_art import MIN_TEXT_PX


@pytest.mark.parametrize("face_down, value", [(True, None), (False, 3)])
@pytest.mark.parametrize("w, h", [(24, 34), (30, 42), (60, 84)])
def test_tip_card_words_are_readable(qtbot, monkeypatch, face_down, value, w, h):
    sizes: list[float] = []
    real = art._font

    def font(px: float, bold: bool = True):
        sizes.append(px)
        return real(px, bold)

    monkeypatch.setattr(art, "_font", font)
    image = QImage(w + 10, h + 10, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    art.paint_tip_card(painter, QRectF(2, 6, w, h), value, count=5, face_down=face_down)
    painter.end()
    assert sizes and min(sizes) >= MIN_TEXT_PX, sizes
