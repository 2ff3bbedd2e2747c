"""The new-game dialog and the table agree on the seats' colours (issue 27): where a game's pieces
give the seats their colours (Top Pop's standard and lite games: each seat plays its company's caps),
the dialog shows those colours, offers no other, and gives them to the new game (the statistics and
the saves record what the table shows); the two-player game keeps the colours chosen. An option not
offered for the other choices (City Powers in the two-player game) shows unticked and is not used,
and comes back as it was when offered again."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox

from app.core import i18n
from app.games import registry
from app.ui.qt_new_game import NewGameDialog

SEATS = [{"name": "Ana", "color": "#d1352b", "kind": "human"}, {"name": "Ben", "color": "#2f6fd0", "kind": "normal"},
         {"name": "Cleo", "color": "#2e9d4a", "kind": "normal"}, {"name": "Dan", "color": "#f08c1a", "kind": "normal"}]


def _dialog(qtbot, remembered):
    dialog = NewGameDialog(registry.info("top_pop"), remembered)
    qtbot.addWidget(dialog)
    return dialog


def _variant(dialog, value) -> None:
    _option, widget, _note = dialog.option_rows["variant"]
    widget.setCurrentIndex(widget.findData(value))


def _scene_colors(players: int, options: dict) -> list[str]:
    from app.games.top_pop.ui.scene import Scene

    game = registry.get("top_pop")
    state = game.new_state(players, 3, options)
    scene = Scene(game, [s["name"] for s in SEATS[:players]], [s["color"] for s in SEATS[:players]])
    return scene.seat_colors(state.view(0)) or [s["color"] for s in SEATS[:players]]


@pytest.mark.parametrize("variant", ["standard", "lite"])
def test_top_pop_seats_play_and_are_recorded_in_their_caps_colours(qtbot, variant):
    dialog = _dialog(qtbot, {"players": 4, "seats": SEATS, "options": {"variant": variant}})
    chosen = dialog.choices()
    colors = [s["color"] for s in chosen["seats"]]
    assert colors == _scene_colors(4, chosen["options"])  # what the table and the statistics show
    assert dialog.rows[2].color.text() == "Yellow" and dialog.rows[3].color.text() == "Green"  # Cleo, Dan
    assert all(not row.color.isEnabled() for row in dialog.rows)  # nothing to choose that is ignored
    assert all(row.color.toolTip() for row in dialog.rows)  # it says why


def test_the_two_player_game_keeps_the_colours_chosen(qtbot):
    dialog = _dialog(qtbot, {"players": 2, "seats": SEATS, "options": {"variant": "standard"}})
    _variant(dialog, "two_player")
    chosen = dialog.choices()
    assert [s["color"] for s in chosen["seats"]] == ["#d1352b", "#2f6fd0"]
    assert [s["color"] for s in chosen["seats"]] == _scene_colors(2, chosen["options"])
    assert all(row.color.isEnabled() for row in dialog.rows)
    _variant(dialog, "standard")
    assert [s["color"] for s in dialog.choices()["seats"]] == _scene_colors(2, {"variant": "standard"})


@pytest.mark.parametrize("lang", ["en", "de"])
def test_city_powers_are_unticked_while_not_offered_and_come_back(qtbot, lang):
    with i18n.use(lang):
        dialog = _dialog(qtbot, {"players": 2, "seats": SEATS, "options": {"variant": "standard", "city_powers": True}})
        _option, box, _note = dialog.option_rows["city_powers"]
        assert isinstance(box, QCheckBox) and box.isChecked() and box.isEnabled()
        _variant(dialog, "two_player")
        assert not box.isEnabled() and not box.isChecked()
        assert "city_powers" not in dialog.options()
        _variant(dialog, "standard")
        assert box.isEnabled() and box.isChecked() and dialog.options()["city_powers"] is True
