"""Shared set-up for the Top 3 table tests: a table screen on a session of the real rules, computer
players that pick legal moves at random, and clicks (and double-clicks) sent through the table view's
viewport like a player's."""

from __future__ import annotations

import random

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from app.games.top3.actions import Choose
from app.games.top3.rules import GAME
from app.persistence import SeatConfig
from app.session.game_session import GameSession
from app.ui.qt_table_screen import TableScreen

NAMES = ["Ana", "Bo", "Cleo", "Dev"]
COLORS = ["#d1352b", "#2f6fd0", "#2e9d4a", "#e0a020"]


class RandomBots:
    """Computer players that pick a legal move at random (a bet card now and then)."""

    @staticmethod
    def make_bot(kind, seat, seed):
        rng = random.Random(seed * 7 + seat)

        class Bot:
            def choose(self, view, legal):
                bets = [a for a in legal if a.advance is not None]
                if bets and rng.random() < 0.25:
                    return rng.choice(bets)
                return rng.choice([a for a in legal if a.advance is None] or legal)

        return Bot()


def seats(*kinds: str) -> list[SeatConfig]:
    return [SeatConfig(NAMES[i], COLORS[i], kind) for i, kind in enumerate(kinds)]


def table_game(qtbot, kinds, seed: int = 3, options: dict | None = None, size=(1280, 860), speed: float = 0.0,
               bots_module=RandomBots, game=GAME):
    """A table screen on a new session of `game` (Top 3 unless told); `bots_module` None: the game's
    own computer players."""
    session = GameSession.new(game, seats(*kinds), seed, options, autosave=False, bot_delay_ms=0,
                              bots_module=bots_module)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, speed)
    screen.resize(*size)
    screen.show()
    qtbot.waitExposed(screen)
    session.start()
    return screen, session


def wait_ready(qtbot, screen, session, timeout: int = 20000) -> None:
    """Until the human at the screen may choose (or a hand-off waits, or the game is over)."""
    qtbot.waitUntil(lambda: bool(session.is_over or (session.handoff_pending and not screen.scene.busy)
                                 or (session.legal_actions() and not screen.scene.busy
                                     and not session.animation_pending)), timeout=timeout)


def point_in(item, fx: float = 0.5, fy: float = 0.5) -> QPointF:
    """A point inside `item`'s own area (not its glow's margin), in the scene."""
    if hasattr(item, "frame"):
        r = item.frame()
        return QPointF(r.left() + r.width() * fx, r.top() + r.height() * fy)
    size = getattr(item, "size", None)
    if size is None:  # a button: its box
        r = item.boundingRect().adjusted(*(item.boundingRect().height() * k for k in (0.25, 0.25, -0.25, -0.25)))
        return item.mapToScene(QPointF(r.left() + r.width() * fx, r.top() + r.height() * fy))
    w, h = size
    return item.mapToScene(QPointF(w * fx, h * fy))


def click_at(view, point: QPointF, button=Qt.MouseButton.LeftButton) -> None:
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, view.mapFromScene(point))


def double_click_at(view, point: QPointF) -> None:
    QTest.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      view.mapFromScene(point))


def click_item(view, item, fx: float = 0.5, fy: float = 0.55) -> None:
    click_at(view, point_in(item, fx, fy))


def choose_by_clicks(screen, action: Choose, double: bool = False) -> None:
    """Make `action` with the clicks a player makes: the bet card (if any), then the order card and
    Confirm, or a double-click on the order card; checks that exactly it was played."""
    scene, view, session = screen.scene, screen.view, screen.session
    moves = len(session.state.history)
    if action.advance is not None:
        card = scene.bet_cards[action.advance]
        assert card.isVisible() and card.has_highlight("legal"), action
        click_item(view, card)
        assert scene.chooser.advance == action.advance
    card = scene.order_cards[action.order]
    assert card.isVisible() and card.has_highlight("legal"), action
    if double:
        double_click_at(view, point_in(card, 0.5, 0.55))
    else:
        click_item(view, card)
        assert scene.chooser.order == action.order and scene.confirm.has_highlight("legal")
        click_item(view, scene.confirm)
    assert len(session.state.history) > moves, f"{action} was not played by its clicks"
    assert session.state.history[moves] == action


def drawn_secrets(scene) -> list[tuple]:
    """Everything the scene draws of the seats' choices and hands: (what, kind, code, face up, the
    owner's tag, shown) for every order and bet card item; nothing else on the table tells a choice."""
    out = []
    for s, pair in enumerate(scene.laid):
        for card in pair:
            out.append(("laid", s, card.kind, card.code if card.isVisible() else None, card.face_up and card.isVisible(),
                        card.secret if card.isVisible() else None, card.isVisible()))
    for table in (scene.order_cards, scene.bet_cards):
        for code, card in table.items():
            out.append(("hand", card.kind, code, card.isVisible(), card.dimmed, card.seat))
    out.append(("prompt", scene.prompt.text))
    out.append(("chooser", scene.chooser.order, scene.chooser.advance))
    return out
