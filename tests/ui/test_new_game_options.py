"""Options as a schema (issue 8, part 4): every game declares its options; the new-game dialog shows
exactly the public ones of the chosen game, with what each changes; the values chosen reach the new
game and are remembered."""

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox

from app.core.options import KINDS, GameInfo, Option
from app.games import registry
from app.persistence import settings
from app.ui.qt_new_game import NewGameDialog, from_settings

#: options that stack a deck or lay out a table for tests and saves: never shown to players
TEST_ONLY = {"flip7": {"deck"}, "top_this": {"layout", "hands", "orders", "tips", "bag", "drop"}, "top_oder_flop": {"deck"},
             "top_pop": {"deck"}, "top3": {"deck", "categories"}}


@pytest.mark.parametrize("info", registry.infos(), ids=lambda i: i.id)
def test_every_game_declares_a_well_formed_schema(info):
    game = registry.get(info.id)
    assert game.info is info and game.option_names == info.option_names
    for option in info.options:
        assert option.schema_problem() is None, option
        assert option.kind in KINDS
        if option.kind == "choice":
            assert option.choices
        if option.public:
            assert option.label and option.description and "\n" not in option.description
            for players in range(info.min_players, info.max_players + 1):
                assert option.problem(option.default, players) is None
    assert {o.name for o in info.options if not o.public} >= TEST_ONLY[info.id]
    assert not {o.name for o in info.public_options()} & TEST_ONLY[info.id]


def test_schema_problems_are_found():
    assert Option("x", "X", "one line", kind="choice", public=True).schema_problem()
    assert Option("x", "X", "", kind="data", public=True).schema_problem()
    assert Option("x", "X", "one line", kind="int", low=1, high=3, default=9, public=True).schema_problem()
    assert Option("x", "X", "", kind="seat", public=True).schema_problem()  # a public option says what it does


def test_the_schema_checks_values_in_players_words():
    game = registry.get("top_this")
    with pytest.raises(ValueError, match=r"^The start player must be one of the 3 players \(a seat from 0 to 2\), not 3\.$"):
        game.new_state(3, 1, {"start": 3})
    with pytest.raises(ValueError, match="first dealer"):
        registry.get("flip7").new_state(3, 1, {"dealer": "Ana"})
    info = GameInfo("g", "G", 2, 6, options=(
        Option("v", "City Powers", "Each player gets a power.", kind="bool", default=False, min_players=3,
               public=True),))
    assert info.options[0].problem(True, 2) == "The City Powers is a choice for games of 3 or more players, not of 2."
    assert info.public_options(2) == () and info.public_options(3) == info.options
    assert GameInfo("g", "G", 1, 2, options=("a", "b")).option_names == ("a", "b")  # names still work


def _dialog(qtbot, game_id, remembered=None):
    dialog = NewGameDialog(registry.info(game_id), remembered)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.parametrize("game_id", ["flip7", "top_this", "top_oder_flop", "top_pop", "top3"])
def test_the_dialog_shows_exactly_the_public_options_with_their_line(qtbot, game_id):
    info = registry.info(game_id)
    dialog = _dialog(qtbot, game_id)
    assert list(dialog.option_rows) == [o.name for o in info.public_options()]
    texts = {w.text() for w in dialog.findChildren(QLabel)}
    for option in info.options:
        assert (f"{option.label}:" in texts) == option.public
        assert (option.description in texts) == option.public
    for name in TEST_ONLY[game_id]:
        assert name not in dialog.options()


def test_a_seat_option_offers_random_and_the_players_by_name(qtbot):
    dialog = _dialog(qtbot, "top_this")
    dialog.players.setValue(3)
    _, combo, _ = dialog.option_rows["start"]
    assert isinstance(combo, QComboBox)
    assert [combo.itemText(i) for i in range(combo.count())] == ["Random", "Ana", "Ben", "Cleo"]
    dialog.rows[1].name.setText("Bea")
    assert combo.itemText(2) == "Bea"
    assert dialog.options() == {}  # Random: the game chooses
    combo.setCurrentIndex(3)
    assert dialog.choices()["options"] == {"start": 2}
    dialog.players.setValue(2)  # the seat chosen is gone: back to Random
    assert combo.count() == 3 and dialog.options() == {}


def test_the_chosen_start_player_starts_the_game_and_is_remembered(qtbot):
    from app.ui.qt_main_window import MainWindow

    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    dialog = _dialog(qtbot, "top_this")
    dialog.players.setValue(3)
    for row in dialog.rows:
        row.kind.setCurrentIndex(row.kind.findData("human"))
    _, combo, _ = dialog.option_rows["start"]
    combo.setCurrentIndex(combo.findData(2))
    window.start_from_choices(registry.info("top_this"), dialog.choices())
    assert window.session is not None and window.session.game is registry.get("top_this")
    assert window.session.state.options["start"] == 2
    assert window.session.state.current_player == 2
    window._close_session()
    stored = settings.last_new_game("top_this")
    assert stored["options"] == {"start": 2}
    again = _dialog(qtbot, "top_this", from_settings(stored))
    assert again.option_rows["start"][1].currentData() == 2 and again.options() == {"start": 2}


def test_the_first_dealer_reaches_flip7_and_bad_remembered_values_fall_back(qtbot):
    dialog = _dialog(qtbot, "flip7", {"players": 4, "options": {"dealer": 3}})
    assert dialog.options() == {"dealer": 3}
    state = registry.get("flip7").new_state(4, 1, dialog.options())
    assert state.dealer == 3 and state.current_player == 0  # the player on the dealer's left begins
    assert _dialog(qtbot, "flip7", {"players": 3, "options": {"dealer": 7}}).options() == {}
    assert _dialog(qtbot, "flip7", {"options": {"dealer": "x", "deck": ["5"]}}).options() == {}
    settings.remember_new_game("flip7", players=3, names=["A", "B", "C"], colors=["#f00", "#0f0", "#00f"],
                               kinds=["human"] * 3, options={"dealer": 9, "deck": ["5"], "colour": 1})
    assert "options" not in settings.last_new_game("flip7")  # only public options with a fitting value


def test_every_kind_of_option_gets_its_widget(qtbot):
    info = GameInfo("g", "G", 2, 4, options=(
        Option("variant", "Variant", "Which rules.", kind="choice", choices=(("a", "A"), ("b", "B")),
               default="a", public=True),
        Option("rounds", "Rounds", "How many rounds.", kind="int", low=1, high=9, default=3, public=True),
        Option("powers", "City Powers", "Each player gets a power.", kind="bool", default=False,
               min_players=3, public=True),
        Option("deck", "Deck", "For tests."),
    ))
    dialog = NewGameDialog(info, {"players": 2, "options": {"variant": "b", "rounds": 5, "powers": True}})
    qtbot.addWidget(dialog)
    kinds = {name: type(row[1]) for name, row in dialog.option_rows.items()}
    assert kinds == {"variant": QComboBox, "rounds": QSpinBox, "powers": QCheckBox}
    assert dialog.options() == {"variant": "b", "rounds": 5}  # City Powers is for 3 or more
    dialog.players.setValue(3)
    assert dialog.options() == {"variant": "b", "rounds": 5, "powers": True}
