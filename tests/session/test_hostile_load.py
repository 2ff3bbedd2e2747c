"""Every exception from loading becomes a sentence (issue 27, found by the adversarial run): a Top
This! save with all 45 discs in one hand passed `state_from_dict`, then `GameSession.load` raised
`ValueError: max() iterable argument is empty` when the recorded drop was set up again, and the
error escaped the window's load_game. The root is mended (an empty drop is set up again: that save
loads and plays on); a save whose recorded set-up cannot be set up again is refused where it is read,
and anything else that fails while a loaded game is set up is a sentence too (an autosave being
continued is set aside)."""

import json

import pytest

from app.core import SaveFormatError
from app.games import registry
from app.persistence import movelog, paths, saves
from app.persistence.seats import SeatConfig
from app.session import GameSession, journal

TOP_THIS = registry.get("top_this")
SEATS = [SeatConfig("Ana", "#d33", "human"), SeatConfig("Bo", "#33d", "human")]


def _all_discs_in_one_hand(path):
    """The adversarial run's save: every disc in Ana's hand (nothing left to drop), no snapshot, and
    no recorded drop, so `state_from_dict` sets it up once without complaint."""
    state = TOP_THIS.new_state(2, 5, {"hands": [list(range(45)), []]})
    saves.save_game(path, TOP_THIS, state, SEATS)
    doc = json.loads(path.read_text())
    doc["state"]["snapshot"] = None
    doc["state"]["options"].pop("drop")
    path.write_text(json.dumps(doc))
    return path


def test_the_save_loads_now_that_an_empty_drop_can_be_set_up_again(tmp_path):
    """The root: with every disc in a hand nothing is dropped at the set-up, and checking the recorded
    (empty) drop took max() of nothing. Now it is set up again like any other."""
    path = _all_discs_in_one_hand(tmp_path / "hostile.json")
    loaded = saves.load_game(path)
    assert loaded.state.to_json() == TOP_THIS.new_state(2, 5, {"hands": [list(range(45)), []]}).to_json()


def test_loading_it_into_a_session_plays_on(tmp_path, qtbot):
    path = _all_discs_in_one_hand(tmp_path / "hostile.json")
    session = GameSession.load(path)
    assert session.legal_actions()
    assert path.exists() and not list(tmp_path.glob("*damaged*"))


def test_a_move_log_alone_with_such_options_is_continued(qtbot):
    path = paths.autosave_path("top_this")
    log = movelog.MoveLog(movelog.log_path(path), TOP_THIS, SEATS)
    log.sync(TOP_THIS.new_state(2, 5, {"hands": [list(range(45)), []]}))
    log.close()
    lines = movelog.log_path(path).read_text().splitlines()
    header = json.loads(lines[0])
    header["options"].pop("drop")
    movelog.log_path(path).write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    session = GameSession.load(path, save_path=path)
    assert session.legal_actions() and movelog.log_path(path).exists()


@pytest.mark.parametrize("failure", [RuntimeError("boom"), KeyError("seat"), UnicodeEncodeError(
    "utf-8", "\ud800", 0, 1, "surrogates not allowed"), RecursionError(), OverflowError()])
def test_anything_that_fails_while_a_loaded_game_is_set_up_is_a_sentence(tmp_path, qtbot, monkeypatch, failure):
    state = TOP_THIS.new_state(2, 5)
    mine = tmp_path / "evening.json"
    saves.save_game(mine, TOP_THIS, state, SEATS)
    continued = paths.autosave_path("top_this")
    saves.save_game(continued, TOP_THIS, state, SEATS)

    def fails(*args, **kwargs):
        raise failure

    monkeypatch.setattr(journal.Journal, "rebuild", classmethod(fails))
    with pytest.raises(SaveFormatError) as caught:
        GameSession.load(mine)
    assert str(caught.value) == "The saved game is damaged and cannot be replayed."
    assert mine.exists()
    with pytest.raises(SaveFormatError) as caught:  # Continue: its autosave is set aside, not offered again
        GameSession.load(continued, save_path=continued)
    assert str(caught.value).startswith("Your unfinished game could not be read.")
    assert not continued.exists() and list(paths.data_dir().glob("autosave-top_this.damaged-*.json"))
