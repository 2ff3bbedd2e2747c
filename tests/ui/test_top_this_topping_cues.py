"""Issue 29, colour vision: a Top This! disc on the crust tells what its other face is by a small
picture of it (the badge), not only by the colour of its rim, which a colour-blind player may not tell
apart (brown mushroom, green pepper and red pepperoni look alike to a deuteranope)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter

from app.games.top_this.ui import art

SIZE = 96


def _disc(face: str, back: str | None) -> QImage:
    """`face` with `back` on its other side, the rim of every back in one colour (only the badge may differ)."""
    image = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    p = QPainter(image)
    p.translate(QPointF(SIZE / 2, SIZE / 2))
    art._topping(p, face, SIZE / 2 - 1, back)  # not the cached picture: the patched colours apply
    p.end()
    return image.convertToFormat(QImage.Format.Format_Grayscale8)


@pytest.fixture
def one_rim_colour(monkeypatch):
    monkeypatch.setattr(art, "KEY_COLORS", {kind: "#808080" for kind in art.TOPPINGS})


def test_the_pictures_of_the_toppings_differ_without_colour(one_rim_colour):
    """The faces themselves: different shapes, told apart in greyscale."""
    for a, b in itertools.combinations(art.TOPPINGS, 2):
        assert _disc(a, None) != _disc(b, None), (a, b)


@pytest.mark.parametrize("face", art.TOPPINGS)
def test_the_other_face_shows_in_greyscale_with_rims_of_one_colour(one_rim_colour, face):
    """With every rim the same grey, two discs of one face and different backs still differ, within the
    badge; and a disc with a back differs from one without."""
    for a, b in itertools.combinations([k for k in art.TOPPINGS if k != face], 2):
        assert _disc(face, a) != _disc(face, b), (face, a, b)
    assert _disc(face, art.TOPPINGS[0] if face != art.TOPPINGS[0] else art.TOPPINGS[1]) != _disc(face, None)
