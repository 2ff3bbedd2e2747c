"""The two-player game of Top Pop, sentence by sentence of the rulebook's "Two-Player Version":
set-up (as for four; five and six cards; two face-up starting cards; the sevenths and the discard),
play (a card to a company pays its caps by place; drawing back to three) and closing a company.
The end and the scoring are in test_duo_end.py, secrets in test_duo_secrets.py."""

from collections import Counter

import pytest

from app.games.top_pop import cards, duo, duo_log
from app.games.top_pop.actions import Discard, Play, Seventh
from app.games.top_pop.duo_events import (
    DuoCompanyClosed,
    DuoDealt,
    DuoDeckEmpty,
    DuoDiscarded,
    DuoDrawn,
    DuoPlayed,
    DuoSetupDone,
    DuoSeventhLaid,
    DuoStartingCard,
)
from app.games.top_pop.rules import GAME
from tests.games.top_pop.test_duo_helpers import CONTENTS, NAMES, full, new, refused, setup_moves

FIRST_HAND = ["STL", "NYC", "SF", "LV", "CHI"]
SECOND_HAND = ["SEA", "SEA", "SEA", "LV", "LV", "CHI"]
STARTERS = ["NYC:night", "SF"]
DRAWS = ["CHI:night", "SEA:night", "STL"]
DECK = FIRST_HAND + SECOND_HAND + STARTERS + DRAWS


def stacked(start=1, seed=0):
    return new(seed, deck=full(DECK, seed), start=start)


# ---- 1. Set up ------------------------------------------------------------------------------------
def test_the_game_is_set_up_as_for_four_players_with_four_companies_and_33_cards():
    state = new(3)
    assert sum(CONTENTS.values()) == 33 and set(cards.city(c) for c in CONTENTS) == set(cards.CITIES[:6])
    assert "NO" not in {cards.city(c) for c in CONTENTS}  # New Orleans joins only with five players
    held = Counter(state.deck) + Counter(state.hands[0]) + Counter(state.hands[1])
    held += Counter(c for col in state.columns for c in col)
    assert held == CONTENTS
    view = state.view(None)
    assert view["companies"] == 4 and len(view["columns"]) == 4 and view["variant"] == "two_player"
    assert view["company_caps"] == {0: 15, 1: 15, 2: 15, 3: 15}
    assert view["caps"] == [{0: 0, 1: 0, 2: 0, 3: 0}] * 2 and view["caps_count"] == [0, 0]
    assert view["players"] == 2 and view["phase"] == "setup" and view["step"] == "seventh"


def test_the_first_player_is_dealt_five_cards_and_the_second_six_from_the_top_of_the_deck():
    state = stacked(start=1)
    assert state.start == 1
    assert state.hands[1] == FIRST_HAND and state.hands[0] == SECOND_HAND
    assert state.view(0)["hand_counts"] == [6, 5]
    assert state.deck[:3] == DRAWS and len(state.deck) == 33 - 5 - 6 - 2
    assert state.setup_events[0] == DuoDealt(1, (tuple(SECOND_HAND), tuple(FIRST_HAND)))
    assert duo_log.describe(state.setup_events[0], NAMES) == "Reggie, the first player, was dealt 5 cards and Meredith 6."


def test_one_card_is_laid_face_up_under_the_first_company_and_a_second_under_the_second():
    state = stacked(start=0)
    assert state.columns == [["NYC:night"], ["SF"], [], []]
    assert state.setup_events[1:] == [DuoStartingCard(0, "NYC:night"), DuoStartingCard(1, "SF")]
    for seat in (None, 0, 1):  # face up: everyone sees them, a night card too (ruling)
        columns = state.view(seat)["columns"]
        assert columns[0] == [{"card": "NYC:night", "night": True, "by": None}]
        assert columns[1] == [{"card": "SF", "night": False, "by": None}]
        assert columns[2] == columns[3] == []
    assert duo_log.describe(state.setup_events[1], NAMES) == (
        "The New York night card was laid face up under Cherry Comet to start its column.")
    assert duo_log.describe(state.setup_events[2], NAMES) == (
        "A San Francisco card was laid face up under Blue Lagoon to start its column.")


def test_the_second_player_begins_the_set_up_with_two_sevenths_and_a_discard_in_any_order():
    state = stacked(start=0)
    assert state.current_player == 1
    assert state.view(1)["status"] == (
        "{p1} lays 2 cards face down as seventh cards, each under another company, and puts one card out of the game.")
    legal = state.legal_actions()
    assert Discard("SEA") in legal and Seventh("SEA", 3) in legal and not [a for a in legal if isinstance(a, Play)]
    events = state.apply(Discard("CHI"))  # the discard first: any order
    assert events == [DuoDiscarded(1, "CHI")] and state.discard == "CHI" and state.current_player == 1
    assert state.view(1)["step"] == "seventh"
    assert refused(state, Discard("SEA")) == "You have already put a card out of the game."
    events = state.apply(Seventh("SEA", 2))
    assert events == [DuoSeventhLaid(1, 2, "SEA")] and state.sevenths == [None, None, "SEA", None]
    assert state.view(1)["status"] == "{p1} lays 1 more card face down as a company's seventh card."
    assert refused(state, Seventh("LV", 2)) == "Sunny Fizz already has its seventh card."
    state.apply(Seventh("LV", 0))
    assert state.hands[1] == ["SEA", "SEA", "LV"]  # three cards left
    assert state.current_player == 0 and state.phase == "setup"


def test_a_second_player_with_both_sevenths_laid_is_asked_for_the_discard():
    state = stacked(start=0)
    state.apply(Seventh("SEA", 0))
    assert state.view(0)["status"] == (
        "{p1} lays 1 more card face down as a company's seventh card and puts one card out of the game.")
    state.apply(Seventh("SEA", 1))
    view = state.view(1)
    assert view["step"] == "discard" and view["status"] == "{p1} puts one card out of the game."
    assert refused(state, Seventh("LV", 2)) == (
        "You have laid your two seventh cards already: now put one card out of the game.")
    assert state.legal_actions() == [Discard(c) for c in dict.fromkeys(state.hands[1])]
    state.apply(Discard("SEA"))
    assert state.current_player == 0 and len(state.hands[1]) == 3


def test_the_first_player_lays_the_two_remaining_sevenths_and_then_takes_the_first_turn():
    state = stacked(start=0)
    for move in (Seventh("SEA", 1), Discard("LV"), Seventh("SEA", 3)):
        state.apply(move)
    assert state.current_player == 0
    assert state.view(0)["status"] == "{p0} lays 2 cards face down as seventh cards, each under another company."
    legal = state.legal_actions()
    assert {a.company for a in legal} == {0, 2} and all(isinstance(a, Seventh) for a in legal)
    assert refused(state, Discard("STL")) == "Only the second player puts a card out of the game; you lay two seventh cards."
    assert refused(state, Seventh("STL", 1)) == "Blue Lagoon already has its seventh card."
    assert refused(state, Play("STL", 0)) == "First lay your two seventh cards: no card is played to a company yet."
    state.apply(Seventh("STL", 2))
    events = state.apply(Seventh("NYC", 0))
    assert events == [DuoSeventhLaid(0, 0, "NYC"), DuoSetupDone(0)]
    assert state.phase == "play" and state.current_player == 0 and state.hands[0] == ["SF", "LV", "CHI"]
    assert state.sevenths == ["NYC", "SEA", "STL", "SEA"] and state.seventh_by == [0, 1, 0, 1]
    assert state.view(0)["step"] == "play" and state.view(0)["status"] == "{p0} plays a card to a soda company."
    assert duo_log.describe(events[1], NAMES) == "Every company had its seventh card; Meredith took the first turn."


def test_a_card_is_not_played_before_the_sevenths_are_laid():
    state = stacked(start=0)
    assert refused(state, Play("SEA", 2)) == (
        "First the seventh cards are laid and a card is put out of the game: no card is played to a company yet.")


def test_the_seventh_cards_stay_face_down_and_are_not_in_the_columns():
    state = stacked(start=0)
    setup_moves(state)
    assert all(len(c) == (1 if k < 2 else 0) for k, c in enumerate(state.columns))
    assert all(s is not None for s in state.sevenths)


# ---- 2. Game play ---------------------------------------------------------------------------------
def playing(start=0):
    state = stacked(start=start)
    setup_moves(state)
    return state


def test_players_take_turns_playing_a_card_to_one_of_the_four_companies():
    state = playing()
    assert state.hands[0] == ["SF", "LV", "CHI"]
    assert set(state.legal_actions()) == {Play(c, k) for c in ("SF", "LV", "CHI") for k in range(4)}
    state.apply(Play("LV", 3))
    assert state.current_player == 1
    state.apply(state.legal_actions()[0])
    assert state.current_player == 0
    assert refused(state, Seventh(state.hands[0][0], 0)) == (
        "The seventh cards were laid at the start: now you play a card to a soda company.")
    assert refused(state, Discard(state.hands[0][0])) == (
        "A card is put out of the game only at the start: now you play a card to a soda company.")


def test_a_card_to_a_company_pays_4_3_3_2_2_1_caps_by_its_place_from_the_companys_15():
    state = playing()
    paid = []
    for _turn in range(6):
        me = state.current_player
        before = state.caps[me][3]
        pay = state.view(me)["next_pay"][3]
        card = state.hands[me][0]
        events = state.apply(Play(card, 3))
        assert events[0] == DuoPlayed(me, card, 3, cards.is_night(card), _turn + 1, pay)
        assert state.caps[me][3] - before == pay
        paid.append(pay)
        state.check_invariants()
    assert paid == [4, 3, 3, 2, 2, 1] == list(cards.DUO_PAYS)
    assert state.company_caps[3] == 0 and state.caps[0][3] + state.caps[1][3] == 15
    assert state.view(None)["next_pay"][3] is None


def test_the_face_up_starting_card_is_not_one_of_the_six_so_the_first_card_played_pays_four():
    state = playing()
    assert state.view(0)["next_pay"] == [4, 4, 4, 4]
    events = state.apply(Play("SF", 0))
    assert events[0].place == 1 and events[0].caps == 4 and state.caps[0] == {0: 4, 1: 0, 2: 0, 3: 0}
    assert state.columns[0] == ["NYC:night", "SF"] and state.column_by[0] == [None, 0]
    assert state.view(1)["next_pay"] == [3, 4, 4, 4] and state.view(1)["played"] == [1, 0, 0, 0]
    assert duo_log.describe(events[0], NAMES) == (
        "Meredith played a San Francisco card to Cherry Comet (its card 1 of 6) and earned 4 caps.")


def test_the_player_draws_back_to_three_cards_after_playing():
    state = playing()
    top = state.deck[0]
    events = state.apply(Play("LV", 1))
    assert events[1] == DuoDrawn(0, top) and state.hands[0] == ["SF", "CHI", top] and len(state.deck) == 19
    assert duo_log.describe(GAME.seen_by(events[1], 1), NAMES) == "Meredith drew a card."
    assert duo_log.describe(events[1], NAMES) == f"Meredith drew {cards.card_name(top)}."


def test_with_the_deck_used_up_nobody_draws():
    state = playing()
    while state.deck:
        state.apply(state.legal_actions()[0])
    me = state.current_player
    events = state.apply(state.legal_actions()[0])
    assert DuoDeckEmpty(me) in events and not [e for e in events if isinstance(e, DuoDrawn)]
    assert len(state.hands[me]) == 2
    assert duo_log.describe(DuoDeckEmpty(me), NAMES) == f"The deck is used up: {NAMES[me]} drew no card."


def test_the_sixth_card_closes_the_company_with_its_seventh_and_it_takes_no_more_cards():
    state = playing()
    for _turn in range(5):
        state.apply(Play(state.hands[state.current_player][0], 2))
    card = state.hands[state.current_player][0]
    events = state.apply(Play(card, 2))
    assert events[-1] == DuoCompanyClosed(2)
    assert len(state.columns[2]) == 6 and state.sevenths[2] == "STL"  # the seventh stays apart, face down
    view = state.view(None)
    assert view["closed"] == [False, False, True, False] and view["sevenths"][2] == {"by": 0, "card": None}
    assert state.view(0)["sevenths"][2] == {"by": 0, "card": "STL"}  # who laid it still sees it
    assert not [a for a in state.legal_actions() if a.company == 2]
    assert refused(state, Play(state.hands[state.current_player][0], 2)) == (
        "Sunny Fizz is closed: it has received its six cards and its seventh.")
    assert duo_log.describe(events[-1], NAMES) == "Sunny Fizz received its sixth card and closed with its seventh."


def test_a_company_with_a_starting_card_closes_at_its_sixth_played_card_seven_in_its_column():
    state = playing()
    for _turn in range(6):
        assert not state.view(None)["closed"][0]
        state.apply(Play(state.hands[state.current_player][0], 0))
    assert state.view(None)["closed"][0] and len(state.columns[0]) == 7 and state.company_caps[0] == 0


def test_a_night_card_is_played_face_down_and_seen_only_by_its_player():
    deck = FIRST_HAND + ["SEA", "SEA", "SEA", "LV", "LV", "CHI:night"] + STARTERS
    state = new(0, deck=full(deck), start=0)
    setup_moves(state)
    assert state.hands[1] == ["LV", "LV", "CHI:night"]
    state.apply(Play("SF", 2))
    events = state.apply(Play("CHI:night", 3))
    assert events[0] == DuoPlayed(1, "CHI:night", 3, True, 1, 4)
    assert GAME.seen_by(events[0], 0) == DuoPlayed(1, None, 3, True, 1, 4)
    assert state.view(1)["columns"][3] == [{"card": "CHI:night", "night": True, "by": 1}]
    assert state.view(0)["columns"][3] == [{"card": None, "night": True, "by": 1}]
    assert state.view(None)["columns"][3] == [{"card": None, "night": True, "by": 1}]
    assert duo_log.describe(GAME.seen_by(events[0], 0), NAMES) == (
        "Reggie played a night card face down to Lime Leaf (its card 1 of 6) and earned 4 caps.")
    assert duo_log.describe(events[0], NAMES) == (
        "Reggie played the Chicago night card face down to Lime Leaf (its card 1 of 6) and earned 4 caps.")


def test_a_card_not_in_hand_and_cards_or_companies_that_do_not_exist_are_refused_in_words():
    state = playing()
    assert refused(state, Play("STL", 0)) == "You have no St. Louis card in your hand."
    assert refused(state, Play("SEA:night", 0)) == "You do not have the Seattle night card in your hand."
    assert refused(state, Play("NO", 0)) == (
        "The two-player game is played with the cards of a four-player game: New Orleans is not among them.")
    assert refused(state, Play("XYZ", 0)) == "Top Pop has no card “XYZ”."
    assert refused(state, Play("SF", 4)) == (
        "There is no such soda company: the two-player game has four, Cherry Comet, Blue Lagoon, Sunny Fizz and Lime Leaf.")
    assert refused(state, Play("SF", -1)).startswith("There is no such soda company")
    assert refused(state, Play("SF", 0), seat=1) == "It is not your turn: it is Player 1's turn."


def test_moves_of_the_standard_game_and_garbled_moves_are_refused_in_words():
    state = playing()
    from app.games.top_pop.actions import Done, Place, Take

    other = ("The two-player game has no such move: you lay seventh cards at the start and then "
             "play cards to the soda companies.")
    assert refused(state, Take(0)) == refused(state, Done()) == refused(state, Place("SF", 1)) == other
    with pytest.raises(Exception) as caught:
        state.apply({"type": "play", "card": 5, "company": 0})
    assert str(caught.value) == "In a card played to a company, the card should be text."
    with pytest.raises(Exception) as caught:
        state.apply({"type": "play", "card": "SF"})
    assert str(caught.value) == "A card played to a company is missing the soda company."
