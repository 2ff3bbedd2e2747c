"""The deck, the deal, turns, busting, staying, Flip 7 and the deck passing on (rulebook sections
"Vorbereitung", "Kurzregeln", "Ausführliche Regeln")."""

from collections import Counter

import pytest

from app.games.flip7 import GAME
from app.games.flip7.cards import DECK_SIZE, full_deck
from app.games.flip7.events import (
    Busted,
    CardDrawn,
    CardsCleared,
    Flip7,
    Hit,
    PlayerScored,
    RoundScored,
    RoundStarted,
    Stay,
    Stayed,
)
from tests.games.flip7.helpers import line, new, of, play


def test_the_deck_holds_94_cards_as_the_rulebook_lists():
    deck = Counter(full_deck())
    assert sum(deck.values()) == DECK_SIZE == 94
    assert deck["0"] == 1 and deck["1"] == 1 and deck["2"] == 2 and deck["12"] == 12
    assert sum(deck[str(n)] for n in range(13)) == 79
    assert all(deck[m] == 1 for m in ("+2", "+4", "+6", "+8", "+10", "x2"))
    assert all(deck[a] == 3 for a in ("freeze", "flip3", "second"))
    state = GAME.new_state(3, seed=4)
    assert state.card_count() == 94 and state.view(0)["decks"] == 1


def test_game_metadata():
    assert (GAME.id, GAME.title, GAME.min_players, GAME.max_players) == ("flip7", "Flip 7", 3, 24)
    assert GAME.option_names == ("deck", "dealer")
    with pytest.raises(ValueError, match="3 to 24"):
        GAME.new_state(2, seed=0)


def test_deal_starts_left_of_the_dealer_and_includes_the_dealer():
    s = new("5 6 7", dealer=0)
    assert [(e.player, e.card, e.why) for e in of(s.setup_events, CardDrawn)] == [
        (1, "5", "deal"), (2, "6", "deal"), (0, "7", "deal")]
    assert s.setup_events[0] == RoundStarted(1, 0)
    assert s.current_player == 1  # play also starts left of the dealer
    assert s.legal_actions() == [Hit(), Stay()]
    assert s.view(None)["phase"] == "play"


def test_first_dealer_is_random_from_the_seed_when_not_given():
    dealers = {GAME.new_state(4, seed=k).dealer for k in range(20)}
    assert len(dealers) > 1 and dealers <= {0, 1, 2, 3}
    assert GAME.new_state(4, seed=7).dealer == GAME.new_state(4, seed=7).dealer


def test_stacked_cards_come_first_and_the_rest_is_shuffled():
    a = GAME.new_state(3, seed=1, options={"deck": ["x2", "7"], "dealer": 2})
    b = GAME.new_state(3, seed=2, options={"deck": ["x2", "7"], "dealer": 2})
    assert a.players[0].modifiers == ["x2"] and a.players[1].numbers == [7]
    assert a.deck != b.deck  # the unstacked rest depends on the seed
    for s in (a, b):
        everywhere = Counter(s.deck) + Counter(s.discards) + Counter(c for p in s.players for c in p.cards())
        assert everywhere == Counter(full_deck())


def test_players_take_turns_clockwise_and_only_active_players_get_turns():
    s = new("5 6 7 8")
    assert s.current_player == 0
    play(s, "s")
    assert line(s, 0).status == "stayed" and s.current_player == 1
    play(s, "h")
    assert line(s, 1).numbers == [6, 8] and s.current_player == 2
    play(s, "s")
    assert s.current_player == 1  # seat 0 stayed: skipped


def test_a_duplicate_number_busts_and_the_cards_stay_until_the_round_ends():
    s = new("5 6 7 5 9 10 11")
    events = play(s, "h")
    assert of(events, Busted) == [Busted(0, 5)]
    assert line(s, 0).status == "busted" and line(s, 0).numbers == [5, 5]
    assert s.view(0)["players"][0]["line_points"] == 0
    assert s.current_player == 1
    events = play(s, "s", "s")
    assert of(events, RoundScored)[0].points == (0, 6, 7)
    assert s.view(None)["rounds"] == [[0, 6, 7]]
    assert sorted(s.discards) == sorted(["5", "5", "6", "7"])


def test_stay_banks_the_line():
    s = new("5 6 7 +4 9 10 11")
    events = play(s, "h", "s", "s", "s")
    assert of(events, Stayed) == [Stayed(1, 6), Stayed(2, 7), Stayed(0, 9)]
    assert s.totals() == [9, 6, 7]


FLIP7_DECK = "1 2 3 0 +4 4 9 5 10 6 11 7 12 8  9 10 11"


def test_flip7_ends_the_round_at_once_for_everyone_and_the_next_round_is_dealt():
    s = new(FLIP7_DECK)
    events = play(s, "hhs", "hhhhhhhh")
    assert line(s, 0).numbers == [1, 0, 4, 5, 6, 7]
    assert line(s, 1).status == "active" and s.current_player == 0
    events = play(s, "h")  # the 8: seven different numbers, the 0 included
    assert of(events, Flip7) == [Flip7(0)]
    scored = {e.player: e for e in of(events, PlayerScored)}
    assert scored[0].points == 31 + 15 and scored[0].flip7
    assert scored[1].points == 2 + 9 + 10 + 11 + 12 + 4  # still active: banks the line
    assert scored[2].points == 3
    assert s.totals() == [46, 48, 3]
    # the same apply cleared the table and dealt round 2 from the same deck, left of the new dealer
    assert of(events, CardsCleared)[0].dealer == 0
    assert RoundStarted(2, 0) in events
    assert [(e.player, e.card) for e in of(events, CardDrawn)][-3:] == [(1, "9"), (2, "10"), (0, "11")]
    assert s.round == 2 and s.dealer == 0 and s.current_player == 1


def test_modifiers_do_not_count_for_flip7_and_never_bust():
    s = new("1 2 3 x2 +2 4 5 6 7 8  9 10 11")
    play(s, "hss", "hhhhh")
    p = line(s, 0)
    assert p.numbers == [1, 4, 5, 6, 7] and p.modifiers == ["x2", "+2"]
    assert p.status == "active" and s.round == 1  # 7 cards, 5 numbers: no Flip 7
    play(s, "h")
    assert s.round == 1 and line(s, 0).numbers == [1, 4, 5, 6, 7, 8]


def test_the_deck_passes_on_and_used_cards_go_to_the_discards():
    s = new("1 2 3 x2 +2 4 5 6 7 8 0  9 10 11")
    deck_before = len(s.deck)
    play(s, "hss", "hhhhhhh")  # seat 0 makes Flip 7 with 1 4 5 6 7 8 0
    assert s.round == 2 and s.dealer == 0
    assert sorted(s.discards) == sorted("1 2 3 x2 +2 4 5 6 7 8 0".split())
    assert len(s.deck) == deck_before - 8 - 3  # nothing reshuffled: 8 hits, then 3 dealt
    assert [line(s, i).numbers for i in range(3)] == [[11], [9], [10]]
    assert s.card_count() == 94


def test_busted_players_cards_are_also_discarded_at_round_end_not_reshuffled():
    s = new("5 6 7 5  8 9 10")
    play(s, "h", "s", "s")
    assert "5" not in s.deck[:0] and s.discards.count("5") == 2
    assert Counter(s.deck) + Counter(s.discards) + Counter(c for p in s.players for c in p.cards()) \
        == Counter(full_deck())
