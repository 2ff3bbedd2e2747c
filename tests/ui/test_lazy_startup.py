"""Start-up: the launcher is built and shown from the games' static metadata (their INFO), without
importing any game's rules, physics (pymunk) or table (issue 8, part 7)."""

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

_PROBE = r"""
import json, sys
sys.path.insert(0, %(root)r)
from app.ui.qt_app import make_app
app = make_app([])
from app.ui import qt_language
qt_language.start(app)
from app.ui.qt_main_window import MainWindow
window = MainWindow()
window.show()
app.processEvents()
tiles = [t.game_id for t in window.launcher.tiles]
print(json.dumps({"modules": sorted(sys.modules), "tiles": tiles}))
"""


def _heavy(modules):
    return sorted(m for m in modules if m == "pymunk" or m.startswith("pymunk.")
                  or (m.startswith("app.games.") and (m.endswith(".rules") or ".ui" in m or m.endswith(".setup")))
                  or m.startswith("app.physics") or m == "app.ui.qt_table_screen")


def test_the_launcher_is_shown_without_any_game_rules_physics_or_table(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_DATA_HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "cfg"), "TOP_FIVE_DATA_DIR": str(tmp_path / "data")}
    out = subprocess.run([sys.executable, "-c", _PROBE % {"root": str(ROOT)}], capture_output=True, text=True,
                         env=env, timeout=120)
    line = [x for x in out.stdout.splitlines() if x.startswith("{")]
    assert line, out.stderr[-2000:]
    seen = json.loads(line[-1])
    assert seen["tiles"] == ["flip7", "top_this", "top_oder_flop", "top_pop", "top3"]
    assert _heavy(seen["modules"]) == []
    assert not {"_hashlib", "secrets"} & set(seen["modules"])  # OpenSSL loads when a game moves
    # the new-game dialog is imported when a game is chosen, not to paint the launcher
    assert "app.ui.qt_new_game" not in seen["modules"]
    # nor the engine: the launcher needs the games' metadata and the language, not records and states
    assert not {"app.core.state", "app.core.records", "app.core.rng"} & set(seen["modules"])


def test_registry_metadata_without_rules_and_games_on_demand():
    code = (f"import sys; sys.path.insert(0, {str(ROOT)!r})\n"
            "from app.games import registry\n"
            "infos = registry.infos(); print([i.id for i in infos], registry.ids(), registry.info('top_this').title)\n"
            "print(sorted(m for m in sys.modules if m.endswith('.rules') or m.startswith('pymunk')))\n"
            "game = registry.get('flip7')\n"
            "print(game.info is registry.info('flip7'), 'app.games.top_this.rules' in sys.modules)\n"
            "from app.games.top_this import GAME\n"
            "print(GAME is registry.get('top_this'), [g.id for g in registry.all()])\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.splitlines() == [
        "['flip7', 'top_this', 'top_oder_flop', 'top_pop', 'top3'] ['flip7', 'top_this', 'top_oder_flop', 'top_pop', "
        "'top3'] Top This!",
        "[]",
        "True False",
        "True ['flip7', 'top_this', 'top_oder_flop', 'top_pop', 'top3']",
    ]


def test_the_app_icon_is_painted_when_a_size_is_asked_for(qapp, monkeypatch):
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon

    from app.ui import qt_art

    painted = []
    real = qt_art.paint_app_icon
    monkeypatch.setattr(qt_art, "paint_app_icon", lambda p, size: painted.append(size) or real(p, size))
    icon = qt_art.app_icon()
    assert painted == []  # making it paints nothing
    assert [s.width() for s in icon.availableSizes()] == list(qt_art.APP_ICON_SIZES)
    pm = icon.pixmap(QSize(32, 32))
    assert painted == [32.0] and pm.size() == QSize(32, 32)
    assert pm.toImage() == qt_art._pixmap(real, 32).toImage()  # the same picture as before
    icon.pixmap(QSize(32, 32))
    assert painted == [32.0]  # each size once
    grey = icon.pixmap(QSize(32, 32), QIcon.Mode.Disabled).toImage()
    assert grey != pm.toImage() and grey.size() == pm.size()  # disabled: greyed like a plain pixmap
