"""English and German for every text a player reads, through GNU gettext from the standard library.

Pure code marks its sentences and translates them where it makes them:

    from app.core.i18n import _, N_, ngettext, pgettext

    raise IllegalAction(_("It is not your turn: it is {who}'s turn.").format(who=text.seat(current)))
    ngettext("{n} card", "{n} cards", n).format(n=n)

- The English sentence is the message id; it is written with named placeholders (`{who}`, `{n}`) and
  formatted after translating, never built from pieces or f-strings (a translation may order the words
  differently). Seats stay placeholders ("{p1}", app/core/text.py) filled with names where shown.
- A text defined once at import (a module constant, an option's label) is marked `N_("...")` and
  translated where it is used: `_(LABEL)`. The language can change in a process (tests, `use()`).
- The catalogues are source files beside the code they translate: `resources/locale/de/app.po` for
  the app and `app/games/<id>/resources/locale/de.po` for a game. `make catalogues` extracts the
  messages and compiles every .po into one `resources/locale/de/LC_MESSAGES/top_five.mo`, which is
  committed; tests/test_i18n.py fails when a message lacks its German, when the placeholders differ or
  when the .mo is not current (tools/catalogues.py).

The language: `TOP_FIVE_LANG` (en or de) when set, otherwise the player's choice from the menu (passed
in by the Qt layer), otherwise the system's locale; English when none of them is German.
"""

from __future__ import annotations

import gettext as _gettext
import os
import re
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Iterator, Sequence

#: the languages there are catalogues for, the first is the language of the source
LANGUAGES = ("en", "de")
#: each language's own name (for the language menu: a player finds their language in its own words)
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}
DOMAIN = "top_five"
ENV = "TOP_FIVE_LANG"


def _locale_dir() -> Path:
    import sys

    base = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[2]))
    return base / "resources" / "locale"


LOCALE_DIR = _locale_dir()

_language = "en"
_translation: _gettext.NullTranslations = _gettext.NullTranslations()
#: the language of the code running now where it is not the process's (`speaking`): a host writes each
#: seat's view, log lines and refusals in that seat's language, from any thread or asyncio task
_speaking: ContextVar[tuple[str, _gettext.NullTranslations] | None] = ContextVar("top_five_speaking", default=None)
_catalogues: dict[str, _gettext.NullTranslations] = {}


def _load(language: str) -> _gettext.NullTranslations:
    if language == "en":
        return _gettext.NullTranslations()
    return _gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[language], fallback=True)


def set_language(language: str) -> str:
    """Use `language` ("en" or "de"; anything else is English) from now on; returns the one in use."""
    global _language, _translation
    language = language if language in LANGUAGES else "en"
    _language, _translation = language, _load(language)
    return language


def language() -> str:
    """The language in use: "en" or "de"."""
    return _active()[0]


def _active() -> tuple[str, _gettext.NullTranslations]:
    spoken = _speaking.get()
    return spoken if spoken is not None else (_language, _translation)


@contextmanager
def speaking(language_code: str) -> Iterator[str]:
    """Within the block, and only in this thread or asyncio task (a context variable), texts are made in
    `language_code` ("en" or "de"; anything else is English); the process's language is untouched, so
    two connections of a host can be answered in two languages at once. Keep `await` out of the block."""
    code = language_code if language_code in LANGUAGES else "en"
    catalogue = _catalogues.get(code)
    if catalogue is None:
        catalogue = _catalogues[code] = _load(code)
    token = _speaking.set((code, catalogue))
    try:
        yield code
    finally:
        _speaking.reset(token)


@contextmanager
def plainly() -> Iterator[str]:
    """Within the block, texts are made in the process's language again (a host's table work done while
    a connection's message is read: what it announces to the host's own screen is in the host's)."""
    token = _speaking.set(None)
    try:
        yield _language
    finally:
        _speaking.reset(token)


@contextmanager
def use(language_code: str) -> Iterator[str]:
    """Within the block, `language_code` is the language (tests; a screen laid out in German)."""
    before = _language
    try:
        yield set_language(language_code)
    finally:
        set_language(before)


def _code(value: str | None) -> str | None:
    """ "de_DE.UTF-8", "de-AT", "German_Germany.1252", "de" -> "de"; "C", "", None -> None."""
    if not value:
        return None
    value = value.strip()
    if value.lower().startswith("german"):
        return "de"
    match = re.match(r"([A-Za-z]{2,3})(?:[_\-.@]|$)", value)
    if not match or value.upper() in ("C", "POSIX"):
        return None
    return match.group(1).lower()


def system_language(qt_locale_name: str | None = None) -> str:
    """The system's language among ours: the Qt layer passes QLocale.system().name() (which knows
    Windows' and macOS' settings); without it the POSIX variables and the C library's locale."""
    candidates: list[str | None] = [qt_locale_name]
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:
            candidates.extend(value.split(":") if variable == "LANGUAGE" else [value])
            break
    import locale  # here: 1.5 ms of start-up for the many starts with a language chosen

    try:
        candidates.append(locale.getlocale()[0])
    except ValueError:
        pass
    for candidate in candidates:
        code = _code(candidate)
        if code:
            return code if code in LANGUAGES else "en"
    return "en"


def choose(saved: str | None = None, qt_locale_name: str | None = None) -> str:
    """Pick and set the language at start: TOP_FIVE_LANG, else the saved choice (None or "" = follow
    the system), else the system's language."""
    forced = _code(os.environ.get(ENV))
    if forced in LANGUAGES:
        return set_language(forced)
    if saved in LANGUAGES:
        return set_language(saved)
    return set_language(system_language(qt_locale_name))


def forced() -> bool:
    """Whether TOP_FIVE_LANG decides the language (the menu then says so)."""
    return _code(os.environ.get(ENV)) in LANGUAGES


# ---- translating ----

def _(message: str) -> str:
    """`message` in the current language."""
    return _active()[1].gettext(message)


def N_(message: str) -> str:
    """Marks `message` for the catalogue without translating it (translate it where it is used)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural of a sentence for `n`, in the current language (format `n` in after)."""
    return _active()[1].ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` in the current language where the same English has another meaning elsewhere."""
    return _active()[1].pgettext(context, message)


# ---- numbers and lists in the language's way ----

_SEPARATORS = {"en": (",", "."), "de": (".", ",")}  # (thousands, decimal): CLDR's "en" and "de"


#: the minus sign a player reads before a negative number ("−2"), not the hyphen-minus of "-2"
MINUS = "\u2212"


def number(value: float, decimals: int = 0) -> str:
    """`value` written the language's way: 1,234 and 8.4 in English, 1.234 and 8,4 in German; a
    negative one with a real minus sign, "−2" (never the hyphen "-2"; -0.04 to one place is "0.0").
    For what a player reads only: saves and exports keep their numbers."""
    thousands, decimal = _SEPARATORS[_active()[0]]
    text = f"{abs(value):,.{decimals}f}".translate(str.maketrans({",": thousands, ".": decimal}))
    return MINUS + text if value < 0 and any(c in "123456789" for c in text) else text


def join(items: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c" in the current language ("a, b und c")."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return _("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])
