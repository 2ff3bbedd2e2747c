"""The status line of the table: a refusal of what the player just tried ("Wait for the cards to
finish moving.", "First choose who gets the Freeze.", a move the rules refuse) goes as soon as the
situation changes; other notes (a failed autosave) stay for their time."""

from app.persistence import SeatConfig
from app.session.game_session import GameSession
from app.ui.qt_table_screen import TableScreen
from tests.support.secretgame import OPEN_GAME
from tests.support.secretgame.rules import Pass, Peek
from tests.ui.test_shell_table import RecordingScene


def _screen(qtbot, kinds):
    seats = [SeatConfig(n, c, k) for n, c, k in zip(("Ana", "Ben", "Cleo"), ("#d1352b", "#2f6fd0", "#2e9d4a"), kinds)]
    session = GameSession.new(OPEN_GAME, seats, 3, {"rounds": 2}, bot_delay_ms=0)
    screen = TableScreen()
    qtbot.addWidget(screen)
    scene = RecordingScene(OPEN_GAME, [s.name for s in seats], [s.color for s in seats])
    screen.attach(session, 0.0, scene=scene)
    screen.resize(900, 600)
    screen.show()
    session.start()
    qtbot.waitUntil(lambda: not session.animation_pending, timeout=5000)
    return screen, session, scene


def test_a_refusal_leaves_the_status_line_when_the_position_changes(qtbot):
    screen, session, scene = _screen(qtbot, ["human", "human", "human"])
    scene.refused.emit("First choose who gets the Freeze.")
    assert screen.status_text() == "First choose who gets the Freeze."
    screen._on_intent(Pass())  # the situation changes: Ben's turn now
    qtbot.waitUntil(lambda: not session.animation_pending, timeout=5000)
    assert screen.note() is None and "First choose" not in screen.status_text()
    # a refused move from the session is a refusal too: it goes with the next position
    screen._on_intent(Peek())
    screen._on_intent(Peek())  # already peeked this turn
    assert screen.note() is not None and "already peeked" in screen.status_text()
    screen._on_intent(Pass())
    qtbot.waitUntil(lambda: not session.animation_pending, timeout=5000)
    assert screen.note() is None


def test_wait_for_the_cards_goes_when_the_cards_stop(qtbot):
    screen, session, scene = _screen(qtbot, ["human", "human", "human"])
    scene.refused.emit("Wait for the cards to finish moving.")
    assert screen.status_text() == "Wait for the cards to finish moving."
    scene.animationsFinished.emit()
    assert screen.note() is None and "Wait for the cards" not in screen.status_text()


def test_a_failure_note_stays_for_its_time(qtbot):
    screen, session, scene = _screen(qtbot, ["human", "human", "human"])
    session.error.emit("The game could not be saved automatically (disk full).")
    screen._on_intent(Pass())
    qtbot.waitUntil(lambda: not session.animation_pending, timeout=5000)
    assert screen.note() == ("The game could not be saved automatically (disk full).", "error")


def test_a_refusal_leaves_the_status_line_when_the_player_takes_a_step(qtbot):
    """A play-test saw "First pick a card..." stay after the card was picked: a step of a move (the
    move builder's `step` answer) drops the refusal of what was tried before; a note does not."""
    from app.ui.move_builder import Answer

    screen, session, scene = _screen(qtbot, ["human", "human", "human"])
    scene.refused.emit("First pick a card from your hand or a marker.")
    assert "First pick" in screen.status_text()
    scene.answer(Answer.note("Click the Top or Flop row of a film for the marker."))
    assert "Click the Top or Flop row" in screen.status_text()
    scene.answer(Answer.step())  # a card picked
    assert screen.note() is None and "Click the Top or Flop row" not in screen.status_text()
