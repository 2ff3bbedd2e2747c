"""The log colours a player's name only where it stands for the seat (issue 27): with a player called
Ben, the film "Ben-Hur" in a Top 3 line stayed "**Ben**-Hur" in Ben's colour."""

from __future__ import annotations

import re
import types

from app.games.top3 import cards
from app.games.top3 import events as ev
from app.games.top3 import log as top3_log
from app.session import game_modules
from app.ui.qt_log import LogPanel

NAMES = ["Ana", "Ben"]
COLORS = ["#d1352b", "#2f6fd0"]


def _colored(panel: LogPanel) -> list[str]:
    """The words the panel shows in a seat's colour."""
    return re.findall(r'color:#[0-9a-f]{6};?">([^<]*)<', panel.document().toHtml())


def test_a_film_named_like_a_player_is_not_coloured(qtbot):
    panel = LogPanel()
    qtbot.addWidget(panel)
    panel.set_players(NAMES, COLORS)
    films = ("Ben-Hur", "Titanic", "Jaws")
    assert cards.name("films", "Ben-Hur") == "Ben-Hur"
    line = game_modules.describe(top3_log, ev.RoundStarted(round=1, table=tuple(films),
                                                          category=cards.categories("films")[0], theme="films"), NAMES)
    assert "Ben-Hur" in line and line.seats == ()
    panel.add(line)
    assert _colored(panel) == []


def test_a_seat_named_in_a_line_is_coloured_there_only(qtbot):
    marks_seen = []

    def describe(event, names):
        marks_seen.extend(names)
        return f"{names[1]} put Ben-Hur on the pile; {names[0]} waits."

    line = game_modules.describe(types.SimpleNamespace(describe=describe), ev.RoundStarted(
        round=1, table=("Ben-Hur", "Titanic", "Jaws"), category="year", theme="films"), NAMES)
    assert line == "Ben put Ben-Hur on the pile; Ana waits."
    assert [line[a:b] for a, b, _seat in line.seats] == ["Ben", "Ana"]
    assert [seat for _a, _b, seat in line.seats] == [1, 0]
    assert "Ben" not in marks_seen  # the log module wrote stand-ins, not the names
    panel = LogPanel()
    qtbot.addWidget(panel)
    panel.set_players(NAMES, COLORS)
    panel.add(line)
    assert _colored(panel) == ["Ben", "Ana"]
    panel.add("Ben played the taken-back move again.")  # a session's note: names as words, as before
    assert _colored(panel) == ["Ben", "Ana", "Ben"]
