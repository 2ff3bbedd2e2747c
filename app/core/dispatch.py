"""One way to turn events into something else (a log sentence, an animation): a table from event
class to handler, filled with a decorator beside each handler.

    sentences = Dispatch("log sentence")

    @sentences.on(CardDrawn)
    def _drawn(event, names): ...

    sentences(event, names)  # the handler's answer, or None for an event nobody handles

A game lists the events that deliberately get nothing in `silent` (event class -> the reason), so
that a test can check that every event class of every game has a handler or a stated reason for none
(`Dispatch.missing`). Pure Python: the games' Qt animations use the same class."""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping
import types

from app.core.records import Event

Handler = Callable[..., Any]


class Dispatch:
    """Event class -> handler. A class without a handler of its own uses its nearest base's."""

    def __init__(self, what: str, silent: Mapping[type, str] | None = None) -> None:
        #: what the handlers make ("log sentence", "animation"), for the test's messages
        self.what = what
        self.handlers: dict[type, Handler] = {}
        #: event classes that get no handler on purpose -> why
        self.silent: dict[type, str] = dict(silent or {})
        #: event class -> which of its events go to the handler together with the same ones after it
        self.together: dict[type, Callable[[Any], bool]] = {}

    def on(self, *classes: type, together: Callable[[Any], bool] | None = None) -> Callable[[Handler], Handler]:
        """A decorator: the function handles events of `classes`. With `together`, a run of
        consecutive events of one class for which `together(event)` holds reaches the handler as one
        list (one animation for a whole deal); `steps` says where each run starts and ends."""
        if not classes:
            raise TypeError("on() needs at least one event class")

        def register(fn: Handler) -> Handler:
            for cls in classes:
                if cls in self.handlers:
                    raise ValueError(f"{cls.__name__} already has a {self.what} ({self.handlers[cls].__name__})")
                self.handlers[cls] = fn
                if together is not None:
                    self.together[cls] = together
            return fn

        return register


    def handler(self, event: Any) -> Handler | None:
        for cls in type(event).__mro__:
            fn = self.handlers.get(cls)
            if fn is not None:
                return fn
            if cls in self.silent:
                return None
        return None

    def __call__(self, event: Any, *args: Any, **kwargs: Any) -> Any:
        fn = self.handler(event)
        return None if fn is None else fn(event, *args, **kwargs)

    def steps(self, events: list) -> list[tuple[int, int, Handler | None, Any]]:
        """`events` in the order they are handled: (index of the first, index of the last, handler or
        None, the event or the list of events handled together)."""
        out: list[tuple[int, int, Handler | None, Any]] = []
        i = 0
        while i < len(events):
            event, fn = events[i], self.handler(events[i])
            joins = self.together.get(type(event))
            if fn is not None and joins is not None and joins(event):
                j = i + 1
                while j < len(events) and type(events[j]) is type(event) and joins(events[j]):
                    j += 1
                out.append((i, j - 1, fn, list(events[i:j])))
                i = j
                continue
            out.append((i, i, fn, event))
            i += 1
        return out

    def missing(self, classes: Iterable[type]) -> list[type]:
        """Those of `classes` with neither a handler nor a stated reason for none."""
        return [cls for cls in classes if cls not in self.handlers and cls not in self.silent]


def event_classes(module: types.ModuleType) -> list[type]:
    """The Event classes a game's events module defines (not those it imports)."""
    return [obj for obj in vars(module).values()
            if isinstance(obj, type) and issubclass(obj, Event) and obj is not Event
            and obj.__module__ == module.__name__]


__all__ = ["Dispatch", "event_classes"]
