"""The Top Pop table played as a player plays it: clicks (and a drag) on the table view's viewport.
Whole games in standard and in lite by clicks against computer players that pick legal moves at
random (the session's bot hook), to the end-of-game screen: every kind of move is made by its clicks
(a hand card then a lit row, a lit colour of the middle, a lit card then caps from the supply then
Confirm, Done), and each click sequence plays exactly the move it stands for."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from app.games import registry
from app.games.top_pop.actions import Done, Place, Stack, Take
from app.persistence import SeatConfig
from app.session.game_session import GameSession
from app.ui.qt_table_screen import TableScreen
from tests.ui.top_pop_views import COLORS, NAMES

GAME_ID = "top_pop"


class RandomBots:
    """Computer players that pick a legal move at random (stacks more often than Done)."""

    @staticmethod
    def make_bot(kind, seat, seed):
        rng = random.Random(seed * 7 + seat)

        class Bot:
            def choose(self, view, legal):
                stacks = [a for a in legal if a.TYPE == "stack"]
                if stacks and rng.random() < 0.7:
                    return rng.choice(stacks)
                return rng.choice(legal)

        return Bot()


# ---- clicks like a player's ----------------------------------------------------------------------
def click_at(view, point: QPointF, button=Qt.MouseButton.LeftButton) -> None:
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, view.mapFromScene(point))


def point_in(item, fx: float = 0.5, fy: float = 0.5) -> QPointF:
    """A point inside `item`'s own area (not its glow's margin), in the scene."""
    if hasattr(item, "frame"):
        r = item.frame()
        return QPointF(r.left() + r.width() * fx, r.top() + r.height() * fy)
    size = getattr(item, "size", None) or getattr(item, "card_size", None)
    if size is None:
        return item.mapToScene(item.boundingRect().center())
    w, h = size
    return item.mapToScene(QPointF(w * fx, h * fy))


def click_button(view, scene, name: str) -> None:
    button = scene.buttons[name]
    click_at(view, button.mapToScene(button.boundingRect().center()))


def play_by_clicks(view, scene, session, action) -> None:
    """Make `action` (a legal move of the seat at the screen) with the clicks a player makes, and check
    that exactly it was played."""
    moves = len(session.state.history)
    if isinstance(action, Place):
        card = next(c for c in scene.hand.cards if c.code == action.card)
        click_at(view, point_in(card, 0.5, 0.6))
        assert scene.rows[action.seat].has_highlight("legal")
        click_at(view, point_in(scene.rows[action.seat], 0.9, 0.5))
    elif isinstance(action, Take):
        assert scene.middle[action.company].has_highlight("legal")
        click_at(view, point_in(scene.middle[action.company]))
    elif isinstance(action, Stack):
        card = scene.rows[action.seat].cards[action.card]
        assert card.has_highlight("legal")
        click_at(view, point_in(card, 0.5, 0.12))
        for k in sorted(action.caps):  # any order: the table sends the rules' order
            assert scene.supply[k].has_highlight("legal"), (action, k)
            click_at(view, point_in(scene.supply[k], 0.5, 0.3))
        assert scene.buttons["confirm"].has_highlight("legal")
        click_button(view, scene, "confirm")
    else:
        assert isinstance(action, Done)
        click_button(view, scene, "done")
    assert len(session.state.history) > moves, f"{action} was not played by its clicks"
    assert session.state.history[moves] == action


def table_game(qtbot, seats, seed, options, size=(1280, 860), bots_module=RandomBots):
    """A table screen on a new session; `bots_module` None: the game's own computer players."""
    session = GameSession.new(registry.get(GAME_ID), seats, seed, options, autosave=False, bot_delay_ms=0,
                              bots_module=bots_module)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, 0.0)
    screen.resize(*size)
    screen.show()
    session.start()
    return screen, session


def wait_ready(qtbot, screen, session) -> None:
    qtbot.waitUntil(lambda: bool(session.is_over or session.handoff_pending
                                 or (session.legal_actions() and not screen.scene.busy
                                     and not session.animation_pending)), timeout=20000)


@pytest.mark.parametrize("variant, players, seed", [("standard", 3, 5), ("lite", 4, 6), ("standard", 5, 9)])
def test_a_whole_game_by_clicks_against_computer_players(qtbot, variant, players, seed):
    levels = ["easy", "normal"]  # the game's own computer players (app/games/top_pop/bots.py)
    seats = [SeatConfig(NAMES[i], COLORS[i], "human" if i == 0 else levels[i % 2]) for i in range(players)]
    screen, session = table_game(qtbot, seats, seed, {"variant": variant}, bots_module=None)
    scene = screen.scene
    rng = random.Random(seed)
    kinds: set[str] = set()
    moves = 0
    while not session.is_over:
        wait_ready(qtbot, screen, session)
        if session.is_over:
            break
        assert scene.view["seat"] == 0
        assert sorted(c.code for c in scene.hand.cards) == sorted(session.state.hands[0])
        legal = session.legal_actions()
        stacks = [a for a in legal if a.TYPE == "stack"]
        done = [a for a in legal if a.TYPE == "done"]
        action = rng.choice(stacks) if stacks and rng.random() < 0.55 else (done or legal)[0] if done else \
            rng.choice(legal)
        play_by_clicks(screen.view, scene, session, action)
        kinds.add(action.TYPE)
        moves += 1
        assert moves < 400
    assert {"place", "take", "stack", "done"} <= kinds, kinds
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.end, timeout=10000)
    view = session.view()
    assert view["is_over"] and view["winners"]
    assert screen.end.winner_names() == [session.names[w] for w in view["winners"]]
    session.close(wait_ms=2000)


def test_a_drag_places_a_card_and_a_refused_click_shows_the_rules_sentence(qtbot):
    seats = [SeatConfig(NAMES[0], COLORS[0], "human"), SeatConfig(NAMES[1], COLORS[1], "easy")]
    screen, session = table_game(qtbot, seats, 3, {"start": 0})
    scene, view = screen.scene, screen.view
    wait_ready(qtbot, screen, session)
    assert scene.view["step"] == "place"
    click_at(view, point_in(scene.middle[1]))  # a cap before placing a card: the rules say why not
    text, kind = screen.note()
    assert kind == "refused" and text and len(session.state.history) == 0
    card = scene.hand.cards[0]
    code = card.code
    start = view.mapFromScene(point_in(card, 0.5, 0.6))
    end = view.mapFromScene(point_in(scene.rows[1], 0.8, 0.5))
    QTest.mousePress(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(view.viewport(), (start + end) / 2)
    QTest.mouseMove(view.viewport(), end)
    QTest.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert session.state.history[-1] == Place(code, 1)
    session.close(wait_ms=2000)


@pytest.mark.parametrize("variant", ["standard", "two_player"])
def test_seats_are_shown_in_their_companys_colour_except_in_the_two_player_game(qtbot, variant):
    from app.games.top_pop.ui.look import cap_color

    seats = [SeatConfig(NAMES[0], "#123456", "human"), SeatConfig(NAMES[1], "#654321", "human")]
    screen, session = table_game(qtbot, seats, 3, {"variant": variant})
    if variant == "two_player":  # consultants, not companies: the colours chosen in the dialog
        assert screen.colors == ["#123456", "#654321"]
    else:  # company i is seat i's colour: the log, the scores and the end screen use the caps' colour
        assert screen.colors == [cap_color(0).name(), cap_color(1).name()]
        assert screen.sheet.colors == screen.colors


def test_a_whole_two_player_game_by_clicks_against_the_games_own_computer_player(qtbot):
    """The two-player table in the table screen: set-up and play by clicks on the viewport (a hand card,
    then its company or the spot out of the game) against a Normal computer player, to the end screen."""
    from tests.ui.test_top_pop_duo_scene import _click, _target

    seats = [SeatConfig(NAMES[0], COLORS[0], "human"), SeatConfig(NAMES[1], COLORS[1], "normal")]
    screen, session = table_game(qtbot, seats, 4, {"variant": "two_player"}, bots_module=None)
    scene, rng, moves = screen.scene, random.Random(4), 0
    while not session.is_over:
        wait_ready(qtbot, screen, session)
        if session.is_over:
            break
        duo = scene.duo
        action = rng.choice(session.legal_actions())
        before = len(session.state.history)
        _click(screen.view, duo.hand.cards[duo.hand.codes().index(action.card)])
        _click(screen.view, _target(duo, action))
        qtbot.waitUntil(lambda: len(session.state.history) > before, timeout=5000)
        assert session.state.history[before] == action
        moves += 1
        assert moves < 40
    assert moves >= 12  # the human's two sevenths (or two and the discard) and about twelve plays
    qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.end, timeout=10000)
    assert screen.end.winner_names() == [session.names[w] for w in session.view()["winners"]]
    session.close(wait_ms=2000)
