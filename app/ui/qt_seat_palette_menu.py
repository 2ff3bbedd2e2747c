"""View > Seat colours: the standard palette, or one for colour-vision deficiency (app/ui/seat_palettes.py).

The choice is stored in the settings (`seat_palette`) and takes effect at once: the table's seat
panels, the score sheet, the log and the statistics chart are drawn again in the palette chosen.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from app.core.i18n import _
from app.persistence import settings
from app.ui import seat_palettes
from app.ui.qt_choice_menu import ChoiceMenu


class SeatPaletteMenu(ChoiceMenu):
    """The palettes, one checked; choosing one stores it and redraws the window's seats (`redraw`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(_("Seat &colours"), parent)
        self.add_choices({key: _(title) for key, title in seat_palettes.TITLES.items()}, seat_palettes.current())

    def choose(self, key: str) -> None:
        """Use palette `key` from now on (stored for the next start too) and draw the seats in it; not
        stored: the palette in use stays, and the menu says so."""
        if self.store(settings.SEAT_PALETTE, key, kept=seat_palettes.current()):
            redraw(self.parentWidget())


def redraw(window: QWidget | None) -> None:
    """Draw the seats of `window` (the main window) again in the palette in use: the table (its panels,
    score sheet and log) and the statistics chart when it is open."""
    table = getattr(window, "_table", None)
    if table is not None:
        table.recolor()
    dialog = getattr(window, "_statistics_dialog", None)
    if dialog is not None and dialog.isVisible():
        dialog.show_game()


__all__ = ["SeatPaletteMenu", "redraw"]
