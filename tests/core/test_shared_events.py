"""The events every card game has, written once in app/core/events.py (issue 26, item 5): each game's
drawn / empty-deck / skipped / game-over class is its own class on the shared one, with its own TYPE,
and writes and reads exactly the JSON it wrote before (saves and replays store it)."""

from __future__ import annotations

import json

import pytest

from app.core import events as shared
from app.core import i18n
from app.core.records import parse_record, record_classes
from app.games.flip7 import events as flip7
from app.games.top3 import events as top3
from app.games.top_oder_flop import events as tof
from app.games.top_oder_flop import log as tof_log
from app.games.top_pop import duo_events as duo
from app.games.top_pop import duo_log
from app.games.top_pop import events as top_pop
from app.games.top_pop import log as top_pop_log
from app.games.top_this import events as top_this

NAMES = ["Ana", "Ben", "Cleo"]

#: a game's record, the shared one it is, and its JSON as saves held it before the records were shared
RECORDS = [
    (tof.CardDrawn(1, "T07"), shared.Drawn, {"type": "card_drawn", "player": 1, "card": "T07"}),
    (top_pop.CardDrawn(0, "PAR1"), shared.Drawn, {"type": "card_drawn", "player": 0, "card": "PAR1"}),
    (duo.DuoDrawn(1, None), shared.Drawn, {"type": "duo_drawn", "player": 1, "card": None}),
    (tof.DeckEmpty(2), shared.DeckEmpty, {"type": "deck_empty", "player": 2}),
    (top_pop.DeckEmpty(0), shared.DeckEmpty, {"type": "deck_empty", "player": 0}),
    (duo.DuoDeckEmpty(1), shared.DeckEmpty, {"type": "duo_deck_empty", "player": 1}),
    (tof.TurnSkipped(0), shared.TurnSkipped, {"type": "turn_skipped", "player": 0}),
    (flip7.GameOver((1,), (120, 210)), shared.GameOver, {"type": "game_over", "winners": [1], "totals": [120, 210]}),
    (top_this.GameOver((0, 1), (9, 9)), shared.GameOver, {"type": "game_over", "winners": [0, 1], "totals": [9, 9]}),
    (top3.GameEnded((2,), (4, 5, 7)), shared.GameOver, {"type": "game_ended", "winners": [2], "totals": [4, 5, 7]}),
]


@pytest.mark.parametrize("record, base, saved", RECORDS, ids=lambda r: type(r).__qualname__ if not isinstance(r, dict) else "")
def test_a_shared_record_keeps_its_game_type_and_json(record, base, saved):
    cls = type(record)
    assert isinstance(record, base) and cls is not base and cls.__module__.startswith("app.games.")
    assert record.to_dict() == saved
    again = parse_record(json.loads(json.dumps(saved)), record_classes(cls))
    assert type(again) is cls and again == record
    assert record != base(**{k: v for k, v in vars(record).items()})  # two games' records never compare equal


def test_a_drawn_card_is_its_drawers_alone_and_may_not_be_undone():
    drawn = tof.CardDrawn(1, "T07")
    assert tof.CardDrawn.REVEALS and duo.DuoDrawn.REVEALS and top_pop.CardDrawn.REVEALS
    assert drawn.seen_by(1) == drawn
    assert drawn.seen_by(0) == drawn.seen_by(None) == tof.CardDrawn(1, None)
    for event in (tof.DeckEmpty(2), tof.TurnSkipped(0), top3.GameEnded((2,), (4, 5, 7))):
        assert event.seen_by(0) == event.seen_by(None) == event and not type(event).REVEALS


def test_the_shared_sentences_in_english_and_german():
    cases = [
        (tof_log.describe, tof.CardDrawn(1, None), "Ben drew a card.", "Ben zog eine Karte."),
        (duo_log.describe, duo.DuoDrawn(0, None), "Ana drew a card.", "Ana zog eine Karte."),
        (tof_log.describe, tof.DeckEmpty(2), "The deck is used up: Cleo drew no card.",
         "Der Stapel ist aufgebraucht: Cleo zog keine Karte."),
        (duo_log.describe, duo.DuoDeckEmpty(1), "The deck is used up: Ben drew no card.",
         "Der Stapel ist aufgebraucht: Ben zog keine Karte."),
        (tof_log.describe, tof.TurnSkipped(0), "Ana could make no move and was passed over.",
         "Ana konnte keinen Zug machen und wurde übersprungen."),
    ]
    for describe, event, english, german in cases:
        assert describe(event, NAMES) == english
        with i18n.use("de"):
            assert describe(event, NAMES) == german
    named = shared.drawn_sentence(lambda card: f"«{card}»")
    assert named(top_pop.CardDrawn(2, "PAR1"), NAMES) == "Cleo drew «PAR1»."
    assert named(top_pop.CardDrawn(5, None), NAMES) == "Player 6 drew a card."
    # Top Pop's own log names its drawn card and keeps its own sentence for the used-up deck
    assert top_pop_log.describe(top_pop.CardDrawn(0, None), NAMES) == "Ana drew a card."
    assert top_pop_log.describe(top_pop.DeckEmpty(0), NAMES) == "The deck was used up: Ana drew no card."


def test_the_winners_named_for_a_game_over_sentence():
    assert shared.winners_named(flip7.GameOver((1,), (120, 210)), NAMES) == ("Ben", 210)
    assert shared.winners_named(top3.GameEnded((0, 2), (7, 5, 7)), NAMES) == ("Ana and Cleo", 7)
    assert shared.winners_named(top_pop.GameOver((), (), (), ()), NAMES) == ("", 0)
    with i18n.use("de"):
        assert shared.winners_named(top3.GameEnded((0, 4), (7, 5, 7, 1, 7)), NAMES)[0] == "Ana und Spieler 5"
