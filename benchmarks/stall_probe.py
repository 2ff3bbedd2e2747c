"""Where a UI stall goes: normal bots play one game in the main window (as the stall row does) and
the longest gaps of a 5 ms heartbeat are printed with what ran inside each: the session's `_apply`,
the table's `_on_announced`, the scene's `play_events`, the frame gate's turns (a slice of pictures painted ahead), the view's paint (each with its
wall and CPU time) and the bot's thinking on its worker thread, and how many pictures the paint had
to paint for the first time (app/ui/qt_table_pixmaps.py).

    python -m benchmarks.stall_probe GAME [off|fast] [seconds]

A developer's tool, not part of `make bench`: it wraps methods in place, which the benchmarks do not.
"""

from __future__ import annotations

import os
import sys
import threading
import time

T = time.perf_counter


def _wrap(cls, name: str, label: str, log: list) -> None:
    original = getattr(cls, name)

    def timed(*args, **kwargs):
        started, cpu = T(), time.thread_time()
        try:
            return original(*args, **kwargs)
        finally:
            log.append((label, started, T(), threading.current_thread().name[:8], time.thread_time() - cpu))

    setattr(cls, name, timed)


def main(argv: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    game_id = argv[0] if argv else "flip7"
    speed = argv[1] if len(argv) > 1 else "off"
    limit = float(argv[2]) if len(argv) > 2 else 40.0
    from app.ui.qt_app import make_app

    app = make_app([])
    from PySide6.QtCore import QTimer

    import app.session.bot_worker as bot_worker
    import app.session.game_session as game_session
    from app.games import registry
    from app.persistence import SeatConfig
    from app.ui import qt_table_pixmaps, qt_table_screen, table_scene
    from app.ui.qt_main_window import MainWindow
    from app.ui.qt_table_view import TableView

    log: list = []
    _wrap(game_session.GameSession, "_apply", "apply", log)
    _wrap(game_session.GameSession, "_think", "session starts a bot", log)
    _wrap(game_session, "_make_bot", "a seat's bot made (first turn)", log)
    _wrap(game_session.GameSession, "_advance", "session advances", log)
    _wrap(bot_worker.BotTask, "run", "bot", log)
    _wrap(bot_worker.UiThreadCollector, "collect", "garbage collection", log)
    _wrap(bot_worker.UiThreadCollector, "settle", "garbage settled (game start)", log)
    _wrap(qt_table_screen.TableScreen, "_on_announced", "_on_announced", log)
    _wrap(table_scene.TableScene, "play_events", "play_events", log)
    from app.ui import qt_table_frames

    _wrap(qt_table_frames.FrameGate, "_request_update", "frame gate (a warm slice)", log)
    paint = TableView.paintEvent

    def painted(view, event):
        before, started, cpu = qt_table_pixmaps.stats["painted"], T(), time.thread_time()
        try:
            return paint(view, event)
        finally:
            log.append((f"paint ({qt_table_pixmaps.stats['painted'] - before} new pictures)", started, T(),
                        "main", time.thread_time() - cpu))

    TableView.paintEvent = painted
    window = MainWindow(bot_delay_ms=300 if speed == "fast" else 0)
    window.resize(1280, 800)
    window.show()
    window.set_speed(speed)
    info = registry.info(game_id)
    seats = [SeatConfig(name, color, "normal") for name, color in
             zip(("Ana", "Ben", "Cleo", "Dan"), ("#d1352b", "#2f6fd0", "#2e9d4a", "#f08c1a"))]
    window.start_game(registry.get(game_id), seats[:max(info.min_players, min(4, info.max_players))], seed=7)
    app.processEvents()
    beats = [T()]
    heartbeat = QTimer()
    heartbeat.setInterval(5)
    heartbeat.timeout.connect(lambda: beats.append(T()))
    heartbeat.start()
    started = beats[0] = T()
    while not (window.session.is_over and not window.table.scene.busy) and T() < started + limit:
        app.processEvents()
        time.sleep(0.001)
    heartbeat.stop()
    gaps = sorted(((b - a, a, b) for a, b in zip(beats, beats[1:])), reverse=True)
    print(f"{game_id}, speed {speed}: {len(window.session.state.history)} moves in {T() - started:.1f} s; "
          f"longest gaps ms: {[round(g * 1000) for g, _a, _b in gaps[:10]]}")
    for gap, a, b in gaps[:5]:
        print(f"gap {gap * 1000:.0f} ms")
        for label, s, e, thread, cpu in sorted(log, key=lambda x: x[1]):
            if e > a and s < b:
                print(f"  {label:28s} {thread:8s} {(s - a) * 1000:6.1f} -> {(e - a) * 1000:6.1f} ms   "
                      f"wall {(e - s) * 1000:5.1f}  cpu {cpu * 1000:5.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
