"""One announcement per change of what the screen may show: a frozen record made for the viewer.

The session (app/session/game_session.py) and a replay (app/session/replay.py) announce every change
once, as an `Announcement`: the events as the viewer may see them with their log lines, the viewer's
view, what the viewer may do now, who acts, whether a hand-off cover must come first and whether the
whole log was rewritten. The table (app/ui/qt_table_screen.py) draws from the record alone, and a
second computer will receive the same record as data (`to_dict`: JSON, no Qt). Nothing in it is
anything the viewer may not see: the events are filtered for the viewer, the view is the viewer's,
and the actions are the viewer's own (none when the decision is not the viewer's).

The viewer is the seat whose private view the table may draw (None: nobody, the public view). With
two or more humans in a game with secrets it changes only through the hand-off cover that names the
new viewer (`confirm_handoff`); see docs/architecture.md, "One viewer". No Qt here.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Mapping

from app.core import Action, Event
from app.core.i18n import N_

__all__ = ["Announcement", "BUSY_REASON", "SETUP", "MOVE", "JUMP", "VIEWER", "KINDS"]

#: the one sentence for input that waits while the table shows a move (the scene, its keys and drags,
#: and the session all say this one)
BUSY_REASON = N_("Wait for the cards to finish moving.")

#: a new game's setup events (the deal); one move (a human's or a computer's); a new position set at
#: once (undo, redo, a replay's jump: nothing to animate, the log rewritten); the viewer changed (a
#: hand-off cover confirmed, or a cover put up: the table drawn anew for the new viewer)
SETUP, MOVE, JUMP, VIEWER = "setup", "move", "jump", "viewer"
KINDS = (SETUP, MOVE, JUMP, VIEWER)


@dataclasses.dataclass(frozen=True)
class Announcement:
    kind: str
    #: the seat whose view this record carries (None: nobody's, the public view)
    viewer: int | None
    #: the move's events as the viewer may see them (empty for a jump or a change of viewer)
    events: tuple[Event, ...]
    #: the log line of each event (None: it writes none), in the order of `events`
    event_lines: tuple[str | None, ...]
    #: the viewer's view of the position now (read it, never change it)
    view: Mapping[str, Any]
    #: what the viewer may do now (empty when it is not the viewer's decision, or a cover waits)
    legal: tuple[Action, ...]
    #: the seat whose decision it is (None: the game is over)
    acting: int | None
    #: the human who must take the mouse before anything more is shown (the cover names them), or None
    handoff: int | None
    #: the whole log as the viewer may read it (up to `event_lines`), when it was rewritten (a jump, a
    #: new viewer: "Ana took back a move." is in it); else None
    log: tuple[str, ...] | None
    #: a new game's table before its deal, as the viewer saw it (SETUP only; None: draw the deal dealt)
    before: Mapping[str, Any] | None
    can_undo: bool
    can_redo: bool
    over: bool
    #: the action that made the move, as the viewer may know it: its kind only (a computer's face-down
    #: card is in its action); None for anything but a move
    action_type: str | None = None

    @property
    def animate(self) -> bool:
        """The events are shown moving from the table drawn (a deal, a move); else drawn at once."""
        return self.kind in (SETUP, MOVE)

    @property
    def lines(self) -> tuple[str, ...]:
        """Every line this announcement adds to the log after `log`, in order."""
        return tuple(line for line in self.event_lines if line)

    def to_dict(self) -> dict:
        """The record as JSON-able data (what a remote seat receives)."""
        return {
            "kind": self.kind,
            "viewer": self.viewer,
            "events": [e.to_dict() for e in self.events],
            "event_lines": list(self.event_lines),
            "view": self.view,
            "legal": [a.to_dict() for a in self.legal],
            "acting": self.acting,
            "handoff": self.handoff,
            "log": None if self.log is None else list(self.log),
            "before": self.before,
            "can_undo": self.can_undo,
            "can_redo": self.can_redo,
            "over": self.over,
            "action_type": self.action_type,
        }
