"""Text on the Top This! table: the general items (the wrapped prompt, labels that name a player in
their colour, floating notes) are the toolkit's (app/ui/items/text_box.py); here the felt's own
colour rule for players' names."""

from __future__ import annotations

from PySide6.QtGui import QColor

from app.ui.items.card_art import wrap
from app.ui.items.text_box import TABLE_TEXT_PX as MIN_TEXT_PX, FloatingNoteItem, TextBoxItem, readable


def lighter_for_felt(color: QColor) -> QColor:
    """A player's colour made light enough to read on the dark brown felt."""
    c = QColor(color)
    h, s, v, a = c.getHsvF()
    return QColor.fromHsvF(max(0.0, h), min(1.0, s * 0.75), max(v, 0.95), 1.0)


__all__ = ["MIN_TEXT_PX", "readable", "wrap", "lighter_for_felt", "TextBoxItem", "FloatingNoteItem"]
