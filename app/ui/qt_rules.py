"""In-app rules: our own English rules page per game (resources/rules/<id>.md) followed by the
rulings we made where the rulebook is silent or unclear (the game's section of docs/rulings.md);
in German resources/rules/de/<id>.md and its summary of the rulings, resources/rules/de/rulings_<id>.md."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget

from app.core import i18n
from app.core.i18n import _

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


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return None


def _own_rulings(path: Path) -> str | None:
    """A rulings file of its own (docs/rulings_<id>.md, resources/rules/de/rulings_<id>.md) without
    its title: ours is "Rulings"."""
    lines = (_read(path) or "").splitlines()
    if lines and lines[0].startswith("# "):
        lines = lines[1:]
    return "\n".join(lines).strip() or None


def _english_rulings(game_id: str, title: str) -> str | None:
    text = _read(RULINGS)
    rulings = rulings_section(text, game_id, title) if text else None
    # a game may keep its rulings in a file of its own: docs/rulings_<id>.md
    return rulings or _own_rulings(RULINGS.parent / f"rulings_{game_id}.md")


def _after_title(text: str, note: str) -> str:
    title, _sep, rest = text.partition("\n")
    if not title.startswith("# "):
        return f"*{note}*\n\n{text}"
    return f"{title}\n\n*{note}*\n\n{rest.lstrip()}"


def rules_markdown(game_id: str, title: str) -> str:
    """The rules page in the language in use (app.core.i18n): in German resources/rules/de/<id>.md and
    resources/rules/de/rulings_<id>.md, falling back to the English ones with a note."""
    german = i18n.language() == "de"
    text = _read(RULES_DIR / "de" / f"{game_id}.md") if german else None
    if text is None:
        text = _read(RULES_DIR / f"{game_id}.md")
        if text is None:
            text = f"# {title}\n\n" + _("The rules page of {title} is not written yet.").format(title=title)
        elif german:
            text = _after_title(text, _("This page is not written in German yet: here it is in English."))
    rulings = _own_rulings(RULES_DIR / "de" / f"rulings_{game_id}.md") if german else None
    note = ""
    if rulings is None:
        rulings = _english_rulings(game_id, title)
        if rulings and german:
            note = "*" + _("These rulings are not written in German yet: here they are in English.") + "*\n\n"
    if rulings:
        rulings = for_players(rulings)
        # push the rulings' own headings below ours
        rulings = re.sub(r"^(#{1,6})", lambda m: "#" * min(6, len(m.group(1)) + 1), rulings, flags=re.M)
        text = text.rstrip() + "\n\n## " + _("Rulings") + "\n\n" \
            + _("Where the printed rules leave a question open, Top Five plays it like this:") + "\n\n" \
            + note + rulings + "\n"
    return text


class RulesDialog(QDialog):
    def __init__(self, games: list, game_id: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(_("Rules"))
        self.games = list(games)
        self.chooser = QComboBox(self)
        for game in self.games:
            self.chooser.addItem(game.title, game.id)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        self.browser.setAccessibleName(_("Rules text"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        top = QHBoxLayout()
        top.addWidget(QLabel(_("Game:"), self))
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

    def showEvent(self, event) -> None:  # the language may have changed since the page was made
        if self._language != i18n.language():
            self._show_current()
        super().showEvent(event)

    def _show_current(self) -> None:
        self._language = i18n.language()
        game_id = self.chooser.currentData()
        game = next((g for g in self.games if g.id == game_id), None)
        if game is None:
            self.browser.setPlainText(_("No game is installed."))
            return
        self.setWindowTitle(_("Rules of {game}").format(game=game.title))
        self.browser.setMarkdown(rules_markdown(game.id, game.title))

    def show_game(self, game_id: str) -> None:
        self.chooser.setCurrentIndex(max(0, self.chooser.findData(game_id)))
