"""The Top This! table in the accessibility tree (issue 29): a seeded game on a real table screen, Ana
at the screen against a computer player, read from the view's interface down as a screen reader does
at the start, in the middle and at the end, in English and in German; every move of Ana's, flicks
included, is played through the table's actions (`doAction`), as a screen reader plays it."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QAccessible

from app.core import i18n
from app.core.i18n import _, ngettext
from app.core.text import fill
from app.games.top_this import access
from app.games.top_this.components import dollars
from app.games.top_this.log import order_name
from app.games.top_this.rules import GAME
from app.ui.qt_table_access import table_access
from tests.ui.access_tree import interface, lines, walk
from tests.ui.top3_helpers import table_game, wait_ready

Role = QAccessible.Role
NAME = QAccessible.Text.Name
NAMES = ["Ana", "Bo"]


def _screen(qtbot):
    """Ana at the screen against the game's own easy computer player, Ana first."""
    return table_game(qtbot, ("human", "easy"), seed=21, options={"start": 0}, size=(1100, 720),
                      bots_module=None, game=GAME)


def _kids(iface) -> list:
    return [iface.child(i) for i in range(iface.childCount())]


def _one(iface, start: str, role):
    found = [n for _d, n in walk(iface) if n.text(NAME).startswith(start) and n.role() == role]
    assert len(found) == 1, (start, lines(iface))
    return found[0]


def _read(screen) -> list[str]:
    """Check the tree against the view and the legal moves; the tree as text."""
    view, legal = screen.scene.view, list(screen.scene.legal)
    iface = interface(screen.view)
    top = _kids(iface)
    assert top[0].role() == Role.StaticText and top[0].text(NAME) == fill(view["status"], NAMES)
    pizza = _one(iface, _("The pizza") + ",", Role.List)
    assert pizza.childCount() == len(view["board"])
    assert all(k.role() == Role.Graphic for k in _kids(pizza))
    orders = _one(iface, _("Orders") + ",", Role.List)
    assert [k.text(NAME).split(": ", 1)[1] for k in _kids(orders)] == [
        _("{order} ({value})").format(order=order_name(o["id"]), value=dollars(o["value"]))
        for o in sorted(view["orders"], key=lambda o: o["slot"])]
    bag = _one(iface, ngettext("Bag, {n} topping", "Bag, {n} toppings", view["bag"]).format(n=view["bag"]), Role.List)
    assert bag.childCount() == 0
    flips = _one(iface, _("Flip all of one topping"), Role.List)
    assert flips.childCount() == 5 and all(k.role() == Role.Graphic for k in _kids(flips))
    seats = [n for n in top if n.role() == Role.Grouping]
    assert [s.text(NAME).split(",")[0] for s in seats] == NAMES
    over = bool(view["is_over"])
    for seat, node in enumerate(seats):
        words = node.text(NAME).split(", ")
        assert dollars(view["totals"][seat]) in words
        assert (_("to play") in words) == (view["current_player"] == seat and not over)
        hand, taken = _kids(node)
        assert hand.role() == Role.List and hand.childCount() == len(view["hands"][seat])
        assert taken.childCount() == len(view["piles"][seat]["orders"]) + len(view["piles"][seat]["tips"])
    # the moves: the table's actions, one for each legal move, each its own words
    actions = iface.actionInterface().actionNames()
    assert actions == [access.move_words(a, view, NAMES) for a in legal]
    assert len(set(actions)) == len(actions) == len(legal)
    moves = top[-1]
    assert [m.text(NAME) for m in _kids(moves)] == actions and all(m.role() == Role.Button for m in _kids(moves))
    # the things a click (or the keys) stands for are the parts of the tree
    table = table_access(screen.view)
    for row in view["board"]:
        node = table.node_for_click(("disc", row["id"]))
        assert node is not None and node.role() == Role.Graphic and node.parent() is pizza
    for o in view["orders"]:
        assert table.node_for_click(("order", o["id"])).parent() is orders
    if legal:
        for h in view["hands"][view["current_player"]]:
            assert table.node_for_click(("hand", h["id"])) is not None
    return lines(iface)


def flick_words() -> str:
    """How the words of a flick begin in the language now ("Flick the ")."""
    return _("Flick the {faces} topping (hand {n}), {face} up: from the crust at {hour} o'clock {aim}, "
             "power {power}%").split("{")[0]


def _play(screen, session, rng, turns: int) -> None:
    """Ana's moves through the table's actions (a flick now and then) for `turns` of her turns."""
    for _turn in range(turns):
        while not session.is_over and session.state.current_player == 0:
            iface = interface(screen.view)
            actions = iface.actionInterface().actionNames()
            flicks = [w for w in actions if w.startswith(flick_words())]
            moves = len(session.state.history)
            iface.actionInterface().doAction(rng.choice(flicks) if flicks and rng.random() < 0.7 else rng.choice(actions))
            assert len(session.state.history) > moves, "the action played no move"
            yield


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_tree_at_three_moments_of_a_game(qtbot, language):
    rng = random.Random(3)
    with i18n.use(language):
        screen, session = _screen(qtbot)
        wait_ready(qtbot, screen, session)
        start = _read(screen)
        assert any(a.TYPE == "flick" for a in screen.scene.legal)
        played = 0
        for _move in _play(screen, session, rng, 1_000):
            wait_ready(qtbot, screen, session)
            played += 1
            if played == 12:
                middle = _read(screen)
        assert session.is_over
        qtbot.waitUntil(lambda: screen.pages.currentWidget() is screen.end, timeout=5000)
        assert interface(screen.view).childCount() == 0  # the end page covers the table
        screen.pages.setCurrentWidget(screen.splitter)
        qtbot.waitUntil(lambda: screen.view.isVisible(), timeout=5000)
        end = _read(screen)
        nothing = _("Nothing to do now")
        flick = flick_words()
    assert end[-1].strip() == f"List: {nothing}"
    assert any(line.strip().startswith(f"Button: {flick}") for line in start)
    text = "\n".join(start + middle + end)
    if language == "de":
        assert "Die Pizza" in text and "Uhr" in text and "Schnipp die Zutat" in text and "Beutel" in text
        assert "o'clock" not in text and "The pizza" not in text and "topping" not in text
    else:
        assert "The pizza" in text and "o'clock" in text and "Flick the " in text
    assert i18n.language() == "en"
