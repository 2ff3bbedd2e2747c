"""Top 3's log lines (app/games/top3/log.py): one sentence per event, in the past tense, each event as
its reader may see it: another seat's choice before the reveal is only "made their choice"."""

from __future__ import annotations

import random

from app.core.dispatch import event_classes
from app.games.top3 import events as ev, log
from app.games.top3.actions import Choose
from app.games.top3.rules import GAME
from tests.games.top3.test_rules_helpers import NAMES, game, play_round, reveal_of

DECK = ["London", "Paris", "Berlin", "Dubai", "Shanghai", "Athens"]


def lines(events) -> list[str]:
    return [log.describe(e, NAMES) for e in events]


def test_every_event_has_a_sentence():
    assert log.SENTENCES.missing(event_classes(ev)) == []


def test_the_round_and_a_choice_as_the_chooser_and_the_others_read_them():
    state = game(2, DECK)
    assert lines(state.setup_events) == [
        "Round 1: 1 was London, 2 was Paris and 3 was Berlin; the category was Tallest building."]
    events = state.apply(Choose("132", "only_me"), seat=0)
    assert lines(GAME.events_for(events, 0)) == ["Ana chose the order 1-3-2 and laid the bet card “Only I am right”."]
    assert lines(GAME.events_for(events, 1)) == ["Ana made their choice."]
    assert lines(GAME.events_for(events, None)) == ["Ana made their choice."]
    assert log.describe(ev.Chose(1, "321", None), NAMES) == "Ben chose the order 3-2-1."


def test_one_right_order_and_a_paid_bet_card():
    state = game(2, DECK)
    line = lines([reveal_of(play_round(state, [("123", "only_me"), "321"]))])[0]
    assert line == ("Round 1, Tallest building: London 306 m, Paris 210 m and Berlin 142 m; the right order was "
                    "1-2-3. Only Ana was right and took London and Paris; Berlin went to the discard pile. "
                    "Bet cards: Ana's “Only I am right” was right and took Berlin from the discard pile.")


def test_several_right_orders_and_wrong_bet_cards():
    state = game(3, DECK)
    line = lines([reveal_of(play_round(state, ["123", ("321", "everyone"), ("123", "nobody")]))])[0]
    assert "Ana and Cleo were right: Ana took London and Cleo took Paris; Berlin went to the discard pile." in line
    assert line.endswith("Bet cards: Ben's “Everyone is right” was wrong and Cleo's “Nobody is right” was wrong.")
    state = game(4, DECK)
    line = lines([reveal_of(play_round(state, ["123", "123", "123", "321"]))])[0]
    assert line.endswith("Ana, Ben and Cleo were right: Ana took London, Ben took Paris and Cleo took Berlin.")


def test_everyone_or_nobody_right_and_an_unpaid_bet_card():
    state = game(2, ["London", "Madrid", "Vienna"])
    line = lines([reveal_of(play_round(state, ["123", "132"]))])[0]
    assert "the right orders were 1-2-3 and 1-3-2" in line
    assert line.endswith("Everyone was right: all three cards went to the discard pile.")
    state = game(4, DECK)
    line = lines([reveal_of(play_round(state, [("321", "nobody"), ("132", "nobody"), ("213", "nobody"),
                                               ("312", "nobody")]))])[0]
    assert "Nobody was right: all three cards went to the discard pile." in line
    assert "Ana's “Nobody is right” was right but went unpaid" in line
    assert line.endswith("(the discard pile could not pay every right bet card).")


def test_the_end_one_winner_or_shared():
    assert log.describe(ev.GameEnded((1,), (3, 7)), NAMES) == "The 15 rounds were over: Ben won with 7 cards."
    assert log.describe(ev.GameEnded((0, 2), (4, 1, 4)), NAMES) == (
        "The 15 rounds were over: Ana and Cleo shared the win with 4 cards each.")
    assert log.describe(ev.GameEnded((0, 1), (1, 1)), NAMES) == (
        "The 15 rounds were over: Ana and Ben shared the win with 1 card each.")


def _played_lines(theme: str, seed: int) -> list[str]:
    state = GAME.new_state(3, seed, {"theme": theme})
    rng = random.Random(seed)
    out = lines(state.setup_events)
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        out += lines(GAME.events_for(state.apply(action), state.actors[-1] if state.history else None))
    return out


def test_a_whole_game_writes_a_line_for_every_event():
    for theme in ("metropolen", "films"):
        written = _played_lines(theme, 3)
        assert all(isinstance(line, str) and line.endswith((".", ")")) for line in written)
        assert written[-1].startswith("The 15 rounds were over:")
