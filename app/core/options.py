"""A game's options as a schema, and its static metadata.

`Option` declares one option: its label and one line saying what it changes (the new-game dialog
shows both), its kind and choices, its default, the player counts it allows, and whether players see
it (`public`; options that stack a deck or lay out a table for tests are not public). `GameInfo` is
what the launcher and the new-game dialog need of a game (title, player counts, summary, options):
each game's package defines one as `INFO` without importing its rules, so the launcher paints before
any game's rules, physics or table are imported (app/games/registry.py loads those on demand).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from app.core.i18n import N_, _, language, pgettext
from app.core.manifest import Parts

#: the kinds of option: a choice among `choices`, a whole number (`low`..`high`), yes/no, a seat
#: (None: chosen at random), or set-up data for tests (any JSON; never public)
KINDS = ("choice", "int", "bool", "seat", "data")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclasses.dataclass(frozen=True)
class Option:
    name: str
    label: str
    description: str
    kind: str = "data"
    #: (value, label) pairs of a "choice" option
    choices: tuple[tuple[Any, str], ...] = ()
    default: Any = None
    low: int | None = None
    high: int | None = None
    min_players: int | None = None
    max_players: int | None = None
    public: bool = False
    #: a "choice" option's line per choice, saying what that choice changes: (value, line) pairs
    #: (the dialog shows the chosen one's line under the option's own)
    choice_notes: tuple[tuple[Any, str], ...] = ()
    #: the player counts a choice is for: (value, low, high) triples; a choice not listed is for every
    #: count the game takes (the dialog keeps the player count within them while it is chosen)
    choice_players: tuple[tuple[Any, int, int], ...] = ()
    #: offered only while other options have one of the given values: (option name, (values, ...))
    #: pairs; `only_with_note` is the line the dialog shows instead while it is not offered
    only_with: tuple[tuple[str, tuple[Any, ...]], ...] = ()
    only_with_note: str = ""

    def allows(self, players: int) -> bool:
        """Whether the option is offered for games of `players`."""
        return ((self.min_players is None or players >= self.min_players)
                and (self.max_players is None or players <= self.max_players))

    def problem(self, value: Any, players: int) -> str | None:
        """Why `value` cannot be this option's value in a game of `players`, as a sentence about the
        game (the label, never the option's name), or None. "data" options are the game's to check."""
        what = self.sentence_label()
        if not self.allows(players):
            low, high = self.min_players or 1, self.max_players
            if high is None:
                sentence = _("{what} is a choice for games of {low} or more players, not of {n}.")
            else:
                sentence = _("{what} is a choice for games of {low} to {high} players, not of {n}.")
            return sentence.format(what=what, low=low, high=high, n=players)
        if self.kind == "seat":
            if value is None or (_is_int(value) and 0 <= value < players):
                return None
            return _("{what} must be one of the {n} players (a seat from 0 to {last}), not {value}.").format(
                what=what, n=players, last=players - 1, value=repr(value))
        if self.kind == "choice":
            if any(value == v and type(value) is type(v) for v, _label in self.choices):
                return None
            listed = ", ".join(_(label) for _value, label in self.choices)
            return _("{what} must be one of: {listed}.").format(what=what, listed=listed)
        if self.kind == "int":
            if _is_int(value) and (self.low is None or value >= self.low) and (self.high is None or value <= self.high):
                return None
            return _("{what} must be a whole number from {low} to {high}.").format(what=what, low=self.low, high=self.high)
        if self.kind == "bool":
            return None if isinstance(value, bool) else _("{what} is either on or off.").format(what=what)
        return None

    def choice_note(self, value: Any) -> str:
        """The (marked, untranslated) line saying what choice `value` changes, or ""."""
        return next((line for v, line in self.choice_notes if v == value and type(v) is type(value)), "")

    def players_for(self, value: Any) -> tuple[int | None, int | None]:
        """The player counts (low, high) that choice `value` is for; (None, None): any."""
        return next(((low, high) for v, low, high in self.choice_players if v == value and type(v) is type(value)),
                    (None, None))

    def offered_with(self, values: dict) -> bool:
        """Whether the option is offered while the other options have `values` (name -> value)."""
        return all(values.get(name) in allowed for name, allowed in self.only_with)

    def sentence_label(self) -> str:
        """The label as a sentence starts: "The first dealer" ("First dealer"); a label whose first word
        is a name ("City Powers") keeps its capital."""
        label = _(self.label)
        if language() != "en":  # German: the label in quotes ("Die Option ..." reads stiffly everywhere)
            return pgettext("an option's label starting a sentence", "The {label}").format(label=label)
        first = label.split(" ", 1)[0]
        name = any(c.isupper() for c in first[1:]) or any(w[:1].isupper() for w in label.split(" ")[1:])
        return pgettext("an option's label starting a sentence", "The {label}").format(
            label=label if name else label[:1].lower() + label[1:])

    def clean(self, value: Any, players: int) -> Any:
        """`value` if it suits a game of `players`, else the default (remembered choices from another
        player count, or a hand-edited settings file, never reach a game)."""
        return value if self.problem(value, players) is None else self.default

    def schema_problem(self) -> str | None:
        """What is wrong with the declaration itself (tests check every registered game), or None."""
        if self.kind not in KINDS:
            return f"option {self.name}: unknown kind {self.kind!r}"
        if self.kind == "data" and self.public:
            return f"option {self.name}: set-up data is not for players to choose"
        if self.kind == "choice" and not self.choices:
            return f"option {self.name}: a choice without choices"
        if self.public and not (self.label.strip() and self.description.strip()):
            return f"option {self.name}: a public option needs a label and a one-line description"
        if "\n" in self.description:
            return f"option {self.name}: the description is one line"
        values = {v for v, _label in self.choices}
        if any(v not in values for v, _line in self.choice_notes) or any(
                v not in values for v, *_counts in self.choice_players):
            return f"option {self.name}: a line or player count for a choice it does not have"
        if self.only_with and not self.only_with_note.strip():
            return f"option {self.name}: an option offered only with others needs the line saying so"
        if self.kind != "data" and self.problem(self.default, self.min_players or 1) is not None:
            return f"option {self.name}: its default {self.default!r} is not one of its values"
        return None


#: the deck stacked for tests: the cards on its top, in order (set-up data, not public)
STACKED_DECK = Option("deck", N_("Stacked deck"), N_("The cards on top of the deck, in order (for tests)."))


def start_seat(description: str, name: str = "start", label: str = N_("Start player")) -> Option:
    """The seat that begins (chosen in the new-game dialog, at random when not chosen); `description`
    (marked N_) says what beginning means in the game."""
    return Option(name, label, description, kind="seat", public=True)


def as_options(options: Any) -> tuple[Option, ...]:
    """Options given as names (the older form: set-up data, not public) or as `Option`s."""
    return tuple(o if isinstance(o, Option) else Option(str(o), str(o), "") for o in options)


@dataclasses.dataclass(frozen=True)
class GameInfo:
    """A game's static metadata: what the launcher and the new-game dialog show, without its rules."""

    id: str
    title: str
    min_players: int
    max_players: int
    summary: str = ""
    options: tuple[Option, ...] = ()
    #: true when some seat may not see everything (hand-off screens between human seats)
    has_secrets: bool = False
    #: lines crediting the sources of the game's data (marked N_; the About box and the rules page show
    #: them translated)
    credits: tuple[str, ...] = ()
    #: where the game's rules, events, log, bots, hints, lesson, table and sheet are, and its ways to
    #: play (app/core/manifest.py)
    parts: Parts = Parts()
    #: the colours the seats play in where the game's pieces give them (seat i: the i-th, as ("#rrggbb",
    #: its name marked N_)), for the option values `seat_colors_with` allows: the new-game dialog shows
    #: them instead of a choice and the new game's seats are recorded in them (issue 27: Top Pop's caps)
    seat_colors: tuple[tuple[str, str], ...] = ()
    seat_colors_with: tuple[tuple[str, tuple[Any, ...]], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "options", as_options(self.options))

    def piece_colors(self, options: dict) -> tuple[tuple[str, str], ...]:
        """The seats' colours from the game's pieces for these option values (missing ones: the
        defaults), as `seat_colors`; () when the seats play in the colours chosen for them."""
        if not self.seat_colors:
            return ()
        values = {**{o.name: o.default for o in self.options}, **options}
        if all(values.get(name) in allowed for name, allowed in self.seat_colors_with):
            return self.seat_colors
        return ()

    @property
    def option_names(self) -> tuple[str, ...]:
        return tuple(o.name for o in self.options)

    def public_options(self, players: int | None = None) -> tuple[Option, ...]:
        """The options players choose (in the new-game dialog), those allowed for `players` if given."""
        return tuple(o for o in self.options if o.public and (players is None or o.allows(players)))
