"""The app's client at a hosted table (issue 28): a host on its own thread (app/host/thread.py), the
app's table screen with a `RemoteSession` for one seat, and a scripted computer for the other, over real
WebSocket connections on loopback, in one process. Each game is played to its end from the screen: the
screen is given only what the host sent its seat, draws each move at its own pace, and shows the end."""

from __future__ import annotations

import random
import threading

import pytest

from app.core import i18n
from app.games import registry
from app.host.client import ClientThread
from app.host.server import HostedTable
from app.host.thread import HostThread
from app.session.remote_session import RemoteSession
from app.ui.qt_table_screen import TableScreen

WAYS = [("flip7", {}, 3), ("top_this", {}, 2), ("top_oder_flop", {}, 3), ("top3", {}, 3),
        ("top_pop", {"variant": "two_player"}, 2)]


class Scripted:
    """A joined computer that plays a random offered move on each `shown` (its own thread)."""

    def __init__(self, url, code, name, lang, seed):
        self.rng, self.messages, self.done = random.Random(seed), [], threading.Event()
        self.thread = ClientThread(url=url, code=code, name=name, lang=lang, on_message=self._on,
                                   on_end=lambda sentence: self.done.set())

    def _on(self, message):
        self.messages.append(message)
        if message["type"] == "shown" and message["legal"]:
            self.thread.client.send({"type": "act", "action": self.rng.choice(message["legal"])})


def play_to_the_end(qtbot, session, screen, rng) -> int:
    """Click a random offered move whenever the screen offers one and is still; the moves clicked."""
    moves = 0
    while not (session.is_over and screen.pages.currentWidget() is screen.end):
        qtbot.waitUntil(lambda: (session.is_over and screen.pages.currentWidget() is screen.end)
                        or (bool(screen.human_legal()) and not screen._animating and not session._waiting),
                        timeout=20000)
        if screen.human_legal() and not session.is_over:
            before = screen._record
            screen.scene.intent.emit(rng.choice(screen.human_legal()))  # the scene's click
            qtbot.waitUntil(lambda: screen._record is not before, timeout=10000)
            moves += 1
    return moves


def _play(qtbot, tmp_path, game_id, options, players, lang="en"):
    seats = ["remote", "remote"] + ["easy"] * (players - 2)
    table = HostedTable(registry.get(game_id), seats, seed=11, options=options, save_path=tmp_path / "hosted.json")
    host = HostThread(table, bind="127.0.0.1", port=0)
    port = host.start()
    url = f"ws://127.0.0.1:{port}"
    session = RemoteSession(url, code=table.code, name="Ana", lang=lang)
    seated, started = [], []
    session.seated.connect(lambda: seated.append(session.seat))
    session.started.connect(lambda: started.append(True))
    sent = []
    session.announced.connect(lambda record: sent.extend(record.lines) if record.log is None
                              else sent.__setitem__(slice(None), [*record.log, *record.lines]))
    session.join()
    qtbot.waitUntil(lambda: bool(seated), timeout=10000)
    other = Scripted(url, table.code, "Ben", "de", 3)
    other.thread.start()
    qtbot.waitUntil(lambda: bool(started), timeout=10000)
    assert session.names == ["Ana", "Ben"] + [f"Computer {i + 3}" for i in range(players - 2)]
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, 0.0)
    screen.resize(1000, 700)
    screen.show()
    session.start()
    refusals = []
    session.error.connect(refusals.append)
    moves = play_to_the_end(qtbot, session, screen, random.Random(5))
    assert other.done.wait(10)
    host.stop()
    session.close()
    return table, session, screen, other, moves, refusals, sent


@pytest.mark.timeout(240)
@pytest.mark.parametrize("game_id,options,players", WAYS, ids=[w[0] for w in WAYS])
def test_the_apps_screen_plays_a_hosted_game_to_its_end(qtbot, tmp_path, game_id, options, players):
    with i18n.use("en"):
        table, session, screen, other, moves, refusals, sent = _play(qtbot, tmp_path, game_id, options, players)
    state = table.table.state
    assert state.is_over and moves > 0 and refusals == []
    assert session.is_over and screen.pages.currentWidget() is screen.end
    # the screen's log holds, line for line, the lines the host sent this seat
    assert screen.log.sentences() == sent and len(sent) > moves
    assert other.messages[-1]["type"] == "over"
