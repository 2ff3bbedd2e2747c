"""The move log beside the autosave (app/persistence/movelog.py): alone it is the whole game; with a
snapshot it adds the moves the snapshot lacks; a torn last line (a kill in the middle of a write) is
ignored; a log that does not fit its snapshot is ignored with a note and the snapshot kept; a log
read up to a move the rules refuse counts up to it, with a note; an undo rewrites it. And the clean-up of temporary files of killed writes."""

import json
import os
import random
import subprocess
import sys

import pytest

from app.games import registry
from app.persistence import autosave, files, movelog, saves
from app.persistence.seats import SeatConfig

FLIP7 = registry.get("flip7")
SEATS = [SeatConfig(n, "#888", "normal") for n in ("Ana", "Bo", "Cy")]


def played(moves, seed=3, choose=0):
    """A Flip 7 position after `moves` moves chosen by a seeded random player."""
    rng = random.Random(choose)
    state = FLIP7.new_state(3, seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    return state


def logged(tmp_path, state, every_move=True):
    """A MoveLog for tmp_path/autosave.json that saw `state` grow move by move."""
    log = movelog.MoveLog(movelog.log_path(tmp_path / "autosave.json"), FLIP7, SEATS)
    if every_move:
        partial = FLIP7.new_state(state.num_players, state.seed, state.options)
        log.sync(partial)
        for action in state.history:
            partial.apply(action)
            log.sync(partial)
    else:
        log.sync(state)
    return log


def load(tmp_path):
    return autosave.load_noted(tmp_path / "autosave.json", resolve_game=registry.get)


def snapshot(tmp_path, state):
    saves.save_game(tmp_path / "autosave.json", FLIP7, state, SEATS)


def test_the_log_alone_is_the_whole_game(tmp_path):
    state = played(20)
    logged(tmp_path, state).close()
    assert not (tmp_path / "autosave.json").exists()
    saved, note = load(tmp_path)
    assert note is None and saved.state == state and saved.seats == SEATS


def test_a_torn_last_line_is_ignored(tmp_path):
    state = played(12)
    log = logged(tmp_path, state)
    log.close()
    path = movelog.log_path(tmp_path / "autosave.json")
    whole = path.read_bytes()
    extra = played(13).history[-1].to_dict()
    line = json.dumps({"n": 12, "a": extra}).encode()
    with open(path, "ab") as handle:  # what a kill in the middle of os.write leaves
        handle.write(line[: len(line) // 2])
    saved, note = load(tmp_path)
    assert note is None and saved.state == state
    path.write_bytes(whole + line[:-1])  # the whole line but its newline: still torn
    saved, note = load(tmp_path)
    assert note is None and saved.state == state


def test_snapshot_plus_log_and_a_restarted_log(tmp_path):
    state = played(60)
    early = played(50)
    snapshot(tmp_path, early)  # the background writer is ten moves behind
    log = logged(tmp_path, state)
    saved, note = load(tmp_path)
    assert note is None and saved.state == state
    # the snapshot of 50 moves is on disk: the log starts again there
    assert log.covered(50, movelog.chain_of([a.to_dict() for a in state.history[:50]])[-1], state)
    assert log.base == 50
    assert len(movelog.log_path(tmp_path / "autosave.json").read_text().splitlines()) == 1 + 10
    saved, note = load(tmp_path)
    assert note is None and saved.state == state
    # not restarted for a snapshot that no longer matches the game
    assert not log.covered(55, "not the digest", state)


def test_a_log_that_does_not_fit_its_snapshot_is_ignored_with_a_note(tmp_path):
    state = played(45)
    log = logged(tmp_path, state)
    snapshot(tmp_path, played(40))
    log.covered(40, log.digest(40), state)  # base 40 now: the log needs the snapshot
    other = played(45, seed=4)  # another deal replaces the snapshot
    snapshot(tmp_path, other)
    saved, note = load(tmp_path)
    assert saved.state == other
    assert "could not be recovered" in note and "does not belong" in note


def _edited_log(tmp_path, edit):
    """Snapshot of 8 moves, a log of 10, then `edit(lines)` changes the log's lines in place."""
    snapshot(tmp_path, played(8))
    logged(tmp_path, played(10)).close()
    path = movelog.log_path(tmp_path / "autosave.json")
    lines = path.read_text().splitlines()
    edit(lines)
    path.write_text("\n".join(lines) + "\n")
    return load(tmp_path)


def test_a_move_the_rules_refuse_ends_the_log_there_with_a_note(tmp_path):
    """The longer consistent record (issue 27): the log's 9 moves before the refused one beat the
    snapshot's 8; the note says the moves after them are lost."""
    def refused(lines):
        record = json.loads(lines[-1])
        record["a"] = {"type": "target", "player": 7}  # no such target now
        lines[-1] = json.dumps(record)

    saved, note = _edited_log(tmp_path, refused)
    assert saved.state == played(9) and "not allowed by the rules" in note and "after move 9" in note


def test_an_undo_rewrites_the_log_below_the_moves_taken_back(tmp_path):
    state = played(40)
    log = logged(tmp_path, state)
    snapshot(tmp_path, state)
    log.covered(40, log.digest(40), state)
    assert log.base == 40
    # take back to 30 moves, then play on differently
    back = FLIP7.replay(3, state.seed, state.options, state.history[:30])
    log.sync(back)
    assert log.base == 30
    rng = random.Random(99)
    for _ in range(3):
        back.apply(rng.choice(back.legal_actions()))
        log.sync(back)
    saved, note = load(tmp_path)  # the snapshot on disk still has the 40 moves taken back
    assert note is None and saved.state == back


def test_a_damaged_line_in_the_middle_is_ignored_with_a_note(tmp_path):
    def cut(lines):
        lines[4] = lines[4][:10]

    saved, note = _edited_log(tmp_path, cut)
    assert saved.state == played(8) and "damaged" in note


def test_the_launcher_offers_a_game_known_only_from_its_log(tmp_path, monkeypatch):
    monkeypatch.setenv("TOP_FIVE_DATA_DIR", str(tmp_path))  # killed before its first full save
    logged(tmp_path, played(7)).close()
    head, problem = autosave.examine()
    assert problem is None and head["game"] == "flip7" and head["moves"] == 7
    assert head["names"] == ["Ana", "Bo", "Cy"] and not head["finished"]


def _dead_pid() -> int:
    return int(subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                              capture_output=True, text=True).stdout)


@pytest.mark.skipif(os.name == "nt", reason="process ids are asked for on POSIX only")
def test_clean_stale_temps_removes_only_orphans(tmp_path):
    target = tmp_path / "autosave.json"
    dead = tmp_path / f".autosave.json.{_dead_pid()}.a.tmp"
    alive = tmp_path / f".autosave.json.{os.getppid()}.b.tmp"  # a running process: maybe writing
    mine_old = tmp_path / f".autosave.json.{os.getpid()}.c.tmp"  # ours, no write in progress
    unrelated = tmp_path / ".settings.json.123.d.tmp"
    for path in (dead, alive, mine_old, unrelated):
        path.write_text("x")
    mine_live = tmp_path / f".autosave.json.{os.getpid()}.e.tmp"
    mine_live.write_text("x")
    with files._LIVE_LOCK:
        files._LIVE.add(str(mine_live))  # as replace_file registers a write in progress
    try:
        removed = files.clean_stale_temps(target)
    finally:
        with files._LIVE_LOCK:
            files._LIVE.discard(str(mine_live))
    assert sorted(removed) == sorted([dead, mine_old])
    assert alive.exists() and unrelated.exists() and mine_live.exists()


def test_replace_file_leaves_no_temporary_file(tmp_path):
    target = tmp_path / "autosave.json"
    files.replace_file(target, b"{}", durable=True)
    files.replace_file(target, b"[]", durable=False)
    assert target.read_bytes() == b"[]"
    assert [p.name for p in tmp_path.iterdir()] == ["autosave.json"]
