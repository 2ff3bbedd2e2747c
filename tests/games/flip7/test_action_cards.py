"""Freeze, Flip Three and Second Chance (rulebook "Ausführliche Regeln")."""

import pytest

from app.core import IllegalAction
from app.games.flip7.events import (
    ActionDiscarded,
    ActionSetAside,
    Busted,
    CardDrawn,
    Flip3Ended,
    Flip3Started,
    Flip7,
    Frozen,
    Hit,
    PlayerScored,
    RoundScored,
    SecondChanceKept,
    SecondChancePassed,
    SecondChanceUsed,
    Target,
)
from app.games.flip7.log import describe
from tests.games.flip7.helpers import NAMES, line, new, of, play


# ---- Freeze --------------------------------------------------------------------------------------
def test_freeze_stops_an_active_player_with_their_points():
    s = new("5 6 7 freeze")
    play(s, "h")
    view = s.view(0)
    assert view["phase"] == "target" and s.current_player == 0
    assert view["pending"] == {"card": "freeze", "chooser": 0, "options": [0, 1, 2]}
    assert s.legal_actions() == [Target(0), Target(1), Target(2)]
    events = play(s, 2)
    assert of(events, Frozen) == [Frozen(0, 2, 7)]
    assert line(s, 2).status == "frozen" and line(s, 2).actions == ["freeze"]
    assert s.current_player == 1  # the turn passes on from the player who drew the Freeze
    play(s, "s")
    assert s.current_player == 0  # the frozen seat gets no more turns


def test_freeze_may_stop_yourself():
    s = new("5 6 7 +4 freeze")
    play(s, "h", "h")  # seat 0 takes the +4, seat 1 draws the Freeze
    events = play(s, 1)
    assert of(events, Frozen) == [Frozen(1, 1, 6)]
    assert line(s, 1).status == "frozen" and s.current_player == 2


def test_alone_you_must_freeze_yourself():
    s = new("5 6 7 8 freeze  1 2 3")
    play(s, "h", "s", "s", "h")
    assert s.legal_actions() == [Target(0)]
    before = s.to_json()
    with pytest.raises(IllegalAction, match="Player 2 is not active: a Freeze can only go to a player still in"):
        s.apply(Target(1))
    assert s.to_json() == before
    events = play(s, 0)
    assert of(events, Frozen) == [Frozen(0, 0, 13)]
    assert of(events, RoundScored)[0].points == (13, 6, 7)  # nobody active: the round is over


def test_action_card_in_the_deal_pauses_the_deal_and_a_frozen_player_is_not_dealt():
    s = new("freeze 6 7")
    assert s.view(0)["pending"] == {"card": "freeze", "chooser": 0, "options": [0, 1, 2]}
    assert [e.player for e in of(s.setup_events, CardDrawn)] == [0]  # the deal waits
    events = play(s, 1)  # seat 1 is frozen before getting a card: it scores 0
    assert of(events, Frozen) == [Frozen(0, 1, 0)]
    assert [(e.player, e.card) for e in of(events, CardDrawn)] == [(2, "6")]  # seat 1 skipped
    assert s.current_player == 0
    assert line(s, 0).cards() == []  # the Freeze went to seat 1: seat 0 has nothing in front


# ---- Flip Three ----------------------------------------------------------------------------------
def test_flip_three_gives_three_cards_and_actions_among_them_wait_until_after():
    s = new("5 6 7 flip3 freeze 8 9")
    play(s, "h")
    assert s.view(0)["pending"]["card"] == "flip3"
    events = play(s, 1)
    assert events[0] == Flip3Started(0, 1)
    drawn = [(e.card, e.why) for e in of(events, CardDrawn)]
    assert drawn == [("freeze", "flip3"), ("8", "flip3"), ("9", "flip3")]  # the Freeze counts
    assert of(events, ActionSetAside) == [ActionSetAside(1, "freeze")]
    assert events.index(of(events, ActionSetAside)[0]) < events.index(of(events, Flip3Ended)[0])
    assert of(events, Flip3Ended) == [Flip3Ended(1, 3, False)]
    assert line(s, 1).numbers == [6, 8, 9] and line(s, 1).actions == ["flip3", "freeze"]
    # now the target resolves the Freeze it drew
    assert s.view(0)["pending"] == {"card": "freeze", "chooser": 1, "options": [0, 1, 2]}
    assert s.view(0)["flip3"] is None
    play(s, 2)
    assert line(s, 2).status == "frozen"
    assert s.current_player == 1  # next after seat 0, who drew the Flip Three


def test_bust_during_flip_three_stops_it_and_the_busted_player_picks_another_active_target():
    s = new("5 6 7 flip3 freeze 6 8")
    play(s, "h")
    events = play(s, 1)
    assert of(events, Busted) == [Busted(1, 6)]
    assert of(events, Flip3Ended) == [Flip3Ended(1, 2, True)]  # the 8 stays on the deck
    assert s.deck[0] == "8"
    assert s.current_player == 1 and s.view(0)["pending"]["options"] == [0, 2]
    with pytest.raises(IllegalAction, match="Player 2 is not active"):
        s.apply(Target(1))
    play(s, 2)
    assert line(s, 2).status == "frozen"
    assert s.current_player == 0
    play(s, "h")
    assert line(s, 0).numbers == [5, 8]


def test_flip7_during_flip_three_ends_everything_at_once():
    s = new("1 2 3 4 5 6 0 9 flip3 freeze 7 10 11 12")
    play(s, "h", "s", "s", "h", "h", "h", "h", "h")
    assert line(s, 0).numbers == [1, 4, 5, 6, 0, 9]
    assert s.legal_actions() == [Target(0)]  # the only active player takes the Flip Three
    events = play(s, 0)
    assert of(events, Flip7) == [Flip7(0)]
    assert of(events, Flip3Ended) == [Flip3Ended(0, 2, False)]  # the third card is not drawn
    assert of(events, PlayerScored)[0].points == 32 + 15
    assert not of(events, Frozen)  # the set-aside Freeze is never resolved
    assert "freeze" in s.discards and "flip3" in s.discards
    # the 10 that Flip Three did not need is the first card of round 2, dealt left of the new dealer
    assert [line(s, i).numbers for i in range(3)] == [[12], [10], [11]]


def test_set_aside_card_is_discarded_when_nobody_active_remains():
    s = new("5 6 7 8 flip3 freeze 5  1 2 3")
    play(s, "h", "s", "s", "h")
    events = play(s, 0)
    assert of(events, Busted) == [Busted(0, 5)]
    assert of(events, ActionDiscarded) == [ActionDiscarded(0, "freeze", "no_target")]
    assert of(events, RoundScored)[0].points == (0, 6, 7)


def test_flip_three_on_yourself_when_you_are_the_only_active_player():
    s = new("5 6 7 8 flip3 1 2 3")
    play(s, "h", "s", "s", "h")
    assert s.legal_actions() == [Target(0)]
    play(s, 0)
    assert line(s, 0).numbers == [5, 8, 1, 2, 3]


def test_chained_flip_three_is_resolved_after_the_first_one():
    s = new("5 6 7 flip3 flip3 8 9 10 11 12")
    play(s, "h", 1)  # seat 1 flips a Flip Three (set aside), 8, 9
    assert line(s, 1).numbers == [6, 8, 9]
    assert s.view(0)["pending"] == {"card": "flip3", "chooser": 1, "options": [0, 1, 2]}
    events = play(s, 2)
    assert of(events, Flip3Started) == [Flip3Started(1, 2)]
    assert line(s, 2).numbers == [7, 10, 11, 12]


# ---- Second Chance -------------------------------------------------------------------------------
def test_second_chance_discards_only_the_duplicate_and_itself():
    s = new("5 6 7 second 5 9")
    play(s, "h")
    assert line(s, 0).second_chance and line(s, 0).actions == ["second"]
    play(s, "s", "s")
    events = play(s, "h")
    assert of(events, SecondChanceUsed) == [SecondChanceUsed(0, 5)]
    p = line(s, 0)
    assert p.numbers == [5] and p.status == "active" and not p.second_chance and p.actions == []
    assert s.discards == ["5", "second"]
    play(s, "h", "s")
    assert s.totals() == [14, 6, 7]


def test_second_chance_use_ends_the_turn():
    s = new("5 6 7 second 8 9 5")
    play(s, "h", "h", "h")
    events = play(s, "h")
    assert of(events, SecondChanceUsed) and s.current_player == 1


def test_an_extra_second_chance_goes_to_an_active_player_without_one():
    s = new("5 6 7 second 8 second")
    play(s, "h", "s", "h", "h")
    assert s.view(0)["pending"] == {"card": "second", "chooser": 0, "options": [2]}
    with pytest.raises(IllegalAction, match="Player 2 is not active"):
        s.apply(Target(1))
    with pytest.raises(IllegalAction, match="the extra one must go to another active player"):
        s.apply(Target(0))
    events = play(s, 2)
    assert of(events, SecondChancePassed) == [SecondChancePassed(0, 2)]
    assert line(s, 2).second_chance and line(s, 0).second_chance
    assert line(s, 0).actions == ["second"] and line(s, 2).actions == ["second"]
    assert s.current_player == 2


def test_extra_second_chance_refuses_a_player_who_already_has_one():
    s = new("5 6 7 second second 8 second")
    play(s, "h", "h", "h")  # seats 0 and 1 keep one each; seat 2 draws an 8
    play(s, "h")  # seat 0 draws the third: seats 1 and 2 are active, only 2 has none
    with pytest.raises(IllegalAction, match="Player 2 already has a Second Chance"):
        s.apply(Target(1))
    assert s.legal_actions() == [Target(2)]


def test_an_extra_second_chance_is_discarded_when_nobody_can_take_it():
    s = new("5 6 7 second second  1 2 3")
    play(s, "h", "s", "s")
    events = play(s, "h")  # seats 1 and 2 stayed: nobody else is in the round
    assert of(events, ActionDiscarded) == [ActionDiscarded(0, "second", "nobody_else")]
    assert describe(of(events, ActionDiscarded)[0], NAMES) == \
        "Ana's extra Second Chance was discarded: nobody else in the round can take it."
    assert s.discards == ["second"] and s.current_player == 0


def test_an_extra_second_chance_is_discarded_when_every_other_active_player_has_one():
    s = new("5 6 7 second second second  1 2 3")
    play(s, "h", "h", "s")  # seats 0 and 1 keep one each, seat 2 stays
    events = play(s, "h")  # seat 1 is still in the round but already protected
    assert of(events, ActionDiscarded) == [ActionDiscarded(0, "second", "all_protected")]
    assert describe(of(events, ActionDiscarded)[0], NAMES) == \
        "Ana's extra Second Chance was discarded: every other active player already has one."
    assert s.discards == ["second"] and s.current_player == 1


def test_unused_second_chance_is_discarded_at_the_end_of_the_round():
    s = new("5 6 7 second  1 2 3")
    play(s, "h", "s", "s", "s")
    assert s.round == 2 and "second" in s.discards
    assert not any(p.second_chance for p in s.players)


def test_second_chance_during_flip_three_protects_the_rest_of_it():
    s = new("5 6 7 flip3 second 6 8")
    play(s, "h")
    events = play(s, 1)
    assert of(events, SecondChanceUsed) == [SecondChanceUsed(1, 6)]
    assert not of(events, Busted)
    assert line(s, 1).numbers == [6, 8] and line(s, 1).status == "active"
    assert s.current_player == 1


def test_flip_three_keeps_a_first_second_chance_at_once_and_sets_an_extra_one_aside():
    # seat 1 is dealt a Flip Three for seat 0, who flips a Second Chance (kept: it only lies there),
    # a second one (set aside: passing it on is a decision) and a 5, which the first one cancels;
    # after the three, seat 0 holds none any more, so they keep the set-aside one (ruling 6, 10)
    s = new("5 flip3 second second 5 1 2")
    events = play(s, 0)
    assert of(events, ActionSetAside) == [ActionSetAside(0, "second")]
    assert of(events, SecondChanceUsed) == [SecondChanceUsed(0, 5)]
    assert of(events, SecondChanceKept) == [SecondChanceKept(0)]
    assert [describe(e, NAMES) for e in of(events, SecondChanceKept)] == ["Ana kept the Second Chance."]
    assert events.index(of(events, SecondChanceKept)[0]) > events.index(of(events, Flip3Ended)[0])
    assert line(s, 0).second_chance and line(s, 0).actions == ["flip3", "second"]
    assert line(s, 0).numbers == [5] and line(s, 2).numbers == [1]  # the deal went on


def test_second_chance_received_during_the_deal_while_holding_one():
    # seat 0 is dealt a Second Chance; seat 1 is dealt a Flip Three and gives it to seat 0, who flips
    # a second Second Chance (set aside), a 5 and a 6; then seat 0 passes it on and the deal goes on.
    s = new("second flip3 second 5 6 7")
    assert s.view(0)["pending"]["chooser"] == 1
    events = play(s, 0)
    assert of(events, ActionSetAside) == [ActionSetAside(0, "second")]
    assert s.view(0)["pending"] == {"card": "second", "chooser": 0, "options": [1, 2]}
    events = play(s, 2)
    assert of(events, SecondChancePassed) == [SecondChancePassed(0, 2)]
    assert [(e.player, e.card) for e in of(events, CardDrawn)] == [(2, "7")]  # the deal resumes
    assert line(s, 2).second_chance and line(s, 2).numbers == [7]
    assert s.current_player == 0 and s.legal_actions()[0] == Hit()
