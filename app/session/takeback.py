"""Undo and redo of a GameSession, as a mixin (the session's state, journal and seats are its own).

Board Game Arena's policy: a human takes back only their own last decision (and the bot moves after
it), never past anything that revealed hidden or random information, and not once another human has
the turn. Redo plays again what the last undo took back, while nothing was played since. No Qt here:
the signals (`error`, `logReset`, `positionChanged`, ...) are the session's.
"""

from __future__ import annotations

from app.core import IllegalAction
from app.core.i18n import _
from app.session.announcement import JUMP
from app.session.viewer import played_again_line, took_back_line


class TakeBack:
    """Needs the GameSession's `_state`, `_game`, `_journal`, `_seats`, `_redo`, `_closed`, the bot and
    hand-off flags, `_autosave`, `_refresh_handoff`, `_advance` and its signals."""

    def undo_problem(self, seat: int | None = None) -> str | None:
        """Why undo is not possible now (a sentence a player can read), or None when it is.

        Board Game Arena's policy: a human takes back only their own last decision (and the bot moves
        after it), never past anything that revealed hidden or random information, and not once another
        human has the turn (in hot-seat, the player at the screen is then someone else). While a hand-off
        waits, the player who just moved still has the mouse and may take the move back. `seat`: a
        seat at another computer asks (issue 28): its own last decision, while no other human has the
        turn."""
        if self._closed:
            return _("This game has been closed.")
        if self._state.is_over:
            return _("The game is over: moves can no longer be taken back.")
        target = self._undo_target(seat)
        if target is None:
            return _("There is no move of yours to take back yet.")
        if any(self._journal.revealed[target:]):
            return _("Something was drawn or revealed since your last decision, "
                     "so it cannot be taken back.")
        mover = self._journal.actors[target]
        later = next((a for a in self._journal.actors[target + 1:] if a != mover and self._seats[a].is_human), None)
        if later is not None:  # another person (at another computer) has decided since: theirs stays
            return _("{other} has played since {name}'s last move, so it cannot be taken back.").format(
                other=self._seats[later].name, name=self._seats[mover].name)
        now = self._state.current_player
        if (now is not None and now != mover and self._seats[now].is_human
                and (seat is not None or now in self._remote_seats)):  # another computer's human has the turn
            return _("{name}'s move can only be taken back by {name}, and it is now {now}'s turn.").format(
                name=self._seats[mover].name, now=self._seats[now].name)
        if seat is not None:
            return None
        at_screen = self._human_at_screen()
        if at_screen is None and self._uses_handoffs():  # nobody has viewed since the game was loaded
            return _("{name}'s move can only be taken back by {name} before the mouse is passed on.").format(
                name=self._seats[mover].name)
        if at_screen is not None and at_screen != mover:
            name, now = self._seats[mover].name, self._seats[at_screen].name
            return _("{name}'s move can only be taken back by {name}, and it is now {now}'s turn.").format(
                name=name, now=now)
        return None

    def _undo_target(self, seat: int | None = None) -> int | None:
        """The index in the history of the last decision of a human at this screen (of `seat`, when
        given), None when there is none."""
        humans = set(self.human_seats()) if seat is None else {seat}
        actors = self._journal.actors
        return next((i for i in range(len(actors) - 1, -1, -1) if actors[i] in humans), None)

    def can_undo(self) -> bool:
        return self.undo_problem() is None

    def undo(self, seat: int | None = None) -> bool:
        """Take back the last human decision and the bot moves after it (Board Game Arena's rule: not
        past anything that revealed hidden or random information). Refused with `error` otherwise
        (`seat`, a seat at another computer: refused with False only; `undo_problem(seat)` says why)."""
        problem = self.undo_problem(seat)
        if problem is not None:
            if seat is None:
                self.error.emit(problem)
            return False
        target = self._undo_target(seat)
        assert target is not None  # undo_problem() said so
        mover, handed = self._journal.actors[target], self.handoff_seat
        state = self._state
        if self._redo and self._redo[-1][0] != state.history:
            self._redo.clear()  # something was played since the last take-back: that one is gone
        self._redo.append((list(state.history[:target]), list(zip(self._journal.actors[target:],
                                                                   state.history[target:]))))
        self._state = self._game.replay(state.num_players, state.seed, state.options, state.history[:target],
                                        secret=state.secret)
        self._journal.truncate(target, self._state)
        self._bot_busy, self._thinking_seat = False, None
        self._bots.clear()  # fresh bots: the same seeds give the same play from here
        self._forget_notes(target)
        self._note(took_back_line, self._seats[mover].name)
        self._jumped(handed)
        return True

    def _jumped(self, handed_before: int | None) -> None:
        """Undo or redo set a new position at once: save it, and announce it anew with its whole log.
        The viewer does not change: a human who now has the turn and is not the viewer gets the cover."""
        self._generation += 1  # a bot answer on its way is now stale
        self._anim_pending = False
        self._autosave()
        newly_handed = self._refresh_viewer(handed_before)
        self._announce(JUMP, log=True, newly_handed=newly_handed)
        self._advance()

    def redo_problem(self, seat: int | None = None) -> str | None:
        """Why redo is not possible now (a sentence), or None: only right after an undo, with nothing
        played since, and by the player who took the move back."""
        if self._closed:
            return _("This game has been closed.")
        if not self._redo:
            return _("There is no taken-back move to play again.")
        before, moves = self._redo[-1]
        if before != self._state.history:
            return _("A move was made since the take-back, so the taken-back move cannot be played again.")
        mover, at_screen = moves[0][0], (self._human_at_screen() if seat is None else seat)
        if at_screen != mover:
            return _("Only {name} can play {name}'s taken-back move again.").format(name=self._seats[mover].name)
        return None

    def can_redo(self) -> bool:
        return self.redo_problem() is None

    def redo(self, seat: int | None = None) -> bool:
        """Play again what the last undo took back (the same actions: the rules and their seeded
        randomness give the same results, and nothing undo allowed to take back revealed anything).
        Refused with `error` otherwise."""
        problem = self.redo_problem(seat)
        if problem is None:
            state, start = self._state.clone(), len(self._journal)
            try:
                # each move as the seat that took it (history's actors): the rules check the turn again
                for actor, action in self._redo[-1][1]:
                    self._journal.record(actor, state.apply(action, seat=actor), action, state)
            except IllegalAction as exc:
                problem = _("The taken-back move cannot be played again ({reason}).").format(reason=exc)
                self._redo.clear()
                self._journal.truncate(start, self._state)
        if problem is not None:
            if seat is None:
                self.error.emit(problem)
            return False
        mover, handed = self._redo.pop()[1][0][0], self.handoff_seat
        self._state = state
        self._note(played_again_line, self._seats[mover].name, start)  # before the moves it plays again
        self._jumped(handed)
        return True
