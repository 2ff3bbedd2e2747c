"""The still layer (app/ui/items/still_layer.py): while a flick plays, the table's still items are
drawn as one picture with the felt, made again only when one of them changes, and the table looks
the same as when every item paints itself."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter

from app.games.top_this.rules import GAME
from app.games.top_this.ui.scene import Scene

W, H = 900, 600


def _render(scene) -> QImage:
    image = QImage(W, H, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    p = QPainter(image)
    scene.render(p)
    p.end()
    return image


def _max_diff(a: QImage, b: QImage) -> int:
    worst = 0
    for y in range(0, H, 3):
        for x in range(0, W, 3):
            pa, pb = a.pixel(x, y), b.pixel(x, y)
            worst = max(worst, *(abs(((pa >> s) & 255) - ((pb >> s) & 255)) for s in (0, 8, 16, 24)))
    return worst


@pytest.fixture
def scene(qapp):
    state = GAME.new_state(3, 4)
    scene = Scene(GAME, ["Ana", "Ben", "Cleo"], ["#d1352b", "#2f6fd0", "#2e9d4a"])
    scene.layout_for(W, H)
    scene.show_position(state.view(0), state.legal_actions(), 0)
    return scene


def test_held_the_table_looks_as_when_every_item_paints_itself(scene):
    plain = _render(scene)
    scene.still.hold()
    assert scene.still.covers_background
    held = _render(scene)
    assert _max_diff(plain, held) <= 2  # rounding of the blend only


def test_the_picture_is_made_once_while_only_discs_move_and_again_when_a_still_item_changes(scene):
    scene.still.hold()
    _render(scene)
    made = scene.still.picture.rebuilt
    disc = next(iter(scene.discs.values()))
    for k in range(5):
        disc.setPos(disc.pos() + QPointF(1.3, 0.7))
        _render(scene)
    assert scene.still.picture.rebuilt == made
    before = _render(scene)
    scene.prompt.set_text("Something else entirely, to be seen at once")
    after = _render(scene)
    assert scene.still.picture.rebuilt == made + 1
    assert _max_diff(before, after) > 100  # the new prompt is on the table
    scene.still.release()
    assert not scene.still.covers_background
    assert _max_diff(after, _render(scene)) <= 2


def test_a_new_position_ends_the_picture(scene):
    scene.still.hold()
    scene.show_position(scene.view, scene.legal, 0)
    assert not scene.still.covers_background


def test_a_view_that_caches_its_background_shows_the_felt_again_after_a_flick(qtbot):
    from app.ui.qt_table_view import TableView

    state = GAME.new_state(3, 4)
    scene = Scene(GAME, ["Ana", "Ben", "Cleo"], ["#d1352b", "#2f6fd0", "#2e9d4a"])
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(W, H)
    view.show()
    qtbot.waitExposed(view)
    scene.show_position(state.view(0), state.legal_actions(), 0)
    plain = view.grab().toImage()
    scene.still.hold()
    view.resetCachedContent()  # as a resize does: the view caches the background drawn while held
    view.viewport().repaint()
    held = view.grab().toImage()
    scene.still.release()
    view.viewport().repaint()
    after = view.grab().toImage()
    size = (plain.width(), plain.height())
    assert (held.width(), held.height()) == (after.width(), after.height()) == size
    corner = plain.pixelColor(3, size[1] - 3)  # felt, no item on it
    assert corner.alpha() == 255 and corner.red() > 40
    for image in (held, after):
        assert image.pixelColor(3, size[1] - 3) == corner


def _live(scene, speed: float = 300.0):
    from app.games.top_this.ui.flick import LivePhysics
    from app.physics import PizzaTable

    disc_id, item = next(iter(scene.discs.items()))
    table = PizzaTable({})
    table.place(disc_id, 0.0, 0.0, item.face)
    table.flick(disc_id, speed, 0.0)
    return LivePhysics(table, {disc_id: item}, scene.to_px, scene.px, scene)


def test_a_flick_holds_the_picture_while_the_discs_move_and_lets_go_at_rest(scene, qtbot):
    """What follows a flick (an order card travelling to its taker, the board's slices lit) moves
    still items: held on, each of their frames made the picture anew (20 rebuilds of 3-7 ms a flick
    at speed fast). So the picture is let go once the discs are at rest."""
    live = _live(scene)
    assert scene.still.covers_background  # the discs move: one picture
    finished = []
    live.finished.connect(lambda: finished.append(scene.still.covers_background))
    live.start()
    qtbot.waitUntil(lambda: bool(finished), timeout=10_000)
    assert finished == [False] and not scene.still.covers_background
    assert live.table.at_rest


def test_a_flick_run_to_rest_at_once_lets_the_picture_go(scene):
    live = _live(scene)
    assert scene.still.covers_background
    live.finish_now()
    assert live.table.at_rest and not scene.still.covers_background
