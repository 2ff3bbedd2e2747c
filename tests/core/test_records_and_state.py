"""The engine contract's shared machinery, on a tiny counting game defined here."""

import dataclasses
import json

import pytest

from app.core import Action, Event, Game, IllegalAction, SaveFormatError, State


@dataclasses.dataclass(frozen=True)
class Add(Action):
    TYPE = "add"
    amount: int


@dataclasses.dataclass(frozen=True)
class Added(Event):
    TYPE = "added"
    player: int
    amount: int


class CountState(State):
    """Players take turns adding 1 or 2; the first to make the shared total reach 7 wins."""

    def _setup(self, rng):
        self.total = 0
        self.turn = rng.randbelow(self.num_players)
        self.last = None
        return []

    def _current_player(self):
        return self.turn

    def _is_over(self):
        return self.total >= 7

    def _legal_actions(self):
        return [Add(1), Add(2)]

    def _explain(self, action):
        return f"You may add 1 or 2, not {action.amount}."

    def _apply(self, action):
        self.total += action.amount
        self.last = self.turn
        events = [Added(self.turn, action.amount)]
        self.turn = (self.turn + 1) % self.num_players
        return events

    def _totals(self):
        return [7 if p == self.last and self.total >= 7 else 0 for p in range(self.num_players)]

    def _winners(self):
        return [self.last]

    def _view(self, seat):
        return {"total": self.total, "turn": self.turn}

    def _to_dict(self):
        return {"total": self.total, "turn": self.turn, "last": self.last, "rng": self.rng.state}


COUNT = Game(id="count", title="Count", min_players=2, max_players=4, state_class=CountState, actions=[Add])


def test_action_round_trip_and_validation():
    a = Add(2)
    assert a.to_dict() == {"type": "add", "amount": 2}
    assert COUNT.parse_action(a.to_dict()) == a
    for bad in [{"type": "add"}, {"type": "add", "amount": "2"}, {"type": "add", "amount": True},
                {"type": "nope"}, {"type": "add", "amount": 1, "extra": 0}, [], None]:
        with pytest.raises(IllegalAction):
            COUNT.parse_action(bad)


def test_illegal_action_leaves_state_unchanged_and_explains():
    s = COUNT.new_state(3, seed=5)
    before = s.to_json()
    with pytest.raises(IllegalAction, match="add 1 or 2, not 3"):
        s.apply(Add(3))
    assert s.to_json() == before
    assert isinstance(IllegalAction("x"), ValueError)


def test_play_to_end_and_no_legal_actions_after():
    s = COUNT.new_state(2, seed=1)
    while not s.is_over:
        s.apply(Add(2))
    assert s.current_player is None and s.legal_actions() == []
    assert s.winners() == [s.last]
    with pytest.raises(IllegalAction, match="over"):
        s.apply(Add(1))


def test_json_round_trip_and_clone_equality():
    s = COUNT.new_state(3, seed=11)
    s.apply(Add(1))
    s.apply({"type": "add", "amount": 2})
    c = s.clone()
    assert c == s and c is not s
    loaded = COUNT.state_from_json(s.to_json())
    assert loaded == s
    c.apply(Add(1))
    assert c != s


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda d: "{not json", "not valid JSON"),
        (lambda d: json.dumps(d)[: len(json.dumps(d)) // 2], "not valid JSON"),
        (lambda d: json.dumps({**d, "game": "flip7"}), "not of Count"),
        (lambda d: json.dumps({**d, "version": 99}), "version"),
        (lambda d: json.dumps({**d, "format": "x"}), "not a Top Five"),
        (lambda d: json.dumps({**d, "actions": [{"type": "add", "amount": 5}]}), "Move 1"),
        (lambda d: json.dumps({**d, "snapshot": {**d["snapshot"], "total": 6}}), "does not match"),
        (lambda d: json.dumps({**d, "players": 9}), "cannot be set up"),
        (lambda d: json.dumps([1, 2]), "not a Top Five"),
    ],
)
def test_corrupt_saves_raise_save_format_error(mutate, message):
    s = COUNT.new_state(3, seed=2)
    s.apply(Add(1))
    with pytest.raises(SaveFormatError, match=message):
        COUNT.state_from_json(mutate(json.loads(s.to_json())))


def test_new_state_validates_players_and_options():
    with pytest.raises(ValueError, match="2 to 4"):
        COUNT.new_state(5, seed=0)
    with pytest.raises(ValueError, match="no option"):
        COUNT.new_state(2, seed=0, options={"deck": []})


def test_view_rejects_unknown_seat():
    s = COUNT.new_state(2, seed=0)
    with pytest.raises(ValueError):
        s.view(2)
    assert s.view(None) == s.view(0)


@dataclasses.dataclass(frozen=True)
class Place(Action):
    TYPE = "place"
    at: tuple[int, float]
    path: tuple[tuple[float, float], ...] = ()
    note: str | None = None


def test_fixed_and_variable_tuples_and_optional_fields_round_trip():
    game = Game(id="place", title="Place", min_players=2, max_players=2, state_class=type("S", (CountState,), {}),
                actions=[Place])
    a = Place((3, 1.5), ((0.0, 1.0), (2.0, 3.5)), None)
    back = game.parse_action(json.loads(json.dumps(a.to_dict())))
    assert back == a and isinstance(back.at, tuple) and isinstance(back.path[0], tuple)
    assert game.parse_action({"type": "place", "at": [1, 2]}).at == (1, 2.0)
    for bad in [{"type": "place", "at": [1]}, {"type": "place", "at": [1.5, 2]},
                {"type": "place", "at": [1, float("nan")]}, {"type": "place", "at": [1, 2], "note": 5}]:
        with pytest.raises(IllegalAction):
            game.parse_action(bad)


def test_records_are_shared_not_copied_by_clone():
    s = COUNT.new_state(2, seed=3)
    s.apply(Add(1))
    c = s.clone()
    assert c.history[0] is s.history[0] and c.history is not s.history
    c.apply(Add(2))
    assert len(s.history) == 1 and len(c.history) == 2


def test_numbers_beyond_float_range_are_refused_not_crashing():
    game = Game(id="place2", title="Place", min_players=2, max_players=2, state_class=type("S2", (CountState,), {}),
                actions=[Place])
    with pytest.raises(IllegalAction, match="finite"):
        game.parse_action({"type": "place", "at": [1, 10**400]})


def test_a_rules_error_while_replaying_a_save_is_a_save_format_error():
    class Fragile(CountState):
        def _apply(self, action):
            if self.total == 3:
                raise OverflowError("int too large to convert to float")
            return super()._apply(action)

    game = Game(id="fragile", title="Fragile", min_players=2, max_players=2, state_class=Fragile, actions=[Add])
    data = json.loads(game.new_state(2, seed=1).to_json())
    data["actions"] = [{"type": "add", "amount": 2}, {"type": "add", "amount": 1}, {"type": "add", "amount": 1}]
    data["snapshot"] = None
    with pytest.raises(SaveFormatError, match="Move 3"):
        game.state_from_json(json.dumps(data))


# ---- a record is a frozen dataclass without a decorator (issue 26: declarations are their fields) ----
def test_a_record_declared_without_a_decorator_is_a_frozen_dataclass_and_with_one_too():
    import dataclasses as dc

    from app.core.records import Action, Event, parse_record

    class Plain(Event):
        TYPE = "plain"
        VISIBLE = "all"
        player: int
        cards: tuple[str, ...] = ()

    @dc.dataclass(frozen=True)
    class Decorated(Action):
        TYPE = "decorated"
        seat: int

    plain, decorated = Plain(2, ("a",)), Decorated(1)
    assert dc.is_dataclass(Plain) and [f.name for f in dc.fields(Plain)] == ["player", "cards"]
    assert plain == Plain(2, ("a",)) and hash(plain) == hash(Plain(2, ("a",)))
    assert parse_record(plain.to_dict(), {"plain": Plain}) == plain
    assert dc.replace(plain, player=3).player == 3 and plain.player == 2
    for record, name in ((plain, "player"), (decorated, "seat")):
        with pytest.raises(dc.FrozenInstanceError):
            setattr(record, name, 9)
        with pytest.raises(dc.FrozenInstanceError):
            delattr(record, name)
    assert decorated == Decorated(1) and [f.name for f in dc.fields(Decorated)] == ["seat"]
