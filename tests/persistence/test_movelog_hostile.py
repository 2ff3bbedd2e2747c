"""The move log against its snapshot when one of them is cut or damaged (issue 27, found by the
adversarial run): Continue takes the longer consistent record, says so when moves cannot be
recovered, and the log is fsynced as the snapshot is (just before each snapshot is written)."""

import json
import os
import random
import threading
from pathlib import Path

import pytest

from app.persistence import autosave, background, movelog, paths
from app.persistence.autosaver import Autosaver
from app.session import GameSession
from tests.persistence.test_movelog import FLIP7, SEATS, load, logged, played, snapshot


def _log(tmp_path) -> Path:
    return movelog.log_path(tmp_path / "autosave.json")


def _keep_lines(path: Path, count: int) -> None:
    path.write_text("\n".join(path.read_text().splitlines()[:count]) + "\n")


def test_a_log_cut_shorter_than_its_snapshot_does_not_win(tmp_path):
    state = played(22)
    logged(tmp_path, state).close()
    snapshot(tmp_path, state)
    _keep_lines(_log(tmp_path), 5)  # the header and the first 4 moves
    assert autosave.examine(tmp_path / "autosave.json").head["moves"] == 22  # what the launcher says
    saved, note = load(tmp_path)
    assert note is None and saved.state == state  # loaded 4 moves without a word


def test_continue_of_a_cut_log_keeps_every_move_on_disk(qtbot):
    path = paths.autosave_path("flip7")
    state = played(22)
    log = movelog.MoveLog(movelog.log_path(path), FLIP7, SEATS)
    log.sync(state)
    log.close()
    snapshot(path.parent, state)
    (path.parent / "autosave.json").rename(path)
    _keep_lines(movelog.log_path(path), 5)
    session = GameSession.load(path, save_path=path, bot_delay_ms=0)
    session.set_waits_for_animations(False)
    session.start()
    assert len(session.state.history) == 22
    session.close()  # its autosave is on disk: it did not overwrite the good snapshot with 4 moves
    saved, note = autosave.load_noted(path)
    assert note is None and saved.state == state


def test_a_snapshot_that_goes_another_way_unexplained_is_kept_and_said(tmp_path):
    logged(tmp_path, played(20)).close()
    other = played(24, choose=5)  # the same deal played otherwise: no undo in the log explains it
    snapshot(tmp_path, other)
    saved, note = load(tmp_path)
    assert saved.state == other
    assert "could not be recovered" in note and "different ways" in note


def test_a_longer_log_that_goes_another_way_is_kept_and_said(tmp_path):
    state = played(30, choose=5)
    logged(tmp_path, state).close()
    snapshot(tmp_path, played(20))
    saved, note = load(tmp_path)
    assert saved.state == state and "different ways" in note and "after move 30" in note


@pytest.mark.parametrize("on_disk", [40, 38, 33])
def test_a_snapshot_taken_back_loses_to_the_log_of_the_undo(tmp_path, on_disk):
    state = played(40)
    log = logged(tmp_path, state)
    snapshot(tmp_path, played(on_disk))  # the writer had not caught up when the moves were taken back
    back = FLIP7.replay(3, state.seed, state.options, state.history[:30])
    log.sync(back)
    log.close()
    header = json.loads(_log(tmp_path).read_text().splitlines()[0])
    assert [m for m, _digest in header["undone"]] == list(range(31, 41))
    saved, note = load(tmp_path)
    assert note is None and saved.state == back


def test_two_undos_remember_both_lines_taken_back(tmp_path):
    state = played(40)
    log = logged(tmp_path, state)
    snapshot(tmp_path, played(36))
    back = FLIP7.replay(3, state.seed, state.options, state.history[:30])
    log.sync(back)
    rng = random.Random(7)
    for _ in range(5):
        back.apply(rng.choice(back.legal_actions()))
        log.sync(back)
    back = FLIP7.replay(3, state.seed, state.options, back.history[:32])
    log.sync(back)
    log.close()
    saved, note = load(tmp_path)  # the 36 moves of the first line, still on disk, were taken back
    assert note is None and saved.state == back


def test_a_damaged_line_ends_the_log_there_and_the_moves_before_it_count(tmp_path):
    snapshot(tmp_path, played(8))
    logged(tmp_path, played(15)).close()
    lines = _log(tmp_path).read_text().splitlines()
    lines[12] = lines[12][:10]  # move 12 (the header is line 0)
    _log(tmp_path).write_text("\n".join(lines) + "\n")
    saved, note = load(tmp_path)
    assert saved.state == played(11)  # was: the snapshot's 8, the 3 moves after it lost
    assert "could not be recovered" in note and "damaged" in note and "after move 11" in note


def test_the_log_is_fsynced_on_the_writer_thread_before_each_snapshot(tmp_path, monkeypatch):
    if not os.path.isdir("/proc/self/fd"):
        pytest.skip("needs /proc to name what an fsync was for")
    done: list = []
    real_fsync = os.fsync

    def fsync(fd):
        name = os.path.basename(os.readlink(f"/proc/self/fd/{fd}"))
        done.append((name, threading.current_thread() is background.WRITER._thread))
        return real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    saver = Autosaver(tmp_path / "autosave.json", FLIP7, SEATS)
    state = played(3)
    assert saver.save(state, [False] * 3, lambda written: None) == []
    assert background.flush(5)
    saver.close()
    files_synced = [name for name, on_writer in done if on_writer and not name.startswith(".")]
    assert files_synced[:1] == ["autosave.moves.jsonl"]  # the log, then the snapshot's temporary file
    snapshot_synced = [name for name, _ in done if name.startswith(".autosave.json.")]
    assert snapshot_synced and done.index(("autosave.moves.jsonl", True)) < done.index((snapshot_synced[0], True))


def test_the_notes_read_in_german(tmp_path):
    from app.core import i18n

    logged(tmp_path, played(20)).close()
    snapshot(tmp_path, played(24, choose=5))
    with i18n.use("de"):
        _saved, note = load(tmp_path)
    assert note.startswith("Die letzten Züge der nicht beendeten Partie") and "auseinander" in note
    snapshot(tmp_path, played(20))
    logged(tmp_path, played(30, choose=5)).close()
    with i18n.use("de"):
        _saved, note = load(tmp_path)
    assert "nach Zug 30 weiter" in note and "auseinander" in note
