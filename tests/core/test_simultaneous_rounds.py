"""The engine's simultaneous rounds (app/core/simultaneous.py, issue 26 item 4): every seat chooses in
secret, one seat at a time, and the last choice reveals them all together, in seat order. A tiny game
of its own (Odd One Out) records what the engine hands to its hooks."""

from __future__ import annotations

import dataclasses
import json

import pytest

from app.core import SIMULTANEOUS, TURN_BASED, Action, Event, Game, IllegalAction, SimultaneousState, State


@dataclasses.dataclass(frozen=True)
class Pick(Action):
    TYPE = "pick"
    WORDS = "a pick"
    colour: str


@dataclasses.dataclass(frozen=True)
class Picked(Event):
    TYPE = "picked"
    VISIBLE = "actor"
    SECRET_FIELDS = ("colour",)
    player: int
    colour: str | None


@dataclasses.dataclass(frozen=True)
class Shown(Event):
    TYPE = "shown"
    VISIBLE = "all"
    REVEALS = True
    colours: tuple[str, ...]


COLOURS = ("red", "blue", "green")


class OddState(SimultaneousState):
    """Two rounds; a seat may not pick the colour it picked in the round before."""

    def _setup(self, rng):
        self.round = 0
        self.last: list[str | None] = [None] * self.num_players
        self.reveals: list[tuple[str, ...]] = []
        #: what the engine handed to `_chose`, in order (for the tests)
        self.calls: list[tuple] = []
        return []

    def _is_over(self):
        return self.round >= 2

    def _choices(self, seat):
        return [Pick(c) for c in COLOURS if c != self.last[seat]]

    def _chose(self, seat, action):
        self.calls.append(("chose", seat, action.colour))
        return [Picked(seat, action.colour)]

    def _reveal(self, choices):
        colours = tuple(choice.colour for choice in choices)
        self.calls.append(("reveal", colours))
        self.reveals.append(colours)
        self.last = list(colours)
        self.round += 1
        return [Shown(colours)]

    def _totals(self):
        return [0] * self.num_players

    def _winners(self):
        return list(range(self.num_players))

    def _view(self, seat):
        mine = None if seat is None else self.choice_seen_by(seat, seat)
        return {"chosen": self.chosen(), "mine": None if mine is None else mine.colour,
                "reveals": [list(r) for r in self.reveals]}

    def _to_dict(self):
        return {"round": self.round, "choices": [None if c is None else c.colour for c in self.choices],
                "last": list(self.last), "reveals": [list(r) for r in self.reveals]}


ODD = Game(id="odd", title="Odd One Out", min_players=2, max_players=4, state_class=OddState, actions=[Pick],
           has_secrets=True)


def test_a_game_of_simultaneous_rounds_declares_them_by_its_state():
    assert ODD.dynamics == SIMULTANEOUS
    again = Game(id="odd2", title="Odd Two", min_players=2, max_players=4, state_class=type("S", (OddState,), {}),
                 actions=[Pick], has_secrets=True, dynamics=SIMULTANEOUS)
    assert again.dynamics == SIMULTANEOUS
    with pytest.raises(ValueError, match="needs a state of them"):  # declared, but nobody runs the rounds
        Game(id="x", title="X", min_players=2, max_players=2, state_class=type("T", (State,), {}), actions=[Pick],
             has_secrets=True, dynamics=SIMULTANEOUS)
    with pytest.raises(ValueError, match="needs a state of them"):
        Game(id="y", title="Y", min_players=2, max_players=2, state_class=type("U", (OddState,), {}),
             actions=[Pick], has_secrets=True, dynamics=TURN_BASED)


def test_a_choice_is_hidden_from_the_others_until_every_seat_has_chosen():
    state = ODD.new_state(3, seed=1)
    assert state.current_player == 0 and state.chosen() == [False, False, False]
    events = state.apply(Pick("red"), seat=0)
    assert events == [Picked(0, "red")]
    assert ODD.events_for(events, 0) == [Picked(0, "red")]
    assert ODD.events_for(events, 1) == ODD.events_for(events, None) == [Picked(0, None)]
    assert state.current_player == 1 and state.chosen() == [True, False, False]
    assert state.view(0)["mine"] == "red" and state.view(1)["mine"] is None and state.view(None)["mine"] is None
    assert state.choice_seen_by(0, 0) == Pick("red")
    assert state.choice_seen_by(0, 1) is None and state.choice_seen_by(0, None) is None
    events = state.apply(Pick("blue"), seat=1)
    assert [ODD.events_for(events, seat) for seat in (0, 2)] == [[Picked(1, None)]] * 2
    assert state.view(2)["reveals"] == [] and state.view(2)["chosen"] == [True, True, False]
    with pytest.raises(IllegalAction, match="not your turn"):  # a seat that chose may not choose again
        state.apply(Pick("green"), seat=0)


def test_the_last_choice_reveals_all_of_them_in_seat_order_and_starts_a_new_round():
    state = ODD.new_state(3, seed=1)
    state.apply(Pick("red"))
    state.apply(Pick("blue"))
    events = state.apply(Pick("red"))
    assert events == [Picked(2, "red"), Shown(("red", "blue", "red"))]  # the choice first, then one reveal
    assert [ODD.events_for(events, seat)[-1] for seat in (0, 1, 2, None)] == [Shown(("red", "blue", "red"))] * 4
    assert state.calls == [("chose", 0, "red"), ("chose", 1, "blue"), ("chose", 2, "red"),
                           ("reveal", ("red", "blue", "red"))]
    assert state.choices == [None, None, None] and state.current_player == 0 and state.actors == [0, 1, 2]
    # the game's own rules for the next round: no seat picks its last colour again
    assert state.legal_actions() == [Pick("blue"), Pick("green")]
    assert not state.is_legal(Pick("red"))
    for colour in ("blue", "green", "green"):
        state.apply(Pick(colour))
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    assert state.view(1)["reveals"] == [["red", "blue", "red"], ["blue", "green", "green"]]


def test_a_round_half_chosen_goes_through_json_undo_and_clone_unchanged():
    state = ODD.new_state(3, seed=5)
    for colour in ("green", "red", "blue", "red"):
        state.apply(Pick(colour))
    assert state.choices == [Pick("red"), None, None]
    loaded = ODD.state_from_json(state.to_json())
    assert loaded == state and loaded.choices == [Pick("red"), None, None] and loaded.current_player == 1
    assert json.loads(state.to_json())["snapshot"]["choices"] == ["red", None, None]
    undone = ODD.replay(3, 5, {}, state.history[:-1])  # undo of the last choice: back before the reveal's round
    assert undone.choices == [None, None, None] and undone.reveals == [("green", "red", "blue")]
    undone = ODD.replay(3, 5, {}, state.history[:2])  # undo into a round: the earlier choices are kept
    assert undone.choices == [Pick("green"), Pick("red"), None] and undone.current_player == 2
    copy = state.clone()
    copy.apply(Pick("green"))
    assert state.choices == [Pick("red"), None, None] and copy.choices == [Pick("red"), Pick("green"), None]
