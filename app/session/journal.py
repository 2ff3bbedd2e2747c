"""What happened so far, per action: the full (unfiltered) events, who acted, and whether anything
hidden or random came to light (undo's policy). Rebuilt from the moves by replay. No Qt."""

from __future__ import annotations

from typing import Iterable

from app.core import Event, Game, State


class Journal:
    def __init__(self, setup_events: Iterable[Event]) -> None:
        self.setup: list[Event] = list(setup_events)
        self.events: list[list[Event]] = []
        self.actors: list[int] = []
        self.revealed: list[bool] = []

    def record(self, actor: int, events: Iterable[Event]) -> None:
        events = list(events)
        self.events.append(events)
        self.actors.append(actor)
        self.revealed.append(any(getattr(e, "REVEALS", False) for e in events))

    def truncate(self, count: int) -> None:
        """Forget everything from action number `count` (0-based) on."""
        del self.events[count:], self.actors[count:], self.revealed[count:]

    def __len__(self) -> int:
        return len(self.actors)

    def all_events(self) -> Iterable[Event]:
        yield from self.setup
        for events in self.events:
            yield from events

    @classmethod
    def rebuild(cls, game: Game, state: State) -> "Journal":
        """Replay `state`'s moves from its seed to recover every event (loaded games, undo); who made
        each move is what the history records (`state.actors`)."""
        fresh = game.new_state(state.num_players, state.seed, state.options)
        journal = cls(fresh.setup_events)
        for action, actor in zip(state.history, state.actors, strict=True):
            journal.record(actor if actor is not None else -1, fresh.apply(action, seat=actor))
        return journal
