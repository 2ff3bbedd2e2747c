"""A damaged autosave is never lost without a word: it is renamed aside (autosave.damaged-<date>.json,
same bytes), and the launcher says that the unfinished game could not be read, why, and where the
file was kept, instead of "No unfinished game."."""

import json

import pytest

from app.core import SaveFormatError
from app.games import registry
from app.persistence import autosave, movelog, paths, saves
from app.persistence.seats import SeatConfig
from app.session import GameSession
from app.ui.qt_launcher import LauncherWidget
from app.ui.qt_main_window import MainWindow

GARBAGE = b"\x00\x13garbage \xff\xfe not a save"
SEATS = [SeatConfig(n, "#888", "normal") for n in ("Ana", "Bo", "Cy")]


def _damaged(folder):
    return sorted(folder.glob("autosave.damaged-*.json"))


def test_garbage_autosave_is_set_aside_and_explained():
    paths.autosave_path().write_bytes(GARBAGE)
    examined = autosave.examine()
    assert examined.head is None
    kept = _damaged(paths.data_dir())
    assert len(kept) == 1 and kept[0].read_bytes() == GARBAGE  # renamed, not deleted
    assert not paths.autosave_path().exists()
    sentence = examined.problem
    assert sentence.startswith("Your unfinished game could not be read.")
    assert "not a Top Five saved game" in sentence and kept[0].name in sentence
    assert "Traceback" not in sentence and "Errno" not in sentence
    # the launcher of this run keeps saying it until a new game is autosaved
    assert autosave.examine().problem == sentence


def test_two_damaged_autosaves_keep_both_files():
    for n in range(2):
        paths.autosave_path().write_text(f"{{broken {n}")
        assert "could not be read" in autosave.examine().problem
    kept = _damaged(paths.data_dir())
    assert sorted(p.read_text() for p in kept) == ["{broken 0", "{broken 1"]


def test_its_move_log_is_kept_aside_with_it():
    paths.autosave_path().write_text("{}")
    log = movelog.log_path(paths.autosave_path())
    log.write_text("moves\n")
    autosave.examine()
    [kept] = _damaged(paths.data_dir())
    assert movelog.log_path(kept).read_text() == "moves\n" and not log.exists()


def test_an_autosave_whose_moves_do_not_replay_is_set_aside_on_continue(qtbot):
    state = registry.get("flip7").new_state(3, 5)
    state.apply(state.legal_actions()[0])
    saves.save_game(paths.autosave_path(), registry.get("flip7"), state, SEATS)
    doc = json.loads(paths.autosave_path().read_text())
    doc["state"]["actions"][0] = {"type": "target", "player": 9}
    paths.autosave_path().write_text(json.dumps(doc))
    with pytest.raises(SaveFormatError) as caught:
        GameSession.load(paths.autosave_path())  # Continue: the file it would autosave to
    assert "could not be read" in str(caught.value) and "Move 1" in str(caught.value)
    assert len(_damaged(paths.data_dir())) == 1 and not paths.autosave_path().exists()


def test_loading_a_damaged_file_of_ones_own_leaves_it_in_place(tmp_path, qtbot):
    mine = tmp_path / "evening.json"
    mine.write_bytes(GARBAGE)
    with pytest.raises(SaveFormatError):
        GameSession.load(mine)
    assert mine.read_bytes() == GARBAGE and not list(tmp_path.glob("*damaged*"))


def test_launcher_shows_the_sentence(qtbot):
    launcher = LauncherWidget(registry.all())
    qtbot.addWidget(launcher)
    launcher.set_autosave(None, "Your unfinished game could not be read. The file is empty.")
    assert launcher.continue_label.text() == "Your unfinished game could not be read. The file is empty."
    assert not launcher.continue_button.isEnabled()
    launcher.set_autosave(None)
    assert launcher.continue_label.text() == "No unfinished game."


def test_main_window_at_start_with_a_garbage_autosave(qtbot):
    paths.autosave_path().write_bytes(GARBAGE)
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    text = window.launcher.continue_label.text().replace("\u200b", "")  # break points of long names
    assert text != "No unfinished game." and "could not be read" in text
    assert _damaged(paths.data_dir())[0].name in text
    assert window.launcher.continue_button.toolTip() == text
    assert not window.launcher.continue_button.isEnabled()
