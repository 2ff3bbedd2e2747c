"""Every sentence a player reads in Top Pop's standard and lite games is marked for translation: seeded
random games are played once in English and once in German, and no status line, log line, refusal or
power text may read the same in both (names, city names and numbers alone excepted). Runs once the
game's German catalogue exists (the lead writes it at the end, app/games/top_pop/resources/locale/de.po)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from app.core import i18n, text
from app.games.top_pop import cards, log
from app.games.top_pop.rules import GAME
from tests.games.top_pop.test_standard_helpers import NAMES

PO = Path(__file__).resolve().parents[3] / "app" / "games" / "top_pop" / "resources" / "locale" / "de.po"
BAD = [{"type": "place", "card": "PARIS", "seat": 0}, {"type": "place", "card": "NYC:night", "seat": 9},
       {"type": "take", "company": 4}, {"type": "stack", "seat": 0, "card": 7, "caps": [0]},
       {"type": "stack", "seat": 0, "card": 0, "caps": []}, {"type": "stack", "seat": 0, "card": 0, "caps": [1, 1]},
       {"type": "done"}, {"type": "play", "card": "NYC", "company": 0}]


def _sentences(variant: str, seed: int) -> list[str]:
    state = GAME.new_state(3, seed, {"variant": variant, "city_powers": True})
    rng = random.Random(seed)
    out = [log.describe(e, NAMES) for e in state.setup_events]
    while not state.is_over:
        view = state.view(state.current_player)
        out.append(text.fill(view["status"], NAMES))
        out += list(view["power_texts"].values())
        for bad in BAD:
            out.append(text.fill(state.explain(GAME.parse_action(bad)) or "", NAMES))
        legal = state.legal_actions()
        kind = rng.choice(sorted({a.TYPE for a in legal}))
        events = state.apply(rng.choice([a for a in legal if a.TYPE == kind]))
        for seat in (None, 0):
            out += [log.describe(e, NAMES) for e in GAME.events_for(events, seat)]
    out.append(text.fill(state.view(0)["status"], NAMES))
    return [s for s in out if s]


def _bare(sentence: str) -> str:
    for word in NAMES + list(cards.CITY_NAMES.values()):
        sentence = sentence.replace(word, "")
    return re.sub(r"[\d\W_]+", "", sentence)


@pytest.mark.skipif(not PO.exists(), reason="the German catalogue of Top Pop is not written yet")
@pytest.mark.parametrize("variant", ["standard", "lite"])
def test_every_sentence_reads_differently_in_german(variant):
    for seed in range(2):
        english = _sentences(variant, seed)
        with i18n.use("de"):
            german = _sentences(variant, seed)
        assert len(english) == len(german)
        same = sorted({e for e, g in zip(english, german) if e == g and _bare(e)})
        assert same == [], f"not translated: {same[:10]}"
