"""Building a stack on the Top Pop table, on a hand-made position (the view shapes of issue 11): a
lit card is clicked, then caps from the supply; a ghost stack grows on the card and the prompt says
what it still needs, read from the legal stacks given to the scene; Confirm sends the legal stack (in
the rules' order), Esc and a right-click take a cap back or cancel; a cap that leads nowhere, a card
that is not lit and Done when it is not offered go to the rules as `whyNot`."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from app.games.top_pop.actions import Done, Place, Stack, Take
from app.games.top_pop.rules import GAME
from app.games.top_pop.ui.scene import Scene
from app.ui.qt_table_view import TableView
from tests.ui import top_pop_views as tv


def table(qtbot, step="stack", players=3, size=(1100, 760)):
    scene = Scene(GAME, tv.NAMES[:players], tv.COLORS[:players])
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    v = tv.view(players, 0, step)
    scene.show_position(v, tv.legal(v), 0)
    sent = {"intent": [], "whyNot": [], "refused": []}
    scene.intent.connect(sent["intent"].append)
    scene.whyNot.connect(sent["whyNot"].append)
    scene.refused.connect(sent["refused"].append)
    return scene, view, sent


def click(view, item, button=Qt.MouseButton.LeftButton, fx=0.5, fy=0.5) -> None:
    w, h = getattr(item, "size", None) or item.card_size
    point = item.mapToScene(QPointF(w * fx, h * fy))
    QTest.mouseClick(view.viewport(), button, Qt.KeyboardModifier.NoModifier, view.mapFromScene(point))


def click_button(view, scene, name) -> None:
    b = scene.buttons[name]
    point = b.mapToScene(b.boundingRect().center())
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     view.mapFromScene(point))


def test_a_ghost_stack_grows_and_says_what_it_needs(qtbot):
    scene, view, sent = table(qtbot)
    night = scene.rows[0].cards[1]  # Ana's night card: legal stacks (1, 0, 0) and (1, 1, 0, 0)
    lit = {(s, j) for s, row in enumerate(scene.rows) for j, c in enumerate(row.cards) if c.has_highlight("legal")}
    assert lit == {(0, 1), (1, 1), (1, 0)}
    click(view, night)
    assert scene.chooser.pick.target == (0, 1) and night.has_highlight("chosen")
    assert "needs a blue cap" in scene.prompt.text and "your colour goes on top" in scene.prompt.text
    assert {c.company for c in scene.supply if c.has_highlight("legal")} == {0, 1}  # no yellow in any
    click(view, scene.supply[1])
    assert night.ghost == (0, [1]) and "needs a blue cap" not in scene.prompt.text
    click(view, scene.supply[2])  # yellow leads to no legal stack: the rules say why
    assert sent["whyNot"] == [Stack(0, 1, (1, 2))] and night.ghost == (0, [1])
    click(view, scene.supply[0])
    click_button(view, scene, "confirm")  # not yet: two of your caps
    assert sent["whyNot"][-1] == Stack(0, 1, (1, 0)) and sent["intent"] == []
    click(view, scene.supply[0])
    assert "ready" in scene.prompt.text and scene.buttons["confirm"].has_highlight("legal")
    click_button(view, scene, "confirm")
    assert sent["intent"] == [Stack(0, 1, (1, 0, 0))]


def test_taller_than_the_tallest(qtbot):
    scene, view, sent = table(qtbot)
    click(view, scene.rows[1].cards[0])  # SF: Chloé's 3 caps are the tallest, Ana has 2 there
    assert scene.chooser.pick.target == (1, 0)
    # Ana's 2 and 2 more, the yellow one among them: taller than Chloé's 3 (issue 27: counted, not added)
    assert "at least 2 more caps, counting a yellow one and yours on top" in scene.prompt.text
    click(view, scene.supply[2])
    assert "at least 1 more cap, counting yours on top" in scene.prompt.text
    click(view, scene.supply[0])
    assert scene.chooser.ready() == Stack(1, 0, (2, 0))
    QTest.keyClick(view.viewport(), Qt.Key.Key_Escape)  # a cap back
    assert scene.rows[1].cards[0].ghost == (0, [2])
    click(view, scene.rows[1].cards[0], Qt.MouseButton.RightButton)
    click(view, scene.rows[1].cards[0], Qt.MouseButton.RightButton)
    assert scene.chooser.pick.target is None and scene.rows[1].cards[0].ghost is None
    click(view, scene.rows[2].cards[0])  # Chicago is not lit: the rules say why
    assert sent["whyNot"] == [Stack(2, 0, (0,))]
    click_button(view, scene, "done")
    assert sent["intent"] == [Done()]


def test_place_and_take_by_clicks(qtbot):
    scene, view, sent = table(qtbot, step="place")
    card = scene.hand.cards[1]
    click(view, card, fy=0.6)
    assert scene.chooser.pick.card == card.code
    assert all(row.has_highlight("legal") for row in scene.rows)
    click(view, scene.rows[2], fx=0.8)
    assert sent["intent"] == [Place(card.code, 2)]
    scene2, view2, sent2 = table(qtbot, step="take")
    assert all(c.has_highlight("legal") for c in scene2.middle)
    click(view2, scene2.middle[1])
    assert sent2["intent"] == [Take(1)]
    v = tv.view(3, 0, "take")
    scene2.show_position(v, [Take(0)], 0)
    click(view2, scene2.middle[2])
    assert sent2["whyNot"] == [Take(2)]
