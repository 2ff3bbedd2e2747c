"""Game end (equal turns after the last tip or the last order), scores, tie-breakers, shared slices,
and random play that keeps every disc accounted for."""

from __future__ import annotations

import json
import random

from app.games.top_this import GAME, scoring
from app.games.top_this.actions import Flick, Flip, Pass, Remove, TopThis
from app.games.top_this.components import DISCS
from app.games.top_this.geometry import crust_point
from app.games.top_this.log import describe
from tests.games.top_this.helpers import Discs, in_slice, new, on_line, order_of, recorded_flick

OLIVE2 = order_of("olives", "olives")
MUSH_OLIVE = order_of("mushrooms", "olives")
PEP2 = order_of("peppers", "peppers")


def test_last_tip_taken_play_continues_until_turns_are_equal():
    discs = Discs()
    a, d, p = discs.take("olives"), discs.take("olives"), discs.take("peppers")
    s = new(3, layout={a: (*in_slice(2, 70), "olives"), p: (*in_slice(6, 70), "peppers")},
            hands=[[], [d], []], start=1, orders=[OLIVE2, PEP2])
    # six tips already won by seat 0 earlier; one left on the stack
    s.piles[0]["tips"], s.tips = s.tips[:6], s.tips[6:]
    s.check_invariants()
    s.apply(TopThis(OLIVE2))
    events = s.apply(recorded_flick(d, "olives", crust_point(1.96, 160.0), in_slice(2, 105), touched=[a]))
    assert "end_triggered" in [e.TYPE for e in events] and s.view(0)["end_triggered"]
    s.apply(Remove(a))
    assert s.current_player == 2 and not s.is_over
    s.apply(Flip("peppers"))
    s.apply(Flip("onions"))
    assert s.current_player == 0 and not s.is_over
    s.apply(Flip("peppers"))
    events = s.apply(Flip("onions"))
    assert s.is_over and s.current_player is None and s.legal_actions() == []
    assert events[-1].TYPE == "game_over"
    assert s.view(0)["turns"] == [1, 1, 1]
    s.check_invariants()


def test_last_order_revealed_by_the_last_seat_ends_at_once():
    mo = [d.id for d in DISCS if set(d.faces) == {"mushrooms", "olives"}]
    a, b = mo[0], mo[1]
    s = new(2, layout={a: (*in_slice(0, 60), "olives"), b: (*in_slice(0, 100), "olives")},
            orders=[OLIVE2, PEP2], start=0)
    s.order_deck = s.order_deck[:1]  # the stack is down to its last card (others out of the game)
    s.apply(Flip("olives"))
    s.apply(Flip("mushrooms"))  # seat 0 flipped both away and back: completes OLIVE2
    assert s.view(0)["phase"] == "remove"
    events = s.apply(Remove(a))
    kinds = [e.TYPE for e in events]
    assert kinds.index("orders_revealed") < kinds.index("end_triggered") < kinds.index("turn_passed")
    assert s.current_player == 1 and s.view(0)["order_deck"] == 0
    s.apply(Flip("olives"))
    events = s.apply(Flip("mushrooms"))
    assert s.is_over and s.view(0)["turns"] == [1, 1]
    assert s.winners() == [0] and s.totals() == [2, 0]
    assert s.view(0)["rounds"] == [[2, 0]]


def test_tie_breakers_tips_then_orders_then_a_shared_win():
    # totals equal ($7): more tip money wins
    seven = order_of("olives", "onions", "pepperoni", "peppers")
    assert scoring.winners([([OLIVE2, MUSH_OLIVE], [4]), ([seven], [])]) == [0]  # $2+$3+$2 tip vs $7
    # totals and tips equal: more orders wins
    four = order_of("mushrooms", "mushrooms", "olives", "olives")  # $5
    assert scoring.winners([([four], [0]), ([OLIVE2, MUSH_OLIVE], [1])]) == [1]
    # all equal: shared
    assert scoring.winners([([OLIVE2], [0]), ([PEP2], [1]), ([], [])]) == [0, 1]


def test_shared_win_is_reported_to_the_players():
    s = new(2, layout={}, hands=[[], []], start=0)
    s.order_deck = s.order_deck[:1]
    s.slots[0] = None
    s.apply(Pass())  # seat 0's turn ends; refilling slot 0 reveals the last card
    assert s.view(0)["end_triggered"]
    s.apply(Pass())
    assert s.is_over and s.winners() == [0, 1]
    assert "share the win" in s.view(0)["status"]


def test_one_disc_on_two_completed_slices_is_one_removal_for_both():
    mo = [d.id for d in DISCS if set(d.faces) == {"mushrooms", "olives"}]
    x, a, b = mo[0], mo[1], mo[2]
    discs = Discs(taken=mo)
    d, p = discs.take("onions"), discs.take("peppers")
    layout = {x: (*on_line(1, 80), "olives"), a: (*in_slice(0, 110), "olives"),
              b: (*in_slice(1, 110), "mushrooms"), p: (*in_slice(5, 80), "peppers")}
    s = new(2, layout=layout, hands=[[d], []], orders=[OLIVE2, MUSH_OLIVE, PEP2])
    nudged = on_line(1, 82)
    s.apply(recorded_flick(d, "onions", crust_point(0.78, 165.0), crust_point(0.78, 160.0),
                           touched=[x], moved=[(x, *nudged)]))
    events = s.apply(Flip("peppers"))
    kinds = [e.TYPE for e in events]
    assert kinds.count("order_completed") == 2 and kinds.count("tip_taken") == 1
    assert s.view(0)["pending"]["slices"] == [0, 1]
    events = s.apply(Remove(x))
    assert s.current_player == 1 and events[-1].TYPE == "turn_passed"


def test_random_play_keeps_every_disc_and_card_accounted_for():
    for seed in (3, 4):
        rng = random.Random(seed)
        s = GAME.new_state(2 + seed % 4, seed)
        names = [f"P{i}" for i in range(s.num_players)]
        for ev in s.setup_events:
            describe(ev, names)
        for _ in range(90):
            if s.is_over:
                break
            legal = s.legal_actions()
            flips = [a for a in legal if not isinstance(a, Flick)]
            action = rng.choice(legal if rng.random() < 0.6 or not flips else flips)
            for ev in s.apply(action):
                line = describe(ev, names)
                assert line is None or (isinstance(line, str) and line)
            s.check_invariants()
            json.dumps(s.view(0))
        assert GAME.state_from_json(s.to_json()) == s


def test_a_stacked_game_saves_and_loads_equal():
    discs = Discs()
    a, d = discs.take("olives"), discs.take("onions")
    s = new(2, layout={a: (*in_slice(0, 60), "olives")}, hands=[[d], []], orders=[PEP2], tips=[0, 1, 2, 3, 4])
    s.apply(Flip("olives"))
    loaded = GAME.state_from_json(s.to_json())
    assert loaded == s and loaded.view(1) == s.view(1)
