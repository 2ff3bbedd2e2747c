"""Two humans at one computer (and a computer player) on the Top Pop table: before each human's turn
the hand-off screen hides the table; while a seat sits at the screen the scene draws only what it may
see (its own hand; a night card in front of a seat as a moon back unless it placed it or it lies in
front of it; score piles as the view says); behind the cover nobody's hand is drawn. Played by clicks."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from app.persistence import SeatConfig
from tests.ui.test_top_pop_table import NAMES, COLORS, play_by_clicks, table_game, wait_ready


def _drawn_secrets(scene, state, seat) -> list[str]:
    """What the scene draws that `seat` may not see."""
    leaks = []
    if seat is None:
        if scene.hand.isVisible() and scene.hand.cards:
            leaks.append("a hand is drawn behind the cover")
    elif sorted(c.code for c in scene.hand.cards) != sorted(state.hands[seat]):
        leaks.append(f"the hand drawn is not seat {seat}'s")
    view = scene.view
    for s, row in enumerate(scene.rows):
        for j, card in enumerate(row.cards):
            shown = view["fronts"][s][j]["card"]
            if card.code != shown:
                leaks.append(f"seat {s}'s card {j} is drawn as {card.code}, the view says {shown}")
            if shown is None and card.face_up:
                leaks.append(f"seat {s}'s hidden card {j} lies face up")
    for s, pile in enumerate(scene.piles):
        if pile.won != list(view["won"][s]):
            leaks.append(f"seat {s}'s score pile is not the view's")
    return leaks


def test_two_humans_pass_the_mouse_and_never_see_each_others_secrets(qtbot):
    seats = [SeatConfig(NAMES[0], COLORS[0], "human"), SeatConfig(NAMES[1], COLORS[1], "human"),
             SeatConfig(NAMES[2], COLORS[2], "easy")]
    screen, session = table_game(qtbot, seats, 21, None)
    state = session.state  # the test reads the rules' state; the screen never does
    rng = random.Random(5)
    handoffs = turns = handoffs_before = 0
    last_human = None
    while not session.is_over and turns < 300:
        wait_ready(qtbot, screen, session)
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
        if last_human != seat:
            assert handoffs > handoffs_before, f"seat {seat}'s turn came without the hand-off screen"
        assert screen.scene.view["seat"] == seat
        assert _drawn_secrets(screen.scene, state, seat) == []
        legal = session.legal_actions()
        action = rng.choice(legal)
        play_by_clicks(screen.view, screen.scene, session, action)
        handoffs_before, last_human = handoffs, seat
        turns += 1
    assert session.is_over and turns >= 10 and handoffs >= 4
    session.close(wait_ms=2000)
