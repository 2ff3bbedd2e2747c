"""City Powers say on the table what each does (issue 27): the moment the pointer is on a power's
chip (no tooltip delay), or after a click on it, the line under the rows says the power in full,
readable at 800x600 in English and German; the pointer leaving (or a click elsewhere) brings the
prompt back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from app.core import i18n
from app.games.top_pop.powers import POWERS
from app.games.top_pop.rules import GAME
from app.games.top_pop.ui.scene import Scene
from app.ui.items.card_art import MIN_TEXT_PX
from app.ui.qt_table_view import TableView

NAMES = ["Ana", "Ben", "Cleo", "Dan", "Eva"]


def _table(qtbot, size, players=5):
    state = GAME.new_state(players, 4, {"city_powers": True})
    scene = Scene(GAME, NAMES[:players], ["#d1352b", "#2f6fd0", "#2e9d4a", "#f08c1a", "#8a4fc4"][:players])
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    seat = state.current_player
    scene.show_position(state.view(seat), state.legal_actions(), seat)
    return state, scene, view


def _at(view, chip) -> object:
    w, h = chip.size
    return view.mapFromScene(chip.mapToScene(QPointF(w / 2, h / 2)))


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_pointing_at_a_power_says_what_it_does(qtbot, lang, size):
    with i18n.use(lang):
        state, scene, view = _table(qtbot, size)
        assert scene.powers_label.text == i18n._("City Powers (point at one)")  # how to read them
        assert scene.powers_label.fitted_px() >= MIN_TEXT_PX - 0.01
        before = scene.prompt.text
        away = view.mapFromScene(QPointF(scene.width / 2, scene.height * 0.45))
        QTest.mouseMove(view.viewport(), away)
        shown = [c for c, chip in scene.powers.items() if chip.isVisible()]
        assert len(shown) == 7
        for city in shown:
            chip = scene.powers[city]
            QTest.mouseMove(view.viewport(), _at(view, chip))
            assert i18n._(POWERS[city]) in scene.prompt.text, (city, scene.prompt.text)
            assert scene.prompt.fitted_px() >= MIN_TEXT_PX - 0.01, (city, scene.prompt.fitted_px())
        QTest.mouseMove(view.viewport(), away)
        assert scene.prompt.text == before


def test_a_click_on_a_power_keeps_it_said_until_a_click_elsewhere(qtbot):
    state, scene, view = _table(qtbot, (800, 600))
    before = scene.prompt.text
    chip = scene.powers["NO"]
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=_at(view, chip))
    QTest.mouseMove(view.viewport(), view.mapFromScene(QPointF(scene.width / 2, scene.height * 0.45)))
    assert "scores 3 points" in scene.prompt.text
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=_at(view, chip))  # again: put away
    assert scene.prompt.text == before
