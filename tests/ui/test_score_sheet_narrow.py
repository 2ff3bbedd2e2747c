"""The score sheet beside a narrow table settles on one look (issue 29 play-test): a German Flip 7 table
in a window 300-460 px wide made the sheet call itself until Python's recursion limit (a crash in the
test run). The sheet chose its look (LONG, SHORT, SMALL, TERSE) by the width each needs, measured partly
in the font of the look it had: in SHORT the SHORT look needed more than the width, in SMALL less, and
the two looks took turns for ever.

The window is resized through 280..900 px at a few heights, in English and German, with the usual font
and one twice as large (the text-size setting), early and with a long game on the sheet. Each resize
must settle (the sheet changes its look at most a few times), and the numbers stay whole. The resizing
runs in a child process (this module run as a script): a crash fails the test, not the test run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ana", "Ben", "Cleo"]
COLORS = ["#d1352b", "#2f6fd0", "#2e9d4a"]
WIDTHS = list(range(280, 901, 20))
HEIGHTS = (360, 600, 800)
#: a look changed this many times in one resize is the sheet chasing its own tail
MOST_CHANGES = 3


@pytest.mark.parametrize("scale", [1, 2])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_sheet_settles_at_every_width(lang, scale):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-m", "tests.ui.test_score_sheet_narrow", lang, str(scale)],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, f"the resizing ended with {run.returncode}:\n{run.stderr[-4000:]}"
    report = json.loads(run.stdout.strip().splitlines()[-1])
    assert report["problems"] == [], f"{len(report['problems'])} problems:\n" + "\n".join(report["problems"])
    assert report["resizes"] >= len(WIDTHS) * len(HEIGHTS) * 2 * 2  # every size, early and in a long game


@pytest.mark.parametrize("lang", ["de", "en"])
def test_each_look_is_measured_in_its_own_letters(qtbot, lang):
    """The width a look needs is the same whatever look the sheet has (German "Gesamt" was measured in
    the letters of the look of the moment: SHORT needed 173 px in SHORT and 165 px in SMALL), and a
    sheet made narrower pixel by pixel gets ever terser looks, wider ever longer ones, each change once."""
    from app.core import i18n
    from app.ui import qt_score_sheet
    from app.ui.qt_score_sheet import LONG, TERSE, ScoreSheet

    with i18n.use(lang):
        sheet = ScoreSheet(NAMES, COLORS, short_when_narrow=True)
        qtbot.addWidget(sheet)
        sheet.resize(400, 300)
        sheet.show()
        qtbot.waitExposed(sheet)
        needs = {}  # the look the sheet has: what each look needs then
        looks = []
        for width in [*range(400, 80, -1), *range(80, 401)]:
            sheet.resize(width, 300)
            qtbot.wait(0)
            looks.append((width, sheet._level))
            needs[sheet._level] = [sheet.width_for(len(NAMES), 1, level) for level in range(LONG, TERSE + 1)]
    assert sorted(needs) == [LONG, 1, 2, TERSE]  # (every look was had)
    assert len({tuple(need) for need in needs.values()}) == 1, needs
    narrower, wider = looks[:320], looks[320:]
    assert [level for _w, level in narrower] == sorted(level for _w, level in narrower)
    assert [level for _w, level in wider] == sorted((level for _w, level in wider), reverse=True)
    need = needs[LONG]
    for width, level in looks:  # the look that fits, or (coming from a terser one) LOOK_SLACK short of the next
        fits = next((lv for lv in range(LONG, TERSE) if need[lv] <= width), TERSE)
        assert fits <= level <= next((lv for lv in range(LONG, TERSE)
                                      if need[lv] + qt_score_sheet.LOOK_SLACK <= width), TERSE), (width, level)


def _sweep(lang: str, scale: int) -> dict:
    """Resize a Flip 7 table screen through WIDTHS x HEIGHTS, down and up; what went wrong."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    font = app.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    app.setFont(font)

    from app.core import i18n
    from app.games.flip7.rules import GAME
    from app.persistence import SeatConfig
    from app.session.game_session import GameSession
    from app.ui import qt_score_sheet
    from app.ui.qt_table_screen import TableScreen
    from tests.ui import layout_check
    from tests.ui.test_fit26_sheet import WIDE, long_game

    i18n.set_language(lang)
    changes = [0]
    apply_level = qt_score_sheet.ScoreSheet._apply_level

    def counted(sheet) -> None:
        changes[0] += 1
        apply_level(sheet)

    qt_score_sheet.ScoreSheet._apply_level = counted
    seats = [SeatConfig(n, c, "human" if i == 0 else "normal") for i, (n, c) in enumerate(zip(NAMES, COLORS))]
    session = GameSession.new(GAME, seats, 7, {"deck": ["5", "7", "9", "3"], "dealer": 2}, bot_delay_ms=0)
    screen = TableScreen()
    screen.attach(session, 0.0)
    screen.resize(900, 600)
    screen.show()
    app.processEvents()
    session.start()
    for _ in range(200):
        app.processEvents()
        if session.legal_actions():
            break
    sheet = screen.sheet
    problems: list[str] = []
    raised: list[str] = []  # what Qt's calls into Python raised (PySide prints those through sys.excepthook)
    sys.excepthook = lambda kind, error, trace: raised.append(f"{kind.__name__}: {error!s:.200}")
    resizes = 0

    def step(where: str, change) -> bool:
        """Make `change` and let Qt settle; whether the sheet is still sound (after a recursion it is
        not: the sweep stops there)."""
        changes[0] = 0
        raised.clear()
        try:
            change()
            app.processEvents()
            app.processEvents()
        except (RecursionError, SystemError) as error:  # (PySide passes a recursion on as a SystemError)
            raised.append(f"{type(error).__name__}: {error!s:.200}")
        if raised:
            problems.append(f"{where}: the sheet called itself until the recursion limit ({raised[0]})")
            return False
        if changes[0] > MOST_CHANGES:
            problems.append(f"{where}: the sheet changed its look {changes[0]} times")
        problems.extend(f"{where}: {p}" for p in layout_check.table_cut(sheet, shortened_names_ok=True))
        return True

    sound = True
    for moment in ("early", "long game"):
        if moment == "long game" and sound:
            sound = step(f"{lang} font x{scale} {moment} at {screen.width()}x{screen.height()}",
                         lambda: sheet.update_from(long_game(screen.current_view(), len(NAMES), WIDE["flip7"])))
        for height in HEIGHTS:
            for width in WIDTHS + WIDTHS[::-1]:
                if sound:
                    sound = step(f"{lang} font x{scale} {moment} at {width}x{height}",
                                 lambda: screen.resize(width, height))
                    resizes += 1
    screen.close()
    i18n.set_language("en")
    return {"resizes": resizes, "problems": problems}


if __name__ == "__main__":
    print(json.dumps(_sweep(sys.argv[1], int(sys.argv[2]))))
