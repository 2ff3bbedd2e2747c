"""The autosave of one running game: after every change of the position, the move log first (now, one
short write: app/persistence/movelog.py), then the full save serialised now and written in the
background (app/persistence/background.py). Pure Python: no Qt; the session relays the writer
thread's answer back to its own thread and calls `written`."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Callable, Sequence

from app.core import Game, State
from app.core.i18n import _
from app.persistence import background, movelog, saves
from app.persistence.seats import SeatConfig

#: (moves, digest of those moves in the log, problem or None), handed back from the writer thread
Written = tuple[int, Any, Any]


def reason(exc: BaseException) -> str:
    return str(getattr(exc, "strerror", None) or exc)


class Autosaver:
    def __init__(self, path: str | os.PathLike, game: Game, seats: Sequence[SeatConfig]) -> None:
        self.path = Path(path)
        self._game, self._seats = game, list(seats)
        self._log = movelog.MoveLog(movelog.log_path(self.path), game, self._seats, also_clean=[self.path])
        self._log_failing = False
        self._closed = False

    def save(self, state: State, revealed: Sequence[bool], done: Callable[[Written], None],
             meta: dict | None = None) -> list[str]:
        """Log the new moves of `state` (before returning), then hand its full save (with the session's
        `meta`: hints, time played) to the background writer; `done(written)` runs on the writer thread
        once it is on disk (or failed). Returns the sentences of what went wrong now (a log problem is
        told once until it works again)."""
        problems = []
        try:
            self._log.sync(state)
            self._log_failing = False
        except OSError as exc:
            if not self._log_failing:
                self._log_failing = True
                problems.append(_("The moves could not be recorded as they were played ({reason}); "
                                  "the game is still saved after each move, a little later.").format(
                                      reason=reason(exc)))
        try:
            text = json.dumps(saves.save_dict(self._game, state, self._seats, revealed, meta=meta),
                              ensure_ascii=False, separators=(",", ":"))
        except (ValueError, TypeError) as exc:
            return [*problems, _("The game could not be saved automatically ({reason}).").format(reason=reason(exc))]
        moves = len(state.history)
        digest = self._log.digest(moves)

        def finished(problem: BaseException | None) -> None:  # writer thread
            done((moves, digest, None if problem is None else reason(problem)))

        background.submit(self.path, text, finished)
        return problems

    def written(self, payload: Written, state: State) -> tuple[int | None, str | None]:
        """The writer's answer, back on the session's thread: (moves now on disk, None) or (None, the
        sentence of the problem). The log restarts from a full save that still matches `state`."""
        moves, digest, problem = payload
        if problem is not None:
            return None, _("The game could not be saved automatically ({reason}).").format(reason=problem)
        try:
            if not self._closed:
                self._log.covered(moves, digest, state)
        except OSError:
            pass  # the longer log stays valid; the next full save tries again
        return moves, None

    def close(self) -> None:
        """Nothing more is written to the move log (it stays on disk, complete)."""
        self._closed = True
        self._log.close()


__all__ = ["Autosaver", "Written", "reason"]
