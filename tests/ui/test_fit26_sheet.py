"""The score sheet beside the table shows every column whole up to five players (issue 26 play-test):
at 800x600 with five players Flip 7, Top oder Flop and Top Pop hid the fifth player's column behind a
horizontal scroll bar. Names may be cut short with "…" (their tooltips have them); the numbers are read
whole. Looked at early and with a long game on the sheet (twelve rounds and the round being played: a
vertical scroll bar and "Round 13" labels), in English and German, at 800x600 and 1920x1080."""

from __future__ import annotations

import os

import pytest

from app.core import i18n
from app.games import registry
from app.persistence import SeatConfig
from app.ui.qt_main_window import MainWindow
from tests.ui import layout_check

NAMES = ["Ana", "Benedikt", "Chloé", "Dmitri", "Everyone"]
COLORS = ["#d1352b", "#2f6fd0", "#2e9d4a", "#e0a020", "#8e24aa"]
SIZES = [(800, 600), (1920, 1080)]
GAMES = {"flip7": (3, 4, 5), "top_oder_flop": (2, 3, 4, 5), "top_pop": (2, 3, 4, 5)}
#: a long game's numbers as wide as the games write them (Flip 7's totals pass 200; Top oder Flop's go below 0)
WIDE = {"flip7": (188, 207), "top_oder_flop": (-12, -18), "top_pop": (88, 104)}


def columns_hidden(sheet) -> list[str]:
    """The columns a player does not see whole without scrolling the sheet sideways."""
    header = sheet.horizontalHeader()
    room = sheet.viewport().width()
    out = []
    if sheet.horizontalScrollBar().maximum() > 0:
        out.append(f"the sheet scrolls sideways (by {sheet.horizontalScrollBar().maximum()})")
    for c in range(sheet.columnCount()):
        left = header.sectionViewportPosition(c)
        if left < 0 or left + header.sectionSize(c) > room:
            out.append(f"column {c} ({sheet.header_text(c)!r}) at {left}..{left + header.sectionSize(c)} of {room}")
    return out


def long_game(view: dict, players: int, wide: tuple[int, int]) -> dict:
    rounds = [[wide[0] if (r + c) % 2 else r for c in range(players)] for r in range(12)]
    return {**view, "rounds": rounds, "round_in_progress": [wide[0]] * players, "totals": [wide[1]] * players,
            "is_over": False}


def shown_window(qtbot, size: tuple[int, int]) -> MainWindow:
    """A main window of `size`, shown, its animations off and every question answered yes."""
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.confirm = lambda title, question: True
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.set_speed("off")
    return window


def _settled(table) -> bool:
    return bool(table.scene is not None and table.human_legal() and table.is_settled())


@pytest.mark.parametrize("lang", ["en", "de"])
def test_five_columns_are_whole_beside_the_table(qtbot, monkeypatch, lang):
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    found: list[str] = []
    with i18n.use(lang):
        window = shown_window(qtbot, SIZES[0])
        for game_id, counts in GAMES.items():
            for players in counts:
                window.resize(*SIZES[0])
                seats = [SeatConfig(NAMES[i], COLORS[i], "human" if i == 0 else "easy") for i in range(players)]
                window.start_game(registry.get(game_id), seats, seed=7)
                table = window.table
                qtbot.waitUntil(lambda: _settled(table), timeout=20000)
                sheet = table.sheet
                for moment in ("early", "long game"):
                    if moment == "long game":
                        sheet.update_from(long_game(table.current_view(), players, WIDE[game_id]))
                    for size in SIZES:
                        window.resize(*size)
                        qtbot.wait(20)
                        where = f"{game_id} {lang} {players} players {moment} at {size[0]}x{size[1]}"
                        problems = columns_hidden(sheet) + layout_check.table_cut(sheet, shortened_names_ok=True)
                        found += [f"{where}: {p}" for p in problems]
    assert found == [], f"{len(found)} problems:\n" + "\n".join(found)
