"""The launcher shows its first row of tiles whenever it is shown or lays its tiles out in other
columns (issue 26 play-test: at 800x600 it came back from a game as two columns of cards scrolled past
their first row). A main window with an unfinished game of every game (each tile has a Continue: the
tiles no longer fit 800x600 whole and scroll), in English and German."""

from __future__ import annotations

import datetime

import pytest
from PySide6.QtCore import QPoint, QRect

from app.core import i18n
from app.games import registry
from app.persistence import SeatConfig
from tests.ui.test_fit26_sheet import shown_window

WHEN = datetime.datetime(2026, 12, 1, 20, 15, tzinfo=datetime.timezone.utc)


def first_row_hidden(launcher) -> list[str]:
    """The tiles of the launcher's first row that are not whole in sight."""
    viewport = launcher.scroll.viewport()
    room = QRect(QPoint(0, 0), viewport.size())
    out = []
    for tile in launcher.tiles[:max(1, launcher._columns)]:
        rect = QRect(tile.mapTo(viewport, QPoint(0, 0)), tile.size())
        if not room.contains(rect):
            out.append(f"{tile.game_id} at {rect.top()}..{rect.bottom()} of 0..{room.bottom()} "
                       f"(scrolled by {launcher.scroll.verticalScrollBar().value()})")
    return out


def _with_continues(window) -> None:
    """Every tile with its Continue (as after a game of each), as the window's refresh would say."""
    unfinished = {game.id: WHEN for game in window.launcher.games}
    window.refresh_continue = lambda: window.launcher.set_unfinished(unfinished)
    window.refresh_continue()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_first_row_is_in_sight_when_the_launcher_comes_back(qtbot, lang):
    found = []
    with i18n.use(lang):
        window = shown_window(qtbot, (800, 600))
        _with_continues(window)
        launcher = window.launcher
        bar = launcher.scroll.verticalScrollBar()
        qtbot.wait(20)
        if lang == "de":  # (in English the five tiles with a Continue fit 800x600 as rows: no scroll bar)
            assert bar.maximum() > 0, "the tiles fit 800x600 whole: nothing to scroll"
        seats = [SeatConfig(n, c, "human" if i == 0 else "easy")
                 for i, (n, c) in enumerate(zip(["Ana", "Ben", "Cleo"], ["#d1352b", "#2f6fd0", "#2e9d4a"]))]
        for start, small_in_game in (((800, 600), False), ((1920, 1080), True), ((800, 600), True)):
            window.resize(*start)
            qtbot.wait(20)
            bar.setValue(bar.maximum())  # the player scrolled down to the last game's tile
            window.start_game(registry.get("top_this"), seats, seed=7)
            qtbot.wait(50)
            if small_in_game:
                window.resize(800, 600)
                qtbot.wait(20)
            window.show_launcher()
            qtbot.wait(50)
            found += [f"{lang} back from a game begun at {start}: {p}" for p in first_row_hidden(launcher)]
        # the launcher in sight, scrolled down, laid out in other columns
        window.resize(1100, 600)
        qtbot.wait(20)
        bar.setValue(bar.maximum())
        before = launcher._columns
        window.resize(800, 600)
        qtbot.wait(20)
        if launcher._columns != before:
            found += [f"{lang} columns {before} -> {launcher._columns}: {p}" for p in first_row_hidden(launcher)]
    assert found == [], "\n".join(found)
