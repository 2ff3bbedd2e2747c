"""Ruling: with no topping on the pizza there is nothing to hit, so a flicked topping that comes to
rest on the pizza stays there (docs/rulings.md, Top This! rule 7). Without it an emptied pizza
could never fill again and the game could never end."""

from __future__ import annotations

import pytest

from app.games.top_this import GAME
from app.games.top_this.actions import Flick, TopThis
from app.games.top_this.components import DISCS, ORDERS
from app.games.top_this.geometry import crust_point, slices_touched
from tests.games.top_this.helpers import Discs, in_slice, new, recorded_flick


def test_on_an_empty_pizza_a_flicked_topping_that_rests_on_it_stays():
    s = new(2, layout={}, hands=[[1, 2, 3, 4], [5, 6, 7, 8]])
    face = DISCS[1].faces[0]
    events = s.apply(Flick(1, face, *crust_point(0.0, 160.0), -700.0, 0.0))  # slides ~100 mm inwards
    assert [e.TYPE for e in events] == ["flicked", "landed"]
    assert list(s.board) == [1] and s.board[1][2] == face and 1 not in s.bag
    assert slices_touched(s.board[1][0], s.board[1][1])  # on the sauce, not only the crust
    assert s.view(0)["touched"] == [1] and s.view(0)["actions_left"] == 1
    s.check_invariants()
    # the next flick has something to hit: missing it is a miss again
    events = s.apply(Flick(2, DISCS[2].faces[0], *crust_point(3.0, 160.0), 0.0, 0.0))
    assert [e.TYPE for e in events][:2] == ["flicked", "missed"] and 2 in s.bag
    assert GAME.state_from_json(s.to_json()) == s


def test_a_topping_flicked_off_an_empty_pizza_goes_back_to_the_bag():
    s = new(2, layout={}, hands=[[1], []])
    events = s.apply(recorded_flick(1, DISCS[1].faces[0], crust_point(0.0, 160.0), None, speed=2000.0))
    assert [e.TYPE for e in events][:2] == ["flicked", "missed"]
    assert not s.board and 1 in s.bag


def test_a_pizza_emptied_by_a_knock_fills_again_and_the_game_ends():
    """The reviewer's case: the only topping is knocked off and play went on for ever."""
    d = Discs(taken=range(2, 9))
    a, h = d.take("olives"), d.take("onions")
    s = new(2, layout={a: (*in_slice(4, 120), "olives")}, hands=[[h, 2, 3, 4], [5, 6, 7, 8]], seed=4)
    s.apply(recorded_flick(h, "onions", crust_point(3.6, 160.0), None, touched=[a], fell=[a], speed=2000.0))
    assert not s.board
    n = 0
    while not s.is_over and n < 1500:
        s.apply(s.legal_actions()[-1])
        n += 1
    assert s.is_over, (n, len(s.board), s.turns)
    s.check_invariants()


@pytest.mark.parametrize("on_board", [0, 1, 2])
def test_top_this_is_offered_only_for_orders_one_more_topping_could_fill(on_board):
    spots = [(*in_slice(0, 60), "olives"), (*in_slice(4, 60), "olives")][:on_board]
    d = Discs()
    layout = {d.take("olives"): spot for spot in spots}
    s = new(2, layout=layout, hands=[[d.take("onions")], []])
    offered = {a.order for a in s.legal_actions() if isinstance(a, TopThis)}
    face_up = [o for o in s.slots if o is not None]
    assert offered == {o for o in face_up if len(ORDERS[o].toppings) <= on_board + 1}
    for o in face_up:  # declaring stays allowed (the rulebook allows it); it is only not offered
        assert s.is_legal(TopThis(o))
