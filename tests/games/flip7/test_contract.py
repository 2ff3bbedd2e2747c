"""Illegal actions, options, views, saves and determinism."""

import json
import random

import pytest

from app.core import IllegalAction, SaveFormatError
from app.games.flip7 import GAME
from app.games.flip7.events import Hit, Stay, Target
from tests.games.flip7.helpers import new, play

VIEW_KEYS = {"game", "current_player", "is_over", "winners", "totals", "ranking", "rounds", "status", "round",
             "dealer", "phase", "pending", "flip3", "players", "deck_count", "discards", "decks"}
PLAYER_KEYS = {"numbers", "modifiers", "actions", "status", "second_chance", "line_points"}


def refused(state, action, match):
    before = state.to_json()
    with pytest.raises(IllegalAction, match=match):
        state.apply(action)
    assert state.to_json() == before


def test_illegal_actions_are_refused_with_reasons_and_change_nothing():
    s = new("freeze 6 7")
    refused(s, Hit(), "It is Player 1's turn to choose who gets the Freeze, not to hit")
    refused(s, Stay(), "not to stay")
    refused(s, Target(3), "^There is no such player: this table has Player 1 to Player 3.$")
    refused(s, Target(-1), "^There is no such player: this table has Player 1 to Player 3.$")
    refused(s, {"type": "target", "player": "x"}, "whole number")
    refused(s, {"type": "jump"}, "unknown kind; the moves of this game are a hit, a stay or a choice of player")
    refused(s, {"type": "hit", "card": "7"}, "^A hit has something in it that this game does not use.$")
    play(s, 1)
    # Player 1 gave their only card away: only Hit is legal, and the messages say exactly that
    assert s.legal_actions() == [Hit()]
    refused(s, Target(1), "^There is no card to give away now: Player 1 must hit.$")
    refused(s, Stay(), "^Staying needs at least one card in front of you, and Player 1 has none: "
                       "Player 1 must hit.$")
    play(s, "h")  # Player 1 draws the 7; Player 2 was frozen in the deal; Player 3 was dealt the 6
    assert s.current_player == 2 and s.legal_actions() == [Hit(), Stay()]
    refused(s, Target(0), "^There is no card to give away now: Player 3 must hit or stay.$")


def test_illegal_after_game_over():
    s = GAME.new_state(3, seed=5)
    rng = random.Random(5)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()))
    refused(s, Hit(), "over")


@pytest.mark.parametrize("options, message", [
    ({"deck": ["13"]}, "not a Flip 7 card"),
    ({"deck": ["1", "1"]}, "only 1"),
    ({"deck": "5 6"}, "list of card codes"),
    ({"deck": [5]}, "not a Flip 7 card"),
    ({"dealer": 3}, "first dealer"),
    ({"dealer": True}, "first dealer"),
    ({"colour": 1}, "no option"),
])
def test_options_are_validated(options, message):
    with pytest.raises(ValueError, match=message):
        GAME.new_state(3, seed=0, options=options)


def test_view_has_the_agreed_keys_and_no_secrets():
    s = new("5 6 7 flip3")
    play(s, "h")
    view = s.view(1)
    assert set(view) == VIEW_KEYS
    assert all(set(p) == PLAYER_KEYS for p in view["players"])
    assert view["game"] == "flip7" and view["phase"] == "target" and view["current_player"] == 0
    assert view["status"] == "{p0} must choose who gets the Flip Three."  # the seat as a placeholder
    assert view["deck_count"] == len(s.deck) and view["discards"] == []
    text = json.dumps(view)
    assert "rng" not in view and str(s.rng.state) not in text
    assert json.dumps(s.deck) not in text and "deck\"" not in text.replace("deck_count", "")
    assert view == s.view(0) == s.view(None)  # no secrets: every seat sees the same


def test_save_and_load_round_trip_and_continue_identically():
    s = GAME.new_state(4, seed=21)
    rng = random.Random(21)
    for _ in range(40):
        if s.is_over:
            break
        s.apply(rng.choice(s.legal_actions()))
    loaded = GAME.state_from_json(s.to_json())
    assert loaded == s and loaded.view(0) == s.view(0)
    for _ in range(20):
        if s.is_over:
            break
        action = rng.choice(s.legal_actions())
        assert s.apply(action) == loaded.apply(action)
    assert loaded == s


def test_stacked_options_survive_a_save():
    s = new("5 6 7 freeze")
    play(s, "h", 1)
    loaded = GAME.state_from_json(s.to_json())
    assert loaded == s and loaded.players[1].status == "frozen"


def test_tampered_save_is_refused():
    s = new("5 6 7 freeze")
    play(s, "h")
    data = json.loads(s.to_json())
    data["snapshot"]["scores"] = [50, 0, 0]
    with pytest.raises(SaveFormatError, match="does not match"):
        GAME.state_from_json(json.dumps(data))


def test_same_seed_and_actions_give_the_same_game():
    def run(seed):
        s = GAME.new_state(5, seed=seed)
        rng = random.Random(99)
        log = [e.to_dict() for e in s.setup_events]
        while not s.is_over:
            log += [e.to_dict() for e in s.apply(rng.choice(s.legal_actions()))]
        return s, log

    a, log_a = run(8)
    b, log_b = run(8)
    assert a == b and log_a == log_b
    c, log_c = run(9)
    assert log_c != log_a


def test_a_target_must_be_a_true_seat_number():
    s = new("5 6 7 freeze")
    play(s, "h")
    refused(s, Target(True), "^In a choice of player, the player chosen should be a whole number.$")
