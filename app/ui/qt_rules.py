"""In-app rules: our own English rules page per game (resources/rules/<id>.md) followed by the
rulings we made where the rulebook is silent or unclear (the game's section of docs/rulings.md)."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget

ROOT = Path(__file__).resolve().parents[2]
RULES_DIR = ROOT / "resources" / "rules"
RULINGS = ROOT / "docs" / "rulings.md"

_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.casefold())


def rulings_section(text: str, game_id: str, title: str) -> str | None:
    """The section of a rulings document whose heading names the game (by title or id), headings
    below it included, up to the next heading of the same or a higher level."""
    lines = text.splitlines()
    keys = {_norm(game_id), _norm(title)}
    for i, line in enumerate(lines):
        m = _HEADING.match(line)
        if not m or not any(k and k in _norm(m.group(2)) for k in keys):
            continue
        level = len(m.group(1))
        body = []
        for nxt in lines[i + 1:]:
            n = _HEADING.match(nxt)
            if n and len(n.group(1)) <= level:
                break
            body.append(nxt)
        content = "\n".join(body).strip()
        return content or None
    return None


_TESTS = re.compile(r"\s*Tests?:\s*(?:`[^`]*`[\s,;]*(?:and\s+)?)+\.?")
_CODE_SENTENCE = re.compile(r"[^.\n]*`(?:tests|app|docs)/[^`]*`[^.\n]*(?:\.[^\S\n]*|\n|$)")


def for_players(text: str) -> str:
    """The rulings as a player reads them: without the names of tests and source files."""
    text = _TESTS.sub("", text)
    lines = []
    for line in text.split("\n"):
        if "`" in line:
            if line.lstrip().startswith("#"):  # a heading keeps its words, loses "(data in `app/...`)"
                line = re.sub(r"\s*\([^)]*`[^)]*\)", "", line)
            else:
                line = _CODE_SENTENCE.sub("", line)
        lines.append(line)
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines))


def rules_markdown(game_id: str, title: str) -> str:
    path = RULES_DIR / f"{game_id}.md"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        text = f"# {title}\n\nThe rules page of {title} is not written yet."
    try:
        rulings = rulings_section(RULINGS.read_text(encoding="utf-8"), game_id, title)
    except OSError:
        rulings = None
    if not rulings:  # a game may keep its rulings in a file of its own: docs/rulings_<id>.md
        try:
            own = (RULINGS.parent / f"rulings_{game_id}.md").read_text(encoding="utf-8")
        except OSError:
            own = ""
        lines = own.splitlines()
        if lines and lines[0].startswith("# "):
            lines = lines[1:]  # its title; ours is "Rulings"
        rulings = "\n".join(lines).strip() or None
    if rulings:
        rulings = for_players(rulings)
        # push the rulings' own headings below ours
        rulings = re.sub(r"^(#{1,6})", lambda m: "#" * min(6, len(m.group(1)) + 1), rulings, flags=re.M)
        text = text.rstrip() + "\n\n## Rulings\n\nWhere the printed rules leave a question open, " \
            "Top Five plays it like this:\n\n" + rulings + "\n"
    return text


class RulesDialog(QDialog):
    def __init__(self, games: list, game_id: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Rules")
        self.games = list(games)
        self.chooser = QComboBox(self)
        for game in self.games:
            self.chooser.addItem(game.title, game.id)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName("Rules text")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(QLabel("Game:", self))
        top.addWidget(self.chooser, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.chooser.currentIndexChanged.connect(self._show_current)
        index = self.chooser.findData(game_id) if game_id else 0
        self.chooser.setCurrentIndex(max(0, index))
        self._show_current()
        em = QFontMetrics(self.font()).height()
        self.resize(int(em * 38), int(em * 34))
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)

    def _show_current(self) -> None:
        game_id = self.chooser.currentData()
        game = next((g for g in self.games if g.id == game_id), None)
        if game is None:
            self.browser.setPlainText("No game is installed.")
            return
        self.setWindowTitle(f"Rules of {game.title}")
        self.browser.setMarkdown(rules_markdown(game.id, game.title))

    def show_game(self, game_id: str) -> None:
        self.chooser.setCurrentIndex(max(0, self.chooser.findData(game_id)))
