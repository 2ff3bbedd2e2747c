"""The game-agnostic items: vector card art renders at any size, the animation queue runs steps in
order, and the TableView keeps the scene rect equal to its viewport."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from app.games.flip7.ui.art import ART
from app.games.flip7.cards import CODES
from app.ui.items.animation import AnimationQueue, Tween, call
from app.ui.items.card_item import CardItem
from app.ui.qt_table_view import TableView
from tests.ui.scene_helpers import make_table

BACKGROUND = QColor("#204030")


def _render(code: str | None, width: int) -> QImage:
    height = round(width / ART.aspect)
    image = QImage(width + 4, height + 4, QImage.Format.Format_ARGB32)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(2, 2, width, height)
    ART.paint_back(painter, rect) if code is None else ART.paint_face(painter, rect, code)
    painter.end()
    return image


def _stats(image: QImage) -> tuple[float, int]:
    """Share of pixels that are not background, and the number of distinct colours (sampled)."""
    covered = 0
    colours = set()
    total = 0
    step = max(1, image.width() // 40)
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            c = image.pixel(x, y)
            total += 1
            if c != BACKGROUND.rgba():
                covered += 1
            colours.add(c)
    return covered / total, len(colours)


def test_every_card_face_and_the_back_render_at_two_sizes(qapp):
    faces = {}
    for code in list(CODES) + [None]:
        for width in (36, 180):
            image = _render(code, width)
            covered, colours = _stats(image)
            assert covered > 0.85, (code, width, covered)
            assert colours >= (4 if width == 36 else 12), (code, width, colours)
            faces[(code, width)] = image
    # different cards look different, and the big numeral takes the value's own colour
    assert faces[("3", 180)] != faces[("7", 180)]
    assert faces[("freeze", 180)] != faces[("second", 180)] != faces[("flip3", 180)]
    assert faces[(None, 180)] != faces[("0", 180)]
    assert _near(faces[("3", 180)], QColor("#e53935")) > 0.08  # the red 3 fills much of its card
    assert _near(faces[("7", 180)], QColor("#e53935")) < 0.01
    assert _near(faces[("7", 180)], QColor("#f57c00")) > 0.08  # and the 7 is orange


def _near(image: QImage, colour: QColor, tolerance: int = 40) -> float:
    """Share of the pixels within `tolerance` (per channel) of `colour`."""
    hits = total = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            total += 1
            if max(abs(c.red() - colour.red()), abs(c.green() - colour.green()), abs(c.blue() - colour.blue())) <= tolerance:
                hits += 1
    return hits / total


def test_card_item_draws_in_a_scene_at_its_size(qtbot):
    scene = QGraphicsScene(0, 0, 200, 200)
    card = CardItem(ART, "x2", True, 70)
    scene.addItem(card)
    card.setPos(20, 20)
    assert card.size == (70, 100)
    card.set_width(105)
    assert card.size == (105, 150)
    image = QImage(200, 200, QImage.Format.Format_ARGB32)
    image.fill(BACKGROUND)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 200, 200), QRectF(0, 0, 200, 200))
    painter.end()
    assert image.pixelColor(72, 95) != BACKGROUND  # inside the card
    assert image.pixelColor(190, 190) == BACKGROUND  # outside it


def test_animation_queue_runs_steps_in_order_then_finishes(qtbot):
    queue = AnimationQueue()
    log = []
    queue.add(call(lambda: log.append("a")))
    queue.add(lambda: [Tween(30, lambda t: log.append("t") if t == 1.0 and log[-1] != "t" else None)])
    queue.add(call(lambda: log.append("b")))
    with qtbot.waitSignal(queue.finished, timeout=2000):
        queue.start()
        assert queue.active and log == ["a"]
    assert log == ["a", "t", "b"] and not queue.active


def test_queue_stop_drops_the_rest_without_finishing(qtbot):
    queue = AnimationQueue()
    finished = []
    queue.finished.connect(lambda: finished.append(True))
    log = []
    queue.add(lambda: [Tween(5000, lambda t: None)])
    queue.add(call(lambda: log.append("never")))
    queue.start()
    queue.stop()
    qtbot.wait(50)
    assert not queue.active and finished == [] and log == []


def test_table_view_keeps_the_scene_rect_equal_to_the_viewport(qtbot):
    scene, view = make_table(qtbot, 4, 640, 480)
    assert isinstance(view, TableView)
    for w, h in ((640, 480), (1024, 700), (500, 900)):
        view.resize(w, h)
        qtbot.waitUntil(lambda: scene.sceneRect().width() == view.viewport().width())
        vp = view.viewport().size()
        assert (scene.sceneRect().width(), scene.sceneRect().height()) == (vp.width(), vp.height())
        assert view.sceneRect() == scene.sceneRect()
        assert view.mapToScene(0, 0).toPoint().x() == 0 and view.mapToScene(0, 0).toPoint().y() == 0


def test_move_cards_to_pile_flies_cards_onto_the_pile(qtbot):
    from app.ui.items.pile import PileItem

    scene, view = make_table(qtbot, 3)
    scene.set_speed(0.1)
    pile = PileItem(ART, face_up=True, width=50)
    scene.addItem(pile)
    pile.setPos(300, 300)
    cards = [CardItem(ART, code, True, 30) for code in ("4", "x2")]
    for k, card in enumerate(cards):
        scene.addItem(card)
        card.setPos(20 + 40 * k, 500)
    scene.move_cards_to_pile(cards, pile, 200)
    with qtbot.waitSignal(scene.queue.finished, timeout=3000):
        scene.queue.start()
        assert scene.busy
    assert pile.count == 2 and pile.top_code == "x2"
    assert all(card.scene() is None for card in cards)
    assert cards[1].pos() == pile.top_pos() and cards[1].size[0] == 50
