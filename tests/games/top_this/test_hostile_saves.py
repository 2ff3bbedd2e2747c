"""Issue 7, point 1: a hand-edited save whose snapshot is removed must not load with a flick outcome
that no flick can give. The corpus (make_hostile_flicks.py) edits real saves, one impossible edit
each; every one is refused with a player's sentence, and every real save loads."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from app.core import SaveFormatError
from app.persistence.saves import parse_save
from tests.games.top_this.make_hostile_flicks import CATEGORIES, hostile_saves, real_saves

#: developer words a player's sentence never has: quoted names, reprs, brackets, identifiers
DEVELOPER = re.compile(r"'\w+'|\"|[\[\]{}=<>_]|\b(None|True|False|DiscAt|FlickOutcome|Flick\(|Traceback)\b")


@pytest.fixture(scope="module")
def games():
    return real_saves(seed=1)


def test_every_real_save_loads_with_and_without_its_snapshot(games):
    flicks = sum(len(g.flicks) for g in games)
    assert flicks >= 150 and sum(bool(f.outcome.touched) for g in games for _, _, f in g.flicks) >= 60
    for g in games:
        parse_save(g.save)
        bare = {**g.save, "state": {k: v for k, v in g.save["state"].items() if k != "snapshot"}}
        parse_save(bare)


def test_every_impossible_flick_in_the_corpus_is_refused_with_a_players_sentence(games):
    corpus = hostile_saves(games, seed=1)
    made = Counter(c for c, _, _ in corpus)
    refused: Counter = Counter()
    wrong = []
    for category, move, doc in corpus:
        try:
            parse_save(doc)
        except SaveFormatError as exc:
            text = str(exc)
            head = f"Move {move} of the saved game cannot be played: "
            if text.startswith(head) and not DEVELOPER.search(text) and text.endswith("."):
                refused[category] += 1
            else:
                wrong.append((category, text))
        else:
            wrong.append((category, "loaded"))
    print({c: f"{refused[c]}/{made[c]}" for c in CATEGORIES})
    assert not wrong, wrong[:5]
    assert set(made) == set(CATEGORIES) and sum(made.values()) >= 300
    assert all(made[c] >= 20 for c in CATEGORIES), made
    assert refused == made
