"""What a play-test found in the main window: Undo says why it is greyed, Load asks before it replaces
an unfinished game, Save confirms in the status line and the title."""

import pytest

from app.games import registry
from app.persistence import SeatConfig
from app.ui.qt_main_window import UNDO_TIP, MainWindow

TWO_HUMANS = [SeatConfig("Ana", "#d1352b", "human"), SeatConfig("Ben", "#2f6fd0", "human"),
              SeatConfig("Cleo", "#2e9d4a", "normal")]


def _window(qtbot, seats=TWO_HUMANS, seed=5):
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show_problem = lambda title, sentence: pytest.fail(f"{title}: {sentence}")
    window.resize(1000, 700)
    window.show()
    window.set_speed("off")
    window.start_game(registry.get("flip7"), seats, seed=seed)
    session = window.session
    qtbot.waitUntil(lambda: bool(session.legal_actions()) and not session.animation_pending, timeout=5000)
    return window, session


def _wait(qtbot, session):
    qtbot.waitUntil(lambda: session.is_over or (bool(session.legal_actions()) and not session.animation_pending),
                    timeout=5000)


def _stay_when_possible(qtbot, session, *, until):
    """Human decisions: hit until staying is allowed, then stay; stops once `until()` after a stay."""
    for _ in range(80):
        _wait(qtbot, session)
        assert not session.is_over
        legal = session.legal_actions()
        stay = next((a for a in legal if a.TYPE == "stay"), None)
        if stay is not None:
            seat = session.current_player
            assert session.submit(stay)
            if until(seat):
                return seat
        else:
            assert session.submit(next(a for a in legal if a.TYPE in ("hit", "target")))
    pytest.fail("the situation never came up")


def test_greyed_undo_says_why_and_a_usable_one_what_it_does(qtbot):
    window, session = _window(qtbot)
    action = window.undo_action
    assert not action.isEnabled()
    assert action.toolTip() == session.undo_problem() == "There is no move of yours to take back yet."
    assert action.statusTip() == action.toolTip()
    # a human stays (nothing drawn) and the turn passes straight to the other human
    humans = {0: "Ana", 1: "Ben"}
    mover = _stay_when_possible(qtbot, session, until=lambda seat: session.current_player in humans.keys() - {seat})
    other = session.current_player
    assert not action.isEnabled()
    assert action.toolTip() == (f"{humans[mover]}'s move can only be taken back by {humans[mover]}, "
                                f"and it is now {humans[other]}'s turn.")
    assert action.statusTip() == action.toolTip()
    _wait(qtbot, session)
    hit = next(a for a in session.legal_actions() if a.TYPE == "hit")
    assert session.submit(hit)  # the other human draws a card
    if session.current_player == other:  # still their turn: the card they drew stops the undo
        assert not action.isEnabled()
        assert action.toolTip() == ("Something was drawn or revealed since your last decision, "
                                    "so it cannot be taken back.")


def test_usable_undo_has_the_plain_tip(qtbot):
    seats = [SeatConfig("Ana", "#d1352b", "human"), SeatConfig("Ben", "#2f6fd0", "normal"),
             SeatConfig("Cleo", "#2e9d4a", "normal")]
    window, session = _window(qtbot, seats)
    for _ in range(80):  # Ana hits until she may stay
        _wait(qtbot, session)
        legal = session.legal_actions()
        stay = next((a for a in legal if a.TYPE == "stay"), None)
        if stay is not None:
            break
        assert session.submit(next(a for a in legal if a.TYPE in ("hit", "target")))
    session.set_bot_delay(5000)  # the bots "think" long enough for Ana to change her mind
    assert session.submit(stay) and session.current_player != 0
    assert session.can_undo()
    assert window.undo_action.isEnabled() and window.undo_action.toolTip() == UNDO_TIP


def test_load_over_a_running_game_asks_first(qtbot, tmp_path, monkeypatch):
    other, _ = _window(qtbot, seed=9)
    path = tmp_path / "other.topfive"
    other.save_as(path)
    other.close()
    window, session = _window(qtbot, seed=5)
    position = session.state.to_json()
    asked = []
    monkeypatch.setattr(window, "confirm", lambda title, question: asked.append((title, question)) or False)
    window.load_game(path)
    assert asked and asked[0][0] == "Load a saved game?"
    assert "Your unfinished game of Flip 7 (in progress) will be replaced by the saved one." in asked[0][1]
    assert window.session is session and session.state.to_json() == position and not session.closed
    monkeypatch.setattr(window, "confirm", lambda title, question: asked.append((title, question)) or True)
    window.load_game(path)
    assert len(asked) == 2 and window.session is not session and window.save_path == path


def test_load_after_the_game_ended_does_not_ask(qtbot, tmp_path, monkeypatch):
    window, session = _window(qtbot)
    path = tmp_path / "kept.topfive"
    window.save_as(path)
    monkeypatch.setattr(type(session), "is_over", property(lambda self: True))
    monkeypatch.setattr(window, "confirm", lambda title, question: pytest.fail("asked"))
    window.load_game(path)
    assert window.session is not session


def test_save_confirms_in_the_status_line_and_the_title(qtbot, tmp_path):
    window, session = _window(qtbot)
    window.save_as(tmp_path / "evening")
    assert window.table.status_text() == "Saved to evening.topfive."
    assert window.table.note() == ("Saved to evening.topfive.", "info")
    assert "evening.topfive" in window.windowTitle() and window.windowTitle().endswith("Top Five")
    assert window.windowTitle().startswith("Flip 7")
