"""Seats, dynamics and secrets in the engine contract (issue 8, part 3): the history records which seat
took each action, `apply(action, seat=...)` refuses another seat's move, saves carry the seats (and
saves written before them still load), a game declares its dynamics, and an event of a game with
secrets that does not say who may see it is shown to nobody."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from app.core import SIMULTANEOUS, TURN_BASED, Event, Game, IllegalAction, SaveFormatError
from app.games import registry
from app.persistence import saves
from app.persistence.seats import SeatConfig
from tests.support.secretgame import GAME as SECRET_GAME
from tests.support.secretgame.rules import HighcardState, Pass, Peek
from tests.support.simulgame import GAME as SIMUL_GAME
from tests.support.simulgame.rules import Choose, Chose

#: a Secret Highcard save written by Top Five before seats were recorded (no "seats" key): four moves
#: of seats 0, 0, 1 and 2
OLD_SAVE = ('{"actions":[{"type":"peek"},{"type":"pass"},{"type":"pass"},{"type":"peek"}],"format":"top-five-state",'
            '"game":"secretgame","options":{"rounds":1},"players":3,"seed":7,"snapshot":{"deck":[10,9,7,6,3,1,10,5,2,'
            '12,4,6,8,4,1,11,2,11,8,12,9],"hands":[5,7,3],"over":false,"peeked":9,"rng":18327001340508785315,'
            '"round":0,"rounds":[],"turns_taken":2},"version":1}')


def _played(game, players, seed, moves):
    state = game.new_state(players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


# ---- the history records the seats ---------------------------------------------------------------
def test_the_history_records_which_seat_took_each_action():
    state = SECRET_GAME.new_state(3, seed=7, options={"rounds": 1})
    for action in (Peek(), Pass(), Pass(), Peek()):
        state.apply(action)
    assert state.actors == [0, 0, 1, 2]
    assert state.to_dict()["seats"] == [0, 0, 1, 2]
    assert state.clone().actors == [0, 0, 1, 2]


@pytest.mark.parametrize("game", registry.all() + [SECRET_GAME, SIMUL_GAME], ids=lambda g: g.id)
def test_every_action_records_the_seat_that_was_to_move(game):
    state = game.new_state(game.min_players, seed=11)
    movers = []
    rng = random.Random(5)
    while not state.is_over and len(movers) < 60:
        movers.append(state.current_player)
        state.apply(rng.choice(state.legal_actions()), seat=state.current_player)
    assert state.actors == movers and len(state.actors) == len(state.history)


def test_apply_by_another_seat_is_not_its_turn_and_changes_nothing():
    state = SECRET_GAME.new_state(3, seed=2)
    state.apply(Pass(), seat=0)
    before = state.to_json()
    for seat in (0, 2):
        with pytest.raises(IllegalAction) as info:
            state.apply(Pass(), seat=seat)
        assert str(info.value) == "It is not your turn: it is Player 2's turn."
        assert not state.is_legal(Pass(), seat) and state.is_legal(Pass(), 1) and state.is_legal(Pass())
    assert state.to_json() == before
    for seat in (3, -1, True, "1", 1.0):
        with pytest.raises(IllegalAction, match="not a seat of this game: it is played by 3 players"):
            state.apply(Pass(), seat=seat)
    assert state.to_json() == before
    state.apply({"type": "pass"}, seat=1)  # a dict, as a click sends it, by the right seat
    assert state.actors == [0, 1]


def test_not_your_turn_in_a_simultaneous_game_names_the_seat_still_to_choose():
    state = SIMUL_GAME.new_state(3, seed=1)
    state.apply(Choose(2), seat=0)
    with pytest.raises(IllegalAction, match=r"^It is not your turn: it is Player 2's turn\.$"):
        state.apply(Choose(3), seat=0)  # seat 0 has chosen: it may not choose again


def test_a_move_after_the_end_says_the_game_is_over_whoever_makes_it():
    state = SIMUL_GAME.new_state(2, seed=1, options={"rounds": 1})
    state.apply(Choose(1), seat=0)
    state.apply(Choose(2), seat=1)
    with pytest.raises(IllegalAction, match="The game is over"):
        state.apply(Choose(1), seat=0)


# ---- saves ------------------------------------------------------------------------------------------
def test_a_save_from_before_seats_were_recorded_still_loads():
    state = SECRET_GAME.state_from_json(OLD_SAVE)
    assert state.actors == [0, 0, 1, 2] and len(state.history) == 4
    again = SECRET_GAME.state_from_json(state.to_json())
    assert again == state and json.loads(state.to_json())["seats"] == [0, 0, 1, 2]


@pytest.mark.parametrize("game", registry.all() + [SIMUL_GAME], ids=lambda g: g.id)
def test_a_save_without_its_seats_loads_to_the_same_game(game):
    state = _played(game, game.min_players + 1, seed=4, moves=25)
    data = state.to_dict()
    assert data.pop("seats") == state.actors
    loaded = game.state_from_json(json.dumps(data))
    assert loaded == state and loaded.actors == state.actors


def test_an_old_save_file_loads_through_the_persistence_layer(tmp_path):
    state = _played(registry.get("flip7"), 3, seed=9, moves=12)
    seats = [SeatConfig(n, c, "human") for n, c in (("Ana", "#d33"), ("Bo", "#3a3"), ("Cy", "#33d"))]
    path = tmp_path / "old.json"
    saves.save_game(path, state.game, state, seats)
    doc = json.loads(path.read_text())
    del doc["state"]["seats"]  # as written before seats were recorded
    path.write_text(json.dumps(doc))
    loaded = saves.load_game(path).state
    assert loaded == state and loaded.actors == state.actors


def test_a_save_that_names_the_wrong_seat_for_a_move_is_refused():
    data = json.loads(OLD_SAVE)
    data["seats"] = [0, 1, 1, 2]
    with pytest.raises(SaveFormatError) as info:
        SECRET_GAME.state_from_json(json.dumps(data))
    assert str(info.value) == "Move 2 of the saved game is said to be Player 2's, but it was Player 1's turn."
    for bad in (["x"], [True], [9], [None]):
        data["seats"] = bad
        with pytest.raises(SaveFormatError, match="^Move 1 of the saved game does not say rightly who made it"):
            SECRET_GAME.state_from_json(json.dumps(data))
    data["seats"] = {"0": 0}
    with pytest.raises(SaveFormatError, match="list of who made each move is damaged"):
        SECRET_GAME.state_from_json(json.dumps(data))
    data["seats"] = [0, 0]  # cut short: the rest comes from the replay
    assert SECRET_GAME.state_from_json(json.dumps(data)).actors == [0, 0, 1, 2]


# ---- dynamics ---------------------------------------------------------------------------------------
def test_a_game_declares_its_dynamics():
    assert {g.id: g.dynamics for g in registry.all()} == {"flip7": TURN_BASED, "top_this": TURN_BASED,
                                                                    "top_oder_flop": TURN_BASED, "top_pop": TURN_BASED,
                                                                    "top3": SIMULTANEOUS}
    assert SECRET_GAME.dynamics == TURN_BASED and SIMUL_GAME.dynamics == SIMULTANEOUS
    with pytest.raises(ValueError, match="dynamics must be one of"):
        Game(id="x", title="X", min_players=2, max_players=2, state_class=type("S", (HighcardState,), {}),
             actions=[Peek], dynamics="real_time")
    with pytest.raises(ValueError, match="secrets until the reveal"):
        Game(id="y", title="Y", min_players=2, max_players=2, state_class=type("S2", (HighcardState,), {}),
             actions=[Peek], dynamics=SIMULTANEOUS)


def test_a_simultaneous_game_shows_nobody_a_choice_until_the_reveal():
    state = SIMUL_GAME.new_state(3, seed=1)
    events = state.apply(Choose(4), seat=0)
    assert SIMUL_GAME.events_for(events, 0) == [Chose(0, 4)]
    assert SIMUL_GAME.events_for(events, 1) == SIMUL_GAME.events_for(events, None) == [Chose(0, None)]
    assert state.current_player == 1 and state.view(1)["mine"] is None and state.view(0)["mine"] == 4
    state.apply(Choose(4), seat=1)
    events = state.apply(Choose(1), seat=2)
    revealed = SIMUL_GAME.events_for(events, 1)[-1]
    assert revealed.numbers == (4, 4, 1) and revealed.points == (0, 0, 1)  # 4 twice: 1 is the highest alone
    assert state.current_player == 0 and state.view(1)["last_reveal"] == [4, 4, 1]


# ---- secrets hidden by default -----------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Whispered(Event):  # declares nothing
    TYPE = "whispered"
    player: int
    word: str


@dataclasses.dataclass(frozen=True)
class Told(Event):
    TYPE = "told"
    VISIBLE = "actor"
    SECRET_FIELDS = ("word",)
    player: int
    word: str | None


@dataclasses.dataclass(frozen=True)
class Noted(Event):
    TYPE = "noted"
    VISIBLE = "actor"
    player: int


@dataclasses.dataclass(frozen=True)
class Buried(Event):
    TYPE = "buried"
    VISIBLE = "nobody"
    card: int


def test_an_undeclared_event_of_a_game_with_secrets_is_seen_by_nobody():
    secret = Whispered(1, "pizza")
    for seat in (None, 0, 1, 2):
        assert SECRET_GAME.seen_by(secret, seat) is None  # not even by its own player
        assert registry.get("flip7").seen_by(secret, seat) is secret  # no secrets: everyone sees it
    assert not Whispered.declares_visibility() and Told.declares_visibility()
    assert SECRET_GAME.events_for([secret, Told(1, "x"), Buried(3)], 1) == [Told(1, "x")]


def test_declared_visibility():
    assert [Told(1, "olive").seen_by(s) for s in (None, 0, 1)] == [Told(1, None), Told(1, None), Told(1, "olive")]
    assert [Noted(2).seen_by(s) for s in (None, 1, 2)] == [None, None, Noted(2)]
    assert [Buried(5).seen_by(s) for s in (None, 0)] == [None, None]
    with pytest.raises(ValueError, match="VISIBLE must be one of"):
        type("Shouted", (Event,), {"VISIBLE": "everyone", "TYPE": "shouted"})
