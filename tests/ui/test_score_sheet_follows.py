"""The score sheet says a round's result when the table says it (issue 27): while Flip 7's round
banner ("Round 1: Ana +38, ...") holds the table, the sheet already has the round's row and the new
totals, not "Total 0 0 0" until the next round has been dealt. A real table screen with a session
(Ana at the screen stays at once; Ben and Cleo are computers)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.games.flip7 import events as fe
from app.games.flip7.rules import GAME
from app.persistence import SeatConfig
from app.session.game_session import GameSession
from app.ui.qt_table_screen import TableScreen

NAMES = ["Ana", "Ben", "Cleo"]


def _totals_row(sheet) -> list[str]:
    last = sheet.rowCount() - 1
    return [sheet.cell_text(last, c) for c in range(sheet.columnCount())]


def test_the_sheet_shows_the_round_while_its_banner_holds_the_table(qtbot):
    seats = [SeatConfig(n, c, "human" if i == 0 else "normal")
             for i, (n, c) in enumerate(zip(NAMES, ("#d1352b", "#2f6fd0", "#2e9d4a")))]
    session = GameSession.new(GAME, seats, 11, {"dealer": 2}, bot_delay_ms=0)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, 0.3)
    screen.resize(900, 600)
    screen.show()
    qtbot.waitExposed(screen)
    session.start()
    seen: list[tuple[tuple, list[str], int]] = []
    early: list[int] = []

    def look() -> bool:
        scene = screen.scene
        record = screen._record  # noqa: SLF001 - the announcement the table shows
        banner = scene.round_banner
        if banner is not None and banner.scene() is scene:
            scored = [e for e in record.events if isinstance(e, fe.RoundScored)]
            seen.append((tuple(scored[0].totals), _totals_row(screen.sheet), screen.sheet.rowCount()))
            return False
        if seen:
            return True
        if scene.busy and any(isinstance(e, fe.RoundScored) for e in record.events):
            early.append(screen.sheet.rowCount())  # the round's end is under way, its banner not yet up
        if not scene.busy and session.legal_actions() and session.state.current_player == 0:
            QTest.keyClick(screen.view.viewport(), Qt.Key.Key_S)  # Ana stays
        return False

    qtbot.waitUntil(look, timeout=30000)
    totals, shown, rows = seen[0]
    assert shown == [str(t) for t in totals], (totals, shown)
    assert rows == 2  # "Round 1" and "Total"
    assert all(s[1] == shown for s in seen)
    assert early and set(early) == {1}  # nothing of the round before the table shows it
