"""Seat names and colours are a player's words (issue 27, found by the adversarial run): control
characters (U+0085), the marks that turn the direction of the text (U+202E) and lone surrogates
("Ana\\ud800", which crashed the start with UnicodeEncodeError when the move log was written) are
refused with a sentence, by the one check (`seats.text_problem` in `seat_problem`) that the new-game
dialog, saves, move logs and the session all use."""

import json

import pytest

from app.core import SaveFormatError, i18n
from app.games import registry
from app.persistence import movelog, saves
from app.persistence.seats import SeatConfig, seat_problem, validate_seats

FLIP7 = registry.get("flip7")


def _problem(name="Ana", color="#888888"):
    return seat_problem(SeatConfig(name, color, "human"), 2)


@pytest.mark.parametrize("name, says", [
    ("Bo\x85", "contains control characters"), ("\x9bBo", "contains control characters"),
    ("Bo\x00", "contains control characters"), ("Bo\u2028Cy", "contains control characters"),
    ("Ana\u202e", "turns the direction"), ("\u2067Ana", "turns the direction"), ("A\u200fna", "turns the direction"),
    ("Ana\ud800", "not text"), ("\udfffAna", "not text"), ("Ana\u202e\ud800", "not text"),
])
def test_a_name_that_is_not_a_players_word_is_refused_in_words(name, says):
    problem = _problem(name)
    assert problem is not None and problem.startswith("The name of seat 2 ") and says in problem


@pytest.mark.parametrize("name", ["Zoë", "José", "Jose\u0301", "محمد", "李雷", "Anne-Marie", "O'Neil",
                                  "👩\u200d👩\u200d👧", "Ana 2"])
def test_names_in_any_script_are_fine(name):
    assert _problem(name) is None


@pytest.mark.parametrize("color", ["#888\ud800", "\u202e#888888", "#88\x858888"])
def test_a_colour_with_such_characters_is_refused(color):
    assert _problem(color=color) == "Seat 2 has no valid colour."


def test_the_sentences_read_in_german():
    with i18n.use("de"):
        said = [_problem("Ana\ud800"), _problem("Ana\u202e"), _problem("Bo\x85")]
    assert all(s and "Platz 2" in s for s in said), said
    assert len(set(said)) == 3 and not any("seat" in s for s in said)


def _save_with(tmp_path, name=None, color=None):
    state = FLIP7.new_state(3, 7)
    state.apply(state.legal_actions()[0])
    path = tmp_path / "hostile.json"
    saves.save_game(path, FLIP7, state, [SeatConfig(n, "#888", "human") for n in ("Ana", "Bo", "Cy")])
    doc = json.loads(path.read_text())
    if name is not None:
        doc["seats"][0]["name"] = name
    if color is not None:
        doc["seats"][2]["color"] = color
    path.write_text(json.dumps(doc))  # (json escapes a lone surrogate as \\ud800: the file is valid UTF-8)
    return path


@pytest.mark.parametrize("name, color", [("Ana\ud800", None), ("Ana\u202e", None), ("\x85", None),
                                         (None, "#123456\ud800")])
def test_a_save_with_such_a_seat_is_refused_with_a_sentence(tmp_path, name, color):
    path = _save_with(tmp_path, name, color)
    with pytest.raises(SaveFormatError) as caught:
        saves.load_game(path)
    assert str(caught.value).startswith("The saved game has a bad seat: ")
    assert saves.peek_header(path)["names"][0] in ("?", "Ana")  # the launcher never shows it either


def test_a_move_log_with_such_a_seat_is_ignored_with_a_note(tmp_path):
    state = FLIP7.new_state(3, 7)
    log = movelog.MoveLog(movelog.log_path(tmp_path / "autosave.json"), FLIP7,
                          [SeatConfig(n, "#888", "human") for n in ("Ana", "Bo", "Cy")])
    log.sync(state)
    log.close()
    path = movelog.log_path(tmp_path / "autosave.json")
    lines = path.read_text().splitlines()
    header = json.loads(lines[0])
    header["seats"][1]["name"] = "Bo\ud800"
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    saved, note = movelog.merge(None, path, registry.get)
    assert saved is None and "could not be recovered" in note


def test_a_session_is_never_given_one(qtbot):
    from app.session import GameSession

    with pytest.raises(ValueError, match="not text"):
        GameSession.new(FLIP7, [SeatConfig("Ana\ud800", "#888", "human"), SeatConfig("Bo", "#999", "human"),
                                SeatConfig("Cy", "#777", "human")], 1, autosave=False)
    with pytest.raises(ValueError, match="direction"):
        validate_seats([SeatConfig("\u202eAna", "#888", "human")], 1)
