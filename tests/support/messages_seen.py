"""Which catalogue messages a test looked up: a translation that notes every message asked of it.
The `messages_seen` fixture (tests/conftest.py) gives the set of (context, English) while it runs."""

from __future__ import annotations


class Recorder:
    """Wraps a gettext translation; every lookup is added to `seen` as (context or None, English)."""

    def __init__(self, inner, seen: set) -> None:
        self.inner, self.seen = inner, seen

    def gettext(self, message):
        self.seen.add((None, message))
        return self.inner.gettext(message)

    def ngettext(self, singular, plural, n):
        self.seen.add((None, singular))
        return self.inner.ngettext(singular, plural, n)

    def pgettext(self, context, message):
        self.seen.add((context, message))
        return self.inner.pgettext(context, message)
