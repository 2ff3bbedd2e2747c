"""The launcher's first paint (issue 14): a fresh process builds the main window, shows the launcher and
processes events until every tile and its icon has painted, with no game's rules, bots, tables, hints,
lessons or pymunk imported, nor a screen the launcher does not show; the Continue buttons are right on
that first paint; the toolbar (hidden on the launcher) gets its Speed button when it is first shown."""

import json
import os
import subprocess
import sys
from pathlib import Path

from app.games import registry
from app.persistence import paths, saves
from app.persistence.seats import SeatConfig

ROOT = Path(__file__).resolve().parents[2]

_PROBE = r"""
import json, sys, time
sys.path.insert(0, %(root)r)
from PySide6.QtCore import QEvent, QObject
from app.ui.qt_app import make_app, start
painted = {}  # each tile and tile icon -> the modules loaded when it first painted
class Watch(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and type(obj).__name__ in ("GameTile", "GameIcon") \
                and obj not in painted:
            painted[obj] = sorted(sys.modules)
        return False
watch = Watch()
make_app([]).installEventFilter(watch)
app, window = start([])  # as the app starts: the language, the main window shown
tiles = window.launcher.tiles
watched = [w for t in tiles for w in (t, t.icon)]
deadline = time.monotonic() + 60
while len(painted) < len(watched) and time.monotonic() < deadline:
    app.processEvents()
first = painted.get(tiles[0], [])
print(json.dumps({
    "painted": len(painted), "watched": len(watched),
    "at_first_paint": first, "after_all_painted": sorted(sys.modules),
    "icons": [t.icon.side > 0 and bool(t.icon._pixmaps) for t in tiles],
    "continues": [t.game_id for t in tiles if t.resume.isVisibleTo(window)],
    "saved": {t.game_id: t.saved.text() for t in tiles if t.saved.isVisibleTo(window)},
    "side_continue": window.launcher.continue_button.isEnabled(),
}))
"""

#: what the launcher must paint without: each game's rules and everything that plays or shows a game
_GAME_PARTS = (".rules", ".bots", ".actions", ".events", ".scoring", ".log", ".hints", ".tutorial", ".ui")


def _heavy(modules: list[str]) -> list[str]:
    games = [f"app.games.{g}" for g in registry.ids()]
    return sorted(
        m for m in modules
        if m == "pymunk" or m.startswith(("pymunk.", "app.physics", "app.bots", "app.session"))
        or any(m.startswith(g + part) for g in games for part in _GAME_PARTS)
        or m in ("app.games.hints", "app.core.state", "app.core.tutorial", "app.ui.table_scene",
                 "app.ui.qt_table_screen", "app.ui.qt_new_game", "app.ui.qt_statistics", "app.ui.qt_replay",
                 "app.ui.qt_rules", "app.ui.qt_tutorial", "app.ui.qt_end_of_game", "app.persistence.stats")
    )


def _probe(data_dir: Path, language: str = "en") -> dict:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TOP_FIVE_DATA_DIR": str(data_dir),
           "TOP_FIVE_LANG": language}
    out = subprocess.run([sys.executable, "-c", _PROBE % {"root": str(ROOT)}], capture_output=True, text=True,
                         env=env, timeout=120)
    lines = [x for x in out.stdout.splitlines() if x.startswith("{")]
    assert lines, out.stderr[-2000:]
    return json.loads(lines[-1])


def _unfinished(game_id: str) -> None:
    game = registry.get(game_id)
    state = game.new_state(3, 7)
    state.apply(state.legal_actions()[0])
    seats = [SeatConfig(n, "#888", k) for n, k in (("Ana", "human"), ("Bo", "normal"), ("Cy", "easy"))]
    saves.save_game(paths.autosave_path(game_id), game, state, seats)


def test_the_launcher_paints_every_tile_without_any_game_rules_pymunk_or_other_screen(tmp_path):
    seen = _probe(tmp_path / "data")
    assert seen["painted"] == seen["watched"] == 10, seen["painted"]
    assert all(seen["icons"]), seen["icons"]
    assert seen["at_first_paint"], "the first tile never painted"
    assert _heavy(seen["at_first_paint"]) == []
    assert _heavy(seen["after_all_painted"]) == []  # the icons' art needs no game either
    assert seen["continues"] == [] and not seen["side_continue"]


def test_the_continue_buttons_are_right_on_the_first_paint(tmp_path, monkeypatch):
    data = tmp_path / "data"
    monkeypatch.setenv("TOP_FIVE_DATA_DIR", str(data))
    _unfinished("top_this")
    _unfinished("top3")
    seen = _probe(data, "de")
    assert seen["continues"] == ["top_this", "top3"]
    assert seen["side_continue"]
    assert set(seen["saved"]) == {"top_this", "top3"}
    assert all(text.startswith("gespeichert ") for text in seen["saved"].values()), seen["saved"]
    assert _heavy(seen["after_all_painted"]) == []  # reading an autosave's header imports no game


def test_the_toolbar_gets_its_speed_button_when_first_shown(qtbot):
    from app.ui.qt_main_window import MainWindow

    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert not window.toolbar.isVisible() and window.speed_button is None
    seats = [SeatConfig(n, "#888", k) for n, k in (("Ana", "human"), ("Bo", "normal"), ("Cy", "normal"))]
    window.start_game(registry.get("flip7"), seats, 3)
    qtbot.waitUntil(window.toolbar.isVisible)
    words = [a.text() or getattr(window.toolbar.widgetForAction(a), "text", lambda: "|")()
             for a in window.toolbar.actions()]
    assert words == ["&Back to Launcher", "|", "&Undo", "&Redo", "&Save", "&Load…", "Speed", "&Rules", "&Hint"]
    assert window.speed_button.menu() is window.speed_menu
    window.show_launcher()
    window.start_game(registry.get("flip7"), seats, 4)
    qtbot.waitUntil(window.toolbar.isVisible)
    assert [a.text() for a in window.toolbar.actions()].count("") == 2  # one separator, one Speed button


def test_the_menus_fill_after_the_first_paint_and_their_shortcuts_work_right_away(qtbot):
    """The first frame shows the menu bar's titles; the menus' actions, shortcuts and the toolbar are
    made right after the launcher's first paint, so that a key pressed as soon as the window takes
    input already works."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from app.ui.qt_main_window import MainWindow

    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&Game", "&Edit", "&View", "&Help"]
    assert "new_action" not in window.__dict__ and "toolbar" not in window.__dict__  # not made yet
    assert all(not menu.actions() for menu in window._menus)
    window.show()
    window.activateWindow()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: "new_action" in window.__dict__, timeout=5000)  # made without being asked for
    assert [a.text() for a in window._menus[0].actions()][:1] == ["&New game…"]
    assert not window.toolbar.isVisible() and not window.save_action.isEnabled()  # the launcher's state
    assert not window.isFullScreen()
    QTest.keyClick(window, Qt.Key.Key_F11)  # View > Full screen's shortcut
    qtbot.waitUntil(window.isFullScreen, timeout=3000)
    assert window.full_screen_action.isChecked()
    QTest.keyClick(window, Qt.Key.Key_F1)  # Help > Rules
    qtbot.waitUntil(lambda: window._rules is not None and window._rules.isVisible(), timeout=5000)


def test_an_action_read_before_the_first_paint_is_made_then(qtbot):
    from app.ui.qt_main_window import MainWindow

    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    assert window.undo_action.text() == "&Undo"  # reading one makes them all, with the launcher's state
    assert not window.undo_action.isEnabled() and not window.back_action.isEnabled()
    assert [a.text() for a in window._menus[3].actions()][:1] == ["&Rules"]


def test_the_menus_fill_even_if_the_launcher_is_never_painted(qtbot):
    """A window that never paints its launcher (opened minimised, or straight onto a table) still gets
    its actions and shortcuts, a moment later."""
    from app.ui.qt_main_window import MainWindow

    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)  # never shown: no paint event reaches the first tile
    assert not window._actions_made
    qtbot.wait(200)
    assert not window._actions_made and all(not menu.actions() for menu in window._menus)
    qtbot.waitUntil(lambda: window._actions_made, timeout=5000)
    assert [a.text() for a in window._menus[0].actions()][:1] == ["&New game…"]
