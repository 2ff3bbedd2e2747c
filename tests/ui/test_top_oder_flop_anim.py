"""Top oder Flop's animations: a played card flies from the fan to its place (the same card item), a
drawn card flies from the deck into the fan, a replaced card into the mover's pile, a change card to
the discards; the table takes no clicks meanwhile ("Wait for the cards to finish moving.") and draws
the final position when they end; whole games at a quick speed run every event's animation."""

from __future__ import annotations

import random

import pytest

from app.games import registry
from app.games.top_oder_flop.actions import Display, Personal
from app.persistence import SeatConfig
from app.session.game_session import GameSession
from app.ui.qt_table_screen import TableScreen
from tests.ui.test_top_oder_flop_table import COLORS, HANDS, SCRIPT, ScriptedBots, click_hand


def _screen(qtbot, session, speed):
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, speed)
    screen.resize(1100, 760)
    screen.show()
    session.start()
    return screen


def _idle(qtbot, screen, session):
    qtbot.waitUntil(lambda: bool(session.is_over or (session.legal_actions() and not screen.scene.busy
                                                     and not session.animation_pending)), timeout=20000)


def test_cards_fly_and_the_table_waits_for_them(qtbot):
    seats = [SeatConfig("Ana", COLORS[0], "human"), SeatConfig("Ben", COLORS[1], "easy")]
    session = GameSession.new(registry.get("top_oder_flop"), seats, 3, {"deck": HANDS[0] + HANDS[1], "start": 0},
                              autosave=False, bot_delay_ms=0, bots_module=ScriptedBots)
    screen = _screen(qtbot, session, 0.3)
    scene = screen.scene
    _idle(qtbot, screen, session)
    flying = next(c for c in scene.hand.cards if c.code == "5:TT")
    session.submit(Personal("5:TT", "TT"))
    assert scene.busy
    assert flying in scene.cells[(0, "TT")].cards and flying not in scene.hand.cards  # on its way there
    moves = len(session.state.history)
    click_hand(screen.view, scene, "5:RR")  # a click while the cards move
    assert screen.note() == ("Wait for the cards to finish moving.", "refused")
    assert len(session.state.history) == moves
    _idle(qtbot, screen, session)
    assert [c.code for c in scene.cells[(0, "TT")].cards] == ["5:TT"] and scene.cells[(0, "TT")].cards[0].face_up
    for action in SCRIPT[0][1:]:
        _idle(qtbot, screen, session)
        session.submit(action)
    _idle(qtbot, screen, session)
    hand = len(scene.hand.cards)
    deck = scene.deck.count
    session.submit(Display("4:AA/TT", "AA", "top", "1:AA/RR", "RR"))
    qtbot.waitUntil(lambda: len(scene.hand.cards) == hand, timeout=5000)  # the drawn card has come in
    _idle(qtbot, screen, session)
    assert scene.deck.count == deck - 2  # Ana's draw and Ben's
    assert [c.code for c in scene.cells[(0, "RR")].cards] == ["5:RR", "1:AA/RR"]
    assert scene.cells[(0, "RR")].cards[1].known_value == 1
    session.submit(next(a for a in session.legal_actions() if a.TYPE == "change"))
    _idle(qtbot, screen, session)
    assert scene.discard.count == 1 and scene.discard.top_code is not None
    session.close(wait_ms=2000)


@pytest.mark.parametrize("players, seed", [(2, 31), (4, 32)])
def test_whole_games_animate_every_event(qtbot, players, seed):
    """Bots only (the public table), at a quick speed: every event's steps run; the end animates the
    piles turning up, then the end of the game is shown."""
    class RandomBots:
        @staticmethod
        def make_bot(kind, seat, bot_seed):
            rng = random.Random(bot_seed)

            class Bot:
                def choose(self, view, legal):
                    plays = [a for a in legal if a.TYPE != "personal"]
                    return rng.choice(plays if plays and rng.random() < 0.8 else legal)

            return Bot()

    seats = [SeatConfig(f"P{i}", COLORS[i], "easy") for i in range(players)]
    session = GameSession.new(registry.get("top_oder_flop"), seats, seed, None, autosave=False, bot_delay_ms=0,
                              bots_module=RandomBots)
    shown = []
    screen = _screen(qtbot, session, 0.02)
    screen.scene.eventShown.connect(shown.append)
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.end, timeout=60000)
    assert session.is_over and len(shown) > 20
    scene = screen.scene
    assert all(c.face_up for cell in scene.cells.values() for c in cell.cards)  # every pile turned up
    assert all(p.last_take for p in scene.posters.values()) or session.view()["end_reason"] != "films"
    session.close(wait_ms=2000)
