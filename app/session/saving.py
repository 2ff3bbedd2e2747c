"""Saving of a GameSession, as a mixin: the autosave after every change of the position (logged at
once, written by the background writer), its report back, and Save as. No Qt here: the signals
(`error`, `autosaved`) and the poster `_post_written` (app/session/ui_relay.py) are the session's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.core.i18n import _
from app.persistence import background, saves
from app.persistence.autosaver import reason as _reason

#: how long closing a session waits for its last autosave to reach the disk
CLOSE_FLUSH_S = 10.0


class Saving:
    """Needs the GameSession's `_saver`, `_closed`, `_state`, `_game`, `_seats`, `_journal`,
    `_saved_moves`, `_post_written`, `save_meta()` and its signals."""

    def _autosave(self) -> None:
        """After every change of the position (start, move, undo): log the move now (one short write),
        write the full save in the background (the fsync may be slow)."""
        if self._saver is None or self._closed:
            return
        done = self._post_written  # called on the writer thread; `_on_written` runs on the UI thread

        for problem in self._saver.save(self._state, self._journal.revealed, done, self.save_meta()):
            self.error.emit(problem)

    def _on_written(self, payload: Any) -> None:
        if self._saver is None:
            return
        moves, problem = self._saver.written(payload, self._state)
        if problem is not None:
            self.error.emit(problem)
            return
        self._saved_moves = moves
        self.autosaved.emit(moves)

    @property
    def saved_moves(self) -> int | None:
        """The number of moves of the newest autosave known to be on disk (None: none yet)."""
        return self._saved_moves

    def flush(self, timeout_s: float | None = CLOSE_FLUSH_S) -> bool:
        """Wait until the autosaves handed to the writer are on disk; False on timeout."""
        return background.flush(timeout_s)

    def save(self, path: Path | str) -> bool:
        """Save to `path` (atomically, waiting for the disk). On failure emits `error` and returns False."""
        self.flush()
        try:
            saves.save_game(path, self._game, self._state, self._seats, self._journal.revealed, meta=self.save_meta())
        except (OSError, ValueError) as exc:
            self.error.emit(_("The game could not be saved to {path} ({reason}).").format(
                path=path, reason=_reason(exc)))
            return False
        return True
