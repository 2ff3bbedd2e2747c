"""The session's part in the statistics (app/persistence/stats.py): the time played, the save's
"meta" (hints, time played: kept across reloads), and one entry recorded when the game is over.

A mixin of GameSession (app/session/game_session.py), which calls `_stats_init` in its constructor,
`_stats_resume(saved.meta)` when it loads a save, and passes `save_meta()` to every save. The time
played is the time between the session's start and its changes of position, each pause counted up to
IDLE_CAP_S (a player who left the table for an hour did not play for an hour).
"""

from __future__ import annotations

import time
from typing import Any

from app.core.i18n import _
from app.persistence import background, stats

#: the longest pause between two changes of position that counts as time played
IDLE_CAP_S = 300.0


class StatsRecording:
    """Needs from its class: `_game`, `_state`, `_seats`, the signals `positionChanged`, `gameOver`,
    `error` and `_post_stats_problem` (a sentence from the writer thread, said as `error` on the UI thread);
    reads `hints_used` when the class has it. The entry is made on the session's thread and written
    by the background writer (app/persistence/background.py), off the UI thread."""

    def _stats_init(self, record_stats: bool | None, autosave: bool) -> None:
        #: record the finished game in the statistics (default: when the game is autosaved)
        self.record_stats = bool(autosave) if record_stats is None else bool(record_stats)
        self._played_s = 0.0
        self._played_mark = time.monotonic()
        self._stats_done = False
        #: the "meta" of the save this session was loaded from ({} for a new game)
        self.loaded_meta: dict = {}
        self.positionChanged.connect(self._stats_tick)  # type: ignore[attr-defined]
        self.gameOver.connect(self._stats_game_over)  # type: ignore[attr-defined]

    def _stats_resume(self, meta: dict) -> None:
        """Go on from a save's meta: its time played is carried over, and the seats that asked for
        hints (app/session/hinting.py) keep their mark."""
        self.loaded_meta = dict(meta or {})
        restore = getattr(self, "restore_hints_used", None)
        if restore is not None:
            restore(self.loaded_meta.get("hints", ()))
        played = self.loaded_meta.get("played_s")
        if type(played) in (int, float) and played >= 0:
            self._played_s = float(played)
        self._played_mark = time.monotonic()

    def _stats_tick(self, *_args: Any) -> None:
        now = time.monotonic()
        self._played_s += min(max(0.0, now - self._played_mark), IDLE_CAP_S)
        self._played_mark = now

    @property
    def played_seconds(self) -> float:
        """Seconds played so far, across reloads (see the module docstring)."""
        return self._played_s + min(max(0.0, time.monotonic() - self._played_mark), IDLE_CAP_S)

    @property
    def stats_key(self) -> str:
        """The statistics key of this game (app/persistence/stats.py: game, seed, players, options)."""
        return stats.key_of(self._game, self._state, self._seats)  # type: ignore[attr-defined]

    def _hint_seats(self) -> list[int]:
        return sorted(int(s) for s in getattr(self, "hints_used", frozenset()) or ())

    def save_meta(self) -> dict:
        """The save's "meta" object: the seats that asked for hints, the seconds played."""
        return {"hints": self._hint_seats(), "played_s": round(self.played_seconds, 1)}

    def _stats_game_over(self) -> None:
        """Record the finished game, once per session (a finished save loaded again is recorded as
        the same game: app/persistence/stats.py ignores it)."""
        if not self.record_stats or self._stats_done or not self._state.is_over:  # type: ignore[attr-defined]
            return
        self._stats_done = True
        try:
            entry = stats.entry_for(self._game, self._state, self._seats, "finished",  # type: ignore[attr-defined]
                                    self.played_seconds, self._hint_seats())
            if not stats.entry_ok(entry):
                raise ValueError("not a statistics entry")
        except (ValueError, TypeError) as exc:  # a game whose totals are not numbers: say so, play on
            self.error.emit(_("The game could not be added to your statistics ({reason}).").format(  # type: ignore[attr-defined]
                reason=exc))
            return
        say = self._post_stats_problem  # type: ignore[attr-defined]

        def record() -> None:  # writer thread: reading, merging and writing (fsync) the statistics file
            problem = stats.record(entry)
            if problem:
                say(problem)  # said as `error` on the UI thread, if the session is still there

        background.call(record)  # `flush()` (closing, saving, quitting) waits for it


__all__ = ["IDLE_CAP_S", "StatsRecording"]
