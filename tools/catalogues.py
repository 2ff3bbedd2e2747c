"""The German catalogues: extract, update, compile and check (app/core/i18n.py says how code uses them).

    python tools/catalogues.py update    # extract every area's messages into its .po (keeps translations)
    python tools/catalogues.py compile   # all .po -> resources/locale/de/LC_MESSAGES/top_five.mo
    python tools/catalogues.py check     # what tests/test_i18n.py asserts; exit 1 with the problems
    python tools/catalogues.py translate <area> de.json   # write German from a JSON file into a .po

An area is a part of the app outside the games (resources/locale/de/{core,saves,ui}.po) or one game
(app/games/<id>/: app/games/<id>/resources/locale/de.po), so a game's text travels with the game and
two people translating two games never edit the same file. The .po files have no source line numbers:
moving code does not change them. Babel (a development dependency) reads and writes them; the app
itself reads the compiled .mo with the standard library's gettext.
"""

from __future__ import annotations

import datetime
import gettext
import io
import re
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "app"
LANGUAGE = "de"
MO = ROOT / "resources" / "locale" / LANGUAGE / "LC_MESSAGES" / "top_five.mo"
KEYWORDS = {k: DEFAULT_KEYWORDS[k] for k in ("_", "N_", "ngettext", "pgettext", "npgettext")}
PLACEHOLDER = re.compile(r"\{[^{}]*\}")
PLURAL_FORMS = "nplurals=2; plural=(n != 1);"


#: the app outside the games, in three catalogues (so that three people can translate at once):
#: area -> the folders of app/ it covers ("ui" also has app/__main__.py and the other top modules)
APP_AREAS = {"core": ("core", "bots", "physics", "games"), "saves": ("persistence", "session", "host"),
             "ui": ("ui", "cli", "__main__.py", "__init__.py", "_version.py")}


def areas() -> dict[str, tuple[Path, list[Path]]]:
    """area name -> (its .po, the source files it translates)."""
    games = sorted(p.parent for p in (APP / "games").glob("*/__init__.py"))
    found: dict[str, tuple[Path, list[Path]]] = {}
    in_games: set[Path] = set()
    for game in games:
        files = sorted(game.rglob("*.py"))
        in_games.update(files)
        found[game.name] = (game / "resources" / "locale" / f"{LANGUAGE}.po", files)
    rest = [p for p in APP.rglob("*.py") if p not in in_games]
    for name, folders in APP_AREAS.items():
        files = sorted(p for p in rest if p.relative_to(APP).parts[0] in folders)
        found[name] = (ROOT / "resources" / "locale" / LANGUAGE / f"{name}.po", files)
    return found


def _key(message_id, context) -> tuple:
    return (context, message_id if isinstance(message_id, str) else tuple(message_id))


def extract(files: list[Path]) -> dict[tuple, object]:
    """(context, id or (singular, plural)) -> id, for every marked message in `files`."""
    found: dict[tuple, object] = {}
    for path in files:
        for _line, message, _comments, context in extract_from_file("python", path, keywords=KEYWORDS):
            if isinstance(message, (tuple, list)):
                message = tuple(message[:2])
                if not all(message):
                    continue
            elif not message:
                continue
            found[_key(message, context)] = message
    return found


def load(po: Path) -> Catalog:
    if not po.exists():
        return Catalog(locale=LANGUAGE)
    with po.open("rb") as handle:
        return read_po(handle, locale=LANGUAGE)


def _save(catalog: Catalog, po: Path) -> None:
    po.parent.mkdir(parents=True, exist_ok=True)
    fresh = _new_catalog()  # always the same header, however the file was read
    for message in catalog:
        if message.id:
            fresh.add(message.id, message.string, context=message.context, flags=message.flags)
    catalog = fresh
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, no_location=True, omit_header=False, sort_output=True)
    text = buffer.getvalue().decode("utf-8")
    # no dates: the header would otherwise change on every run
    text = re.sub(r'"(POT-Creation-Date|PO-Revision-Date): [^"]*\\n"\n', "", text)
    po.write_text(text, encoding="utf-8")


def _new_catalog() -> Catalog:
    fixed = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)  # the same bytes on every run
    catalog = Catalog(locale=LANGUAGE, project="Top Five", version=" ", charset="utf-8", fuzzy=False,
                      creation_date=fixed, revision_date=fixed, msgid_bugs_address=" ",
                      last_translator="Top Five", language_team="Top Five",
                      header_comment="# German for Top Five: tools/catalogues.py writes this file; write the msgstr lines.")
    return catalog


def update() -> None:
    for name, (po, files) in areas().items():
        old = load(po)
        new = _new_catalog()
        for key, message in sorted(extract(files).items(), key=lambda kv: str(kv[0])):
            context = key[0]
            before = old.get(message if isinstance(message, str) else message[0], context=context)
            string = before.string if before is not None and not before.fuzzy else ("" if isinstance(message, str) else ("", ""))
            new.add(message, string, context=context)
        _save(new, po)
        print(f"{name}: {len(new)} messages in {po.relative_to(ROOT)}")


def merged() -> tuple[dict[tuple, object], list[str]]:
    """Every translation of every .po (key -> string) and the conflicts between them."""
    table: dict[tuple, object] = {}
    problems: list[str] = []
    for name, (po, _files) in areas().items():
        for message in load(po):
            if not message.id:
                continue
            key = _key(message.id, message.context)
            string = message.string if isinstance(message.string, str) else tuple(message.string)
            if key in table and table[key] != string:
                problems.append(f"{name}: {message.id!r} is translated differently in another catalogue")
            table[key] = string
    return table, problems


def compile_mo() -> bytes:
    catalog = _new_catalog()
    table, problems = merged()
    if problems:
        raise SystemExit("\n".join(problems))
    for (context, message_id), string in sorted(table.items(), key=lambda kv: str(kv[0])):
        if string and (isinstance(string, str) or all(string)):
            catalog.add(message_id, string, context=context)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


def write_compiled() -> None:
    MO.parent.mkdir(parents=True, exist_ok=True)
    MO.write_bytes(compile_mo())
    print(f"compiled {MO.relative_to(ROOT)}")


def _placeholders(text: str) -> list[str]:
    return sorted(PLACEHOLDER.findall(text))


def check() -> list[str]:
    """Every problem of the catalogues, in words; empty when they are complete and current."""
    problems: list[str] = []
    for name, (po, files) in areas().items():
        wanted = extract(files)
        catalog = load(po)
        have = {_key(m.id, m.context): m for m in catalog if m.id}
        where = po.relative_to(ROOT)
        for key in sorted(set(wanted) - set(have), key=str):
            problems.append(f"{where}: {key[1]!r} is not in the catalogue (run make catalogues)")
        for key in sorted(set(have) - set(wanted), key=str):
            problems.append(f"{where}: {key[1]!r} is no longer in the code (run make catalogues)")
        for key, message in have.items():
            ids = [message.id] if isinstance(message.id, str) else list(message.id)
            strings = [message.string] if isinstance(message.string, str) else list(message.string)
            if message.fuzzy or not all(strings):
                problems.append(f"{where}: {ids[0]!r} has no German translation")
                continue
            for string in strings:
                if _placeholders(string) != _placeholders(ids[-1]) and _placeholders(string) != _placeholders(ids[0]):
                    problems.append(f"{where}: {ids[0]!r} and its German {string!r} have other placeholders")
    table, conflicts = merged()
    problems.extend(conflicts)
    if not MO.exists():
        problems.append(f"{MO.relative_to(ROOT)} is missing (run make catalogues)")
    else:
        with MO.open("rb") as handle:
            compiled = gettext.GNUTranslations(handle)._catalog  # noqa: SLF001 - comparing contents
        expected: dict = {}
        for (context, message_id), string in table.items():
            if not string or not all(string):
                continue
            prefix = f"{context}\x04" if context else ""
            if isinstance(message_id, str):
                expected[prefix + message_id] = string
            else:
                for i, form in enumerate(string):
                    expected[(prefix + message_id[0], i)] = form
        compiled = {k: v for k, v in compiled.items() if k != ""}
        if compiled != expected:
            problems.append(f"{MO.relative_to(ROOT)} is not current (run make catalogues)")
    return problems


def translate(area: str, source: Path) -> None:
    """Write the German of `source` (JSON: English -> German; a plural's English singular -> [German
    singular, German plural]; a message with a context as "context|English") into `area`'s .po."""
    import json

    po = areas()[area][0]
    catalog = load(po)
    given = json.loads(source.read_text(encoding="utf-8"))
    done = 0
    for key, string in given.items():
        context, _bar, message_id = key.rpartition("|") if "|" in key else (None, "", key)
        message = catalog.get(message_id, context=context or None)
        if message is None:
            print(f"not in {po.relative_to(ROOT)}: {key!r}")
            continue
        message.string = tuple(string) if isinstance(message.id, (tuple, list)) else string
        message.flags.discard("fuzzy")
        done += 1
    _save(catalog, po)
    print(f"{area}: {done} translations written")


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "check"
    if command == "update":
        update()
    elif command == "translate" and len(argv) == 4:
        translate(argv[2], Path(argv[3]))
    elif command == "compile":
        write_compiled()
    elif command == "check":
        problems = check()
        print("\n".join(problems) or "catalogues complete and current")
        return 1 if problems else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
