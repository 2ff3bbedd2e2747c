"""Two computers play each of the five games to its end (issue 28, "Done when"), in one test process:
one window hosts (Game > Host a table…, its seat at its own screen) and another joins over loopback
(Game > Join a table…'s path), one in English and one in German; each plays by clicking what its own
table offers, and both reach the end screen with the same totals."""

from __future__ import annotations

import random

import pytest

from app.core import i18n
from app.games import registry
from tests.ui.test_net_menus import _window

WAYS = [("flip7", {}, ["human", "remote", "easy"]), ("top_this", {}, ["human", "remote"]),
        ("top_oder_flop", {}, ["human", "remote", "easy"]), ("top3", {}, ["human", "remote", "easy"]),
        ("top_pop", {"variant": "two_player"}, ["human", "remote"])]


def _idle(window) -> bool:
    session, table = window.session, window.table
    return (session is not None and bool(table.human_legal()) and not table._animating and not session._waiting
            and not session.is_over)


def _ended(window) -> bool:
    return window.session is not None and window.session.is_over and window.table.pages.currentWidget() is window.table.end


@pytest.mark.timeout(300)
@pytest.mark.parametrize("game_id,options,kinds", WAYS, ids=[w[0] for w in WAYS])
def test_one_window_hosts_another_joins_and_they_play_to_the_end(qtbot, game_id, options, kinds):
    with i18n.use("en"):
        host = _window(qtbot)
        seats = [{"name": name, "color": color, "kind": kind} for name, color, kind in
                 zip(("Ana", "Ben", "Cleo"), ("#d1352b", "#2f6fd0", "#2e9d4a"), kinds)]
        host.start_hosting(registry.get(game_id), {"seats": seats, "options": options, "seed": 21},
                           bind="127.0.0.1", port=0)
        hosted = host._hosting
        guest = _window(qtbot)
        guest._join(f"ws://127.0.0.1:{hosted.port}", code=hosted.table.code, name="Ben", lang="de")
        qtbot.waitUntil(lambda: host.session is not None and guest.session is not None, timeout=15000)
        rng, clicks = random.Random(2), {0: 0, 1: 0}
        while not (_ended(host) and _ended(guest)):
            qtbot.waitUntil(lambda: (_ended(host) and _ended(guest)) or _idle(host) or _idle(guest), timeout=30000)
            for seat, window in enumerate((host, guest)):
                if _idle(window):
                    before = window.table._record
                    window.table.scene.intent.emit(rng.choice(window.table.human_legal()))  # a click
                    qtbot.waitUntil(lambda: window.table._record is not before, timeout=15000)
                    clicks[seat] += 1
        assert clicks[0] > 0 and clicks[1] > 0
        for window in (host, guest):  # the host holds the game: no rematch or replay offered at a shared table
            assert window.table.end.again.isHidden() and window.table.end.replay.isHidden()
        assert host.session.names[:2] == guest.session.names[:2] == ["Ana", "Ben"]
        assert host.table.current_view().get("totals") == guest.table.current_view().get("totals")
        assert host.table.log.sentences()[-1] != guest.table.log.sentences()[-1]  # English here, German there
        guest.show_launcher()
        host.show_launcher()
        qtbot.waitUntil(lambda: not hosted.running, timeout=10000)


def _ana_hosts_ben_joins(qtbot, lang):
    """Top oder Flop: Ana's window hosts, Ben's joins (the host writes for Ben in `lang`); both tables shown."""
    host = _window(qtbot)
    seats = [{"name": "Ana", "color": "#d1352b", "kind": "human"}, {"name": "Ben", "color": "#2f6fd0", "kind": "remote"}]
    host.start_hosting(registry.get("top_oder_flop"), {"seats": seats, "options": {}, "seed": 2},
                       bind="127.0.0.1", port=0)
    guest = _window(qtbot)
    guest._join(f"ws://127.0.0.1:{host._hosting.port}", code=host._hosting.table.code, name="Ben", lang=lang)
    qtbot.waitUntil(lambda: guest.session is not None and host.session is not None, timeout=15000)
    return host, guest


def test_when_the_hosting_window_leaves_the_joined_one_is_told_at_once(qtbot):
    with i18n.use("en"):
        host, guest = _ana_hosts_ben_joins(qtbot, "en")
        told = []
        guest.show_problem = lambda title, sentence: told.append((title, sentence))
        host.show_launcher()  # the host leaves the table: it closes for everyone
        qtbot.waitUntil(lambda: bool(told), timeout=5000)  # not after the 150 s of trying again
        assert told == [("The table is gone", "The host closed the table.")]
        assert guest.session is None and guest.stack.currentWidget() is guest.launcher  # not a dead table
        from app.persistence import joined

        assert joined.recall() is None  # Join a table… offers no seat at a table closed on purpose
        guest.show_launcher()


def test_the_joined_computer_hears_the_rules_why_not_and_why_it_cannot_take_back(qtbot):
    with i18n.use("en"):
        host, guest = _ana_hosts_ben_joins(qtbot, "de")
        session, table = guest.session, guest.table
        while not _idle(host):  # until it is Ana's turn (Ben plays first when he starts)
            qtbot.waitUntil(lambda: _idle(host) or _idle(guest), timeout=10000)
            if _idle(guest):
                before = table._record
                table.scene.intent.emit(table.human_legal()[0])
                qtbot.waitUntil(lambda: table._record is not before, timeout=10000)
        ana_move = host.table.human_legal()[0]  # Ana's turn: Ben clicks what only Ana may do now
        table._on_why_not(ana_move)
        qtbot.waitUntil(lambda: table.note() is not None, timeout=5000)
        assert table.note() == ("Du bist nicht am Zug: Ana ist dran.", "refused")
        # why Ben cannot take back now: the host's own sentence for his seat, in German
        expected = host._hosting.table.table.takeback_problems(1)[0]
        assert expected and session.undo_problem() == expected and " " in expected
        guest.show_launcher()
        host.show_launcher()


def test_the_hosting_window_asks_before_it_closes_a_table_still_played(qtbot, monkeypatch):
    with i18n.use("en"):
        host, guest = _ana_hosts_ben_joins(qtbot, "en")
        asked = []
        monkeypatch.setattr(host, "confirm", lambda title, question: asked.append(title) or False)
        host.back_action.trigger()  # Game > Back to Launcher: answered No
        assert asked == ["Close the table?"] and host.session is not None and host._hosting.running
        monkeypatch.setattr(guest, "confirm", lambda title, question: asked.append(title) or True)
        guest.back_action.trigger()  # a joined window leaves without a question (its seat waits)
        assert asked == ["Close the table?"] and guest.session is None
        host.show_launcher()
