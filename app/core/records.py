"""Frozen records for actions and events, with JSON round trips that validate their input.

A game declares its actions and events as classes deriving from `Action` or `Event` with annotated
fields; every such class is made a frozen dataclass when it is defined (`Record.__init_subclass__`) and
its `TYPE`, the name saves and the network store, is its class name in snake case unless it writes its
own. A declaration is its name, its words and its fields, nothing more. `to_dict()` gives
`{"type": TYPE, field: value, ...}` and `parse_record` turns such a dict back into the record, checking
field names and types, so a hand-edited save or a wrong click payload fails with a clear message instead of a traceback. `check_fields` makes the same
checks, converting nothing, on a record built in code (`State.check` runs it on every action).

Messages are sentences a player reads: they name a record by its `WORDS` ("a flick") and a field by
its `FIELD_WORDS` ("the face of its topping"), never by the names in the code.
"""

from __future__ import annotations

import dataclasses
import math
import re
import types
import typing
from typing import Any, ClassVar, Mapping

from app.core.errors import IllegalAction
from app.core.i18n import N_, _, language, ngettext


@typing.dataclass_transform(frozen_default=True)
@dataclasses.dataclass(frozen=True)
class Record:
    TYPE: ClassVar[str] = ""
    #: the record in a player's words, with its article ("a flick"): messages about it use these
    WORDS: ClassVar[str] = ""
    #: field name -> the field in a player's words ("the face of its topping"); a field without
    #: words is "one of its details" in messages
    FIELD_WORDS: ClassVar[Mapping[str, str]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "TYPE" not in cls.__dict__:
            # the stored name is the class's in snake case ("CardDrawn" -> "card_drawn"); a base that
            # no record is made of writes TYPE = "" (tests/core/test_record_types.py pins every name)
            cls.TYPE = re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()
        # every record is a frozen dataclass of its annotated fields (a subclass adding none keeps its
        # base's); written here once instead of a decorator on each of a hundred declarations. The
        # guard against assignment is Record's own (below), so a declaration that still carries its own
        # @dataclasses.dataclass(frozen=True) is processed a second time without complaint.
        dataclasses.dataclass(frozen=True)(cls)
        del cls.__setattr__, cls.__delattr__

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


def _frozen(self: Record, name: str, *value: Any) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


Record.__setattr__ = _frozen  # type: ignore[method-assign,assignment]
Record.__delattr__ = _frozen  # type: ignore[method-assign,assignment]


class Action(Record):
    """A decision of the player who must decide now."""

    TYPE = ""


class Event(Record):
    """A frozen record of what happened. The log renders events; views animate them.

    `REVEALS` is true for an event that brought random or hidden information to light (a card drawn
    from a shuffled deck, a hidden card turned over): undo may not go back past it.
    """

    TYPE = ""
    REVEALS: ClassVar[bool] = False
    #: who may see this event: "all" (everyone), "actor" (only the seat in its `ACTOR` field sees it
    #: whole; the others see it with its `SECRET_FIELDS` blanked, or not at all when it has none) or
    #: "nobody". None: not declared, which a game with secrets may not leave (`Game.seen_by` then
    #: hides the event from everyone); a class may instead override `seen_by`.
    VISIBLE: ClassVar[str | None] = None
    ACTOR: ClassVar[str] = "player"
    SECRET_FIELDS: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.VISIBLE not in VISIBILITIES:
            raise ValueError(f"event {cls.__name__}: VISIBLE must be one of {VISIBILITIES}, not {cls.VISIBLE!r}")

    @classmethod
    def declares_visibility(cls) -> bool:
        """True when the class says who may see it (`VISIBLE`, or its own `seen_by`)."""
        return cls.VISIBLE is not None or cls.seen_by is not Event.seen_by

    def seen_by(self, seat: int | None) -> "Event | None":
        """This event as `seat` may see it (None: not at all; `seat` None: the public, nobody's seat),
        as `VISIBLE` says. Undeclared (a game without secrets): everyone sees it."""
        visible = self.VISIBLE
        if visible is None or visible == "all":
            return self
        if visible == "actor":
            if seat is not None and seat == getattr(self, self.ACTOR):
                return self
            if not self.SECRET_FIELDS:
                return None
            return dataclasses.replace(self, **{name: None for name in self.SECRET_FIELDS})
        return None  # "nobody"


#: the values of `Event.VISIBLE`
VISIBILITIES = (None, "all", "actor", "nobody")


def event_classes_in(package: str) -> list[type[Event]]:
    """Every Event class defined in a module of `package` (a game's package) that is loaded now."""
    found, todo = [], list(Event.__subclasses__())
    while todo:
        cls = todo.pop()
        todo += cls.__subclasses__()
        if cls.__module__.startswith(package + "."):
            found.append(cls)
    return found


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


# ---- the words a player reads ------------------------------------------------------------------


class _Where(typing.NamedTuple):
    """The value being read, in a player's words: `move` names the whole move ("a flick"), `detail`
    the part of it ("the face of its topping"). Messages are built from these, never from names."""

    move: str
    detail: str


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _words(cls: type[Record]) -> str:
    return _(cls.WORDS) if cls.WORDS else _("a move")


def _detail(cls: type[Record], name: str, outer: _Where | None) -> str:
    """The player's words for field `name` of `cls`; read inside `outer` when `cls` is nested."""
    words = cls.FIELD_WORDS.get(name)
    if words:
        return _(words)
    if outer is None:
        return _("one of its details")
    something_in = _("something in {detail}")
    if outer.detail.startswith(something_in.split("{detail}")[0]):
        return outer.detail
    return something_in.format(detail=outer.detail)


def _wrong(where: _Where, should: str) -> IllegalAction:
    # German starts with the move ("Ein Schnipser: ..."): a sentence starts with a capital
    return IllegalAction(_cap(_("In {move}, {detail} should be {should}.").format(
        move=where.move, detail=where.detail, should=_(should))))


def _garbled(where: _Where) -> IllegalAction:
    return IllegalAction(_cap(_("In {move}, {detail} is not written the way it should be.").format(
        move=where.move, detail=where.detail)))


def _unknown_kind(classes: Mapping[str, type[Record]]) -> IllegalAction:
    names = [_(cls.WORDS) for cls in classes.values() if cls.WORDS]
    if not names:
        return IllegalAction(_("This is a move of an unknown kind."))
    known = names[0] if len(names) == 1 else _("{first} or {last}").format(first=", ".join(names[:-1]), last=names[-1])
    return IllegalAction(_("This is a move of an unknown kind; the moves of this game are {known}.").format(known=known))


# ---- checking values against type hints --------------------------------------------------------
def _coerce(value: Any, hint: Any, where: _Where, exact: bool = False) -> Any:
    """`value` as a value of `hint`, or IllegalAction with a sentence about `where`.

    Reading JSON (`exact` false) turns lists into tuples, dicts into records and whole numbers into
    floats where the hint asks for them. Checking a record built in code (`exact` true) converts
    nothing: a value must already be of its hint's kind (a tuple, a record, an int for an int: not
    19.0 and not True), and nested records are checked field by field."""
    if hint is Any:
        return value
    if hint is type(None):
        if value is None:
            return None
        raise _wrong(where, N_("empty"))
    if hint is bool:
        if isinstance(value, bool):
            return value
        raise _wrong(where, N_("yes or no"))
    if hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise _wrong(where, N_("a whole number"))
    if hint is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            try:
                number = float(value)  # an int beyond float range raises OverflowError
            except OverflowError:
                number = math.inf
            if math.isfinite(number):
                return value if exact else number
        raise _wrong(where, N_("a finite number"))
    if hint is str:
        if isinstance(value, str):
            return value
        raise _wrong(where, N_("text"))
    origin = typing.get_origin(hint)  # (after the plain kinds: a move's fields are mostly those)
    if origin in (typing.Union, types.UnionType):
        errors = []
        for option in typing.get_args(hint):
            try:
                return _coerce(value, option, where, exact)
            except IllegalAction as exc:
                errors.append(exc)
        raise errors[0] if errors else _garbled(where)
    if origin is tuple:
        if not isinstance(value, tuple if exact else (list, tuple)):
            raise _wrong(where, N_("a list"))
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_coerce(v, args[0], where, exact) for v in value)
        if len(args) != len(value):
            raise _wrong(where, ngettext("a list of {n} entry", "a list of {n} entries", len(args)).format(n=len(args)))
        return tuple(_coerce(v, a, where, exact) for v, a in zip(value, args))
    if isinstance(hint, type) and issubclass(hint, Record):
        if exact:
            if not isinstance(value, hint):
                raise _garbled(where)
            check_fields(value, where)
            return value
        if not isinstance(value, Mapping):
            raise _garbled(where)
        return parse_record(value, {hint.TYPE: hint}, where)
    raise TypeError(f"unsupported field type {hint!r} in {where.move}")


def check_fields(record: Record, outer: _Where | None = None) -> None:
    """Raise IllegalAction (with a sentence) unless every field of `record`, a record built in code,
    holds a value of exactly its hint's kind: the same checks as reading it from JSON, converting
    nothing, so what passes writes JSON that reads back as the same record."""
    cls = type(record)
    if cls in _FIELDLESS:  # a move without fields (a hit, a stay): nothing to check, in any language
        return
    if outer is None:  # every action on every move: the field list and words are worked out once a language
        key = (cls, language())
        checks = _CHECKS.get(key)
        if checks is None:
            checks = _CHECKS[key] = _field_checks(cls, None)
            if not checks:
                _FIELDLESS.add(cls)
    else:
        checks = _field_checks(cls, outer)
    for name, hint, where in checks:
        _coerce(getattr(record, name), hint, where, exact=True)


_CHECKS: dict[tuple[type, str], list[tuple[str, Any, _Where]]] = {}
_FIELDLESS: set[type] = set()


def _field_checks(cls: type[Record], outer: _Where | None) -> list[tuple[str, Any, _Where]]:
    hints = _hints(cls)
    move = outer.move if outer else _words(cls)
    return [(f.name, hints[f.name], _Where(move, _detail(cls, f.name, outer))) for f in dataclasses.fields(cls)]


def parse_record(data: Any, classes: Mapping[str, type[Record]], outer: _Where | None = None) -> Record:
    """Build the record that `data` (a dict from `to_dict`) describes, or raise IllegalAction.

    `outer` is given when the record is a part of another one (a flick's outcome): messages then
    speak of the whole move."""
    if not isinstance(data, Mapping):
        if outer is not None:
            raise _garbled(outer)
        raise IllegalAction(_("This move does not say what kind of move it is."))
    kind = data.get("type")
    cls = classes.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise _garbled(outer) if outer is not None else _unknown_kind(classes)
    hints = _hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    whole = _cap(_("In {move}, {detail}").format(move=outer.move, detail=outer.detail) if outer else _words(cls))
    extra = set(data) - set(fields) - {"type"}
    if extra:
        raise IllegalAction(_("{whole} has something in it that this game does not use.").format(whole=whole))
    move = outer.move if outer else _words(cls)
    kwargs = {}
    for name, f in fields.items():
        if name in data:
            kwargs[name] = _coerce(data[name], hints[name], _Where(move, _detail(cls, name, outer)))
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            missing = _(cls.FIELD_WORDS[name]) if cls.FIELD_WORDS.get(name) else _("one of its details")
            raise IllegalAction(_("{whole} is missing {missing}.").format(whole=whole, missing=missing))
    return cls(**kwargs)


def record_classes(*classes: type[Record]) -> dict[str, type[Record]]:
    """A TYPE -> class table, refusing two classes with the same TYPE."""
    table: dict[str, type[Record]] = {}
    for cls in classes:
        if not cls.TYPE or cls.TYPE in table:
            raise ValueError(f"record {cls.__name__} needs a unique TYPE")
        table[cls.TYPE] = cls
    return table
