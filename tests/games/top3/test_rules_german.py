"""Everything the rules of Top 3 write for a player, in English and in German: seeded random games are
played once in each language, and a sentence (a status, a log line, a refusal, an option's refusal, a
category's words, a bet card's text) that reads the same in both is text that was not marked or not
translated. Names and numbers alone are excepted. Active once the game's German catalogue exists (the
lead's, at the end: app/games/top3/resources/locale/de.po)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from app.core import i18n
from app.games.top3 import log
from app.games.top3.actions import Choose
from app.games.top3.rules import GAME

pytestmark = pytest.mark.skipif(
    not (Path(log.__file__).parent / "resources" / "locale" / "de.po").exists(),
    reason="the German catalogue of Top 3 is written at the end (the lead's)")

NAMES = ["Ana", "Ben", "Cleo"]
#: category names German writes as English does (the translator's terms: "Budget", "Oscars")
SAME_IN_GERMAN = {"Budget", "Oscars"}


def _words(view: dict) -> list[str]:
    out = [view["status"], view["category_name"], view["category_note"], *view["advance_names"].values()]
    if view["last_reveal"]:
        out.append(view["last_reveal"]["category_name"])
    return out


def _texts(theme: str, seed: int) -> list[str]:
    """What a game of 3 shows in the current language: views' words, log lines, refusals."""
    state = GAME.new_state(3, seed, {"theme": theme})
    rng = random.Random(seed)
    out = [log.describe(e, NAMES) for e in state.setup_events]
    while not state.is_over:
        out += _words(state.view(state.current_player))
        out.append(state.explain(Choose("124")))
        out.append(state.explain(Choose("123", "maybe")))
        used = [a for a in ("everyone", "only_me", "nobody") if a not in state.advances[state.current_player]]
        if used:
            out.append(state.explain(Choose("123", used[0])))
        seat = state.current_player
        events = state.apply(rng.choice(state.legal_actions()), seat=seat)
        out += [log.describe(e, NAMES) for e in GAME.events_for(events, (seat + 1) % 3)]
    out += _words(state.view(0))
    for options in ({"deck": ["Atlantis"]}, {"deck": ["London", "London"]}, {"categories": ["year"]},
                    {"categories": ["population", "population"]}):
        try:
            GAME.new_state(2, 1, options)
        except ValueError as exc:
            out.append(str(exc))
    return out


def _only_names_and_numbers(text: str) -> bool:
    rest = re.sub(r"[\d.,:;\-–()'’“”„ ]+", " ", text)
    for name in NAMES + ["Top 3"]:
        rest = rest.replace(name, " ")
    return not rest.strip()


@pytest.mark.parametrize("theme", ["metropolen", "films"])
def test_every_text_reads_in_german(theme):
    english = _texts(theme, 5)
    with i18n.use("de"):
        german = _texts(theme, 5)
    assert len(english) == len(german)
    same = sorted({e for e, g in zip(english, german)
                   if e == g and e not in SAME_IN_GERMAN and not _only_names_and_numbers(e)})
    assert not same, same[:5]
