"""The engine contract: `Game` (metadata and factories) and `State` (a pure state machine).

Public methods wrap private hooks, in OpenSpiel's manner, so the checks that every game needs
("the game is over", "that is not a legal move", "that is not a seat") are written once, here.
A game implements:

- `_setup(rng) -> list[Event]`: deal or lay out the start position (events in `setup_events`).
- `_current_player() -> int | None`, `_is_over() -> bool`
- `_legal_actions() -> list[Action]`
- `_check(action)`: raise IllegalAction with a sentence if `action` is not legal now. The default
  accepts exactly the members of `_legal_actions()` and asks `_explain(action)` for the sentence.
- `_complete(action) -> Action`: optional; the action as recorded (e.g. a flick given its outcome).
- `_apply(action) -> list[Event]`: only called with a checked (and completed) action.
- `_totals() -> list[int]`, `_winners() -> list[int]`
- `_view(seat) -> dict`: JSON-able; exactly what `seat` may see (`None`: what everyone may see).
- `_to_dict() -> dict`: the whole position, secrets included (saves' snapshot, equality).

The state's JSON is `{format, version, game, players, seed, options, actions, snapshot}`. Loading
replays the actions from a new state, so every move in a save is checked by the rules again, and then
compares the result with the snapshot: a hand-edited or truncated save fails with SaveFormatError.
"""

from __future__ import annotations

import copy
import json
from typing import Any, Callable, ClassVar, Iterable, Mapping, Sequence

from app.core.errors import IllegalAction, SaveFormatError
from app.core.options import GameInfo, Option, as_options
from app.core.records import Action, Event, Record, _cap, check_fields, parse_record, record_classes
from app.core.rng import Rng

STATE_FORMAT = "top-five-state"

#: first words of a sentence that read as well in lower case after "... cannot be played:"
_PLAIN_STARTS = frozenset(
    "a an the this that these there it its in one no nothing you your each every only some".split()
)


def _sentence(text: str) -> str:
    """`text` ending as a sentence ends ("... of Top This!" needs no full stop)."""
    return text if text.endswith((".", "!", "?")) else text + "."


def _clause(sentence: str) -> str:
    """A sentence continued after a colon: "A flick is ..." -> "a flick is ...". A sentence that
    starts with a name ("Player 2 ...", "Top This! ...") keeps its capital."""
    first = sentence.split(" ", 1)[0]
    return sentence[:1].lower() + sentence[1:] if first.lower() in _PLAIN_STARTS else sentence


class State:
    """Base class of every game's state. See the module docstring for the hooks."""

    #: bumped when a game's state or action format changes incompatibly
    VERSION: ClassVar[int] = 1
    #: the Game this state class belongs to; set by `Game.__init__`
    game: ClassVar["Game"]

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> None:
        self.num_players = players
        self.seed = seed
        self.options: dict[str, Any] = dict(options or {})
        self.history: list[Action] = []
        self.rng = Rng(seed)
        self.setup_events: list[Event] = list(self._setup(self.rng) or [])

    # ---- the public contract -------------------------------------------------------------
    @property
    def players_count(self) -> int:
        return self.num_players

    @property
    def current_player(self) -> int | None:
        if self._is_over():
            return None
        return self._current_player()

    @property
    def is_over(self) -> bool:
        return self._is_over()

    def legal_actions(self) -> list[Action]:
        if self._is_over():
            return []
        return list(self._legal_actions())

    def check(self, action: Action) -> None:
        """Raise IllegalAction (with a sentence) unless `action` may be applied now."""
        if self._is_over():
            raise IllegalAction("The game is over: no more moves can be made.")
        if not isinstance(action, Action) or self.game.action_classes.get(action.TYPE) is not type(action):
            what = _cap(action.WORDS) if isinstance(action, Action) and action.WORDS else "That"
            raise IllegalAction(_sentence(f"{what} is not a move of {self.game.title}"))
        check_fields(action)  # a record built in code with a wrong-typed field never reaches the rules
        self._check(action)

    def is_legal(self, action: Action) -> bool:
        try:
            self.check(action)
        except IllegalAction:
            return False
        return True

    def apply(self, action: Action | Mapping[str, Any]) -> list[Event]:
        """Apply a legal action and return what happened. An illegal one raises IllegalAction and
        leaves the state exactly as it was."""
        if isinstance(action, Mapping):
            action = self.game.parse_action(action)
        self.check(action)
        action = self._complete(action)
        events = list(self._apply(action))
        self.history.append(action)
        return events

    def totals(self) -> list[int]:
        return list(self._totals())

    def winners(self) -> list[int]:
        """The winning seats once the game is over; an empty list before."""
        if not self._is_over():
            return []
        return list(self._winners())

    def view(self, seat: int | None) -> dict:
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < self.num_players):
            raise ValueError(f"There is no seat {seat!r} in a game of {self.num_players}.")
        return self._view(seat)

    def clone(self) -> "State":
        return copy.deepcopy(self)

    def to_dict(self) -> dict:
        return {
            "format": STATE_FORMAT,
            "version": self.VERSION,
            "game": self.game.id,
            "players": self.num_players,
            "seed": self.seed,
            "options": self.options,
            "actions": [a.to_dict() for a in self.history],
            "snapshot": self._to_dict(),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"), sort_keys=True)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.to_dict() == other.to_dict()  # type: ignore[union-attr]

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.num_players} players, {len(self.history)} moves>"

    # ---- hooks ------------------------------------------------------------------------------
    def _setup(self, rng: Rng) -> list[Event]:
        return []

    def _current_player(self) -> int | None:
        raise NotImplementedError

    def _is_over(self) -> bool:
        raise NotImplementedError

    def _legal_actions(self) -> Sequence[Action]:
        raise NotImplementedError

    def _check(self, action: Action) -> None:
        if action not in self._legal_actions():
            raise IllegalAction(self._explain(action))

    def _explain(self, action: Action) -> str:
        """Why `action` is not legal now, in words a player understands."""
        return "That move is not allowed now."

    def _complete(self, action: Action) -> Action:
        """The action as it is recorded in the history. A continuous move (a flick) that arrives
        without its outcome gets it here (by simulation), so saves and replays never re-simulate."""
        return action

    def _apply(self, action: Action) -> Iterable[Event]:
        raise NotImplementedError

    def _totals(self) -> Sequence[int]:
        raise NotImplementedError

    def _winners(self) -> Sequence[int]:
        raise NotImplementedError

    def _view(self, seat: int | None) -> dict:
        raise NotImplementedError

    def _to_dict(self) -> dict:
        raise NotImplementedError


class Game:
    """A game's metadata and factories. One instance per game lives in the registry."""

    def __init__(
        self,
        *,
        state_class: type[State],
        actions: Sequence[type[Action]],
        info: GameInfo | None = None,
        id: str = "",
        title: str = "",
        min_players: int = 0,
        max_players: int = 0,
        options: Sequence[str | Option] = (),
        summary: str = "",
        has_secrets: bool = False,
        validate_options: Callable[[int, dict], None] | None = None,
    ) -> None:
        # the metadata is the game package's INFO (app/core/options.py), or given field by field
        if info is None:
            info = GameInfo(id, title, min_players, max_players, summary, as_options(options), has_secrets)
        self.info = info
        self.id = info.id
        self.title = info.title
        self.min_players = info.min_players
        self.max_players = info.max_players
        self.summary = info.summary
        #: the option schema; `option_names` are their names
        self.options: tuple[Option, ...] = info.options
        self.option_names = info.option_names
        #: true when some seat may not see everything (hand-off screens between human seats)
        self.has_secrets = info.has_secrets
        self.state_class = state_class
        self.action_classes: dict[str, type[Record]] = record_classes(*actions)
        self._validate_options = validate_options
        state_class.game = self

    def __repr__(self) -> str:
        return f"<Game {self.id}>"

    def new_state(self, players: int, seed: int, options: dict | None = None) -> State:
        if not isinstance(players, int) or isinstance(players, bool):
            raise ValueError("The number of players must be a whole number.")
        if not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.title} is for {self.min_players} to {self.max_players} players, not {players}."
            )
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("The seed must be a whole number.")
        options = dict(options or {})
        unknown = set(options) - set(self.option_names)
        if unknown:
            raise ValueError(f"{self.title} has no option called {' or '.join(sorted(map(str, unknown)))}.")
        for option in self.options:  # the schema's checks; a game's own checks follow
            problem = option.problem(options[option.name], players) if option.name in options else None
            if problem:
                raise ValueError(problem)
        if self._validate_options is not None:
            self._validate_options(players, options)
        return self.state_class(players, seed, options)

    def parse_action(self, d: Mapping[str, Any]) -> Action:
        action = parse_record(d, self.action_classes)
        assert isinstance(action, Action)
        return action

    def replay(self, players: int, seed: int, options: dict | None, actions: Iterable[Action]) -> State:
        """A new state with `actions` applied in order (undo and replays use it)."""
        state = self.new_state(players, seed, options)
        for action in actions:
            state.apply(action)
        return state

    def state_from_json(self, text: str | bytes) -> State:
        try:
            data = json.loads(text)
        except (ValueError, TypeError, RecursionError) as exc:
            raise SaveFormatError(
                "This is not a readable saved game: it is not valid JSON, the text format of saves."
            ) from None
        return self.state_from_dict(data)

    def state_from_dict(self, data: Any) -> State:
        if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
            raise SaveFormatError("This is not a Top Five saved game.")
        if data.get("game") != self.id:
            raise SaveFormatError(_sentence(f"This saved game is of another game, not of {self.title}"))
        version = data.get("version")
        if type(version) is not int or version != self.state_class.VERSION:
            written = f"format version {version}" if type(version) is int else "a format of unknown version"
            raise SaveFormatError(
                f"This {self.title} save is written in {written}; "
                f"this version of Top Five reads format version {self.state_class.VERSION}."
            )
        players, seed, options, actions = (data.get(k) for k in ("players", "seed", "options", "actions"))
        if type(players) is not int:
            raise SaveFormatError("The saved game does not say how many players play it.")
        if type(seed) is not int:
            raise SaveFormatError("The saved game has lost the number its shuffles start from (its seed).")
        if not isinstance(options, dict) or not isinstance(actions, list):
            raise SaveFormatError("The saved game lacks its options or its list of moves.")
        if set(options) - set(self.option_names):
            raise SaveFormatError(
                _sentence(f"The saved game cannot be set up: it has an option that {self.title} does not have")
            )
        try:
            state = self.new_state(players, seed, options)
        except ValueError as exc:  # new_state's and the options' own sentences
            raise SaveFormatError(f"The saved game cannot be set up: {_clause(str(exc))}") from None
        except (TypeError, KeyError, IndexError, ArithmeticError, RecursionError):
            raise SaveFormatError("The saved game cannot be set up: its options are damaged.") from None
        for number, raw in enumerate(actions, start=1):
            try:
                state.apply(self.parse_action(raw))
            except IllegalAction as exc:
                raise SaveFormatError(f"Move {number} of the saved game cannot be played: {_clause(str(exc))}") from None
            except (ValueError, TypeError, KeyError, IndexError, ArithmeticError, RecursionError):
                # a value the rules' own checks let through but could not use: still a damaged save
                raise SaveFormatError(f"Move {number} of the saved game is damaged and cannot be played.") from None
        snapshot = data.get("snapshot")
        if snapshot is not None and snapshot != state._to_dict():
            raise SaveFormatError("The saved game does not match its own list of moves; it was changed or damaged.")
        return state
