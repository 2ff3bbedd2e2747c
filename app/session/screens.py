"""Seats played at other computers (issue 28), as a mixin of the table's core (app/session/table_core.py).

A remote seat is a human seat whose screen is another computer's: it is never this screen's viewer, no
hand-off cover is put up for it, and no bot plays it. Each change of position is announced to it once,
as its own `Announcement` (its view, the events as it may see them, their log lines in its language,
the moves it may make now), through the sink it was attached with (`attach`); the host sends that
record over the network (app/host/wire.py). Its moves, undo and redo come back through `submit_as`,
`undo_as` and `redo_as`, which answer with the refusal sentence (in its language, names filled in) or
None. No Qt here.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import Any, Callable, Mapping, Sequence

from app.core import Action, Event, text
from app.core.i18n import _, language, speaking
from app.session.announcement import JUMP, SETUP, VIEWER, Announcement

def left_line(name: str) -> str:
    return _("{name}'s computer left the table.").format(name=name)


def stood_in_line(name: str) -> str:
    return _("A computer player plays for {name} until {name} is back.").format(name=name)


def back_line(name: str) -> str:
    return _("{name} is back at the table.").format(name=name)


#: a remote seat's sink: it gets each announcement made for that seat
Sink = Callable[[Announcement], None]
#: the level of the computer player that plays for a remote seat whose computer is gone (`stand_in`)
STAND_IN_LEVEL = "normal"


class RemoteScreens:
    """Needs the core's `_state`, `_game`, `_journal`, `_seats`, `_closed`, `_started`, `_remote_seats`,
    `line_of`, `log_lines`, `undo_problem`/`redo_problem`/`undo`/`redo` (with a seat) and `_apply`."""

    _screens: dict[int, tuple[Sink, str]]

    def _init_screens(self, remote: Sequence[int]) -> None:
        self._remote_seats = frozenset(remote)
        self._screens = {}
        #: remote seats a computer player plays for now (their computer is gone)
        self._stand_ins: set[int] = set()
        #: remote seats whose computer left during the game and has not come back
        self._away: set[int] = set()

    # ---- a computer player for a seat whose computer is gone ----------------------------------------
    def _plays_itself(self, seat: int) -> bool:
        """Whether a computer player makes `seat`'s moves: a computer's seat, or a remote seat stood in for."""
        return not self._seats[seat].is_human or seat in self._stand_ins

    def _bot_config(self, seat: Any) -> Any:
        config = self._seats[seat]
        return dataclasses.replace(config, kind=STAND_IN_LEVEL) if seat in self._stand_ins else config

    def stand_in(self, seat: int) -> None:
        """A computer player plays for remote `seat` from now on (its computer has been gone a while)."""
        if seat in self._remote_seats and seat not in self._stand_ins and not self._closed:
            self._stand_ins.add(seat)
            self._tell_everyone(stood_in_line, seat)
            self._advance()

    def stand_up(self, seat: int) -> None:
        """`seat`'s computer is back: it plays again; a move its stand-in is still working out is dropped."""
        if seat not in self._stand_ins:
            return
        self._stand_ins.discard(seat)
        self._bots.pop(seat, None)
        if self._bot_busy and self._thinking_seat == seat:
            self._generation += 1  # its answer is stale now
            self._bot_busy, self._thinking_seat = False, None

    @property
    def stood_in(self) -> frozenset[int]:
        return frozenset(self._stand_ins)

    @property
    def remote_seats(self) -> frozenset[int]:
        return self._remote_seats

    def attach(self, seat: int, sink: Sink, lang: str) -> None:
        """`seat`'s computer listens from now on (a join, a rejoin): once the game has started it gets
        the table as it is, with the whole log, at once; before, the setup's announcement."""
        if seat not in self._remote_seats:
            raise ValueError(f"seat {seat} is not played at another computer")
        self._screens[seat] = (sink, lang)
        if self._started:
            self._tell(seat, VIEWER, (), None, None)
        if seat in self._away:
            self._away.discard(seat)
            self._tell_everyone(back_line, seat)

    def detach(self, seat: int) -> None:
        """`seat`'s computer is gone (it left or dropped): the others read so in the log."""
        if self._screens.pop(seat, None) is not None and self._started and not self._state.is_over \
                and not self._closed:
            self._away.add(seat)
            self._tell_everyone(left_line, seat)

    def _tell_everyone(self, write: Callable[[str], str], seat: int) -> None:
        """A line of no move in everyone's log ("Ben's computer left the table."), each in its language:
        the log is sent anew (nothing else changed)."""
        self._note(write, self._seats[seat].name)
        self._announce(JUMP, log=True)

    # ---- announcing ---------------------------------------------------------------------------------
    def _tell_screens(self, kind: str, events: Sequence[Event], action: Action | None) -> None:
        """The change just announced at this screen, announced to every attached remote seat too (a
        change of this screen's viewer changes nothing for them)."""
        if kind == VIEWER:
            return
        for seat in list(self._screens):
            self._tell(seat, kind, events, action, self._state.setup_view(seat) if kind == SETUP else None)

    def _tell(self, seat: int, kind: str, events: Sequence[Event], action: Action | None,
              before: dict | None) -> None:
        sink, lang = self._screens[seat]
        with speaking(lang):
            record = self._record_for(seat, kind, events, action, before)
        try:
            sink(record)
        except Exception:  # noqa: BLE001 - one computer's trouble never stops the table
            logging.getLogger(__name__).exception("the screen of seat %d failed", seat)

    def _record_for(self, seat: int, kind: str, events: Sequence[Event], action: Action | None,
                    before: dict | None) -> Announcement:
        """The announcement for remote `seat` (made in its language): a jump or an attach rewrites its log."""
        return self._record(kind, events, action, log=kind in (JUMP, VIEWER), before=before, seat=seat)

    # ---- what a remote seat does --------------------------------------------------------------------
    def legal_for(self, seat: int) -> list[Action]:
        """The moves remote `seat` may make now (none when it is not its decision)."""
        if self._remote_problem(seat) is not None:
            return []
        return self._state.legal_actions()

    def _remote_problem(self, seat: int) -> str | None:
        if self._closed:
            return _("This game has been closed.")
        if seat in self._stand_ins:
            return _("A computer player plays for you: join again to take your seat back.")
        if self._state.is_over:
            return _("The game is over: no more moves can be made.")
        if seat != self._state.current_player:
            current = self._state.current_player
            if current is None:
                return _("It is not your turn.")
            return _("It is not your turn: it is {who}'s turn.").format(who=text.seat(current))
        return None

    def submit_as(self, seat: int, action: Action | Mapping[str, Any]) -> str | None:
        """Remote `seat`'s move (an action, or its dict as the game's `parse_action` takes it): applied
        and announced to everyone (None), or refused with the rules' sentence in the seat's language."""
        with speaking(self._lang_of(seat)):
            problem = self._remote_problem(seat)
            if problem is None:
                action, problem = self._why_not(action, seat)  # type: ignore[assignment]
            if problem is not None:
                return text.fill(problem, self.names)
        self._apply(seat, action)  # type: ignore[arg-type]
        return None

    def explain_as(self, seat: int, action: Action | Mapping[str, Any]) -> str | None:
        """Why remote `seat` may not play `action` now, in its language with the names (None: it may)."""
        with speaking(self._lang_of(seat)):
            problem = self._remote_problem(seat) or self._why_not(action, seat)[1]
            return None if problem is None else text.fill(problem, self.names)

    def takeback_problems(self, seat: int) -> tuple[str | None, str | None]:
        """Why remote `seat` cannot undo, and why it cannot redo, now (None: it can), in its language."""
        with speaking(self._lang_of(seat)):
            undo, redo = self.undo_problem(seat), self.redo_problem(seat)
            return (None if undo is None else text.fill(undo, self.names),
                    None if redo is None else text.fill(redo, self.names))

    def undo_as(self, seat: int) -> str | None:
        """Remote `seat` takes back its last decision (None), or the sentence why not. (The take-back is
        announced outside the seat's language: every screen gets its own.)"""
        with speaking(self._lang_of(seat)):
            problem = self.undo_problem(seat)
        if problem is None:
            self.undo(seat)
            return None
        return text.fill(problem, self.names)

    def redo_as(self, seat: int) -> str | None:
        """Remote `seat` plays its taken-back move again (None), or the sentence why not."""
        with speaking(self._lang_of(seat)):
            problem = self.redo_problem(seat)
        if problem is None and not self.redo(seat):  # the rules refused it again: the redo is gone
            with speaking(self._lang_of(seat)):
                problem = _("There is no taken-back move to play again.")
        return None if problem is None else text.fill(problem, self.names)

    def _lang_of(self, seat: int) -> str:
        screen = self._screens.get(seat)
        return screen[1] if screen is not None else language()
