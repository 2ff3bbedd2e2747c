"""The table screen on a small test game with secrets: hand-off cover, log, score sheet, status line,
undo, end of game. A minimal scene stands in for the game's art (it records what it was asked to show)."""

import pytest

from app.session.game_session import GameSession
from app.persistence import SeatConfig
from app.ui.qt_table_screen import TableScreen
from app.ui.table_scene import TableScene
from tests.support.secretgame import GAME, OPEN_GAME
from tests.support.secretgame.rules import Pass, Peek, Swap


class RecordingScene(TableScene):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.drawn = []

    def draw_position(self):
        self.drawn.append((self.view, list(self.legal), self.acting_seat))


def _screen(qtbot, game, kinds, seed=3):
    seats = [SeatConfig(n, c, k) for n, c, k in zip(("Ana", "Ben", "Cleo"), ("#d1352b", "#2f6fd0", "#2e9d4a"), kinds)]
    session = GameSession.new(game, seats, seed, {"rounds": 2}, bot_delay_ms=0)
    screen = TableScreen()
    qtbot.addWidget(screen)
    scene = RecordingScene(game, [s.name for s in seats], [s.color for s in seats])
    screen.attach(session, 0.0, scene=scene)
    screen.resize(900, 600)
    screen.show()
    session.start()
    return screen, session, scene


def _wait_human(qtbot, session):
    qtbot.waitUntil(lambda: bool(session.is_over or session.legal_actions() or session.handoff_pending),
                    timeout=5000)


def test_handoff_hides_the_table_until_the_player_clicks(qtbot):
    screen, session, scene = _screen(qtbot, GAME, ("human", "human", "normal"))
    _wait_human(qtbot, session)
    assert session.handoff_pending
    seat = session.handoff_seat
    assert screen.pages.currentWidget() is screen.cover
    assert not screen.view.isVisible() and not screen.log.isVisible()
    assert f"Pass the mouse to {screen.names[seat]}" == screen.cover.title.text()
    scene.drawn.clear()
    qtbot.mouseClick(screen.cover.button, pytest.importorskip("PySide6.QtCore").Qt.MouseButton.LeftButton)
    assert screen.pages.currentWidget() is screen.splitter and screen.view.isVisible()
    view, legal, acting = scene.drawn[-1]
    assert acting == seat and legal and view["hands"][seat] is not None
    # the other human's card is not drawn for this seat
    other = 1 - seat
    assert view["hands"][other] is None


def test_log_score_sheet_status_undo_and_end_of_game(qtbot):
    screen, session, scene = _screen(qtbot, OPEN_GAME, ("human", "normal", "normal"))
    _wait_human(qtbot, session)
    assert screen.log.sentences() and screen.log.sentences()[0].startswith("Round 1")
    assert screen.status_text() == session.view()["status"].replace("Player 1", "Ana")
    assert not session.can_undo()
    # a refusal from the scene and an error from the session reach the status line
    scene.refused.emit("Wait for the cards to finish moving.")
    assert screen.status_text() == "Wait for the cards to finish moving."
    screen._clear_note()
    assert screen.status_text() == session.view()["status"].replace("Player 1", "Ana")
    scene.intent.emit(Swap())
    scene.intent.emit(Pass())  # the bot's answer is queued, so it is not Ana's turn now
    assert screen.status_text() == "It is not your turn: Ben (computer) is playing."
    while not session.is_over:
        _wait_human(qtbot, session)
        if session.is_over:
            break
        lines_before = len(screen.log.sentences())
        scene.intent.emit(Pass())
        qtbot.waitUntil(lambda: len(screen.log.sentences()) > lines_before, timeout=5000)
    view = session.view()
    assert screen.sheet.rowCount() == len(view["rounds"]) + 1
    assert screen.sheet.cell_text(len(view["rounds"]), 0) == str(view["totals"][0])
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.end, timeout=5000)
    winners = [screen.names[w] for w in view["winners"]]
    assert screen.end.winner_names() == winners
    assert all(name in screen.end.headline.text() for name in winners)


def test_undo_takes_back_a_human_move(qtbot):
    screen, session, scene = _screen(qtbot, OPEN_GAME, ("human", "normal", "normal"))
    _wait_human(qtbot, session)
    undo_flags = []
    screen.undoAvailable.connect(undo_flags.append)
    moves = len(session.state.history)
    scene.intent.emit(Pass())  # passing reveals nothing: it may be taken back
    assert len(session.state.history) > moves
    assert session.thinking_seat is not None
    assert screen.status_text() == f"{screen.names[session.thinking_seat]} is thinking…"
    assert undo_flags and undo_flags[-1] is True
    screen.undo()
    assert len(session.state.history) == moves
    assert screen.log.sentences()[-1] == "Ana took back a move."
    assert session.legal_actions()
