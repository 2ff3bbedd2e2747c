"""What the Top 3 table paints, taken from the game's art (ui/art.py) under the names the table's
items use, and the one art object the toolkit's piles need (`ART`: the deck's backs, a card's name
side on the discard pile)."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from app.games.top3.ui.art import (ASPECT, SEAT_COLORS, paint_bet, paint_bet_icon, paint_card_back,  # noqa: F401
                                   paint_card_name, paint_card_value, paint_category, paint_chosen_marker,
                                   paint_empty_place, paint_order, paint_seat_back, paint_verdict, paint_waiting_marker,
                                   paint_won_pile, seat_color, won_pile_parts)
from app.ui.items.card_art import CardArt


class TableArt(CardArt):
    """The deck and the discard pile: the theme's back, a card's name side (its code is its id; the
    scene gives the names in the player's language)."""

    aspect = ASPECT

    def __init__(self) -> None:
        self.theme = "metropolen"
        self.names: dict[str, str] = {}

    def paint_face(self, painter: QPainter, rect: QRectF, code: str) -> None:
        paint_card_name(painter, rect, self.theme, code, self.names.get(code, code))

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        paint_card_back(painter, rect, self.theme)


ART = TableArt()
