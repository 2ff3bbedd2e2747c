"""Memory over many games played in one process (issue 27: "at most +5 MB from the 10th to the 200th
game"): for each game, the process's resident memory after the 10th game and after the last, and the
growth between, side by side with the target scaled to the games played:

- engine: the rules and normal bots play whole games (`new_state`, `play_out`), no Qt;
- random: the rules alone, uniformly random legal moves (what reaches the rare positions: Top Pop's
  stack records grew with it);
- session: a headless `GameSession` per game (QApplication offscreen, its event loop running, normal
  bots at delay 0, autosave and statistics written to a temporary folder), closed and deleted
  (deferred deletes processed) before the next.

Each row runs in a fresh process. Resident memory is read after a full collection and `malloc_trim`
(what the process holds, not what the allocator keeps free). `python -m benchmarks memory` runs only
this; `python -m benchmarks.bench_memory engine|random|session GAME GAMES` measures one row (JSON).
The whole table takes about 5-7 minutes on 2 cores (326 s in the run docs/benchmarks.md shows).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_MB = 5.0
FROM_GAME = 10
TO_GAME = 200
#: games played per row, where 200 would take too long: Top This!'s bots simulate every flick they
#: weigh (about 2 s a game); a session waits for its bots on a worker thread and its saves
ENGINE_GAMES = {"flip7": 200, "top_this": 100, "top_oder_flop": 200, "top_pop": 200, "top3": 200}
RANDOM_GAMES = {"flip7": 200, "top_this": 100, "top_oder_flop": 200, "top_pop": 200, "top3": 200}
SESSION_GAMES = {"flip7": 100, "top_this": 50, "top_oder_flop": 100, "top_pop": 100, "top3": 100}
PLAYERS = 4
LEVEL = "normal"
#: the growth (MB) of each row on main before issue 27's memory fixes (BEFORE_COMMIT), same rows and games
BEFORE_COMMIT = "0ef2fe0"
BEFORE: dict[tuple[str, str], float] = {
    ("engine", "flip7"): 0.1, ("engine", "top_this"): 8.5, ("engine", "top_oder_flop"): 19.1,
    ("engine", "top_pop"): 0.0, ("engine", "top3"): 0.9,
    ("random", "flip7"): 0.3, ("random", "top_this"): 17.5, ("random", "top_oder_flop"): 0.2,
    ("random", "top_pop"): 22.0, ("random", "top3"): 0.4,
    ("session", "flip7"): 2.2, ("session", "top_this"): 5.8, ("session", "top_oder_flop"): 12.4,
    ("session", "top_pop"): 1.0, ("session", "top3"): 1.0,
}
COLORS = ("#d1352b", "#2f6fd0", "#2e9d4a", "#f08c1a")


def resident_mb() -> float:
    """This process's resident memory in MB after a full collection, the C heap's free pages returned."""
    import ctypes
    import gc

    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
    try:
        with open("/proc/self/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:")) / 1024
    except (OSError, StopIteration):
        import resource

        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # peak, where nothing better exists


def _seed(index: int) -> int:
    return 7919 * index + 1


def _measure(play, games: int) -> dict:
    started, at = time.perf_counter(), {}
    for index in range(1, games + 1):
        play(index)
        if index in (FROM_GAME, games):
            at[index] = resident_mb()
    return {"games": games, "from": at[FROM_GAME], "to": at[games], "seconds": time.perf_counter() - started}


def engine(game_id: str, games: int) -> dict:
    from app.bots import play_out
    from app.bots.modules import load_module
    from app.games import registry

    game = registry.get(game_id)
    bots = load_module(None, game, "bots")

    def play(index: int) -> None:
        seed = _seed(index)
        state = game.new_state(PLAYERS, seed)
        play_out(state, [bots.make_bot(LEVEL, seat, seed + seat) for seat in range(PLAYERS)])

    return _measure(play, games)


def random_moves(game_id: str, games: int) -> dict:
    from app.core import Rng
    from app.games import registry

    game = registry.get(game_id)

    def play(index: int) -> None:
        state, rng = game.new_state(PLAYERS, _seed(index)), Rng(index)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))

    return _measure(play, games)


def session(game_id: str, games: int) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    folder = tempfile.TemporaryDirectory(prefix="top-five-bench-memory-")
    os.environ["TOP_FIVE_DATA_DIR"] = folder.name  # autosaves and statistics, never the player's own
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    from app.games import registry
    from app.session.game_session import GameSession, SeatConfig

    app = QApplication.instance() or QApplication(["top-five-bench"])
    game = registry.get(game_id)
    seats = [SeatConfig(name=f"Bot {seat + 1}", color=COLORS[seat], kind=LEVEL) for seat in range(PLAYERS)]
    save_path = Path(folder.name) / "autosave.json"

    def play(index: int) -> None:
        one = GameSession.new(game, seats, _seed(index), save_path=save_path, bot_delay_ms=0)
        one.set_waits_for_animations(False)  # no table animates here
        over: list[bool] = []
        one.gameOver.connect(lambda: over.append(True))
        one.start()
        deadline = time.monotonic() + 300
        while not over and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.0005)
        if not over:
            raise RuntimeError(f"{game_id}: game {index} did not end in 300 s")
        one.close(wait_ms=10_000)
        one.deleteLater()
        del one
        for _ in range(3):
            app.processEvents()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    try:
        return _measure(play, games)
    finally:
        folder.cleanup()


#: kind -> (how one row is measured, games per game, what the table calls it)
KINDS = {"engine": (engine, ENGINE_GAMES, "engine, rules + normal bots"),
         "random": (random_moves, RANDOM_GAMES, "engine, random legal moves"),
         "session": (session, SESSION_GAMES, "GameSession, headless")}


def _row(kind: str, game_id: str, games: int) -> dict:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-m", "benchmarks.bench_memory", kind, game_id, str(games)], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=1800)
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    if out.returncode != 0 or not lines:
        raise RuntimeError(f"{kind} {game_id}: {out.stderr[-1500:]}")
    return json.loads(lines[-1])


def run() -> str:
    from app.games import registry

    started = time.monotonic()
    lines = ["## Memory over many games in one process", "",
             f"Resident memory (after a full collection and `malloc_trim`) after game {FROM_GAME} and after the "
             f"last, {PLAYERS} seats of {LEVEL} bots, each row in a fresh process. Target (issue 27): at most "
             f"+{TARGET_MB:.0f} MB from game {FROM_GAME} to game {TO_GAME}; a row of fewer games is held to the "
             "same +5 MB (its share of the 190 games would be smaller: the growth column says what it grew).", "",
             f"| game | what | games | MB after game 10 | MB after the last | growth | before (`{BEFORE_COMMIT}`) "
             "| target | holds | seconds |",
             "|---|---|---:|---:|---:|---:|---:|---:|---|---:|"]
    for kind, (_, counts, what) in KINDS.items():
        for game_id in registry.ids():
            try:
                r = _row(kind, game_id, counts[game_id])
            except Exception as exc:  # one row failing is a row, not the end of the table
                lines.append(f"| {game_id} | {what} | {counts[game_id]} | FAILED: {str(exc)[-300:]!r} | | | | | | |")
                continue
            growth = r["to"] - r["from"]
            before = BEFORE.get((kind, game_id))
            then = "—" if before is None else f"{before:+.1f} MB"
            holds = "yes" if growth <= TARGET_MB else "**no**"
            lines.append(f"| {game_id} | {what} | {r['games']} | {r['from']:.1f} | {r['to']:.1f} | {growth:+.1f} MB "
                         f"| {then} | <= +{TARGET_MB:.0f} MB | {holds} | {r['seconds']:.0f} |")
    lines += ["", f"The whole table took {time.monotonic() - started:.0f} s."]
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    kind, game_id, games = argv[0], argv[1], int(argv[2])
    result = KINDS[kind][0](game_id, games)
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]) if len(sys.argv) > 1 else print(run()))
