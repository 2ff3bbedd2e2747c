"""The Top This! table driven like a player does: mouse clicks and drags on the view's viewport."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest

from app.games.top_this.components import DISCS, TOPPINGS
from app.games.top_this.rules import GAME
from app.games.top_this.ui.scene import Scene
from app.ui.qt_table_view import TableView
from tests.ui.scene_helpers import render_item

NAMES = ["Ana", "Ben"]
COLORS = ["#d1352b", "#2f6fd0"]


def _state():
    return GAME.new_state(2, 5, {
        "start": 0,
        "layout": {"0": [60.0, 0.0, DISCS[0].faces[0]], "1": [-60.0, 40.0, DISCS[1].faces[0]]},
        "hands": [[5, 6, 7, 8], [9, 10, 11, 12]],
    })


@pytest.fixture
def table(qtbot):
    return top_this_table(qtbot)


def top_this_table(qtbot):
    """Ana to play in the position of `_state()`, on a Top This! table at 800x600."""
    state = _state()
    scene = Scene(GAME, NAMES, COLORS)
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    scene.show_position(state.view(0), state.legal_actions(), 0)
    return state, scene, view


def _vp(view, scene_point: QPointF):
    return view.mapFromScene(scene_point)


def _click(qtbot, view, scene_point: QPointF, button=Qt.MouseButton.LeftButton):
    qtbot.mouseClick(view.viewport(), button, pos=_vp(view, scene_point))


def test_a_mouse_drag_on_the_crust_flicks_and_changes_the_board(qtbot, table):
    state, scene, view = table
    _click(qtbot, view, scene.hand_slots[5].scenePos())
    assert scene.chosen == 5
    before = {d["id"]: (d["x"], d["y"]) for d in state.view(0)["board"]}
    press = scene.to_px(160.0, 0.0)  # the crust, right of the centre, in line with disc 0 at (60, 0)
    vp = view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _vp(view, press))
    assert scene.aiming is not None
    for k in range(1, 6):  # pull back outwards, away from the centre
        QTest.mouseMove(vp, _vp(view, scene.to_px(160.0 + 12.0 * k, 2.0)))
    assert scene.aim.isVisible() and scene.aim.power > 0
    with qtbot.waitSignal(scene.intent, timeout=8000) as got:
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           _vp(view, scene.to_px(220.0, 2.0)))
        assert scene.busy  # the flick runs live; clicks wait
    action = got.args[0]
    assert action.TYPE == "flick" and action.disc == 5 and action.outcome is not None
    assert action.vx < 0 and abs(action.vy) < abs(action.vx)  # flicked towards the centre
    assert not scene.busy
    # the items ended where the recorded outcome says
    for d, (x, y) in action.outcome.final_positions().items():
        item = scene.discs.get(d) or next(t for t in scene.temps if getattr(t, "disc_id", None) == d)
        assert (item.pos() - scene.to_px(x, y)).manhattanLength() < 0.5
    state.apply(action)
    after = {d["id"]: (d["x"], d["y"]) for d in state.view(0)["board"]}
    assert 0 in action.outcome.touched  # it hit the onion in its path
    assert after[0] != before[0]  # and knocked it
    assert 5 in after and 5 not in [h["id"] for h in state.view(0)["hands"][0]]


def test_placing_off_the_crust_is_refused_and_escape_cancels(qtbot, table):
    state, scene, view = table
    _click(qtbot, view, scene.hand_slots[6].scenePos())
    with qtbot.waitSignal(scene.refused, timeout=1000) as why:
        _click(qtbot, view, scene.to_px(40.0, 60.0))  # on the sauce, inside a slice
    assert "crust" in why.args[0]
    assert scene.aiming is None
    vp = view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     _vp(view, scene.to_px(0.0, -160.0)))
    QTest.mouseMove(vp, _vp(view, scene.to_px(0.0, -230.0)))
    assert scene.aiming is not None
    QTest.keyClick(vp, Qt.Key.Key_Escape)
    assert scene.aiming is None and not scene.aim.isVisible()
    with qtbot.assertNotEmitted(scene.intent, wait=50):
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           _vp(view, scene.to_px(0.0, -230.0)))


def test_dragging_back_onto_the_disc_cancels(qtbot, table):
    state, scene, view = table
    _click(qtbot, view, scene.hand_slots[7].scenePos())
    vp = view.viewport()
    at = scene.to_px(-160.0, 0.0)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _vp(view, at))
    QTest.mouseMove(vp, _vp(view, scene.to_px(-240.0, 0.0)))
    QTest.mouseMove(vp, _vp(view, scene.to_px(-162.0, 0.0)))
    with qtbot.assertNotEmitted(scene.intent, wait=50):
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           _vp(view, scene.to_px(-162.0, 0.0)))
    assert scene.aiming is None and not scene.busy


def test_turning_a_hand_disc_over_changes_the_face_flicked(qtbot, table):
    state, scene, view = table
    slot = scene.hand_slots[8]
    first = slot.face
    _click(qtbot, view, slot.scenePos(), Qt.MouseButton.RightButton)
    assert slot.face != first and slot.face in slot.faces


def test_flip_button_and_order_then_top_this(qtbot, table):
    state, scene, view = table
    shown = DISCS[0].faces[0]
    absent = next(t for t in TOPPINGS if t not in (DISCS[0].faces[0], DISCS[1].faces[0]))
    with qtbot.waitSignal(scene.intent, timeout=1000) as got:
        _click(qtbot, view, scene.flip_buttons[shown].scenePos())
    assert got.args[0].TYPE == "flip" and got.args[0].topping == shown
    with qtbot.waitSignal(scene.whyNot, timeout=1000) as asked:
        _click(qtbot, view, scene.flip_buttons[absent].scenePos())  # none on the pizza shows it
    assert state.explain(asked.args[0]) == f"No topping on the pizza shows {absent}."  # the rules say why
    order = next(iter(scene.orders.values()))
    _click(qtbot, view, order.sceneBoundingRect().center())
    with qtbot.waitSignal(scene.intent, timeout=1000) as got:
        _click(qtbot, view, scene.top_button.sceneBoundingRect().center())
    assert got.args[0].TYPE == "top_this" and got.args[0].order == order.order_id


def test_a_bot_flick_is_played_back_to_its_recorded_outcome(qtbot, table):
    state, scene, view = table
    flick = next(a for a in state.legal_actions() if a.TYPE == "flick")
    events = state.apply(flick)
    recorded = next(e for e in events if e.TYPE == "flicked").outcome
    scene.set_speed(0.25)
    with qtbot.waitSignal(scene.animationsFinished, timeout=10000):
        scene.play_events(events, state.view(0))
    for d, (x, y) in recorded.final_positions().items():
        assert (scene.discs[d].pos() - scene.to_px(x, y)).manhattanLength() < 0.5
    assert set(scene.discs) == {d["id"] for d in state.view(0)["board"]}


def test_layout_scales_with_the_window(qtbot, table):
    state, scene, view = table
    small = scene.px
    view.resize(1600, 1000)
    qtbot.waitUntil(lambda: scene.width == 1600)
    assert scene.px > small * 1.4
    r = scene.board.sceneBoundingRect()
    assert r.right() < scene.order_slots[0].x() and r.bottom() <= 1000
    assert math.isclose(scene.discs[0].r, 12.0 * scene.px)


def session_screen(qtbot, second: str, speed: float):
    """The position of `_state()` in a started session on a table screen: Ana (human) against a
    second seat of kind `second` ("human", "easy"...)."""
    from app.persistence import SeatConfig
    from app.session.game_session import GameSession
    from app.ui.qt_table_screen import TableScreen

    seats = [SeatConfig("Ana", "#d1352b", "human"), SeatConfig("Bot", "#2f6fd0", second)]
    options = {"start": 0, "layout": {"0": [60.0, 0.0, DISCS[0].faces[0]], "1": [-60.0, 40.0, DISCS[1].faces[0]]},
               "hands": [[5, 6, 7, 8], [9, 10, 11, 12]]}
    session = GameSession.new(GAME, seats, 5, options, bot_delay_ms=0)
    screen = TableScreen()
    qtbot.addWidget(screen)
    screen.attach(session, speed)
    screen.resize(1100, 720)
    screen.show()
    session.start()
    return session, screen


def test_a_turn_by_mouse_then_a_bot_turn_animated_through_the_session(qtbot):
    """The whole loop in the shell: Ana flicks by a drag and flips by a click; the bot's turn is
    animated (its flick replayed live) and the table comes back to Ana, in step with the rules."""
    session, screen = session_screen(qtbot, "easy", 0.15)
    scene, view = screen.scene, screen.view
    ready = lambda: bool(session.legal_actions()) and not scene.busy and not session.animation_pending  # noqa: E731
    qtbot.waitUntil(ready, timeout=10000)
    _click(qtbot, view, scene.hand_slots[5].scenePos())
    vp = view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _vp(view, scene.to_px(160.0, 0.0)))
    QTest.mouseMove(vp, _vp(view, scene.to_px(190.0, 1.0)))
    QTest.mouseMove(vp, _vp(view, scene.to_px(215.0, 1.0)))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _vp(view, scene.to_px(215.0, 1.0)))
    qtbot.waitUntil(lambda: len(session.state.history) == 1 and ready(), timeout=10000)
    assert session.state.history[0].TYPE == "flick"
    shown = next(iter(scene.flip_buttons[t] for t in TOPPINGS if scene.flip_buttons[t].has_highlight("legal")))
    _click(qtbot, view, shown.scenePos())
    # the bot's whole turn, animated, and back to Ana (or to a removal she must choose)
    qtbot.waitUntil(lambda: session.state.current_player == 0 and len(session.state.history) >= 4 and ready(),
                    timeout=30000)
    board = {d["id"]: (d["x"], d["y"]) for d in session.view()["board"]}
    assert set(scene.discs) == set(board)
    for d, (x, y) in board.items():
        assert (scene.discs[d].pos() - scene.to_px(x, y)).manhattanLength() < 0.5


def test_hovering_the_crust_previews_the_placement(qtbot, table):
    state, scene, view = table
    _click(qtbot, view, scene.hand_slots[6].scenePos())
    QTest.mouseMove(view.viewport(), _vp(view, scene.to_px(0.0, 176.0)))  # the outer rim of the crust
    assert scene.preview is not None and scene.preview.isVisible()
    x, y = scene.to_mm(scene.preview.pos())
    assert abs(math.hypot(x, y) - 168.0) < 0.5  # pulled in so the whole disc lies on the crust
    QTest.mouseMove(view.viewport(), _vp(view, scene.to_px(0.0, 60.0)))  # over the slices
    assert not scene.preview.isVisible()


def _answer_intents(scene, state):
    """What the session does: apply the scene's intent and play its events with the view after."""
    played = []

    def on_intent(action):
        events = state.apply(action)
        played.append((action, events))
        scene.play_events(events, state.view(0))

    scene.intent.connect(on_intent)
    return played


def _drag_flick(qtbot, scene, view, disc, start_mm, pull_mm):
    _click(qtbot, view, scene.hand_slots[disc].scenePos())
    vp = view.viewport()
    sx, sy = start_mm
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _vp(view, scene.to_px(sx, sy)))
    end = scene.to_px(sx + pull_mm[0], sy + pull_mm[1])
    QTest.mouseMove(vp, _vp(view, scene.to_px(sx + pull_mm[0] / 2, sy + pull_mm[1] / 2)))
    QTest.mouseMove(vp, _vp(view, end))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _vp(view, end))


def test_after_an_own_hit_no_disc_blinks_while_the_events_play(qtbot, table):
    state, scene, view = table
    flip = next(a for a in state.legal_actions() if a.TYPE == "flip")
    state.apply(flip)  # the flick is the turn's last action: the turn's end (a draw...) animates
    scene.show_position(state.view(0), state.legal_actions(), 0)
    played = _answer_intents(scene, state)
    scene.set_speed(1.0)
    _drag_flick(qtbot, scene, view, 5, (160.0, 0.0), (60.0, 1.0))
    qtbot.waitUntil(lambda: bool(played), timeout=8000)
    action, events = played[0]
    assert action.outcome.touched  # it hit the onion at (60, 0)
    final = action.outcome.final_positions()
    assert 5 in final

    def all_shown_where_they_rest():
        for d, (x, y) in final.items():
            item = scene.discs.get(d)
            assert item is not None and item.isVisible() and item.opacity() > 0.99, d
            assert (item.pos() - scene.to_px(x, y)).manhattanLength() < 0.5, d
        assert 5 not in scene.hand_slots or not scene.hand_slots[5].isVisible()

    assert "drew" in [e.TYPE for e in events] and scene.busy
    all_shown_where_they_rest()  # right after the flick, while the turn's events start
    qtbot.wait(300)
    all_shown_where_they_rest()  # while the hand is refilled
    qtbot.waitUntil(lambda: not scene.busy, timeout=8000)
    all_shown_where_they_rest()  # and drawn again from the new view: still there
    assert scene.after_flick is None or scene.after_flick["view"] is not scene.view


def test_an_own_miss_rests_then_says_so_and_goes_to_the_bag(qtbot, table):
    from app.games.top_this.log import miss_sentence
    from app.games.top_this.ui.text_items import FloatingNoteItem

    state, scene, view = table
    played = _answer_intents(scene, state)
    scene.set_speed(1.0)
    bag_before = state.view(0)["bag"]
    # a soft flick from the top of the crust straight down: it stops well short of both discs
    _drag_flick(qtbot, scene, view, 6, (0.0, -160.0), (0.0, -(12.0 + 40.0)))
    qtbot.waitUntil(lambda: bool(played), timeout=8000)
    action, events = played[0]
    assert [e.TYPE for e in events][:2] == ["flicked", "missed"]
    rest = action.outcome.final_positions()[6]
    disc = scene.discs[6]
    assert disc.isVisible() and (disc.pos() - scene.to_px(*rest)).manhattanLength() < 0.5

    def note():
        return next((t for t in scene.temps if isinstance(t, FloatingNoteItem) and t.isVisible()), None)

    qtbot.waitUntil(lambda: note() is not None, timeout=3000)
    assert note().text == miss_sentence(events[1].reason) and note().px >= 12
    assert "touched no topping already on the pizza" in note().text  # why it is a miss
    assert disc.isVisible() and (disc.pos() - scene.to_px(*rest)).manhattanLength() < 0.5  # still lying there
    assert note().sceneBoundingRect().intersects(scene.board.sceneBoundingRect())
    bag = scene.bag.sceneBoundingRect().center()
    start = (disc.pos() - bag).manhattanLength()
    qtbot.waitUntil(lambda: (disc.pos() - bag).manhattanLength() < start * 0.6, timeout=4000)  # flying to the bag
    qtbot.waitUntil(lambda: not scene.busy, timeout=6000)
    assert 6 not in scene.discs and scene.bag.count == bag_before + 1


_render = render_item


def test_the_crust_band_is_clearly_lit_while_placing(qtbot, table):
    from app.games.top_this import geometry as geo

    state, scene, view = table
    board = scene.board
    r = board.boundingRect()
    plain = _render(board, r.width(), r.height(), r.topLeft())
    board.set_lit(crust=True)
    lit = _render(board, r.width(), r.height(), r.topLeft())
    board.set_lit(crust=False)
    # sample the crust all round, half way between the sauce and the rim
    mid = (geo.SAUCE_R + geo.CRUST_R) / 2 * scene.px
    diffs = []
    for k in range(36):
        a = k * math.pi / 18
        x, y = int(-r.left() + mid * math.cos(a)), int(-r.top() + mid * math.sin(a))
        c0, c1 = plain.pixelColor(x, y), lit.pixelColor(x, y)
        diffs.append(abs(c0.red() - c1.red()) + abs(c0.green() - c1.green()) + abs(c0.blue() - c1.blue()))
    assert min(diffs) > 60  # everywhere on the ring, not a faint dashed line
    inside = (int(-r.left()), int(-r.top() + geo.SAUCE_R * scene.px * 0.5))
    assert plain.pixelColor(*inside) == lit.pixelColor(*inside)  # the slices are not lit


def test_the_slingshot_band_never_covers_the_hand_or_the_tips(qtbot, table):
    state, scene, view = table
    _click(qtbot, view, scene.hand_slots[5].scenePos())
    scene.draw_position()
    vp = view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _vp(view, scene.to_px(175.0, 0.0)))
    far = scene.hand_label.sceneBoundingRect().center()  # drag right over the hand's label
    QTest.mouseMove(vp, _vp(view, far))
    assert scene.aiming is not None and scene.aim.power > 0
    box = scene.aim.sceneBoundingRect()
    assert box.right() <= scene.board_rect.right() + 0.5
    for item in (scene.hand_label, scene.tip_stack, *scene.hand_slots.values()):
        assert not box.intersects(item.sceneBoundingRect())
    QTest.mouseMove(vp, _vp(view, scene.panels[0].sceneBoundingRect().center()))  # up over a seat's panel
    assert scene.aim.power > 0
    box = scene.aim.sceneBoundingRect()
    assert box.top() >= scene.panels[0].pos().y() + scene.panels[0].h
    rim = 180.0 * scene.px  # the whole pizza stays inside the area the band may use
    assert scene.board_rect.contains(QRectF(scene.center.x() - rim, scene.center.y() - rim, 2 * rim, 2 * rim))
    scene.cancel_aim()


def _four_seat_scene(w=589.0, h=569.0, n=4):
    """A table of four at the size it gets in an 800x600 window (the log and scores take the rest)."""
    state = GAME.new_state(n, 11, None)
    scene = Scene(GAME, ["Ana", "Ben", "Cleo", "Dan"][:n], ["#d1352b", "#2f6fd0", "#2e9e44", "#f08a1c"][:n])
    scene.layout_for(w, h)
    scene.show_position(state.view(0), state.legal_actions(), state.current_player)
    return state, scene


def test_text_stays_readable_at_800x600_and_long_prompts_wrap(qtbot):
    from app.games.top_this.ui.text_items import MIN_TEXT_PX, wrap
    from app.ui.items.card_art import text_width

    state, scene = _four_seat_scene()
    for panel in scene.panels:
        assert panel.small_px >= 11 and panel.name_px >= 11
        # the counts line fits its panel at that size (drawn at it, not squeezed)
        assert text_width(panel.stats_text(2, 1), panel.small_px) < panel.w - panel.text_left()
    assert scene.panel_rows == 2  # four panels too narrow for one row: two rows of two
    assert scene.prompt.px >= MIN_TEXT_PX
    px = scene.prompt.px
    long = ("Ana's turn, 2 actions left: pick a topping from your hand, flip a topping, "
            "or click an order for Top This!")
    scene.set_prompt(long)
    assert scene.prompt.px == px and len(scene.prompt.lines) >= 2  # wrapped, not shrunk
    width = scene.prompt.boundingRect().width() - 6
    assert all(text_width(line, px) <= width for line in scene.prompt.lines)
    assert " ".join(scene.prompt.lines) == long  # nothing cut
    assert scene.prompt.sceneBoundingRect().bottom() <= scene.height
    assert wrap("a b c d e f", 12.0, 1.0, 2)[0] == "a"  # a word longer than the box still shows


@pytest.mark.parametrize("seats,hand_row", [(4, True), (2, False)])
def test_panel_text_does_not_change_with_the_hand(qtbot, seats, hand_row):
    state, scene = _four_seat_scene(1233.0, 969.0, seats)
    panel = scene.panels[1]
    assert panel.hand_row == hand_row  # the hand on a row of its own, or beside the counts
    shots = []
    for hand in (["onion"], ["onion", "olive", "pepper", "pepperoni", "mushroom", "onion"]):
        panel.set_info(total=3, orders=1, tips=0, hand=hand)
        shots.append(_render(panel, panel.w, panel.h))
    # the name, the score and the counts line are drawn the same whichever the hand
    left = int(panel.text_left())
    from app.ui.items.card_art import text_width

    text_w = int(text_width(panel.stats_text(1, 0), panel.small_px))
    text_h = int(panel.name_px * 0.25 + panel.name_px * 1.3 + panel.small_px * 1.5)  # the two text rows
    a = shots[0].copy(0, 0, left + text_w, text_h)
    b = shots[1].copy(0, 0, left + text_w, text_h)
    assert a == b
    assert shots[0] != shots[1]  # and the hand is drawn
    assert panel.small_px == scene.panels[0].small_px


def test_hand_and_turn_name_the_player_in_their_colour(qtbot, table):
    from app.games.top_this.ui.text_items import lighter_for_felt

    state, scene, view = table
    assert scene.hand_label.text.startswith("Ana's hand")
    assert scene.hand_label.accent == ("Ana", lighter_for_felt(QColor(COLORS[0])))
    assert scene.prompt.text.startswith("Ana's turn") and scene.prompt.accent[0] == "Ana"
    while state.current_player == 0:  # hot seat: Ben sits down and his turn is shown to him
        state.apply(next(a for a in state.legal_actions() if a.TYPE == "flip" or a.TYPE == "pass"))
    scene.show_position(state.view(1), state.legal_actions(), 1)
    assert scene.hand_label.text.startswith("Ben's hand") and scene.hand_label.accent[0] == "Ben"
    assert scene.prompt.text.startswith("Ben's turn") and scene.prompt.accent[0] == "Ben"


def test_a_coloured_name_keeps_the_space_after_it(qtbot):
    from app.games.top_this.ui.text_items import TextBoxItem

    def ink_span(accent):
        item = TextBoxItem(QColor("#ffffff"), align=Qt.AlignmentFlag.AlignLeft, outline=None)
        item.set_box(400, 30, 16)
        item.set_text("Ana has 2 actions", accent)
        img = _render(item, 400, 30)
        cols = [x for x in range(400) if any(img.pixelColor(x, y).alpha() > 60 for y in range(30))]
        return cols[0], cols[-1]

    plain = ink_span(None)
    named = ink_span(("Ana", QColor("#ff8080")))
    assert abs(named[1] - plain[1]) <= 2 and abs(named[0] - plain[0]) <= 2


def test_a_replayed_miss_also_says_so_before_the_disc_goes_to_the_bag(qtbot, table):
    from app.games.top_this.log import miss_sentence
    from app.games.top_this.ui.text_items import FloatingNoteItem
    from app.physics import PizzaTable

    state, scene, view = table
    face = DISCS[7].faces[0]
    sim = PizzaTable({d["id"]: (d["x"], d["y"], d["face"]) for d in state.view(0)["board"]})
    sim.place(7, 0.0, 160.0, face)
    sim.flick(7, 0.0, -150.0)  # a soft push towards the centre, far from both discs
    sim.run_to_rest()
    action = GAME.parse_action({"type": "flick", "disc": 7, "face": face, "x": 0.0, "y": 160.0,
                                "vx": 0.0, "vy": -150.0, "outcome": sim.outcome().to_dict()})
    events = state.apply(action)  # as a bot's flick or a flick from another seat arrives
    assert [e.TYPE for e in events][:2] == ["flicked", "missed"]
    scene.set_speed(0.5)
    notes = []
    scene.changed.connect(lambda _: notes.extend(t for t in scene.temps if isinstance(t, FloatingNoteItem)
                                                 and t.isVisible() and t not in notes))
    with qtbot.waitSignal(scene.animationsFinished, timeout=8000):
        scene.play_events(events, state.view(0))
    assert [n.text for n in notes] == [miss_sentence("no_hit")]
    assert all(n.sceneBoundingRect().width() <= scene.board.sceneBoundingRect().width() for n in notes)
    assert 7 not in scene.discs


def test_the_crust_is_lit_while_choosing_a_place_and_not_once_flicked(qtbot, table):
    state, scene, view = table
    assert not scene.board.crust_lit
    _click(qtbot, view, scene.hand_slots[5].scenePos())
    assert scene.board.crust_lit
    scene.set_speed(1.0)
    vp = view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _vp(view, scene.to_px(160.0, 0.0)))
    QTest.mouseMove(vp, _vp(view, scene.to_px(200.0, 1.0)))
    with qtbot.waitSignal(scene.intent, timeout=8000):
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           _vp(view, scene.to_px(200.0, 1.0)))
        assert scene.live is not None and not scene.board.crust_lit  # the disc runs on a plain pizza


@pytest.mark.parametrize("radius", [12 * 1.6504854368932038, 12 * 1.779935275080906, 17.3, 25.55])
def test_a_moving_disc_is_painted_once_then_drawn_from_its_cache(qtbot, radius):
    """A disc sliding by sub-pixels keeps its device cache (a fractional bounding size made Qt
    repaint it on most frames of a flick)."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QGraphicsScene

    from app.games.top_this.ui.items import DiscItem

    class Counted(DiscItem):
        paints = 0

        def paint(self, p, option, widget=None):
            Counted.paints += 1
            super().paint(p, option, widget)

    scene = QGraphicsScene(0, 0, 400, 300)
    disc = Counted(1, "mushrooms", "onions", radius)
    scene.addItem(disc)
    image = QImage(400, 300, QImage.Format.Format_ARGB32_Premultiplied)
    for k in range(60):
        disc.setPos(100 + k * 1.37, 120 + k * 0.61)
        painter = QPainter(image)
        scene.render(painter)
        painter.end()
    assert Counted.paints == 1
    disc.set_faces("onions", "mushrooms")  # a real change still repaints
    painter = QPainter(image)
    scene.render(painter)
    painter.end()
    assert Counted.paints == 2
