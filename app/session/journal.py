"""What happened so far, per action: the full (unfiltered) events, who acted, and whether the move
showed any seat something it had not seen (undo's policy, derived in app/core/reveals.py from what
each seat sees). Rebuilt from the moves by replay. No Qt."""

from __future__ import annotations

from typing import Iterable

from app.core import Action, Event, Game, State
from app.core.reveals import Knowledge


class Journal:
    def __init__(self, setup_events: Iterable[Event], game: Game | None = None, state: State | None = None) -> None:
        """`game` and `state` (the game at its setup, before any move): what each seat sees is
        followed (`revealed`); without them only the events' `REVEALS` count."""
        self.setup: list[Event] = list(setup_events)
        self.events: list[list[Event]] = []
        self.actors: list[int] = []
        self.revealed: list[bool] = []
        self._knowledge = Knowledge(game, state) if game is not None and state is not None else None

    def record(self, actor: int, events: Iterable[Event], action: Action | None = None,
               state: State | None = None) -> None:
        """`actor`'s `action` gave `events`; `state` is the position after them."""
        events = list(events)
        self.events.append(events)
        self.actors.append(actor)
        if self._knowledge is not None and state is not None:
            shown = self._knowledge.observe(events, actor, action, state)
        else:
            shown = any(getattr(e, "REVEALS", False) for e in events)
        self.revealed.append(shown)

    def truncate(self, count: int, state: State | None = None) -> None:
        """Forget everything from action number `count` (0-based) on; `state` is the position after
        the moves kept (what each seat sees is read from it again)."""
        del self.events[count:], self.actors[count:], self.revealed[count:]
        if self._knowledge is not None and state is not None:
            self._knowledge.look_at(state)

    def __len__(self) -> int:
        return len(self.actors)

    def all_events(self) -> Iterable[Event]:
        yield from self.setup
        for events in self.events:
            yield from events

    @classmethod
    def rebuild(cls, game: Game, state: State) -> "Journal":
        """Replay `state`'s moves from its seed to recover every event (loaded games, undo, redo); who
        made each move is what the history records (`state.actors`)."""
        fresh = game.new_state(state.num_players, state.seed, state.options)
        journal = cls(fresh.setup_events, game, fresh)
        for action, actor in zip(state.history, state.actors, strict=True):
            journal.record(actor if actor is not None else -1, fresh.apply(action, seat=actor), action, fresh)
        return journal
