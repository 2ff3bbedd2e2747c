"""Help > Keys… (issue 29, app/ui/qt_keys_help.py): the keys of the game on the table (every game's
from the launcher), read from the "Keys" section of its rules page, and the window's own shortcuts,
in English and in German; Shift+F1 opens it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from app.core import i18n
from app.games import registry
from app.persistence import SeatConfig
from app.ui.qt_keys_help import game_keys
from tests.ui.test_window_fixes import _window

GAME_IDS = ("flip7", "top3", "top_oder_flop", "top_pop", "top_this")


@pytest.mark.parametrize("language", ["en", "de"])
def test_every_game_has_its_keys_in_both_languages(language):
    with i18n.use(language):
        for game_id in GAME_IDS:
            keys = game_keys(game_id, registry.get(game_id).info.title)
            assert "**Esc**" in keys and "**F11**" in keys, (language, game_id, keys[:200])
            assert ("Shift+F1" if language == "en" else "Umschalt+F1") in keys
    with i18n.use(language):  # the flick by keys is on Top This!'s page
        flick = game_keys("top_this", "Top This!")
        assert "Page Up" in flick if language == "en" else "Bild ↑" in flick
        assert ("a mouse gesture" not in flick) if language == "en" else ("Das Schnippen selbst" not in flick)


def test_help_keys_shows_the_game_on_the_table_and_the_window_s_shortcuts(qtbot):
    window = _window(qtbot, 1200, 800)  # active: its keys reach its actions
    window.set_speed("off")
    assert window.keys_action in window._menus[3].actions()  # the Help menu
    dialog = window.keys_action.trigger() or window._keys_dialog
    text = dialog.browser.toPlainText()
    assert all(registry.get(g).info.title in text for g in GAME_IDS)  # from the launcher: every game
    assert "Ctrl+N" in text and "New game" in text and "Shift+F1" in text
    dialog.close()
    seats = [SeatConfig("Ana", "#d1352b", "human"), SeatConfig("Bot", "#2f6fd0", "easy")]
    window.start_game(registry.get("top_this"), seats, seed=3)
    QTest.keyClick(window, Qt.Key.Key_F1, Qt.KeyboardModifier.ShiftModifier)
    qtbot.waitUntil(dialog.isVisible, timeout=3000)
    text = dialog.browser.toPlainText()
    assert "Top This!" in dialog.windowTitle() and "Flip 7" not in text
    assert "Placing: move the topping round the crust" in text and "Page Up" in text
    dialog.close()
    with i18n.use("de"):
        window.keys_action.trigger()
        text = dialog.browser.toPlainText()
        assert "Tasten" in dialog.windowTitle() and "Beim Zielen" in text and "Überall im Fenster" in text
    dialog.close()


def test_the_window_s_keys_are_keys_of_an_ordinary_keyboard(qtbot):
    """A standard shortcut also binds keys of multimedia keyboards ("Save", "Open", F14): the page lists
    only what a player finds on their keyboard (Ctrl+S, Ctrl+Shift+S, Ctrl+Z)."""
    from app.ui.qt_keys_help import window_keys

    window = _window(qtbot)
    page = window_keys(window.actions())
    assert "**Ctrl+S**" in page and "**Ctrl+Z**" in page
    for odd in ("**Save**", "**Shift+Save**", "**Open**", "**Undo**", "**Redo**", "**Help**", "**F14**"):
        assert odd not in page, page
