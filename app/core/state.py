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
- `_view_before_setup(seat) -> dict | None`: optional; the view of the table before the setup events
  (the deal), so that a screen can animate the deal from it without taking the events back itself.
- `_to_dict() -> dict`: the whole position, secrets included (saves' snapshot, equality).

A game whose ways to play are different rules names them in its manifest instead (app/core/variants.py):
the hooks then go to the rules the state's options choose.

The state's JSON is `{format, version, game, players, seed, options, actions, seats, snapshot}`.
Loading replays the actions from a new state, so every move in a save is checked by the rules again,
and then compares the result with the snapshot: a hand-edited or truncated save fails with
SaveFormatError. `seats` (the seat that took each action) is optional: saves written before it
existed get it from the replay.

Secret: `State.secret` (app/core/rng.py `new_secret`), made by `Game.new_state`, keys the seeds of the
bots and hints (`keyed_seed`), so that no seed handed out reveals the game's seed. It is no part of
the position (not in `to_dict`, views, events or equality): the save keeps it beside the state
(app/persistence/saves.py), undo hands it on (`Game.replay(..., secret=)`). None: no secret (a
lesson's stacked game; a state made without `new_state`): seeds come from the game's seed as before.

Seats: `history[i]` was taken by seat `actors[i]`, the current player when it was applied.
`apply(action, seat=s)` refuses with "It is not your turn" when `s` is not the current player.
A game's `dynamics` is "turn_based" or "simultaneous" (secret choices taken one seat at a time,
`current_player` being the next seat that has not chosen yet, shown to nobody until the reveal: the
engine runs such a round, app/core/simultaneous.py).
Secrets: `Game.seen_by(event, seat)` is what `seat` may see of an event; in a game with secrets an
event class that does not declare its visibility (`Event.VISIBLE`) is shown to nobody.
"""

from __future__ import annotations

import copy
import json
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable, Mapping, Sequence

from app.core.errors import IllegalAction, SaveFormatError
from app.core.options import GameInfo, Option, as_options
from app.core.records import Action, Event, Record, _cap, check_fields, parse_record, record_classes
from app.core.rng import Rng, new_secret, valid_secret
from app.core import text
from app.core.i18n import _, language

if TYPE_CHECKING:
    from app.core.variants import Variants

STATE_FORMAT = "top-five-state"

#: a game's dynamics: seats take turns, or make secret choices revealed together (taken one seat at a
#: time behind the hand-off screen)
TURN_BASED, SIMULTANEOUS = "turn_based", "simultaneous"
DYNAMICS = (TURN_BASED, SIMULTANEOUS)

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
    if language() != "en":  # German nouns keep their capitals; a sentence after a colon may too
        return sentence
    first = sentence.split(" ", 1)[0]
    return sentence[:1].lower() + sentence[1:] if first.lower() in _PLAIN_STARTS else sentence


class State:
    """Base class of every game's state. See the module docstring for the hooks."""

    #: bumped when a game's state or action format changes incompatibly
    VERSION: ClassVar[int] = 1
    #: the key of the bots' and hints' seeds (see the module docstring); None: seeds from `seed`
    secret: str | None = None
    #: the Game this state class belongs to; set by `Game.__init__`
    game: ClassVar["Game"]
    #: whether the class has a `_complete` of its own (`apply` skips the call when it has not)
    _completes: ClassVar[bool] = False
    #: TURN_BASED; a state of simultaneous rounds derives from app.core.simultaneous.SimultaneousState
    dynamics: ClassVar[str] = TURN_BASED
    #: the names of a view's entries whose dicts the rules key by numbers (a seat, a company): JSON
    #: writes such keys as text, and `Game.view_from_json` reads them back as ints (issue 28)
    NUMBER_KEYED: ClassVar[tuple[str, ...]] = ()
    #: the rules of the game's ways to play, chosen by the options (app/core/variants.py; `Game` sets it
    #: from the manifest), or None: the class writes its hooks itself
    variants: ClassVar["Variants | None"] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("variants") is not None:
            cls._play_variants(cls.__dict__["variants"])
        cls._completes = cls._complete is not State._complete

    @classmethod
    def _play_variants(cls, variants: "Variants") -> None:
        """Pass every hook the class does not write on to the rules `variants` choose."""
        from app.core.variants import forwarders

        cls.variants = variants
        for name, hook in forwarders(cls, State).items():
            setattr(cls, name, hook)
        cls._completes = cls._complete is not State._complete

    def __init__(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> None:
        self.num_players = players
        self.seed = seed
        self.options: dict[str, Any] = dict(options or {})
        self.history: list[Action] = []
        #: the seat that took each action of `history` (the current player when it was applied)
        self.actors: list[int | None] = []
        self.rng = Rng(seed)
        self.setup_events: list[Event] = list(self._setup(self.rng) or [])

    # ---- the public contract -------------------------------------------------------------
    @property
    def rules(self) -> Any:
        """The rules (a module) that play this state's way to play (a game with `variants` only)."""
        if self.variants is None:
            raise AttributeError(f"{type(self).__name__} declares no variants: it writes its rules itself")
        return self.variants.rules_for(self)

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

    def check(self, action: Action, seat: int | None = None) -> None:
        """Raise IllegalAction (with a sentence) unless `action` may be applied now (by `seat`, when
        given: another seat than the current player's is told it is not its turn)."""
        if self._is_over():
            raise IllegalAction(_("The game is over: no more moves can be made."))
        if seat is not None:
            self._check_turn(seat)
        if not isinstance(action, Action) or self.game.action_classes.get(action.TYPE) is not type(action):
            if isinstance(action, Action) and action.WORDS:
                sentence = _("{what} is not a move of {game}").format(what=_cap(_(action.WORDS)), game=self.game.title)
            else:
                sentence = _("That is not a move of {game}").format(game=self.game.title)
            raise IllegalAction(_sentence(sentence))
        check_fields(action)  # a record built in code with a wrong-typed field never reaches the rules
        self._check(action)

    def explain(self, action: Action, seat: int | None = None) -> str | None:
        """Why `action` may not be applied now, in the rules' words with seats as placeholders
        ("{p1} is not active ...", app/core/text.py: fill them with names to show it); None when it
        may. The one source of refusal sentences: scenes ask (through the session), never write them."""
        try:
            self.check(action, seat)
        except IllegalAction as exc:
            return exc.sentence
        return None

    def _check_turn(self, seat: Any) -> None:
        if type(seat) is not int or not 0 <= seat < self.num_players:
            raise IllegalAction(_("That is not a seat of this game: it is played by {n} players.").format(n=self.num_players))
        current = self.current_player
        if seat != current:
            if current is None:
                raise IllegalAction(_("It is not your turn."))
            raise IllegalAction(_("It is not your turn: it is {who}'s turn.").format(who=text.seat(current)))

    def is_legal(self, action: Action, seat: int | None = None) -> bool:
        try:
            self.check(action, seat)
        except IllegalAction:
            return False
        return True

    def apply(self, action: Action | Mapping[str, Any], seat: int | None = None) -> list[Event]:
        """Apply a legal action and return what happened. An illegal one raises IllegalAction and
        leaves the state exactly as it was. `seat`, when given, is the seat taking the action: any
        other seat than the current player's is refused ("It is not your turn")."""
        if type(action) is dict or (not isinstance(action, Record) and isinstance(action, Mapping)):
            action = self.game.parse_action(action)  # (a record is never a Mapping: the ABC check is slow)
        self.check(action, seat)
        actor = self._current_player()  # not over: `check` refused that
        if self._completes:
            action = self._complete(action)
        events = list(self._apply(action))  # a list of its own, whatever the game keeps
        self.history.append(action)
        self.actors.append(actor)
        return events

    def apply_trusted(self, action: Action) -> list[Event]:
        """`apply` for a caller that took `action` from this very position's `legal_actions()` (a
        bot's search, a simulation, a benchmark): nothing is parsed or checked, so it is up to the
        caller that the game is not over and the action is legal. Anything a player or a file sends
        goes through `apply`."""
        actor = self._current_player()
        if self._completes:
            action = self._complete(action)
        events = self._apply(action)
        if type(events) is not list:
            events = list(events)
        self.history.append(action)
        self.actors.append(actor)
        return events

    def totals(self) -> list[int]:
        return list(self._totals())

    def winners(self) -> list[int]:
        """The winning seats once the game is over; an empty list before."""
        if not self._is_over():
            return []
        return list(self._winners())

    def view(self, seat: int | None) -> dict:
        self._check_view_seat(seat)
        return self._view(seat)

    def setup_view(self, seat: int | None) -> dict | None:
        """What `seat` saw before `setup_events` (the table before the deal), or None when the game
        does not say (a screen then shows the dealt position at once)."""
        self._check_view_seat(seat)
        return self._view_before_setup(seat)

    def _check_view_seat(self, seat: Any) -> None:
        if seat is not None and (not isinstance(seat, int) or not 0 <= seat < self.num_players):
            raise ValueError(f"There is no seat {seat!r} in a game of {self.num_players}.")

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
            "seats": list(self.actors),
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
        return _("That move is not allowed now.")

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

    def _view_before_setup(self, seat: int | None) -> dict | None:
        return None

    def _to_dict(self) -> dict:
        raise NotImplementedError

    # ---- checks for tests (the random-play and two-worlds tests call them on every game) --------
    def hidden_variants(self, seat: int) -> list["State"]:
        """Positions that differ from this one only in what `seat` may not see (another hidden card in
        a hand, another deck order): `seat`'s view must be the same in each. A game with secrets
        writes it; a game without has none."""
        return []

    def check_invariants(self) -> None:
        """Raise AssertionError when the position breaks one of the game's invariants (every card
        accounted for once...). A game writes it when it has some worth checking."""


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
        dynamics: str | None = None,
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
        if dynamics is None:
            dynamics = state_class.dynamics
        if dynamics not in DYNAMICS:
            raise ValueError(f"{self.title}: dynamics must be one of {DYNAMICS}, not {dynamics!r}")
        if dynamics == SIMULTANEOUS and not self.has_secrets:
            raise ValueError(f"{self.title}: simultaneous choices are secrets until the reveal (has_secrets=True)")
        if dynamics != state_class.dynamics:
            raise ValueError(f"{self.title}: a game of {dynamics} dynamics needs a state of them, not "
                             f"{state_class.__name__} ({state_class.dynamics}; simultaneous rounds are run by "
                             "app.core.simultaneous.SimultaneousState)")
        #: TURN_BASED, or SIMULTANEOUS: secret choices taken one seat at a time (`current_player` is
        #: the next seat that has not chosen), hidden from the others until the reveal
        self.dynamics = dynamics
        self._validate_options = validate_options
        state_class.game = self
        if state_class.variants is None:  # ways to play with rules of their own (the manifest): the engine plays them
            from app.core.variants import Variants

            variants = Variants.of_game(self)
            if variants is not None:
                state_class._play_variants(variants)

    def __repr__(self) -> str:
        return f"<Game {self.id}>"

    def view_from_json(self, view: Any) -> Any:
        """A view as JSON brought it (to a joined computer) made the view the rules gave again: the
        dicts under the state's `NUMBER_KEYED` names keyed by ints (their keys all whole numbers);
        everything else as read."""
        return _number_keys(view, frozenset(self.state_class.NUMBER_KEYED), False)

    def new_state(self, players: int, seed: int, options: dict | None = None, *,
                  secret: str | bool | None = True) -> State:
        """A new game. `secret`: True (a fresh one), a secret to keep (`valid_secret`), or None (none:
        a lesson, whose stacked game hides nothing from the learner)."""
        if not isinstance(players, int) or isinstance(players, bool):
            raise ValueError(_("The number of players must be a whole number."))
        if not self.min_players <= players <= self.max_players:
            raise ValueError(
                _("{game} is for {low} to {high} players, not {n}.").format(
                    game=self.title, low=self.min_players, high=self.max_players, n=players)
            )
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(_("The seed must be a whole number."))
        options = dict(options or {})
        unknown = set(options) - set(self.option_names)
        if unknown:
            raise ValueError(_("{game} has no option called {name}.").format(
                game=self.title, name=", ".join(sorted(map(str, unknown)))))
        for option in self.options:  # the schema's checks; a game's own checks follow
            problem = option.problem(options[option.name], players) if option.name in options else None
            if problem:
                raise ValueError(problem)
        if self._validate_options is not None:
            self._validate_options(players, options)
        state = self.state_class(players, seed, options)
        if secret is not None:
            if secret is not True and valid_secret(secret) is None:
                raise ValueError("a state's secret is written as new_secret() writes it")
            state.secret = new_secret() if secret is True else secret
        return state

    def seen_by(self, event: Event, seat: int | None) -> Event | None:
        """`event` as `seat` may see it (None: not at all; `seat` None: what everyone may see). In a
        game with secrets, an event class that does not declare who may see it is seen by nobody."""
        if self.has_secrets and not type(event).declares_visibility():
            return None
        return event.seen_by(seat)

    def events_for(self, events: Iterable[Event], seat: int | None) -> list[Event]:
        """`events` as `seat` may see them, the hidden ones left out."""
        shown = []
        for event in events:
            seen = self.seen_by(event, seat)
            if seen is not None:
                shown.append(seen)
        return shown

    def parse_action(self, d: Mapping[str, Any]) -> Action:
        action = parse_record(d, self.action_classes)
        assert isinstance(action, Action)
        return action

    def replay(self, players: int, seed: int, options: dict | None, actions: Iterable[Action], *,
               secret: str | bool | None = True) -> State:
        """A new state with `actions` applied in order (undo and replays use it; undo hands on the
        state's `secret`, see `new_state`)."""
        state = self.new_state(players, seed, options, secret=secret)
        for action in actions:
            state.apply(action)
        return state

    def state_from_json(self, text: str | bytes) -> State:
        try:
            data = json.loads(text)
        except (ValueError, TypeError, RecursionError) as exc:
            raise SaveFormatError(
                _("This is not a readable saved game: it is not valid JSON, the text format of saves.")
            ) from None
        return self.state_from_dict(data)

    def state_from_dict(self, data: Any) -> State:
        if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
            raise SaveFormatError(_("This is not a Top Five saved game."))
        if data.get("game") != self.id:
            raise SaveFormatError(_sentence(_("This saved game is of another game, not of {game}").format(game=self.title)))
        version = data.get("version")
        if type(version) is not int or version != self.state_class.VERSION:
            if type(version) is int:
                sentence = _("This {game} save is written in format version {old}; "
                             "this version of Top Five reads format version {new}.")
            else:
                sentence = _("This {game} save is written in a format of unknown version; "
                             "this version of Top Five reads format version {new}.")
            raise SaveFormatError(sentence.format(game=self.title, old=version, new=self.state_class.VERSION))
        players, seed, options, actions = (data.get(k) for k in ("players", "seed", "options", "actions"))
        if type(players) is not int:
            raise SaveFormatError(_("The saved game does not say how many players play it."))
        if type(seed) is not int:
            raise SaveFormatError(_("The saved game has lost the number its shuffles start from (its seed)."))
        if not isinstance(options, dict) or not isinstance(actions, list):
            raise SaveFormatError(_("The saved game lacks its options or its list of moves."))
        seats = data.get("seats", [])  # saves written before seats were recorded: from the replay
        if not isinstance(seats, list):
            raise SaveFormatError(_("The saved game's list of who made each move is damaged."))
        if set(options) - set(self.option_names):
            raise SaveFormatError(
                _sentence(_("The saved game cannot be set up: it has an option that {game} does not have").format(
                    game=self.title))
            )
        try:
            state = self.new_state(players, seed, options)
        except ValueError as exc:  # new_state's and the options' own sentences
            raise SaveFormatError(_("The saved game cannot be set up: {reason}").format(reason=_clause(str(exc)))) from None
        except (TypeError, KeyError, IndexError, ArithmeticError, RecursionError):
            raise SaveFormatError(_("The saved game cannot be set up: its options are damaged.")) from None
        for number, raw in enumerate(actions, start=1):
            try:
                action = self.parse_action(raw)
                if number <= len(seats) and not state.is_over:
                    _check_saved_seat(state, number, seats[number - 1])
                state.apply(action)
            except SaveFormatError:
                raise
            except IllegalAction as exc:
                raise SaveFormatError(_("Move {n} of the saved game cannot be played: {reason}").format(
                    n=number, reason=_clause(str(exc)))) from None
            except (ValueError, TypeError, KeyError, IndexError, ArithmeticError, RecursionError):
                # a value the rules' own checks let through but could not use: still a damaged save
                raise SaveFormatError(_("Move {n} of the saved game is damaged and cannot be played.").format(n=number)) from None
        snapshot = data.get("snapshot")
        if snapshot is not None and snapshot != state._to_dict():
            raise SaveFormatError(_("The saved game does not match its own list of moves; it was changed or damaged."))
        return state


def _check_saved_seat(state: State, number: int, seat: Any) -> None:
    """The seat a save says took move `number` must be the one whose turn it was."""
    current = state.current_player
    if seat == current and (seat is None or type(seat) is int):
        return
    if type(seat) is int and not isinstance(seat, bool) and 0 <= seat < state.num_players and current is not None:
        raise SaveFormatError(text.plain(_("Move {n} of the saved game is said to be {said}'s, but it was {who}'s turn.").format(
            n=number, said=text.seat(seat), who=text.seat(current))))
    raise SaveFormatError(_("Move {n} of the saved game does not say rightly who made it.").format(n=number))


def _number_keys(value: Any, names: frozenset[str], keyed: bool) -> Any:
    if isinstance(value, list):
        return [_number_keys(v, names, keyed) for v in value]
    if isinstance(value, dict):
        numbers = keyed and all(isinstance(k, str) and k.lstrip("-").isdecimal() for k in value)
        return {(int(k) if numbers else k): _number_keys(v, names, k in names) for k, v in value.items()}
    return value
