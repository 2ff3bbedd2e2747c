"""Every screen of the app as a PNG, in English and German, at 800x600 and 1920x1080: to look at.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/screen_tour.py [out_dir]

The launcher, the new-game dialog of each game, each game's table early and late in a game (bots play,
animations off; Top oder Flop's also with a card picked, its places lit), the end-of-game screen,
the rules dialog and the hand-off screen. Files are named <lang>_<size>_<screen>.png.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("TOP_FIVE_DATA_DIR", tempfile.mkdtemp(prefix="top-five-tour-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from app.core import i18n  # noqa: E402

SIZES = ((800, 600), (1920, 1080))
NAMES = ["Ana", "Benedikt", "Chloé", "Dmitri", "Eva"]
COLORS = ["#d1352b", "#2f6fd0", "#2e9d4a", "#e0a020", "#8e24aa"]


def settle(app: QApplication, ms: int = 60) -> None:
    done = []
    QTimer.singleShot(ms, lambda: done.append(1))
    while not done:
        app.processEvents()


def shoot(widget: QWidget, out: Path, name: str) -> None:
    widget.grab().save(str(out / f"{name}.png"))


def play(app, window, steps: int) -> None:
    """Let the bots play `steps` moves (the table's session runs them on timers)."""
    session = window.session
    for _ in range(steps * 20):
        if session is None or session.is_over or len(session.history) >= steps:
            return
        settle(app, 20)


def pick_a_card(app, window) -> None:
    """Top oder Flop: play into the game proper (the human's first moves), then pick a card of the
    hand, so that the places it may go light up."""
    session, table = window.session, window.table
    for _ in range(400):
        if session.is_over or (session.view().get("phase") == "play" and session.legal_actions()):
            break
        legal = session.legal_actions()
        if legal and not table.scene.busy:
            session.submit(legal[0])
        settle(app, 10)
    cards = table.scene.hand.cards
    if cards and session.legal_actions():
        table.scene.on_click(("hand", len(cards) - 1))
    settle(app, 50)


def tour(out: Path) -> list[Path]:
    from app.games import registry
    from app.persistence import SeatConfig
    from app.ui.qt_main_window import MainWindow
    from app.ui.qt_new_game import NewGameDialog

    app = QApplication.instance() or QApplication([])
    for language in i18n.LANGUAGES:
        i18n.set_language(language)
        for w, h in SIZES:
            tag = f"{language}_{w}x{h}"
            window = MainWindow(bot_delay_ms=0)
            window.resize(w, h)
            window.show()
            settle(app)
            shoot(window, out, f"{tag}_launcher")
            for info in registry.infos():
                if info.id not in ("flip7", "top_this", "top_oder_flop"):
                    continue
                dialog = NewGameDialog(registry.get(info.id), None, window)
                dialog.show()
                settle(app)
                shoot(dialog, out, f"{tag}_{info.id}_new_game")
                dialog.close()
                seats = [SeatConfig(NAMES[0], COLORS[0], "human")] + [
                    SeatConfig(n, c, "normal") for n, c in zip(NAMES[1:4], COLORS[1:4])]
                window.speed_actions["off"].trigger()
                window.start_game(registry.get(info.id), seats, seed=7)
                settle(app, 200)
                shoot(window, out, f"{tag}_{info.id}_table")
                if info.id == "top_oder_flop":
                    pick_a_card(app, window)
                    shoot(window, out, f"{tag}_{info.id}_table_pick")
                bots = [SeatConfig(n, c, "easy") for n, c in zip(NAMES[:4], COLORS[:4])]
                window.start_game(registry.get(info.id), bots, seed=8)
                for _ in range(3000):
                    if window.session is not None and window.session.is_over:
                        break
                    settle(app, 5)
                settle(app, 600)
                shoot(window, out, f"{tag}_{info.id}_end")
                window.show_rules(info.id)
                settle(app)
                rules = window.findChild(QWidget, "rules") or getattr(window, "_rules", None)
                if rules is not None:
                    rules.resize(min(w, 900), min(h, 700))
                    settle(app)
                    shoot(rules, out, f"{tag}_{info.id}_rules")
                    rules.close()
            window.close()
            window.deleteLater()
            settle(app)
    return sorted(out.glob("*.png"))


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "screenshots")
    target.mkdir(parents=True, exist_ok=True)
    for path in tour(target):
        print(path)
