"""The new-game dialog's choices with a line each (issue 11): Top Pop's "variant" says what each way to
play changes; the two-player game fixes the player count at 2; City Powers are offered only for the
standard and lite games. The dialog does it from data in the options (app/core/options.py), for any
game."""

import pytest
from PySide6.QtWidgets import QLabel

from app.core import i18n
from app.core.options import GameInfo, Option
from app.games.top_pop import INFO
from app.ui.qt_new_game import NewGameDialog
from tests.ui.top_pop_duo_helpers import skip_without_the_games_german


def _dialog(qtbot, info=INFO, remembered=None):
    dialog = NewGameDialog(info, remembered)
    qtbot.addWidget(dialog)
    return dialog


def _choose(dialog, name, value):
    combo = dialog.option_rows[name][1]
    combo.setCurrentIndex(combo.findData(value))


def test_each_way_to_play_shows_its_own_line(qtbot):
    dialog = _dialog(qtbot, remembered={"players": 4})
    variant = INFO.options[0]
    lines = set()
    for value, _label in variant.choices:
        _choose(dialog, "variant", value)
        line = dialog.choice_lines["variant"]
        assert line.text() == variant.choice_note(value) and line.text()
        assert not line.isHidden()
        lines.add(line.text())
    assert len(lines) == 3
    texts = {w.text() for w in dialog.findChildren(QLabel)}
    assert variant.description in texts  # the option's own line stays


def test_two_player_fixes_the_count_at_two_and_other_ways_free_it(qtbot):
    dialog = _dialog(qtbot, remembered={"players": 4})
    assert dialog.players.value() == 4 and len(dialog.rows) == 4
    _choose(dialog, "variant", "two_player")
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 2)
    assert dialog.players.value() == 2 and len(dialog.rows) == 2 and not dialog.players.isEnabled()
    assert dialog.choices()["players"] == 2
    _choose(dialog, "variant", "lite")
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 5) and dialog.players.isEnabled()
    dialog.players.setValue(5)
    assert len(dialog.rows) == 5 and dialog.options()["variant"] == "lite"


def test_a_remembered_two_player_game_opens_with_two_players(qtbot):
    dialog = _dialog(qtbot, remembered={"players": 5, "options": {"variant": "two_player", "city_powers": True}})
    assert dialog.players.value() == 2 and len(dialog.rows) == 2
    assert dialog.options() == {"variant": "two_player"}  # City Powers are not offered: left out


def test_city_powers_only_for_standard_and_lite_with_the_rules_sentence(qtbot):
    dialog = _dialog(qtbot, remembered={"players": 3})
    option, box, note = dialog.option_rows["city_powers"]
    box.setChecked(True)
    assert box.isEnabled() and note.text() == option.description
    assert dialog.options() == {"variant": "standard", "city_powers": True}
    _choose(dialog, "variant", "two_player")
    assert not box.isEnabled()
    assert note.text() == "City Powers are a variant of the standard and lite games, not of the two-player game."
    assert "city_powers" not in dialog.options()
    _choose(dialog, "variant", "lite")
    assert box.isEnabled() and dialog.options() == {"variant": "lite", "city_powers": True}


@pytest.mark.parametrize("variant", ["standard", "lite", "two_player"])
def test_what_the_dialog_gives_is_a_game_the_rules_accept(qtbot, variant):
    from app.games.top_pop.rules import GAME

    dialog = _dialog(qtbot, remembered={"players": 5})
    dialog.option_rows["city_powers"][1].setChecked(True)
    _choose(dialog, "variant", variant)
    choices = dialog.choices()
    state = GAME.new_state(choices["players"], 1, choices["options"])
    assert state.variant == variant and state.city_powers == (variant != "two_player")
    assert len(state.legal_actions()) > 0


def test_the_lines_are_generic_data_of_any_game(qtbot):
    info = GameInfo("g", "G", 2, 6, options=(
        Option("mode", "Mode", "How to play.", kind="choice", default="a", public=True,
               choices=(("a", "A"), ("b", "B")), choice_notes=(("b", "Three players exactly."),),
               choice_players=(("b", 3, 3),)),
        Option("extra", "Extra", "More.", kind="bool", default=False, public=True,
               only_with=(("mode", ("a",)),), only_with_note="Only in mode A."),
    ))
    assert all(o.schema_problem() is None for o in info.options)
    dialog = _dialog(qtbot, info, {"players": 5})
    assert dialog.choice_lines["mode"].isHidden()  # "a" has no line of its own
    _choose(dialog, "mode", "b")
    assert dialog.players.value() == 3 and dialog.choice_lines["mode"].text() == "Three players exactly."
    assert dialog.option_rows["extra"][2].text() == "Only in mode A."
    assert Option("x", "X", "y", kind="choice", choices=((1, "1"),), choice_notes=((2, "z"),)).schema_problem()
    assert Option("x", "X", "y", kind="bool", only_with=(("m", (1,)),)).schema_problem()


def test_the_lines_are_german_in_german(qtbot):
    with i18n.use("de"):
        dialog = _dialog(qtbot, remembered={"players": 3})
        _choose(dialog, "variant", "two_player")
        note = dialog.option_rows["city_powers"][2].text()
        line = dialog.choice_lines["variant"].text()
    skip_without_the_games_german()
    assert note != INFO.options[1].only_with_note
    assert line != INFO.options[0].choice_note("two_player")
