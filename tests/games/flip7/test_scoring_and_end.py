"""Scoring ("Wertung und Spielende"), the end of the game, two decks, and reshuffling the discards."""

from collections import Counter

import pytest

from app.games.flip7 import GAME
from app.games.flip7.events import (
    ActionDiscarded,
    CardsCleared,
    DeckExhausted,
    DeckReshuffled,
    Hit,
    SecondChanceUsed,
    GameOver,
    PlayerScored,
    RoundScored,
)
from app.games.flip7.log import describe
from app.games.flip7.scoring import score_line, winner
from tests.games.flip7.helpers import NAMES, line, new, of, play


def test_36_with_x2_and_plus_10_is_82_not_92():
    assert score_line([12, 11, 10, 3], ["x2", "+10"]).points == 82
    assert score_line([12, 11, 10, 3], ["+10", "x2"]).points == 82  # order does not matter


def test_82_in_a_played_round_and_its_log_line():
    s = new("12 1 2 x2 11 +10 10 3  4 5 6")
    events = play(s, "hss", "hhhhs")
    scored = of(events, PlayerScored)[0]
    assert scored == PlayerScored(0, 82, 36, True, 10, False, False, factor=2)
    assert describe(scored, NAMES) == "Ana scored 82 (36 doubled + 10)."
    assert s.totals() == [82, 1, 2]


def test_each_x2_doubles_the_number_sum_again():
    """Two decks hold two x2: a line with both multiplies its number sum by 4 (ruling 13)."""
    both = score_line([12, 11, 10, 3], ["x2", "+10", "x2"])
    assert (both.points, both.factor, both.doubled) == (36 * 4 + 10, 4, True)
    assert score_line([12, 11, 10, 3], ["x2"]).factor == 2 and score_line([5], []).factor == 1
    assert score_line([1, 2, 3, 4, 5, 6, 0], ["x2", "x2"]).points == 21 * 4 + 15
    assert score_line([5, 6, 5], ["x2", "x2"], busted=True).points == 0


def test_two_x2_in_a_played_two_deck_round_and_its_log_line():
    others = "1 2 3 4 5 6 7 8 9 10 11 12 2 3 4 5 6 7"  # dealt to seats 1 to 18
    s = new(f"12 {others} x2  x2 11 +10", players=19)
    assert s.decks == 2 and s.current_player == 0
    events = play(s, "h", "s" * 18, "hhh", "s")  # seat 0 is alone after the others stayed
    scored = of(events, PlayerScored)[0]
    assert line(s, 0).modifiers == [] and s.round == 2  # scored, and the next round was dealt
    assert scored == PlayerScored(0, 23 * 4 + 10, 23, True, 10, False, False, factor=4)
    assert describe(scored, NAMES) == "Ana scored 102 (23 doubled twice + 10)."
    assert s.totals()[0] == 102


def test_log_reads_player_scored_events_made_without_a_factor():
    assert describe(PlayerScored(1, 82, 36, True, 10, False, False), NAMES) == \
        "Ben scored 82 (36 doubled + 10)."
    assert describe(PlayerScored(1, 46, 36, False, 10, False, False), NAMES) == "Ben scored 46 (36 + 10)."


@pytest.mark.parametrize("numbers, modifiers, busted, points", [
    ([5, 6], [], False, 11),
    ([5, 6], ["+4", "+2"], False, 17),
    ([], ["x2", "+4"], False, 4),  # x2 with no numbers doubles nothing
    ([1, 2, 3, 4, 5, 6, 0], [], False, 21 + 15),  # Flip 7 with the 0
    ([1, 2, 3, 4, 5, 6, 0], ["x2", "+10"], False, 42 + 10 + 15),  # 15 is added after doubling
    ([3, 4], ["x2", "x2", "+2"], False, 7 * 4 + 2),  # two decks: each x2 doubles again
    ([5, 6, 5], ["+10"], True, 0),  # busted always scores 0
])
def test_score_line(numbers, modifiers, busted, points):
    assert score_line(numbers, modifiers, busted).points == points


def test_line_points_in_the_view():
    s = new("12 1 2 x2 +4")
    play(s, "h", "h")
    players = s.view(2)["players"]
    assert [p["line_points"] for p in players] == [24, 5, 2]


def test_winner_needs_200_and_a_single_highest_total():
    assert winner([199, 0, 0]) is None
    assert winner([200, 10, 0]) == 0
    assert winner([205, 205, 0]) is None
    assert winner([150, 230, 229]) == 1


# Round 1: seat 0 makes Flip 7 with x2 and +10: 63 * 2 + 10 + 15 = 151.
# Round 2 (dealer 0, deal to 1, 2, 0): seat 0 stays at 50 (201) while seat 1 is still playing.
END_DECK = ("12 1 2 x2 +10 11 10 9 8 7 6 "
            "3 4 12 5 11 6 10 7 9 0 8 2")


def test_the_end_is_checked_only_after_a_complete_round():
    s = new(END_DECK)
    play(s, "hss", "hhhhhhh")
    assert s.totals() == [151, 1, 2] and s.round == 2
    play(s, "hsh", "hhhhhhh", "s")  # seat 0 stays at 12 11 10 9 8: 151 + 50 = 201
    assert line(s, 0).status == "stayed" and line(s, 1).status == "active"
    assert not s.is_over and s.current_player == 1 and s.winners() == []
    events = play(s, "s")
    assert s.is_over and s.winners() == [0] and s.totals() == [201, 24, 6]
    assert of(events, GameOver) == [GameOver((0,), (201, 24, 6))]
    assert s.current_player is None and s.legal_actions() == []
    view = s.view(1)
    assert view["phase"] == "over" and view["winners"] == [0] and view["is_over"]
    assert view["rounds"] == [[151, 1, 2], [50, 23, 4]]
    assert line(s, 0).numbers == [12, 11, 10, 9, 8]  # the last round stays on the table
    assert s.card_count() == 94


def test_a_tie_at_the_top_plays_further_rounds():
    s = new("5 5 7  8 9 9 10 3  1 2 3")  # round 1: seats 0 and 1 stay at 5 each
    s.scores = [195, 195, 100]  # as if earlier rounds had been played
    events = play(s, "s", "s", "s")
    assert of(events, RoundScored)[0].totals == (200, 200, 107)
    assert not s.is_over and s.round == 2 and not of(events, GameOver)
    # round 2 (dealer 0): seat 1 dealt 8, seat 2 dealt 9, seat 0 dealt 9; seat 1 hits 10 and stays
    play(s, "h", "s", "s", "s")
    assert s.is_over and s.winners() == [1] and s.totals() == [209, 218, 116]


def test_two_decks_above_eighteen_players():
    s18 = GAME.new_state(18, seed=1)
    s19 = GAME.new_state(19, seed=1)
    assert (s18.decks, s18.card_count(), s18.view(0)["decks"]) == (1, 94, 1)
    assert (s19.decks, s19.card_count(), s19.view(0)["decks"]) == (2, 188, 2)
    s19.check_invariants()
    GAME.new_state(19, seed=1, options={"deck": ["x2", "x2", "1", "1"]})
    with pytest.raises(ValueError, match="only 1"):
        GAME.new_state(18, seed=1, options={"deck": ["x2", "x2"]})
    with pytest.raises(ValueError, match="only 2"):
        GAME.new_state(24, seed=1, options={"deck": ["0", "0", "0"]})


def test_an_empty_deck_is_refilled_from_the_discards_only():
    s = new("5 6 7 5 9  8")
    play(s, "h")  # seat 0 busts: 5 5 stay in front of it
    s.discards += s.deck  # pretend the deck has been used up
    s.deck = []
    discards = list(s.discards)
    events = play(s, "h")
    assert of(events, DeckReshuffled) == [DeckReshuffled(len(discards))]
    assert line(s, 0).numbers == [5, 5] and line(s, 2).numbers == [7]  # in front: untouched
    drawn = line(s, 1).numbers[-1]
    assert Counter(s.deck) + Counter([str(drawn)]) == Counter(discards)
    assert s.discards == [] and s.card_count() == 94


def test_reshuffles_in_a_long_game_take_only_the_discards():
    """18 players, one deck: the deck runs out several times. Each reshuffle must take exactly the
    discard pile: what was there before the move plus what the move discarded before it."""
    import random

    s = GAME.new_state(18, seed=3)
    chooser = random.Random(3)
    reshuffles = 0
    while not s.is_over:
        pile = len(s.discards)
        for event in s.apply(chooser.choice(s.legal_actions())):
            if isinstance(event, SecondChanceUsed):
                pile += 2
            elif isinstance(event, ActionDiscarded):
                pile += 1
            elif isinstance(event, CardsCleared):
                pile += event.discards
            elif isinstance(event, DeckReshuffled):
                assert event.cards == pile
                reshuffles += 1
                pile = 0
        assert len(s.discards) == pile
        s.check_invariants()
    assert reshuffles >= 2


def test_when_deck_and_discards_are_both_empty_the_round_ends_as_it_stands():
    s = new("5 6 7 +4")
    s.apply(Hit())  # seat 0 takes the +4
    s.deck, s.discards = [], []  # as if every other card lay in front of someone
    events = s.apply(Hit())  # seat 1 cannot draw
    assert of(events, DeckExhausted) == [DeckExhausted()]
    assert of(events, RoundScored)[0].points == (9, 6, 7)  # everyone still active banks their line
    assert describe(DeckExhausted(), NAMES) == "No cards are left to draw: the round ends as it stands."
    assert s.round == 2 and s.card_count() == 4  # round 2 is dealt from the reshuffled discards


def test_the_final_view_ranks_the_places_and_only_then():
    """The end screen reads the places from the view (issue 8 review): by total, the winner first;
    players level below the winner keep seat order (the rules name only the winner)."""
    from app.games.flip7.scoring import ranking

    s = new("5 5 7  8 9 9 10 3  1 2 3")
    s.scores = [195, 195, 100]
    play(s, "s", "s", "s")
    assert not s.is_over and s.view(0)["ranking"] is None  # not worked out during the game
    play(s, "h", "s", "s", "s")
    assert s.is_over and s.totals() == [209, 218, 116]
    assert s.view(0)["ranking"] == s.view(2)["ranking"] == [1, 0, 2]
    assert ranking([40, 210, 40, 90]) == [1, 3, 0, 2]
