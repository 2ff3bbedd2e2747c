"""`i18n.speaking`: a block of code makes its texts in one language while other threads and asyncio
tasks make theirs in another, and the process's language stays as it was (issue 28: a host answers
each connection in its own language)."""

import asyncio
import threading

from app.core import i18n
from app.core.i18n import _, ngettext

SENTENCE = "Total"
GERMAN = "Summe"


def test_speaking_changes_the_language_of_its_block_only():
    with i18n.use("en"):
        assert _(SENTENCE) == SENTENCE
        with i18n.speaking("de") as code:
            assert code == "de" and i18n.language() == "de" and _(SENTENCE) == GERMAN
            assert i18n.number(-1234.5, 1) == "\u22121.234,5"
            with i18n.speaking("en"):
                assert _(SENTENCE) == SENTENCE and i18n.number(1234) == "1,234"
            assert _(SENTENCE) == GERMAN
        assert i18n.language() == "en" and _(SENTENCE) == SENTENCE
        with i18n.speaking("xx"):  # not one of ours: English
            assert i18n.language() == "en"


def test_two_threads_speak_two_languages_at_once_without_mixing():
    barrier = threading.Barrier(2)
    seen: dict[str, set[str]] = {"en": set(), "de": set()}

    def run(code: str) -> None:
        barrier.wait()
        for _i in range(2000):
            with i18n.speaking(code):
                seen[code].add(_(SENTENCE))
                seen[code].add(ngettext("{n} card", "{n} cards", 2).format(n=2))

    threads = [threading.Thread(target=run, args=(code,)) for code in ("en", "de")]
    with i18n.use("en"):
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert _(SENTENCE) == SENTENCE
    assert seen["en"] == {SENTENCE, "2 cards"}
    assert seen["de"] == {GERMAN, "2 Karten"}


def test_asyncio_tasks_each_keep_their_language_across_awaits_outside_the_block():
    async def connection(code: str) -> list[str]:
        out = []
        for _i in range(200):
            with i18n.speaking(code):
                out.append(_(SENTENCE))
            await asyncio.sleep(0)  # the other task runs here
        return out

    async def main():
        return await asyncio.gather(connection("de"), connection("en"))

    with i18n.use("en"):
        german, english = asyncio.run(main())
    assert set(german) == {GERMAN} and set(english) == {SENTENCE}
