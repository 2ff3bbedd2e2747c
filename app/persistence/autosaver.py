"""The autosave of one running game: after every change of the position, the move log first (now, one
short write: app/persistence/movelog.py), then the full save written in the background
(app/persistence/background.py), which fsyncs the log just before it writes each snapshot, so that
the log on disk is never behind the snapshot, even after a power cut. Pure Python: no Qt; the session
relays the writer thread's answer back to its own thread and calls `written`.

The save's text is put together on the writer thread from pieces that never change once made
(`SaveText`): each action's JSON is made once, when it is new (actions are frozen records), and
the rest of the position (the rules' snapshot, the seats, what was revealed) is made into JSON
now, on the UI thread, so the writer never reads the live state. The text is byte for byte
`json.dumps(saves.save_dict(...), ensure_ascii=False, separators=(",", ":"))`; the whole history is
not converted again after every move."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Callable, Sequence

from app.core import Game, State
from app.core.state import STATE_FORMAT
from app.core.state import State as _BaseState
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
        self._text = SaveText(game, self._seats)

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
            join = self._text.pieces(state, revealed, meta)
        except (ValueError, TypeError) as exc:
            return [*problems, _("The game could not be saved automatically ({reason}).").format(reason=reason(exc))]
        log = self._log.path

        def text() -> str:  # writer thread, right before the snapshot is written: the log is made durable first
            movelog.fsync(log)
            return join()

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


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class SaveText:
    """The text of a save, made incrementally: `pieces(state, revealed, meta)` (UI thread) returns a
    function that joins immutable strings into the save's text (writer thread). Each action's JSON
    is kept from the save before (same action objects, in order); after an undo, only the actions
    still in the history are kept."""

    def __init__(self, game: Game, seats: Sequence[SeatConfig]) -> None:
        self._game, self._seats = game, list(seats)
        self._actions: list[Any] = []  # the action objects whose JSON is in _jsons, in order
        self._jsons: list[str] = []
        self.converted = 0  # actions made into JSON so far (tests)

    def action_jsons(self, history: Sequence[Any]) -> tuple[str, ...]:
        """The JSON of every action of `history`: the known ones reused, the new ones made now."""
        keep = 0
        for known, action in zip(self._actions, history):
            if known is not action:
                break
            keep += 1
        del self._actions[keep:], self._jsons[keep:]
        for action in history[keep:]:
            self._jsons.append(_dumps(action.to_dict()))
            self._actions.append(action)
            self.converted += 1
        return tuple(self._jsons)

    def pieces(self, state: State, revealed: Sequence[bool] | None, meta: dict | None) -> Callable[[], str]:
        """What the save of `state` needs from the live state, as strings made now; the returned
        function (pure: it reads only those strings) joins them into the save's text."""
        if type(state).to_dict is not _BaseState.to_dict:  # a state that writes itself otherwise
            text = _dumps(saves.save_dict(self._game, state, self._seats, revealed, meta=meta))
            return lambda: text
        # the save's fields (validated and ordered by saves.save_dict) with a stand-in for the state,
        # then the state's fields in State.to_dict's order with a stand-in for the actions
        outer = saves.save_dict(self._game, state, self._seats, revealed, meta=meta, state_part=True)
        inner = {"format": STATE_FORMAT, "version": state.VERSION, "game": state.game.id,
                 "players": state.num_players, "seed": state.seed, "options": state.options,
                 "actions": None, "seats": list(state.actors), "snapshot": state._to_dict()}
        actions = self.action_jsons(state.history)
        outer_parts = [(_dumps(k), None if k == "state" else _dumps(v)) for k, v in outer.items()]
        inner_parts = [(_dumps(k), None if k == "actions" else _dumps(v)) for k, v in inner.items()]

        def join() -> str:  # writer thread: only the immutable strings above
            state_text = "{" + ",".join(k + ":" + ("[" + ",".join(actions) + "]" if v is None else v)
                                        for k, v in inner_parts) + "}"
            return "{" + ",".join(k + ":" + (state_text if v is None else v) for k, v in outer_parts) + "}"

        return join


__all__ = ["Autosaver", "SaveText", "Written", "reason"]
