"""Top This! hints say what the player sees and why the move itself is good (issue 27): a flick names
the disc by the face the hand shows up and, when it must be turned over, the face to flick, in the
table's words; an opening named "for your second action" is one the move makes, on the flicked disc's
slice, so the flicked topping is part of that order (docs/rulings.md, "Every game: what a hint may
tell")."""

from __future__ import annotations

from app.core import i18n
from app.games.top_this import hints
from app.games.top_this.components import DISCS, ORDERS, dollars, topping_name
from app.games.top_this.log import order_name
from tests.games.top_this.helpers import Discs, in_slice, new, order_of, recorded_flick


def _four_topping_orders(*first: int) -> list[int]:
    """Five face-up orders: `first`, then four-topping orders nothing here comes near."""
    out = list(first)
    out += [o.id for o in ORDERS if len(set(o.toppings)) == 4 and o.id not in out][:5 - len(out)]
    return out


def _named(o: int) -> str:
    return f"the {order_name(o)} order ({dollars(ORDERS[o].value)})"


def _disc(face: str, shown_up: bool, taken=()) -> int:
    """A disc with `face`, shown up in the hand (its first face) or underneath."""
    return next(d.id for d in DISCS if d.id not in taken and (d.faces[0] == face) == shown_up and face in d.faces)


def _board_and_flick(order_ids: list[int], onion: int):
    """Slice 0 holds mushrooms and olives (one topping short of "mushrooms + olives + peppers");
    slice 4 a pepperoni. The player's first action: an onions flick from the crust by slice 4 that
    taps the pepperoni and stops beside it on slice 4."""
    ds = Discs(taken={onion})
    m, o, p = ds.take("mushrooms"), ds.take("olives"), ds.take("pepperoni")
    layout = {m: (*in_slice(0, 70), "mushrooms"), o: (*in_slice(0, 105), "olives"), p: (*in_slice(4, 90), "pepperoni")}
    state = new(2, layout=layout, hands=[[onion], [ds.take("peppers")]], orders=order_ids)
    flick = recorded_flick(onion, "onions", in_slice(4, 160), in_slice(4, 116), touched=[p])
    return state, flick


def test_a_flick_of_the_face_underneath_names_the_face_shown_and_the_face_to_flick():
    onion = _disc("onions", shown_up=False)
    shown = DISCS[onion].faces[0]
    state, flick = _board_and_flick(_four_topping_orders(), onion)
    sentence = hints.reason(state.view(0), flick, 0)
    assert sentence.startswith(f"Flick your {topping_name(shown)}, turned over to onions, here: "), sentence
    with i18n.use("de"):
        german = hints.reason(state.view(0), flick, 0)
        assert german.startswith(f"Schnipp deine {topping_name(shown)}, umgedreht auf Zwiebeln, hierhin: "), german
    up = _disc("onions", shown_up=True)
    state, flick = _board_and_flick(_four_topping_orders(), up)
    assert hints.reason(state.view(0), flick, 0).startswith("Flick your onions here: ")


def test_an_open_slice_the_flick_did_not_make_is_no_reason_for_it():
    """The issue's sentence: "Flick your onions here: it leaves a slice one topping short of the
    mushrooms + olives + peppers order, for your second action" though that slice was open before and
    needs no onions."""
    mop = order_of("mushrooms", "olives", "peppers")
    onion = _disc("onions", shown_up=True)
    state, flick = _board_and_flick(_four_topping_orders(mop), onion)
    sentence = hints.reason(state.view(0), flick, 0)
    assert "one topping short" not in sentence, sentence
    assert sentence == "Flick your onions here: it hits the pepperoni and knocks nothing off."


def test_an_opening_for_the_second_action_holds_the_flicked_topping():
    mop = order_of("mushrooms", "olives", "peppers")
    made = next(o.id for o in ORDERS if len(o.toppings) == 3 and set(o.toppings) >= {"onions", "pepperoni"}
                and len(set(o.toppings)) == 3)
    onion = _disc("onions", shown_up=True)
    for first in ([mop, made], [made, mop]):
        state, flick = _board_and_flick(_four_topping_orders(*first), onion)
        sentence = hints.reason(state.view(0), flick, 0)
        assert sentence == (f"Flick your onions here: it leaves a slice one topping short of {_named(made)}, for "
                            "your second action.")
        assert "onions" in ORDERS[made].toppings
