"""The table in words, for a screen reader (issue 29): what a game's `access` part gives the
accessibility tree of its table (app/ui/qt_table_access.py). No Qt.

A game's `access` module defines

- `describe(view, names) -> list[Part]`: the seats, piles, rows, cards, markers and toppings of
  `view` (the view of the seat at the screen, or the public view: never more), each a `Part` with its
  name in the current language ("Ana's hand, 3 of 8: Tanjas Traum, Top 4, Flop 2");
- `move_words(action, view, names) -> str`: a legal move as a screen reader offers it ("Hit",
  "Give the Freeze to Ben").

Because a part is made from the view alone, the tree holds what the screen may show and nothing
else: the hot-seat viewer rules hold for it as for the pixels (tests/ui/test_table_access.py compares
two worlds that differ only in a hidden card).

A part's `key` names it across positions (a card keeps its key while it stays where it is), so that a
screen reader's place in the tree survives a move; `click` is the scene's click key the part stands
for (the keyboard's focus ring on that key is the part with the focus)."""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Iterable, Sequence

from app.core import text
from app.core.i18n import N_, _, ngettext, number

#: what a part is, for the accessibility tree (app/ui/qt_table_access.py gives each its Qt role)
ROLES = ("seat", "pile", "row", "card", "marker", "topping", "text", "moves", "move")
#: states a part may have: the seat whose turn it is, the seat at the screen, a thing picked, a
#: thing a move may be made on now
STATES = ("current", "mine", "selected", "lit")


@dataclasses.dataclass(frozen=True)
class Part:
    """One thing on the table, in words."""

    key: Hashable
    role: str
    name: str
    description: str = ""
    parts: tuple["Part", ...] = ()
    states: frozenset = frozenset()
    #: the scene's click key this part stands for (None: nothing to click)
    click: Hashable | None = None

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise ValueError(f"{self.role!r} is not a role of a table's part; the roles are {', '.join(ROLES)}")
        unknown = set(self.states) - set(STATES)
        if unknown:
            raise ValueError(f"unknown states {sorted(unknown)}; the states are {', '.join(STATES)}")
        object.__setattr__(self, "parts", tuple(self.parts))
        object.__setattr__(self, "states", frozenset(self.states))

    def walk(self) -> Iterable["Part"]:
        """This part and every part inside it, depth first."""
        yield self
        for part in self.parts:
            yield from part.walk()

    def text(self) -> str:
        """Everything a screen reader may read of this part and what is inside it (for tests)."""
        return "\n".join(f"{p.role}: {p.name}" + (f" ({p.description})" if p.description else "") for p in self.walk())


def listed(title: str, names: Sequence[str], total: int | None = None) -> str:
    """A pile or row as it is read: "Ana's line, 3 cards: 5, 7, +4"; "Deck, 40 cards" when its cards are
    not named; "Discard pile, empty"."""
    count = len(names) if total is None else total
    if count == 0:
        return _("{title}, empty").format(title=title)
    counted = ngettext("{title}, {count} card", "{title}, {count} cards", count).format(title=title, count=number(count))
    return _("{counted}: {names}").format(counted=counted, names=", ".join(names)) if names else counted


@dataclasses.dataclass(frozen=True)
class Card:
    """A card (or cap, marker, topping) in a pile, before it is a `Part`: its key, its words, the click
    it stands for and its states."""

    key: Hashable
    words: str
    click: Hashable | None = None
    states: frozenset = frozenset()
    role: str = "card"


def pile(key: Hashable, title: str, cards: Sequence[Card] | int, *, role: str = "pile",
         click: Hashable | None = None, states: Iterable[str] = (), description: str = "") -> Part:
    """A pile or row: "Ana's hand, 3 cards: …", each card read with its place in it ("Ana's hand, 3 of
    8: Tanjas Traum, Top 4, Flop 2"); `cards` a number when the cards are not shown (face down)."""
    if isinstance(cards, int):
        return Part(key, role, listed(title, [], cards), description, (), frozenset(states), click)
    total = len(cards)
    kids = tuple(Part(c.key, c.role, _("{title}, {place} of {count}: {card}").format(
        title=title, place=number(i + 1), count=number(total), card=c.words), "", (), c.states, c.click)
        for i, c in enumerate(cards))
    return Part(key, role, listed(title, [c.words for c in cards]), description, kids, frozenset(states), click)


def points(value: int | float) -> str:
    """ "45 points", "1 point", "−3 points" (number() writes it the language's way)."""
    decimals = 0 if float(value).is_integer() else 1
    count = int(abs(value)) if decimals == 0 else 2
    return ngettext("{n} point", "{n} points", count).format(n=number(value, decimals))


TURN = N_("to play")


def seat_part(seat: int, names: Sequence[str], view: dict, score: int | float | None = None,
              more: Sequence[str] = (), parts: Sequence[Part] = ()) -> Part:
    """A seat as it is read: "Ana, 45 points, to play", then `more` (its own words: "stayed") and the
    parts in front of it."""
    states = set()
    words = [text.name(names, seat)]
    if score is not None:
        words.append(points(score))
    if view.get("current_player") == seat and not view.get("is_over"):
        states.add("current")
        words.append(_(TURN))
    if view.get("seat") == seat:
        states.add("mine")
    words.extend(w for w in more if w)
    return Part(("seat", seat), "seat", ", ".join(words), parts=tuple(parts), states=frozenset(states))


def moves_part(words: Sequence[tuple[object, str]]) -> Part:
    """The moves legal now, each a `move` part named by its words (`(action, words)` pairs)."""
    kids = tuple(Part(("move", w), "move", w) for _action, w in words)  # a move's words are its own
    name = (ngettext("Your move: {count} choice", "Your move: {count} choices", len(kids)).format(count=len(kids))
            if kids else _("Nothing to do now"))
    return Part(("moves",), "moves", name, parts=kids)


def first_upper(words: str) -> str:
    """A move's words begin with a capital in every language ("Eine Karte aus Chicago an ... spielen")."""
    return words[:1].upper() + words[1:]


def default_move_words(action) -> str:
    """A move's words when a game has none of its own: its record's words ("a hit")."""
    from app.core.records import _words

    return first_upper(_words(type(action)))
