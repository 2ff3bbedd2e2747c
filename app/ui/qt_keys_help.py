"""Help > Keys… (issue 29): the keys of the game being played (from the launcher: of every game) and
the window's own shortcuts, in the language in use. A game's keys are the "Keys" section of its rules
page (resources/rules/<id>.md, in German resources/rules/de/<id>.md: "Tasten"), so that the page and
this window never disagree; the window's shortcuts are read from its actions."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from app.core.i18n import N_, _
from app.ui.qt_rules import rules_markdown, rulings_section

#: the heading of the keys' section on every rules page (German: "Tasten")
KEYS = N_("Keys")


def game_keys(game_id: str, title: str) -> str:
    """The "Keys" section of the game's rules page, in the language in use ("" when it has none)."""
    return rulings_section(rules_markdown(game_id, title), "", _(KEYS)) or ""


#: a key of an ordinary keyboard, as Qt writes it portably: a standard shortcut also binds keys of
#: multimedia keyboards and old workstations ("Save", "Open", "Exit", F14), which name nothing to a player
ORDINARY = re.compile(r"^((Ctrl|Shift|Alt|Meta)\+)*([A-Z0-9]|F([1-9]|1[0-2])|Esc|Del|Ins|Return|Enter|Space|Tab|"
                      r"Backspace|Left|Right|Up|Down|PgUp|PgDown|Home|End|[^A-Za-z0-9\s])$")


def ordinary(key: QKeySequence) -> bool:
    return bool(ORDINARY.match(key.toString(QKeySequence.SequenceFormat.PortableText)))


def window_keys(actions) -> str:
    """The shortcuts of `actions` (QActions), one line each: "**Ctrl+N**: New game"; only the keys of
    an ordinary keyboard (`ordinary`)."""
    lines = []
    for action in actions:
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts() if ordinary(k)]
        keys = [k for k in keys if k]
        if keys:
            words = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&").replace("…", "")
            lines.append("- " + " / ".join(f"**{k}**" for k in keys) + ": " + words)
    return "\n".join(lines)


def keys_markdown(games, game_id: str | None, actions) -> str:
    """The page: the keys of `game_id` (None: of each of `games`), then the window's shortcuts."""
    shown = [g for g in games if g.id == game_id] if game_id else list(games)
    parts = []
    for game in shown:
        parts.append(f"## {game.title}\n\n{game_keys(game.id, game.title)}")
    parts.append("## " + _("Anywhere in the window") + "\n\n" + window_keys(actions))
    return "# " + _("Keys") + "\n\n" + "\n\n".join(parts) + "\n"


class KeysDialog(QDialog):
    """The keys, for the game on the table or for all games (`show_keys`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName(_("Keys"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        em = QFontMetrics(self.font()).height()
        self.resize(int(em * 40), int(em * 34))
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)

    def show_keys(self, games, game_id: str | None, actions) -> None:
        game = next((g for g in games if g.id == game_id), None)
        self.setWindowTitle(_("Keys of {game}").format(game=game.title) if game is not None else _("Keys"))
        self.browser.setMarkdown(keys_markdown(games, game_id, actions))
        self.show()
        self.raise_()
        self.activateWindow()


def show_keys(window) -> KeysDialog:
    """Help > Keys… of the main window `window`: the game being played, else every game."""
    dialog = window.__dict__.get("_keys_dialog")
    if dialog is None:
        dialog = window._keys_dialog = KeysDialog(window)
    game_id = window.session.game.id if window.session is not None else None
    dialog.show_keys(window.games, game_id, window.actions())
    return dialog
