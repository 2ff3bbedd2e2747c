"""English and German (app/core/i18n.py, tools/catalogues.py): the catalogues are complete and current,
messages are marked so that they can be translated, and the language is chosen as documented."""

from __future__ import annotations

import ast
import gettext
import importlib.util
import sys
from pathlib import Path

import pytest

from app.core import i18n, text
from app.core.errors import IllegalAction

ROOT = Path(__file__).resolve().parents[1]


def _catalogues():
    spec = importlib.util.spec_from_file_location("catalogues", ROOT / "tools" / "catalogues.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["catalogues"] = module
    spec.loader.exec_module(module)
    return module


catalogues = _catalogues()


def test_catalogues_are_complete_and_current():
    """Every marked message has its German, with the same placeholders, and the .mo is compiled from
    the .po files as they are (a changed English sentence is a new message without German: fails)."""
    problems = catalogues.check()
    assert problems == [], "\n".join(problems[:40]) + (f"\n... and {len(problems) - 40} more" if len(problems) > 40 else "")


def test_the_check_finds_a_missing_translation_and_other_placeholders(tmp_path, monkeypatch):
    source = tmp_path / "app" / "games" / "demo" / "rules.py"
    source.parent.mkdir(parents=True)
    (source.parent / "__init__.py").write_text("")
    source.write_text('from app.core.i18n import _\nA = _("{who} wins.")\nB = _("Hello {name}.")\n')
    monkeypatch.setattr(catalogues, "APP", tmp_path / "app")
    monkeypatch.setattr(catalogues, "ROOT", tmp_path)
    monkeypatch.setattr(catalogues, "MO", tmp_path / "resources" / "locale" / "de" / "LC_MESSAGES" / "top_five.mo")
    catalogues.update()
    po = tmp_path / "app" / "games" / "demo" / "resources" / "locale" / "de.po"
    problems = catalogues.check()
    assert any("'{who} wins.' has no German translation" in p for p in problems)
    assert any("is missing" in p for p in problems)  # the .mo
    (tmp_path / "de.json").write_text('{"{who} wins.": "{wer} gewinnt.", "Hello {name}.": "Hallo {name}."}')
    catalogues.translate("demo", tmp_path / "de.json")
    catalogues.write_compiled()
    problems = catalogues.check()
    assert problems == [f"{po.relative_to(tmp_path)}: '{{who}} wins.' and its German '{{wer}} gewinnt.' have other placeholders"]
    source.write_text('from app.core.i18n import _\nA = _("{who} wins!")\nB = _("Hello {name}.")\n')
    problems = catalogues.check()
    assert any("'{who} wins!' is not in the catalogue" in p for p in problems)
    assert any("'{who} wins.' is no longer in the code" in p for p in problems)


_CALLS = {"_": 1, "N_": 1, "pgettext": 2, "ngettext": 2, "npgettext": 3}


def test_every_marked_message_is_a_literal_sentence():
    """`_()` of an f-string or a variable cannot be in the catalogue: the English would show in German.
    Translating a variable is allowed only for texts marked with N_ elsewhere: `_(LABEL)` where the
    argument is a name or attribute (checked by the catalogue test through N_)."""
    bad = []
    for path in sorted((ROOT / "app").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _CALLS):
                continue
            literal_args = node.args[: _CALLS[node.func.id]]
            if node.func.id == "_" and literal_args and isinstance(literal_args[0], (ast.Name, ast.Attribute, ast.Subscript, ast.Call)):
                continue  # a marked constant translated where it is used
            for arg in literal_args:
                if not (isinstance(arg, ast.Constant) and isinstance(arg.value, str)):
                    bad.append(f"{path.relative_to(ROOT)}:{node.lineno}: {ast.unparse(node)[:80]}")
    assert bad == []


def test_language_from_the_environment_the_choice_and_the_system(monkeypatch):
    before = i18n.language()
    try:
        monkeypatch.setenv("TOP_FIVE_LANG", "de")
        assert i18n.choose(saved="en") == "de" and i18n.forced()
        monkeypatch.delenv("TOP_FIVE_LANG")
        assert not i18n.forced()
        assert i18n.choose(saved="en", qt_locale_name="de_DE") == "en"
        assert i18n.choose(saved=None, qt_locale_name="de_AT") == "de"
        assert i18n.choose(saved="", qt_locale_name="fr_FR") == "en"  # no French: English
        monkeypatch.setenv("LANGUAGE", "de_CH:en")
        assert i18n.choose(saved=None) == "de"
        monkeypatch.setenv("TOP_FIVE_LANG", "xx")  # not a language of ours: not forced
        assert not i18n.forced()
    finally:
        i18n.set_language(before)


@pytest.mark.parametrize("value, expected", [("de_DE.UTF-8", "de"), ("de-AT", "de"), ("German_Germany.1252", "de"),
                                             ("en_GB", "en"), ("C", None), ("", None), ("POSIX", None)])
def test_locale_names(value, expected):
    assert i18n._code(value) == expected


def test_numbers_and_lists_in_each_language():
    with i18n.use("en"):
        assert i18n.number(1234) == "1,234" and i18n.number(8.44, 1) == "8.4"
        assert i18n.join(["Ann", "Ben", "Cy"]) == "Ann, Ben and Cy" and i18n.join(["Ann"]) == "Ann"
    with i18n.use("de"):
        assert i18n.number(1234) == "1.234" and i18n.number(8.44, 1) == "8,4"
        assert i18n.join(["Ann", "Ben", "Cy"]) == "Ann, Ben und Cy" and i18n.join([]) == ""


def test_a_refusal_reads_in_the_current_language():
    from app.games import registry

    game = registry.get("flip7") if hasattr(registry, "get") else registry.GAMES["flip7"]
    for language, words in (("en", "It is not your turn: it is Player 1's turn."),
                            ("de", "Du bist nicht am Zug: Spieler 1 ist dran.")):
        with i18n.use(language):
            state = game.new_state(3, seed=4)
            current = state.current_player
            other = (current + 1) % 3
            with pytest.raises(IllegalAction) as caught:
                state.apply(state.legal_actions()[0], seat=other)
            assert str(caught.value) == words.replace("Player 1", text.default_name(current)).replace(
                "Spieler 1", text.default_name(current))
            assert "{p%d}" % current in caught.value.sentence  # the seat stays a placeholder to fill
            assert text.default_name(0) == ("Player 1" if language == "en" else "Spieler 1")


def test_the_compiled_catalogue_is_what_the_app_reads():
    with open(catalogues.MO, "rb") as handle:
        compiled = gettext.GNUTranslations(handle)
    assert compiled.gettext("Player {n}") == "Spieler {n}"
    assert i18n.LOCALE_DIR == ROOT / "resources" / "locale"
