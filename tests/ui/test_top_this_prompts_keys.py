"""The Top This! table says what the pointer and the keys can do now, marks the declared order
unmistakably, and plays by keyboard: keys make the same intents as clicks; a key's move the rules do
not allow goes as a click's would, as `whyNot`, so the rules answer with their own sentence."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest

from app.games.top_this.actions import Flip, Remove, TopThis
from app.games.top_this.components import TOPPINGS
from app.games.top_this.log import order_name
from tests.games.top_this.test_rules import _olive_pair_state
from tests.ui.test_top_this_scene import session_screen, top_this_table

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def table(qtbot):
    return top_this_table(qtbot)


def _key(view, key):
    QTest.keyClick(view.viewport(), key, Qt.KeyboardModifier.NoModifier)


def _hand_order(scene):
    return sorted(scene.hand_slots, key=lambda d: scene.hand_slots[d].pos().x())


def _prompt(scene) -> str:
    return scene.prompt.text


# ---- prompts ---------------------------------------------------------------------------------
def test_the_prompt_gives_only_the_hints_that_work_now(qtbot, table):
    state, scene, view = table
    assert "pick a topping in your hand" in _prompt(scene) and "right-click" not in _prompt(scene)
    QTest.mouseMove(view.viewport(), view.mapFromScene(scene.hand_slots[5].scenePos()))
    on_hand = _prompt(scene)  # the pointer on a disc of the hand: what a click and a right-click do
    assert "click to choose this topping" in on_hand and "right-click turns it over" in on_hand
    QTest.mouseMove(view.viewport(), view.mapFromScene(scene.to_px(0.0, 0.0)))
    assert "right-click" not in _prompt(scene)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(scene.hand_slots[5].scenePos()))
    QTest.mouseMove(view.viewport(), view.mapFromScene(scene.hand_slots[5].scenePos()))
    assert "press on the lit crust" in _prompt(scene) and "right-click turns the topping over" in _prompt(scene)
    QTest.mouseMove(view.viewport(), view.mapFromScene(scene.to_px(0.0, 0.0)))
    placing = _prompt(scene)
    assert scene.chosen == 5
    assert "right-click turns the topping over" in placing  # wherever the pointer is (issue 27)
    assert "press on the lit crust" in placing and "pull back" in placing and "Esc" in placing
    vp = view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(scene.to_px(160.0, 0.0)))
    QTest.mouseMove(vp, view.mapFromScene(scene.to_px(190.0, 1.0)))
    aiming = _prompt(scene)
    assert "release to flick" in aiming and "Esc cancels" in aiming
    _key(view, Qt.Key.Key_Escape)
    assert scene.aiming is None


def test_escape_puts_a_chosen_topping_back(qtbot, table):
    state, scene, view = table
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(scene.hand_slots[6].scenePos()))
    assert scene.chosen == 6 and scene.board.crust_lit
    _key(view, Qt.Key.Key_Escape)
    assert scene.chosen is None and not scene.board.crust_lit
    assert "pick a topping in your hand" in _prompt(scene)


def _render(item) -> QImage:
    r = item.boundingRect()
    img = QImage(int(r.width()) + 2, int(r.height()) + 2, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(0)
    p = QPainter(img)
    p.translate(-r.left(), -r.top())
    item.paint(p, None)
    p.end()
    return img


def _bright(img: QImage, x0: int, x1: int, y0: int, y1: int) -> int:
    """Opaque red or gold pixels in the box."""
    n = 0
    for x in range(x0, x1):
        for y in range(y0, y1):
            c = img.pixelColor(x, y)
            n += c.alpha() > 200 and c.red() > 130 and c.blue() < 110
    return n


def test_a_declared_order_wears_a_top_this_ribbon_and_the_prompt_names_it(qtbot, table):
    state, scene, view = table
    order = next(a for a in state.legal_actions() if isinstance(a, TopThis)).order
    plain = _render(scene.orders[order])
    events = state.apply(TopThis(order))
    scene.set_speed(0)
    scene.play_events(events, state.view(0))
    scene.show_position(state.view(0), state.legal_actions(), 0)
    item = scene.orders[order]
    assert item.declared and not any(o.declared for oid, o in scene.orders.items() if oid != order)
    marked = _render(item)
    # the ribbon runs past the card's edges (on both sides), in bright red: nothing like it before
    m = int(-item.boundingRect().left())
    band = (int(m + item.h * 0.02 - item.lift()), int(m + item.h * 0.2 - item.lift()))
    for x0, x1 in ((1, m - 2), (marked.width() - m + 2, marked.width() - 1)):
        assert _bright(marked, x0, x1, *band) > 10 and _bright(plain, x0, x1, *band) == 0
    assert item.zValue() > max(o.zValue() for oid, o in scene.orders.items() if oid != order)  # lifted
    assert f"declared Top This! on {order_name(order)}" in _prompt(scene)
    assert order_name(order) in state.view(0)["status"]  # the rules' status names it too


# ---- keys -----------------------------------------------------------------------------------
def test_number_keys_choose_t_turns_over_escape_puts_back(qtbot, table):
    state, scene, view = table
    order = _hand_order(scene)
    _key(view, Qt.Key.Key_2)
    assert scene.chosen == order[1] and scene.board.crust_lit
    slot = scene.hand_slots[order[1]]
    face = slot.face
    _key(view, Qt.Key.Key_T)
    assert slot.face != face
    _key(view, Qt.Key.Key_2)  # again: put it back
    assert scene.chosen is None
    _key(view, Qt.Key.Key_1)
    _key(view, Qt.Key.Key_Escape)
    assert scene.chosen is None
    with qtbot.waitSignal(scene.refused, timeout=1000) as why:
        _key(view, Qt.Key.Key_9)
    assert "press 1 to 4" in why.args[0]


def test_f_picks_a_topping_and_enter_flips_it(qtbot, table):
    state, scene, view = table
    legal = [a.topping for a in state.legal_actions() if isinstance(a, Flip)]
    _key(view, Qt.Key.Key_F)
    assert scene.key_focus("flip") == legal[0] and scene.flip_buttons[legal[0]].has_highlight("focus")
    assert "flip which topping" in _prompt(scene)
    _key(view, Qt.Key.Key_F)  # F again moves on
    moved = scene.key_focus("flip")
    assert moved != legal[0] and scene.flip_buttons[moved].has_highlight("focus") and not scene.flip_buttons[legal[0]].has_highlight("focus")
    assert Flip(moved) not in state.legal_actions()
    with qtbot.assertNotEmitted(scene.intent, wait=20):
        with qtbot.waitSignal(scene.whyNot, timeout=1000) as got:
            _key(view, Qt.Key.Key_Return)
    assert got.args[0] == Flip(moved)  # not allowed: the rules say why, as for a click on it
    assert scene.key_pick is None and not scene.flip_buttons[moved].has_highlight("focus")
    _key(view, Qt.Key.Key_F)
    with qtbot.waitSignal(scene.intent, timeout=1000) as got:
        _key(view, Qt.Key.Key_Return)
    assert got.args[0] == Flip(legal[0])


def test_f_then_a_number_flips_that_topping_of_the_row(qtbot, table):
    state, scene, view = table
    row = list(scene.flip_buttons)
    assert Flip(row[0]) in state.legal_actions() and Flip(row[2]) not in state.legal_actions()
    _key(view, Qt.Key.Key_F)
    with qtbot.waitSignal(scene.whyNot, timeout=1000) as got:
        _key(view, Qt.Key.Key_3)
    assert got.args[0] == Flip(row[2])
    _key(view, Qt.Key.Key_F)
    with qtbot.waitSignal(scene.intent, timeout=1000) as got:
        _key(view, Qt.Key.Key_1)
    assert got.args[0] == Flip(row[0])


def test_d_picks_an_order_arrows_move_enter_declares(qtbot, table):
    state, scene, view = table
    orders = [o["id"] for o in sorted(state.view(0)["orders"], key=lambda o: o["slot"])]
    first = next(a.order for a in state.legal_actions() if isinstance(a, TopThis))
    _key(view, Qt.Key.Key_D)
    assert scene.key_focus("order") == first and scene.orders[first].has_highlight("chosen")
    assert order_name(first) in _prompt(scene)
    _key(view, Qt.Key.Key_Right)
    nxt = orders[(orders.index(first) + 1) % len(orders)]
    assert scene.key_focus("order") == nxt and scene.orders[nxt].has_highlight("chosen") and not scene.orders[first].has_highlight("chosen")
    assert TopThis(nxt) not in state.legal_actions()
    with qtbot.assertNotEmitted(scene.intent, wait=20):
        with qtbot.waitSignal(scene.whyNot, timeout=1000) as got:
            _key(view, Qt.Key.Key_Return)
    assert got.args[0] == TopThis(nxt)  # an order that cannot be completed: the rules say why
    _key(view, Qt.Key.Key_D)
    with qtbot.waitSignal(scene.intent, timeout=1000) as got:
        _key(view, Qt.Key.Key_D)  # D again declares the picked order
    assert got.args[0] == TopThis(first)


def test_r_arrows_and_enter_remove_a_lit_topping(qtbot, table):
    _, scene, view = table
    s, a, b, _ = _olive_pair_state()
    s.apply(Flip("olives"))
    s.apply(Flip("mushrooms"))
    assert s.view(0)["phase"] == "remove"
    scene.show_position(s.view(0), s.legal_actions(), 0)
    assert "(or R)" in _prompt(scene)
    _key(view, Qt.Key.Key_R)
    picked = scene.key_focus("remove")
    assert picked == min(a, b) and scene.discs[picked].has_highlight("focus")
    _key(view, Qt.Key.Key_Down)
    assert scene.key_focus("remove") == max(a, b)
    with qtbot.waitSignal(scene.intent, timeout=1000) as got:
        _key(view, Qt.Key.Key_Return)
    assert got.args[0] == Remove(max(a, b))


def test_keys_wait_for_the_animations(qtbot, table):
    """A key pressed while the toppings move is kept (nothing sent, nothing refused) and played
    when they stop: P then asks the rules why, as it would at rest."""
    from app.games.top_this.actions import Pass

    state, scene, view = table
    flick = next(a for a in state.legal_actions() if a.TYPE == "flick")
    events = state.apply(flick)
    scene.set_speed(1.0)
    scene.play_events(events, state.view(0), legal_after=state.legal_actions(), acting_after=state.current_player)
    assert scene.busy
    with qtbot.assertNotEmitted(scene.intent, wait=20):
        with qtbot.assertNotEmitted(scene.refused, wait=20):
            with qtbot.assertNotEmitted(scene.whyNot, wait=20):
                _key(view, Qt.Key.Key_P)
    assert Pass() not in state.legal_actions()
    with qtbot.waitSignal(scene.whyNot, timeout=1000) as why:
        scene.finish_animations()
    assert why.args[0] == Pass()


def test_an_illegal_key_move_gets_the_rules_sentence_through_the_session(qtbot):
    """P when passing is not allowed, and a flip of a topping no disc shows: as for a click, the
    status line shows the rules' sentence as a refusal (the scene wrote none) and nothing is
    submitted (the session sends no `error`)."""
    from app.games.top_this.components import DISCS

    session, screen = session_screen(qtbot, "human", 0.0)
    scene, view = screen.scene, screen.view
    qtbot.waitUntil(lambda: bool(session.legal_actions()) and not scene.busy, timeout=5000)
    assert view.focusPolicy() == Qt.FocusPolicy.StrongFocus
    screen.activateWindow()
    qtbot.waitUntil(lambda: screen.focusWidget() is view, timeout=2000)  # keys go to the table at once
    errors: list[str] = []
    session.error.connect(errors.append)
    QTest.keyClick(screen.focusWidget(), Qt.Key.Key_P)  # where a player's key press goes
    sentence, kind = screen.note()
    assert sentence.startswith("You may pass only when") and kind == "refused"
    absent = next(t for t in TOPPINGS if t not in (DISCS[0].faces[0], DISCS[1].faces[0]))
    _key(view, Qt.Key.Key_F)
    _key(view, Qt.Key.Key_1 + list(scene.flip_buttons).index(absent))
    assert screen.note() == (f"No topping on the pizza shows {absent}.", "refused")
    assert errors == []  # nothing was submitted
    assert not session.state.history  # nothing was played


def test_the_rules_page_lists_the_keys():
    text = (ROOT / "resources" / "rules" / "top_this.md").read_text(encoding="utf-8")
    keys = text[text.index("## Keys"):]
    for word in ("**1**", "**T**", "**F**", "**D**", "**R**", "**P**", "**Enter**", "**Esc**", "mouse"):
        assert word in keys, word
