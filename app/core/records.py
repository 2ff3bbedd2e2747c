"""Frozen records for actions and events, with JSON round trips that validate their input.

A game declares its actions and events as frozen dataclasses deriving from `Action` or `Event` with a
class-level `TYPE` string. `to_dict()` gives `{"type": TYPE, field: value, ...}` and `parse_record`
turns such a dict back into the record, checking field names and types, so a hand-edited save or a
wrong click payload fails with a clear message instead of a traceback.
"""

from __future__ import annotations

import dataclasses
import math
import types
import typing
from typing import Any, ClassVar, Mapping

from app.core.errors import IllegalAction


@dataclasses.dataclass(frozen=True)
class Record:
    TYPE: ClassVar[str] = ""

    def __copy__(self) -> "Record":
        return self

    def __deepcopy__(self, memo: dict) -> "Record":
        # frozen, and every field is immutable (numbers, text, tuples, records): share, don't copy
        return self

    def to_dict(self) -> dict:
        out: dict[str, Any] = {"type": self.TYPE}
        for f in dataclasses.fields(self):
            out[f.name] = _to_json(getattr(self, f.name))
        return out


@dataclasses.dataclass(frozen=True)
class Action(Record):
    """A decision of the player who must decide now."""


@dataclasses.dataclass(frozen=True)
class Event(Record):
    """A frozen record of what happened. The log renders events; views animate them.

    `REVEALS` is true for an event that brought random or hidden information to light (a card drawn
    from a shuffled deck, a hidden card turned over): undo may not go back past it.
    """

    REVEALS: ClassVar[bool] = False

    def seen_by(self, seat: int | None) -> "Event | None":
        """This event as `seat` may see it (None: not at all). Games with secrets override it."""
        return self


def _to_json(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_to_json(v) for v in value]
    if isinstance(value, Record):
        return value.to_dict()
    return value


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    hints = _HINTS.get(cls)
    if hints is None:
        hints = typing.get_type_hints(cls)
        _HINTS[cls] = hints
    return hints


def _coerce(value: Any, hint: Any, where: str) -> Any:
    origin = typing.get_origin(hint)
    if hint is Any:
        return value
    if origin in (typing.Union, types.UnionType):
        errors = []
        for option in typing.get_args(hint):
            try:
                return _coerce(value, option, where)
            except IllegalAction as exc:
                errors.append(str(exc))
        raise IllegalAction(errors[0] if errors else f"{where} has the wrong type.")
    if hint is type(None):
        if value is None:
            return None
        raise IllegalAction(f"{where} should be empty.")
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise IllegalAction(f"{where} should be true or false.")
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise IllegalAction(f"{where} should be a whole number.")
    if hint is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            try:
                number = float(value)  # an int beyond float range raises OverflowError
            except OverflowError:
                number = math.inf
            if math.isfinite(number):
                return number
        raise IllegalAction(f"{where} should be a finite number.")
    if hint is str:
        if isinstance(value, str):
            return value
        raise IllegalAction(f"{where} should be text.")
    if origin is tuple:
        if not isinstance(value, (list, tuple)):
            raise IllegalAction(f"{where} should be a list.")
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_coerce(v, args[0], f"{where}[{i}]") for i, v in enumerate(value))
        if len(args) != len(value):
            raise IllegalAction(f"{where} should have {len(args)} items.")
        return tuple(_coerce(v, a, f"{where}[{i}]") for i, (v, a) in enumerate(zip(value, args)))
    if isinstance(hint, type) and issubclass(hint, Record):
        if not isinstance(value, Mapping):
            raise IllegalAction(f"{where} should be a record.")
        return parse_record(value, {hint.TYPE: hint})
    raise TypeError(f"unsupported field type {hint!r} in {where}")


def parse_record(data: Any, classes: Mapping[str, type[Record]]) -> Record:
    """Build the record that `data` (a dict from `to_dict`) describes, or raise IllegalAction."""
    if not isinstance(data, Mapping):
        raise IllegalAction("An action must be a JSON object with a 'type'.")
    kind = data.get("type")
    cls = classes.get(kind) if isinstance(kind, str) else None
    if cls is None:
        known = ", ".join(sorted(classes))
        raise IllegalAction(f"Unknown action type {kind!r}; this game knows: {known}.")
    hints = _hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    extra = set(data) - set(fields) - {"type"}
    if extra:
        raise IllegalAction(f"'{kind}' does not take {', '.join(sorted(extra))}.")
    kwargs = {}
    for name, f in fields.items():
        if name in data:
            kwargs[name] = _coerce(data[name], hints[name], f"'{kind}'.{name}")
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise IllegalAction(f"'{kind}' needs '{name}'.")
    return cls(**kwargs)


def record_classes(*classes: type[Record]) -> dict[str, type[Record]]:
    """A TYPE -> class table, refusing two classes with the same TYPE."""
    table: dict[str, type[Record]] = {}
    for cls in classes:
        if not cls.TYPE or cls.TYPE in table:
            raise ValueError(f"record {cls.__name__} needs a unique TYPE")
        table[cls.TYPE] = cls
    return table
