"""Hot-seat seats and a remote seat at one table (issue 28): the window hosts Top oder Flop for Ana and
Ben at its own screen (they pass the mouse behind the hand-off cover) and Cleo at another computer.
The window's screen is only ever Ana's or Ben's, each after the cover named them; Cleo's computer gets
only Cleo's; the game is played to its end on both."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from app.core import i18n
from app.games import registry
from tests.ui.test_net_menus import _window
from tests.ui.test_remote_client import Scripted


def test_two_players_at_the_hosting_screen_and_one_at_another_computer(qtbot):
    with i18n.use("en"):
        window = _window(qtbot)
        choices = {"seats": [{"name": "Ana", "color": "#d1352b", "kind": "human"},
                             {"name": "Ben", "color": "#2f6fd0", "kind": "human"},
                             {"name": "Cleo", "color": "#2e9d4a", "kind": "remote"}],
                   "options": {}, "seed": 17}
        window.start_hosting(registry.get("top_oder_flop"), choices, bind="127.0.0.1", port=0)
        host = window._hosting
        assert host.table.open_seats == [2]
        cleo = Scripted(f"ws://127.0.0.1:{host.port}", host.table.code, "Cleo", "de", 6)
        cleo.thread.start()
        qtbot.waitUntil(lambda: window.session is not None, timeout=10000)
        session, table, rng = window.session, window.table, random.Random(9)
        assert session.here == [0, 1] and [s.is_human for s in session.seats] == [True, True, False]
        records = []
        session.announced.connect(records.append)
        covers = moves = 0
        while not (session.is_over and table.pages.currentWidget() is table.end):
            qtbot.waitUntil(lambda: (session.is_over and table.pages.currentWidget() is table.end)
                            or table.pages.currentWidget() is table.cover
                            or (bool(table.human_legal()) and not table._animating and not session._waiting),
                            timeout=20000)
            if table.pages.currentWidget() is table.cover and not session.is_over:
                named = table._handoff_seat
                qtbot.mouseClick(table.cover.button, Qt.MouseButton.LeftButton)
                qtbot.waitUntil(lambda: table.viewer() == named, timeout=10000)
                covers += 1
            elif table.human_legal() and not session.is_over:
                before = table._record
                table.scene.intent.emit(rng.choice(table.human_legal()))
                qtbot.waitUntil(lambda: table._record is not before, timeout=10000)
                moves += 1
        assert covers >= 2 and moves > 4
        offered = next(r.legal[0] for r in records if r.legal)
        assert "over" in session.explain(offered)  # the host's rules say why, at the host's own screen
        # the window's screen never showed Cleo's secrets: every record it drew was nobody's, Ana's or Ben's
        assert {r.viewer for r in records} <= {None, 0, 1} and {0, 1} <= {r.viewer for r in records}
        assert all(not r.legal or r.viewer in (0, 1) for r in records)
        # Cleo's computer was told only Cleo's, and saw the end
        shown = [m for m in cleo.messages if m["type"] == "shown"]
        assert {m["viewer"] for m in shown} == {2} and cleo.messages[-1]["type"] == "over"
        window.show_launcher()
        qtbot.waitUntil(lambda: not host.running, timeout=10000)
