"""RemoteSession: a seat at a table hosted on another computer (issue 28), for the app's table screen.

It stands where a `GameSession` stands for the table (app/ui/qt_table_screen.py): the same signals
(`announced`, `botThinking`, `error`, `hintReady`, `gameOver`) and the calls the table makes (`submit`,
`undo`, `redo`, `animations_done`, ...). But it holds no game: the host does (app/host/server.py). What
it has is what the host sent this seat: each `shown` message read back into the `Announcement` the
host's table made for it (app/host/wire.py), in this computer's language. A move goes to the host as
`act`; the host answers with the next announcement, or `refused` with the rules' sentence (shown as
`error`, like a local refusal).

The network runs on a thread of its own (app/host/client.py: `ClientThread`, websockets on asyncio);
what arrives is queued to the UI thread (app/session/ui_relay.py), which never waits on the network.
Announcements are drawn one at a time at this computer's own speed: one that arrives while the table
still animates the last waits until `animations_done()`.
"""

from __future__ import annotations

import dataclasses
from collections import deque
from typing import Any, Callable

from PySide6.QtCore import QObject, Signal

from app.core import Action, IllegalAction
from app.core.i18n import _, language
from app.host import wire
from app.host.client import ClientThread
from app.host.server import COLORS, _is_color
from app.persistence import joined
from app.persistence.seats import SeatConfig
from app.session.announcement import BUSY_REASON, JUMP, SETUP, Announcement
from app.session.ui_relay import Poster

__all__ = ["RemoteSession"]


class RemoteSession(QObject):
    announced = Signal(object)
    botThinking = Signal(int)
    error = Signal(str)
    hintReady = Signal(object)
    gameOver = Signal()
    #: the host gave this computer its seat (`seat`, `names` are known; the game may wait for others)
    seated = Signal()
    #: the first position arrived: the table can be shown (`announcement()`)
    started = Signal()
    #: the connection ended for good (a sentence saying why; not sent after the game's end)
    ended = Signal(str)
    #: the host's answer to `explain`: why a clicked move is not allowed (shown as a refusal note)
    explained = Signal(str)

    is_remote = True
    awaits_setup = False
    options: dict = {}

    def __init__(self, url: str | None = None, *, code: str | None = None, name: str = "",
                 lang: str | None = None, token: str | None = None, ssl: Any = None,
                 link: Callable[..., Any] | None = None, parent: QObject | None = None) -> None:
        """A seat at the table at `url` (joined with `code` and `name`, or rejoined with `token`), or, with
        `link` (a factory taking `on_message`, `on_problem`, `on_end`: app/host/local.py), the seats of
        the hosting app's own screen."""
        super().__init__(parent)
        self.url = url
        self.seat: int | None = None
        #: the seats played at this screen (more than one: they pass the mouse behind the cover)
        self.here: list[int] = []
        self.token = token
        self.game: Any = None
        self.names: list[str] = []
        self.colors: list[str] = []
        self._events: dict = {}
        self._record: Announcement | None = None  # the last one given to the table
        #: the records to draw next, each with why this seat cannot undo and redo then (None: it can)
        self._waiting: deque[tuple[Announcement, tuple]] = deque()
        self._takeback: tuple = (None, None)
        self._animating = False
        self._started = False
        self._over = False
        self._closed = False
        self.totals: list[int] = []
        self.winners: list[int] = []
        post = Poster(self, RemoteSession._arrive)
        calls = dict(on_message=lambda message: post(("message", message)),
                     on_problem=lambda sentence: post(("problem", sentence)),
                     on_end=lambda sentence: post(("end", sentence)))
        self._local = link is not None
        self._client = link(**calls) if link is not None else ClientThread(
            url=url, code=code, name=name, lang=lang or language(), token=token, ssl=ssl, **calls)

    def join(self) -> None:
        """Connect and join (or rejoin with the token); `seated`, then `started`, or `ended`."""
        self._client.start()

    # ---- what the table reads -----------------------------------------------------------------------
    @property
    def seats(self) -> list[SeatConfig]:
        colors = self.colors if len(self.colors) == len(self.names) else [COLORS[i % len(COLORS)]
                                                                          for i in range(len(self.names))]
        return [SeatConfig(name, color, "human" if i in self.here else "remote")
                for i, (name, color) in enumerate(zip(self.names, colors))]

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def closed(self) -> bool:
        return self._closed

    def announcement(self) -> Announcement:
        """The position to draw first (the table's `attach`): the first or last record received."""
        assert self._record is not None, "no position has arrived yet (wait for `started`)"
        if self.awaits_setup:  # the deal comes with `start()`: its lines are written then, once
            return dataclasses.replace(self._record, kind=JUMP, events=(), event_lines=())
        return self._record

    def can_undo(self) -> bool:
        return self._record is not None and self._record.can_undo

    def undo_problem(self) -> str | None:
        """Why this seat cannot take back now, as the host said with the position drawn (None: it can)."""
        if self.can_undo():
            return None
        return self._takeback[0] or _("There is no move of yours to take back yet.")

    def redo_problem(self) -> str | None:
        if self._record is not None and self._record.can_redo:
            return None
        return self._takeback[1] or _("There is no taken-back move to play again.")

    def hint_problem(self) -> str | None:
        return _("Hints are not given at a table played from several computers.")

    def hint(self, begun: Any = None) -> bool:
        self.error.emit(self.hint_problem())
        return False

    def explain(self, action: Action) -> str | None:
        """The rules' sentence why `action` is not allowed: at the host's own screen asked of its table at
        once; at a joined computer asked of the host, whose answer comes as `explained` (None now)."""
        if not self._started or self._closed:
            return None
        if self._local:
            return self._client.explain(action.to_dict())
        self._client.send({"type": "explain", "action": action.to_dict()})
        return None

    # ---- what the table asks ------------------------------------------------------------------------
    def start(self) -> None:
        """The table is shown: the deal (when the game has just begun) and what waits are drawn."""
        if self.awaits_setup and self._record is not None:
            self.awaits_setup = False
            self._give(self._record)
        self._pump()

    def submit(self, action: Action) -> bool:
        problem = self._send_problem()
        if problem is None:
            self._client.send({"type": "act", "action": action.to_dict()})
            return True
        self.error.emit(problem)
        return False

    def undo(self) -> bool:
        return self._ask("undo")

    def redo(self) -> bool:
        return self._ask("redo")

    def _ask(self, kind: str) -> bool:
        problem = self._send_problem()
        if problem is None:
            self._client.send({"type": kind})
            return True
        self.error.emit(problem)
        return False

    def _send_problem(self) -> str | None:
        if self._closed:
            return _("This game has been closed.")
        if self._over:
            return _("The game is over.")
        if self._animating or self._waiting:
            return _(BUSY_REASON)
        return None

    def animations_done(self) -> None:
        self._animating = False
        self._pump()

    def confirm_handoff(self) -> None:
        """The player the cover names has the mouse (only the host's own screen has seats to pass)."""
        if self._local and not self._closed:
            self._client.send({"type": "confirm"})

    def set_gate(self, *_args: Any) -> None:
        """Nothing: the host's computer players pace themselves."""

    def save(self, path: Any = None) -> bool:
        self.error.emit(_("A game played from several computers is saved by its host."))
        return False

    def flush(self, timeout: float = 0.0) -> bool:
        return True

    def close(self, wait_ms: int = 2000) -> None:
        """Leave the table (the seat waits at the host for a rejoin with the token)."""
        if not self._closed:
            self._closed = True
            self._client.leave(wait_ms / 1000.0)

    # ---- what arrives (on the UI thread) ------------------------------------------------------------
    @staticmethod
    def _arrive(self: "RemoteSession", item: tuple[str, Any]) -> None:
        kind, payload = item
        if self._closed:
            return
        if kind == "problem":
            self.error.emit(payload)
        elif kind == "end":
            if payload is not None and not self._over:
                self._closed = True
                if not self._local and getattr(self._client.client, "for_good", False):
                    joined.forget()  # refused or closed by the host: no seat to come back to
                self.ended.emit(payload)
        else:
            self._message(payload)

    def _message(self, message: dict) -> None:
        kind = message.get("type")
        if kind == "seated":
            self._seated(message)
        elif kind == "shown" and self.game is not None:
            self._shown(message)
        elif kind in ("refused", "error", "explained"):
            sentence = message.get("sentence")
            if isinstance(sentence, str):
                (self.explained if kind == "explained" else self.error).emit(sentence)
        elif kind == "thinking":
            seat = message.get("seat")
            if isinstance(seat, int) and 0 <= seat < len(self.names):
                self.botThinking.emit(seat)
        elif kind == "over":
            totals, winners = message.get("totals"), message.get("winners")
            self.totals = [t for t in totals if isinstance(t, int)] if isinstance(totals, list) else []
            self.winners = [w for w in winners if isinstance(w, int)] if isinstance(winners, list) else []

    def _seated(self, message: dict) -> None:
        from app.games import registry

        game_id, seat, names = message.get("game"), message.get("seat"), message.get("names")
        if game_id not in registry.ids() or not isinstance(seat, int) or not _names_ok(names) \
                or not 0 <= seat < len(names):
            self._closed = True
            self._client.leave(0)
            self.ended.emit(_("The table plays a game this computer does not know."))
            return
        if self.game is None:
            self.game = registry.get(game_id)
            self._events = wire.event_classes(self.game)
        self.seat, self.token, self.names = seat, message.get("token"), list(names)
        if not self._local and isinstance(self.token, str) and self.url:
            try:  # after a crash, Game > Join a table… takes this seat back
                joined.remember(self.url, self.token, game_id, seat)
            except OSError:
                pass
        colors = message.get("colors")
        self.colors = list(colors) if isinstance(colors, list) and all(_is_color(c) for c in colors) else []
        here = message.get("here")
        self.here = [i for i in here if isinstance(i, int) and 0 <= i < len(names)] if isinstance(here, list) else [seat]
        self.seated.emit()

    def _shown(self, message: dict) -> None:
        names = message.get("names")
        if _names_ok(names) and len(names) == len(self.names):
            self.names = list(names)
        try:
            record = wire.announcement(message, self.game, self._events)
        except IllegalAction as problem:
            self.error.emit(str(problem))
            return
        takeback = tuple(p if isinstance(p, str) else None
                         for p in (message.get("undo_problem"), message.get("redo_problem")))
        if not self._started:
            self._started = True
            self._record, self._takeback = record, takeback
            self.awaits_setup = record.kind == SETUP
            self._over = record.over
            self.started.emit()
            return
        self._waiting.append((record, takeback))
        self._pump()

    def _pump(self) -> None:
        """Give the table the next record that waits, unless it still animates the last."""
        if not self._started or self.awaits_setup:
            return
        while self._waiting and not self._animating:
            self._give(*self._waiting.popleft())

    def _give(self, record: Announcement, takeback: tuple | None = None) -> None:
        self._record = record
        if takeback is not None:
            self._takeback = takeback
        self._animating = record.animate
        self.announced.emit(record)
        if record.over and not self._over:
            self._over = True
            if not self._local:
                joined.forget()
            self.gameOver.emit()


def _names_ok(names: Any) -> bool:
    return isinstance(names, list) and 0 < len(names) <= 64 and all(isinstance(n, str) and len(n) <= 64 for n in names)
