"""UI benchmarks: launch-to-first-painted-launcher time (beside a bare PySide6 window, same run), the
longest UI-thread stall while four bots play a Flip 7 game in the main window (a QTimer heartbeat
measures the gaps), and the peak memory of that GUI process."""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RUNS = 7

#: the first frame painted: the watched widget's first paint event is let through, and the report comes
#: from a zero timer, which runs once the frame that paint belongs to is done (texts, icons, the other
#: tiles). Both scripts are timed to the same point: the bare label draws its text (loading fonts) as the
#: launcher draws its tiles.
_FIRST_PAINT = r"""
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
def _painted():
    games = [m for m in sys.modules if m.startswith("pymunk") or (m.startswith("app.games.")
             and (m.endswith(".rules") or ".ui" in m))]
    print("MODULES", len(sys.modules), len(games), flush=True)
    print("PAINTED", flush=True)
    sys.stdout.flush()
    import os; os._exit(0)
class First(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not getattr(self, "seen", False):
            self.seen = True
            QTimer.singleShot(0, _painted)
        return False
"""

BARE = _FIRST_PAINT + r"""
from PySide6.QtWidgets import QApplication, QLabel
app = QApplication(sys.argv)
w = QLabel("hello")
f = First(); w.installEventFilter(f)
w.resize(800, 600); w.show()
app.exec()
"""

#: what PySide alone costs to paint a launcher like ours (no project code): the PySide types our modules
#: import before the launcher's first paint (their Python types and enums are built on first use, as
#: ours are), a main window with the menu bar's four titles, a stack, a scroll area of five tiles (a
#: painted icon, a bold title, players, a wrapped summary, hidden Continue and saved, three buttons) and
#: the side's buttons, with tooltips; timed to the first tile's first frame as the launcher is
FLOOR = _FIRST_PAINT + r"""
from PySide6.QtCore import QByteArray, QLocale, QPointF, QRect, QRectF, QSize, Qt, QTranslator, Signal
from PySide6.QtGui import (QBrush, QColor, QFileOpenEvent, QFont, QFontMetrics, QGuiApplication, QIcon, QIconEngine,
                           QLinearGradient, QPainter, QPainterPath, QPen, QPixmap)
from PySide6.QtWidgets import (QApplication, QFrame, QGridLayout, QHBoxLayout, QLabel, QMainWindow, QMenu,
                               QPushButton, QScrollArea, QSizePolicy, QStackedWidget, QVBoxLayout, QWidget)
QGuiApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
app = QApplication(sys.argv)
def icon(side):
    pm = QPixmap(side, side); pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm); p.setRenderHint(QPainter.RenderHint.Antialiasing); p.setPen(QPen(QColor("#333333"), 2))
    p.setBrush(QColor("#c0392b")); p.drawRoundedRect(QRectF(4, 4, side - 8, side - 8), 8, 8)
    p.drawText(QRectF(0, 0, side, side), Qt.AlignmentFlag.AlignCenter, "7"); p.end()
    return pm
def bold(widget, factor):
    f = QFont(widget.font()); f.setPointSizeF(f.pointSizeF() * factor); f.setBold(True); widget.setFont(f)
w = QMainWindow()
for title in ("&Game", "&Edit", "&View", "&Help"):
    w.menuBar().addMenu(title)
host = QWidget(); grid = QGridLayout(host); tiles = []
for i in range(5):
    t = QFrame(host); t.setToolTip("Start a new game"); g = QGridLayout(t)
    logo = QLabel(t); logo.setPixmap(icon(96)); logo.setAlignment(Qt.AlignmentFlag.AlignCenter); g.addWidget(logo, 0, 0, 1, 2)
    title = QLabel("Game %d" % i, t); bold(title, 1.5); g.addWidget(title, 1, 0, 1, 2)
    g.addWidget(QLabel("2–6 players", t), 2, 0, 1, 2)
    s = QLabel("A summary of the game that wraps over two or three lines of text in its tile.", t)
    s.setWordWrap(True); s.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.MinimumExpanding)
    g.addWidget(s, 3, 0, 1, 2)
    for r, text in ((4, "saved"), (5, "Continue")):
        hidden = QLabel(text, t) if r == 4 else QPushButton(text, t); hidden.hide(); g.addWidget(hidden, r, 0, 1, 2)
    g.addWidget(QPushButton("Learn to play", t), 6, 0, 1, 2)
    g.addWidget(QPushButton("Rules", t), 7, 0); g.addWidget(QPushButton("New game", t), 7, 1)
    grid.addWidget(t, i // 3, i % 3); tiles.append(t)
scroll = QScrollArea(); scroll.setWidgetResizable(True); scroll.setFrameShape(QFrame.Shape.NoFrame)
scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff); scroll.setWidget(host)
page = QWidget(); outer = QVBoxLayout(page); header = QHBoxLayout(); logo = QLabel(); logo.setPixmap(icon(56))
header.addWidget(logo); name = QLabel("Top Five"); bold(name, 2.4); header.addWidget(name, 1); outer.addLayout(header)
body = QHBoxLayout(); body.addWidget(scroll, 1); side = QVBoxLayout()
for text in ("Continue", "No unfinished game.", "Load…", "Rules (F1)", "Quit"):
    side.addWidget(QLabel(text) if text.endswith(".") else QPushButton(text))
body.addLayout(side); outer.addLayout(body, 1)
stack = QStackedWidget(); stack.addWidget(page); w.setCentralWidget(stack)
f = First(); tiles[0].installEventFilter(f)
w.resize(800, 600); w.show()
app.exec()
"""

TOP_FIVE = _FIRST_PAINT + r"""
sys.path.insert(0, %(root)r)
from app.ui.qt_app import make_app
app = make_app([])
from app.ui import qt_language
qt_language.start(app)  # as app.ui.qt_app.start: the language before any window
from app.ui.qt_main_window import MainWindow
w = MainWindow()
f = First(); w.launcher.tiles[0].installEventFilter(f)
w.resize(800, 600); w.show()
app.exec()
"""

BOT_GAME = r"""
import json, resource, sys, time
sys.path.insert(0, %(root)r)
from app.ui.qt_app import make_app
app = make_app([])
from PySide6.QtCore import QTimer
from app.games import registry
from app.persistence import SeatConfig
from app.ui.qt_main_window import MainWindow
import app.persistence.saves as saves_module
_write, save_ms = saves_module.write_atomic, []
def timed_write(*a, **k):  # runs on the background writer thread (app/persistence/background.py)
    t = time.perf_counter()
    try:
        return _write(*a, **k)
    finally:
        save_ms.append((time.perf_counter() - t) * 1000)
saves_module.write_atomic = timed_write
game = registry.get(%(game)r)
w = MainWindow(bot_delay_ms=%(delay)d)
w.resize(1280, 800); w.show()
w.set_speed(%(speed)r)
seats = [SeatConfig(n, c, "normal") for n, c in zip(("Ana", "Ben", "Cleo", "Dan", "Eve", "Finn")[:%(players)d],
         ("#d1352b", "#2f6fd0", "#2e9d4a", "#f08c1a", "#8e44ad", "#16a085"))]
gaps, last = [], [time.perf_counter()]
ends = []  # when each gap ended, for the longest one's place in the run
def beat():
    now = time.perf_counter(); gaps.append(now - last[0]); ends.append(now); last[0] = now
t0 = time.perf_counter()
w.start_game(game, seats, seed=%(seed)d)
start_ms = (time.perf_counter() - t0) * 1000
app.processEvents()
timer = QTimer(); timer.setInterval(5); timer.timeout.connect(beat); timer.start()
started = last[0] = time.perf_counter()
deadline = started + %(limit)f
while not (w.session is not None and w.session.is_over and not w.table.scene.busy):
    app.processEvents()
    if time.perf_counter() > deadline:
        break
    time.sleep(0.001)
took = time.perf_counter() - started
timer.stop()
longest_at = ends[max(range(len(gaps)), key=gaps.__getitem__)] - started if gaps else 0.0
rss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
try:  # Linux: ru_maxrss of a spawned process starts at its parent's (exec keeps the old peak); VmHWM does not
    rss_kb = next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmHWM:"))
except (OSError, StopIteration):
    pass
gaps.sort()
print(json.dumps({"over": bool(w.session.is_over), "seconds": took, "moves": len(w.session.state.history),
                  "rounds": (lambda r: r if isinstance(r, int) else len(r or []))(w.session.view().get("rounds")), "max_gap_ms": gaps[-1] * 1000, "max_gap_at_s": longest_at,
                  "p99_gap_ms": gaps[int(len(gaps) * 0.99)] * 1000, "beats": len(gaps), "maxrss_mb": rss_kb / 1024,
                  "start_ms": start_ms, "autosave_mean_ms": sum(save_ms) / max(1, len(save_ms)), "autosave_max_ms": max(save_ms or [0])}))
"""


def _env() -> dict:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    tmp = Path(os.environ.get("TMPDIR", "/tmp"))
    env["TOP_FIVE_DATA_DIR"] = str(tmp / "top-five-bench-ui")
    # an installed app has its bytecode compiled (pip does it); a shell with PYTHONDONTWRITEBYTECODE
    # would make every run compile every module again: the caches go to a folder of their own
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(tmp / "top-five-bench-pycache")
    return env


#: modules loaded at the first paint of the last run: (all, of games' rules, tables or pymunk)
MODULES: dict[str, tuple[int, int]] = {}


def _time_to_paint(code: str, label: str = "", language: str = "en") -> float:
    started = time.perf_counter()
    env = _env() | {"TOP_FIVE_LANG": language}
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                            env=env, text=True)
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith("MODULES"):
            MODULES[label] = tuple(int(x) for x in line.split()[1:3])  # type: ignore[assignment]
        if line.startswith("PAINTED"):
            took = time.perf_counter() - started
            proc.wait(timeout=30)
            return took
    proc.wait(timeout=30)
    raise RuntimeError("the window never painted")


def _bot_game(speed: str, delay: int, seed: int, limit: float, game: str = "flip7", players: int = 4) -> dict:
    """Normal bots in every seat of `game` play in a fresh main window (table screen attached) until
    the game is over or `limit` seconds have passed; the heartbeat's gaps and the process's peak RSS."""
    code = BOT_GAME % {"root": str(ROOT), "speed": speed, "delay": delay, "seed": seed, "limit": limit,
                       "game": game, "players": players}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=_env(), timeout=limit + 60)
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    if not lines:
        raise RuntimeError(f"the bot game did not report: {out.stderr[-2000:]}")
    return json.loads(lines[-1])


def run() -> str:
    bare, ours, german = [], [], []
    _time_to_paint(BARE)  # a first run of each writes the bytecode caches (and warms the disk cache)
    _time_to_paint(TOP_FIVE % {"root": str(ROOT)})
    for _ in range(RUNS):  # interleaved, so all see the same machine load
        bare.append(_time_to_paint(BARE, "bare"))
        ours.append(_time_to_paint(TOP_FIVE % {"root": str(ROOT)}, "ours"))
        german.append(_time_to_paint(TOP_FIVE % {"root": str(ROOT)}, "german", language="de"))
    b, o, g = statistics.median(bare), statistics.median(ours), statistics.median(german)
    fast = _bot_game("off", 0, 7, 240.0)
    shown = _bot_game("fast", 300, 7, 60.0)  # a minute of it: the stalls repeat move by move
    rows = "\n".join(
        f"| {label} | {r['over']} | {r['rounds']} | {r['moves']} | {r['seconds']:.1f} | {r['max_gap_ms']:.1f} | "
        f"{r['p99_gap_ms']:.1f} | {r['start_ms']:.0f} | {r['autosave_mean_ms']:.1f} / {r['autosave_max_ms']:.1f} | {r['maxrss_mb']:.0f} |"
        for label, r in (("speed off, no bot delay", fast), ("speed fast, bot delay 300 ms", shown))
    )
    return (
        "## UI (app/ui)\n\n"
        f"Launch to first painted launcher tile, median of {RUNS} subprocess runs (offscreen platform, bytecode caches written by a first run of each):\n\n"
        "| window | median s | runs (s) |\n|---|---|---|\n"
        f"| bare PySide6 QLabel | {b:.3f} | {', '.join(f'{x:.3f}' for x in bare)} |\n"
        f"| Top Five launcher | {o:.3f} | {', '.join(f'{x:.3f}' for x in ours)} |\n"
        f"| Top Five launcher in German (TOP_FIVE_LANG=de: catalogue and Qt's qtbase_de.qm loaded) | {g:.3f} | "
        f"{', '.join(f'{x:.3f}' for x in german)} |\n\n"
        f"Ratio Top Five / bare PySide6: **{o / b:.2f}×** (target: at most 1.3×); in German {g / b:.2f}×.\n\n"
        f"Modules loaded at the first paint: bare {MODULES.get('bare', (0, 0))[0]}, Top Five "
        f"{MODULES.get('ours', (0, 0))[0]}, of which {MODULES.get('ours', (0, 0))[1]} are games' rules, "
        "tables or pymunk (the launcher reads each game's static INFO; a game is imported when opened).\n\n"
        "Four normal bots play a Flip 7 game (seed 7) in the main window at 1280×800; a 5 ms QTimer heartbeat "
        "measures the gaps of the UI thread; peak memory is the process's ru_maxrss:\n\n"
        "| run | finished | rounds | moves | seconds | longest UI stall ms | p99 gap ms | game start ms "
        "| autosave write mean / max ms (writer thread) | peak RSS MB |\n"
        "|---|---|---|---|---|---|---|---|---|---|\n" + rows + "\n\n"
        "Stalls are measured from the first move on; the game start (scene and table built, deal shown) is "
        "its own column. The autosave after every action is serialised on the UI thread (well under a "
        "millisecond) and written (atomic write with fsync) by a background thread, so its write time, "
        "shown in its own column, is not part of the stalls.\n"
    )


if __name__ == "__main__":
    print(run())
