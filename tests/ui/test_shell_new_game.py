"""The new-game dialog: validation in words, distinct colours, remembered choices per game."""

from app.games import registry
from app.persistence import settings
from app.ui.qt_new_game import NewGameDialog, from_settings, validate


def _dialog(qtbot, remembered=None):
    dialog = NewGameDialog(registry.get("flip7"), remembered)
    qtbot.addWidget(dialog)
    return dialog


def test_player_count_spans_the_game_range_and_rows_follow(qtbot):
    game = registry.get("flip7")
    dialog = _dialog(qtbot)
    assert dialog.players.minimum() == game.min_players and dialog.players.maximum() == game.max_players
    dialog.players.setValue(game.min_players + 2)
    assert len(dialog.rows) == game.min_players + 2
    colors = [r.color.color for r in dialog.rows]
    assert len(set(colors)) == len(colors)
    names = [r.name.text() for r in dialog.rows]
    assert len(set(names)) == len(names)
    assert dialog.problem() is None


def test_empty_and_duplicate_names_are_refused_in_words(qtbot):
    dialog = _dialog(qtbot)
    dialog.rows[1].name.setText("  ")
    dialog.accept()
    assert dialog.result() == 0
    assert dialog.error.text() == "Player 2 needs a name."
    dialog.rows[1].name.setText("ana")
    dialog.rows[0].name.setText("Ana")
    dialog.accept()
    assert "both called ana" in dialog.error.text()
    dialog.rows[1].name.setText("Bo")
    dialog.rows[1].color.set_color(dialog.rows[0].color.color)
    assert "same colour" in dialog.problem()
    dialog.rows[1].color.set_color("#123456")
    dialog.seed.setText("abc")
    assert "whole number" in dialog.problem()
    dialog.seed.setText("42")
    dialog.accept()
    assert dialog.result() == 1
    assert dialog.choices()["seed"] == 42


def test_validate_edge_cases():
    seat = {"name": "A", "color": "#ff0000", "kind": "human"}
    assert validate([seat], "") is None
    assert "too long" in validate([{**seat, "name": "x" * 40}], "")
    assert "from 0 up" in validate([seat], "-3")


def test_choices_are_remembered_per_game(qtbot):
    from app.ui.qt_main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    game = registry.get("flip7")
    dialog = _dialog(qtbot)
    dialog.players.setValue(4)
    dialog.rows[0].name.setText("Zoe")
    dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kind.findData("hard"))
    dialog.rows[3].color.set_color("#17a2a8")
    dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))
    choices = dialog.choices()
    window.start_game = lambda *a, **k: None  # only the remembering is tested here
    window.start_from_choices(game, choices)
    stored = settings.last_new_game("flip7")
    assert stored["names"][0] == "Zoe" and stored["kinds"][2] == "hard"
    again = _dialog(qtbot, from_settings(stored))
    assert again.players.value() == 4
    assert [r.value() for r in again.rows] == choices["seats"]
    assert again.speed.currentData() == "fast"
    assert again.seed.text() == ""  # a seed is never carried over to the next game


def test_shrinking_then_growing_keeps_typed_names(qtbot):
    dialog = _dialog(qtbot)
    dialog.players.setValue(4)
    dialog.rows[3].name.setText("Dora")
    dialog.players.setValue(3)
    dialog.players.setValue(4)
    assert dialog.rows[3].name.text() == "Dora"


def test_name_limit_and_kinds_are_the_seats_own(qtbot):
    """The dialog accepts exactly the names and kinds a seat accepts (app/persistence/seats.py)."""
    from app.persistence import seats

    seat = {"name": "A", "color": "#ff0000", "kind": "human"}
    longest = "x" * seats.MAX_NAME
    assert validate([{**seat, "name": longest}], "") is None
    assert seats.seat_problem(seats.SeatConfig(longest, "#ff0000", "human"), 1) is None
    too_long = validate([{**seat, "name": longest + "y"}], "")
    assert too_long == f"The name of player 1 is too long (at most {seats.MAX_NAME} letters)."
    assert validate([{**seat, "name": "A\tB"}], "") == "The name of seat 1 contains control characters."
    # a remembered 22-letter name (the settings keep names up to the seats' limit) starts a game
    name = "Alexandra-Marie Dubois"
    assert len(name) == 22
    settings.remember_new_game("flip7", players=3, names=[name, "Bo", "Cy"], colors=["#d1352b", "#2f6fd0", "#2e9d4a"],
                               kinds=["human", "easy", "hard"], seed=None)
    dialog = _dialog(qtbot, from_settings(settings.last_new_game("flip7")))
    assert dialog.rows[0].name.text() == name and dialog.problem() is None
    assert [dialog.rows[0].kind.itemData(i) for i in range(dialog.rows[0].kind.count())] == list(seats.KINDS)
    assert [s["kind"] for s in dialog.seats()] == ["human", "easy", "hard"]
