"""Top This! hints: for every kind of decision a position where the Hard bot makes it, and the sentence
names what the move really does (worked out here on its own: the rules apply the move, and the
openings are counted from the board afterwards), from the seat's view only, in both languages."""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from app.core import i18n
from app.games.hints import hint
from app.games.top_this import bots, hints
from app.games.top_this.actions import Flip, Pass, TopThis
from app.games.top_this.components import ORDERS, DISCS, dollars, topping_name
from app.games.top_this.events import OrderCompleted, TopThisFailed
from app.games.top_this.geometry import slices_touched
from app.games.top_this.log import order_name
from app.games.top_this.rules import GAME
from tests.games.top_this.helpers import Discs, in_slice, new, order_of


def _hint(state):
    """What the Hint button shows: the Hard bot's move for the seat to move, and why."""
    seat = state.current_player
    h = hint(GAME, state.view(seat), state.legal_actions(), seat)
    assert h.seat == seat
    return h.action, h.sentence


def _orders(*wanted: int) -> list[int]:
    """The five face-up orders: `wanted` first, then four-topping orders nothing here comes near."""
    out = list(wanted)
    for o in ORDERS:
        if len(out) == 5:
            break
        if o.id not in out and len(o.toppings) == 4 and len(set(o.toppings)) == 4:
            out.append(o.id)
    return out


def _words(action) -> str:
    """The flick's topping as the hand shows the disc: its first face up ("olives"), or turned over
    ("olives, turned over to pepperoni,")."""
    shown = DISCS[action.disc].faces[0]
    if shown == action.face:
        return topping_name(action.face)
    return f"{topping_name(shown)}, turned over to {topping_name(action.face)},"


def _named(o: int) -> str:
    return f"the {order_name(o)} order ({dollars(ORDERS[o].value)})"


def _openings(view: dict, exclude=(), orders=None) -> list[int]:
    """Face-up orders (of `orders`, default the view's) some slice misses by exactly one topping,
    holding nothing else (counted here from the view's board, not with the bot's helper)."""
    slices = [Counter() for _ in range(8)]
    for d in view["board"]:
        for k in slices_touched(d["x"], d["y"]):
            slices[k][d["face"]] += 1
    out = []
    for o in view["orders"] if orders is None else orders:
        want = Counter(o["toppings"])
        if o["id"] in exclude:
            continue
        if any(sum(s.values()) == len(o["toppings"]) - 1 and not (s - want) for s in slices):
            out.append(o["id"])
    return out


def _after(state, action):
    """The state after `action` (on a copy) and the events it made."""
    after = copy.deepcopy(state)
    events = after.apply(action)
    return after, events


def _completed(events) -> list[int]:
    return [e.order for e in events if isinstance(e, OrderCompleted)]


# ---- positions ------------------------------------------------------------------------------------
def _pepperoni_slice():
    """A pepperoni on slice 0, a mushroom on slice 4; the player holds a pepperoni; "2 pepperoni" is up."""
    ds = Discs()
    p1, p2, m, other = ds.take("pepperoni"), ds.take("pepperoni"), ds.take("mushrooms"), ds.take("olives")
    layout = {p1: (*in_slice(0, 90), "pepperoni"), m: (*in_slice(4, 90), "mushrooms")}
    o = order_of("pepperoni", "pepperoni")
    return new(2, layout=layout, hands=[[p2], [other]], orders=_orders(o)), o


def _flip_slice():
    """Slice 2: an olive and a disc showing mushrooms with pepperoni underneath... the player holds
    nothing, so flips are all there is; "olives + pepperoni" is up."""
    ds = Discs()
    olive = ds.take("olives")
    turn = next(d.id for d in DISCS if set(d.faces) == {"mushrooms", "pepperoni"} and d.id != olive)
    ds.taken.add(turn)
    far = ds.take("onions")
    layout = {olive: (*in_slice(2, 60), "olives"), turn: (*in_slice(2, 100), "mushrooms"),
              far: (*in_slice(6, 90), "onions")}
    o = order_of("olives", "pepperoni")
    return new(2, layout=layout, hands=[[], [ds.take("peppers")]], orders=_orders(o)), o


def _top_this_slice():
    """Two olives on slice 0; the player holds a peppers disc; "2 olives + peppers" ($4) is up."""
    ds = Discs()
    a, b, pep, other = ds.take("olives"), ds.take("olives"), ds.take("peppers"), ds.take("onions")
    layout = {a: (*in_slice(0, 70), "olives"), b: (*in_slice(0, 100), "olives")}
    o = order_of("olives", "olives", "peppers")
    return new(2, layout=layout, hands=[[pep], [other]], orders=_orders(o)), o


# ---- every kind of decision ------------------------------------------------------------------------
def test_flick_as_the_first_action_keeps_the_slice_for_the_second():
    state, o = _pepperoni_slice()
    action, sentence = _hint(state)
    assert action.TYPE == "flick"
    after, _ = _after(state, action)
    # the bot's flick does make the order (the check comes after the second action): a flip
    # elsewhere as the second action completes it
    _, events = _after(after, Flip("mushrooms"))
    assert _completed(events) == [o]
    assert sentence == (f"Flick your {_words(action)} here: it already makes {_named(o)}; keep that slice as it is "
                        "with your second action.")


def test_flick_as_the_last_action_completes_an_order():
    state, o = _pepperoni_slice()
    state.apply(Flip("mushrooms"))  # the first action elsewhere: the flick is the turn's last
    action, sentence = _hint(state)
    assert action.TYPE == "flick"
    after, events = _after(state, action)
    assert _completed(events) == [o]
    left = _openings(after.view(0), exclude=[o])
    assert left == []
    assert sentence == f"Flick your {_words(action)} here: it completes {_named(o)} and leaves no open slice."


def test_flip_completes_an_order_and_the_removal_names_the_topping_and_what_is_left():
    state, o = _flip_slice()
    state.apply(Flip("onions"))  # the far disc: nothing comes of it
    action, sentence = _hint(state)
    assert action == Flip("mushrooms")
    after, events = _after(state, action)
    assert _completed(events) == [o]
    assert sentence == f"Flip the mushrooms: it completes {_named(o)} and leaves no open slice."
    # the removal that follows
    assert after.view(0)["phase"] == "remove"
    action, sentence = _hint(after)
    assert action.TYPE == "remove"
    face = after.view(0)["board"]
    face = next(d["face"] for d in face if d["id"] == action.disc)
    gone, _ = _after(after, action)
    left = _openings(gone.view(1), orders=after.view(0)["orders"])  # the orders the seat saw
    if left:
        best = max(left, key=lambda x: ORDERS[x].value)
        assert sentence == (f"Take off the {topping_name(face)}: it leaves {{p1}} the least, a slice one topping "
                            f"short of {_named(best)}.")
    else:
        assert sentence == f"Take off the {topping_name(face)}: it leaves {{p1}} no slice one topping short of an order."


def test_flip_as_the_first_action_says_the_order_is_made_already():
    state, o = _flip_slice()
    action, sentence = _hint(state)
    assert action == Flip("mushrooms")
    assert sentence == (f"Flip the mushrooms: it already makes {_named(o)}; keep that slice as it is with your "
                        "second action.")


def test_top_this_and_its_flick():
    state, o = _top_this_slice()
    action, sentence = _hint(state)
    assert action == TopThis(o)
    assert ORDERS[o].value == 4
    assert sentence == (f"Top This! on {_named(o)}: one flick can complete it, for $4 and a tip instead of a "
                        "regular turn.")
    state.apply(action)
    action, sentence = _hint(state)
    assert action.TYPE == "flick"
    after, events = _after(state, action)
    if _completed(events):
        assert _completed(events) == [o]
        assert sentence == f"Flick your {_words(action)} here: it completes {_named(o)} you declared, and earns a tip."
    else:
        assert any(isinstance(e, TopThisFailed) for e in events)
        assert sentence == f"Flick your {_words(action)} here: it is the best try at {_named(o)} you declared."


def test_pass_when_there_is_nothing_to_do():
    state = new(2, layout={}, hands=[[], [0]])
    action, sentence = _hint(state)
    assert action == Pass()
    assert sentence == "Pass: you have no topping to add and nothing on the pizza to flip."


def test_flick_on_the_empty_pizza():
    state = new(2, layout={}, hands=[[5], [0]])
    action, sentence = _hint(state)
    assert action.TYPE == "flick"
    assert sentence == f"Flick your {_words(action)} here: the pizza is empty, so it stays where it stops."


def test_a_spoiling_flick_names_the_order_it_takes_from_the_next_player():
    """The last action, nothing to complete: the bot breaks up the slice the next player could
    finish, and the sentence names that order."""
    ds = Discs()
    a, b, m = ds.take("olives"), ds.take("olives"), ds.take("mushrooms")
    hand = [ds.take("onions")]
    layout = {a: (*in_slice(0, 75), "olives"), b: (*in_slice(0, 105), "olives"), m: (*in_slice(4, 90), "mushrooms")}
    o = order_of("olives", "olives", "peppers")
    state = new(2, layout=layout, hands=[hand, [ds.take("onions")]], orders=_orders(o))
    state.apply(Flip("mushrooms"))
    before = _openings(state.view(0))
    assert before == [o]
    action, sentence = _hint(state)
    after, events = _after(state, action)
    if action.TYPE == "flick" and not _completed(events) and o not in _openings(after.view(0)):
        assert sentence == (f"Flick your {_words(action)} here: it spoils the slice one topping short of "
                            f"{_named(o)} that {{p1}} could finish.")
    else:  # the bot found something better: then the sentence must not claim a spoil
        assert "spoils" not in sentence


# ---- only the seat's view; both languages ------------------------------------------------------------
def test_the_sentence_reads_nothing_hidden():
    """The bag's draw order and the order deck below the face-up cards are all a seat cannot see:
    two games that differ only there give the same views and the same sentences."""
    base, o = _pepperoni_slice()
    opts = copy.deepcopy(base.options)
    other_opts = copy.deepcopy(opts)
    opts["bag"] = sorted(base.bag)[:6]
    other_opts["bag"] = sorted(base.bag)[-6:]
    other_opts["orders"] = opts["orders"] + [x for x in range(30) if x not in opts["orders"]][::-1]
    one, two = GAME.new_state(2, 1, opts), GAME.new_state(2, 1, other_opts)
    assert one.forced_draws != two.forced_draws and one.order_deck != two.order_deck
    assert one.view(0) == two.view(0)
    for state in (one, two):
        state.apply(Flip("mushrooms"))
    a1, s1 = _hint(one)
    a2, s2 = _hint(two)
    assert a1 == a2 and s1 == s2


@pytest.mark.parametrize("make", [_pepperoni_slice, _flip_slice, _top_this_slice])
def test_german_sentences_differ_from_english(make):
    state, _ = make()
    seat = state.current_player
    view = state.view(seat)
    action = bots.make_bot("hard", seat, 0).choose(copy.deepcopy(view), state.legal_actions())
    english = hints.reason(view, action, seat)
    with i18n.use("de"):
        german = hints.reason(view, action, seat)
    assert german.strip() and german != english
    # the sentence itself is German, not only the toppings' names in it
    assert english.split(":")[0] not in german, german
    with i18n.use("de"):
        german = hints.reason(new(2, layout={}, hands=[[], [0]]).view(0), Pass(), 0)
    assert german.startswith("Passen:"), german
