"""Flip 7 in English and in German: every sentence a player reads from the rules and the log (status
lines, refusals, log lines, the game's summary and options) is translated, its placeholders are all
filled, and the language changes no state, view or save (the rulebook's words: seeds/flip-7.de.txt)."""

from __future__ import annotations

import json
import random
import re

import pytest

from app.core import IllegalAction, i18n, text
from app.core.i18n import _
from app.games import registry
from app.games.flip7 import INFO
from app.games.flip7 import events as ev
from app.games.flip7.events import Hit, Stay, Target
from app.games.flip7.log import describe
from tests.games.flip7.helpers import NAMES, new, play

#: English words that must not be left in a German sentence
ENGLISH = (" the ", " is ", " and ", "Player")
#: moves that are not moves of Flip 7, or are written wrongly: each is refused with a sentence
BAD_MOVES = ({}, {"type": "jump"}, {"type": "target"}, {"type": "target", "player": "x"},
             {"type": "hit", "card": "7"}, {"type": "stay", "player": 1}, {"type": "target", "player": 1.5})


def _refusal(state, action, seat=None) -> str | None:
    try:
        if isinstance(action, dict):
            state.apply(dict(action), seat=seat)  # a parse error leaves the state as it was
            raise AssertionError(f"{action} was accepted")
        return state.explain(action, seat)
    except IllegalAction as exc:
        return exc.sentence


def _sentences(players: int, seed: int, language: str) -> list[tuple[str, str]]:
    """(where, sentence with names filled in) for everything a player reads in one seeded game."""
    names = NAMES[:players] + [f"Name{k}" for k in range(len(NAMES), players)]
    found: list[tuple[str, str]] = []
    with i18n.use(language):
        game = registry.get("flip7")
        state = game.new_state(players, seed=seed)
        moves = random.Random(seed)

        def read(where: str, sentence: str | None) -> None:
            if sentence is not None:
                found.append((where, text.fill(sentence, names)))

        before = state.setup_view(None)
        read("status before the deal", before["status"])
        events = list(state.setup_events)
        for step in range(10_000):
            for event in events:
                read(f"log of {type(event).__name__}", describe(event, names))
            for seat in [None, *range(players)]:
                read(f"status of seat {seat}", state.view(seat)["status"])
            if state.is_over:
                break
            current = state.current_player
            candidates = [Hit(), Stay(), *(Target(s) for s in range(-1, players + 1))]
            for action in candidates:
                read(f"refusal of {action}", _refusal(state, action))
            read("refusal of another seat", _refusal(state, Hit(), seat=(current + 1) % players))
            if step % 7 == 0:
                for bad in BAD_MOVES:
                    read(f"refusal of {bad}", _refusal(state, bad))
            events = state.apply(moves.choice(state.legal_actions()))
        read("refusal after the end", _refusal(state, Hit()))
    return found


def _bare(sentence: str) -> str:
    """The sentence without names and numbers."""
    for name in sorted(NAMES, key=len, reverse=True):
        sentence = sentence.replace(name, "")
    sentence = re.sub(r"Name\d+|Player \d+|Spieler \d+", "", sentence)
    sentence = re.sub(r"[+×x]?\d+", "", sentence)
    return re.sub(r"[\s,.!:;()+-]+", " ", sentence).strip()


@pytest.mark.parametrize("players, seed", [(3, 1), (4, 2), (5, 3), (3, 11), (19, 4)])
def test_every_sentence_of_a_game_reads_in_german(players, seed):
    english = _sentences(players, seed, "en")
    german = _sentences(players, seed, "de")
    assert [where for where, _s in english] == [where for where, _s in german]  # the same game
    assert len(english) > 50
    for (where, en), (_where, de) in zip(english, german):
        assert "{" not in en and "{" not in de and "}" not in de, (where, en, de)  # every placeholder filled
        assert _bare(en) != _bare(de), f"{where}: the same in both languages: {en!r}"
        padded = f" {de} "
        assert not [w for w in ENGLISH if w in padded], f"{where}: English left in {de!r}"


#: every event (and every kind of it) the log has a sentence for, also the rare ones
EVERY_EVENT = [
    ev.RoundStarted(2, 1), ev.CardDrawn(0, "7", "deal"), ev.CardDrawn(1, "8", "hit"),
    ev.CardDrawn(2, "x2", "flip3"), ev.CardDrawn(0, "+4", "hit"), ev.CardDrawn(0, "freeze", "deal"),
    ev.CardDrawn(1, "flip3", "flip3"), ev.CardDrawn(2, "second", "hit"), ev.Busted(1, 9),
    ev.SecondChanceUsed(0, 5), ev.SecondChanceKept(2), ev.SecondChancePassed(0, 3),
    ev.ActionSetAside(1, "freeze"), ev.ActionDiscarded(0, "second", "all_protected"),
    ev.ActionDiscarded(0, "second", "nobody_else"), ev.ActionDiscarded(0, "flip3", "no_target"),
    ev.Frozen(2, 0, 23), ev.Frozen(2, 2, 0), ev.Flip3Started(0, 1), ev.Flip3Started(1, 1),
    ev.Stayed(4, 17), ev.Flip7(1), ev.DeckReshuffled(40), ev.DeckReshuffled(1), ev.DeckExhausted(),
    ev.PlayerScored(3, 82, 36, True, 10, False, False), ev.PlayerScored(3, 27, 23, False, 4, False, False),
    ev.PlayerScored(3, 23, 23, False, 0, False, False), ev.PlayerScored(3, 1, 1, False, 0, False, False),
    ev.PlayerScored(3, 0, 20, False, 0, False, True), ev.PlayerScored(0, 97, 36, True, 10, True, False),
    ev.PlayerScored(0, 154, 36, True, 10, False, False, factor=4),
    ev.RoundScored(3, (10, 20, 30), (100, 150, 210)), ev.GameOver((2,), (100, 150, 210)),
    ev.GameOver((0, 1), (210, 210, 3)),
]


def test_every_log_sentence_reads_in_german():
    for event in EVERY_EVENT:
        with i18n.use("en"):
            en = describe(event, NAMES)
        with i18n.use("de"):
            de = describe(event, NAMES)
        assert en and de and "{" not in de, (event, de)
        assert _bare(en) != _bare(de), en
        assert not [w for w in ENGLISH if w in f" {de} "], de
        assert de[0].isupper() and de.endswith((".", "!")), de


def test_german_sentences_use_the_rulebooks_words():
    with i18n.use("de"):
        assert describe(ev.CardDrawn(2, "flip3", "flip3"), NAMES) == "Cleo deckte bei „Drei ziehen“ die Karte „Drei ziehen“ auf."
        assert describe(ev.CardDrawn(1, "8", "deal"), NAMES) == "Ben bekam eine 8."
        assert describe(ev.Busted(1, 9), NAMES) == "Ben schied mit einer zweiten 9 aus."
        assert describe(ev.Stayed(4, 17), NAMES) == "Eli hörte bei 17 auf."
        assert describe(ev.PlayerScored(3, 82, 36, True, 10, False, False), NAMES) == \
            "Dee bekam 82 Punkte (36 verdoppelt + 10)."
        assert describe(ev.PlayerScored(3, 1, 1, False, 0, False, False), NAMES) == "Dee bekam 1 Punkt."
        assert describe(ev.PlayerScored(0, 97, 36, True, 10, True, False), NAMES) == \
            "Ana bekam 97 Punkte (36 verdoppelt + 10 + 15 für Flip 7)."
        assert describe(ev.RoundStarted(2, 1), NAMES) == "Runde 2: Ben gibt."
        assert describe(ev.SecondChanceKept(2), NAMES) == "Cleo behielt die Zweite Chance."
        s = new("freeze 6 7")
        assert s.view(1)["status"] == "{p0} muss wählen, wer die Karte „Freeze“ bekommt."
        with pytest.raises(IllegalAction) as caught:
            s.apply(Target(3))
        assert str(caught.value) == "Diesen Spieler gibt es nicht: An diesem Tisch spielen Spieler 1 bis Spieler 3."
        play(s, 1)
        assert text.fill(s.explain(Stay()), NAMES) == \
            "Aufhören geht erst mit mindestens einer Karte vor dir, und Ana hat keine: Ana muss ziehen."
        with pytest.raises(IllegalAction) as caught:
            s.apply({"type": "jump"})
        assert "ein Ziehen, ein Aufhören oder eine Spielerwahl" in str(caught.value)
    # English stays as it was
    s = new("freeze 6 7")
    assert s.view(1)["status"] == "{p0} must choose who gets the Freeze."


def test_the_summary_and_the_options_read_in_german():
    dealer = next(o for o in INFO.options if o.name == "dealer")
    texts = [INFO.summary, *(part for o in INFO.options for part in (o.label, o.description))]
    with i18n.use("de"):
        german = [_(t) for t in texts]
        problem = dealer.problem(7, 3)
    for en, de in zip(texts, german):
        assert de != en and not [w for w in ENGLISH if w in f" {de} "], de
    assert "Erster Geber" in problem and "first dealer" not in problem.lower()
    assert _(INFO.summary) == INFO.summary  # English outside the block: nothing translated at import


def test_the_language_changes_no_state_view_or_save():
    """Secret-safety and saves as before: a German game is the same game; its views differ only in
    their status sentence, still show every seat the same table and no deck order."""
    game = registry.get("flip7")
    for seed in (2, 9):
        states, views = {}, {}
        for language in ("en", "de"):
            with i18n.use(language):
                state = game.new_state(4, seed=seed)
                moves = random.Random(seed)
                seen = []
                while not state.is_over:
                    seen.append([state.view(seat) for seat in (None, 0, 1, 2, 3)])
                    state.apply(moves.choice(state.legal_actions()))
                states[language], views[language] = state, seen
        assert states["en"].to_json() == states["de"].to_json()
        with i18n.use("de"):
            loaded = game.state_from_json(states["en"].to_json())
        assert loaded == states["en"]
        for en_views, de_views in zip(views["en"], views["de"]):
            for en, de in zip(en_views, de_views):
                assert dict(en, status="") == dict(de, status="") == dict(en_views[0], status="")
                assert en["status"] != de["status"]
                text_of_view = json.dumps(de, ensure_ascii=False)
                assert "rng" not in de and "\"deck\"" not in text_of_view
