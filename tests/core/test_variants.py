"""Variants declared, not forwarded hook by hook (app/core/variants.py, issue 26 item 3): the options
choose the rules (from the game's manifest, or as a state class declares) and the engine passes every
hook on to them."""

from __future__ import annotations

import dataclasses

import pytest

from app.core import Action, Event, Game, IllegalAction, State
from app.core.variants import HOOKS, Variants
from app.games import registry
from app.games.top_pop import duo, standard
from app.games.top_pop.cards import LITE, TWO_PLAYER
from app.games.top_pop.rules import GAME as TOP_POP, TopPopState
from tests.support.secretgame import GAME as SECRET_GAME


@dataclasses.dataclass(frozen=True)
class Add(Action):
    TYPE = "add"
    n: int


@dataclasses.dataclass(frozen=True)
class Added(Event):
    TYPE = "added"
    player: int
    n: int


class Up:
    """Count up to 3 by adding 1 or 2; the seats take turns."""

    STEPS = (1, 2)

    @staticmethod
    def setup(state, rng):
        state.count, state.turn = 0, 0
        return []

    @staticmethod
    def current_player(state):
        return state.turn

    @staticmethod
    def is_over(state):
        return state.count >= 3

    @classmethod
    def legal_actions(cls, state):
        return [Add(n) for n in cls.STEPS]

    @staticmethod
    def apply(state, action):
        state.count += action.n
        state.turn = 1 - state.turn
        return [Added(1 - state.turn, action.n)]

    @staticmethod
    def totals(state):
        return [0, 0]

    @staticmethod
    def winners(state):
        return [1 - state.turn]

    @staticmethod
    def view(state, seat):
        return {"count": state.count}

    @staticmethod
    def to_dict(state):
        return {"count": state.count, "turn": state.turn}

    @staticmethod
    def explain(state, action):
        return f"Add 1 or 2, not {action.n}."


class Big(Up):
    """The same, by 2 or 5, and it says no sentence of its own."""

    STEPS = (2, 5)
    explain = None


class CountState(State):
    variants = Variants(lambda options: Big if options.get("steps") == "big" else Up)

    def _totals(self):  # a hook of its own: left alone
        return [self.count, -self.count]


GAME = Game(id="count", title="Count", min_players=2, max_players=2, state_class=CountState, actions=[Add],
            options=("steps",))


def test_the_option_picks_the_rules_and_every_hook_goes_there():
    small, big = GAME.new_state(2, 1), GAME.new_state(2, 1, {"steps": "big"})
    assert small.rules is Up and big.rules is Big
    assert small.legal_actions() == [Add(1), Add(2)] and big.legal_actions() == [Add(2), Add(5)]
    assert big.apply(Add(5)) == [Added(0, 5)] and big.is_over and big.winners() == [0]
    assert small.apply(Add(2), seat=0) == [Added(0, 2)] and small.current_player == 1 and not small.is_over
    assert small.view(1) == {"count": 2} and small.to_dict()["snapshot"] == {"count": 2, "turn": 1}
    assert small.totals() == [2, -2]  # the class's own hook, not the rules'
    assert GAME.state_from_json(small.to_json()) == small


def test_an_optional_hook_the_rules_do_not_write_is_the_engines():
    small, big = GAME.new_state(2, 1), GAME.new_state(2, 1, {"steps": "big"})
    with pytest.raises(IllegalAction, match=r"^Add 1 or 2, not 5\.$"):
        small.apply(Add(5))
    assert big.explain(Add(1)) == "That move is not allowed now."


def test_rules_that_lack_a_hook_are_refused_when_first_used():
    class Broken(State):
        variants = Variants(lambda options: type("Half", (), {"setup": staticmethod(Up.setup)}))

    with pytest.raises(TypeError, match="lack apply, current_player, is_over"):
        Broken(2, 1)
    with pytest.raises(AttributeError, match="declares no variants"):
        SECRET_GAME.new_state(2, 1).rules  # a game that writes its hooks itself has no rules to name


def test_top_pop_s_manifest_chooses_its_rules_and_it_forwards_nothing_by_hand():
    assert TopPopState.variants is not None and registry.get("flip7").state_class.variants is None
    assert [v.rules for v in TOP_POP.info.parts.variants] == ["standard", "standard", "duo"]
    assert TOP_POP.new_state(2, 3, {"variant": TWO_PLAYER}).rules is duo
    assert TOP_POP.new_state(3, 3, {"variant": LITE}).rules is standard and TOP_POP.new_state(4, 3).rules is standard
    for hook in HOOKS:  # every hook the class has is the engine's forwarder or State's own
        fn = vars(TopPopState).get(hook)
        assert fn is None or "app/core/variants.py" in (fn.__doc__ or ""), hook
    state = TOP_POP.new_state(2, 3, {"variant": TWO_PLAYER})
    assert state.hidden_variants(0) and state.check_invariants() is None
    assert state.clone().rules is duo and TOP_POP.state_from_json(state.to_json()).rules is duo


def test_a_check_for_tests_the_rules_do_not_write_says_so():
    with pytest.raises(AttributeError, match="write no hidden_variants"):
        GAME.new_state(2, 1).hidden_variants(0)
