"""Issue 8, part 6: the table screen reads the session only through its public methods and the views
its signals carry. `session.state` raises during whole played games (hand-offs, undo, the end of the
game, a Flip 7 deal animated from the rules' table before it), and the rules are asked for about one
view per move for the screen (plus one for a bot), not four."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from app.core.state import State
from app.games import registry
from app.persistence import SeatConfig
from app.session.game_session import GameSession
from app.ui.qt_table_screen import TableScreen
from tests.support.secretgame import GAME
from tests.ui.test_shell_table import RecordingScene

SEATS = (("Ana", "#d1352b"), ("Ben", "#2f6fd0"), ("Cleo", "#2e9d4a"))


def _no_state(self):
    raise AssertionError("the table screen read session.state")


@pytest.fixture
def no_state(monkeypatch):
    """`session.state` raises; `State.view` calls are counted."""
    calls = []
    view = State.view
    monkeypatch.setattr(GameSession, "state", property(_no_state))
    monkeypatch.setattr(State, "view", lambda self, seat: calls.append(seat) or view(self, seat))
    return calls


def _seats(kinds):
    return [SeatConfig(n, c, k) for (n, c), k in zip(SEATS, kinds)]


def test_a_hot_seat_game_with_secrets_never_reads_the_sessions_state(qtbot, no_state):
    session = GameSession.new(GAME, _seats(("human", "human", "normal")), 3, {"rounds": 2},
                              autosave=False, bot_delay_ms=0)
    screen = TableScreen()
    qtbot.addWidget(screen)
    scene = RecordingScene(GAME, [n for n, _ in SEATS], [c for _, c in SEATS])
    screen.attach(session, 0.0, scene=scene)
    screen.resize(900, 600)
    screen.show()
    session.start()
    moves = undone = 0
    while not session.is_over and moves < 200:
        qtbot.waitUntil(lambda: bool(session.is_over or session.legal_actions() or session.handoff_pending),
                        timeout=5000)
        if session.handoff_pending:
            assert screen.pages.currentWidget() is screen.cover
            qtbot.mouseClick(screen.cover.button, Qt.MouseButton.LeftButton)
            continue
        if session.legal_actions():
            scene.intent.emit(session.legal_actions()[0])  # a click on the table
            moves += 1
            if not undone and session.can_undo():
                screen.undo()
                undone += 1
    assert session.is_over and moves >= 3 and undone == 1
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.end, timeout=5000)
    assert screen.current_view()["is_over"]
    session.close(wait_ms=2000)


def test_a_flip7_game_on_its_own_table_reads_views_from_the_signals_only(qtbot, no_state):
    """A new game (the deal animated from `setup_view`) with bots, at normal speed for the deal and
    quick after it: no `session.state`, and at most two views asked of the rules per move."""
    seats = _seats(("normal", "normal", "normal"))
    session = GameSession.new(registry.get("flip7"), seats, 11, None, autosave=False, bot_delay_ms=0)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.resize(1100, 700)
    screen.show()
    screen.attach(session, 1.0)
    drawn = []
    original = screen.scene.draw_position
    screen.scene.draw_position = lambda: (drawn.append(screen.scene.view), original())
    moves = []
    session.eventsApplied.connect(lambda events, action, view: moves.append(action))
    no_state.clear()
    session.start()
    first = drawn[0]
    assert all(not p["numbers"] and not p["modifiers"] and not p["actions"] for p in first["players"])
    assert screen.scene.busy  # the deal animates from the table before it
    screen.set_speed(0.0)
    qtbot.waitUntil(lambda: len(moves) >= 12 or session.is_over, timeout=20000)
    session.close(wait_ms=2000)
    played = len(moves) - 1  # the setup is not a move
    # one view per announcement for the screen, one per bot decision: two per bot move (was six)
    assert len(no_state) <= 2 * (played + 1) + 2, (len(no_state), played)


def _hot_seat_on_its_own_table(qtbot, game_id: str, seed: int, bots_module=None, most: int = 300):
    """Two humans behind the hand-off screen and a computer player on the game's own table, played
    to the end with one undo; returns the screen (showing the end) and the session."""
    session = GameSession.new(registry.get(game_id), _seats(("human", "human", "easy")), seed, None,
                              autosave=False, bot_delay_ms=0, bots_module=bots_module)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, 0.0)
    screen.resize(1000, 700)
    screen.show()
    session.start()
    moves = undone = handoffs = 0
    while not session.is_over and moves < most:
        qtbot.waitUntil(lambda: bool(session.is_over or session.legal_actions() or session.handoff_pending),
                        timeout=5000)
        if session.handoff_pending:
            view = screen.scene.view  # behind the cover the public table: nobody's hand
            assert screen.pages.currentWidget() is screen.cover and view.get("hand") is None and view["seat"] is None
            qtbot.mouseClick(screen.cover.button, Qt.MouseButton.LeftButton)
            handoffs += 1
            continue
        if session.legal_actions():
            assert screen.scene.view["seat"] == session.acting_seat()
            screen.scene.intent.emit(session.legal_actions()[-1])  # a move made on the table
            moves += 1
            if not undone and session.can_undo():
                screen.undo()
                undone += 1
    assert session.is_over and moves >= 10 and undone == 1 and handoffs >= 2
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.end, timeout=5000)
    return screen, session


def test_a_top_oder_flop_hot_seat_game_on_its_own_table_never_reads_the_sessions_state(qtbot, no_state):
    """Two humans behind the hand-off screen and a computer player on Top oder Flop's own table,
    played to the end with one undo: the screen and the scene read only the session's views."""
    screen, session = _hot_seat_on_its_own_table(qtbot, "top_oder_flop", 4)
    assert screen.end.sheet.rowCount() == 8  # the films' rows, what was left and the totals
    session.close(wait_ms=2000)


def test_a_top_pop_hot_seat_game_on_its_own_table_never_reads_the_sessions_state(qtbot, no_state):
    """The same on Top Pop's table (computer players that pick legal moves at random)."""
    from tests.ui.test_top_pop_table import RandomBots

    screen, session = _hot_seat_on_its_own_table(qtbot, "top_pop", 4, RandomBots, most=600)
    session.close(wait_ms=2000)


def test_a_top3_hot_seat_game_on_its_own_table_never_reads_the_sessions_state(qtbot, no_state):
    """The same on the Top 3 table (computer players that pick legal moves at random): fifteen rounds of
    secret choices, a hand-off before each human's, the reveals and the end."""
    from tests.ui.top3_helpers import RandomBots

    screen, session = _hot_seat_on_its_own_table(qtbot, "top3", 4, RandomBots)
    assert screen.end.sheet.rowCount() == 15 + 2 + 1  # the rounds, the cards by orders and bet cards, the totals
    session.close(wait_ms=2000)
