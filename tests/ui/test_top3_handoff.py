"""Two humans at one computer on the Top 3 table: each chooses behind the hand-off screen, and nothing
of one's choice is ever on the other's screen (the cards drawn, the prompt, the status line, the log
are the same whatever the first chose); the reveal is animated for both, in front of everyone, and
only then does the hand-off screen cover the table for the next round. Played by clicks."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.games.top3.actions import Choose
from app.ui.table_scene import BUSY_REASON
from tests.ui.top3_helpers import choose_by_clicks, click_item, drawn_secrets, table_game, wait_ready


def _confirm_cover(qtbot, screen) -> None:
    assert screen.pages.currentWidget() is screen.cover
    qtbot.mouseClick(screen.cover.button, Qt.MouseButton.LeftButton)


def _bo_after_ana_chose(qtbot, action: Choose):
    """Ana chooses `action` by clicks, the hand-off comes, Bo takes the mouse. Returns the screen,
    the session and everything Bo's screen shows then."""
    screen, session = table_game(qtbot, ["human", "human"], 7)
    wait_ready(qtbot, screen, session)
    _confirm_cover(qtbot, screen)
    wait_ready(qtbot, screen, session)
    assert screen.scene.view["seat"] == 0
    choose_by_clicks(screen, action)
    wait_ready(qtbot, screen, session)
    assert session.handoff_pending and screen.pages.currentWidget() is screen.cover
    scene = screen.scene
    assert scene.view["seat"] is None  # behind the cover: the public table
    ana = scene.laid[0][0]
    assert ana.isVisible() and not ana.face_up and ana.code is None and ana.secret is None
    assert not any(card.isVisible() for card in (*scene.order_cards.values(), *scene.bet_cards.values()))
    _confirm_cover(qtbot, screen)
    wait_ready(qtbot, screen, session)
    assert scene.view["seat"] == 1 and scene.view["mine"] is None
    shown = (drawn_secrets(scene), screen.status_text(), session.log_lines(), scene.view["chosen"],
             [panel.chosen for panel in scene.seat_items], [list(p.bets) for p in scene.seat_items])
    return screen, session, shown


def test_the_second_human_sees_no_trace_of_the_first_ones_choice(qtbot):
    screen, session, shown = _bo_after_ana_chose(qtbot, Choose("231", "nobody"))
    _, other_session, other = _bo_after_ana_chose(qtbot, Choose("123"))
    assert shown == other  # Bo's table, status line and log are the same whatever Ana chose
    secrets, status, log, chosen, markers, bets = shown
    assert chosen == [True, False] and markers == [True, False]
    assert bets[0] == ["everyone", "only_me", "nobody"]  # Ana's laid bet card still shows in her hand
    assert "Ana made their choice." in log and not any("2-3-1" in line for line in log)
    ana_order, ana_bet = screen.scene.laid[0]
    assert ana_order.isVisible() and ana_order.code is None and not ana_bet.isVisible()
    other_session.close(wait_ms=2000)
    session.close(wait_ms=2000)


def test_the_reveal_is_shown_to_both_before_the_hand_off_and_takes_no_clicks(qtbot):
    screen, session = table_game(qtbot, ["human", "human"], 7, speed=0.35)
    scene, view = screen.scene, screen.view
    for seat, action in ((0, Choose("132")), (1, Choose("312", "everyone"))):
        wait_ready(qtbot, screen, session)
        _confirm_cover(qtbot, screen)
        wait_ready(qtbot, screen, session)
        assert scene.view["seat"] == seat
        choose_by_clicks(screen, action)
    # Bo's choice revealed the round: it plays on the open table, not behind the cover
    assert session.handoff_pending and session.state.round == 2
    assert scene.busy and scene.shown_to_all() and screen.pages.currentWidget() is screen.splitter
    pressed = False
    for _ in range(200):  # clicks during the reveal cut its pauses short; keys are kept, not played
        if not scene.busy:
            break
        click_item(view, scene.cards[0])  # a click on the open table (no hand is shown) cuts a pause short
        qtbot.keyClick(view, Qt.Key.Key_1)  # a key that would play an order card waits for the cards
        pressed = pressed or (scene.busy and not scene.holding)
        assert screen.note() != (BUSY_REASON, "refused")
        assert len(session.state.history) == 2 and scene.chooser.order is None
        qtbot.wait(15)
    assert pressed
    qtbot.waitUntil(lambda: not scene.busy, timeout=20000)
    assert screen.pages.currentWidget() is screen.cover and scene.view["seat"] is None
    assert [c.code for c in scene.cards] == list(session.state.table)  # the next round lies ready
    _confirm_cover(qtbot, screen)
    wait_ready(qtbot, screen, session)
    assert scene.view["seat"] == 0 and session.legal_actions()
    session.close(wait_ms=2000)


def test_a_choice_is_shown_to_everyone_face_down_and_then_the_cover_comes(qtbot):
    """The first human's turn ends with the choice (issue 25): from that moment nobody views, so the
    cards fly face down on the public table, in front of everyone, and the cover comes after."""
    screen, session = table_game(qtbot, ["human", "human"], 7, speed=1.0)
    wait_ready(qtbot, screen, session)
    _confirm_cover(qtbot, screen)
    wait_ready(qtbot, screen, session)
    choose_by_clicks(screen, Choose("213", "only_me"))
    assert session.view_seat() is None and screen.scene.view["seat"] is None
    assert not any(card.isVisible() for card in screen.scene.order_cards.values())  # no hand of Ana's
    qtbot.waitUntil(lambda: not screen.scene.busy, timeout=10000)
    assert screen.pages.currentWidget() is screen.cover
    assert screen.scene.view["seat"] is None and screen.scene.laid[0][0].secret is None
    session.close(wait_ms=2000)
