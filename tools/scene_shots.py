"""Render the Flip 7 table with sample positions to PNG files, to look at it as a player.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/scene_shots.py [out_dir]

Plays seeded games with the real rules (random legal moves) to a few interesting moments and saves
the table at 800x600 and 1600x1000 for 3, 6, 12 and 24 players.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication  # noqa: E402

from app.core.rng import Rng  # noqa: E402
from app.games.flip7.rules import GAME  # noqa: E402
from app.games.flip7.ui.scene import Scene  # noqa: E402
from app.ui.qt_table_view import TableView  # noqa: E402

NAMES = ["Ana", "Ben", "Chloé", "Dmitri", "Eva", "Farid", "Grace", "Hiro", "Ines", "Jonas", "Kemal", "Lena",
         "Mia", "Noah", "Olga", "Pablo", "Quinn", "Rosa", "Sven", "Tara", "Umar", "Vera", "Wim", "Xena"]
COLORS = ["#e53935", "#1e88e5", "#43a047", "#fdd835", "#8e24aa", "#fb8c00", "#00acc1", "#6d4c41",
          "#d81b60", "#3949ab", "#7cb342", "#546e7a"]


def sample_state(players: int, seed: int, moves: int, want_target: bool = False):
    state = GAME.new_state(players, seed)
    rng = Rng(seed)
    for _ in range(moves):
        legal = state.legal_actions()
        if not legal or (want_target and legal[0].TYPE == "target"):
            break
        hit = [a for a in legal if a.TYPE == "hit"]
        action = hit[0] if hit and rng.random() < 0.75 else rng.choice(legal)
        state.apply(action)
    return state


def render(state, width: int, height: int, path: Path, human: int | None = None) -> None:
    n = state.players_count
    scene = Scene(GAME, NAMES[:n], [COLORS[i % len(COLORS)] for i in range(n)])
    view = TableView(scene)
    view.resize(width, height)
    view.show()
    seat = state.current_player if human is None else human
    legal = state.legal_actions() if seat == state.current_player else []
    scene.set_speed(0)
    scene.show_position(state.view(seat), legal, seat)
    QApplication.processEvents()
    view.grab().save(str(path))
    view.close()


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    out = Path(args[0] if args else "/tmp/shots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    samples = [(3, 7, 14, False), (6, 3, 30, True), (12, 5, 60, False), (24, 11, 90, False)]
    for players, seed, moves, target in samples:
        state = sample_state(players, seed, moves, target)
        for w, h in ((800, 600), (1600, 1000)):
            path = out / f"flip7_{players}p_{w}x{h}.png"
            render(state, w, h, path)
            print(path)
    del app


if __name__ == "__main__" and "--anim" not in sys.argv:
    main()


def animation_frames(out: Path, players: int = 6, seed: int = 3) -> None:
    """Frames of the animation of each move until a round ends (flying cards, busts, the sweep)."""
    from PySide6.QtCore import QElapsedTimer

    state = GAME.new_state(players, seed)
    scene = Scene(GAME, NAMES[:players], COLORS[:players])
    view = TableView(scene)
    view.resize(1000, 700)
    view.show()
    scene.show_position(state.view(None), [], None)
    rng = Rng(seed)
    shot = 0
    for move in range(60):
        legal = state.legal_actions()
        if not legal:
            break
        hits = [a for a in legal if a.TYPE == "hit"]
        events = state.apply(hits[0] if hits and rng.random() < 0.7 else rng.choice(legal))
        kinds = {e.TYPE for e in events}
        scene.play_events(events, state.view(None))
        interesting = kinds & {"busted", "frozen", "cards_cleared", "flip3_started", "second_chance_used"}
        timer = QElapsedTimer()
        timer.start()
        grabbed = 0
        while scene.busy and timer.elapsed() < 8000:
            QApplication.processEvents()
            if interesting and timer.elapsed() > 150 + 250 * grabbed and grabbed < (9 if "cards_cleared" in kinds else 1):
                path = out / f"anim_{shot:02d}_{'-'.join(sorted(interesting))}_{grabbed}.png"
                view.grab().save(str(path))
                grabbed += 1
        if interesting:
            shot += 1
        if "cards_cleared" in kinds:
            break
    view.close()


if __name__ == "__main__" and "--anim" in sys.argv:
    _app = QApplication.instance() or QApplication([])
    animation_frames(Path("/tmp/shots"))
