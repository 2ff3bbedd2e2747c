"""Issue 27, replays: the table seen by another seat is painted for that seat. In a Top 3 replay
"Seen by: Ana" drew Ana's hand in the colour of the seat seen before (the cards kept the picture
their items had cached: the seat the card is painted for changed without a repaint), and the bet
cards stayed red for every viewer. Whenever the seat at the screen changes, every item of every
game's table is painted anew (app/ui/table_scene.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from app.session.replay import SEEN_BY_MOVER, ReplaySession
from app.ui.qt_replay import ReplayScreen
from tests.session.replay_helpers import GAMES, played


def _screen(qtbot, game_id):
    game, state, seats = played(game_id, 1)
    replay = ReplaySession(game, state.num_players, state.seed, state.options, state.history, seats)
    screen = ReplayScreen()
    qtbot.addWidget(screen)
    screen.resize(1000, 700)
    screen.show()
    screen.attach(replay, 0.0)  # speed 0: every animation ends at once
    qtbot.waitExposed(screen)
    return screen, replay


def _grab(screen):
    QApplication.processEvents()
    return screen.view.viewport().grab().toImage()


def _painted_anew(screen):
    """The viewport as every item paints it now (no picture kept from before)."""
    for item in screen.scene.items():
        item.update()
    return _grab(screen)


#: the games whose table depends on the seat at the screen (a hidden hand); Flip 7 and Top This! show
#: every seat the same table (their views name no seat)
SEATED = [g for g in GAMES if played(g, 1)[2] and played(g, 1)[1].view(0).get("seat") == 0]


def test_the_seated_games_are_those_with_a_hidden_hand():
    assert SEATED == ["top_oder_flop", "top_pop", "top3"]


@pytest.mark.parametrize("game_id", SEATED)
def test_after_another_seat_sits_down_no_item_shows_an_old_picture(qtbot, game_id):
    screen, replay = _screen(qtbot, game_id)
    n = replay.moves
    for position in sorted({1, 3, n // 3, n // 2, n - 1}):
        screen.go_to(position)
        for who in (1, 0, None, SEEN_BY_MOVER, 1, 0):
            screen.set_seen_by(who)
            if who != SEEN_BY_MOVER:
                assert screen.scene.me() == who
            shown = _grab(screen)
            assert shown == _painted_anew(screen), (position, who)


def _rim(screen, image, card):
    """The colour of a card's rim in `image` of the screen (left edge, half-way down)."""
    w, h = card.size
    return image.pixelColor(screen.view.mapFromScene(card.mapToScene(QPointF(w * 0.03, h * 0.5))))


def _hue_apart(a, b) -> float:
    d = abs(a.hueF() - b.hueF())
    return min(d, 1.0 - d)


def test_top3_hand_cards_are_in_the_colour_of_the_seat_seen_by(qtbot):
    from app.games.top3.ui.art_seat import seat_color

    screen, replay = _screen(qtbot, "top3")
    scene = screen.scene
    screen.go_to(3)
    rims = {}
    for who in (1, 0, 1, 0):
        screen.set_seen_by(who)
        assert scene.me() == who
        cards = [c for table in (scene.order_cards, scene.bet_cards) for c in table.values() if c.isVisible()]
        assert any(c.kind == "bet" for c in cards) and any(c.kind == "order" for c in cards)
        image = _grab(screen)
        colours = {c.kind + c.code: _rim(screen, image, c) for c in cards}
        own, other = seat_color(who), seat_color(1 - who)
        for key, colour in colours.items():  # dimmed (a replay offers nothing), but the seat's own hue
            assert _hue_apart(colour, own) < _hue_apart(colour, other), (who, key, colour.name())
        rims.setdefault(who, colours)
        assert colours == rims[who]  # the same seat seen again: the same pictures
