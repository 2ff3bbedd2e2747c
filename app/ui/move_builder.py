"""One move builder for every table (issue 26, item 1): a move is made from clicks, drags and keys by
walking the legal actions field by field. Qt-free: it knows click keys and actions, nothing drawn.

A game declares, per action type, a `Form`: the ordered `Field`s a player picks, each naming the click
key that picks it for a given action (`Field.key(action)`), and, when the move waits for a button,
its `confirm` key. The builder then answers every click with one `Answer`:

- `Answer.intent(action)`: a whole legal move (the scene sends it);
- `Answer.whynot(candidate)`: the move the click stands for is not offered: the candidate (the game's
  `candidate(builder, key)` builds it) goes to the rules' `explain`, which words the refusal; the
  builder never writes a refusal sentence;
- `Answer.step()`: the choice went on (or back): draw the lit keys (`lit()`) and the prompt again;
- `Answer.note(sentence)`: a note of the table about itself (the game's own, translated words).

Walking: `options()` are the legal actions whose form agrees with every field picked so far. In an
ordered form a click picks the next field of some option (or, when it picks an earlier field, takes
another way there); in a free form (`ordered=False`, Top 3's order card and bet card) fields are
picked in any order, each checked against the fields declared before it. A click on a picked key puts
it back. A move whose every field is picked is the intent at once, unless its form waits for
`confirm`.

Answers are tuples too (`kind, what = answer`), so a scene can unpack them.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Sequence
from types import SimpleNamespace
from typing import Any, NamedTuple

from app.core.i18n import _

INTENT, WHYNOT, STEP, NOTE = "intent", "whynot", "step", "note"


class Answer(NamedTuple):
    """What a click, a drag or a key comes to (see the module docstring)."""

    kind: str
    what: Any = None

    @classmethod
    def intent(cls, action: Any) -> Answer:
        return cls(INTENT, action)

    @classmethod
    def whynot(cls, candidate: Any) -> Answer:
        return cls(WHYNOT, candidate)

    @classmethod
    def step(cls) -> Answer:
        return cls(STEP, None)

    @classmethod
    def note(cls, sentence: str) -> Answer:
        return cls(NOTE, sentence)


@dataclasses.dataclass(frozen=True)
class Field:
    """A part of a move the player picks: `key(action)` is the click key that picks it for `action`
    (None: that action leaves the field out, such as Top 3's bet card when none is laid)."""

    name: str
    key: Callable[[Any], Hashable | None]
    #: which click keys stand for this field whether or not a legal move has them (so that a click on
    #: one that is not offered still picks this field, for the candidate); None: those of the legal moves
    match: Callable[[Hashable], bool] | None = None
    #: other click keys that pick this field for `action` (lit with it): Top oder Flop's pile of your
    #: own display for the film a pushed-off card is taken for
    also: Callable[[Any], Iterable[Hashable]] | None = None
    #: a click on the key picked puts it back (False: it picks it again)
    toggles: bool = True
    #: once picked, a single move left is the intent (the fields after it leave no real choice)
    settles: bool = False
    #: its keys are lit as targets on the table (False: picked elsewhere, such as a hand card)
    target: bool = True
    #: the value of a key that picked this field (default: the key's part after its kind, one part
    #: as itself)
    value: Callable[[Hashable], Any] | None = None
    #: picked several times, one key a click (Top Pop's caps for a stack): `key(action)` gives the
    #: tuple of keys, in any order; the field is whole when every one is picked
    multi: bool = False
    #: picking it starts a new choice (a hand card): refused, it drops the choice made so far
    fresh: bool = False
    #: its keys stay lit once it is picked, to pick another (Top Pop's cards to stack on)
    stays_lit: bool = False
    #: whether it may be picked anew now, going back to it (None: always)
    again: Callable[[], bool] | None = None

    def keys(self, action: Any) -> set:
        """Every click key that picks this field for `action`."""
        key = self.key(action)
        if not key:
            return set()
        if self.multi:
            return set(key)
        return {key, *(self.also(action) if self.also is not None else ())}

    def used(self, action: Any) -> bool:
        return bool(self.key(action)) if self.multi else self.key(action) is not None


@dataclasses.dataclass(frozen=True)
class Form:
    """How one type of action is made: its fields in the order they are picked; `confirm`, the key
    of the button that lays it (None: laid as soon as its fields are picked); `ordered` False when the
    fields may be picked in any order; `first`, the field a confirm without it asks for (a note)."""

    kind: type
    fields: tuple[Field, ...]
    confirm: Hashable | None = None
    ordered: bool = True
    first_note: str | None = None

    def field(self, name: str) -> Field | None:
        return next((f for f in self.fields if f.name == name), None)


class _Pick(SimpleNamespace):
    """What is picked, by field name (see `MoveBuilder.pick`); a name not picked is None."""

    def __getattr__(self, name: str) -> Any:
        return None


class MoveBuilder:
    """The choice being made by the seat at the screen, from its legal actions.

    `forms`: the game's forms; `candidate(builder, key)`: the move a click on `key` stands for when it
    leads nowhere (None: no move; the click is then a step); `note(builder, key)`: a translated note
    of the table instead of a candidate (None: none), asked first."""

    def __init__(self, forms: Iterable[Form], candidate: Callable[[MoveBuilder, Hashable], Any] | None = None,
                 note: Callable[[MoveBuilder, Hashable], str | None] | None = None,
                 aliases: Callable[[MoveBuilder, Hashable], Sequence[Hashable]] | None = None) -> None:
        self.forms = {f.kind: f for f in forms}
        self._candidate = candidate
        self._note = note
        #: the keys a click stands for too, when it does not go on as itself (a card on a row: the row)
        self._aliases = aliases
        self.legal: list = []
        #: the fields picked so far, by name: the click key that picked each
        self.picked: dict[str, Hashable] = {}

    def __getattr__(self, name: str) -> Any:
        """`builder.<field>`: the value picked for that declared field (None while not picked)."""
        forms = self.__dict__.get("forms") or {}
        if any(form.field(name) is not None for form in forms.values()):
            return self.value(name)
        raise AttributeError(name)

    # ---- the position ------------------------------------------------------------------------------
    def form_of(self, action: Any) -> Form | None:
        return self.forms.get(type(action))

    def set_legal(self, legal: Sequence) -> None:
        """New legal moves: each picked field stays while some legal move still has it."""
        self.legal = [a for a in legal if self.form_of(a) is not None]
        if self._ordered():  # a walk: kept while it still leads somewhere
            if self.picked and not self.options():
                self.picked.clear()
            return
        for name, key in list(self.picked.items()):
            if not self.offers(**{name: key}):
                self.picked.pop(name)

    def _ordered(self) -> bool:
        return all(f.ordered for f in self.forms.values())

    # ---- what is picked ----------------------------------------------------------------------------
    @property
    def active(self) -> bool:
        return bool(self.picked)

    def cancel(self) -> bool:
        """Drop the choice; True when there was one."""
        had = self.active
        self.picked = {}
        return had

    def back(self) -> bool:
        """Take the last field picked back (Esc; of a field picked several times, its last key);
        True when there was one."""
        if not self.picked:
            return False
        name = next(reversed(self.picked))
        f = self.field(name)
        if f is not None and f.multi and len(self.picked[name]) > 1:
            self.picked[name] = self.picked[name][:-1]
        else:
            self.picked.pop(name)
        return True

    def field(self, name: str) -> Field | None:
        return next((f for form in self.forms.values() if (f := form.field(name)) is not None), None)

    def value(self, name: str, default: Any = None) -> Any:
        """The value of a picked field (`Field.value` of its key; by default the key's part after its
        kind: ("order", "123") -> "123", ("side", film, side) -> (film, side))."""
        key = self.picked.get(name)
        f = self.field(name)
        if key is None:
            return [] if f is not None and f.multi else default
        if f is not None and f.multi:
            return [self._value_of(f, k) for k in key]
        return self._value_of(f, key)

    @staticmethod
    def _value_of(f: Field | None, key: Hashable) -> Any:
        if f is not None and f.value is not None:
            return f.value(key)
        if isinstance(key, tuple):
            return key[1] if len(key) == 2 else key[1:]
        return key

    @property
    def pick(self) -> Any:
        """What is picked so far, as values by field name (`pick.card`, `pick.order`...)."""
        names = dict.fromkeys(f.name for form in self.forms.values() for f in form.fields)
        return _Pick(**{name: self.value(name) for name in names})

    # ---- what the legal actions offer --------------------------------------------------------------
    @staticmethod
    def _agrees(form: Form, action: Any, picked: dict) -> bool:
        for name, key in picked.items():
            f = form.field(name)
            if f is None:
                return False
            if f.multi:
                if Counter(key) - Counter(f.key(action) or ()):
                    return False
            elif f.key(action) != key:
                return False
        return True

    def offers(self, **picked: Hashable) -> bool:
        """Some legal move has these fields (by name: the click key)."""
        return any(self._agrees(self.form_of(a), a, picked) for a in self.legal)

    def options(self, picked: dict | None = None) -> list:
        """The legal moves that agree with the fields picked so far (or with `picked`)."""
        picked = self.picked if picked is None else picked
        return [a for a in self.legal if self._agrees(self.form_of(a), a, picked)]

    def _next_field(self, action: Any, picked: dict) -> Field | None:
        form = self.form_of(action)
        return next((f for f in form.fields if f.used(action) and self._remaining(f, action, picked)), None)

    @staticmethod
    def _remaining(f: Field, action: Any, picked: dict) -> set:
        """The keys that still pick `f` for `action` (of a multi field: those not all picked yet)."""
        if f.multi:
            return set(Counter(f.key(action) or ()) - Counter(picked.get(f.name, ())))
        return f.keys(action) if f.name not in picked else set()

    def _staying(self) -> set:
        """The keys of picked fields that stay lit (`Field.stays_lit`): another may be picked."""
        keys: set = set()
        for form in self.forms.values():
            names = [g.name for g in form.fields]
            for f in form.fields:
                if f.stays_lit and f.name in self.picked:
                    before = {n: self.picked[n] for n in names[:names.index(f.name)] if n in self.picked}
                    keys |= {k for a in self.options(before) if self.form_of(a) is form for k in f.keys(a)}
        return keys

    def targets(self) -> set:
        """The lit keys of the fields that are targets on the table (`Field.target`)."""
        hidden = {f.name for form in self.forms.values() for f in form.fields if not f.target}
        keys: set = set()
        for a in self.options():
            form = self.form_of(a)
            f = self._next_field(a, self.picked) if form.ordered else None
            if f is not None and f.name not in hidden:
                keys |= self._remaining(f, a, self.picked)
        return (keys | self._staying() | (self.lit() if not self._ordered() else set())) - {None}

    def lit(self) -> set:
        """The keys that go on from the choice now: the next field of each option (in a free form,
        every field not picked, and the picked keys, which put it back), and a ready move's confirm."""
        keys: set = set()
        for a in self.options():
            form = self.form_of(a)
            if form.ordered:
                f = self._next_field(a, self.picked)
                if f is not None:
                    keys |= self._remaining(f, a, self.picked)
            else:
                keys |= {f.key(a) for f in form.fields if f.key(a) is not None}
        if self.ready() is not None:
            keys |= {f.confirm for f in self.forms.values() if f.confirm is not None}
        return (keys | self._staying()) - {None}

    def ready(self) -> Any:
        """The legal move whose fields are exactly those picked (what confirm lays), or None."""
        return next((a for a in self.options() if self._complete(a, self.picked)), None)

    def _complete(self, action: Any, picked: dict) -> bool:
        form = self.form_of(action)
        used = [f for f in form.fields if f.used(action)]
        return {f.name for f in used} == set(picked) and not any(self._remaining(f, action, picked) for f in used)

    # ---- clicks ------------------------------------------------------------------------------------
    def _refuse(self, key: Hashable, picked: dict | None = None) -> Answer:
        saved = self.picked
        if picked is not None:
            self.picked = picked  # the candidate sees the click as picked
        try:
            note = self._note(self, key) if self._note is not None else None
            if note is not None:
                return Answer.note(note)
            candidate = self._candidate(self, key) if self._candidate is not None else None
        finally:
            self.picked = saved
        return Answer.whynot(candidate) if candidate is not None else Answer.step()

    def _fields_for(self, key: Hashable) -> list[tuple[Form, Field]]:
        """The fields that `key` picks for some legal move, or for the forms at all."""
        out = []
        for form in self.forms.values():
            for f in form.fields:
                if self._stands_for(form, f, key):
                    out.append((form, f))
        return out

    def _stands_for(self, form: Form, f: Field, key: Hashable) -> bool:
        if f.match is not None and f.match(key):
            return True
        return any(self.form_of(a) is form and key in f.keys(a) for a in self.legal)

    def click(self, key: Hashable) -> Answer:
        """A click (or a key, or a drop) on the item whose click key is `key`: the next field of a
        move; else what it stands for too (`aliases`); else an earlier field picked anew (another way
        there); else the refusal (the game's note, or its candidate for the rules)."""
        if any(key == f.confirm for f in self.forms.values() if f.confirm is not None):
            return self.confirm()
        for name, picked in list(self.picked.items()):
            f = self.field(name)
            if picked == key and f is not None and f.toggles:  # again: put it back (and what came after)
                self._unpick(name)
                return Answer.step()
        keys = [key, *(self._aliases(self, key) if self._aliases is not None else ())]
        for k in keys:
            answer = self._go_next(k)
            if answer is not None:
                return answer
        if not self._is_next(key):  # a value of the next field that is not offered is refused
            for k in keys:
                answer = self._go_earlier(k, alias=k is not key)
                if answer is not None:
                    return answer
        note = self._note(self, key) if self._note is not None else None
        if note is not None:
            return Answer.note(note)
        if any(f.fresh and self._stands_for(form, f, key) for form in self.forms.values() for f in form.fields):
            self.cancel()  # a new choice that leads nowhere: the old one is dropped too
        elif not self._is_next(key):
            any(self._back_to(k) for k in keys)
        candidate = self._candidate(self, key) if self._candidate is not None else None
        return Answer.whynot(candidate) if candidate is not None else Answer.step()

    def _is_next(self, key: Hashable) -> bool:
        """`key` is of the kind the next field takes (`Field.match`), offered or not."""
        for a in self.options():
            form = self.form_of(a)
            f = self._next_field(a, self.picked) if form.ordered and self.picked else None
            if f is not None and f.match is not None and f.match(key):
                return True
        return False

    def _back_to(self, key: Hashable) -> bool:
        """A refused click on a field picked already, or on a field of another way from the same
        start, takes the choice back to before that field (as a click that went on would have)."""
        for form in self.forms.values():
            if not form.ordered or not form.fields or form.fields[0].name not in self.picked:
                continue
            names = [g.name for g in form.fields]
            for f in form.fields[1:]:
                if f.multi or f.again is not None and f.name in self.picked and not f.again():
                    continue
                before = {n: self.picked[n] for n in names[:names.index(f.name)] if n in self.picked}
                ways = [a for a in self.options(before) if self.form_of(a) is form]
                if not ways or not (f.name in self.picked or set(self.picked) - set(names)):
                    continue
                if (f.match is not None and f.match(key)) or any(key in f.keys(a) for a in ways):
                    self.picked = before
                    return True
        return False

    def _go_next(self, key: Hashable) -> Answer | None:
        for a in self.options():
            form = self.form_of(a)
            if not form.ordered:
                continue
            f = self._next_field(a, self.picked)
            if f is not None and key in self._remaining(f, a, self.picked):
                return self._settle({**self.picked, f.name: self._canonical(f, a, key, self.picked)}, f)
        return None

    @staticmethod
    def _canonical(f: Field, action: Any, key: Hashable, picked: dict) -> Hashable:
        """What is kept for `f` picked with `key`: its own key (not an `also` key); of a multi
        field, the keys so far and this one."""
        return (*picked.get(f.name, ()), key) if f.multi else f.key(action)

    def _go_earlier(self, key: Hashable, alias: bool = False) -> Answer | None:
        for form, f in self._fields_for(key):
            if not form.ordered:
                return self._pick_free(form, f, key)
            if f.multi or f.again is not None and f.name in self.picked and not f.again():
                continue  # a key more of a multi field is not a new start of it
            before = {}
            for g in form.fields:
                if g.name == f.name:
                    break
                if g.name in self.picked:
                    before[g.name] = self.picked[g.name]
            for a in self.options(before):
                if self.form_of(a) is form and self._next_field(a, before) is f and key in f.keys(a):
                    if alias and self.picked.get(f.name) == f.key(a):
                        continue  # what a click stands for too does not pick a field again
                    return self._settle({**before, f.name: self._canonical(f, a, key, before)}, f)
        return None

    def _unpick(self, name: str) -> None:
        names = list(self.picked)
        if self._ordered():
            for later in names[names.index(name):]:
                self.picked.pop(later)
        else:
            self.picked.pop(name)

    def _settle(self, picked: dict, field: Field) -> Answer:
        """`picked` leads to some legal move: the intent when one is whole (or, after a field that
        `settles`, the one left), else the choice goes on."""
        self.picked = picked
        options = self.options(picked)
        done = next((a for a in options if self._complete(a, picked) and self.form_of(a).confirm is None), None)
        if done is None and field.settles and len(options) == 1:
            done = options[0]
        if done is not None:
            self.picked = {}
            return Answer.intent(done)
        return Answer.step()

    def _pick_free(self, form: Form, f: Field, key: Hashable) -> Answer:
        """A field of a free form: checked with the fields declared before it (the others may change)."""
        earlier = {g.name: self.picked[g.name] for g in form.fields[:form.fields.index(f)] if g.name in self.picked}
        if not self.offers(**earlier, **{f.name: key}):
            return self._refuse(key, {**self.picked, f.name: key})
        self.picked = {**self.picked, f.name: key}
        return Answer.step()

    def confirm(self) -> Answer:
        """The confirm button (Enter): lay the move picked, or say what it lacks."""
        action = self.ready()
        if action is not None:
            self.picked = {}
            return Answer.intent(action)
        form = next((f for f in self.forms.values() if f.confirm is not None), None)
        first = form.fields[0].name if form is not None and form.fields else None
        if first is not None and first not in self.picked and self.legal and form.first_note is not None:
            return Answer.note(_(form.first_note))
        return self._refuse(form.confirm if form is not None else None)

    def complete_with(self, key: Hashable) -> Answer:
        """Pick `key` and confirm at once (a double-click); what was picked before stays when that is
        not a legal move."""
        before = dict(self.picked)
        f = next((f for form in self.forms.values() for f in form.fields if self._stands_for(form, f, key)), None)
        if f is not None:
            self.picked = {**self.picked, f.name: key}
        answer = self.confirm()
        if answer.kind != INTENT:
            self.picked = {k: v for k, v in before.items() if k != getattr(f, "name", None) or self.offers(**{k: v})}
        return answer
