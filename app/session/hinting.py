"""Hints of a GameSession, as a mixin (the session's state, seats and pool are its own).

`hint()` asks the game's Hard bot what the human to move should do (app/games/hints.py), on the
session's worker pool like a bot's move: the window never waits. The answer comes back as
`hintReady(Hint)` with the names filled in, or as `error` with a sentence; an answer for a position
that has changed meanwhile is dropped. `hints_used` are the seats that asked (statistics mark games
with hints). The gate a lesson puts on a human's moves (`set_gate`) is the table's own
(app/session/table_core.py).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import Qt

from app.core import text
from app.core.i18n import _
from app.games import hints as game_hints
from app.session import game_modules
from app.session.bot_worker import BotRelay, BotTask



class _HintBot:
    """Runs app/games/hints.hint in BotTask's place of a bot's `choose` (worker thread)."""

    def __init__(self, game: Any, seat: int, seed: int, bots: Any, begun: list | None = None) -> None:
        self._game, self._seat, self._seed, self._bots, self._begun = game, seat, seed, bots, begun

    def choose(self, view: dict, legal: list) -> game_hints.Hint:
        return game_hints.hint(self._game, view, legal, self._seat, self._seed, bots=self._bots,
                               begun=self._begun)


class Hinting:
    """Needs the GameSession's `_state`, `_game`, `_seats`, `_pool`, `_bots_spec`, `_token`,
    `_submit_problem`, `names` and its signals `hintReady` and `error`."""

    def _init_hinting(self) -> None:
        self._hints_used: set[int] = set()
        self._hint_token: Any = None
        self._hint_relay = BotRelay(self)
        self._hint_relay.done.connect(self._on_hint_result, Qt.ConnectionType.QueuedConnection)

    # ---- hints ---------------------------------------------------------------------------------
    @property
    def hints_used(self) -> frozenset[int]:
        """The seats that asked for a hint in this game."""
        return frozenset(self._hints_used)

    def restore_hints_used(self, seats: Any) -> None:
        """The seats a save says asked for hints (a loaded game keeps its mark); junk is ignored."""
        if isinstance(seats, (list, tuple, set, frozenset)):
            self._hints_used.update(s for s in seats if isinstance(s, int) and not isinstance(s, bool)
                                    and 0 <= s < len(self._seats))

    @property
    def hint_pending(self) -> bool:
        """True while a hint is being worked out for the current position."""
        return self._hint_token is not None and self._hint_token == self._token()

    def hint_problem(self) -> str | None:
        """Why no hint can be asked for now (a sentence with the names), or None."""
        if self.hint_pending:
            return _("A hint is already being worked out.")
        problem = self._submit_problem()
        return None if problem is None else text.fill(problem, self.names)

    def hint(self, begun: Any = None) -> bool:
        """Start working out a hint for the human to move (on the worker pool); the answer comes as
        `hintReady` (or `error`). `begun`: the legal moves that agree with what the player has picked
        on the table so far (a game's `advise` may follow it: app/games/hints.py). Returns False,
        after `error` with the reason, when none can be asked."""
        problem = self.hint_problem()
        if problem is not None:
            self.error.emit(problem)
            return False
        seat = self._state.current_player
        self._hints_used.add(seat)
        self._hint_token = self._token()
        seed = game_modules.hint_seed(self._state, seat)
        legal = self._state.legal_actions()
        picked = [a for a in legal if a in list(begun)] if begun else None
        bot = _HintBot(self._game, seat, seed, self._bots_spec, picked or None)
        # that seat's own view only (a new dict each time: the worker may keep it)
        task = BotTask(self._hint_relay, bot, self._state.view(seat), legal, self._hint_token, seat)
        self._pool.start(task)
        return True

    def _on_hint_result(self, payload: Any) -> None:
        token, seat, found, problem = payload[:4]
        if self._closed or token != self._hint_token:
            return
        self._hint_token = None
        if token != self._token():
            return  # the position changed meanwhile: the hint is of no use any more
        if problem is None and not isinstance(found, game_hints.Hint):
            problem = _("no move came back")
        if problem is not None:
            self.error.emit(_("No hint could be worked out ({problem}).").format(problem=problem))
            return
        sentence = text.fill(found.sentence, self.names)
        self.hintReady.emit(dataclasses.replace(found, sentence=sentence))
