"""Two humans at one computer (and a computer player): before each human's turn the hand-off screen
hides the table, and while a seat sits at the screen the scene draws nothing of the other seats'
secrets: its hand shows that seat's cards only, and the other seats' face-down personal cards are
backs without a value unless everyone saw it. Behind the cover the table shows only what is public.
Played by clicks, with the session's state unread by the screen."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from app.games import registry
from app.games.top_oder_flop.cards import FILMS
from app.persistence import SeatConfig
from app.session.game_session import GameSession
from app.ui.qt_table_screen import TableScreen
from tests.ui.test_top_oder_flop_table import COLORS, play_by_clicks


def _drawn_secrets(scene, state, seat):
    """What the scene draws that `seat` may not see: another seat's hand card, another seat's
    face-down card shown with its code, its value badge or its owner's badge."""
    leaks = []
    if seat is None:
        if scene.hand.isVisible() and scene.hand.cards:
            leaks.append("a hand is drawn behind the cover")
    elif sorted(c.code for c in scene.hand.cards) != sorted(state.hands[seat]):
        leaks.append(f"the hand drawn is not seat {seat}'s")
    for (owner, film), cell in scene.cells.items():
        for i, card in enumerate(cell.cards):
            if owner == seat:
                continue
            known = state.known[owner][film][i]
            if card.secret_value is not None:
                leaks.append(f"seat {owner}'s {film} card {i} shows its owner's badge")
            if not known and (card.code is not None or card.known_value is not None):
                leaks.append(f"seat {owner}'s hidden {film} card {i} is drawn as {card.code}")
    return leaks


def test_two_humans_pass_the_mouse_and_never_see_each_others_secrets(qtbot):
    seats = [SeatConfig("Ana", COLORS[0], "human"), SeatConfig("Ben", COLORS[1], "human"),
             SeatConfig("Cleo", COLORS[2], "easy")]
    session = GameSession.new(registry.get("top_oder_flop"), seats, 21, None, autosave=False, bot_delay_ms=0)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, 0.0)
    screen.resize(1100, 760)
    screen.show()
    session.start()
    state = session.state  # the test reads the rules' state; the screen never does
    rng = random.Random(5)
    handoffs = turns = handoffs_before = 0
    last_human = None
    while not session.is_over and turns < 150:
        qtbot.waitUntil(lambda: bool(session.is_over or session.handoff_pending
                                     or (session.legal_actions() and not screen.scene.busy)), timeout=10000)
        if session.is_over:
            break
        if session.handoff_pending:
            assert screen.pages.currentWidget() is screen.cover
            assert screen.scene.view["seat"] is None  # the public table behind the cover
            assert _drawn_secrets(screen.scene, state, None) == []
            qtbot.mouseClick(screen.cover.button, Qt.MouseButton.LeftButton)
            handoffs += 1
            continue
        seat = state.current_player
        assert seat in (0, 1) and screen.pages.currentWidget() is screen.splitter
        if last_human != seat:  # the first human turn, or the other human's: the cover came first
            assert handoffs > handoffs_before, f"seat {seat}'s turn came without the hand-off screen"
        assert screen.scene.view["seat"] == seat
        assert _drawn_secrets(screen.scene, state, seat) == []
        own = [c for f in FILMS for c in screen.scene.cells[(seat, f)].cards]
        assert all(c.code is not None for c in own)  # the owner sees every card of its own display
        legal = session.legal_actions()
        action = rng.choice([a for a in legal if a.TYPE != "personal"] or legal)
        play_by_clicks(screen.view, screen.scene, session, action)
        handoffs_before, last_human = handoffs, seat
        turns += 1
    assert session.is_over and turns >= 10 and handoffs >= turns // 2
    session.close(wait_ms=2000)
