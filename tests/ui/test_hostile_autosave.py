"""Hostile files found by the adversarial run (issue 27): nothing read from a file stops the launcher
or escapes a load. A damaged autosave is set aside with a sentence the player sees (English and
German); a save that cannot be played is refused with a sentence, never a traceback."""

import json

import pytest

from app.core import i18n
from app.games import registry
from app.persistence import paths, saves
from app.persistence.seats import SeatConfig
from app.ui.qt_main_window import MainWindow

SEATS = [SeatConfig(n, "#888", "human") for n in ("Ana", "Bo", "Cy")]


def _autosave_with(game_id: str = "flip7", **fields) -> None:
    """An unfinished game of `game_id` in its autosave, with the top-level `fields` written over."""
    game = registry.get(game_id)
    state = game.new_state(3, 7)
    state.apply(state.legal_actions()[0])
    path = paths.autosave_path(game_id)
    saves.save_game(path, game, state, SEATS)
    doc = json.loads(path.read_text())
    doc.update(fields)
    path.write_text(json.dumps(doc))


def _window(qtbot) -> MainWindow:
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    shown: list = []
    window.show_problem = lambda title, sentence: shown.append((title, sentence))
    window.shown = shown
    return window


def _tile(window, game_id):
    return next(t for t in window.launcher.tiles if t.game_id == game_id)


@pytest.mark.parametrize("saved_at", ["0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-14:00",
                                      "0001-01-01T00:00:00", "9999-12-31T23:59:59", "2026-13-45T99:00:00",
                                      12, None, ["2026"]])
def test_a_saved_at_out_of_range_does_not_stop_the_launcher(qtbot, saved_at):
    _autosave_with(saved_at=saved_at)
    window = _window(qtbot)  # raised OverflowError in local_time on every launch
    tile = _tile(window, "flip7")
    assert not tile.resume.isVisibleTo(window) and tile.saved.text() == "Could not be read"
    problem = window._autosave_problems["flip7"]
    assert problem.startswith("Your unfinished game of Flip 7 could not be read.")
    assert "time it was saved" in problem and "autosave-flip7.damaged-" in problem
    assert not paths.autosave_path("flip7").exists()
    assert len(list(paths.data_dir().glob("autosave-flip7.damaged-*.json"))) == 1
    assert window.autosave_info() is None


def test_the_launcher_says_it_in_german(qtbot):
    _autosave_with(saved_at="0001-01-01T00:00:00+14:00")
    with i18n.use("de"):
        window = _window(qtbot)
        tip = _tile(window, "flip7").saved.toolTip().replace("\u200b", "")
    assert tip.startswith("Deine nicht beendete Partie Flip 7 konnte nicht gelesen werden.")
    assert "Zeitpunkt" in tip and "time it was saved" not in tip


def test_a_good_saved_at_in_any_zone_is_continued(qtbot):
    _autosave_with(saved_at="2026-12-07T23:30:00-14:00")
    window = _window(qtbot)
    assert _tile(window, "flip7").resume.isVisibleTo(window) or not window.isVisible()
    assert "flip7" in window.unfinished_games() and window._autosave_problems == {}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_opening_a_save_that_cannot_be_set_up_again_says_why(qtbot, tmp_path, lang, monkeypatch):
    from app.persistence import saves
    from tests.session.test_hostile_load import _all_discs_in_one_hand

    path = _all_discs_in_one_hand(tmp_path / "hostile.json")

    def fails(game, state):  # as Top This!'s set-up did with that save before its root was mended
        raise ValueError("max() iterable argument is empty")

    monkeypatch.setattr(saves, "check_recorded_setup", fails)
    with i18n.use(lang):
        window = _window(qtbot)
        window.load_game(path)  # raised ValueError (max() of an empty drop) out of load_game
    assert window.session is None and len(window.shown) == 1
    title, sentence = window.shown[0]
    if lang == "en":
        assert title == "Cannot load the game" and sentence == "The saved game is damaged and cannot be replayed."
    else:
        assert "beschädigt" in sentence and "damaged" not in sentence


@pytest.mark.parametrize("lang", ["en", "de"])
def test_continuing_an_autosave_with_a_lone_surrogate_in_a_name_says_why(qtbot, lang):
    _autosave_with(seats=[{"name": "Ana\ud800", "color": "#888", "kind": "human"},
                          *[s.to_dict() for s in SEATS[1:]]])
    with i18n.use(lang):
        window = _window(qtbot)
        window.continue_game("flip7")  # raised UnicodeEncodeError when the move log was written
    assert window.session is None and len(window.shown) == 1
    sentence = window.shown[0][1]
    assert not paths.autosave_path("flip7").exists()  # set aside: not offered again
    if lang == "en":
        assert sentence.startswith("Your unfinished game could not be read.")
        assert "The name of seat 1 contains a character that is not text." in sentence
    else:
        assert "Der Name auf Platz 1 enthält ein Zeichen, das kein Text ist." in sentence


@pytest.mark.parametrize("typed, says", [("Ana\u202e", "turns the direction of the text"),
                                         ("\u202eAna", "turns the direction of the text"),
                                         ("B\x85o", "control characters"), ("C\u2029y", "control characters")])
def test_the_new_game_dialog_never_lets_one_in(qtbot, typed, says):
    from app.ui.qt_new_game import NewGameDialog

    dialog = NewGameDialog(registry.get("flip7"))
    qtbot.addWidget(dialog)
    dialog.rows[1].name.setText(typed)
    dialog.accept()
    assert dialog.result() == 0 and says in dialog.error.text() and "seat 2" in dialog.error.text()
    with i18n.use("de"):
        assert "Platz 2" in dialog.problem()
    dialog.rows[1].name.setText("Bo")
    assert dialog.problem() is None
    dialog.rows[1].name.setText(" Bo\x85")  # at either end it is space, and goes with the spaces
    assert dialog.problem() is None and dialog.seats()[1]["name"] == "Bo"
