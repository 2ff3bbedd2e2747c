"""What the table paints, taken from the game's art (ui/art.py: city cards and backs; ui/caps.py: caps,
towers and logos) under the names the table's items use.

`ART` paints a card whose code the seat may not see with the night (moon) back, as the table shows a
face-down card; `DECK_ART` paints the deck with the day (sun) back."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from app.games.top_pop.ui.art import TopPopArt, city_color  # noqa: F401  (the items' names)
from app.games.top_pop.ui.caps import CAP_SIDE_ASPECT, TOWER_STEP, paint_cap_side, paint_cap_top  # noqa: F401
from app.games.top_pop.ui.caps import company_color as cap_color  # noqa: F401
from app.games.top_pop.ui.caps import paint_logo as _paint_logo


def cap_side_aspect() -> float:
    """A cap seen from the side: its width over its height."""
    return CAP_SIDE_ASPECT


def tower_step() -> float:
    """How far each cap of a tower stands above the one under it, of a cap's side height."""
    return TOWER_STEP


def paint_logo(p: QPainter, rect: QRectF, company: int, name: bool = False) -> None:
    """Company `company`'s logo; with its name only when asked (the seat panels have no room for it)."""
    _paint_logo(p, rect, company, name)


class TableArt(TopPopArt):
    """The table's cards: a card without a code shows the night back (a face-down night card)."""

    def paint_back(self, painter: QPainter, rect: QRectF, night: bool = True) -> None:
        super().paint_back(painter, rect, night=night)

    def paint_day_back(self, painter: QPainter, rect: QRectF) -> None:
        super().paint_back(painter, rect, night=False)

    def paint_night_back(self, painter: QPainter, rect: QRectF) -> None:
        super().paint_back(painter, rect, night=True)


class DeckArt(TableArt):
    """The deck's cards: day backs (the sun) on top."""

    def paint_back(self, painter: QPainter, rect: QRectF, night: bool = False) -> None:
        super().paint_back(painter, rect, night=night)


ART = TableArt()
DECK_ART = DeckArt()
