"""Top oder Flop's rulebook (seeds/top-oder-flop.txt), sentence by sentence: the set-up, the two
opening rounds and the moves (influence cards, change cards, markers). Films ending, the end of the
game and the rulings are in test_rules_end.py; the rulebook's examples in test_examples.py."""

import dataclasses
from collections import Counter

import pytest

from app.core import i18n, text
from app.games.top_oder_flop import cards, log
from app.games.top_oder_flop.actions import Change, Display, Marker, Personal
from app.games.top_oder_flop.events import (
    CardDrawn,
    CardMoved,
    CardReplaced,
    DisplayPlayed,
    MarkerPlayed,
    OpeningSkipped,
    PersonalPlayed,
)
from app.games.top_oder_flop.rules import GAME
from tests.games.top_oder_flop.test_rules_helpers import NAMES, act, game, of, play, refused

CODES = list(cards.CODES)  # 51 different cards


# ---- Game preparation ------------------------------------------------------------------------------
def test_the_deck_option_deals_eight_cards_from_the_start_player_clockwise_then_the_next_draws():
    """The issue's "deck": the first 8 are the start player's hand, the next 8 the hand of the seat to
    their left (the next seat clockwise), and so on; the listed cards after the hands are the next
    draws in order; the unlisted cards follow, shuffled."""
    listed = CODES[:40]
    state = GAME.new_state(4, 3, {"deck": listed, "start": 2})
    assert state.start == 2
    assert state.hands[2] == listed[0:8]
    assert state.hands[3] == listed[8:16]
    assert state.hands[0] == listed[16:24]
    assert state.hands[1] == listed[24:32]
    assert state.deck[:8] == listed[32:40]
    assert Counter(state.deck[8:]) == cards.CONTENTS - Counter(listed)
    assert len(state.deck) == 70 - 4 * 8
    state.check_invariants()


def test_the_unlisted_cards_are_shuffled_by_the_seed():
    listed = CODES[:10]
    one, same, other = (GAME.new_state(2, seed, {"deck": listed, "start": 0}) for seed in (1, 1, 2))
    assert one.hands[0] == other.hands[0] == listed[:8]
    assert one.hands[1][:2] == other.hands[1][:2] == listed[8:10]
    assert one.deck == same.deck and one.hands == same.hands, "the same seed deals the same"
    assert one.deck != other.deck
    for state in (one, other):
        rest = state.hands[1][2:] + state.deck
        assert Counter(rest) == cards.CONTENTS - Counter(listed)
        assert rest != sorted(rest, key=cards.DECK.index), "the rest is not shuffled"
    whole = GAME.new_state(3, 9)
    assert len(whole.deck) == 70 - 24 and all(len(h) == 8 for h in whole.hands)


def test_the_deck_has_seventy_cards_split_as_the_issue_says():
    """40 pair cards (each pair of films once at 1, 2, 3 and 4), three 5s a film, 15 change cards:
    up and down three +3 and two -3 each, move two +3 and three -3."""
    assert len(cards.DECK) == 70
    pairs = [c for c in cards.DECK if cards.is_influence(c) and len(cards.films_of(c)) == 2]
    assert len(pairs) == 40 and len(set(pairs)) == 40
    assert Counter(cards.value(c) for c in pairs) == {1: 10, 2: 10, 3: 10, 4: 10}
    assert Counter(c for c in cards.DECK if c.startswith("5:")) == {f"5:{f}": 3 for f in cards.FILMS}
    change = Counter(c for c in cards.DECK if cards.is_change(c))
    assert change == {"+3:up": 3, "-3:up": 2, "+3:down": 3, "-3:down": 2, "+3:move": 2, "-3:move": 3}
    assert cards.value("-3:move") == -3 and cards.films_of("+3:up") == ()
    assert cards.films_of("3:AA/TT") == ("AA", "TT") and cards.films_of("5:CC") == ("CC",)


def test_the_films_keep_the_issues_codes_and_titles():
    assert cards.FILMS == ("AA", "TT", "RR", "DD", "CC")
    assert [cards.title(f) for f in cards.FILMS] == [
        "Arabische Abenteuer", "Tanjas Traum", "Rauchende Revolver", "Draculas Diner", "Coole Cops"]
    assert "4:TT/CC" in cards.CONTENTS and "4:CC/TT" not in cards.CONTENTS, "codes name the films in that order"


@pytest.mark.parametrize("players, markers", [(2, 2), (3, 2), (4, 1), (5, 1)])
def test_two_markers_each_for_two_or_three_players_one_for_four_or_five(players, markers):
    state = GAME.new_state(players, 0)
    assert state.markers == [markers] * players
    assert state.view(0)["markers"] == [markers] * players


def test_the_start_player_is_the_option_or_drawn_by_the_seed():
    assert GAME.new_state(5, 0, {"start": 3}).start == 3
    drawn = {GAME.new_state(4, seed).start for seed in range(30)}
    assert drawn == {0, 1, 2, 3}
    assert GAME.new_state(4, 7).start == GAME.new_state(4, 7).start
    with pytest.raises(ValueError, match="one of the 3 players"):
        GAME.new_state(3, 0, {"start": 3})


@pytest.mark.parametrize("deck, words", [
    (["3:AA/TT", "9:AA"], "'9:AA' is not a card of Top oder Flop."),
    (["5:AA"] * 4, "The stacked deck has 4 cards 5:AA, but the game has only 3."),
    ("5:AA", "The stacked deck must be a list of card codes, top card first."),
])
def test_a_wrong_stacked_deck_is_refused_in_words(deck, words):
    with pytest.raises(ValueError) as exc:
        GAME.new_state(2, 0, {"deck": deck})
    assert str(exc.value) == words


# ---- the two opening rounds ------------------------------------------------------------------------
OPENING = ["P 3:AA/TT AA", "P 5:CC CC", "P 2:RR/DD DD",  # round 1, from the start player (seat 1)
           "P 1:AA/TT TT", "P 4:AA/CC AA", "P 1:RR/CC RR"]


def test_two_opening_rounds_face_up_from_the_start_player_clockwise_then_six_cards_in_hand():
    state = game(later=OPENING, players=3, start=1, opening=[])
    assert state.phase == "opening" and state.current_player == 1
    view = state.view(1)
    assert view["opening_round"] == 1 and view["opening_film"] is None
    assert text.plain(view["status"]) == "Player 2 lays a first influence card face up into their personal display."
    deck = len(state.deck)
    order, events = [], []
    for move in OPENING:
        order.append(state.current_player)
        events += play(state, move)
        if len(order) == 3:
            assert state.view(1)["opening_round"] == 2 and state.view(1)["opening_film"] == "AA"
            assert text.plain(state.view(1)["status"]) == (
                "Player 2 lays a second influence card face up, for another film.")
    assert order == [1, 2, 0, 1, 2, 0]
    assert len(state.deck) == deck, "the opening draws no cards"
    assert [len(h) for h in state.hands] == [6, 6, 6]
    assert state.markers == [2, 2, 2]
    assert all(e.face_up and e.opening for e in of(events, PersonalPlayed)) and len(of(events, PersonalPlayed)) == 6
    assert state.personal == [{"DD": ["2:RR/DD"], "RR": ["1:RR/CC"]}, {"AA": ["3:AA/TT"], "TT": ["1:AA/TT"]},
                              {"CC": ["5:CC"], "AA": ["4:AA/CC"]}]
    assert state.view(None)["personal"][2]["CC"] == [{"code": "5:CC", "face_up": True, "known": True}]
    assert state.phase == "play" and state.current_player == 1, "the start player makes the first move"
    assert text.plain(state.view(0)["status"]) == "Player 2 plays an influence card, a change card or a marker."


def test_opening_cards_are_influence_cards_for_a_film_they_show_the_second_for_another_film():
    state = game(later=OPENING, players=3, start=1, opening=[], keep={1: ["+3:up", "5:AA"]})
    assert refused(state, "D 3:AA/TT AA top") == "First everyone lays two opening cards face up into their personal display."
    assert refused(state, "M x2 AA top") == "First everyone lays two opening cards face up into their personal display."
    assert refused(state, "P +3:up AA") == "An opening card must be an influence card, not a change card."
    assert refused(state, "P 3:AA/TT CC") == "A 3 (Arabische Abenteuer/Tanjas Traum) does not show Coole Cops."
    assert refused(state, "P 4:DD/CC DD") == "A 4 (Draculas Diner/Coole Cops) is not in your hand."
    play(state, "P 3:AA/TT AA", "P 5:CC CC", "P 2:RR/DD DD")
    assert refused(state, "P 5:AA AA") == "Your second opening card must be for another film than Arabische Abenteuer."
    assert Personal("5:AA", "AA") not in state.legal_actions()
    assert Personal("1:AA/TT", "TT") in state.legal_actions() and Personal("1:AA/TT", "AA") not in state.legal_actions()
    assert all(isinstance(a, Personal) and not cards.is_change(a.card) for a in state.legal_actions())


def test_a_seat_without_an_influence_card_for_an_opening_round_lays_none():
    """Ruling: a seat that holds no influence card it may lay (none at all; in the second round none
    for another film) is passed over in that opening round (OpeningSkipped, seen by everyone)."""
    change = [c for c in cards.DECK if cards.is_change(c)]
    deck = ["3:AA/TT", "4:AA/CC", "1:TT/RR", "2:TT/RR", "3:TT/RR", "4:TT/RR", "1:AA/RR", "2:AA/RR"]  # seat 0
    deck += change[:8]  # seat 1: change cards only
    deck += ["5:AA", "5:AA", "5:AA"] + change[8:13]  # seat 2: no influence card but for Arabische Abenteuer
    state = GAME.new_state(3, 0, {"deck": deck, "start": 0})
    events = play(state, "P 3:AA/TT AA")
    assert of(events, OpeningSkipped) == [OpeningSkipped(1, 1)]
    assert state.current_player == 2
    assert [GAME.seen_by(e, s) for e in events for s in (0, 2, None) if isinstance(e, OpeningSkipped)] == [
        OpeningSkipped(1, 1)] * 3
    assert log.describe(OpeningSkipped(1, 1), NAMES) == "Stephan had no influence card for opening round 1 and laid none."
    events = play(state, "P 5:AA AA", "P 4:AA/CC CC")
    assert of(events, OpeningSkipped) == [OpeningSkipped(1, 2), OpeningSkipped(2, 2)]
    assert state.phase == "play" and state.current_player == 0
    assert [len(h) for h in state.hands] == [6, 8, 7]
    assert state.personal[1] == {} and state.personal[2] == {"AA": ["5:AA"]}


def test_the_start_player_skipped_in_the_first_opening_round_is_in_the_setup_events():
    change = [c for c in cards.DECK if cards.is_change(c)]
    state = GAME.new_state(2, 0, {"deck": change[:8], "start": 0})
    assert OpeningSkipped(0, 1) in state.setup_events and state.current_player == 1


# ---- a turn ------------------------------------------------------------------------------------------
def test_a_turn_is_one_influence_card_one_change_card_or_one_marker_and_nobody_passes():
    """Rulebook: each player in turn plays an influence card, a change card or a marker; then the next
    player plays. Ruling: there is no passing (a seat passed over is one that cannot move at all)."""
    assert set(GAME.action_classes) == {"personal", "display", "change", "marker"}
    state = game(later=["D 5:TT TT top"], opening=OPENING, start=1, keep={1: ["+3:up"]})
    # nothing lies on the films yet: the change card can only go into the display
    assert {type(a) for a in state.legal_actions()} == {Personal, Display, Marker}
    assert Personal("+3:up", "AA") in state.legal_actions()
    play(state, "D 5:TT TT top")
    assert state.current_player == 2, "one play, then the next player clockwise"


# ---- playing influence cards -----------------------------------------------------------------------
def test_an_influence_card_into_the_personal_display_first_face_up_then_face_down_and_no_draw():
    state = game(["D 5:TT TT top"], later=["P 2:AA/CC CC", "D 5:RR RR top", "D 5:DD DD top", "P 1:AA/CC AA"],
                 opening=OPENING, start=1)
    seat = state.current_player
    assert seat == 2
    hand, deck = len(state.hands[seat]), list(state.deck)
    events = play(state, "P 2:AA/CC CC")
    assert events == [PersonalPlayed(2, "2:AA/CC", "CC", False, False)]
    assert len(state.hands[seat]) == hand - 1 and state.deck == deck, "no card is drawn"
    assert GAME.seen_by(events[0], 0) == PersonalPlayed(2, None, "CC", False, False)
    assert log.describe(GAME.seen_by(events[0], 0), NAMES) == (
        "Manuel laid a card face down into their personal display for Coole Cops.")
    assert log.describe(events[0], NAMES) == (
        "Manuel laid a 2 (Arabische Abenteuer/Coole Cops) face down into their personal display for Coole Cops.")
    assert state.personal[2]["CC"] == ["5:CC", "2:AA/CC"] and state.known[2]["CC"] == [True, False]
    assert state.view(0)["personal"][2]["CC"][1] == {"code": None, "face_up": False, "known": False}
    assert state.view(2)["personal"][2]["CC"][1] == {"code": "2:AA/CC", "face_up": False, "known": False}
    assert state.view(2)["influence"]["CC"] == 7
    play(state, "D 5:RR RR top", "D 5:DD DD top")
    assert state.current_player == 2
    events = play(state, "P 1:AA/CC AA")  # a second card for a film of the opening: face down too
    assert events == [PersonalPlayed(2, "1:AA/CC", "AA", False, False)]
    assert state.personal[2]["AA"] == ["4:AA/CC", "1:AA/CC"] and state.view(2)["influence"]["AA"] == 5


def test_an_influence_card_for_a_film_the_seat_has_no_card_for_lies_face_up():
    state = game(later=["P 4:DD/CC DD"], opening=OPENING, start=1)
    events = play(state, "P 4:DD/CC DD")
    assert events == [PersonalPlayed(1, "4:DD/CC", "DD", True, False)]
    assert GAME.seen_by(events[0], 0) == events[0]
    assert log.describe(events[0], NAMES) == (
        "Stephan laid a 4 (Draculas Diner/Coole Cops) face up into their personal display for Draculas Diner.")
    assert state.view(0)["personal"][1]["DD"] == [{"code": "4:DD/CC", "face_up": True, "known": True}]


def test_an_influence_card_onto_the_film_display_must_show_the_film_and_draws_a_card():
    state = game(later=["D 3:TT/CC TT flop"], opening=OPENING, start=1)
    seat, hand, next_card = 1, len(state.hands[1]), state.deck[0]
    assert refused(state, "D 3:TT/CC AA top") == (
        "A 3 (Tanjas Traum/Coole Cops) does not show Arabische Abenteuer: it only goes on Tanjas Traum and Coole Cops.")
    assert refused(state, "P 3:TT/CC RR") == "A 3 (Tanjas Traum/Coole Cops) does not show Rauchende Revolver."
    assert refused(state, "D 3:TT/CC XX top") == ("There is no film “XX”: the films are Arabische Abenteuer, "
                                                 "Tanjas Traum, Rauchende Revolver, Draculas Diner and Coole Cops.")
    assert refused(state, "D 3:TT/CC TT middle") == "A film has a Top side and a Flop side, nothing else."
    assert refused(state, "D 9:TT/CC TT top") == "Top oder Flop has no card “9:TT/CC”."
    events = play(state, "D 3:TT/CC TT flop")
    assert events == [DisplayPlayed(1, "3:TT/CC", "TT", "flop"), CardDrawn(1, next_card)]
    assert GAME.seen_by(events[1], 0) == CardDrawn(1, None)
    assert log.describe(GAME.seen_by(events[1], 0), NAMES) == "Stephan drew a card."
    assert len(state.hands[seat]) == hand and next_card in state.hands[seat]
    assert state.films["TT"].flop == ["3:TT/CC"]
    assert state.view(0)["films"]["TT"]["value"] == -3, "Flop lowers the value (below zero too)"
    assert log.describe(events[0], NAMES) == "Stephan laid a 3 (Tanjas Traum/Coole Cops) on the Flop side of Tanjas Traum."


def test_cards_go_into_your_own_personal_display_only_and_only_your_cards_are_played():
    state = game(later=["D 3:TT/CC TT flop"], opening=OPENING, start=1, keep={2: ["5:RR"]})
    assert refused(state, "P 5:RR RR") == "A 5 (Rauchende Revolver) is not in your hand."
    assert state.explain(act("D 3:TT/CC TT flop"), seat=2) == "It is not your turn: it is {p1}'s turn."
    # a move never names a seat: every card goes into the mover's own display
    assert [f.name for f in dataclasses.fields(Personal)] == ["card", "film"]


# ---- at most three a side; replacing the lowest ----------------------------------------------------
FULL = ["D 2:AA/TT AA top", "D 4:AA/RR AA top", "D 2:AA/DD AA top"]


def test_a_full_side_takes_a_fourth_card_only_replacing_one_of_its_lowest_lower_cards():
    state = game(FULL, later=["D 3:AA/CC AA top 2:AA/DD DD"], opening=OPENING, start=1, keep={1: ["2:AA/CC"]})
    assert state.current_player == 1
    fits = {(a.replace, a.take) for a in state.legal_actions() if isinstance(a, Display) and a.card == "3:AA/CC"
            and a.film == "AA" and a.side == "top"}
    assert fits == {("2:AA/TT", "AA"), ("2:AA/TT", "TT"), ("2:AA/DD", "AA"), ("2:AA/DD", "DD")}
    assert refused(state, "D 3:AA/CC AA top") == (
        "The Top side of Arabische Abenteuer is full: choose which of its lowest cards is replaced.")
    assert refused(state, "D 3:AA/CC AA top 4:AA/RR AA") == "Only one of the lowest cards of that side can be replaced (a 2)."
    assert refused(state, "D 3:AA/CC AA top 2:AA/TT CC") == (
        "The replaced card goes into your personal display for one of its films: Arabische Abenteuer and Tanjas Traum.")
    assert refused(state, "D 3:AA/CC AA top 2:AA/TT None") == (
        "The replaced card goes into your personal display for one of its films: Arabische Abenteuer and Tanjas Traum.")
    assert refused(state, "D 2:AA/CC AA top 2:AA/TT AA") == (
        "The Top side of Arabische Abenteuer is full, and a card can only replace a lower one: "
        "its lowest is 2, this card is 2.")
    assert refused(state, "D 3:AA/CC AA flop 2:AA/TT AA") == (
        "The Flop side of Arabische Abenteuer still has room: no card is replaced.")
    hand = len(state.hands[1])
    events = play(state, "D 3:AA/CC AA top 2:AA/DD DD")  # the player's choice among the two lowest
    assert state.films["AA"].top == ["2:AA/TT", "4:AA/RR", "3:AA/CC"]
    assert state.personal[1]["DD"] == ["2:AA/DD"], "into the mover's display, for the film chosen"
    assert events[:2] == [DisplayPlayed(1, "3:AA/CC", "AA", "top"), CardReplaced(1, "2:AA/DD", "AA", "top", "DD", True)]
    assert isinstance(events[2], CardDrawn) and len(state.hands[1]) == hand
    assert log.describe(events[1], NAMES) == (
        "A 2 (Arabische Abenteuer/Draculas Diner) was pushed off the Top side of Arabische Abenteuer; "
        "Stephan laid it face up for Draculas Diner.")
    with i18n.use("de"):  # a sentence starts with a capital in German too
        assert log.describe(events[1], NAMES) == (
            "Eine 2 (Arabische Abenteuer/Draculas Diner) wurde von der Top-Seite von Arabische Abenteuer "
            "verdrängt; Stephan legte sie offen für Draculas Diner aus.")
    assert state.view(0)["personal"][1]["DD"] == [{"code": "2:AA/DD", "face_up": True, "known": True}]


def test_a_replaced_card_for_a_film_you_have_cards_for_lies_face_down_but_everyone_knows_it():
    """Ruling: a card taken by replacement that is not the film's first card lies face down (the
    rulebook: later cards lie face down), but everyone saw it on the film display, so its value stays
    known to all (`known`), in every view and event."""
    state = game(FULL, later=["D 3:AA/CC AA top 2:AA/TT TT"], opening=OPENING, start=1)
    assert "TT" in state.personal[1]
    events = play(state, "D 3:AA/CC AA top 2:AA/TT TT")
    assert CardReplaced(1, "2:AA/TT", "AA", "top", "TT", False) in events
    assert state.personal[1]["TT"] == ["1:AA/TT", "2:AA/TT"] and state.known[1]["TT"] == [True, True]
    for seat in (0, 2, None):
        assert state.view(seat)["personal"][1]["TT"][1] == {"code": "2:AA/TT", "face_up": False, "known": True}
        assert GAME.seen_by(events[1], seat) == events[1]
    assert log.describe(events[1], NAMES) == (
        "A 2 (Arabische Abenteuer/Tanjas Traum) was pushed off the Top side of Arabische Abenteuer; "
        "Stephan laid it face down for Tanjas Traum.")
    assert state.view(1)["influence"]["TT"] == 3


def test_no_fourth_card_on_a_side():
    state = game(FULL + ["D 3:AA/CC AA top 2:AA/TT AA"], opening=OPENING, start=1, keep={2: ["1:AA/RR"]})
    assert len(state.films["AA"].top) == 3
    assert not [a for a in state.legal_actions() if isinstance(a, Display) and a.card == "1:AA/RR" and a.side == "top"
                and a.film == "AA"]
    assert refused(state, "D 1:AA/RR AA top") == (
        "The Top side of Arabische Abenteuer is full, and a card can only replace a lower one: "
        "its lowest is 2, this card is 1.")


# ---- playing change cards --------------------------------------------------------------------------
def test_a_change_card_into_the_personal_display_only_on_a_film_with_influence_and_it_draws_nothing():
    """Rulebook: a change card goes face down on a film you have at least one influence card on; its
    +3 or -3 counts. Ruling: like every card from the hand into the personal display, it draws nothing."""
    state = game(later=["P -3:up AA"], opening=OPENING, start=1, keep={1: ["+3:down"]})
    mine = {a.film for a in state.legal_actions() if isinstance(a, Personal) and a.card == "-3:up"}
    assert mine == {"AA", "TT"}
    assert refused(state, "P -3:up CC") == (
        "A change card only goes on a film you already have influence on; you have none on Coole Cops.")
    hand, deck = len(state.hands[1]), list(state.deck)
    events = play(state, "P -3:up AA")
    assert events == [PersonalPlayed(1, "-3:up", "AA", False, False)]
    assert state.deck == deck and len(state.hands[1]) == hand - 1
    assert state.view(1)["influence"]["AA"] == 0
    assert state.view(0)["personal"][1]["AA"][1] == {"code": None, "face_up": False, "known": False}
    assert GAME.seen_by(events[0], 2).card is None


UP = ["D 2:TT/RR TT flop", "D 4:TT/DD TT flop", "D 3:AA/RR RR top", "D 5:DD DD top", "M x2 CC top", "M x2 AA flop"]


def test_a_change_card_on_the_film_display_moves_a_card_then_is_discarded_and_draws():
    """Rulebook: the action is done and the change card discarded. Ruling: it draws a card, as every
    play does but one from the hand into the personal display."""
    state = game(UP, later=["C +3:up TT flop 2:TT/RR RR top"], opening=OPENING, start=1)
    hand, top = len(state.hands[1]), state.deck[0]
    events = play(state, "C +3:up TT flop 2:TT/RR RR top")
    assert events == [CardMoved(1, "+3:up", "2:TT/RR", "TT", "flop", "RR", "top"), CardDrawn(1, top)]
    assert state.discard == ["+3:up"] and state.view(2)["discard"] == ["+3:up"]
    assert len(state.hands[1]) == hand
    assert state.films["TT"].flop == ["4:TT/DD"] and state.films["RR"].top == ["3:AA/RR", "2:TT/RR"]
    assert log.describe(events[0], NAMES) == (
        "Stephan played a +3 change card (Flop to Top): a 2 (Tanjas Traum/Rauchende Revolver) moved from the Flop "
        "side of Tanjas Traum to the Top side of Rauchende Revolver.")


def test_flop_to_top_moves_the_lowest_flop_card_to_the_top_of_that_film_or_the_other_film_on_it():
    state = game(UP, opening=OPENING, start=1, keep={1: ["+3:up", "-3:down"]})
    ups = {(a.film, a.side, a.moved, a.to_film, a.to_side) for a in state.legal_actions()
           if isinstance(a, Change) and a.card == "+3:up"}
    assert ups == {("TT", "flop", "2:TT/RR", "TT", "top"), ("TT", "flop", "2:TT/RR", "RR", "top")}
    assert refused(state, "C +3:up TT flop 2:TT/RR RR flop") == "This change card moves a card from a Flop side to a Top side."
    assert refused(state, "C +3:up RR top 3:AA/RR AA top") == "This change card moves a card from a Flop side to a Top side."
    assert refused(state, "C +3:up TT flop 4:TT/DD DD top") == "Only the lowest card of a side can be moved: there it is 2."
    assert refused(state, "C +3:up TT flop 2:TT/RR CC top") == (
        "A 2 (Tanjas Traum/Rauchende Revolver) can only move to a film it shows: Tanjas Traum and Rauchende Revolver.")
    assert refused(state, "C +3:up DD flop 5:DD DD top") == "The Flop side of Draculas Diner has no card to move."
    assert refused(state, "C +3:up RR flop 3:AA/RR RR top") == "The Flop side of Rauchende Revolver has no card to move."
    assert refused(state, "C +3:up TT flop 3:AA/RR TT top") == (
        "A 3 (Arabische Abenteuer/Rauchende Revolver) does not lie on the Flop side of Tanjas Traum.")
    downs = {(a.film, a.side, a.moved, a.to_film, a.to_side) for a in state.legal_actions()
             if isinstance(a, Change) and a.card == "-3:down"}
    assert downs == {("RR", "top", "3:AA/RR", "RR", "flop"), ("RR", "top", "3:AA/RR", "AA", "flop"),
                     ("DD", "top", "5:DD", "DD", "flop")}
    assert refused(state, "C -3:down TT flop 2:TT/RR TT top") == "This change card moves a card from a Top side to a Flop side."
    assert refused(state, "C -3:down RR top 3:AA/RR AA top") == "This change card moves a card from a Top side to a Flop side."
    assert refused(state, "C 3:AA/TT RR top 3:AA/RR AA flop") == (
        "A 3 (Arabische Abenteuer/Tanjas Traum) is not in your hand.")


def test_move_one_card_sends_a_lowest_card_of_either_side_to_any_other_space_it_fits():
    state = game(UP, opening=OPENING, start=1, keep={1: ["-3:move", "4:AA/TT"]})
    moves = {(a.film, a.side, a.moved, a.to_film, a.to_side) for a in state.legal_actions()
             if isinstance(a, Change) and a.card == "-3:move"}
    assert moves == {
        ("TT", "flop", "2:TT/RR", "TT", "top"), ("TT", "flop", "2:TT/RR", "RR", "top"),
        ("TT", "flop", "2:TT/RR", "RR", "flop"),
        ("RR", "top", "3:AA/RR", "RR", "flop"), ("RR", "top", "3:AA/RR", "AA", "top"),
        ("RR", "top", "3:AA/RR", "AA", "flop"),
        ("DD", "top", "5:DD", "DD", "flop")}
    assert refused(state, "C -3:move RR top 3:AA/RR RR top") == "The card must move to another space."
    assert refused(state, "C 4:AA/TT RR top 3:AA/RR AA top") == (
        "A 4 (Arabische Abenteuer/Tanjas Traum) is an influence card: lay it on a film or into your personal display.")
    assert refused(state, "D -3:move AA top") == (
        "A change card is not laid on a film: play its move, or lay it into your personal display.")


def test_a_change_card_moves_one_of_equal_lowest_cards_of_the_players_choice():
    state = game(["D 2:TT/RR TT flop", "D 2:TT/DD TT flop", "D 4:TT/CC TT flop"], opening=OPENING, start=1,
                 keep={1: ["+3:up"]})
    moved = {a.moved for a in state.legal_actions() if isinstance(a, Change)}
    assert moved == {"2:TT/RR", "2:TT/DD"}
    play(state, "C +3:up TT flop 2:TT/DD DD top")
    assert state.films["DD"].top == ["2:TT/DD"] and state.films["TT"].flop == ["2:TT/RR", "4:TT/CC"]


def test_a_moved_card_that_would_be_a_fourth_replaces_a_lower_lowest_card_into_the_movers_display():
    state = game(["D 1:AA/RR AA top", "D 4:AA/RR AA top", "D 1:AA/DD AA top", "D 3:AA/CC CC flop",
                  "D 2:TT/RR TT top", "D 5:AA AA flop"],
                 later=["C -3:move CC flop 3:AA/CC AA top 1:AA/DD DD"], opening=OPENING, start=1)
    assert state.current_player == 1 and "DD" not in state.personal[1]
    fits = {(a.replace, a.take) for a in state.legal_actions() if isinstance(a, Change)
            and a.moved == "3:AA/CC" and a.to_film == "AA" and a.to_side == "top"}
    assert fits == {("1:AA/RR", "AA"), ("1:AA/RR", "RR"), ("1:AA/DD", "AA"), ("1:AA/DD", "DD")}
    assert refused(state, "C -3:move TT top 2:TT/RR AA top 1:AA/RR AA") == (
        "A 2 (Tanjas Traum/Rauchende Revolver) can only move to a film it shows: Tanjas Traum and Rauchende Revolver.")
    assert refused(state, "C -3:move CC flop 3:AA/CC AA top") == (
        "The Top side of Arabische Abenteuer is full: choose which of its lowest cards is replaced.")
    assert refused(state, "C -3:move CC flop 3:AA/CC AA top 4:AA/RR AA") == (
        "Only one of the lowest cards of that side can be replaced (a 1).")
    events = play(state, "C -3:move CC flop 3:AA/CC AA top 1:AA/DD DD")
    assert events[:2] == [CardMoved(1, "-3:move", "3:AA/CC", "CC", "flop", "AA", "top"),
                          CardReplaced(1, "1:AA/DD", "AA", "top", "DD", True)]
    assert state.films["AA"].top == ["1:AA/RR", "4:AA/RR", "3:AA/CC"] and state.films["CC"].flop == []
    assert state.personal[1]["DD"] == ["1:AA/DD"] and state.discard == ["-3:move"]


def test_a_moved_card_no_higher_than_the_lowest_of_a_full_side_cannot_go_there():
    state = game(["D 2:AA/TT AA top", "D 4:AA/RR AA top", "D 3:AA/DD AA top", "D 2:AA/CC CC flop"],
                 opening=OPENING, start=1, keep={2: ["+3:move"]})
    assert refused(state, "C +3:move CC flop 2:AA/CC AA top 2:AA/TT AA") == (
        "The Top side of Arabische Abenteuer is full, and a card can only replace a lower one: "
        "its lowest is 2, the card moved is 2.")
    with i18n.use("de"):
        assert refused(state, "C +3:move CC flop 2:AA/CC AA top 2:AA/TT AA") == (
            "Die Top-Seite von Arabische Abenteuer ist voll, und eine Karte ersetzt nur eine niedrigere: "
            "Die niedrigste dort ist 2, die verschobene Karte ist 2.")
    assert not [a for a in state.legal_actions() if isinstance(a, Change) and a.to_film == "AA" and a.to_side == "top"]


# ---- playing markers -------------------------------------------------------------------------------
def test_times_two_doubles_its_side_and_a_second_times_two_on_that_side_is_refused():
    state = game(["D 3:TT/CC TT top", "D 4:TT/RR TT flop", "M x2 TT top"], opening=OPENING, start=1)
    assert state.films["TT"].top_markers == ["x2"] and state.view(0)["films"]["TT"]["value"] == 2 * 3 - 4
    assert refused(state, "M x2 TT top") == (
        "The Top side of Tanjas Traum already has a times-two marker: a value is never quadrupled.")
    assert Marker("x2", "TT", "top") not in state.legal_actions()
    play(state, "M stop TT top")  # a Stop next to a times two
    assert state.films["TT"].top_markers == ["x2", "stop"]
    events = play(state, "M x2 TT flop")  # a times two on the other side of the same film
    assert events[0] == MarkerPlayed(2, "x2", "TT", "flop")
    assert state.view(0)["films"]["TT"]["value"] == 6 - 8
    assert log.describe(events[0], NAMES) == "Manuel put a “times two” marker on the Flop side of Tanjas Traum."


def test_a_marker_draws_a_card_and_a_player_without_markers_cannot_play_one():
    state = game(["M x2 AA top", "M stop AA flop"], later=["M x2 CC top"], opening=OPENING, start=1)
    seat, hand, top = 0, len(state.hands[0]), state.deck[0]
    assert state.markers == [2, 1, 1]
    events = play(state, "M x2 CC top")
    assert events == [MarkerPlayed(0, "x2", "CC", "top"), CardDrawn(0, top)]
    assert len(state.hands[seat]) == hand + 1 and state.markers[0] == 1
    assert state.current_player == 1


def test_a_player_without_markers_left_is_told_so():
    state = game(["M x2 AA top", "M stop AA flop", "M x2 TT top", "M x2 RR top", "M stop RR flop"],
                 opening=OPENING, start=1)
    assert state.current_player == 0 and state.markers == [1, 0, 0]
    play(state, "M x2 DD top")
    assert state.markers[1] == 0
    assert not [a for a in state.legal_actions() if isinstance(a, Marker)]
    assert refused(state, "M stop CC top") == "You have no markers left."


def test_a_marker_shows_times_two_or_stop_nothing_else():
    state = game(opening=OPENING, start=1)
    assert refused(state, "M x3 CC top") == "A marker shows “times two” on one side and “Stop” on the other."


def test_a_stop_freezes_its_side_no_cards_or_markers_on_or_off_it():
    state = game(["D 2:TT/RR TT top", "D 4:TT/CC TT top", "D 3:TT/DD TT top", "M stop TT top"], opening=OPENING,
                 start=1, keep={2: ["5:TT", "+3:move", "+3:up", "-3:down"]})
    assert state.current_player == 2
    stopped = "The Top side of Tanjas Traum has a Stop marker: nothing there changes any more."
    assert refused(state, "D 5:TT TT top 2:TT/RR TT") == stopped
    assert refused(state, "M x2 TT top") == stopped
    assert refused(state, "C +3:move TT top 2:TT/RR RR top") == stopped
    assert refused(state, "C -3:down TT top 2:TT/RR TT flop") == stopped
    assert not [a for a in state.legal_actions() if isinstance(a, (Display, Marker)) and (a.film, a.side) == ("TT", "top")]
    assert not [a for a in state.legal_actions() if isinstance(a, Change) and "TT" in (a.film, a.to_film)
                and "top" in {s for f, s in ((a.film, a.side), (a.to_film, a.to_side)) if f == "TT"}]
    play(state, "D 5:TT TT flop")  # the other side is open
    state2 = game(["D 2:TT/RR TT flop", "M stop TT top"], opening=OPENING, start=1, keep={0: ["+3:up"]})
    assert refused(state2, "C +3:up TT flop 2:TT/RR TT top") == stopped


def test_markers_never_move_cards_under_a_times_two_still_do():
    state = game(["D 2:TT/RR TT top", "D 4:TT/CC TT top", "M x2 TT top"],
                 later=["C -3:down TT top 2:TT/RR RR flop"], opening=OPENING, start=1)
    assert state.view(0)["films"]["TT"]["value"] == 12
    play(state, "C -3:down TT top 2:TT/RR RR flop")
    assert state.films["TT"].top == ["4:TT/CC"] and state.films["TT"].top_markers == ["x2"]
    assert state.films["RR"].flop_markers == [] and state.view(0)["films"]["TT"]["value"] == 8
    assert all(not hasattr(a, "marker") for a in state.legal_actions()), "no move takes a marker"
