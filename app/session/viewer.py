"""One viewer, and every change of viewer through the hand-off cover; one announcement per change.

A mixin of GameSession (app/session/game_session.py). The viewer (`view_seat()`) is the seat whose
private view the table may draw:

- no human: nobody (None), the table shows what everyone may see;
- a game without secrets: the human whose turn it is, else the last one (every seat sees the same);
- one human: that human, always;
- two or more humans in a game with secrets (hot-seat): the seat named by the last confirmed hand-off,
  from that confirmation until that seat's turn ends (its last decision of the turn, or its secret
  choice in a game of simultaneous choices); at every other moment nobody.

Only `confirm_handoff()` makes a seat the viewer in hot-seat. A move, undo, redo, loading, continuing
or a new game never does: when the turn goes to a human who is not the viewer, a hand-off for that
human is pending (`handoff_pending`, `handoff_seat`), and until it is confirmed the screen shows the
public view and that human may do nothing.

Each change is announced once (`announced`, app/session/announcement.py), made for the viewer; the
old signals (`eventsApplied`, `logged`, `positionChanged`, `handoff`, `logReset`, `gameOver`) follow
it with the same content for listeners that still use them. No Qt is needed here beyond the
session's signals.
"""

from __future__ import annotations

from typing import Any, Sequence

from app.core import Action, Event
from app.core.i18n import _
from app.session.announcement import JUMP, MOVE, SETUP, VIEWER, Announcement


class Viewing:
    """Needs the session's `_state`, `_game`, `_seats`, `_journal`, `_closed`, `_bot_busy`, its
    signals, `legal_actions()`, `can_undo()`, `can_redo()`, `line_of()` and `_advance()`."""

    _viewer: int | None = None
    #: the viewer before the turn ended (nobody views while the cover waits): who may still take the
    #: move back while the cover waits
    _last_viewer: int | None = None
    #: lines that belong to no event, by the number of moves they follow: (moves, order, how to write
    #: it, the name in it): written in the reader's language when read ("Ana took back a move.")
    _notes: list[tuple[int, int, Any, str]]
    #: seats played at other computers (issue 28): not at this screen, never its viewer
    _remote_seats: frozenset[int] = frozenset()

    def _init_viewing(self) -> None:
        self._viewer = None
        self._last_viewer = None
        self._notes = []

    # ---- who views -------------------------------------------------------------------------------
    def human_seats(self) -> list[int]:
        """The humans at this screen (a seat played at another computer is not one of them)."""
        return [i for i, s in enumerate(self._seats) if s.is_human and i not in self._remote_seats]

    def _at_screen(self, seat: int | None) -> bool:
        """Whether `seat` is a human at this screen."""
        return seat is not None and self._seats[seat].is_human and seat not in self._remote_seats

    def _uses_handoffs(self) -> bool:
        return bool(self._game.has_secrets) and len(self.human_seats()) >= 2

    def view_seat(self) -> int | None:
        """The viewer: the seat whose private view the table may draw now (None: nobody, the public
        view). See the module docstring."""
        if self._uses_handoffs():
            return self._viewer
        if self._viewer is not None:
            return self._viewer
        humans = self.human_seats()
        return humans[0] if humans else None

    @property
    def handoff_seat(self) -> int | None:
        """The human who must take the mouse before anything more is shown: in hot-seat, once the game
        has started, the human whose decision it is while that human is not the viewer; else None."""
        seat = self._state.current_player
        if (seat is None or not self._started or self._closed or not self._uses_handoffs()
                or seat == self._viewer or not self._at_screen(seat)):
            return None
        return seat

    @property
    def handoff_pending(self) -> bool:
        return self.handoff_seat is not None

    def _refresh_viewer(self, handed_before: int | None) -> int | None:
        """After the position changed (the hand-off seat before it: `handed_before`): the viewer's turn
        may have ended. Returns the seat of a hand-off that began now (for the `handoff` signal)."""
        seat = self._state.current_player
        if not self._uses_handoffs():
            if self._at_screen(seat):
                self._viewer = seat
        elif self._viewer is not None and seat != self._viewer:
            self._last_viewer, self._viewer = self._viewer, None  # the viewer's turn ended
        handed = self.handoff_seat
        return handed if handed != handed_before else None

    def _human_at_screen(self) -> int | None:
        """The human who has the mouse now, for undo and redo: the viewer; while nobody views, the
        last viewer (the mover may take the move back while the cover for the next player waits). In
        a game without hand-offs: the human whose turn it is (None while a computer plays)."""
        if self._uses_handoffs():
            return self._viewer if self._viewer is not None else self._last_viewer
        seat = self._state.current_player
        return seat if self._at_screen(seat) else None

    def confirm_handoff(self) -> None:
        """The player of the hand-off seat has the mouse: that seat becomes the viewer, and the table
        is announced anew for it (its view, its log)."""
        seat = self.handoff_seat
        if seat is None:
            return
        self._viewer = self._last_viewer = seat
        self._announce(VIEWER, log=True)
        self._advance()

    # ---- announcing --------------------------------------------------------------------------------
    def _note(self, write: Any, name: str, moves: int | None = None) -> None:
        """A line of no event (`write(name)`, in the reader's language), kept in the log after the first
        `moves` moves (default: all so far)."""
        self._notes.append((len(self._journal) if moves is None else moves, len(self._notes), write, name))

    def _forget_notes(self, moves: int) -> None:
        self._notes = [n for n in self._notes if n[0] <= moves]

    def log_lines(self, moves: int | None = None, seat: Any = "viewer") -> list[str]:
        """The log line so far (of the setup and the first `moves` moves, default all), as the viewer
        (or `seat`) may read them, with the notes where they were made."""
        seat = self.view_seat() if seat == "viewer" else seat
        notes = [(made, k, write(name)) for made, k, write, name in sorted(self._notes, key=lambda n: n[:2])]

        def lines_of(events) -> list[str]:
            return [line for line in map(self.line_of, self._game.events_for(events, seat)) if line]

        lines = lines_of(self._journal.setup)
        for done, events in enumerate(self._journal.events[:moves]):
            lines += [line for made, _k, line in notes if made == done]
            lines += lines_of(events)
        last = len(self._journal) if moves is None else moves
        return lines + [line for made, _k, line in notes if made == last]

    def announcement(self) -> Announcement:
        """The position now as an announcement for the viewer, with its whole log, announcing
        nothing: what a table attached now draws first."""
        return self._record(VIEWER, log=True)

    def _announce(self, kind: str, events: Sequence[Event] = (), action: Action | None = None, *,
                  log: bool = False, before: dict | None = None, newly_handed: int | None = None) -> Announcement:
        """Announce the position now, once, for the viewer (`announced`), then the old signals."""
        record = self._record(kind, events, action, log=log, before=before)
        self._in_emit = True
        try:
            self.announced.emit(record)
            # the seats at other computers (app/session/screens.py), before `gameOver` says it is over
            self._tell_screens(kind, events, action)
            self._emit_old_signals(record, action, newly_handed)
        finally:
            self._in_emit = False
        return record

    def _record(self, kind: str, events: Sequence[Event] = (), action: Action | None = None, *,
                log: bool = False, before: dict | None = None, seat: Any = "viewer") -> Announcement:
        """The record for the viewer (or for remote `seat`: app/session/screens.py). `events` are the
        move's full events (filtered here); `log`: the whole log is sent (a jump, a new viewer), up to
        this record's own event lines."""
        local = seat == "viewer"
        seat = self.view_seat() if local else seat
        shown = tuple(self._game.events_for(events, seat))
        whole = None
        if log:  # before the start nothing was announced: the setup's lines come with its record
            whole = tuple(self.log_lines(len(self._journal) - bool(events), seat=seat)) if self._started else ()
        return Announcement(
            kind=kind, viewer=seat, events=shown, event_lines=tuple(map(self.line_of, shown)),
            view=self._state.view(seat), legal=tuple(self.legal_actions() if local else self.legal_for(seat)),
            acting=self._state.current_player, handoff=self.handoff_seat if local else None, log=whole,
            before=before, can_undo=self.can_undo() if local else self.undo_problem(seat) is None,
            can_redo=self.can_redo() if local else self.redo_problem(seat) is None, over=self._state.is_over,
            action_type=None if action is None else action.TYPE)

    def _emit_old_signals(self, record: Announcement, action: Any, newly_handed: int | None) -> None:
        """The signals of before the announcement, with the same content (listeners that still use them)."""
        view = record.view
        if record.log is not None:
            self.logReset.emit()
        if record.kind in (SETUP, MOVE):
            self.eventsApplied.emit(list(record.events), action, view)
        for line in record.lines:
            self.logged.emit(line)
        self.positionChanged.emit(view)
        if newly_handed is not None:
            self.handoff.emit(newly_handed)
        if record.over and record.kind in (SETUP, MOVE, JUMP):
            self.gameOver.emit()


def took_back_line(name: str) -> str:
    return _("{name} took back a move.").format(name=name)


def played_again_line(name: str) -> str:
    return _("{name} played the taken-back move again.").format(name=name)
