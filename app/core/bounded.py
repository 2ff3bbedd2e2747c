"""Caches that live as long as the process, with a bound (issue 27: an engine's caches grew with every
game played in one process, up to 50 MB before their old "clear at 200,000" limits).

`BoundedCache(limit)` is a dict that holds at most `limit` entries: when a new one would pass the
limit, the older half goes (insertion order; half at once, so that making room costs O(1) a put on
average, where dropping one oldest entry at a time walks over the dict's deleted slots). Reads are
plain dict reads (`get`, `[]`, `in`), as fast as before. Every cache made here is listed by
`caches()`: a test checks each stays within its bound and that the bounds add up to little memory.
"""

from __future__ import annotations

import weakref
from itertools import islice
from typing import Any, Callable, Hashable, TypeVar

V = TypeVar("V")

_ALL: "weakref.WeakValueDictionary[int, BoundedCache]" = weakref.WeakValueDictionary()  # id -> cache


class BoundedCache(dict):
    """A dict of at most `limit` entries; `put` (or `[]=`) makes room by dropping the older half."""

    __slots__ = ("limit", "name", "__weakref__")

    def __init__(self, limit: int, name: str = "") -> None:
        super().__init__()
        if limit < 2:
            raise ValueError("a bounded cache holds at least 2 entries")
        self.limit = int(limit)
        self.name = name
        _ALL[id(self)] = self

    def __setitem__(self, key: Hashable, value: Any) -> None:
        if len(self) >= self.limit and key not in self:
            self._make_room()
        super().__setitem__(key, value)

    def put(self, key: Hashable, value: V) -> V:
        """Keep `value` under `key` and return it (`cache.get(k) or cache.put(k, make())`)."""
        self[key] = value
        return value

    def get_or_make(self, key: Hashable, make: Callable[[], V]) -> V:
        """The value under `key`, made with `make()` and kept when missing."""
        try:
            return self[key]
        except KeyError:
            return self.put(key, make())

    def _make_room(self) -> None:
        for old in list(islice(iter(self), max(1, len(self) // 2))):
            del self[old]

    def setdefault(self, key: Hashable, default: Any = None) -> Any:
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, *args: Any, **kwargs: Any) -> None:  # through __setitem__, so the bound holds
        for key, value in dict(*args, **kwargs).items():
            self[key] = value


def caches() -> list[BoundedCache]:
    """Every bounded cache alive, by name."""
    return sorted(_ALL.values(), key=lambda c: c.name)
