"""Reading a save or the settings never hangs and never reads without end: a FIFO, a symlink to
/dev/zero or /dev/urandom (st_size 0, endless), a folder are refused with a sentence; a symlink to a
real save loads. Each read runs in a thread joined with a timeout, so a hang fails in seconds."""

import os
import threading
from pathlib import Path

import pytest

from app.core import SaveFormatError
from app.persistence import autosave, files, paths, saves, settings
from tests.support import GAME, resolve
from tests.support.secretgame.rules import Pass, Peek

from tests.persistence.test_saves import SEATS3

JOIN_S = 10.0


def _within(fn, *args, **kwargs):
    """fn(*args) in a thread; fails (instead of hanging the run) if it does not return in JOIN_S."""
    out: dict = {}

    def run():
        try:
            out["value"] = fn(*args, **kwargs)
        except BaseException as exc:  # handed to the test
            out["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(JOIN_S)
    assert not thread.is_alive(), f"{getattr(fn, '__name__', fn)} did not return within {JOIN_S} s"
    return out


def _release(fifo: Path) -> None:
    """Unblock a reader stuck on `fifo` (only the code before the fix gets stuck)."""
    try:
        fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        os.close(fd)
    except OSError:
        pass


def _special(tmp_path, kind, name="x.json"):
    path = tmp_path / name
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        if not Path(kind).exists():
            pytest.skip(f"{kind} missing")
        path.symlink_to(kind)
    return path


SPECIAL = ["fifo", "/dev/zero", "/dev/urandom", "folder"]
needs_posix = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs and symlinks")


@needs_posix
@pytest.mark.parametrize("kind", SPECIAL)
def test_loading_a_special_file_is_refused_at_once(tmp_path, kind):
    path = _special(tmp_path, kind)
    try:
        out = _within(saves.load_game, path, resolve_game=resolve)
    finally:
        if kind == "fifo":
            _release(path)
    error = out.get("error")
    assert isinstance(error, SaveFormatError), out
    sentence = str(error)
    assert ("folder" if kind == "folder" else "not an ordinary file") in sentence
    assert "Errno" not in sentence and "st_size" not in sentence


@needs_posix
@pytest.mark.parametrize("kind", SPECIAL)
def test_peek_and_autosave_of_a_special_file_do_not_hang(tmp_path, kind, monkeypatch):
    folder = tmp_path / "data"
    folder.mkdir()
    monkeypatch.setenv("TOP_FIVE_DATA_DIR", str(folder))
    path = _special(folder, kind, "autosave.json")
    try:
        assert _within(saves.peek_save, path) == {"value": None}
        assert _within(saves.has_unfinished, resolve_game=resolve) == {"value": False}
        examined = _within(autosave.examine)["value"]
    finally:
        if kind == "fifo":
            _release(path)
    assert examined.head is None and "could not be read" in examined.problem


@needs_posix
@pytest.mark.parametrize("kind", SPECIAL)
def test_settings_that_are_a_special_file_give_defaults_at_once(tmp_path, kind):
    path = _special(paths.data_dir(), kind, "settings.json")
    try:
        out = _within(settings.load)
        assert _within(settings.get_str, "speed", "normal") == {"value": "normal"}
    finally:
        if kind == "fifo":
            _release(path)
    assert out["value"]["new_game"] == {} and out["value"]["prefs"] == {}


@needs_posix
@pytest.mark.parametrize("kind", SPECIAL)
def test_a_move_log_that_is_a_special_file_is_ignored_with_a_note(tmp_path, kind):
    state = GAME.new_state(3, seed=7)
    state.apply(Peek())
    snapshot = tmp_path / "autosave.json"
    saves.save_game(snapshot, GAME, state, SEATS3, [True])
    log = _special(tmp_path, kind, "autosave.moves.jsonl")
    try:
        out = _within(autosave.load_noted, snapshot, resolve_game=resolve)
    finally:
        if kind == "fifo":
            _release(log)
    saved, note = out["value"]
    assert saved.state == state and "could not be recovered" in note


@needs_posix
def test_a_symlink_to_a_real_save_loads(tmp_path):
    state = GAME.new_state(3, seed=7)
    state.apply(Peek())
    state.apply(Pass())
    real = tmp_path / "real.json"
    saves.save_game(real, GAME, state, SEATS3, [True, False])
    link = tmp_path / "link.json"
    link.symlink_to(real)
    assert _within(saves.load_game, link, resolve_game=resolve)["value"].state == state
    assert _within(saves.peek_save, link)["value"]["moves"] == 2


def test_a_normal_save_loads(tmp_path):
    state = GAME.new_state(3, seed=7)
    state.apply(Peek())
    path = tmp_path / "n.json"
    saves.save_game(path, GAME, state, SEATS3, [True])
    assert _within(saves.load_game, path, resolve_game=resolve)["value"].state == state


def test_read_capped_never_returns_more_than_the_cap(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b"x" * 1000)
    assert files.read_capped(path, 1000) == b"x" * 1000
    with pytest.raises(files.FileTooLargeError):
        files.read_capped(path, 999)
