"""The widget layer in English and German (issue 9): every screen of app/ui/qt_*.py is built once in
each language and every text a player reads on it (labels, buttons, group boxes, menus and actions with
their tips, combo box items, window titles, table headers and cells) is collected; a text that is the
same in both languages is English that was not marked, unless it is only names, numbers, game names,
"Top Five" or a word German shares ("OK", "Normal"...). Also: the language is chosen at start from the
saved choice, TOP_FIVE_LANG overrides it, and Qt's own buttons read German."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QMenu,
    QMessageBox,
    QTableWidget,
    QWidget,
)

from app.core import i18n
from app.games import registry
from app.persistence import SeatConfig, settings
from app.ui import qt_language
from app.ui.qt_end_of_game import EndOfGameWidget
from app.ui.qt_handoff import HandoffCover
from app.ui.qt_main_window import MainWindow
from app.ui.qt_new_game import NewGameDialog
from app.ui.qt_rules import RulesDialog
from app.ui.qt_score_sheet import ScoreSheet

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ana", "Ben", "Cleo"]
COLORS = ["#d1352b", "#2f6fd0", "#2e9d4a"]
#: what may read the same in English and German: names, game names, the app's name, each language's
#: own name (the language menu)
PROPER = sorted(["Top Five", *NAMES, *(info.title for info in registry.infos()), *i18n.LANGUAGE_NAMES.values(),
                 "Flip 7", "Top This!", "Top oder Flop", "Top Pop", "Top 3"], key=len, reverse=True)
#: words German writes as English does (checked one by one, not a way around marking)
SHARED_WORDS = {"OK", "Normal", "Orange", "Computer (normal)"}


@pytest.fixture(autouse=True)
def _english_after(qtbot):
    """Every test ends in English, without Qt's German words, with the locale it found."""
    locale = QLocale()
    yield
    i18n.set_language("en")
    qt_language.install_qt_translator(QApplication.instance(), "en")
    QLocale.setDefault(locale)


@contextmanager
def language(code: str):
    """Within the block, `code` is the language, Qt's own words included (as at a start in it)."""
    app = QApplication.instance()
    with i18n.use(code):
        qt_language.install_qt_translator(app, code)
        try:
            yield
        finally:
            qt_language.install_qt_translator(app, "en")


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip()


def readable(text: str) -> bool:
    """Whether `text` has words of a language (not only names, numbers and game names)."""
    text = _plain(text)
    if text in SHARED_WORDS:
        return False
    short = text.removeprefix("\u2605 ").removesuffix("\u2026")
    if short and any(name.startswith(short) for name in NAMES):
        return False  # a name cut short to fit its column (the score sheet's header)
    text = re.sub(r"<[^>]+>", " ", text)  # rich text's tags
    text = re.sub(r"#[0-9a-fA-F]{6}\b", " ", text)  # a colour without a palette name
    for name in PROPER:
        text = text.replace(name, " ")
    return re.search(r"[^\W\d_]", text) is not None


def _table_texts(table: QTableWidget) -> list[str]:
    out = []
    for c in range(table.columnCount()):
        item = table.horizontalHeaderItem(c)
        out += [item.text(), item.toolTip()] if item is not None else []
    for r in range(table.rowCount()):
        item = table.verticalHeaderItem(r)
        out += [item.text(), item.toolTip()] if item is not None else []
        for c in range(table.columnCount()):
            cell = table.item(r, c)
            out += [cell.text(), cell.toolTip()] if cell is not None else []
    return out


def _action_texts(action: QAction) -> list[str]:
    out = [action.text(), action.toolTip(), action.statusTip()]
    if action.menu() is not None:
        out += _menu_texts(action.menu())
    return out


def _menu_texts(menu: QMenu) -> list[str]:
    out = [menu.title()]
    for action in menu.actions():
        out += _action_texts(action)
    return out


def texts(roots) -> set[str]:
    """Every text a player may read on `roots` (a widget or a list of them) and the widgets in them."""
    roots = roots if isinstance(roots, list) else [roots]
    found: list[str] = [root.windowTitle() for root in roots]
    for widget in [w for root in roots for w in (root, *root.findChildren(QWidget))]:
        found.append(widget.toolTip())
        if isinstance(widget, QLabel):
            found.append(widget.text())
        elif isinstance(widget, QAbstractButton):
            found.append(widget.text())
        elif isinstance(widget, QGroupBox):
            found.append(widget.title())
        elif isinstance(widget, QComboBox):
            found += [widget.itemText(i) for i in range(widget.count())]
        elif isinstance(widget, QMenu):
            found += _menu_texts(widget)
        elif isinstance(widget, QTableWidget):
            found += _table_texts(widget)
        if widget.isWindow():
            found.append(widget.windowTitle())
        for action in widget.actions():
            found += _action_texts(action)
    for action in (a for root in roots for a in root.findChildren(QAction)):
        found += _action_texts(action)
    return {t for t in found if t and t.strip()}


def untranslated(build) -> list[str]:
    """The readable texts that `build()` (-> a widget) shows the same in English and in German."""
    with language("en"):
        english = texts(build())
    with language("de"):
        german = texts(build())
    assert any(readable(t) for t in english)  # the screen has words at all (the test can fail)
    return sorted(t for t in english & german if readable(t))


def _final_flip7_view() -> dict:
    """A seeded Flip 7 game of three played to its end with legal moves (Ana hits up to 20)."""
    state = registry.get("flip7").new_state(3, 11)
    for _step in range(5000):
        legal = state.legal_actions()
        if not legal:
            break
        hits = [a for a in legal if a.TYPE == "hit"]
        stays = [a for a in legal if a.TYPE == "stay"]
        points = state.view(0)["players"][state.current_player].get("line_points", 0)
        state.apply(stays[0] if stays and (points >= 20 or not hits) else hits[0] if hits else legal[0])
    view = state.view(0)
    assert view["is_over"]
    return view


def _final_top_this_view() -> dict:
    """A finished Top This! position where Ana and Ben tie on $12 and the tips decide."""
    from tests.ui.test_end_screen_fit import _top_this_tie_view

    return _top_this_tie_view()


# ---- the screens ---------------------------------------------------------------------------------

def test_the_main_window_and_its_menus(qtbot):
    def build():
        window = MainWindow(bot_delay_ms=0)
        qtbot.addWidget(window)
        return window

    assert untranslated(build) == []
    with language("de"):
        window = build()
        assert window.windowTitle() == "Top Five"  # the app's name stays
        menus = [a.text() for a in window.menuBar().actions()]
        assert menus == ["&Spiel", "&Bearbeiten", "&Ansicht", "&Hilfe"]
        tile = window.launcher.tiles[0]
        assert tile.summary.text() == i18n._(registry.info(tile.game_id).summary) != registry.info(tile.game_id).summary


def test_the_launcher_with_an_unfinished_game(qtbot):
    import datetime

    def build():
        window = MainWindow(bot_delay_ms=0)
        qtbot.addWidget(window)
        window.launcher.set_autosave(("Flip 7", datetime.datetime(2026, 3, 5, 14, 30)))
        return window.launcher

    assert untranslated(build) == []
    with language("de"):
        assert build().continue_label.text() == "Flip 7, gespeichert 05.03.2026, 14:30"


@pytest.mark.parametrize("game_id", registry.ids())
def test_the_new_game_dialog(qtbot, game_id):
    info = registry.info(game_id)

    def build():
        players = max(info.min_players, min(3, info.max_players))
        dialog = NewGameDialog(info, {"players": players})
        qtbot.addWidget(dialog)
        dialog.rows[0].color.set_color("#123456")  # a colour without a name: the hex code is shown
        return dialog

    assert untranslated(build) == []
    with language("de"):
        dialog = build()
        assert [dialog.rows[1].kind.itemText(i) for i in range(dialog.rows[1].kind.count())] == [
            "Mensch", "Computer (leicht)", "Computer (normal)", "Computer (schwer)"]
        dialog.rows[1].name.setText("")
        dialog.accept()
        assert dialog.error.text() == "Spieler 2 braucht einen Namen."
        buttons = dialog.buttons  # Qt's own "Cancel" is English without Qt's catalogue: ours is named
        assert sorted(b.text() for b in buttons.buttons()) == ["Abbrechen", "Los"]


def test_the_rules_dialog(qtbot):
    def build():
        dialog = RulesDialog(registry.infos(), "flip7")
        qtbot.addWidget(dialog)
        return dialog

    assert untranslated(build) == []


def test_the_hand_off_screen(qtbot):
    def build():
        cover = HandoffCover()
        qtbot.addWidget(cover)
        cover.show_for("Ben")
        return cover

    assert untranslated(build) == []


def test_the_score_sheet_during_a_round(qtbot):
    view = {"rounds": [[12, 0, 1234]], "totals": [20, 3, 1240], "round_in_progress": [8, 3, 6]}

    def build():
        sheet = ScoreSheet(NAMES, COLORS)
        qtbot.addWidget(sheet)
        sheet.update_from(view)
        return sheet

    assert untranslated(build) == []
    with language("de"):
        sheet = build()
        assert sheet.verticalHeaderItem(0).text() == "Runde 1" and sheet.cell_text(0, 2) == "1.234"
    with language("en"):
        assert build().cell_text(0, 2) == "1,234"


@pytest.mark.parametrize("title, final", [("Flip 7", _final_flip7_view), ("Top This!", _final_top_this_view)])
def test_the_end_of_game_sheet(qtbot, title, final):
    def build():
        view = final()  # the rules write the view's words (tie-breakers) in the language in use
        widget = EndOfGameWidget()
        qtbot.addWidget(widget)
        widget.resize(1000, 700)
        widget.show_result(title, NAMES, COLORS, view)
        return widget

    assert untranslated(build) == []
    with language("de"):
        widget = build()
        assert "Endstand:" in widget.detail.text()
        shared = EndOfGameWidget()
        qtbot.addWidget(shared)
        shared.show_result(title, NAMES, COLORS, {**final(), "winners": [0, 1, 2], "tie_breakers": None})
        assert shared.headline.text() == "Ana, Ben und Cleo teilen sich den Sieg!"


def test_the_table_screen_with_a_game(qtbot):
    """The table's own words (its panels, the window's title with the round); what the rules and the
    table scene write is the games' (their tests read it in both languages)."""
    def build():
        window = MainWindow(bot_delay_ms=0)
        qtbot.addWidget(window)
        window.show_problem = lambda title, sentence: pytest.fail(f"{title}: {sentence}")  # not a modal box
        window.set_speed("off")
        seats = [SeatConfig(name, color, "human" if i == 0 else "normal")
                 for i, (name, color) in enumerate(zip(NAMES, COLORS))]
        window.start_game(registry.get("flip7"), seats, 5)
        qtbot.waitUntil(lambda: window.session is not None and "1" in window.windowTitle(), timeout=5000)
        window.table.status.clear()  # the rules' status sentence: the game's text
        # the window's title and the panels, without the table scene's items (the game's)
        return [window.table.side, window.table.end, window.table.cover, window]

    assert untranslated(lambda: build()[:3]) == []
    with language("de"):
        parts = build()
        assert "Flip 7, Runde 1" in parts[-1].windowTitle()
        assert {"<b>Punkte</b>", "<b>Protokoll</b>"} <= {label.text() for label in parts[0].findChildren(QLabel)}


# ---- the language: chosen at start, stored by the menu, forced by TOP_FIVE_LANG --------------------

def test_choosing_deutsch_in_the_menu_stores_it_for_the_next_start(qtbot, monkeypatch):
    monkeypatch.delenv(i18n.ENV, raising=False)
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    menu = window.language_menu
    assert menu.isEnabled() and menu.choice_actions[""].isChecked()  # the system's language at first
    assert [a.text() for a in menu.group.actions()] == ["System language", "English", "Deutsch"]
    menu.choice_actions["de"].trigger()
    assert settings.get_str("language", "") == "de"
    assert menu.choice_actions["de"].isChecked() and not menu.choice_actions[""].isChecked()
    assert "next start" in menu.notice.text()  # in the language in use (English until the restart)
    assert i18n.language() == "en"
    # the start takes it, whatever the system's language
    qt_language.start(QApplication.instance(), qt_locale_name="en_US")
    assert i18n.language() == "de" and QLocale().language() == QLocale.Language.German
    again = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(again)
    assert again.language_menu.choice_actions["de"].isChecked()
    assert again.language_menu.title() == "Spr&ache"


def test_a_fresh_start_with_the_saved_choice_is_german_and_top_five_lang_overrides_it(tmp_path):
    settings.put("language", "de")
    probe = ("import json, sys\n"
             f"sys.path.insert(0, {str(ROOT)!r})\n"
             "from app.ui import qt_app\n"
             "app, window = qt_app.start([])\n"
             "from app.core import i18n\n"
             "print(json.dumps({'language': i18n.language(), 'title': window.windowTitle(),\n"
             "                  'menus': [a.text() for a in window.menuBar().actions()],\n"
             "                  'language_menu': window.language_menu.title(),\n"
             "                  'enabled': window.language_menu.isEnabled()}))\n")
    env = {k: v for k, v in os.environ.items() if k != i18n.ENV}
    env.update(QT_QPA_PLATFORM="offscreen", LANG="en_US.UTF-8", LANGUAGE="", LC_ALL="")

    def run(**extra) -> dict:
        out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                             env={**env, **extra}, timeout=120)
        lines = [x for x in out.stdout.splitlines() if x.startswith("{")]
        assert lines, out.stderr[-2000:]
        return json.loads(lines[-1])

    german = run()
    assert german["language"] == "de" and german["menus"][0] == "&Spiel" and german["title"] == "Top Five"
    assert german["enabled"]
    forced = run(TOP_FIVE_LANG="en")
    assert forced["language"] == "en" and forced["menus"][0] == "&Game"
    assert forced["language_menu"] == "Language: set by TOP_FIVE_LANG" and not forced["enabled"]


def test_top_five_lang_disables_the_menu(qtbot, monkeypatch):
    monkeypatch.setenv(i18n.ENV, "de")
    settings.put("language", "en")
    assert qt_language.start(QApplication.instance(), qt_locale_name="en_US") == "de"
    window = MainWindow(bot_delay_ms=0)
    qtbot.addWidget(window)
    assert not window.language_menu.isEnabled()
    assert window.language_menu.title() == "Sprache: von TOP_FIVE_LANG festgelegt"


def test_qt_standard_buttons_read_german_with_the_translator(qtbot):
    def cancel_text() -> str:
        box = QMessageBox(QMessageBox.Icon.Question, "", "", QMessageBox.StandardButton.Yes
                          | QMessageBox.StandardButton.No | QMessageBox.StandardButton.Cancel)
        qtbot.addWidget(box)
        return _plain(box.button(QMessageBox.StandardButton.Cancel).text())

    assert cancel_text() == "Cancel"
    assert qt_language.install_qt_translator(QApplication.instance(), "de") is not None
    assert cancel_text() == "Abbrechen"
    qt_language.install_qt_translator(QApplication.instance(), "en")
    assert cancel_text() == "Cancel"
