"""Flip 7 from the keyboard: H hits, S stays, 1-9 and the arrow keys put a focus ring on a player
to choose, Enter or Space chooses, Esc takes the ring away. Keys are pressed on the table view's
viewport of a real table screen with a session (Ana, seat 0, is human; the others are bots), and
what is not allowed gets the rules' sentence in the status line."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.games.flip7.actions import Hit, Target
from app.games.flip7.rules import GAME
from app.persistence import SeatConfig
from app.session.game_session import GameSession
from app.ui.qt_table_screen import TableScreen
from app.ui.table_scene import BUSY_REASON
from tests.ui.scene_helpers import click_item, make_table

NAMES = ["Ana", "Ben", "Cleo"]


def _screen(qtbot, deck: list[str], speed: float = 0.0):
    seats = [SeatConfig(n, c, "human" if i == 0 else "normal")
             for i, (n, c) in enumerate(zip(NAMES, ("#d1352b", "#2f6fd0", "#2e9d4a")))]
    session = GameSession.new(GAME, seats, 7, {"deck": deck, "dealer": 2}, bot_delay_ms=0)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, speed)
    screen.resize(900, 600)
    screen.show()
    qtbot.waitExposed(screen)
    session.start()
    qtbot.waitUntil(lambda: bool(session.legal_actions()), timeout=5000)
    return screen, session


def _press(screen, key) -> None:
    QTest.keyClick(screen.view.viewport(), key)


def test_the_view_has_the_focus_and_h_draws_a_card_for_ana(qtbot):
    screen, session = _screen(qtbot, ["5", "7", "9", "3"])
    assert screen.focusWidget() is screen.view  # the view took the focus when it was shown
    assert session.state.players[0].cards() == ["5"]
    QTest.keyClick(screen.focusWidget(), Qt.Key.Key_H)  # where the window sends a key press
    assert session.state.history[0] == Hit()
    assert session.state.players[0].cards() == ["5", "3"]


def test_s_makes_ana_stay(qtbot):
    screen, session = _screen(qtbot, ["5", "7", "9"])
    _press(screen, Qt.Key.Key_S)
    assert session.state.players[0].status == "stayed"


def test_two_and_enter_give_the_freeze_to_the_second_player(qtbot):
    screen, session = _screen(qtbot, ["freeze", "7", "9"])
    assert session.view()["pending"]["chooser"] == 0
    scene = screen.scene
    _press(screen, Qt.Key.Key_2)
    assert scene.key_focus == 1 and scene.lines[1].has_highlight("focus") and not scene.lines[0].has_highlight("focus")
    assert session.state.history == []  # the ring alone chooses nothing
    _press(screen, Qt.Key.Key_Return)
    assert session.state.history[0] == Target(1)
    assert session.state.players[1].status == "frozen"


def test_arrows_move_the_ring_between_the_players_to_choose_and_esc_removes_it(qtbot):
    screen, session = _screen(qtbot, ["freeze", "7", "9"])
    scene = screen.scene
    _press(screen, Qt.Key.Key_Right)
    assert scene.key_focus == 0
    _press(screen, Qt.Key.Key_Right)
    _press(screen, Qt.Key.Key_Right)
    assert scene.key_focus == 2
    _press(screen, Qt.Key.Key_Right)
    assert scene.key_focus == 0  # round again
    _press(screen, Qt.Key.Key_Left)
    assert scene.key_focus == 2 and scene.lines[2].has_highlight("focus")
    _press(screen, Qt.Key.Key_Escape)
    assert scene.key_focus is None and not any(line.has_highlight("focus") for line in scene.lines)
    _press(screen, Qt.Key.Key_Space)  # no ring yet: Space puts it on the first player
    assert scene.key_focus == 0 and session.state.history == []
    _press(screen, Qt.Key.Key_Space)
    assert session.state.players[0].status == "frozen"


def test_a_key_for_what_is_not_allowed_gets_the_rules_sentence(qtbot):
    screen, session = _screen(qtbot, ["freeze", "7", "9"])
    errors: list[str] = []
    session.error.connect(errors.append)
    _press(screen, Qt.Key.Key_S)
    assert screen.status_text() == "It is Ana's turn to choose who gets the Freeze, not to stay."
    # as for a click on Stay: the rules' refusal (whyNot), nothing submitted to the session
    assert screen.note() == ("It is Ana's turn to choose who gets the Freeze, not to stay.", "refused")
    _press(screen, Qt.Key.Key_7)
    assert screen.status_text() == "There is no such player: this table has Ana to Cleo."
    assert screen.note()[1] == "refused" and errors == []
    assert session.state.history == [] and session.view()["pending"]["chooser"] == 0


def test_keys_wait_for_the_animations_and_are_played_when_they_stop(qtbot):
    """The rules page: "Keys wait while cards are moving": a key pressed while the cards move is
    kept (nothing is sent, nothing refused) and played when they stop; a click meanwhile is still
    told to wait; Esc drops what was kept."""
    scene, view = make_table(qtbot, 3)
    state = GAME.new_state(3, 4, {"dealer": 0, "deck": ["5", "7", "9"]})
    seat = state.current_player
    scene.show_position(state.view(seat), state.legal_actions(), seat)
    intents, refusals = [], []
    scene.intent.connect(intents.append)
    scene.refused.connect(refusals.append)
    events = state.apply(Hit())
    scene.play_events(events, state.view(seat), legal_after=state.legal_actions(), acting_after=seat)
    assert scene.busy
    QTest.keyClick(view.viewport(), Qt.Key.Key_H)
    assert intents == [] and refusals == []
    click_item(view, scene.deck)  # a click while the cards move: the one sentence
    assert intents == [] and refusals == [BUSY_REASON]
    scene.finish_animations()
    assert intents == [Hit()]
    intents.clear()
    scene.play_events([], state.view(seat), legal_after=state.legal_actions(), acting_after=seat)
    events = state.apply(Hit())
    scene.play_events(events, state.view(seat), legal_after=state.legal_actions(), acting_after=seat)
    assert scene.busy
    QTest.keyClick(view.viewport(), Qt.Key.Key_H)
    QTest.keyClick(view.viewport(), Qt.Key.Key_Escape)  # Esc is not kept: it drops the kept keys
    scene.finish_animations()
    assert intents == []


def test_the_keys_are_on_the_rules_page_and_the_stay_button(qtbot):
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "resources" / "rules" / "flip7.md").read_text(encoding="utf-8")
    keys = text[text.index("## Keys"):]
    for key in ("**H**", "**S**", "**1**", "**Enter**", "**Esc**"):
        assert key in keys
    scene, view = make_table(qtbot, 3)
    assert scene.stay_button.text == "Stay (S)"


def test_german_keys_are_the_letters_of_the_german_words_and_the_english_ones_still_work(qtbot):
    """Play-test: in German the buttons said "Aufhören (S)" and the prompt "drücke H zum Ziehen", keys
    that match no German word. The key is read from the words: Z (Ziehen) and A (Aufhören)."""
    from app.core import i18n
    from app.core.i18n import _
    from app.games.flip7.actions import Stay
    from app.games.flip7.ui.keys import HIT_WORDS, STAY_WORDS

    with i18n.use("de"):
        assert (_(HIT_WORDS), _(STAY_WORDS)) == ("Ziehen (Z)", "Aufhören (A)")
        screen, session = _screen(qtbot, ["5", "7", "9", "3", "8"])
        assert screen.scene.stay_button.text == "Aufhören (A)"
        assert "drücke Z zum Ziehen" in screen.scene.prompt() and "Aufhören (A)" in screen.scene.prompt()
        _press(screen, Qt.Key.Key_Z)
        assert session.state.history[-1] == Hit()
        qtbot.waitUntil(lambda: Stay() in session.legal_actions() and session.state.current_player == 0, timeout=5000)
        _press(screen, Qt.Key.Key_A)
        assert Stay() in session.state.history and session.state.players[0].status == "stayed"
        from app.games.flip7.ui.keys import key_clicks

        assert {Qt.Key.Key_H, Qt.Key.Key_S} <= set(key_clicks())  # the English letters work in German too
