"""Actions built in code with a wrong-typed field are refused with a sentence and change nothing.

For every registered game (and the secret test game) and every action class, wrong values are made
from each field's type hint (a bool or a float for an int, text for a number, NaN, a list for a tuple,
text or a dict for a record, None for a required field, and the same inside nested records such as a
flick's recorded outcome); each must raise IllegalAction with a sentence, leave `to_json()` byte for
byte as it was, and the JSON must still load.
"""

from __future__ import annotations

import dataclasses
import math
import random
import types
import typing

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core import IllegalAction, Record
from app.games import registry
from app.games.top_this.actions import Flick, Remove, TopThis
from app.physics import FlickOutcome
from app.physics.outcome import DiscAt
from tests.core.words import assert_player_sentence
from tests.support import GAME as SECRET_GAME

GAMES = [*registry.all(), SECRET_GAME]
#: a wrong-typed field is refused by the type check itself, with this sentence shape
TYPE_SENTENCE = r"^In .+, .+ (should be .+|is not written the way it should be)\.$"


def _hints(cls):
    return typing.get_type_hints(cls)


def _options(hint):
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return typing.get_args(hint)
    return (hint,)


def valid(hint):
    """A value of exactly `hint`'s kind."""
    options = [o for o in _options(hint) if o is not type(None)]
    if not options:
        return None
    hint = options[0]
    if hint is bool:
        return True
    if hint is int:
        return 1
    if hint is float:
        return 0.5
    if hint is str:
        return "onions"
    if typing.get_origin(hint) is tuple:
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return (valid(args[0]),)
        return tuple(valid(a) for a in args)
    if isinstance(hint, type) and issubclass(hint, Record):
        return build(hint)
    raise AssertionError(f"no valid value for {hint!r}")


def build(cls, **changes):
    hints = _hints(cls)
    values = {f.name: valid(hints[f.name]) for f in dataclasses.fields(cls)}
    values.update(changes)
    return cls(**values)


def wrong(hint):
    """Values that are not of `hint`'s kind (nested records and tuples: wrong inside too)."""
    options = _options(hint)
    optional = type(None) in options
    out = []
    for option in (o for o in options if o is not type(None)):
        if option is int:
            out += [True, False, 19.0, 1.5, "3", float("nan"), (1,)]
        elif option is float:
            out += [True, "1.0", float("nan"), float("inf"), -float("inf"), 10**400, (0.5,)]
        elif option is str:
            out += [3, 1.0, True, ("onions",), b"onions"]
        elif option is bool:
            out += [1, 0, "true", 1.0]
        elif typing.get_origin(option) is tuple:
            args = typing.get_args(option)
            element = args[0]
            good = valid(option)
            out += [list(good), "()", 0]
            if len(args) == 2 and args[1] is Ellipsis:
                out += [(w,) for w in wrong(element)] + [(good[0], w) for w in wrong(element)[:2]]
            else:
                out += [good[:-1], good + good[:1]]
                for i, a in enumerate(args):
                    out += [good[:i] + (w,) + good[i + 1:] for w in wrong(a)]
        elif isinstance(option, type) and issubclass(option, Record):
            good = build(option)
            out += ["boom", 3, good.to_dict(), (good,)]
            out += [other for other in (DiscAt(1, 0.0, 0.0), FlickOutcome()) if not isinstance(other, option)][:1]
            hints = _hints(option)
            for f in dataclasses.fields(option):
                out += [dataclasses.replace(good, **{f.name: w}) for w in wrong(hints[f.name])]
        else:
            raise AssertionError(f"no wrong values for {option!r}")
    if not optional:
        out.append(None)
    return out


def wrong_actions(game):
    """(field, wrong value, action) for every field of every action class of `game`."""
    for cls in game.action_classes.values():
        hints = _hints(cls)
        for f in dataclasses.fields(cls):
            for value in wrong(hints[f.name]):
                yield f.name, value, build(cls, **{f.name: value})


def positions(game):
    """A new game and positions a few random legal moves in (another phase, another player)."""
    rng = random.Random(game.id)
    state = game.new_state(game.min_players, seed=3)
    yield state.clone()
    for moves in (4, 9):
        while len(state.history) < moves and not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        yield state.clone()


def assert_refused(game, state, action):
    before = state.to_json()
    with pytest.raises(IllegalAction, match=TYPE_SENTENCE) as info:
        state.apply(action)
    assert_player_sentence(str(info.value))
    assert state.to_json() == before
    assert not state.is_legal(action)
    assert game.state_from_json(before) == state


TRIED: dict[str, int] = {}


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_wrong_typed_field_of_every_action_is_refused(game):
    tried = 0
    for state in positions(game):
        for _field, _value, action in wrong_actions(game):
            assert_refused(game, state, action)
            tried += 1
    TRIED[game.id] = tried
    print(f"{game.id}: {tried} wrong-typed actions refused")
    if any(dataclasses.fields(cls) for cls in game.action_classes.values()):
        assert tried > 0


def test_the_generated_actions_cover_every_field_and_nested_outcome():
    made = {(game.id, field) for game in GAMES for field, _v, _a in wrong_actions(game)}
    assert {("flip7", "player"), ("top_this", "disc"), ("top_this", "face"), ("top_this", "x"),
            ("top_this", "outcome"), ("top_this", "order"), ("top_this", "topping")} <= made
    outcomes = [a.outcome for g in GAMES for f, _v, a in wrong_actions(g) if f == "outcome"]
    assert any(isinstance(o, FlickOutcome) and o.moved and isinstance(o.moved[0], DiscAt)
               and isinstance(o.moved[0].x, float) and math.isnan(o.moved[0].x) for o in outcomes)
    assert any(isinstance(o, FlickOutcome) and o.frames is None for o in outcomes)


def _junk():
    return st.one_of(st.booleans(), st.floats(), st.text(max_size=4), st.none(), st.binary(max_size=2),
                     st.lists(st.integers(), max_size=2), st.dictionaries(st.text(max_size=2), st.integers(),
                                                                            max_size=1))


def _is_exactly(value, hint) -> bool:
    """Is `value` (a junk scalar, list or dict) of `hint`'s kind? Junk is never a tuple or record."""
    for option in _options(hint):
        if option is type(None) and value is None:
            return True
        if option is int and type(value) is int:
            return True
        if option is float and type(value) in (int, float) and math.isfinite(value):
            return True
        if option is str and type(value) is str:
            return True
    return False


FIELDS = [(game, cls, f.name) for game in GAMES for cls in game.action_classes.values()
          for f in dataclasses.fields(cls)]


@pytest.mark.parametrize("game, cls, name", FIELDS, ids=[f"{g.id}-{c.TYPE}-{n}" for g, c, n in FIELDS])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(value=_junk())
def test_any_junk_value_in_a_field_is_refused_or_fits(game, cls, name, value):
    """Property: junk in a field is refused with a sentence unless it is of the field's kind."""
    if _is_exactly(value, _hints(cls)[name]):
        return
    state = game.new_state(game.min_players, seed=1)
    assert_refused(game, state, build(cls, **{name: value}))


@pytest.fixture
def top_this():
    return registry.get("top_this").new_state(2, seed=1)


@pytest.mark.parametrize("action", [
    Flick(31.0, "onions", 0.0, 160.0, 0.0, -1.0),
    Flick(2, "mushrooms", -154.9, -39.9, 646.7, 166.6, outcome="boom"),
    TopThis(19.0),
    TopThis(True),
    Flick(disc=True, face="mushrooms", x=-154.9, y=-39.9, vx=646.7, vy=166.6),
    Remove(6.0),
], ids=["flick-float-disc", "flick-text-outcome", "top-this-float", "top-this-bool", "flick-bool-disc",
        "remove-float"])
def test_the_reported_wrong_typed_actions_are_refused(top_this, action):
    assert_refused(registry.get("top_this"), top_this, action)


def test_the_reported_sentences(top_this):
    cases = [
        (TopThis(19.0), "In a Top This! call, the order it points at should be a whole number."),
        (Remove(6.0), "In a removal of a topping, the topping to remove should be a whole number."),
        (Flick(2, "mushrooms", 0.0, 0.0, 1.0, 1.0, outcome="boom"),
         "In a flick, its recorded result is not written the way it should be."),
        (Flick(2, "mushrooms", 0.0, 0.0, 1.0, 1.0, outcome=FlickOutcome(fell=(1.5,))),
         "In a flick, a topping that fell off should be a whole number."),
        (Flick(2, "mushrooms", 0.0, 0.0, 1.0, 1.0, outcome=FlickOutcome(moved=[DiscAt(2, 0.0, 0.0)])),
         "In a flick, something in its recorded result should be a list."),
        (Flick(2, 7, 0.0, 0.0, 1.0, 1.0), "In a flick, the face of its topping should be text."),
        (Flick(2, "mushrooms", math.nan, 0.0, 1.0, 1.0),
         "In a flick, the starting spot of its topping (across) should be a finite number."),
    ]
    for action, sentence in cases:
        with pytest.raises(IllegalAction) as info:
            top_this.apply(action)
        assert str(info.value) == sentence


def test_a_whole_number_where_a_number_is_asked_is_accepted_and_saved(top_this):
    """The type hints' numeric tower: an int is a fine float (a flick at x=0); it saves and loads."""
    legal = next(a for a in top_this.legal_actions() if isinstance(a, Flick))
    whole = dataclasses.replace(legal, vx=round(legal.vx), vy=round(legal.vy))
    top_this.apply(whole)
    assert isinstance(top_this.history[-1].vx, int)
    assert registry.get("top_this").state_from_json(top_this.to_json()) == top_this
