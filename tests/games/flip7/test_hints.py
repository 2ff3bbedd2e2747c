"""Flip 7's hints: for every kind of decision a position where the Hard bot makes it, and the sentence
names the figures (counted here by hand from the deck's contents); the sentence never depends on
what the seat cannot see; every sentence is German in German."""

from __future__ import annotations

import pytest

from app.core import i18n
from app.games import hints, registry
from app.games.flip7 import GAME, cards
from app.games.flip7.bots import HARD_DEPTH, Odds, line_of, points, remaining_cards
from app.games.flip7.events import Hit, Stay, Target
from app.games.flip7.hints import reason
from tests.games.flip7.test_bots import HIT_STAY, other_copies, seat, view_of

FLIP7 = registry.get("flip7")


def hint(view, legal, me=0):
    found = hints.hint(FLIP7, view, legal, me)
    assert found.action in legal
    return found


def copies_left(view, *numbers) -> int:
    """The copies of these number cards not on view, counted from the deck's contents."""
    on_view = [str(n) for p in view["players"] for n in p["numbers"]] + list(view["discards"])
    return sum(cards.copies(str(n)) - on_view.count(str(n)) for n in numbers)


def pending(players, totals, card):
    options = [s for s, p in enumerate(players) if p["status"] == "active"]
    if card == "second":
        options = [s for s in options if s != 0 and not players[s]["second_chance"]]
    view = view_of(players, totals, pending={"card": card, "chooser": 0, "options": options})
    return view, [Target(s) for s in options]


# ---- hit or stay -----------------------------------------------------------------------------------
def test_stay_names_the_cards_that_bust_and_the_points_at_stake():
    v = view_of([seat([12, 11, 10, 9, 8]), seat([1]), seat([2])])
    found = hint(v, HIT_STAY)
    bad = copies_left(v, 12, 11, 10, 9, 8)
    assert (found.action, bad) == (Stay(), 11 + 10 + 9 + 8 + 7)
    assert found.sentence == f"Stay: {bad} of the {94 - 7} cards left would bust you, with 50 points on the line."


def test_hit_names_the_few_cards_that_bust_and_the_value_of_a_hit():
    v = view_of([seat([3]), seat([1]), seat([2])])
    found = hint(v, HIT_STAY)
    odds = Odds(remaining_cards(v))
    gain = odds.hit(line_of(v["players"][0]), HARD_DEPTH) - points(line_of(v["players"][0]))
    assert found.action == Hit() and gain > 0
    assert found.sentence == (f"Hit: only 2 of the 91 cards left would bust you; a hit is worth about {gain:.1f} "
                              "more points than staying on 3.")


def test_hit_when_no_card_left_can_bust():
    v = view_of([seat([12, 11, 10, 9]), seat([1]), seat([2])], discards=other_copies(12, 11, 10, 9))
    found = hint(v, HIT_STAY)
    assert found.action == Hit()
    assert found.sentence == f"Hit: none of the {94 - 6 - (11 + 10 + 9 + 8)} cards left can bust you."


def test_hit_for_flip7_counts_the_cards_that_complete_it():
    v = view_of([seat([0, 1, 2, 3, 4, 5]), seat([7]), seat([8])])
    found = hint(v, HIT_STAY)
    good = copies_left(v, 6, 7, 8, 9, 10, 11, 12)
    bad = copies_left(v, 0, 1, 2, 3, 4, 5)
    assert (found.action, good, bad) == (Hit(), 63 - 2, 1 + 2 + 3 + 4)
    assert found.sentence == f"Hit: {good} of the 86 cards left complete Flip 7 (15 bonus points), and {bad} would bust you."


def test_hit_with_a_second_chance():
    v = view_of([seat([12, 11, 10, 9, 8], sc=True), seat([1]), seat([2])])
    found = hint(v, HIT_STAY)
    assert found.action == Hit()
    assert found.sentence.startswith("Hit: your Second Chance saves you from a repeat; a hit is worth about ")
    assert found.sentence.endswith(" more points than staying on 50.")


def test_hit_when_staying_loses_the_game_names_the_rival_and_the_scores():
    others = [seat([3], status="stayed"), seat([4], status="busted")]
    v = view_of([seat([12, 11, 10, 9, 8])] + others, totals=[140, 202, 150])
    found = hint(v, HIT_STAY)
    assert found.action == Hit()
    assert found.sentence == "Hit: {p1} ends this round with at least 205 points, so staying on 190 loses the game."


def test_stay_when_staying_wins_the_game():
    others = [seat([3], status="stayed"), seat([4], status="busted")]
    v = view_of([seat([12])] + others, totals=[190, 150, 150], discards=other_copies(12))
    found = hint(v, HIT_STAY)
    assert found.action == Stay()
    assert found.sentence == "Stay: you bank 202 points, past 200 and ahead of everyone."


def test_far_behind_the_leader_hit_far_ahead_stay():
    v = view_of([seat([12, 11]), seat([1]), seat([2])], totals=[60, 160, 30])
    found = hint(v, HIT_STAY)
    bad = copies_left(v, 12, 11)
    assert found.action == Hit()
    assert found.sentence == f"Hit: {{p1}} is close to 200 and far ahead, so take the risk: {bad} of the 90 cards left would bust you."
    v = view_of([seat([12, 11]), seat([1]), seat([2])], totals=[170, 100, 90])
    found = hint(v, HIT_STAY)
    assert found.action == Stay()
    assert found.sentence == (f"Stay: you lead near 200, so play safe: {bad} of the 90 cards left would bust you, "
                              "with 23 points on the line.")


def test_hit_with_nothing_in_front_of_you():
    v = view_of([seat([]), seat([5]), seat([6])])
    found = hint(v, [Hit()])
    assert found.action == Hit()
    assert found.sentence == "Hit: you have no card in front of you yet, so you cannot stay."


# ---- who gets the card -----------------------------------------------------------------------------
def test_freeze_the_leader_before_they_add_to_a_small_line():
    v, legal = pending([seat([6], actions=["freeze"]), seat([2]), seat([12, 11, 10, 9, 8])], [100, 150, 140], "freeze")
    found = hint(v, legal)
    odds = Odds(remaining_cards(v))
    more = odds.cont(line_of(v["players"][1]), 1) - 2
    assert found.action == Target(1)
    assert found.sentence == f"Freeze {{p1}}: their round ends at 2 points, before they can add about {more:.1f} more."


def test_freeze_yourself_to_bank_a_risky_line():
    # freezing seat 1 would bank them the game; seat 2's six numbers are better left to bust
    v, legal = pending([seat([12, 11, 10, 9, 8], actions=["freeze"]), seat([5]), seat([12, 11, 10, 9, 8, 7])],
                       [100, 197, 60], "freeze")
    found = hint(v, legal)
    assert found.action == Target(0)
    assert found.sentence.startswith("Freeze yourself: you bank your 50 points now, and hitting on is worth ")


def test_a_card_with_only_one_place_to_go():
    v, legal = pending([seat([4], actions=["freeze"]), seat([1], status="stayed"), seat([2], status="busted")],
                       [10, 20, 30], "freeze")
    assert hint(v, legal).sentence == "The Freeze can only go to you: nobody else is still in the round."
    v, legal = pending([seat([4], actions=["flip3"]), seat([1]), seat([2], status="busted")], [10, 20, 30], "flip3")
    v["pending"]["options"] = [1]  # (as if seat 0 could not take it)
    assert reason(v, Target(1), 0) == "The Flip Three can only go to {p1} now."


def test_flip_three_on_the_big_line_says_what_it_costs_them():
    v, legal = pending([seat([5], actions=["flip3"]), seat([12, 11, 10, 9, 8]), seat([], ["+2"])], [100, 90, 110], "flip3")
    found = hint(v, legal)
    odds = Odds(remaining_cards(v))
    loss = 50 - odds.forced(line_of(v["players"][1]), 3)
    assert found.action == Target(1) and loss > 25
    assert found.sentence == (f"Flip Three on {{p1}}: three forced cards cost their 50 points about {loss:.1f} on "
                              "average (a bust takes them all).")


def test_flip_three_on_yourself_when_it_helps_you_most():
    v, legal = pending([seat([2], actions=["flip3"]), seat([3, 4], ["+2"]), seat([6, 7], ["+4"])], [100, 100, 100], "flip3")
    found = hint(v, legal)
    odds = Odds(remaining_cards(v))
    gain = odds.forced(line_of(v["players"][0]), 3) - 2
    assert found.action == Target(0)
    assert found.sentence == f"Flip Three on yourself: three more cards add about {gain:.1f} points to your 2 on average."


def test_the_second_chance_goes_to_the_weakest_threat():
    v, legal = pending([seat([5], sc=True, actions=["second"]), seat([9, 10]), seat([1]), seat([12], sc=True)],
                       [100, 160, 40, 150], "second")
    found = hint(v, legal)
    assert found.action == Target(2)
    assert found.sentence == ("Give the Second Chance to {p2}: with 40 points and 1 on the line, they are the least "
                              "danger to you.")


# ---- secrets and German ----------------------------------------------------------------------------
def test_the_sentence_does_not_depend_on_the_hidden_order_of_the_deck():
    dealt = ["5", "9", "3", "12"]
    a = GAME.new_state(3, 1, {"deck": dealt + ["9", "x2", "freeze"], "dealer": 2})
    c = GAME.new_state(3, 1, {"deck": dealt + ["freeze", "x2", "9"], "dealer": 2})
    for state in (a, c):
        state.apply(Hit())  # seat 0 draws the 12: seat 1 is to move
    assert a.current_player == 1 and a.view(1) == c.view(1) and a.deck != c.deck
    legal = a.legal_actions()
    for action in legal:
        assert reason(a.view(1), action, 1) == reason(c.view(1), action, 1)
    assert hints.hint(FLIP7, a.view(1), legal, 1).sentence == hints.hint(FLIP7, c.view(1), legal, 1).sentence


POSITIONS = [
    (view_of([seat([12, 11, 10, 9, 8]), seat([1]), seat([2])]), HIT_STAY),
    (view_of([seat([3]), seat([1]), seat([2])]), HIT_STAY),
    (view_of([seat([12, 11, 10, 9]), seat([1]), seat([2])], discards=other_copies(12, 11, 10, 9)), HIT_STAY),
    (view_of([seat([0, 1, 2, 3, 4, 5]), seat([7]), seat([8])]), HIT_STAY),
    (view_of([seat([12, 11, 10, 9, 8], sc=True), seat([1]), seat([2])]), HIT_STAY),
    (view_of([seat([12, 11])] + [seat([1]), seat([2])], totals=[60, 160, 30]), HIT_STAY),
    (view_of([seat([12, 11])] + [seat([1]), seat([2])], totals=[170, 100, 90]), HIT_STAY),
    (view_of([seat([]), seat([5]), seat([6])]), [Hit()]),
    pending([seat([6], actions=["freeze"]), seat([2]), seat([12, 11, 10, 9, 8])], [100, 150, 140], "freeze"),
    pending([seat([5], actions=["flip3"]), seat([12, 11, 10, 9, 8]), seat([], ["+2"])], [100, 90, 110], "flip3"),
    pending([seat([5], sc=True, actions=["second"]), seat([9, 10]), seat([1]), seat([12], sc=True)],
            [100, 160, 40, 150], "second"),
]


@pytest.mark.parametrize("position", range(len(POSITIONS)))
def test_every_sentence_is_german_in_german(position):
    view, legal = POSITIONS[position]
    found = hint(view, legal)
    with i18n.use("de"):
        german = reason(view, found.action, 0)
    assert german != found.sentence and german.strip()
    assert not any(word in german for word in (" the ", " you ", " cards "))
    assert sorted(c for c in german if c.isdigit()) == sorted(c for c in found.sentence if c.isdigit())
