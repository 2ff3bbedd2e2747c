"""Play-test: the round title's pop ran past the table's left edge ("ound 4"). A label grows from its
text's own side, so a left-aligned one never reaches left of where it stands."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsScene

from app.ui.items.markers import LabelItem


def test_a_left_aligned_label_pops_to_the_right_only(qtbot):
    scene = QGraphicsScene()
    for align, stays in ((Qt.AlignmentFlag.AlignLeft, "left"), (Qt.AlignmentFlag.AlignRight, "right")):
        label = LabelItem("Round 4", align=align)
        scene.addItem(label)
        label.set_box(300, 40)
        label.setPos(10, 10)
        rest = label.sceneBoundingRect()
        label.setScale(1.2)  # (the 3 px outline margin grows with it: under a pixel)
        popped = label.sceneBoundingRect()
        if stays == "left":
            assert abs(popped.left() - rest.left()) < 1.0 and popped.right() > rest.right()
        else:
            assert abs(popped.right() - rest.right()) < 1.0 and popped.left() < rest.left()
    centred = LabelItem("BUST")
    centred.set_box(100, 40)
    assert centred.transformOriginPoint().x() == 50 and centred.transformOriginPoint().y() == 20
