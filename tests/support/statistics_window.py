"""The Statistics window as the tests open it (tests/ui/test_statistics*.py)."""

from __future__ import annotations


def dialog_for(qtbot, game_id=None, size=(800, 600)):
    """A shown StatisticsDialog of `size`, read at `game_id` (None: the game last played)."""
    from app.ui.qt_statistics import StatisticsDialog

    dialog = StatisticsDialog()
    qtbot.addWidget(dialog)
    dialog.resize(*size)
    dialog.refresh(game_id)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog
