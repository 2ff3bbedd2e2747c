"""Top Pop's animations: a placed card flies from the fan into the row it goes to (the same card
item), a taken cap flies from the middle into the supply, a stack's caps fly onto the card; the table
takes no clicks meanwhile ("Wait for the cards to finish moving.") and draws the final position when
they end; whole games of computer players at a quick speed run every event's animation (wins at the
start of a turn: the card to the winner's score pile, the caps to their new owners)."""

from __future__ import annotations

import pytest

from app.games import registry
from app.persistence import SeatConfig
from app.session.game_session import GameSession
from app.ui.qt_table_screen import TableScreen
from tests.ui.test_top_pop_table import COLORS, NAMES, RandomBots, click_at, point_in


def _screen(qtbot, session, speed):
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, speed)
    screen.resize(1200, 800)
    screen.show()
    session.start()
    return screen


def _idle(qtbot, screen, session):
    qtbot.waitUntil(lambda: bool(session.is_over or (session.legal_actions() and not screen.scene.busy
                                                     and not session.animation_pending)), timeout=20000)


def test_cards_and_caps_fly_and_the_table_waits_for_them(qtbot):
    seats = [SeatConfig(NAMES[0], COLORS[0], "human"), SeatConfig(NAMES[1], COLORS[1], "easy")]
    session = GameSession.new(registry.get("top_pop"), seats, 3, {"start": 0}, autosave=False, bot_delay_ms=0,
                              bots_module=RandomBots)
    screen = _screen(qtbot, session, 0.4)
    scene = screen.scene
    _idle(qtbot, screen, session)
    place = next(a for a in session.legal_actions() if a.TYPE == "place" and a.seat == 1)
    flying = next(c for c in scene.hand.cards if c.code == place.card)
    before = len(scene.rows[1].cards)
    session.submit(place)
    assert scene.busy
    assert flying not in scene.hand.cards and len(scene.rows[1].cards) == before + 1  # on its way there
    moves = len(session.state.history)
    click_at(screen.view, point_in(scene.middle[0]))  # a click while it moves
    assert screen.note() == ("Wait for the cards to finish moving.", "refused")
    assert len(session.state.history) == moves
    _idle(qtbot, screen, session)
    assert [c.code for c in scene.rows[1].cards][-1] == place.card
    take = next(a for a in session.legal_actions() if a.TYPE == "take")
    supply = scene.supply[take.company].count
    session.submit(take)
    assert scene.busy
    _idle(qtbot, screen, session)
    assert scene.supply[take.company].count >= supply + 1 or session.view()["step"] != "stack"
    stack = next((a for a in session.legal_actions() if a.TYPE == "stack"), None)
    if stack is not None:
        session.submit(stack)
        assert scene.busy
        _idle(qtbot, screen, session)
        card = scene.rows[stack.seat].cards[stack.card]
        assert card.stacks.get(0, [])[-len(stack.caps):] == list(stack.caps)
    session.close(wait_ms=2000)


@pytest.mark.parametrize("players, seed, options", [(2, 31, {}), (4, 32, {"city_powers": True}),
                                                    (3, 33, {"variant": "lite"})])
def test_whole_games_animate_every_event(qtbot, players, seed, options):
    seats = [SeatConfig(NAMES[i], COLORS[i], "easy") for i in range(players)]
    session = GameSession.new(registry.get("top_pop"), seats, seed, options, autosave=False, bot_delay_ms=0,
                              bots_module=RandomBots)
    shown = []
    screen = _screen(qtbot, session, 0.02)
    screen.scene.eventShown.connect(shown.append)
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.end, timeout=90000)
    assert session.is_over and len(shown) > 20
    view = session.view()
    assert [p.won for p in screen.scene.piles] == [list(w) for w in view["won"]]
    session.close(wait_ms=2000)
