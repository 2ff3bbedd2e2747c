"""kill -9 loses no applied move: bots play Flip 7 as fast as they can in a child process that prints the
number of moves after each one is applied (the session has returned from it); the child is killed at
a random moment; Continue (`GameSession.load` of the autosave) must hold at least that many moves.
The full snapshot lags behind while its fsync runs; the move log beside it does not. No temporary
file of a killed write survives the next start."""

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.games import registry
from app.persistence import autosave, movelog
from app.session import GameSession

KILLS = 10

CHILD = r"""
import sys
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from app.games import registry
from app.session import GameSession, SeatConfig
seats = [SeatConfig(n, "#888", k) for n, k in [("A", "easy"), ("B", "normal"), ("C", "hard"), ("D", "normal")]]
session = GameSession.new(registry.get("flip7"), seats, int(sys.argv[1]), bot_delay_ms=0)
session.set_waits_for_animations(False)
session.positionChanged.connect(lambda: print(len(session.state.history), flush=True))
session.gameOver.connect(lambda: print("over", flush=True))
app.exec()
"""


def _temps(folder: Path) -> list[Path]:
    return sorted(folder.glob(".autosave*.tmp"))


def _run_and_kill(folder: Path, seed: int, kill_at: int, pause_s: float) -> int:
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "TOP_FIVE_DATA_DIR": str(folder), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": str(root)}
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(seed)], cwd=root, env=env,
                            stdout=subprocess.PIPE, text=True, bufsize=1)
    applied = 0
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            if line.strip().isdigit():
                applied = int(line)
            if applied >= kill_at or line.strip() == "over":
                break
        if pause_s:  # the child plays on meanwhile: the kill lands anywhere in a move
            time.sleep(pause_s)
        proc.send_signal(signal.SIGKILL)
        # what the child printed before the signal arrived was applied too
        rest = proc.communicate(timeout=10)[0]
        for line in rest.splitlines():
            if line.strip().isdigit():
                applied = max(applied, int(line))
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
    return applied


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_kill_9_at_random_moments_loses_no_applied_move(tmp_path, qtbot, monkeypatch):
    rng = random.Random(20261201)
    lost, leftovers, remaining, killed_in_game = [], 0, 0, 0
    for run in range(KILLS):
        folder = tmp_path / f"run{run}"
        folder.mkdir()
        applied = _run_and_kill(folder, seed=run + 1, kill_at=rng.randint(1, 80), pause_s=rng.choice([0, 0.001, 0.004]))
        assert applied > 0
        session = GameSession.load(folder / "autosave.json", resolve_game=registry.get, autosave=False)
        try:
            loaded = len(session.state.history)
            killed_in_game += not session.is_over
        finally:
            session.close()
            session.deleteLater()
        lost.append(max(0, applied - loaded))
        leftovers += len(_temps(folder))
        monkeypatch.setenv("TOP_FIVE_DATA_DIR", str(folder))
        autosave.examine()  # the next start of the app
        remaining += len(_temps(folder))
    print(f"\n{KILLS} kills ({killed_in_game} in the middle of a game), moves lost {sum(lost)}, "
          f"temporary files left by the kills {leftovers}, after the next start {remaining}")
    assert lost == [0] * KILLS, lost
    assert killed_in_game >= KILLS // 2  # most kills came in the middle of a game
    assert remaining == 0


def test_a_restarted_session_removes_the_temporary_files_of_a_killed_write(tmp_path, qtbot):
    # what a process killed inside write_atomic leaves: a temporary file with its (dead) process id
    child = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    dead = int(child.stdout)
    folder = tmp_path / "userdata"
    folder.mkdir(exist_ok=True)
    orphans = [folder / f".autosave.json.{dead}.k3j2.tmp", folder / f".autosave.moves.jsonl.{dead}.x1.tmp"]
    for orphan in orphans:
        orphan.write_text("half a save")
    session = GameSession.new(registry.get("flip7"), _bots(), 5, bot_delay_ms=0)
    try:
        session.set_waits_for_animations(False)
        session.start()
        assert session.flush(10)
        assert not any(p.exists() for p in orphans)
        assert _temps(folder) == []
        assert (folder / "autosave.json").exists() and movelog.log_path(folder / "autosave.json").exists()
    finally:
        session.close(wait_ms=5000)
        session.deleteLater()


def test_examine_at_start_up_removes_orphans_and_keeps_a_live_writers_file(tmp_path):
    folder = tmp_path / "userdata"
    folder.mkdir(exist_ok=True)
    child = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    orphan = folder / f".autosave.json.{int(child.stdout)}.a1.tmp"
    orphan.write_text("x")
    other = folder / f".autosave.json.{os.getppid()}.b2.tmp"  # a process that runs (another Top Five)
    other.write_text("y")
    assert autosave.examine() == (None, None)
    assert not orphan.exists() and other.exists()


def _bots():
    from app.session import SeatConfig

    return [SeatConfig(n, "#888", "easy") for n in ("A", "B", "C")]
