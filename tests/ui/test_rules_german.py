"""The rules pages in German: every English page has a German one of the same shape, the German has no
English left in it, and the rules dialog serves it (with the German rulings) when German is in use."""

import re
from pathlib import Path

import pytest

from app.core import i18n
from app.games import registry
from app.ui import qt_rules
from app.ui.qt_rules import RulesDialog, rules_markdown, rulings_section

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "resources" / "rules"
ENGLISH = sorted(RULES.glob("*.md"))
HEADING = re.compile(r"^(#{1,6})\s", re.M)
ITEM = re.compile(r"^\s*(?:[-*]|\d+\.)\s", re.M)
TABLE_ROW = re.compile(r"^\|", re.M)
RULING = re.compile(r"^\d+\.\s+\*\*", re.M)
#: words of English that German never has between spaces
ENGLISH_WORDS = (" the ", " and ", " of ", " is ", " you ", " to ", " with ", " your ")


def _sections(text: str) -> list[str]:
    return HEADING.split(text)[::2]


def _english_runs(text: str) -> int:
    text = text.casefold()
    return sum(text.count(word) for word in ENGLISH_WORDS)


def test_all_five_games_have_an_english_page():
    assert {p.stem for p in ENGLISH} == {"flip7", "top_this", "top_oder_flop", "top_pop", "top3"}


@pytest.mark.parametrize("english", ENGLISH, ids=lambda p: p.stem)
def test_every_rules_page_has_a_german_one_of_the_same_shape(english):
    german = RULES / "de" / english.name
    assert german.is_file(), f"no German rules page {german}"
    en, de = english.read_text(encoding="utf-8"), german.read_text(encoding="utf-8")
    assert [len(h) for h in HEADING.findall(de)] == [len(h) for h in HEADING.findall(en)]
    assert de.splitlines()[0] == en.splitlines()[0]  # the game's name stays as published
    for en_part, de_part in zip(_sections(en), _sections(de), strict=True):
        # the same lists (keys, cards, steps) and tables, section by section
        assert len(ITEM.findall(de_part)) == len(ITEM.findall(en_part)), de_part[:80]
        assert len(TABLE_ROW.findall(de_part)) == len(TABLE_ROW.findall(en_part)), de_part[:80]


@pytest.mark.parametrize("german", sorted((RULES / "de").glob("*.md")), ids=lambda p: p.stem)
def test_the_german_pages_have_no_english_left(german):
    text = german.read_text(encoding="utf-8")
    assert _english_runs(text) < 3, german.name
    assert '"' not in text, "German quotes are „…“"
    assert not re.search(r"\bCtrl\b|\bShift\b", text), "German keys are Strg and Umschalt"


def test_the_english_pages_would_fail_the_english_check():
    assert all(_english_runs(p.read_text(encoding="utf-8")) >= 3 for p in ENGLISH)


@pytest.mark.parametrize("game_id, title", [("flip7", "Flip 7"), ("top_this", "Top This!"), ("top_oder_flop", "Top oder Flop"),
                                            ("top_pop", "Top Pop"), ("top3", "Top 3")])
def test_the_german_rulings_have_every_ruling(game_id, title):
    english = rulings_section((ROOT / "docs" / "rulings.md").read_text(encoding="utf-8"), game_id, title)
    german = (RULES / "de" / f"rulings_{game_id}.md").read_text(encoding="utf-8")
    assert len(RULING.findall(german)) == len(RULING.findall(english)) > 10
    numbers = [int(n) for n in re.findall(r"^(\d+)\.\s+\*\*", german, re.M)]
    assert numbers == list(range(1, len(numbers) + 1))
    bold_paragraphs = re.compile(r"^\*\*", re.M)  # Top This!'s components, one paragraph each
    assert len(bold_paragraphs.findall(german)) == len(bold_paragraphs.findall(english))
    assert _english_runs(german) < 3


def test_rules_markdown_serves_german_under_german_and_english_otherwise():
    with i18n.use("de"):
        md = rules_markdown("flip7", "Flip 7")
    assert md.startswith("# Flip 7\n") and "Zweite Chance" in md and "200 Punkte" in md
    assert "\n## Regelklärungen\n" in md and "spielt Top Five so:" in md
    assert "Aufhören nur mit mindestens einer Karte vor dir." in md  # the German rulings
    assert "## Rulings" not in md and "200 points" not in md and "Staying needs" not in md
    assert "Flip 7 – Regelklärungen" not in md  # the rulings file's own title gives way to ours
    md_en = rules_markdown("flip7", "Flip 7")
    assert "200 points" in md_en and "\n## Rulings\n" in md_en and "Staying needs" in md_en
    assert "Zweite Chance" not in md_en
    with i18n.use("de"):
        md = rules_markdown("top_this", "Top This!")
    assert "\n### Bauteile\n" in md and "\n### Regeln\n" in md and "VMAX" not in md
    assert "Zutat" in md and "Belag" not in md  # the words of the game's catalogue


def test_a_missing_german_page_falls_back_to_english_with_a_note(tmp_path, monkeypatch):
    (tmp_path / "de").mkdir()
    (tmp_path / "flip7.md").write_text("# Flip 7\n\nPush your luck.\n", encoding="utf-8")
    monkeypatch.setattr(qt_rules, "RULES_DIR", tmp_path)
    with i18n.use("de"):
        md = rules_markdown("flip7", "Flip 7")
        missing = rules_markdown("nothing", "Nothing")
    assert md.startswith("# Flip 7\n\n*Diese Seite gibt es noch nicht auf Deutsch")
    assert "Push your luck." in md
    assert "*Diese Regelklärungen gibt es noch nicht auf Deutsch" in md and "Staying needs" in md
    assert missing == "# Nothing\n\nDie Regeln von Nothing sind noch nicht geschrieben."
    assert "noch nicht" not in rules_markdown("flip7", "Flip 7")  # English needs no note


def test_the_dialog_shows_german_and_follows_a_change_of_language(qtbot):
    with i18n.use("de"):
        dialog = RulesDialog(registry.all(), "flip7")
        qtbot.addWidget(dialog)
        assert "Regelklärungen" in dialog.browser.toPlainText()
    dialog.show()  # shown again in English: the page is made again
    shown = dialog.browser.toPlainText()
    assert "Rulings" in shown and "Regelklärungen" not in shown
    dialog.hide()
    with i18n.use("de"):
        dialog.show()
        assert "Drei ziehen" in dialog.browser.toPlainText()


@pytest.mark.parametrize("game_id", registry.ids())
def test_every_rules_page_lists_its_keys(game_id):
    """Every game is played by keys too, and its rules page says how, in English and in German (a
    play-test found Top oder Flop's, Top Pop's and Top 3's pages without a word of their keys)."""
    english = (RULES / f"{game_id}.md").read_text(encoding="utf-8")
    german = (RULES / "de" / f"{game_id}.md").read_text(encoding="utf-8")
    for text, heading in ((english, "## Keys"), (german, "## Tasten")):
        assert f"\n{heading}\n" in text, f"{game_id}: no {heading!r} section"
        keys = text.split(f"\n{heading}\n", 1)[1].split("\n## ", 1)[0]
        assert "**Esc**" in keys and "**Enter**" in keys, f"{game_id}: {heading} does not say how to choose and drop"
