"""What each seat has seen: whether a move showed any seat something it had not seen before (undo's
policy: a move is never taken back past that). Derived once, here, from what each seat sees (its
view before and after the move, and the events' visibility, `Game.seen_by`), never from a flag each
event class must remember to set. No Qt.

`Knowledge` follows a game from its setup:

- The secret values of a game are the values of its *secret-bearing* fields: a field name that some
  event blanks for some seat (`SECRET_FIELDS`, or a field an event's own `seen_by` changes): "card",
  "hands", "order". Every text value (at any depth) of such a field in any event, as the rules made it,
  joins the game's secret values (card codes, orders).
- After each move, every seat's view is read for those values, copies counted: a seat that now sees
  more copies of a value than before the move was shown something it had not seen (a card laid face
  up from another hand, a night card placed in front of it, a drawn card, the choices revealed), unless
  the value is one the seat's own action named (a player knows the card they lay and the order they
  choose). Copies matter: several cards share a code, and a seat that holds one "5:AA" has not seen
  another seat's.
- An event class may still declare `REVEALS`, for randomness that hides nothing from anyone (Flip 7's
  draw, in a game without secrets, where views are not read).

A value seen, gone from a seat's view and seen again counts as new again: that only makes undo
stricter. A value that is only ever in fields no event hides (a card turned straight from the deck to
the open table whose code never travels hidden) is not a secret value: the games' events that do that
declare `REVEALS`."""

from __future__ import annotations

import dataclasses
import importlib
from collections import Counter
from typing import Any, Iterable, Iterator

from app.core.records import Action, Event, event_classes_in

__all__ = ["Knowledge"]


def _texts(value: Any) -> Iterator[str]:
    """The text inside a JSON-like value (a record's field or a view), at any depth."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            if isinstance(item, (str, dict, list, tuple)):
                yield from _texts(item)
    elif isinstance(value, (list, tuple)):
        for item in value:
            if isinstance(item, (str, dict, list, tuple)):
                yield from _texts(item)


def _fields(record: Any) -> Iterator[tuple[str, Any]]:
    for f in dataclasses.fields(record):
        yield f.name, getattr(record, f.name)


class Knowledge:
    """What each seat of one game sees of its secret values (see the module docstring)."""

    def __init__(self, game: Any, state: Any) -> None:
        """`state`: the game at its setup (its `setup_events` are taken in)."""
        self._game = game
        self._seats = tuple(range(state.num_players))
        self._reads_views = bool(game.has_secrets)
        self.secret_fields: set[str] = set()
        for cls in _event_classes(game):
            self.secret_fields.update(cls.SECRET_FIELDS)
        #: every secret value met so far (card codes, orders)
        self.secrets: set[str] = set()
        self._views: list[dict] = []
        #: (how many secret values were known, the counts of `_views` then): a move reads the views once
        self._counted: tuple[int, list[Counter]] | None = None
        self._take(state.setup_events)
        self._read(state)

    @property
    def counts(self) -> list[Counter]:
        """Per seat: how many copies of each secret value its view shows now (counted again only when the
        views or the secret values known changed: secret values are only ever added)."""
        known = len(self.secrets)
        if self._counted is None or self._counted[0] != known:
            self._counted = (known, [self._count(view) for view in self._views])
        return self._counted[1]

    def observe(self, events: Iterable[Event], actor: int | None, action: Action | None, state: Any) -> bool:
        """Take in one move: `actor`'s `action` gave `events`, and `state` is the position after it.
        True when the move showed any seat something it had not seen, or declared that randomness
        came to light."""
        events = list(events)
        new = any(getattr(e, "REVEALS", False) for e in events)
        if not self._reads_views:
            return new
        self._take(events)
        before = self.counts  # with the secret values known now
        self._read(state)
        own = set(_texts([value for _, value in _fields(action)])) if action is not None else set()
        for seat, (was, now) in enumerate(zip(before, self.counts)):
            for value, copies in now.items():
                if copies > was[value] and not (seat == actor and value in own):
                    new = True
        return new

    def _take(self, events: Iterable[Event]) -> None:
        """Learn the secret-bearing fields and the secret values from `events` (as the rules made them)."""
        if not self._reads_views:
            return
        for event in events:
            for seat in (None, *self._seats):
                seen = self._game.seen_by(event, seat)
                for name, value in _fields(event):
                    if value is not None and (seen is None or getattr(seen, name) != value):
                        self.secret_fields.add(name)
            for name, value in _fields(event):
                if name in self.secret_fields:
                    self.secrets.update(_texts(value))

    def look_at(self, state: Any) -> None:
        """What each seat sees is `state`'s (undo went back to it)."""
        self._read(state)

    def _read(self, state: Any) -> None:
        if self._reads_views:
            self._views = [state.view(seat) for seat in self._seats]
            self._counted = None

    def _count(self, view: dict) -> Counter:
        """The secret values in `view`, copies counted (`_texts`' walk, without a generator per level)."""
        secrets, counts, stack = self.secrets, Counter(), [view]
        while stack:
            value = stack.pop()
            if isinstance(value, str):
                if value in secrets:
                    counts[value] += 1
            elif isinstance(value, dict):
                stack.extend(value.values())
            elif isinstance(value, (list, tuple)):
                stack.extend(value)
        return counts


def _event_classes(game: Any) -> list[type]:
    """The event classes of `game`'s package (loaded with its rules), for their `SECRET_FIELDS`; more
    secret-bearing fields are learnt from each event a seat sees blanked."""
    module = getattr(getattr(game, "state_class", None), "__module__", "") or ""
    package = getattr(game, "package", None) or module.rpartition(".")[0]
    if not package:
        return []
    parts = getattr(getattr(game, "info", None), "parts", None)
    for name in getattr(parts, "events", ()):  # the event modules the manifest names, all loaded
        try:
            importlib.import_module(f"{package}.{name}")
        except ModuleNotFoundError as exc:  # a test game keeps its events in its rules
            if exc.name != f"{package}.{name}":
                raise
    return event_classes_in(package)
