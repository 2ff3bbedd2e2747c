"""Issue 14's table, every row measured side by side in one run: each figure beside its yardstick
(measured in the same run where there is one), their ratio and the issue's target.

`python -m benchmarks targets` runs only this and rewrites the "Issue 14 targets" section at the top of
docs/benchmarks.md; `make bench` runs it first and puts it on top. The rows reuse the other modules'
measurements: bench_ui (first paint, bots in the main window), bench_top_this (flick frames, bot
decisions), bench_flip7_rounds (rounds per second), bench_package (sizes, frozen start); issue 28's rows
(play from several computers) are bench_network's, measured once for this table and its own section.
"""

from __future__ import annotations

import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PAIRS = 7  # launches of each kind, in turn (A B C A B C ...)
STALL_LIMIT_S = {"off": 15.0, "fast": 15.0}  # of bots' play per game and speed (a game may go on longer)
BUSY_LIMIT_S, BUSY_PROGRAMS = 10.0, 2  # the stall row again with the machine loaded: seconds, spinning programs
STALL_DELAY_MS = {"off": 0, "fast": 300}  # as bench_ui: speed off without a bot delay, fast with the menu's
TITLE = "## Issue 14 targets"

IDLE_BEAT = r"""
import json, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication(sys.argv)
w = QLabel("idle"); w.resize(1280, 800); w.show()
gaps, last = [], [time.perf_counter()]
def beat():
    now = time.perf_counter(); gaps.append(now - last[0]); last[0] = now
timer = QTimer(); timer.setInterval(5); timer.timeout.connect(beat); timer.start()
QTimer.singleShot(%(ms)d, app.quit)
app.exec()
print(json.dumps({"max_gap_ms": max(gaps[1:]) * 1000}))
"""


def _load() -> str:
    one, five, _ = os.getloadavg()
    return f"{one:.1f} (5 min {five:.1f})"


def _row(what: str, figure: str, yardstick: str, ratio: str, target: str, holds: bool | None) -> str:
    mark = "—" if holds is None else ("yes" if holds else "**no**")
    return f"| {what} | {figure} | {yardstick} | {ratio} | {target} | {mark} |"


def _paired_ratio(a: list[float], b: list[float]) -> float:
    return statistics.median(x / y for x, y in zip(a, b))


def first_paint() -> tuple[str, list[str]]:
    from benchmarks import bench_ui

    ours_code = bench_ui.TOP_FIVE % {"root": str(ROOT)}
    for code in (bench_ui.BARE, bench_ui.FLOOR, ours_code):  # bytecode, disk cache
        bench_ui._time_to_paint(code)
    bare, floor, ours = [], [], []
    for _ in range(PAIRS):
        bare.append(bench_ui._time_to_paint(bench_ui.BARE, "bare"))
        floor.append(bench_ui._time_to_paint(bench_ui.FLOOR, "floor"))
        ours.append(bench_ui._time_to_paint(ours_code, "ours"))
    r = _paired_ratio(ours, bare)
    row = _row("first paint of the launcher / a bare PySide6 window (fresh processes, start to first paint)",
               f"{statistics.median(ours) * 1000:.0f} ms", f"{statistics.median(bare) * 1000:.0f} ms",
               f"{r:.2f}x", "<= 1.3x", r <= 1.3)
    return row, [f"First paint: {PAIRS} runs of each in turn, median of the runs' ratios "
                 f"(launcher {', '.join(f'{x:.2f}' for x in ours)} s; bare {', '.join(f'{x:.2f}' for x in bare)} s). "
                 f"The same launcher's widgets built in PySide alone (`bench_ui.FLOOR`: the PySide types our "
                 f"modules import before the first paint, the menu bar's titles, five tiles, no project code) "
                 f"paint first in {statistics.median(floor) * 1000:.0f} ms, {_paired_ratio(floor, bare):.2f}x the bare "
                 f"window: what PySide costs before our code runs; the launcher is {_paired_ratio(ours, floor):.2f}x that."]


def _idle_gap(ms: int = 3000) -> float:
    import json

    from benchmarks.bench_ui import _env

    out = subprocess.run([sys.executable, "-c", IDLE_BEAT % {"ms": ms}], capture_output=True, text=True,
                         env=_env(), timeout=60)
    return json.loads(out.stdout.strip().splitlines()[-1])["max_gap_ms"]


@contextlib.contextmanager
def _busy(processes: int):
    """`processes` other programs spinning on the CPU meanwhile (one per core: the machine under load)."""
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(processes)]
    try:
        time.sleep(1.0)  # let the load settle in
        yield
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()


def stalls(memory: dict, busy: int = 0) -> tuple[str, list[str]]:
    """The stall row: every game at speeds off and fast; with `busy`, as many programs spin meanwhile."""
    with _busy(busy) if busy else contextlib.nullcontext():
        return _stalls(memory, busy)


def _stalls(memory: dict, busy: int) -> tuple[str, list[str]]:
    from app.games import registry
    from benchmarks.bench_ui import _bot_game

    limits = STALL_LIMIT_S if not busy else {speed: BUSY_LIMIT_S for speed in STALL_LIMIT_S}
    idle_before = _idle_gap()
    under = (f", while {busy} other programs spin on the CPU (one per core)" if busy else "")
    detail = ["Longest UI-thread stall (5 ms QTimer heartbeat) while normal bots play in the main window "
              f"(table screen attached, 1280x800, offscreen){under}, seed 7, at most "
              f"{limits['off']:.0f} s of play per game and speed:", "",
              "| game | seats | speed | finished | moves | seconds | longest stall ms | p99 gap ms | peak RSS MB "
              "| load before |", "|---|---:|---|---|---:|---:|---:|---:|---:|---|"]
    worst, worst_at = 0.0, ""
    for game_id in registry.ids():
        info = registry.info(game_id)
        seats = max(info.min_players, min(4, info.max_players))
        for speed in ("off", "fast"):
            load = _load()
            try:
                r = _bot_game(speed, STALL_DELAY_MS[speed], 7, limits[speed], game_id, seats)
            except Exception as exc:  # one game failing is a row, not the end of the table
                detail.append(f"| {game_id} | {seats} | {speed} | FAILED: {str(exc)[-300:]!r} | | | | | | {load} |")
                continue
            if not busy:
                memory.setdefault(game_id, {})[f"table {speed}"] = (seats, r["maxrss_mb"], r["over"])
            detail.append(f"| {game_id} | {seats} | {speed} | {r['over']} | {r['moves']} | {r['seconds']:.1f} | "
                          f"{r['max_gap_ms']:.0f} | {r['p99_gap_ms']:.0f} | {r['maxrss_mb']:.0f} | {load} |")
            if r["max_gap_ms"] > worst:
                worst, worst_at = r["max_gap_ms"], f"{game_id}, speed {speed}"
    idle_after = _idle_gap()
    idle = max(idle_before, idle_after)
    what = "under load: " + under.lstrip(", ") if busy else f"load {_load()}"
    row = _row(f"longest UI-thread stall while bots play, every game, speeds off and fast ({what})",
               f"{worst:.0f} ms ({worst_at})", f"{idle:.0f} ms (idle window, same heartbeat)",
               f"{worst / idle:.1f}x", "<= 50 ms", worst <= 50)
    detail += ["", f"The yardstick is the longest gap of the same heartbeat in a bare idle PySide6 window for 3 s, "
               f"before ({idle_before:.0f} ms) and after ({idle_after:.0f} ms) the games: what the machine's load "
               "alone costs."]
    return row, detail


def flick_frames() -> tuple[list[str], list[str]]:
    from benchmarks import bench_top_this as tt

    ours, _, discs = tt.scene_frames()
    bare, _ = tt.bare_frames(len(ours))
    rows = []
    for label, q in (("p50", 0.5), ("p99", 0.99)):
        o, b = tt._pct(ours, q), tt._pct(bare, q)
        rows.append(_row(f"Top This! flick frame {label} (physics + items + paint, {discs} discs) / bare pymunk + "
                         "QGraphicsItem loop", f"{o:.2f} ms", f"{b:.2f} ms", f"{o / b:.2f}x", "<= 2x", o / b <= 2))
    return rows, [f"Flick frames: {len(ours)} ticks of each loop (wall clock), load {_load()}."]


def hard_decisions() -> tuple[list[str], list[str]]:
    from benchmarks import bench_top_this as tt

    times = [t * 1000 for t in tt.bot_times(levels=("hard",))["hard"]]
    p50, p95 = statistics.median(times), tt._pct(times, 0.95)
    return [_row("Top This! Hard decision p50", f"{p50:.0f} ms", "—", "—", "(p50 88 ms in the issue)", None),
            _row("Top This! Hard decision p95", f"{p95:.0f} ms", "—", "—", "<= 100 ms", p95 <= 100)], \
        [f"Hard decisions: {len(times)} (3 Hard bots, first 40 decisions of a game), max {max(times):.0f} ms."]


def flip7_rounds() -> tuple[str, list[str]]:
    from benchmarks import bench_flip7_rounds as f7

    got = f7.measure()
    fast, checked = statistics.median(got["trusted"]), statistics.median(got["checked"])
    what = "Flip 7 engine rounds per second (4 players stay at 22, target the highest; trusted path)"
    target = f">= {f7.TARGET_RATIO:.2f}x ({f7.TARGET:,} / {f7.BEFORE:,}: 3x the peer)"
    if got["ratios"]:
        ratio = got["ratios"][len(got["ratios"]) // 2]
        row = _row(what, f"{fast:,.0f}", f"{statistics.median(got['before']):,.0f} (the engine when the issue was "
                   f"filed, `{f7.BEFORE_COMMIT[:7]}`, run beside it)", f"{ratio:.2f}x", target, ratio >= f7.TARGET_RATIO)
    else:  # no git history here: against the figure of then, on another machine
        row = _row(what, f"{fast:,.0f}", f"{f7.BEFORE:,} (the issue's figure; not run here)",
                   f"{fast / f7.BEFORE:.2f}x", target, fast >= f7.TARGET)
    return row, [f"Flip 7: {f7.BATCHES} batches of {f7.GAMES_PER_BATCH} games per engine in turn, each in a fresh "
                 f"process; today's checked path (`apply`) ran {checked:,.0f} rounds per second; trusted / before "
                 f"per batch {', '.join(f'{r:.2f}' for r in got['ratios']) or '(not run)'}."]


def _dist() -> Path | None:
    """dist/ of this checkout, else of the main worktree (a git worktree shares its .git)."""
    if (ROOT / "dist" / "top-five" / "top-five").is_file():
        return ROOT / "dist"
    try:
        common = subprocess.run(["git", "rev-parse", "--path-format=absolute", "--git-common-dir"], cwd=ROOT,
                                capture_output=True, text=True, timeout=10).stdout.strip()
    except OSError:
        return None
    main = Path(common).parent / "dist" if common else None
    return main if main and (main / "top-five" / "top-five").is_file() else None


def package() -> tuple[list[str], list[str]]:
    from benchmarks import bench_package as bp

    dist = _dist()
    if dist is None:
        return [_row("bundle folder / .deb", "not built: run make package", "—", "—", "<= 80 MB / <= 25 MB", None),
                _row("frozen `--version` / source `python -m app --version`", "not built: run make package",
                     "—", "—", "<= 2x", None)], []
    folder = dist / "top-five"
    size = bp._folder_bytes(folder) / bp.MB
    deb = bp._one(list(dist.glob("top-five_*.deb")))
    deb_mb = deb.stat().st_size / bp.MB if deb else float("nan")
    built = time.strftime("%Y-%m-%d %H:%M", time.localtime((folder / "top-five").stat().st_mtime))
    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TOP_FIVE_DATA_DIR": data}
        frozen, source = bp._compare([str(folder / "top-five"), "--version"], [sys.executable, "-m", "app", "--version"],
                                     env)
    r = _paired_ratio(frozen, source)
    return [_row("bundle folder / .deb", f"{size:.1f} MB / {deb_mb:.1f} MB", "—", "—", "<= 80 MB / <= 25 MB",
                 size <= 80 and deb_mb <= 25),
            _row("frozen `--version` / source `python -m app --version`", f"{statistics.median(frozen) * 1000:.0f} ms",
                 f"{statistics.median(source) * 1000:.0f} ms", f"{r:.2f}x", "<= 2x", r <= 2)], \
        [f"Package: {dist} built {built}" + ("" if dist == ROOT / "dist" else " (the main worktree's, not this "
                                              "checkout's)") + f"; `--version` {bp.RUNS} pairs in turn, median of ratios."]


#: runs a module as `python -m` would and prints the process's own peak RSS at exit (Linux's VmHWM:
#: ru_maxrss of a spawned child starts at its parent's, this benchmark's, since exec keeps the old peak)
PEAK = r"""
import atexit, runpy, sys
def peak():
    try:
        kb = next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmHWM:"))
    except (OSError, StopIteration):
        import resource; kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print("PEAK_KB", kb, file=sys.stderr, flush=True)
atexit.register(peak)
sys.argv = sys.argv[1:]
runpy.run_module(sys.argv[0], run_name="__main__", alter_sys=True)
"""


def _peak_rss_mb(module_args: list[str], env: dict, timeout: float) -> tuple[float, int]:
    """Peak RSS in MB of `python -m <module_args>` and its exit code."""
    try:
        out = subprocess.run([sys.executable, "-c", PEAK, *module_args], cwd=ROOT, env=env, capture_output=True,
                             text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return float("nan"), -9
    kb = [int(line.split()[1]) for line in out.stderr.splitlines() if line.startswith("PEAK_KB")]
    return (kb[-1] / 1024 if kb else float("nan")), out.returncode


def memory(table: dict) -> tuple[str, list[str]]:
    from app.games import registry
    from benchmarks.bench_ui import _env

    env = _env()
    base, _ = _peak_rss_mb(["app.games.registry"], env, 60)
    detail = ["Peak memory (the process's own VmHWM): headless, one whole game of normal bots "
              "(`python -m app simulate <game> --players N --games 1`); through the offscreen table, the bot "
              "runs of the stall row (at most 4 seats, up to their time limit):", "",
              "| game | headless: seats, MB | table, speed off: seats, MB (finished) | table, speed fast |",
              "|---|---|---|---|"]
    worst, worst_at = 0.0, ""
    for game_id in registry.ids():
        info = registry.info(game_id)
        seats = max(info.min_players, min(5, info.max_players))
        mb, code = _peak_rss_mb(["app", "simulate", game_id, "--players", str(seats),
                                 "--games", "1", "--bots", "normal", "--seed", "1"], env, 240)
        cells = [f"{seats}, {mb:.0f}" + ("" if code == 0 else f" (exit {code})")]
        candidates = [(mb, f"{game_id} headless")]
        for speed in ("off", "fast"):
            got = table.get(game_id, {}).get(f"table {speed}")
            cells.append(f"{got[0]}, {got[1]:.0f} ({got[2]})" if got else "not measured")
            if got:
                candidates.append((got[1], f"{game_id} table"))
        detail.append(f"| {game_id} | " + " | ".join(cells) + " |")
        top = max(candidates)
        if top[0] > worst:
            worst, worst_at = top
    row = _row("peak memory over a game of each game (5 players or the most; headless and the table)",
               f"{worst:.0f} MB ({worst_at})", f"{base:.0f} MB (Python running app/games/registry.py)",
               f"{worst / base:.1f}x", "<= 150 MB", worst <= 150)
    return row, detail


def network() -> tuple[list[str], list[str]]:
    from benchmarks import bench_network as bn

    rows = [_row(*row) for row in bn.target_rows()]
    return rows, ["Network (issue 28): hosted tables on loopback, the host in its own process; the yardstick is a bare "
                  "WebSocket host answering each act with one frame of the same size to every seat, no game "
                  "(details in the section \"Play from several computers\")."]


def run() -> str:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])  # noqa: F841 (the scenes' items need one)
    started, load = time.monotonic(), _load()
    notes: list[str] = []
    rows: list[str] = []
    for step in (first_paint, flick_frames, hard_decisions, flip7_rounds, package):
        got, more = step()
        rows += [got] if isinstance(got, str) else got
        notes += more
    table: dict = {}
    row, stall_detail = stalls(table)
    busy_row, busy_detail = stalls({}, BUSY_PROGRAMS)
    rows[1:1] = [row, busy_row]
    stall_detail += ["", *busy_detail]
    row, mem_detail = memory(table)
    rows.append(row)
    got, more = network()  # last: its thousands of autosaves (fsync) and 200 connections disturb nothing above
    rows += got
    notes += more
    return "\n".join([
        TITLE, "",
        f"Every row of issue 14 and issue 28's network rows, measured in one run ({time.monotonic() - started:.0f} s; "
        f"load average {load} at the start, {_load()} at the end; {os.cpu_count()} cores). Ratios are figure / yardstick.", "",
        "| what | figure | yardstick | ratio | target | holds |", "|---|---|---|---|---|---|", *rows, "",
        *(f"- {n}" for n in notes), "", *stall_detail, "", *mem_detail, "",
    ])


def write(section: str, out: Path) -> None:
    """Put `section` at the top of `out` (after its first heading and header paragraph), replacing an
    earlier one."""
    text = out.read_text() if out.exists() else "# Benchmarks\n"
    if TITLE in text:
        before, _, rest = text.partition(TITLE)
        after = rest.split("\n## ", 1)
        text = before + ("## " + after[1] if len(after) > 1 else "")
    head, sep, rest = text.partition("\n## ")
    out.write_text(head.rstrip("\n") + "\n\n" + section.strip() + "\n\n" + (sep.lstrip("\n") + rest if sep else ""))


if __name__ == "__main__":
    print(run())
