"""ReplaySession: a played game stepped through move by move, for the table screen.

It is built from what a save keeps (the game, the number of players, the seed, the options and the
list of actions, with the seats' names and colours) and replays the actions through the rules: never
physics. Top This!'s flicks are recorded with their outcome (`State._complete` gives it when a flick
is played), so applying them again only checks and applies the outcome.

Positions are 0..moves: 0 is the table after the setup (the deal), k the table after move k.
`go_to(k)`, `first()`, `last()`, `step_back()` jump there (`logReset`, then `positionChanged`: no
animation); `step_forward()` shows the next move as it was played (`eventsApplied` with its events as
the shown seat may see them, one `logged` per line, `positionChanged`), and the table calls
`animations_done()` when it has shown them. `play(speed)` steps forward each time a move's animation
has ended and a pause (by speed) has passed, until the last move or `pause()`.

It offers the read-only part of GameSession's interface that the table screen reads
(app/ui/qt_table_screen.py): nothing can be played (`legal_actions()` is empty; `explain` and
`submit` say "This is a replay.").

Secrets: the replay of a finished game shows everything. By default each move is seen by the seat
that made it (`SEEN_BY_MOVER`: a hidden hand or choice shows when it is played); `set_seen_by(seat)`
fixes one seat, `set_seen_by(None)` shows what everyone at the table sees. The replay of a game that is
not over (a save of an unfinished game, a hot-seat game in progress) shows only what everyone may see:
views of seat None and events filtered for None, whatever is asked (`seen_by_locked`).
"""

from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from app.core import Action, Event, Game, State
from app.core.i18n import _
from app.persistence.seats import SeatConfig, validate_seats
from app.session import game_modules
from app.session.announcement import JUMP, MOVE, VIEWER, Announcement
from app.session.seated import Seated

__all__ = ["ReplaySession", "SEEN_BY_MOVER", "PLAY_PAUSE_MS"]

#: "seen by" the seat that makes each move (the default of a finished game's replay)
SEEN_BY_MOVER = "mover"
#: the pause between two moves while playing, at speed 1 (times the speed factor)
PLAY_PAUSE_MS = 700
#: a copy of the position is kept every this many moves, so that a jump replays at most this many
CHECKPOINT = 10


class ReplaySession(QObject, Seated):
    # the signals the table screen follows (the same as GameSession's): the table draws the announcements
    announced = Signal(object)
    eventsApplied = Signal(object, object, object)
    positionChanged = Signal(object)
    botThinking = Signal(int)
    gameOver = Signal()
    error = Signal(str)
    handoff = Signal(int)
    logged = Signal(str)
    logReset = Signal()
    autosaved = Signal(int)
    hintReady = Signal(object)
    #: the position now (0..moves), after every step or jump
    moved = Signal(int)
    #: playing (True) or paused (False)
    playingChanged = Signal(bool)
    #: who the table is seen by changed (SEEN_BY_MOVER, a seat, or None for everyone)
    seenByChanged = Signal(object)

    def __init__(self, game: Game, players: int, seed: int, options: Mapping[str, Any] | None,
                 actions: Iterable[Action | Mapping[str, Any]], seats: Sequence[SeatConfig], *,
                 public: bool | None = None, log_module: Any = None, parent: QObject | None = None) -> None:
        """`public`: show only what everyone may see (None: when the game is not over at its last move).
        ValueError (the rules' sentence) when the actions cannot be played from the start."""
        super().__init__(parent)
        self._game = game
        state = game.new_state(players, seed, dict(options or {}))
        self._seats = validate_seats(seats, state.num_players)
        self._setup_events: list[Event] = list(state.setup_events)
        self._actions: list[Action] = []
        self._events: list[list[Event]] = []
        self._checkpoints: dict[int, State] = {0: state.clone()}
        for number, raw in enumerate(actions, start=1):
            action = game.parse_action(raw) if isinstance(raw, Mapping) else raw
            events = state.apply(action)
            self._actions.append(state.history[-1])  # as recorded (a flick with its outcome)
            self._events.append(list(events))
            if number % CHECKPOINT == 0:
                self._checkpoints[number] = state.clone()
        self._actors: list[int | None] = list(state.actors)
        self._finished = bool(state.is_over)
        self._public = (not self._finished) if public is None else bool(public)
        self._seen_by: int | str | None = None if self._public else SEEN_BY_MOVER
        self._position = len(self._actions)
        self._state = state  # the position now (never one of the checkpoints: those are kept apart)
        self._log_spec = log_module
        self._log_module: Any = None
        self._log_loaded = False
        self._closed = False
        self._waits_for_animations = True
        self._anim_pending = False
        self._playing = False
        self._speed = 1.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_step)
        self.go_to(0)

    # ---- construction ------------------------------------------------------------------------
    @classmethod
    def from_saved(cls, saved: Any, **kwargs: Any) -> "ReplaySession":
        """The replay of a loaded save (app/persistence/saves.py `SavedGame`)."""
        state = saved.state
        return cls(saved.game, state.num_players, state.seed, state.options, list(state.history),
                   saved.seats, **kwargs)

    @classmethod
    def from_session(cls, session: Any, **kwargs: Any) -> "ReplaySession":
        """The replay of a GameSession's game so far (all of it once over; else what everyone saw)."""
        state = session.state
        return cls(session.game, state.num_players, state.seed, state.options, list(state.history),
                   session.seats, **kwargs)

    # ---- what was played -----------------------------------------------------------------------
    @property
    def actions(self) -> list[Action]:
        """Every move of the game, as recorded."""
        return list(self._actions)

    @property
    def actors(self) -> list[int | None]:
        """The seat that made each move."""
        return list(self._actors)

    @property
    def moves(self) -> int:
        return len(self._actions)

    @property
    def position(self) -> int:
        """0 (the table after the setup) .. moves (after the last move)."""
        return self._position

    @property
    def finished(self) -> bool:
        """The game reached its end at its last move."""
        return self._finished

    @property
    def state(self) -> State:
        """The position now, for tests and tools (read it; never change it)."""
        return self._state

    # ---- who sees the table ----------------------------------------------------------------------
    @property
    def seen_by(self) -> int | str | None:
        """SEEN_BY_MOVER, a seat, or None (what everyone at the table sees)."""
        return self._seen_by

    @property
    def seen_by_locked(self) -> bool:
        """Only what everyone may see can be shown (the game is not over)."""
        return self._public

    def seen_by_note(self) -> str | None:
        """Why the table cannot be seen by one seat, as a sentence; None when it can."""
        if not self._public:
            return None
        return _("The game is not over: the replay shows only what every player may see.")

    def set_seen_by(self, who: int | str | None) -> None:
        """Show the table as `who` sees it: SEEN_BY_MOVER, a seat, or None (everyone). Refused
        (nothing changes) while `seen_by_locked`."""
        if who != SEEN_BY_MOVER and who is not None and not (
                type(who) is int and 0 <= who < len(self._seats)):
            raise ValueError(f"{who!r} is neither a seat, None nor SEEN_BY_MOVER")
        if self._public or who == self._seen_by:
            return
        self._seen_by = who
        self.seenByChanged.emit(who)
        self._jumped()

    def seat_of_move(self, index: int) -> int | None:
        """The seat whose eyes show move `index` (0-based; -1: the setup)."""
        if self._public or self._seen_by is None:
            return None
        if self._seen_by != SEEN_BY_MOVER:
            return self._seen_by  # type: ignore[return-value]
        if not self._actors:
            return None
        return self._actors[max(0, min(index, len(self._actors) - 1))]

    def view_seat(self) -> int | None:
        """The seat whose view the table shows now."""
        return self.seat_of_move(self._position - 1)

    # ---- stepping ----------------------------------------------------------------------------------
    def _state_at(self, position: int) -> State:
        base = (position // CHECKPOINT) * CHECKPOINT
        state = self._checkpoints[base].clone()
        for action in self._actions[base:position]:
            state.apply(action)
        return state

    def go_to(self, position: int) -> None:
        """Jump to `position` (clamped to 0..moves): the table and the log at once, no animation."""
        position = max(0, min(int(position), self.moves))
        self._state = self._state_at(position)
        self._position = position
        self._anim_pending = False
        self._jumped()
        if self._playing:
            self._schedule(self._pause_ms())

    def _jumped(self) -> None:
        record = self._record(JUMP, log=True)
        self.announced.emit(record)
        self.logReset.emit()
        self.positionChanged.emit(record.view)
        self.moved.emit(self._position)

    def first(self) -> None:
        self.go_to(0)

    def last(self) -> None:
        self.go_to(self.moves)

    def step_back(self) -> None:
        self.go_to(self._position - 1)

    @property
    def at_end(self) -> bool:
        return self._position >= self.moves

    def step_forward(self) -> bool:
        """Show the next move being played; False at the last position."""
        if self._closed or self.at_end:
            return False
        index = self._position
        before_seat, seat = self.view_seat(), self.seat_of_move(index)
        if seat != before_seat:  # the table turns to the seat that moves before its move is shown
            turned = self._record(VIEWER, seat=seat)
            self.announced.emit(turned)
            self.positionChanged.emit(turned.view)
        self._state.apply(self._actions[index])
        self._position = index + 1
        if self._waits_for_animations:
            self._anim_pending = True
        record = self._record(MOVE, self._events[index], seat=seat)
        self.announced.emit(record)
        self.eventsApplied.emit(list(record.events), self._actions[index], record.view)
        for line in record.lines:
            self.logged.emit(line)
        self.positionChanged.emit(record.view)
        self.moved.emit(self._position)
        if not self._waits_for_animations and self._playing:
            self._schedule(self._pause_ms())
        return True

    def animations_done(self) -> None:
        """The table has shown the last move: while playing, the next one follows after a pause."""
        if not self._anim_pending:
            return
        self._anim_pending = False
        if self._playing:
            self._schedule(self._pause_ms())

    def set_waits_for_animations(self, wait: bool) -> None:
        """True (default): `play` waits for `animations_done()` after each move. False for headless use."""
        self._waits_for_animations = bool(wait)
        if not wait and self._anim_pending:
            self.animations_done()

    @property
    def animation_pending(self) -> bool:
        return self._anim_pending

    # ---- playing -------------------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self._playing

    @property
    def speed(self) -> float:
        return self._speed

    def set_speed(self, factor: float) -> None:
        """The pause between moves while playing is PLAY_PAUSE_MS times `factor` (0: none)."""
        self._speed = max(0.0, float(factor))

    def _pause_ms(self) -> int:
        return int(PLAY_PAUSE_MS * self._speed)

    def play(self, speed: float | None = None) -> None:
        """Step forward move after move until the end (from the start when at the end already)."""
        if speed is not None:
            self.set_speed(speed)
        if self._closed or not self.moves:
            return
        if self.at_end:
            self.go_to(0)
        if not self._playing:
            self._playing = True
            self.playingChanged.emit(True)
        if not self._anim_pending:
            self._schedule(0)

    def pause(self) -> None:
        self._timer.stop()
        if self._playing:
            self._playing = False
            self.playingChanged.emit(False)

    def _schedule(self, ms: int) -> None:
        if self.at_end:
            self.pause()
        else:
            self._timer.start(max(0, ms))

    def _play_step(self) -> None:
        if not self._playing or self._anim_pending:
            return
        if not self.step_forward():
            self.pause()

    def close(self, wait_ms: int = 0) -> None:
        self._closed = True
        self.pause()

    @property
    def closed(self) -> bool:
        return self._closed

    # ---- the read-only part of GameSession's interface -------------------------------------------------
    def announcement(self) -> Announcement:
        """The position now, with the log up to it, for the seat it is seen by (nothing announced)."""
        return self._record(VIEWER, log=True)

    def _record(self, kind: str, events: Sequence[Event] = (), *, log: bool = False,
                seat: int | None | str = "now") -> Announcement:
        """The announcement of the position now (`events`: a move's, filtered for `seat`)."""
        seat = self.view_seat() if seat == "now" else seat
        shown = tuple(self._game.events_for(events, seat))
        return Announcement(
            kind=kind, viewer=seat, events=shown, event_lines=tuple(map(self.line_of, shown)),
            view=self._state.view(seat), legal=(), acting=self._state.current_player, handoff=None,
            log=tuple(self.log_lines()) if log else None, before=None,
            can_undo=False, can_redo=False, over=self._state.is_over)

    def view(self) -> dict:
        return self._state.view(self.view_seat())

    def public_view(self) -> dict:
        return self._state.view(None)

    def setup_view(self) -> dict | None:
        return self._checkpoints[0].setup_view(self.seat_of_move(-1))

    def legal_actions(self) -> list[Action]:
        return []  # a replay takes no moves

    def acting_seat(self) -> int | None:
        return self._state.current_player

    @property
    def current_player(self) -> int | None:
        return self._state.current_player

    @property
    def is_over(self) -> bool:
        return self._state.is_over

    def totals(self) -> list[int]:
        return self._state.totals()

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self._seats) if s.is_human]

    started = True
    awaits_setup = False
    handoff_pending = False
    handoff_seat = None
    bot_thinking = False
    thinking_seat = None
    save_path = None
    saved_moves = None
    hints_used: frozenset = frozenset()

    def start(self) -> None:
        """Nothing to start: the replay shows its first position when it is made."""

    def confirm_handoff(self) -> None:
        """A replay has no hand-offs."""

    def explain(self, action: Any) -> str:
        return _("This is a replay.")

    def submit(self, action: Any) -> bool:
        self.error.emit(self.explain(action))
        return False

    def can_undo(self) -> bool:
        return False

    def can_redo(self) -> bool:
        return False

    def undo_problem(self) -> str:
        return _("This is a replay.")

    redo_problem = undo_problem

    def undo(self) -> bool:
        return False

    def redo(self) -> bool:
        return False

    def hint_problem(self) -> str:
        """Why no hint can be asked for: nothing is played in a replay."""
        return _("This is a replay.")

    def hint(self) -> bool:
        """No hints in a replay."""
        return False

    def set_gate(self, fn: Any) -> None:
        """Nothing is played in a replay: nothing to refuse."""

    def set_bot_delay(self, ms: int) -> None:
        """No bots play in a replay."""

    def flush(self, timeout_s: float | None = None) -> bool:
        return True

    # ---- the log -------------------------------------------------------------------------------------
    def _log_mod(self) -> Any:
        if not self._log_loaded:
            self._log_loaded = True
            try:
                self._log_module = game_modules.load_module(self._log_spec, self._game, "log")
            except ImportError:
                self._log_module = None
        return self._log_module

    def line_of(self, event: Event) -> str | None:
        """The log line of one event (already filtered for the shown seat), or None."""
        return game_modules.describe(self._log_mod(), event, self.names) or None

    def _lines(self, shown: Sequence[Event]) -> list[str]:
        return [line for line in map(self.line_of, shown) if line]

    def move_lines(self, index: int) -> list[str]:
        """The log lines of move `index` (0-based; -1: the setup) as the table shows them."""
        events = self._setup_events if index < 0 else self._events[index]
        return self._lines(self._game.events_for(events, self.seat_of_move(index)))

    def log_lines(self) -> list[str]:
        """The log up to the position now: the lines of the setup and of every move made so far."""
        lines: list[str] = []
        for index in range(-1, self._position):
            lines += self.move_lines(index)
        return lines
