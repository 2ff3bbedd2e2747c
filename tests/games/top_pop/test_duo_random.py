"""Seeded random two-player games of Top Pop played to the end with every invariant checked after
every move (cards and caps accounted for), views that are JSON and hide what they should, saves that
round-trip, the options (deck, start) and the options refused."""

import json
import random

import pytest

from app.core import SaveFormatError
from app.games.top_pop import cards, duo, duo_log
from app.games.top_pop.actions import Discard, Play, Seventh
from app.games.top_pop.rules import GAME
from tests.games.top_pop.test_duo_helpers import CONTENTS, NAMES, TWO, full, new

SEEDS = range(40)


def random_game(seed: int):
    state = new(seed)
    rng = random.Random(seed)
    events = list(state.setup_events)
    state.check_invariants()
    while not state.is_over:
        legal = state.legal_actions()
        assert legal, "the player to move always has a move"
        events += state.apply(rng.choice(legal))
        state.check_invariants()
    return state, events


@pytest.mark.parametrize("seed", SEEDS)
def test_a_random_game_plays_to_the_end_with_every_invariant_kept(seed):
    state, events = random_game(seed)
    assert state.phase == "over" and all(state.view(None)["closed"])
    assert sum(len(c) for c in state.columns) == 24 + 2 and state.deck == []
    assert [len(h) for h in state.hands] == [1, 1]  # 26 cards for 24 plays: one left in each hand
    assert sum(state.totals()) > 0 and state.winners()
    assert all(duo_log.describe(e, NAMES) for e in events), "every event has a log sentence"
    moves = len(state.history)
    assert moves == 3 + 2 + 24


@pytest.mark.parametrize("seed", SEEDS[:10])
def test_views_are_json_and_hidden_variants_look_the_same_to_the_seat_that_cannot_tell(seed):
    state = new(seed)
    rng = random.Random(seed)
    while not state.is_over:
        for seat in (0, 1):
            view = state.view(seat)
            assert json.loads(json.dumps(view)) is not None
            variants = state.hidden_variants(seat)
            assert variants, "some card is always hidden from a seat before the end"
            for other in variants:
                other.check_invariants()
                assert other.to_dict() != state.to_dict()
                assert other.view(seat) == view and other.view(None) == state.view(None)
                assert other.legal_actions() == state.legal_actions() or state.current_player != seat
        state.apply(rng.choice(state.legal_actions()))
    assert state.hidden_variants(0) == [] == state.hidden_variants(1)


@pytest.mark.parametrize("seed", SEEDS[:5])
def test_a_save_round_trips_mid_game_and_at_the_end(seed):
    state = new(seed)
    rng = random.Random(seed)
    while not state.is_over:
        if len(state.history) in (0, 3, 12):
            loaded = GAME.state_from_json(state.to_json())
            assert loaded == state and loaded.view(0) == state.view(0)
        state.apply(rng.choice(state.legal_actions()))
    assert GAME.state_from_json(state.to_json()) == state


def test_a_hand_edited_save_is_refused_in_words():
    state, _events = random_game(1)
    data = json.loads(state.to_json())
    data["actions"][5] = {"type": "play", "card": "NO", "company": 0}
    with pytest.raises(SaveFormatError) as caught:
        GAME.state_from_dict(data)
    assert str(caught.value) == ("Move 6 of the saved game cannot be played: the two-player game is played with "
                                 "the cards of a four-player game: New Orleans is not among them.")


def test_the_same_seed_gives_the_same_game_and_the_start_player_is_drawn_with_it():
    assert new(5).to_dict() == new(5).to_dict()
    starts = {new(seed).start for seed in range(20)}
    assert starts == {0, 1}
    assert all(new(seed, start=1).start == 1 for seed in range(5))
    state = new(7, start=0)
    assert len(state.hands[0]) == 5 and len(state.hands[1]) == 6 and state.current_player == 1


def test_the_deck_option_deals_in_its_order_and_shuffles_the_rest_with_the_seed():
    listed = ["SEA"] * 5 + ["CHI"] * 6 + ["STL:night", "STL", "NYC", "SF"]
    a, b = new(1, deck=listed, start=1), new(2, deck=listed, start=1)
    for state in (a, b):
        assert state.hands[1] == ["SEA"] * 5 and state.hands[0] == ["CHI"] * 6
        assert state.columns[0] == ["STL:night"] and state.columns[1] == ["STL"]
        assert state.deck[:2] == ["NYC", "SF"] and len(state.deck) == 20
    assert a.deck != b.deck  # the unlisted cards follow, shuffled with the seed
    state = new(3, deck=full(listed, 9), start=0)
    state.check_invariants()


@pytest.mark.parametrize("deck, sentence", [
    (["NO"], "'NO' is not a card of this game of Top Pop."),
    (["STL"] * 3, "The stacked deck has 3 cards STL, but the game has only 2."),
    ("SEA", "The stacked deck must be a list of card codes, top card first."),
])
def test_a_wrong_deck_option_is_refused_in_words(deck, sentence):
    with pytest.raises(ValueError) as caught:
        new(0, deck=deck)
    assert str(caught.value) == sentence


def test_the_two_player_game_is_for_two_players_without_city_powers():
    with pytest.raises(ValueError) as caught:
        GAME.new_state(3, 0, dict(TWO))
    assert str(caught.value) == "The two-player game of Top Pop is for exactly 2 players, not 3."
    with pytest.raises(ValueError) as caught:
        GAME.new_state(2, 0, {**TWO, "city_powers": True})
    assert "not of the two-player game" in str(caught.value)


def test_the_cards_of_the_game_are_the_four_player_deck():
    assert CONTENTS == cards.contents(4) and duo.contents() == CONTENTS
    state = new(0)
    assert {type(a) for a in state.legal_actions()} == {Seventh, Discard}  # the second player's choices
    state.apply(state.legal_actions()[0])
    assert not [a for a in state.legal_actions() if isinstance(a, Play)]


def test_every_two_player_event_has_a_log_sentence_and_a_type_of_its_own():
    from app.core.dispatch import Dispatch, event_classes
    from app.core.records import record_classes
    from app.games.top_pop import duo_events

    classes = event_classes(duo_events)
    assert len(classes) == 17 and duo_log.DUO_SENTENCES.missing(classes) == []
    assert all(cls.TYPE.startswith("duo_") for cls in classes) and len(record_classes(*classes)) == len(classes)
    assert all(cls.declares_visibility() for cls in classes)
    table = Dispatch("log sentence")
    duo_log.register(table)  # how the game's log table (log.py) takes these sentences in
    assert table.missing(classes) == []
    event = duo_events.DuoDeckEmpty(1)
    assert table(event, NAMES) == duo_log.describe(event, NAMES) == "The deck is used up: Reggie drew no card."
    from app.games.top_pop import log

    assert log.SENTENCES.missing(classes) == []  # the game's log table has them (duo_log registers on import)
    assert log.describe(event, NAMES) == "The deck is used up: Reggie drew no card."
