"""Top This! turns: adding (flicks with recorded or simulated outcomes), flipping, completing orders,
tips, Top This!, removing, knocked-off toppings and misses."""

from __future__ import annotations

import json

import pytest

from app.core import IllegalAction
from app.games.top_this import GAME
from app.games.top_this.actions import Flick, Flip, Pass, Remove, TopThis
from app.games.top_this.components import DISCS
from app.games.top_this.geometry import crust_point
from tests.games.top_this.helpers import Discs, in_slice, new, order_of, recorded_flick

OLIVE2 = order_of("olives", "olives")
MUSH2 = order_of("mushrooms", "mushrooms")
PEP2 = order_of("peppers", "peppers")


def _mo(discs: Discs) -> int:
    """A mushrooms/olives disc."""
    for d in range(45):
        if d not in discs.taken and set(DISCS[d].faces) == {"mushrooms", "olives"}:
            discs.taken.add(d)
            return d
    raise LookupError


def test_setup_deals_and_drops_and_accounts_for_everything():
    for players in range(2, 6):
        s = GAME.new_state(players, seed=players * 7)
        s.check_invariants()
        v = s.view(None)
        assert all(len(h) == 4 for h in v["hands"])
        assert len(v["orders"]) == 5 and v["order_deck"] == 25
        assert v["tips_left"] == 2 * players + 1
        dropped = s.setup_events[0]
        assert dropped.TYPE == "dropped" and len(dropped.discs) + len(dropped.returned) == 4
        assert len(v["board"]) == len(dropped.discs) and v["bag"] == 45 - 4 * players - len(v["board"])
        assert GAME.new_state(players, seed=players * 7) == s  # the seed decides everything
        json.dumps(v)


def test_drop_sometimes_loses_a_topping_off_the_pizza_and_returns_it():
    returned = [GAME.new_state(2, seed).setup_events[0].returned for seed in range(300)]
    assert any(returned) and sum(map(bool, returned)) < 60


def test_flip_turns_every_disc_of_that_topping_and_costs_one_action():
    discs = Discs()
    a, b, c = _mo(discs), _mo(discs), discs.take("peppers")
    s = new(layout={a: (*in_slice(0, 60), "olives"), b: (*in_slice(3, 60), "olives"),
                    c: (*in_slice(5, 60), "peppers")})
    events = s.apply(Flip("olives"))
    faces = {d["id"]: d["face"] for d in s.view(0)["board"]}
    assert faces == {a: "mushrooms", b: "mushrooms", c: "peppers"}
    assert events[0].TYPE == "flipped" and events[0].flips == ((a, "mushrooms"), (b, "mushrooms"))
    assert s.view(0)["actions_left"] == 1 and s.current_player == 0
    with pytest.raises(IllegalAction, match="No topping on the pizza shows olives"):
        s.apply(Flip("olives"))


def _olive_pair_state(extra=None, players=2):
    """Slice 0 holds two mushrooms/olives discs showing olives: exactly order OLIVE2."""
    discs = Discs()
    a, b = _mo(discs), _mo(discs)
    layout = {a: (*in_slice(0, 60), "olives"), b: (*in_slice(0, 100), "olives")}
    p = discs.take("peppers")
    layout[p] = (*in_slice(4, 80), "peppers")
    if extra:
        layout.update(extra(discs))
    s = new(players, layout=layout, orders=[OLIVE2, MUSH2, PEP2])
    return s, a, b, p


def test_an_exact_slice_touched_this_turn_completes_the_order():
    s, a, b, _ = _olive_pair_state()
    s.apply(Flip("olives"))  # now two mushrooms: order MUSH2 fits too, checked only at the end
    events = s.apply(Flip("mushrooms"))  # back to olives; the player flipped discs on slice 0
    kinds = [e.TYPE for e in events]
    assert "order_completed" in kinds and "tip_taken" not in kinds
    done = next(e for e in events if e.TYPE == "order_completed")
    assert done.order == OLIVE2 and done.slices == (0,) and done.value == 2
    v = s.view(0)
    assert v["phase"] == "remove" and v["pending"]["discs"] == sorted([a, b])
    assert v["piles"][0]["orders"] == [OLIVE2] and v["totals"] == [2, 0]
    assert set(s.legal_actions()) == {Remove(a), Remove(b)}
    with pytest.raises(IllegalAction, match="remove a topping"):
        s.apply(Flip("olives"))
    events = s.apply(Remove(a))
    assert [e.TYPE for e in events][:1] == ["removed"] and a in s.bag
    v = s.view(0)
    assert v["current_player"] == 1 and v["phase"] == "actions" and OLIVE2 not in [o["id"] for o in v["orders"]]
    assert len(v["orders"]) == 5 and v["order_deck"] == 24  # refilled from the stack
    s.check_invariants()


def test_an_over_full_slice_or_a_short_one_does_not_complete():
    def third(discs):
        d = _mo(discs)
        return {d: (*in_slice(0, 125, 8), "olives")}

    s, *_ = _olive_pair_state(third)  # three olives on slice 0: the card asks for exactly two
    s.apply(Flip("olives"))
    events = s.apply(Flip("mushrooms"))
    assert "order_completed" not in [e.TYPE for e in events]
    assert s.current_player == 1


def test_a_matching_slice_nobody_touched_this_turn_does_not_count():
    s, a, b, p = _olive_pair_state()
    assert DISCS[p].faces == ("onions", "peppers")
    s.apply(Flip("peppers"))
    events = s.apply(Flip("onions"))  # back to peppers: moved discs only on slice 4
    assert "order_completed" not in [e.TYPE for e in events]
    assert s.current_player == 1 and OLIVE2 in [o["id"] for o in s.view(0)["orders"]]


def test_two_orders_at_once_earn_a_tip_and_one_removal_from_each_slice():
    discs = Discs()
    a = discs.take("olives")
    m1, m2 = discs.take("mushrooms"), discs.take("mushrooms")
    d, e = discs.take("olives"), discs.take("onions")
    layout = {a: (*in_slice(0, 60), "olives"), m1: (*in_slice(4, 60), "mushrooms"),
              m2: (*in_slice(4, 100), "mushrooms")}
    s = new(3, layout=layout, hands=[[d, e], [], []], orders=[OLIVE2, MUSH2, PEP2], tips=[3, 0, 1, 2, 4, 5, 6])
    at = crust_point(0.39, 160.0)
    s.apply(recorded_flick(d, "olives", at, in_slice(0, 100), touched=[a]))
    assert s.view(0)["actions_left"] == 1 and s.view(0)["touched"] == [d]
    nudged = in_slice(4, 60, 3)
    at2 = crust_point(3.53, 160.0)
    events = s.apply(recorded_flick(e, "onions", at2, crust_point(4.6, 160.0), touched=[m1, m2],
                                    moved=[(m1, *nudged)]))
    kinds = [ev.TYPE for ev in events]
    assert kinds.count("order_completed") == 2 and kinds.count("tip_taken") == 1
    tip = next(ev for ev in events if ev.TYPE == "tip_taken")
    assert tip.tip == 3 and tip.value == 1  # the top of the stacked tip pile
    v = s.view(0)
    assert v["totals"][0] == 2 + 2 + 1 and v["tips_left"] == 6
    assert v["pending"] == {"slices": [0, 4], "discs": sorted([a, d, m1, m2])}
    s.apply(Remove(m2))
    assert s.view(0)["pending"]["discs"] == sorted([a, d])  # slice 4 is done
    with pytest.raises(IllegalAction):
        s.apply(Remove(m1))
    s.apply(Remove(d))
    assert s.current_player == 1
    assert len(s.hands[0]) == 4 and s.view(0)["turns"] == [1, 0, 0]  # drew back up to four
    s.check_invariants()


def test_top_this_success_earns_the_order_and_a_tip():
    discs = Discs()
    a, d = discs.take("olives"), discs.take("olives")
    s = new(layout={a: (*in_slice(2, 70), "olives")}, hands=[[d], []], orders=[PEP2, OLIVE2, MUSH2])
    assert TopThis(OLIVE2) in s.legal_actions()
    s.apply(TopThis(OLIVE2))
    v = s.view(0)
    assert v["phase"] == "top_this" and v["declared"] == OLIVE2
    assert all(isinstance(x, (Flick, Pass)) for x in s.legal_actions())
    with pytest.raises(IllegalAction, match="Top This"):
        s.apply(Flip("olives"))
    events = s.apply(recorded_flick(d, "olives", crust_point(1.96, 160.0), in_slice(2, 105), touched=[a]))
    kinds = [e.TYPE for e in events]
    assert kinds[:3] == ["flicked", "order_completed", "tip_taken"]
    assert s.view(0)["phase"] == "remove"
    s.apply(Remove(a))
    assert s.current_player == 1 and s.view(0)["piles"][0]["orders"] == [OLIVE2]


def test_top_this_failure_earns_nothing_even_if_another_order_is_completed():
    discs = Discs()
    a, d = discs.take("peppers"), discs.take("peppers")
    s = new(layout={a: (*in_slice(2, 70), "peppers")}, hands=[[d], []], orders=[PEP2, OLIVE2, MUSH2])
    s.apply(TopThis(OLIVE2))
    events = s.apply(recorded_flick(d, "peppers", crust_point(1.96, 160.0), in_slice(2, 105), touched=[a]))
    kinds = [e.TYPE for e in events]
    assert "top_this_failed" in kinds and "order_completed" not in kinds and "tip_taken" not in kinds
    v = s.view(0)
    assert v["totals"] == [0, 0] and v["current_player"] == 1 and PEP2 in [o["id"] for o in v["orders"]]
    assert len(s.hands[0]) == 4  # drew back up


def test_top_this_only_as_the_whole_turn():
    s, *_ = _olive_pair_state()
    s.apply(Flip("peppers"))
    assert not any(isinstance(a, TopThis) for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="instead of a turn"):
        s.apply(TopThis(OLIVE2))


def test_knocked_off_toppings_go_to_the_player_on_the_right():
    discs = Discs()
    a, b, d = discs.take("olives"), discs.take("onions"), discs.take("peppers")
    s = new(3, layout={a: (*in_slice(0, 120), "olives"), b: (*in_slice(6, 60), "onions")},
            hands=[[], [d], []], start=1)
    events = s.apply(recorded_flick(d, "peppers", crust_point(3.5, 160.0), in_slice(0, 40), touched=[a], fell=[a]))
    fell = next(e for e in events if e.TYPE == "fell_off")
    assert fell.discs == (a,) and fell.to_player == 0  # seat 1's right is seat 0 (seats run clockwise)
    assert a in s.hands[0] and a not in s.board
    # seat 0's right is the last seat
    s2 = new(3, layout={a: (*in_slice(0, 120), "olives")}, hands=[[d], [], []], start=0)
    s2.apply(recorded_flick(d, "peppers", crust_point(3.5, 160.0), None, touched=[a], fell=[a]))
    assert sorted(s2.hands[2]) == sorted([a, d])  # the flicker flew off after its hit: also to the right
    s2.check_invariants()


def test_a_real_hard_flick_knocks_a_topping_off_to_the_right():
    discs = Discs()
    a, d = discs.take("olives"), discs.take("onions")
    s = new(2, layout={a: (130.0, 0.0, "olives")}, hands=[[d], []], start=0)
    events = s.apply(Flick(d, "onions", -160.0, 0.0, 2000.0, 0.0))
    flicked = events[0]
    assert flicked.outcome.touched == (a,) and a in flicked.outcome.fell
    assert a in s.hands[1] and s.history[-1].outcome == flicked.outcome  # recorded with its outcome
    s.check_invariants()


def test_a_miss_goes_back_to_the_bag_and_still_counts():
    discs = Discs()
    a, d = discs.take("olives"), discs.take("onions")
    s = new(layout={a: (*in_slice(0, 60), "olives")}, hands=[[d], []])
    events = s.apply(Flick(d, "onions", *crust_point(2.0, 160.0), 0.0, 0.0))  # a flick of no force
    assert [e.TYPE for e in events] == ["flicked", "missed"]
    assert d in s.bag and d not in s.board and s.view(0)["actions_left"] == 1
    s.apply(Flip("olives"))
    assert s.current_player == 1


def test_pass_only_when_nothing_else_can_be_done():
    s = new(layout={}, hands=[[], []])
    assert s.legal_actions() == [Pass()]
    s.apply(Pass())
    assert s.current_player == 1 and len(s.view(0)["hands"][0]) == 4  # drew four
    s.apply(Pass())
    assert s.current_player == 0 and Pass() not in s.legal_actions()
    with pytest.raises(IllegalAction, match="pass only"):
        s.apply(Pass())


def test_flicks_without_outcome_are_recorded_and_replay_without_physics(monkeypatch):
    s = GAME.new_state(3, seed=5)
    flicks = [a for a in s.legal_actions() if isinstance(a, Flick)]
    assert 1 <= len(flicks) <= 12 and all(f.outcome is None for f in flicks)
    s.apply(flicks[0])
    s.apply(next(a for a in s.legal_actions() if isinstance(a, Flick)))
    assert all(a.outcome is not None for a in s.history)
    text = s.to_json()
    import app.games.top_this.flicks as fl

    def no_physics(*a, **k):
        raise AssertionError("replay must not simulate")

    monkeypatch.setattr(fl, "simulate_flick", no_physics)
    again = GAME.state_from_json(text)
    assert again == s and again.view(0) == s.view(0)
    for raw in json.loads(text)["actions"]:
        assert GAME.parse_action(raw).to_dict() == raw


def test_game_metadata_and_the_generic_view_keys():
    assert (GAME.id, GAME.title, GAME.min_players, GAME.max_players, GAME.has_secrets) == (
        "top_this", "Top This!", 2, 5, False)
    s = GAME.new_state(4, seed=9)
    v = s.view(2)
    for key, kind in (("current_player", int), ("is_over", bool), ("winners", list), ("totals", list),
                      ("rounds", list), ("status", str)):
        assert isinstance(v[key], kind), key
    assert v == s.view(None) == s.view(0)  # nothing is secret
    assert v["status"].startswith("{p%d} has 2 actions" % s.current_player)  # a seat placeholder
    assert v["geometry"]["vmax"] == 2000.0 and v["phase"] == "actions" and v["pending"] is None
    for disc in v["board"]:
        assert disc["other"] != disc["face"] and all(0 <= k < 8 for k in disc["slices"])


def test_an_empty_bag_leaves_hands_short():
    import math

    spots = []
    for row in range(-7, 8):
        for col in range(-7, 8):
            x, y = col * 26.0 + (row % 2) * 13.0, row * 26.0 * math.sqrt(3) / 2
            if math.hypot(x, y) < 130:
                spots.append((x, y))
    a, b, c, d, e, f = 0, 1, 2, 3, 4, 5
    board = [i for i in range(6, 45)]
    assert len(spots) >= len(board)
    layout = {disc: (*spots[i], DISCS[disc].faces[0]) for i, disc in enumerate(board)}
    s = new(layout=layout, hands=[[a, b], [c, d, e, f]])
    assert s.bag == [] and s.view(0)["bag"] == 0
    s.apply(Flick(a, DISCS[a].faces[0], *crust_point(0.1, 166.0), 0.0, 0.0))  # no force: a miss
    assert s.bag == [a]
    events = s.apply(Flip(s.view(0)["board"][0]["face"]))
    drew = next(ev for ev in events if ev.TYPE == "drew")
    assert drew.discs == (a,) and sorted(s.hands[0]) == [a, b] and s.bag == []
    s.check_invariants()
