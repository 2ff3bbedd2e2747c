"""The table's core: everything a game at a table does between its seats and its pure state, without Qt.

A move (`submit`, a human's; a bot's on the worker thread) goes to the rules, the events it makes are
recorded (the journal) and autosaved, then announced once for the viewer (`announced`: an
`Announcement`, app/session/announcement.py; the older signals follow with the same content). Who the
viewer is and how it changes only through the hand-off cover: app/session/viewer.py; undo and redo:
takeback.py; saving: saving.py; the statistics: stats_recording.py.

Two tables are made of it: the app's `GameSession` (app/session/game_session.py: a QObject whose Qt
signals carry the announcements to the window, on the UI thread with Qt's timers and thread pool) and a
headless `Table` (below: plain `Channel`s, on an asyncio loop: a host on a server, issue 28). The thread
is the driver's (app/session/driver.py): the core asks it to call later, to run a bot's task and to bring
answers back; it never waits and never imports Qt.
"""

from __future__ import annotations

import functools
import time
from pathlib import Path
from typing import Any, Callable, Mapping, Self, Sequence

from app.core import Action, Event, Game, IllegalAction, SaveFormatError, State, text
from app.core.i18n import _
from app.persistence import autosave as autosave_files
from app.persistence import background
from app.persistence import paths
from app.persistence.autosaver import Autosaver
from app.persistence.seats import SeatConfig, validate_seats
from app.session import game_modules
from app.session.announcement import BUSY_REASON, JUMP, MOVE, SETUP
from app.session.bot_task import BotTask
from app.session.channel import open_channels
from app.session.driver import Driver
from app.session.journal import Journal
from app.session.saving import CLOSE_FLUSH_S, Saving
from app.session.screens import RemoteScreens
from app.session.seated import Seated
from app.session.stats_recording import StatsRecording
from app.session.takeback import TakeBack
from app.session.viewer import Viewing

__all__ = ["DEFAULT_BOT_DELAY_MS", "Gate", "Table", "TableCore"]

#: minimum time a bot "thinks" so that humans can follow what happens
DEFAULT_BOT_DELAY_MS = 600
#: a gate: (the human's action, their seat) -> a refusal sentence (seats as placeholders) or None
Gate = Callable[[Action, int], "str | None"]
#: with a table attached (the session waits for animations), a bot's answer is applied from a timer at
#: least this long after it arrived, never straight from the worker's queued signal: with no bot delay
#: and no animations the answers come within a millisecond, and the window would go from one move's
#: work (apply, draw, paint) to the next in a chain of posted events, its timers and input starving
#: (issue 14's stalls). From a timer, the move takes its turn with the window's other timers.
MIN_BOT_PAUSE_MS = 5


class _FirstLegalBot:
    """Stands in when a game's bots cannot be made, so that the game can go on (an error is shown)."""

    def choose(self, view: dict, legal: list) -> Action:
        return legal[0]


def _make_bot(spec: Any, game: Any, config: SeatConfig, seat: int, seed: int) -> tuple[Any, str | None]:
    """(`seat`'s bot, None), or (a bot that plays the first allowed move, the sentence saying why);
    runs on the worker thread (no signals: the UI thread says the sentence)."""
    try:
        module = game_modules.load_module(spec, game, "bots")  # imported once, then sys.modules'
        if module is None:
            raise ImportError(_("{game} has no computer players").format(game=game.title))
        return module.make_bot(config.kind, seat, seed), None
    except Exception as exc:  # the game goes on with a placeholder; the player is told
        return _FirstLegalBot(), _("The computer player {name} could not be started ({reason}); "
                                   "it plays the first allowed move instead.").format(name=config.name, reason=exc)


class TableCore(Seated, Viewing, TakeBack, RemoteScreens, StatsRecording, Saving):
    """A game at a table (see the module docstring). A subclass calls `_init_core` from its own
    constructor; the signals are its class's (Qt) or plain channels (`open_channels`)."""

    def _init_core(self, game: Game, state: State, seats: Sequence[SeatConfig], *, driver: Driver,
                   save_path: Path | str | None = None, bot_delay_ms: int = DEFAULT_BOT_DELAY_MS,
                   autosave: bool = True, bots_module: Any = None, log_module: Any = None,
                   record_stats: bool | None = None, remote: Sequence[int] = ()) -> None:
        """`remote`: the human seats played at other computers (issue 28: app/session/screens.py)."""
        open_channels(self)
        self._init_screens(remote)
        if state.game is not game:
            raise ValueError(f"This position is of {state.game.title}, not of {game.title}.")
        self._game = game
        self._state = state
        self._seats: list[SeatConfig] = validate_seats(seats, state.num_players)
        self._save_path: Path | None = None
        self._saver: Autosaver | None = None
        self._load_note: str | None = None
        if autosave:
            self._save_path = Path(save_path) if save_path is not None else paths.autosave_path()
            self._saver = Autosaver(self._save_path, game, self._seats)
        self._bot_delay_ms = max(0, int(bot_delay_ms))
        self._bots_spec, self._log_spec = bots_module, log_module
        self._log_module: Any = None
        self._log_loaded = False
        self._bots: dict[int, Any] = {}
        self._journal = Journal.rebuild(game, state)
        self._driver = driver
        # control flags
        self._started = False
        self._closed = False
        self._waits_for_animations = True
        self._anim_pending = False
        self._in_emit = False
        self._generation = 0
        self._bot_busy = False
        self._start_due: tuple[int, int] | None = None  # the token of a bot waiting for the frame gate
        self._frame_gate: Any = None
        self._thinking_seat: int | None = None
        self._bot_started_at = 0.0
        #: the game waits (a replay is watched over it): no bot starts, a bot's move waits here
        self._held = False
        self._held_move: tuple | None = None
        self._init_viewing()
        # one worker thread per table (the driver's): bots of one game never run two at a time; their
        # answers come back on the table's thread
        self._relay = driver.relay(self._on_bot_result)
        # from the writer thread to the table's: (moves, problem or None) of a save; a sentence of why
        # the statistics could not be written (never through the table's own signal: app/session/ui_relay.py)
        self._post_written = driver.poster(self, lambda table, payload: table._on_written(payload))
        self._post_stats_problem = driver.poster(self, lambda table, text: table.error.emit(text))
        self._saved_moves: int | None = None
        #: what undo took back, newest last: (the history it went back to, [(seat, action), ...])
        self._redo: list[tuple[list[Action], list[tuple[int, Action]]]] = []
        #: `gate(action, seat)` may refuse a human's move with a sentence before the rules see it
        self._gate: Gate | None = None
        # statistics record this game at its end (default: when it autosaves; Learn to play: never)
        self._stats_init(record_stats, autosave)  # app/session/stats_recording.py
        driver.later(0, self.start)

    # ---- construction ------------------------------------------------------------------------
    @classmethod
    def new(cls, game: Game, seats: Sequence[SeatConfig], seed: int, options: dict | None = None,
            save_path: Path | str | None = None, *, secret: str | bool | None = True, **kwargs: Any) -> Self:
        """A session on a new game of len(seats) players (ValueError with a sentence on bad input);
        `secret` as `Game.new_state`'s (a lesson: None, its bots seeded from the lesson's seed)."""
        state = game.new_state(len(seats), seed, options, secret=secret)
        return cls(game, state, seats, save_path=save_path, **kwargs)

    @classmethod
    def load(cls, path: Path | str, *, resolve_game: Any = None, save_path: Path | str | None = None,
             **kwargs: Any) -> Self:
        """A session on a saved game (an autosave with its move log); SaveFormatError (a sentence) when
        the file is not a good save, whatever went wrong (issue 27: nothing escapes as a traceback).
        Nothing is written before the file has been fully checked; a damaged autosave being continued
        is set aside (renamed), so nothing is lost."""
        target = None if not kwargs.get("autosave", True) else save_path or paths.autosave_path()
        try:
            saved, note = autosave_files.load_for(path, target, resolve_game=resolve_game)
            session = cls(saved.game, saved.state, saved.seats, save_path=save_path, **kwargs)
        except SaveFormatError:
            raise
        except Exception:  # noqa: BLE001 - whatever a file holds, loading it ends in a sentence
            raise SaveFormatError(autosave_files.unplayable(path, target)) from None
        session._load_note = note
        session._stats_resume(saved.meta)
        return session

    def start(self) -> None:
        """Show the start (setup events of a new game), autosave, start bots. Called automatically
        from the event loop right after construction; calling it earlier (tests) is fine, twice is a no-op."""
        if self._started or self._closed:
            return
        self._started = True
        self._settle()  # the app: what lives on is frozen, collections during play look at what is new
        self._autosave()
        if self._load_note is not None:
            self.error.emit(self._load_note)
        newly_handed = self._refresh_viewer(None)
        if not self._state.history and self._journal.setup:
            if self._waits_for_animations:
                self._anim_pending = True
            self._announce(SETUP, self._journal.setup, before=self.setup_view(), newly_handed=newly_handed)
        else:  # a loaded or continued game: the position and its whole log at once
            self._announce(JUMP, log=True, newly_handed=newly_handed)
        self._advance()

    def _settle(self) -> None:
        """A game starts: the app settles the garbage of the process here (GameSession); headless: nothing."""

    def close(self, wait_ms: int = 0) -> None:
        """Stop: pending bot answers are discarded, nothing more is applied or saved. `wait_ms` > 0
        waits that long for a bot still thinking on the worker thread (at app exit, in tests)."""
        self._closed = True
        self._generation += 1
        self._bot_busy = False
        self._thinking_seat = None
        self._driver.clear()
        self.flush(CLOSE_FLUSH_S)
        if self._saver is not None:
            self._saver.close()
        if wait_ms > 0:
            self._driver.wait(wait_ms)
        self._driver.shutdown()

    def wait_for_bots(self, wait_ms: int) -> None:
        """Wait up to `wait_ms` for a bot still thinking (after `close`; any thread)."""
        self._driver.wait(wait_ms)

    @property
    def closed(self) -> bool:
        return self._closed

    def set_held(self, held: bool) -> None:
        """Held: the game waits exactly where it is while the player looks at something else (a replay
        opened over it): no bot starts, and the move of a bot that was thinking waits until the hold
        ends; the position, the undo and redo, the log and the autosave stay as they are. Released:
        the waiting move is played (and shown), or the next bot starts."""
        held = bool(held)
        if held == self._held:
            return
        self._held = held
        if held:
            return
        waiting, self._held_move = self._held_move, None
        if waiting is not None and not self._closed and waiting[0] == self._token():
            self._finish_bot(*waiting)
        else:  # nothing waited, or the position changed meanwhile (an undo): the next bot starts
            self._advance()

    @property
    def held(self) -> bool:
        return self._held

    @property
    def started(self) -> bool:
        """True once `start()` ran (the setup events of a new game have been announced)."""
        return self._started

    @property
    def awaits_setup(self) -> bool:
        """True while a new game's setup events (the first deal) are still to be announced by `start()`."""
        return not self._started and not self._state.history and bool(self._journal.setup)

    # ---- read-only access ----------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The live state, for tests and tools. Read it; never change it (only the session applies
        actions). The UI does not use it: it reads the views the signals carry and the methods below."""
        return self._state

    @property
    def save_path(self) -> Path | None:
        return self._save_path

    @property
    def is_over(self) -> bool:
        return self._state.is_over

    @property
    def current_player(self) -> int | None:
        return self._state.current_player

    @property
    def bot_thinking(self) -> bool:
        return self._bot_busy

    @property
    def thinking_seat(self) -> int | None:
        return self._thinking_seat if self._bot_busy else None

    @property
    def animation_pending(self) -> bool:
        return self._anim_pending

    @property
    def revealed(self) -> list[bool]:
        return list(self._journal.revealed)

    @property
    def actors(self) -> list[int]:
        """The seat that made each action so far."""
        return list(self._journal.actors)

    def view(self) -> dict:
        """The state as `view_seat()` may see it (a new dict each call; the signals carry it too)."""
        return self._state.view(self.view_seat())

    def public_view(self) -> dict:
        """What everyone may see (the table behind a hand-off cover)."""
        return self._state.view(None)

    def setup_view(self) -> dict | None:
        """The table as `view_seat()` saw it before the setup events (the deal), as the rules give it,
        so that a new game's deal can be animated; None when the game does not say."""
        return self._state.setup_view(self.view_seat())

    def legal_actions(self) -> list[Action]:
        """What the human at the screen may do now (empty while a bot plays, before a hand-off is
        confirmed, or when the game is over)."""
        seat = self._state.current_player
        if (seat is None or self._closed or not self._at_screen(seat) or self._bot_busy
                or self.handoff_pending):
            return []
        return self._state.legal_actions()

    def acting_seat(self) -> int | None:
        return self._state.current_player

    def totals(self) -> list[int]:
        totals = self.view().get("totals")
        return list(totals) if isinstance(totals, list) else self._state.totals()

    def round_scores(self) -> list[list[int]]:
        """Points per seat in each completed round, oldest first (the view's "rounds")."""
        rounds = self.view().get("rounds")
        return [list(r) for r in rounds] if isinstance(rounds, list) else []

    # ---- hidden information ------------------------------------------------------------------
    def _filter(self, events: Sequence[Event]) -> list[Event]:
        """`events` as `view_seat()` may see them (`Game.seen_by`: hidden ones are left out)."""
        return self._game.events_for(events, self.view_seat())

    def _log_mod(self) -> Any:
        if not self._log_loaded:
            self._log_loaded = True
            try:
                self._log_module = game_modules.load_module(self._log_spec, self._game, "log")
            except ImportError as exc:
                self.error.emit(_("The game's log cannot be loaded ({reason}); plain sentences are used.").format(
                    reason=exc))
                self._log_module = None
        return self._log_module

    def line_of(self, event: Event) -> str | None:
        """The log line of one event as `eventsApplied` gave it (already filtered for the seat at the
        screen), or None when it writes none: the same line `logged` sends for it, so that a view
        can write each event's line when that event is shown on the table."""
        return game_modules.describe(self._log_mod(), event, self.names) or None

    # ---- the gate -------------------------------------------------------------------------------
    def set_gate(self, fn: Gate | None) -> None:
        """`fn(action, seat)` refuses a human's move with a sentence (or None to let the rules decide);
        `submit` and `explain` consult it (Learn to play refuses what the lesson's step does not ask
        for). None removes the gate."""
        self._gate = fn

    def _gate_problem(self, action: Action) -> str | None:
        if self._gate is None:
            return None
        return self._gate(action, self._state.current_player)

    # ---- playing -------------------------------------------------------------------------------
    def submit(self, action: Action | Mapping[str, Any]) -> bool:
        """A human's action for the current seat. Anything not allowed now emits `error` with a
        sentence (the rules' own, with the players' names) and changes nothing. Returns whether the
        action was applied."""
        problem = self._submit_problem()
        if problem is None:
            try:
                if isinstance(action, Mapping):
                    action = self._game.parse_action(action)
                problem = self._gate_problem(action)  # type: ignore[arg-type]
                if problem is None:
                    self._apply(self._state.current_player, action)  # type: ignore[arg-type]
                    return True
            except IllegalAction as exc:
                problem = exc.sentence
        self.error.emit(text.fill(problem, self.names))
        return False

    def explain(self, action: Action | Mapping[str, Any]) -> str | None:
        """Why `submit(action)` would refuse `action` now, in the sentence it would send with `error`
        (the rules' `explain`, with the players' names); None when it would apply it. Nothing changes:
        a scene asks this for a click that selects rather than plays (an order card, a topping)."""
        problem = self._submit_problem()
        if problem is None:
            _action, problem = self._why_not(action)
        return None if problem is None else text.fill(problem, self.names)

    def _why_not(self, action: Action | Mapping[str, Any], seat: int | None = None) -> tuple[Action | None, str | None]:
        """`action` as the game's record (a dict is parsed by the game) and why `seat` (default: the one
        to play) may not play it now, the gate's or the rules' sentence with seats as placeholders (None:
        it may); (None, the sentence) for a dict that is no action of the game."""
        try:
            if isinstance(action, Mapping):
                action = self._game.parse_action(action)
            return action, self._gate_problem(action) or self._state.explain(action, seat)  # type: ignore[arg-type]
        except IllegalAction as exc:
            return None, exc.sentence

    def _submit_problem(self) -> str | None:
        """Why no move of the screen's human is taken now (seats as placeholders), or None."""
        if self._closed:
            return _("This game has been closed.")
        if self._state.is_over:
            return _("The game is over: no more moves can be made.")
        seat = self._state.current_player
        if seat is None:
            return _("It is not your turn: nobody (computer) is playing.")
        if seat in self._remote_seats:
            return _("It is not your turn: {who} plays at another computer.").format(who=text.seat(seat))
        if not self._seats[seat].is_human:
            return _("It is not your turn: {who} (computer) is playing.").format(who=text.seat(seat))
        if self._bot_busy:
            return _("Wait: a computer player is still thinking.")
        if self.handoff_pending:
            return _("{who} must take the mouse first.").format(who=text.seat(seat))
        if self._anim_pending:
            return _(BUSY_REASON)
        return None

    def _apply(self, seat: int, action: Action) -> None:
        """Apply `seat`'s action (IllegalAction, "not your turn" included, leaves everything unchanged)."""
        viewer, handed = self.view_seat(), self.handoff_seat
        # the table drew the viewer's view; when the viewer's turn ends with this move, the move is
        # shown to nobody in particular, from the public table before it (drawn anew at once)
        public_before = self._state.view(None) if viewer is not None and self._uses_handoffs() else None
        events = self._state.apply(action, seat=seat)
        self._journal.record(seat, events, action, self._state)
        self._autosave()
        newly_handed = self._refresh_viewer(handed)
        if self._waits_for_animations:
            self._anim_pending = True
        changed = self._uses_handoffs() and self.view_seat() != viewer
        self._announce(MOVE, events, action, log=changed, before=public_before if changed else None,
                       newly_handed=newly_handed)
        self._advance()

    def animations_done(self) -> None:
        """The UI finished animating the last events: the next bot may start, a human may move."""
        self._anim_pending = False
        if not self._in_emit:
            self._advance()

    def set_waits_for_animations(self, wait: bool) -> None:
        """True (default): wait for `animations_done()` after each eventsApplied. False for headless use."""
        self._waits_for_animations = bool(wait)
        if not wait and self._anim_pending:
            self.animations_done()

    def set_bot_delay(self, ms: int) -> None:
        self._bot_delay_ms = max(0, int(ms))

    # ---- bots ----------------------------------------------------------------------------------
    def _token(self) -> tuple[int, int]:
        return (self._generation, len(self._state.history))

    def _advance(self) -> None:
        """Start the next bot if it is a bot's turn and nothing is pending."""
        if (not self._started or self._closed or self._anim_pending or self._bot_busy or self._held
                or self._state.is_over):
            return
        seat = self._state.current_player
        if seat is None or not self._plays_itself(seat):
            return
        self._bot_busy, self._thinking_seat = True, seat
        self._bot_started_at = time.monotonic()  # the bot's pace counts from here (the frame's wait too)
        self.botThinking.emit(seat)
        gate = self._frame_gate if self._waits_for_animations else None
        if gate is None:
            self._think(seat)
            return
        token = self._start_due = self._token()
        gate(lambda: self._think_when_due(token, seat))

    def set_frame_gate(self, gate: Any) -> None:
        """`gate(start)`: the table calls `start()` once the move shown has been painted, so that the bot
        does not think beside the paint (sharing the GIL, issue 14). None (headless): bots start at once."""
        self._frame_gate = gate
        if gate is None and self._start_due is not None and self._bot_busy:
            self._think_when_due(self._start_due, self._thinking_seat)

    def _think_when_due(self, token: Any, seat: Any) -> None:
        if (self._start_due != token or self._closed or not self._bot_busy
                or self._thinking_seat != seat or token != self._token()):
            return  # started already, or undo, load or close happened meanwhile
        self._start_due = None
        self._think(seat)

    def _think(self, seat: int) -> None:
        """Hand `seat`'s bot its view and the legal actions on the worker thread (a bot not made yet is
        made there first: `_make_bot`)."""
        # a view is a new dict sharing nothing with the state (tests/core/test_views_are_fresh.py):
        # the bot may scribble on it without a copy
        view = self._state.view(seat)
        legal = self._state.legal_actions()
        bot = self._bots.get(seat)
        # the recipe holds plain data, never the session: the pool (the session's child) holds the task
        # until it runs, and a task holding the session makes a cycle that the garbage collector may
        # break while the task waits, the session's attributes gone before the worker reads them
        make = None if bot is not None else functools.partial(
            _make_bot, self._bots_spec, self._game, self._bot_config(seat), seat,
            game_modules.seat_bot_seed(self._state, seat))
        task = BotTask(self._relay, bot, view, legal, self._token(), seat, make=make)
        self._driver.run(task)

    def _on_bot_result(self, payload: Any) -> None:
        token, seat, action, problem, _elapsed, bot, unmade = payload
        if self._closed or token != self._token():
            return  # stale: undo, load or close happened meanwhile (a bot made for it is not kept)
        if bot is not None and seat not in self._bots:
            self._bots[seat] = bot
            if unmade:
                self.error.emit(unmade)
        waited_ms = (time.monotonic() - self._bot_started_at) * 1000.0
        remaining = self._bot_delay_ms - waited_ms
        if self._waits_for_animations:
            remaining = max(remaining, MIN_BOT_PAUSE_MS)
        if remaining > 1:
            self._driver.later(int(remaining), lambda: self._finish_bot(token, seat, action, problem))
        else:
            self._finish_bot(token, seat, action, problem)

    def _finish_bot(self, token: Any, seat: int, action: Any, problem: str | None) -> None:
        if self._closed or token != self._token():
            return
        if self._held:  # played when the hold ends (`set_held(False)`)
            self._held_move = (token, seat, action, problem)
            return
        self._bot_busy, self._thinking_seat = False, None
        name = self._seats[seat].name
        if problem is None and not (isinstance(action, Action) and self._state.is_legal(action)):
            problem = _("it chose {action}, which is not allowed now").format(action=repr(action))
        if problem is not None:
            fallback = self._state.legal_actions()[0]
            self.error.emit(_("The computer player {name} made a mistake ({problem}); "
                              "it plays the first allowed move instead.").format(name=name, problem=problem))
            action = fallback
        self._apply(seat, action)


class Table(TableCore):
    """A table without Qt (a host on a server): its signals are `Channel`s, its thread the driver's."""

    def flush(self, timeout_s: float | None = CLOSE_FLUSH_S) -> bool:
        """Wait until this table's autosave is on disk (one host holds many tables: it waits for none
        of the others' beyond those ahead of it; a headless table records no statistics)."""
        if self._save_path is None:
            return True
        return background.flush_path(self._save_path, timeout_s)

    def __init__(self, game: Game, state: State, seats: Sequence[SeatConfig], *, driver: Driver,
                 **kwargs: Any) -> None:
        self._init_core(game, state, seats, driver=driver, **kwargs)
