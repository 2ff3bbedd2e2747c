"""Shared helpers of the session tests: seats, scripted bots, a signal recorder."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
import types
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QThread

from app.session import GameSession, SeatConfig
from tests.support import GAME
from tests.support.secretgame import bots as real_bots
from tests.support.secretgame.rules import Pass, Peek

COLORS = ["#d33", "#3a3", "#33d", "#aa3"]
NAMES = ["Ana", "Bo", "Cy", "Di"]


def seats(*kinds):
    return [SeatConfig(NAMES[i], COLORS[i], k) for i, k in enumerate(kinds)]


class Recorder:
    """Records every signal of a session in order: [(name, args), ...]."""

    SIGNALS = ("eventsApplied", "positionChanged", "botThinking", "gameOver", "error", "handoff",
               "logged", "logReset")

    def __init__(self, session: GameSession) -> None:
        self.calls: list[tuple[str, tuple]] = []
        for name in self.SIGNALS:
            getattr(session, name).connect(lambda *args, _n=name: self.calls.append((_n, args)))

    def of(self, name):
        return [args for n, args in self.calls if n == name]

    def names(self):
        return [n for n, _ in self.calls]

    def clear(self):
        self.calls.clear()


class ScriptedBot:
    """Plays `script` (a callable view, legal -> action) and records the thread it ran on."""

    def __init__(self, script, sleep=0.0, log=None):
        self.script, self.sleep, self.log = script, sleep, log if log is not None else []

    def choose(self, view, legal):
        app = QCoreApplication.instance()
        self.log.append({
            "thread": threading.get_ident(),
            "is_main_qthread": QThread.currentThread() == app.thread(),
            "view": view,
        })
        view["hands"] = ["tampered"]  # must not reach the live state
        if self.sleep:
            time.sleep(self.sleep)
        return self.script(view, legal)


def scripted_bots(script=lambda v, legal: Pass() if Pass() in legal else legal[0], sleep=0.0):
    log: list = []
    module = types.SimpleNamespace(make_bot=lambda level, seat, seed: ScriptedBot(script, sleep, log), log=log)
    return module


def always_peek_then_pass(view, legal):
    return Peek() if Peek() in legal else Pass()


def new_session(kinds, *, game=GAME, seed=3, rounds=2, waits=False, delay=0, **kwargs):
    session = GameSession.new(game, seats(*kinds), seed, {"rounds": rounds}, bot_delay_ms=delay, **kwargs)
    session.set_waits_for_animations(waits)
    return session


def run_until_killed(code: str, data_dir, kill_after: int) -> int:
    """Run `code` (a session that prints the moves of each autosave on disk, and "over") in a child
    process with the user data folder `data_dir`; SIGKILL it once `kill_after` moves are on disk (or
    the game is over). Returns the moves announced before the kill."""
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "TOP_FIVE_DATA_DIR": str(data_dir), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": str(root)}
    proc = subprocess.Popen([sys.executable, "-c", code], cwd=root, env=env, stdout=subprocess.PIPE, text=True)
    announced = 0
    try:
        for line in proc.stdout:
            if line.strip().isdigit():
                announced = int(line)
            if announced >= kill_after or line.strip() == "over":
                break
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)
    finally:
        if proc.poll() is None:
            proc.kill()
    return announced


__all__ = ["GAME", "Recorder", "ScriptedBot", "new_session", "real_bots", "run_until_killed", "scripted_bots",
           "seats"]
