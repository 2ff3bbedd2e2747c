"""What lies in front of each player (`Line`), and the engine's small shared tables: one instance of
each frozen event (`SHARED`) and the turn order of a table of n (`seats_after`). Pure data; the rules
are in rules.py."""

from __future__ import annotations

from app.games.flip7.cards import NUMBERS
from app.games.flip7.scoring import line_points


class Line:
    """What lies in front of one player this round. (A plain class with slots, not a dataclass: the
    engine makes one per player and round, and reads these on every move.)"""

    __slots__ = ("numbers", "modifiers", "actions", "status", "second_chance", "total")

    def __init__(self, numbers: list[int] | None = None, modifiers: list[str] | None = None,
                 actions: list[str] | None = None, status: str = "active", second_chance: bool = False) -> None:
        self.numbers: list[int] = [] if numbers is None else numbers  # in the order received
        self.modifiers: list[str] = [] if modifiers is None else modifiers
        #: action cards lying here: a kept Second Chance, a Freeze or Flip Three played on this player,
        #: and cards set aside during a Flip Three until they are resolved
        self.actions: list[str] = [] if actions is None else actions
        self.status = status
        self.second_chance = second_chance
        #: `points()`, kept by the rules as cards arrive (`recount` whenever more than a number is added)
        self.total = 0
        if numbers or modifiers:
            self.recount()

    def _fields(self) -> tuple:
        return (self.numbers, self.modifiers, self.actions, self.status, self.second_chance)

    def __eq__(self, other: object) -> bool:
        if type(other) is not Line:
            return NotImplemented
        return self._fields() == other._fields()  # type: ignore[union-attr]

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"Line(numbers={self.numbers!r}, modifiers={self.modifiers!r}, actions={self.actions!r}, "
                f"status={self.status!r}, second_chance={self.second_chance!r})")

    def __deepcopy__(self, memo) -> "Line":
        return Line(list(self.numbers), list(self.modifiers), list(self.actions), self.status,
                    self.second_chance)  # (its total counted afresh: the same)

    def cards(self) -> list[str]:
        return [NUMBERS[n] for n in self.numbers] + self.modifiers + self.actions

    def points(self) -> int:
        """What the line scores now (`line_points`), as the rules keep it up to date."""
        return self.total

    def recount(self) -> None:
        """Work `total` out afresh from the cards (the rules call it when a modifier, a seventh number
        or a bust comes; a plain new number only adds to it)."""
        self.total = line_points(self.numbers, self.modifiers, self.status == "busted")

    def to_dict(self) -> dict:
        return {"numbers": list(self.numbers), "modifiers": list(self.modifiers),
                "actions": list(self.actions), "status": self.status, "second_chance": self.second_chance}


class SharedEvents(dict):
    """Events are frozen records, so one instance serves every equal event (as the moves are
    shared): `SHARED[cls, *fields]` is that event, made the first time it is asked for (the
    table stays small: past `limit` entries a new event is made each time, not kept)."""

    limit = 20_000

    def __missing__(self, key: tuple):
        event = key[0](*key[1:])
        if len(self) < self.limit:
            self[key] = event
        return event


SHARED = SharedEvents()


def seats_after(n: int) -> tuple[tuple[int, ...], ...]:
    """For each seat, the seats after it in turn order, itself last (cached per table size)."""
    after = _AFTER.get(n)
    if after is None:
        after = _AFTER[n] = tuple(tuple((seat + k) % n for k in range(1, n + 1)) for seat in range(n))
    return after


_AFTER: dict[int, tuple[tuple[int, ...], ...]] = {}
