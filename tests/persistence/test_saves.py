"""Save files: round trip, every kind of damage gives SaveFormatError with a sentence, atomic writes,
the autosave's "Continue" rules."""

import json
import os
from pathlib import Path

import pytest

from app.core import SaveFormatError
from app.persistence import paths, saves
from app.persistence.seats import SeatConfig
from tests.support import GAME, OPEN_GAME, resolve
from tests.support.secretgame.rules import Pass, Peek, Swap

SEATS3 = [SeatConfig("Ana", "#d33", "human"), SeatConfig("Bo", "#3d3", "normal"), SeatConfig("Cy", "#33d", "easy")]


def played_state(moves=(Peek(), Pass(), Swap(), Pass())):
    state = GAME.new_state(3, seed=7)
    for move in moves:
        state.apply(move)
    return state


def write_save(tmp_path, state=None, seats=SEATS3, name="game.json"):
    state = state or played_state()
    path = tmp_path / name
    saves.save_game(path, GAME, state, seats, [False] * len(state.history))
    return path


def test_data_dir_honours_environment_and_creates_it(tmp_path, monkeypatch):
    target = tmp_path / "a" / "b"
    monkeypatch.setenv("TOP_FIVE_DATA_DIR", str(target))
    assert paths.data_dir() == target and target.is_dir()
    assert paths.autosave_path().parent == target
    assert paths.settings_path().parent == target
    assert paths.saves_dir().is_dir()


def test_data_dir_defaults_to_platformdirs(tmp_path, monkeypatch):
    monkeypatch.delenv("TOP_FIVE_DATA_DIR", raising=False)
    asked = []

    def fake(name, appauthor=None):
        asked.append((name, appauthor))
        return str(tmp_path / "platform")

    monkeypatch.setattr(paths.platformdirs, "user_data_dir", fake)
    assert paths.data_dir() == tmp_path / "platform"
    assert asked == [("top-five", False)]


def test_round_trip_keeps_state_seats_and_revealed(tmp_path):
    state = played_state()
    path = tmp_path / "x.json"
    saves.save_game(path, GAME, state, SEATS3, [True, False, True, False])
    doc = json.loads(path.read_text())
    assert doc["format"] == "top-five-save" and doc["version"] == 1 and doc["game"] == "secretgame"
    assert doc["seats"][1] == {"name": "Bo", "color": "#3d3", "kind": "normal"}
    assert doc["finished"] is False and doc["state"]["actions"][0] == {"type": "peek"}
    loaded = saves.load_game(path, resolve_game=resolve)
    game, loaded_state, seats, revealed, saved_at, app_version = loaded
    assert game is GAME and loaded_state == state and loaded_state is not state
    assert seats == SEATS3 and revealed == [True, False, True, False]
    assert saved_at and app_version


def test_save_refuses_bad_seats_before_writing(tmp_path):
    with pytest.raises(ValueError, match="3 players but 2 seats"):
        saves.save_game(tmp_path / "x.json", GAME, played_state(), SEATS3[:2])
    assert not (tmp_path / "x.json").exists()


def _mutations():
    def edit(doc, **changes):
        return json.dumps({**doc, **changes})

    def edit_state(doc, **changes):
        return json.dumps({**doc, "state": {**doc["state"], **changes}})

    return [
        ("empty", lambda d, t: "", "empty"),
        ("blank", lambda d, t: "   \n", "empty"),
        ("truncated", lambda d, t: t[: len(t) // 2], "cut short"),
        ("not json", lambda d, t: "{this is: not json}", "not valid JSON"),
        ("json list", lambda d, t: "[1, 2, 3]", "not a Top Five saved game"),
        ("other format", lambda d, t: edit(d, format="other-app"), "not a Top Five saved game"),
        ("wrong version", lambda d, t: edit(d, version=2), "version 2"),
        ("unknown game", lambda d, t: edit(d, game="chess"), "does not know"),
        ("other game's state", lambda d, t: edit(d, game="opengame"), "another game"),
        ("no state", lambda d, t: edit(d, state=None), "no position"),
        ("edited move", lambda d, t: edit_state(d, actions=[{"type": "peek"}, {"type": "peek"}]), "Move 2"),
        ("unknown move", lambda d, t: edit_state(d, actions=[{"type": "fly"}]), "Move 1"),
        ("edited snapshot", lambda d, t: edit_state(d, snapshot={**d["state"]["snapshot"], "hands": [12, 12, 12]}),
         "does not match"),
        ("state version", lambda d, t: edit_state(d, version=5), "version 5"),
        ("too many players", lambda d, t: edit_state(d, players=9), "cannot be set up"),
        ("bad option", lambda d, t: edit_state(d, options={"rounds": 99}), "cannot be set up"),
        ("seats missing", lambda d, t: edit(d, seats=None), "who plays"),
        ("seats count", lambda d, t: edit(d, seats=d["seats"][:2]), "3 players but describes 2 seats"),
        ("empty name", lambda d, t: edit(d, seats=[{**d["seats"][0], "name": " "}] + d["seats"][1:]), "no name"),
        ("long name", lambda d, t: edit(d, seats=[{**d["seats"][0], "name": "x" * 200}] + d["seats"][1:]),
         "longer than"),
        ("bad kind", lambda d, t: edit(d, seats=d["seats"][:2] + [{**d["seats"][2], "kind": "genius"}]), "kind"),
        ("seat not object", lambda d, t: edit(d, seats=[1, 2, 3]), "not a seat"),
        ("revealed length", lambda d, t: edit(d, revealed=[True]), "undo information"),
        ("revealed type", lambda d, t: edit(d, revealed=["yes"] * 4), "undo information"),
    ]


@pytest.mark.parametrize("label, mutate, message", _mutations(), ids=[m[0] for m in _mutations()])
def test_damaged_saves_raise_a_sentence(tmp_path, label, mutate, message):
    good = write_save(tmp_path)
    text = good.read_text()
    bad = tmp_path / "bad.json"
    bad.write_text(mutate(json.loads(text), text))
    with pytest.raises(SaveFormatError, match=message) as info:
        saves.load_game(bad, resolve_game=resolve)
    sentence = str(info.value)
    assert sentence[0].isupper() and sentence.rstrip(")").endswith((".", ")")), sentence
    assert "Traceback" not in sentence


def test_random_bytes_missing_file_and_folder(tmp_path):
    junk = tmp_path / "junk.json"
    junk.write_bytes(bytes(range(256)) * 8)
    with pytest.raises(SaveFormatError, match="not text|not a Top Five|damaged"):
        saves.load_game(junk, resolve_game=resolve)
    with pytest.raises(SaveFormatError, match="There is no saved game at"):
        saves.load_game(tmp_path / "nope.json", resolve_game=resolve)
    with pytest.raises(SaveFormatError, match="folder"):
        saves.load_game(tmp_path, resolve_game=resolve)


def test_deeply_nested_json_is_refused_cleanly(tmp_path):
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100000 + "]" * 100000)
    with pytest.raises(SaveFormatError):
        saves.load_game(deep, resolve_game=resolve)


def test_default_resolver_refuses_a_test_game(tmp_path):
    # the test game is registered nowhere in the app: the app's registry does not know it
    with pytest.raises(SaveFormatError, match="does not know"):
        saves.load_game(write_save(tmp_path))


def test_write_atomic_replaces_and_leaves_no_temp_files(tmp_path):
    path = tmp_path / "f.json"
    saves.write_atomic(path, "one")
    saves.write_atomic(path, "twö")
    assert path.read_text(encoding="utf-8") == "twö"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["f.json"]


@pytest.mark.parametrize("failing", ["fsync", "replace", "write"])
def test_write_atomic_failure_midway_keeps_the_old_file(tmp_path, monkeypatch, failing):
    path = tmp_path / "autosave.json"
    saves.write_atomic(path, '{"good": true}')

    def boom(*args, **kwargs):
        raise OSError(28, "No space left on device")

    if failing == "write":
        real_fdopen = os.fdopen

        class HalfWriter:
            def __init__(self, handle):
                self.handle = handle

            def __enter__(self):
                return self

            def __exit__(self, *exc):
                self.handle.close()
                return False

            def write(self, data):
                self.handle.write(data[: len(data) // 2])  # half the bytes reach the disk...
                self.handle.flush()
                raise OSError(28, "No space left on device")  # ...then the disk is full

            def fileno(self):
                return self.handle.fileno()

            def flush(self):
                self.handle.flush()

        monkeypatch.setattr(saves.os, "fdopen", lambda fd, mode: HalfWriter(real_fdopen(fd, mode)))
    else:
        monkeypatch.setattr(saves.os, failing, boom)
    with pytest.raises(OSError):
        saves.write_atomic(path, json.dumps({"new": "x" * 10000}))
    monkeypatch.undo()
    assert path.read_text() == '{"good": true}'
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]


def test_a_stray_half_written_temp_file_is_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv("TOP_FIVE_DATA_DIR", str(tmp_path))
    state = played_state()
    saves.save_game(paths.autosave_path(), GAME, state, SEATS3)
    # what a crash between write and replace leaves behind
    (tmp_path / ".autosave.json.abc123.tmp").write_text('{"format": "top-five-save", "vers')
    loaded = saves.load_autosave(resolve_game=resolve)
    assert loaded is not None and loaded.state == state


def test_autosave_continue_rules(tmp_path):
    assert saves.has_unfinished(resolve_game=resolve) is False
    assert saves.load_autosave(resolve_game=resolve) is None
    state = played_state()
    saves.save_game(paths.autosave_path(), GAME, state, SEATS3)
    assert saves.has_unfinished(resolve_game=resolve) is True
    assert saves.load_autosave(resolve_game=resolve).state == state
    header = saves.peek_save(paths.autosave_path())
    assert header == {"game": "secretgame", "names": ["Ana", "Bo", "Cy"], "finished": False,
                      "saved_at": header["saved_at"], "moves": 4}
    while not state.is_over:
        state.apply(Pass())
    saves.save_game(paths.autosave_path(), GAME, state, SEATS3)
    assert json.loads(paths.autosave_path().read_text())["finished"] is True
    assert saves.has_unfinished(resolve_game=resolve) is False
    assert saves.load_autosave(resolve_game=resolve) is None
    paths.autosave_path().write_text("{damaged")
    assert saves.has_unfinished(resolve_game=resolve) is False
    with pytest.raises(SaveFormatError):
        saves.load_autosave(resolve_game=resolve)
    assert paths.autosave_path().read_text() == "{damaged"  # left for the player to inspect
    saves.clear_autosave()
    saves.clear_autosave()
    assert not paths.autosave_path().exists()


def test_open_game_saves_too(tmp_path):
    state = OPEN_GAME.new_state(2, seed=1)
    state.apply(Swap())
    path = tmp_path / "o.json"
    saves.save_game(path, OPEN_GAME, state, SEATS3[:2])
    assert saves.load_game(path, resolve_game=resolve).state == state


KILL_CHILD = r"""
import json, sys
from pathlib import Path
from app.persistence.saves import write_atomic
path = Path(sys.argv[1])
docs = [json.dumps({"which": w, "pad": w * 400000}) for w in ("a", "b")]
write_atomic(path, docs[0])
print("ready", flush=True)
i = 0
while True:
    i += 1
    write_atomic(path, docs[i % 2])
"""


def test_killing_the_writer_never_leaves_a_broken_file(tmp_path):
    import signal
    import subprocess
    import sys
    import time

    root = Path(__file__).resolve().parents[2]
    path = tmp_path / "autosave.json"
    if not hasattr(signal, "SIGKILL"):
        pytest.skip("needs SIGKILL")
    for delay in (0.05, 0.13, 0.21):
        proc = subprocess.Popen([sys.executable, "-c", KILL_CHILD, str(path)], cwd=root,
                                stdout=subprocess.PIPE, text=True)
        try:
            assert proc.stdout.readline().strip() == "ready"
            time.sleep(delay)
            proc.send_signal(signal.SIGKILL)
            proc.wait(10)
        finally:
            if proc.poll() is None:
                proc.kill()
        doc = json.loads(path.read_text())
        assert doc["which"] in ("a", "b") and len(doc["pad"]) == 400000
