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


def test_two_players_at_the_hosting_screen_and_one_at_another_computer(qtbot, monkeypatch):
    from app.session.remote_session import RemoteSession

    given = []  # every record the window's session gives its table, the deal first
    give = RemoteSession._give
    monkeypatch.setattr(RemoteSession, "_give",
                        lambda self, record, *more: (given.append(record), give(self, record, *more)))
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
        qtbot.waitUntil(lambda: window.session is not None, timeout=30000)
        session, table, rng = window.session, window.table, random.Random(9)
        assert session.here == [0, 1] and [s.is_human for s in session.seats] == [True, True, False]
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
        # each screen in its own language: Cleo's joining (in German) started the game, and the deal was
        # still written in English at the host's screen
        first_line = next(m["lines"][0] for m in cleo.messages if m["type"] == "shown" and m["lines"])
        deal = given[0]
        assert deal.lines[0].startswith("Everyone was dealt") and first_line.startswith("Alle bekamen")
        assert table.log.sentences()[0].startswith("Everyone was dealt")
        offered = next(r.legal[0] for r in given if r.legal)
        assert "over" in session.explain(offered)  # the host's rules say why, at the host's own screen
        # the window's screen never showed Cleo's secrets: every record it drew was nobody's, Ana's or Ben's
        assert {r.viewer for r in given} <= {None, 0, 1} and {0, 1} <= {r.viewer for r in given}
        assert all(not r.legal or r.viewer in (0, 1) for r in given)
        # Cleo's computer was told only Cleo's, and saw the end
        shown = [m for m in cleo.messages if m["type"] == "shown"]
        assert {m["viewer"] for m in shown} == {2} and cleo.messages[-1]["type"] == "over"
        window.show_launcher()
        qtbot.waitUntil(lambda: not host.running, timeout=10000)


def test_a_hosting_window_that_crashed_goes_on_with_its_table_and_the_other_computer_comes_back(qtbot):
    from tests.ui.test_net_menus import _answer_yes
    from PySide6.QtCore import QTimer

    with i18n.use("en"):
        game = registry.get("top_oder_flop")
        first = _window(qtbot)
        choices = {"seats": [{"name": "Ana", "color": "#d1352b", "kind": "human"},
                             {"name": "Ben", "color": "#2f6fd0", "kind": "remote"}], "options": {}, "seed": 4}
        first.start_hosting(game, choices, bind="127.0.0.1", port=0)
        host, port = first._hosting, first._hosting.port
        ben = Scripted(f"ws://127.0.0.1:{port}", host.table.code, "Ben", "de", 6)
        ben.thread.start()
        qtbot.waitUntil(lambda: first.session is not None, timeout=10000)
        session, table, rng = first.session, first.table, random.Random(3)
        for _ in range(3):
            qtbot.waitUntil(lambda: bool(table.human_legal()) and not table._animating and not session._waiting,
                            timeout=10000)
            before = table._record
            table.scene.intent.emit(rng.choice(table.human_legal()))
            qtbot.waitUntil(lambda: table._record is not before, timeout=10000)
        lines = list(table.log.sentences())
        _crash(host)  # the host is gone (its autosave and table file stay)
        qtbot.waitUntil(lambda: not host.running, timeout=10000)
        first._hosting = None
        second = _window(qtbot)
        asked: list = []
        QTimer.singleShot(0, lambda: _answer_yes(asked))
        assert second._go_on_hosting(game, bind="127.0.0.1", port=port)
        assert "not finished" in asked[0]
        qtbot.waitUntil(lambda: second.session is not None, timeout=10000)
        assert second.table.log.sentences()[:len(lines)] == lines  # no move lost
        # the table's address and code stay above it (a resumed table shows no wait dialog)
        assert f"code {host.table.code}" in second.table.banner.text()
        qtbot.waitUntil(lambda: second._hosting.table.seats[1].connection is not None, timeout=20000)  # Ben is back
        from tests.ui.test_remote_client import play_to_the_end

        play_to_the_end(qtbot, second.session, second.table, rng)
        assert ben.done.wait(10) and ben.messages[-1]["type"] == "over"
        second.show_launcher()
        first.show_launcher()


def _crash(host) -> None:
    """As a killed process: its sockets closed by the system without a word, its loop stopped."""
    import socket

    def go():
        for seat in host.table.seats:
            if seat.connection is not None:
                seat.connection.socket.transport.get_extra_info("socket").shutdown(socket.SHUT_RDWR)
        host.host.server.server.close()  # no longer listening
        host.loop.stop()

    host.loop.call_soon_threadsafe(go)
