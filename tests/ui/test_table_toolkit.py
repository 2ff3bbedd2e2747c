"""The table toolkit (app/ui/items): one highlight method, piles that own and lay out their cards,
a face-down card with no value, the fanned hand, drag-and-drop and click-to-move as one intent,
the seat panel, the cap stack and the x2/Stop markers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from app.games.flip7.ui.art import ART
from app.ui.items.caps import CAP_OFFSET, CapStackItem, stack_height, stack_rect
from app.ui.items.card_item import CardItem
from app.ui.items.drag import DragController, DropSlotItem
from app.ui.items.hand import LIFT, HandItem
from app.ui.items.highlight import Highlightable
from app.ui.items.markers import MarkerItem, stop_marker, x2_marker
from app.ui.items.pile import FAN_SPREAD, ROW_STEP, PileItem
from app.ui.items.seat_panel import SeatPanelItem
from tests.ui.scene_helpers import make_table, render_item


_render = render_item


def _cards(scene, codes, width=40.0):
    cards = [CardItem(ART, c, True, width) for c in codes]
    for c in cards:
        scene.addItem(c)
    return cards


# ---- one highlight method ----------------------------------------------------------------------------
def test_set_highlight_changes_only_the_named_kinds_and_points_while_legal(qapp):
    card = CardItem(ART, "5", True, 40)
    assert not card.has_highlight()
    assert card.set_highlight(legal=True, focus=True)
    assert card.has_highlight("legal") and card.has_highlight("focus") and not card.has_highlight("chosen")
    assert card.cursor().shape() == Qt.CursorShape.PointingHandCursor
    assert not card.set_highlight(legal=True)  # nothing changed: no repaint
    card.set_highlight(legal=False)
    assert card.highlight == {"focus"} and card.cursor().shape() == Qt.CursorShape.ArrowCursor
    assert card.strongest() == "focus"
    card.clear_highlight()
    assert not card.has_highlight()
    with pytest.raises(ValueError):
        card.set_highlight(lit=True)


def test_every_item_of_both_games_highlights_the_same_way(qapp):
    from app.games.flip7.ui.items import PlayerLine
    from app.games.top_this.ui.items import DiscItem, HandSlotItem, OrderItem, StackItem, ToppingButtonItem
    from app.games.top_this.ui.seat_panel import PlayerPanelItem
    from app.ui.items.markers import ButtonItem

    items = [PlayerLine(0, "Ana", QColor("red")), DiscItem(1, "onions", None, 10), HandSlotItem(1, ("onions", "olives")),
             OrderItem(1, ["onions"], 2), StackItem("tips"), ToppingButtonItem("onions"),
             PlayerPanelItem(0, "Ana", "#ff0000"), ButtonItem("Stay"), CardItem(ART, "5"), PileItem(ART, False)]
    old_names = ("set_lit", "set_looks", "set_selected_look", "set_highlighted", "set_enabled_look", "restyle_lit")
    for item in items:
        assert isinstance(item, Highlightable), type(item)
        assert not any(hasattr(item, name) for name in old_names), type(item)
        item.set_highlight(legal=True)
        assert item.has_highlight("legal")


def test_a_highlight_paints_a_glow_in_its_kinds_colour(qapp):
    card = CardItem(ART, "5", True, 60)
    plain = _render(card, 100, 120, QPointF(-20, -10))
    card.set_highlight(chosen=True)
    lit = _render(card, 100, 120, QPointF(-20, -10))
    edge = lit.pixelColor(20 - 2, 50)  # just outside the card's left edge
    assert plain.pixelColor(20 - 2, 50).alpha() < 30 and edge.alpha() > 60
    assert edge.blue() > edge.red()  # chosen glows cyan, not gold


# ---- piles ----------------------------------------------------------------------------------------
def test_a_row_pile_lays_its_cards_side_by_side_and_overlaps_them_when_narrow(qapp):
    scene = QGraphicsScene(0, 0, 800, 400)
    pile = PileItem(ART, True, width=40, layout="row")
    scene.addItem(pile)
    pile.setPos(100, 50)
    pile.set_extent(400)
    cards = _cards(scene, ["1", "2", "3"], 20)
    pile.add_cards(cards)
    assert pile.place_cards() == []
    xs = [c.pos().x() for c in cards]
    assert xs == pytest.approx([100, 100 + 40 * ROW_STEP, 100 + 80 * ROW_STEP])
    assert all(c.pos().y() == 50 and c.size[0] == 40 for c in cards)  # grown to the pile's size
    pile.set_extent(100)
    pile.place_cards()
    assert cards[-1].pos().x() + 40 == pytest.approx(200)  # the last card ends at the extent
    assert pile.take_cards(1) == [cards[2]] and pile.cards == cards[:2]


def test_a_fan_is_centred_and_turns_its_outer_cards(qapp):
    scene = QGraphicsScene(0, 0, 800, 400)
    pile = PileItem(ART, True, width=40, layout="fan")
    scene.addItem(pile)
    pile.set_extent(300)
    cards = _cards(scene, ["1", "2", "3", "4", "5"])
    pile.add_cards(cards)
    pile.place_cards()
    left, right = cards[0].pos().x(), cards[-1].pos().x() + 40
    assert left == pytest.approx(300 - right)  # centred in its extent
    turns = [c.rotation() for c in cards]
    assert turns[0] == pytest.approx(-FAN_SPREAD) and turns[-1] == pytest.approx(FAN_SPREAD) and turns[2] == 0
    assert cards[0].pos().y() > cards[2].pos().y()  # the outer cards lie lower, on an arc
    tweens = pile.place_cards(200)
    assert tweens == []  # already in place: nothing to animate


def test_a_stack_counts_what_lands_and_makes_unknown_cards_when_taken_from(qapp):
    scene = QGraphicsScene(0, 0, 400, 400)
    deck = PileItem(ART, False, label="Deck", width=40)
    scene.addItem(deck)
    deck.set_state(20)
    card = _cards(scene, ["7"])[0]
    deck.receive(card)
    assert deck.count == 21 and card.scene() is None and deck.top_code is None  # face down: no top
    taken = deck.take_cards(2)
    assert deck.count == 19 and [c.code for c in taken] == [None, None]
    assert all(not c.face_up and c.pos() == deck.top_pos() for c in taken)
    discard = PileItem(ART, True, width=40)
    discard.receive(CardItem(ART, "x2"))
    assert discard.count == 1 and discard.top_code == "x2"
    assert [c.code for c in discard.take_cards(1)] == ["x2"] and discard.count == 0
    with pytest.raises(ValueError):
        PileItem(ART, True, layout="heap")


def test_move_cards_to_a_row_pile_flies_each_card_to_its_place(qtbot):
    scene, view = make_table(qtbot, 3)
    scene.set_speed(0.1)
    row = PileItem(ART, True, width=40, layout="row")
    scene.addItem(row)
    row.setPos(200, 400)
    row.set_extent(300)
    cards = _cards(scene, ["4", "x2"], 25)
    for k, card in enumerate(cards):
        card.setPos(20 + 40 * k, 40)
    scene.move_cards_to_pile(cards, row, 200)
    with qtbot.waitSignal(scene.queue.finished, timeout=3000):
        scene.queue.start()
    assert row.cards == cards and all(c.scene() is scene for c in cards)
    assert [c.pos() for c in cards] == row.slots(row.codes()) and cards[0].size[0] == 40


# ---- a card nobody may see ------------------------------------------------------------------------
def test_a_face_down_card_with_no_code_paints_its_back_until_revealed(qapp):
    card = CardItem(ART, None, True, 60)
    assert card.code is None and not card.known and not card.face_up
    shown = _render(card, 70, 100)
    back = QImage(70, 100, QImage.Format.Format_ARGB32_Premultiplied)
    back.fill(0)
    p = QPainter(back)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    ART.paint_back(p, QRectF(0, 0, 60, 60 / ART.aspect))
    p.end()
    assert shown.pixelColor(30, 43) == back.pixelColor(30, 43)  # the back's middle
    card.set_face(None, True)
    assert not card.face_up  # still nothing to show
    card.set_face("7", True)
    assert card.known and card.face_up and _render(card, 70, 100).pixelColor(30, 43) != shown.pixelColor(30, 43)


# ---- the hand -------------------------------------------------------------------------------------
def test_the_hand_is_a_fan_whose_picked_card_rises_and_is_chosen(qtbot):
    scene = QGraphicsScene(0, 0, 800, 400)
    hand = HandItem(ART, 50)
    scene.addItem(hand)
    hand.setPos(100, 300)
    hand.set_extent(300)
    cards = _cards(scene, ["1", "2", "3"])
    hand.add_cards(cards)
    hand.place_cards()
    rest_y = cards[1].pos().y()
    with qtbot.waitSignal(hand.picked) as sig:
        hand.pick(cards[1])
    assert sig.args == [cards[1]] and hand.chosen is cards[1] and cards[1].has_highlight("chosen")
    assert cards[1].pos().y() == pytest.approx(rest_y - 50 / ART.aspect * LIFT)
    hand.pick(None)
    assert hand.chosen is None and not cards[1].has_highlight() and cards[1].pos().y() == pytest.approx(rest_y)
    assert hand.layout == "fan" and [c.rotation() for c in cards][0] < 0


# ---- drag-and-drop and click-to-move ------------------------------------------------------------------
@pytest.fixture
def drag_table(qtbot):
    scene = QGraphicsScene(0, 0, 600, 400)
    view = QGraphicsView(scene)
    view.setFixedSize(620, 420)
    view.setSceneRect(0, 0, 600, 400)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    card = _cards(scene, ["5"], 50)[0]
    card.setPos(50, 50)
    slots = [DropSlotItem(("city", k), 60, 86) for k in range(2)]
    for k, slot in enumerate(slots):
        scene.addItem(slot)
        slot.setPos(300 + 120 * k, 200)
    drag = DragController(scene)
    drag.add_card(card)
    for slot in slots:
        drag.add_slot(slot)
    intents = []
    drag.intent.connect(lambda c, s: intents.append((c, s.key)))
    return view, card, slots, drag, intents


def _at(view, x, y):
    return view.mapFromScene(QPointF(x, y))


def test_dragging_a_card_onto_a_slot_is_an_intent_and_the_card_goes_back(qtbot, drag_table):
    view, card, slots, drag, intents = drag_table
    vp = view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(view, 75, 80))
    QTest.mouseMove(vp, _at(view, 200, 150))
    assert card.pos().x() > 150  # the card follows the pointer
    QTest.mouseMove(vp, _at(view, 330, 240))
    assert slots[0].has_highlight("focus") and not slots[1].has_highlight("focus")
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(view, 330, 240))
    assert intents == [(card, ("city", 0))]
    assert card.pos() == QPointF(50, 50) and not slots[0].has_highlight("focus")


def test_a_drag_dropped_off_every_slot_is_no_intent(qtbot, drag_table):
    view, card, slots, drag, intents = drag_table
    vp = view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(view, 75, 80))
    QTest.mouseMove(vp, _at(view, 150, 300))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(view, 150, 300))
    assert intents == [] and card.pos() == QPointF(50, 50) and drag.chosen is None


def test_click_a_card_then_a_slot_is_the_same_intent(qtbot, drag_table):
    view, card, slots, drag, intents = drag_table
    picked = []
    drag.picked.connect(picked.append)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(view, 75, 80))
    assert drag.chosen is card and card.has_highlight("chosen") and picked == [card] and intents == []
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(view, 450, 240))
    assert intents == [(card, ("city", 1))] and drag.chosen is None and not card.has_highlight("chosen")
    # clicking the card twice puts it back; a slot clicked with nothing chosen is no intent
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(view, 75, 80))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(view, 75, 80))
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _at(view, 330, 240))
    assert drag.chosen is None and len(intents) == 1


def test_a_legal_drop_slot_glows(qapp):
    slot = DropSlotItem("x", 60, 86)
    plain = _render(slot, 90, 120, QPointF(-15, -15))
    slot.set_highlight(legal=True)
    lit = _render(slot, 90, 120, QPointF(-15, -15))
    assert plain.pixelColor(15 - 3, 50).alpha() < 20 and lit.pixelColor(15 - 3, 50).alpha() > 60


# ---- seat panel, caps, markers ---------------------------------------------------------------------
def test_the_seat_panel_shows_the_colour_and_glows_for_the_current_player(qapp):
    panel = SeatPanelItem(0, "Ana", "#1e88e5")
    panel.set_size(200, 40)
    panel.set_total(12)
    plain = _render(panel, 220, 60, QPointF(-10, -10))
    strip = plain.pixelColor(10 + 6, 10 + 20)
    assert strip.blue() > 180 and strip.red() < 80  # the player's blue strip
    assert plain.pixelColor(10 - 2, 30).alpha() < 20
    panel.set_highlight(current=True)
    assert _render(panel, 220, 60, QPointF(-10, -10)).pixelColor(10 - 2, 30).alpha() > 60
    assert panel.frame() == QRectF(0, 0, 200, 40)


def test_a_cap_stack_rises_by_an_offset_per_cap_and_counts_them(qapp):
    caps = CapStackItem(30)
    assert caps.count == 0
    caps.set_caps([("#e53935", "1"), ("#1e88e5", "2"), ("#43a047", "3")])
    assert caps.count == 3
    assert caps.cap_rect(2).top() == pytest.approx(-2 * 30 * CAP_OFFSET) and caps.cap_rect(0).top() == 0
    assert caps.top_pos().y() == pytest.approx(-3 * 30 * CAP_OFFSET)
    box = caps.boundingRect()
    assert box.top() <= caps.cap_rect(2).top() and box.contains(caps.count_rect())
    img = _render(caps, 80, 80, QPointF(-10, -30))
    top = img.pixelColor(10 + 15, 30 + 15 - int(2 * 30 * CAP_OFFSET) - 8)  # the green top cap
    assert top.green() > top.red() and top.green() > top.blue()
    caps.set_caps([("#e53935", "1")] * 20)
    assert caps.count == 20 and caps.drawn() < 20  # a tall stack is drawn shorter, the count says it


def test_a_cap_stack_paints_with_the_painter_it_is_given_one_stacking_geometry(qapp):
    drawn = []
    caps = CapStackItem(30, paint_cap=lambda p, rect, cap: drawn.append((QRectF(rect), cap[1])))
    caps.set_caps([("#e53935", "a"), ("#1e88e5", "b"), ("#43a047", "c")])
    _render(caps, 80, 80, QPointF(-10, -30))
    assert [label for _r, label in drawn] == ["a", "b", "c"]  # bottom first, the last on top
    assert [r for r, _l in drawn] == [caps.cap_rect(i) for i in range(3)]
    assert drawn[2][0] == stack_rect(QRectF(0, 0, 30, 30), 2, 30 * CAP_OFFSET)
    assert drawn[2][0].top() == pytest.approx(-2 * 30 * CAP_OFFSET)
    assert stack_height(10, 4, 8) == 34 and stack_height(10, 0, 8) == 0


def test_top_pops_towers_stand_on_the_toolkits_stack(qapp, monkeypatch):
    from app.games.top_pop.ui import caps as top_pop_caps
    w = 60
    h = w / top_pop_caps.CAP_SIDE_ASPECT
    step = h * top_pop_caps.TOWER_STEP
    for n in (1, 3, 7):
        assert top_pop_caps.tower_height(w, n) == pytest.approx(stack_height(h, n, step))
    drawn = []
    monkeypatch.setattr(top_pop_caps, "paint_cap_side", lambda p, rect, company: drawn.append((QRectF(rect), company)))
    image = QImage(w, 100, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    top_pop_caps.paint_tower(painter, QRectF(0, 0, w, 100), [3, 1, 4])
    painter.end()
    bottom = QRectF(0, 100 - h, w, h)
    assert drawn == [(stack_rect(bottom, i, step), c) for i, c in enumerate([3, 1, 4])]


def test_x2_and_stop_markers(qapp):
    x2, stop = x2_marker(40), stop_marker(40)
    assert isinstance(x2, MarkerItem) and x2.text == "×2" and x2.shape_kind == "round"
    assert stop.text == "STOP" and stop.shape_kind == "octagon" and stop.diameter == 40
    a, b = _render(x2, 50, 50), _render(stop, 50, 50)
    assert a.pixelColor(1, 1).alpha() < 30 and a.pixelColor(20, 4).alpha() > 100  # a disc: empty corners
    edge = b.pixelColor(6, 20)
    assert edge.red() > 150 and edge.green() < 90  # a red stop sign
    round_stop = MarkerItem("STOP", stop.fill, stop.ink, 40)
    assert _render(round_stop, 50, 50) != b  # the octagon is not the disc
    with pytest.raises(ValueError):
        MarkerItem("?", QColor("white"), shape="star")


def test_a_setter_repaints_only_when_what_is_shown_changes():
    from app.ui.items.shown import update_if_changed

    class Item:
        won, count, painted = False, 0, 0

        def update(self):
            self.painted += 1

    item = Item()
    assert update_if_changed(item, won=True) and item.won is True and item.painted == 1
    assert not update_if_changed(item, won=True) and item.painted == 1
    assert update_if_changed(item, won=True, count=2) and item.count == 2 and item.painted == 2
