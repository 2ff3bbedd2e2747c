"""Every game's table fits the window it is given (issue 26, item 2): in English and German, at
800x600, 1280x800 and 1920x1080, with 2 to 5 players (Top 3: 2 to 4; Flip 7: 3 to 5, 10 and 18), early in
a game, with a hint showing in the status line and on the table, mid-game and at the end screen:

- the window keeps the size it was given (nothing on the table screen, not a page hidden behind it,
  widens or heightens it: the window grew to 1583 px at 800x600 after an end screen seen large);
- no text of a widget is cut off, outside the window or over another (tests/ui/layout_check.py);
- no text on the table is elided, drawn too small, cut by a clip, out of the visible table or
  covered by an opaque item drawn above it (`layout_check.scene_text`, `layout_check.scene_covered`);
- the status line's height does not change with its sentence (the table does not move under the mouse).

One window per game and language, resized through the three sizes at each moment; English with every
player count, German with the fewest and the most; the bots play at speed 0 and the human seat (seat
0) plays the first legal move (a "stay"/"pass" when offered). A score sheet of more than 8 players
may cut names short with "…" (their tooltips have them); defects not mended yet are KNOWN."""

from __future__ import annotations

import os

import pytest

from app.core import i18n
from app.games import registry
from app.persistence import SeatConfig
from app.ui.items.markers import StampItem
from app.ui.qt_main_window import MainWindow
from tests.ui import layout_check

NAMES = ["Ana", "Benedikt", "Chloé", "Dmitri", "Everyone", "Panagiotis", "Gus", "Hal", "Ida", "Jo",
         "Kai", "Lea", "Mo", "Nia", "Ole", "Pia", "Quinn", "Rosa"]
COLORS = ["#d1352b", "#2f6fd0", "#2e9d4a", "#e0a020", "#8e24aa", "#00838f"]
SIZES = [(800, 600), (1280, 800), (1920, 1080)]
PLAYERS = {"flip7": (3, 4, 5, 10, 18), "top_this": (2, 3, 4, 5), "top_oder_flop": (2, 3, 4, 5),
           "top_pop": (2, 3, 4, 5), "top3": (2, 3, 4)}
#: the player counts whose end screen is looked at (a game the bots play to its end)
ENDS = {"flip7": (3, 5, 18), "top_this": (2, 5), "top_oder_flop": (2, 5), "top_pop": (2, 5), "top3": (2, 4)}
#: in German (longer words, the same table) the fewest and the most players, and their end screens
GERMAN = {game: (counts[0], counts[-1]) for game, counts in PLAYERS.items()}
GERMAN["flip7"] = (3, 4, 18)  # with 4 the deck's band is lower: 'Aufhören (S)' shrank to 9.4 px at 800x600
#: defects this test finds that are not mended yet (strict: the test says so once they are)
KNOWN: dict[str, str] = {}
RUNS = [pytest.param(game, lang, id=f"{game}-{lang}",
                     marks=[pytest.mark.xfail(reason=KNOWN[key], strict=True) for key in (game, f"{game}-{lang}")
                            if key in KNOWN])
        for game in PLAYERS for lang in ("en", "de")]


def open_window(qtbot, size: tuple[int, int]) -> MainWindow:
    """A main window of `size`, shown, animations off; a question is answered yes, a problem fails."""
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.confirm = lambda title, question: True
    window.show_problem = lambda title, sentence: pytest.fail(f"{title}: {sentence}")
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.set_speed("off")
    return window


def _seats(players: int, human: bool) -> list:
    return [SeatConfig(NAMES[i], COLORS[i % len(COLORS)], "human" if human and i == 0 else "easy")
            for i in range(players)]


def _settled(table) -> bool:
    return bool(table.scene is not None and table.human_legal() and table.is_settled())


def _look(qtbot, window, where: str, sizes=SIZES, min_px: float | None = None) -> list[str]:
    """The window at each of `sizes`: its size kept, nothing cut, covered or out of sight, no text on
    the table under `min_px` (default MIN_TEXT_PX)."""
    found = []
    table = window.table
    for size in sizes:
        window.resize(*size)
        qtbot.wait(15)
        here = f"{where} at {size[0]}x{size[1]}"
        if window.width() > size[0] or window.height() > size[1]:
            found.append(f"{here}: the window grew to {window.width()}x{window.height()}")
        problems = layout_check.problems(window)
        for sheet in layout_check.tables(window):
            many = sheet is table.sheet or sheet.columnCount() > 8
            problems += layout_check.table_cut(sheet, shortened_names_ok=many)
        if table.pages.currentWidget() is table.splitter and table.view is not None:
            problems += layout_check.scene_text(table.view, min_px)
            problems += layout_check.scene_covered(table.view, ignore=(StampItem,))  # "BUST" lies over a row
        found += [f"{here}: {p}" for p in problems]
    return found


def _play(qtbot, window, moves: int) -> None:
    """`moves` of the human seat and the bots' between them, unpainted and with no bot waiting for a
    paint of the move before it (the same moves: the table is looked at after them, painted anew)."""
    table, session = window.table, window.session
    window.setUpdatesEnabled(False)
    session.set_frame_gate(None)
    try:
        for _ in range(moves):
            legal = table.human_legal()
            if session.is_over or not legal:
                return
            stays = [a for a in legal if a.TYPE in ("stay", "pass")]
            session.submit(stays[0] if stays else legal[0])
            qtbot.waitUntil(lambda: bool(session.is_over or _settled(table)), timeout=20000)
    finally:
        window.setUpdatesEnabled(True)


def _hint(qtbot, window) -> bool:
    table = window.table
    if not table.can_hint() or not table.ask_hint():
        return False
    qtbot.waitUntil(lambda: table.scene.hint_marker is not None or not window.session.hint_pending, timeout=20000)
    # a ring on the table, or (Top 3 before an order card is picked: a quiz's answer is never hinted) a
    # sentence alone in the status line
    return table.scene.hint_marker is not None or (table.note() is not None and table.note()[1] == "info")


@pytest.mark.parametrize("game_id, lang", RUNS)
def test_the_table_fits_every_window(qtbot, monkeypatch, game_id, lang):
    # the autosave after every move without its fsyncs (a thousand of them for an 18-player game; what
    # is on the disk is not what this test looks at)
    monkeypatch.setattr(os, "fsync", lambda fd: None)
    found: list[str] = []
    with i18n.use(lang):
        window = open_window(qtbot, SIZES[-1])
        game = registry.get(game_id)
        hinted = 0
        for players in PLAYERS[game_id] if lang == "en" else GERMAN[game_id]:
            window.resize(*SIZES[0])  # a new game in a small window that was large
            window.start_game(game, _seats(players, human=True), seed=7)
            table = window.table
            qtbot.waitUntil(lambda: _settled(table), timeout=20000)
            where = f"{game_id} {lang} {players} players"
            found += _look(qtbot, window, f"{where}, early")
            status_h = table.status.height()
            if _hint(qtbot, window):
                hinted += 1
                found += _look(qtbot, window, f"{where}, hint {table.status_text()!r}")
                if table.status.height() != status_h:
                    found.append(f"{where}: the status line went from {status_h} to {table.status.height()} px")
            _play(qtbot, window, 6)
            if not window.session.is_over:
                found += _look(qtbot, window, f"{where}, mid-game")
            if players in ENDS[game_id]:
                window.resize(*SIZES[-1])  # the end screen seen large first, then smaller
                # (the bots' game unpainted, and no bot waiting for a paint of the move before it: its
                # thousands of repaints were most of the test's time; the end screen is painted and
                # looked at as always)
                window.setUpdatesEnabled(False)
                window.start_game(game, _seats(players, human=False), seed=8)
                window.session.set_frame_gate(None)
                qtbot.waitUntil(lambda: window.session.is_over, timeout=60000)
                qtbot.waitUntil(lambda: table.pages.currentWidget() is table.end, timeout=10000)
                window.setUpdatesEnabled(True)
                found += _look(qtbot, window, f"{where}, end screen")
        assert hinted, "no hint was shown"
    assert found == [], f"{len(found)} problems:\n" + "\n".join(found)
