"""The arithmetic of Top 3's bots: the right orders as bits (the rules' `correct_orders`), beliefs over
the pool's printed values, the expected cards of each order and bet card in worlds whose outcome is
certain, the value of keeping bet cards, and what a bot learns of another seat from the reveals."""

from __future__ import annotations

import itertools
import random

import pytest

from app.games.top3 import bots, cards, scoring
from app.games.top3.actions import ADVANCES, ORDERS
from app.games.top3.bots import Belief, Scale, SeatModel, evaluate, keep_values, right_mask

EVERYONE, ONLY_ME, NOBODY = (1 + ADVANCES.index(a) for a in ("everyone", "only_me", "nobody"))


def test_right_mask_is_the_rules_correct_orders():
    for values in itertools.product((1, 2, 3, 2.5), repeat=3):
        mask = right_mask(*values)
        assert {ORDERS[i] for i in range(6) if mask >> i & 1} == scoring.correct_orders(list(values)), values
    assert bots.order_of(3, 1, 2) == ORDERS.index("132") and bots.order_of(1, 2, 3) == ORDERS.index("321")
    for e in itertools.permutations((0.1, 0.5, 0.9)):
        assert right_mask(*e) == 1 << bots.order_of(*e)  # the sorted order is the one right order


def test_scales_multiply_the_noise_of_magnitudes_and_add_it_to_temperatures_and_years():
    kinds = {cat: bots.scales(theme)[cat].kind for theme in cards.THEMES for cat in cards.categories(theme)}
    assert kinds["mean_temperature"] == kinds["year"] == "add"
    assert kinds["oscars"] == "log1p"  # a count that is often 0
    assert all(kinds[c] == "log" for c in ("tallest_building", "population", "days_off", "travel_allowance",
                                            "running_time", "worldwide_gross", "budget"))
    s = Scale("population", [1000, 10_000, 100_000])
    assert s.back(s.to(12_345)) == pytest.approx(12_345) and s.sd == pytest.approx(1.8799, rel=1e-3)


def test_a_belief_holds_only_the_pools_printed_values_and_leans_to_the_estimate():
    scale = bots.scales("metropolen")["days_off"]
    belief = Belief(scale, scale.to(29.5), 0.01)
    assert set(belief.values) <= set(scale.values)
    draws = [belief.values[belief.sample((u + 0.5) / 1000)] for u in range(1000)]
    assert set(draws) == {29, 30}
    assert draws.count(30) > draws.count(29)  # 8 cities have 30, 4 have 29: the pool's counts weigh in
    unsure = Belief(scale, scale.to(29.5), 5.0)
    assert len(unsure.values) == len(scale.values)  # far wider than the pool's spread: any value
    assert Belief(scale, None, 1.0).values == scale.values


def certain(*values) -> list[Belief]:
    """Beliefs that are sure of the three values (one value each)."""
    scale = Scale("population", list(values))
    return [Belief(scale, scale.to(v), 1e-3) for v in values]


def test_expected_cards_when_the_outcome_is_certain():
    """Others with (almost) no noise lay the right order: alone right 2 cards, with some 1, with all
    0; a wrong order 0. The bet cards: 'everyone' pays when all are right, 'only I' when the order is
    right alone, 'nobody' when no seat is right (one's own order wrong on purpose)."""
    rand = random.Random(1).random
    sure, lost = [1e-6], [50.0]  # a seat that knows the values; one that knows nothing
    right = ORDERS.index("123")
    ev = evaluate(certain(300, 200, 100), [sure], 2, rand, 200)
    assert ev[right][0] == 0 and ev[right][EVERYONE] == 1 and ev[right][ONLY_ME] == 0
    assert all(row[0] == 0 and row[NOBODY] == 0 for o, row in enumerate(ev) if o != right)
    ev = evaluate(certain(300, 200, 100), [sure, sure, lost], 4, rand, 400)
    # right with the two sure seats: 1 card, unless the lost seat is right too (1 in 6): all right, none
    assert ev[right][0] == pytest.approx(5 / 6, abs=0.05) and ev[right][EVERYONE] == pytest.approx(1.0)
    ev = evaluate(certain(300, 200, 100), [lost], 2, rand, 2000)
    assert ev[right][0] == pytest.approx(2 * 5 / 6, abs=0.06) and ev[right][ONLY_ME] == pytest.approx(
        ev[right][0] + 5 / 6, abs=0.06)
    wrong = ORDERS.index("321")
    assert ev[wrong][NOBODY] == pytest.approx(5 / 6, abs=0.05) and ev[wrong][0] == 0


def test_equal_values_make_several_orders_right():
    ev = evaluate(certain(235, 170, 170), [[1e-6]], 2, random.Random(2).random, 100)
    for order in ("123", "132"):  # the other seat lays one of the two: both are right, all right
        assert ev[ORDERS.index(order)][EVERYONE] == 1


def test_keep_values_grow_with_the_rounds_left_and_the_cards_held():
    keep = keep_values("normal", "films", 3)
    assert len(keep) == 15 and keep[0] == [0.0] * 8
    for r in range(1, 15):
        assert all(keep[r][held] >= keep[r - 1][held] for held in range(8))
        for held in range(8):
            for j in range(3):
                if held >> j & 1:
                    assert keep[r][held] >= keep[r][held & ~(1 << j)]
                    assert keep[r][held] <= keep[r][held & ~(1 << j)] + 1
    assert 0 < keep[14][7] <= 3
    assert keep_values("normal", "films", 3) is keep  # computed once


def reveal(rnd: int, values, right) -> dict:
    return {"round": rnd, "category": "tallest_building", "values": list(values), "right": list(right),
            "advances": [None] * len(right)}


def test_a_seat_that_is_right_in_hard_rounds_is_believed_to_know_more():
    model = SeatModel("metropolen")
    prior = model.weights(1)
    assert prior == pytest.approx([bots.PRIOR[level] for level in bots.LEVELS])
    close = [(300, 250, 200), (200, 240, 170), (150, 190, 230), (420, 330, 250)]
    for rnd, values in enumerate(close, 1):
        model.see(reveal(rnd, values, [False, True, False]))
    model.see(reveal(1, (1, 2, 3), [True, True, True]))  # a round is seen once
    hard, easy = model.weights(1)[2], model.weights(2)[2]
    assert hard > prior[2] > easy and model.weights(2)[0] > prior[0]
    chances = model.chances(1)
    assert chances[0] < chances[1] < chances[2]  # a round of near values: the better the knowledge, the likelier right


def test_a_seat_betting_on_nobody_is_not_judged_by_its_order():
    model = SeatModel("metropolen")
    r = reveal(1, (828, 100, 50), [False, False])
    r["advances"] = [None, "nobody"]
    model.see(r)
    assert model.weights(1) == pytest.approx([bots.PRIOR[level] for level in bots.LEVELS])
    assert model.weights(0)[0] > bots.PRIOR["easy"]


def test_the_pile_can_fail_to_pay_only_four_seats_on_an_empty_pile():
    view = {"chosen": [False] * 4, "discard": [], "rounds": 15, "round": 14,
            "advances": [list(ADVANCES), ["everyone"], ["everyone", "nobody"], list(ADVANCES)]}
    every, only, nobody = bots.pay_chances(view, 0)
    assert only == 1.0 and nobody == 1.0  # seat 1 no longer holds 'nobody'
    # two rounds left: seat 1 lays its one card with a chance of 1/2; seats 2 and 3 (two and three
    # cards) lay one a round for sure, 'everyone' with a chance of 1/2 and 1/3
    assert every == pytest.approx(1 - (1 / 2) * (1 / 2) * (1 / 3))
    assert bots.pay_chances(dict(view, discard=["London"]), 0) == (1.0, 1.0, 1.0)
    assert bots.pay_chances(dict(view, chosen=[False] * 3, advances=view["advances"][:3]), 0) == (1.0, 1.0, 1.0)
    ev = evaluate(certain(300, 200, 100), [[1e-6]] * 3, 4, random.Random(3).random, 50, (0.25, 1.0, 1.0))
    assert ev[ORDERS.index("123")][EVERYONE] == pytest.approx(0.25)
