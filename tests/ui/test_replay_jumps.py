"""Issue 27, replays: a jump while a move is being shown leaves nothing half way. In a Flip 7 replay
a points badge read +35 while the cards shown added to 23: the slider was dragged while a round was
being dealt, the animation was cut, and a dealt card that waited for its turn (hidden) stayed hidden
in its line at every position after it, its points counted. A cut animation now ends where it was
going (app/ui/items/animation.py `AnimationQueue.finish`)."""

from __future__ import annotations

from app.games.flip7 import events as fe
from app.games.flip7.scoring import score_line
from app.session.replay import ReplaySession
from app.ui.qt_replay import ReplayScreen
from tests.session.replay_helpers import played


def _screen(qtbot):
    game, state, seats = played("flip7", 1, 4)
    replay = ReplaySession(game, state.num_players, state.seed, state.options, state.history, seats)
    screen = ReplayScreen()
    qtbot.addWidget(screen)
    screen.resize(1000, 700)
    screen.show()
    screen.attach(replay, 0.5)  # "Fast": the moves animate
    qtbot.waitExposed(screen)
    # the window's layout settled (a resize ends what moves): the scene has the viewport's size
    viewport = screen.view.viewport()
    qtbot.waitUntil(lambda: (screen.scene.width, screen.scene.height) == (viewport.width(), viewport.height())
                    and viewport.width() > 640)
    return screen, replay


def _shown(line) -> list[str]:
    """The codes of the cards a player sees in `line`."""
    return [card.code for card in line.cards if card.isVisible() and card.opacity() > 0.99 and card.face_up]


def _badge_of(codes: list[str], status: str) -> str:
    numbers = [int(c) for c in codes if c.isdigit()]
    modifiers = [c for c in codes if c.startswith("+") or c == "x2"]
    return "0" if status == "busted" else f"+{score_line(numbers, modifiers, False).points}"


def test_dragging_the_slider_while_a_round_is_dealt_leaves_every_card_in_sight(qtbot):
    screen, replay = _screen(qtbot)
    scene, slider = screen.scene, screen.bar.slider
    deals = [k for k, events in enumerate(replay._events) if any(isinstance(e, fe.RoundStarted) for e in events)]
    assert len(deals) >= 3
    for k in deals[:2]:
        screen.go_to(k)
        screen.step_forward()  # the move that ends a round and deals the next one, at normal speed
        # the deal is being shown: a card waits for its turn to fly
        qtbot.waitUntil(lambda: any(not c.isVisible() for line in scene.lines for c in line.cards), timeout=15000)
        for value in (k + 1, k + 3, k + 2, k - 4, k + 1):  # the slider dragged to and fro, quickly
            slider.setValue(value)
        assert replay.position == k + 1 and not scene.busy
        view = scene.view
        for line in scene.lines:
            player = view["players"][line.seat]
            cards = [str(n) for n in player["numbers"]] + list(player["modifiers"]) + list(player["actions"])
            assert _shown(line) == line.codes() == cards, (k, line.seat)
            assert line.points_text() == _badge_of(_shown(line), line.status), (k, line.seat)


def test_a_line_shows_the_points_of_its_cards_after_they_were_swept_and_dealt_again(qtbot, monkeypatch):
    """A line remembered the points it last meant to paint, not those it painted: the round's cards swept
    away (its panel painted "+0"), then a first card worth what the line had before ("+8" again) was
    taken for no change, and "+0" stayed over the 8."""
    from PySide6.QtWidgets import QGraphicsView

    from app.games.flip7.ui.items import PlayerLine
    from app.ui.items.card_item import CardItem

    painted = {}
    paint = PlayerLine.paint
    monkeypatch.setattr(PlayerLine, "paint",
                        lambda self, p, o, w=None: (paint(self, p, o, w), painted.__setitem__(self.seat, self.points_text())))
    game, state, seats = played("flip7", 1, 4)
    scene_module = __import__("app.games.flip7.ui.scene", fromlist=["Scene"])
    scene = scene_module.Scene(game, [s.name for s in seats], [s.color for s in seats])
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    scene.layout_for(view.viewport().width(), view.viewport().height())
    line = scene.lines[0]

    def shown() -> str:
        view.viewport().grab()
        return painted.get(0)

    def deal(code: str) -> None:
        card = CardItem(scene.art, code, True, line.card_width())
        scene.addItem(card)
        line.insert_card(card)
        line.place_cards()

    deal("8")
    assert shown() == "+8" == line.points_text()
    for card in line.cards:  # the round's cards are swept away (ui/anim.py `_cards_cleared`)
        scene.removeItem(card)
    line.cards = []
    line.set_flags(dealer=True)  # the new dealer: the panel is painted again, with no cards
    assert shown() == "+0"
    deal("8")  # the next round's first card
    assert line.codes() == ["8"] and shown() == "+8"
