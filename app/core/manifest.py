"""What a game is made of: its parts (`Parts`) and its ways to play (`Variant`), declared once in the
game's `INFO` (app/core/options.py `GameInfo.parts`).

Nothing else says where a game's pieces are: the registry imports the rules named here, the session
its bots and log, the table its scene, the end screen its score sheet, the lesson menu its tutorial;
the shape, event-dispatch and completeness tests walk every part of every variant. A part is a module
name inside the game's package ("rules", "ui.scene"); None where the game has no such part (a game
without a score sheet of its own gets the common one).

A sixth game declares `INFO = GameInfo(..., parts=Parts(...))` only where it differs from the
defaults: one `rules.py` (which defines `GAME`), one `events.py`, `log.py`, `bots.py`, `hints.py`,
`tutorial.py`, and on the table side `ui/scene.py` (`Scene`) and `ui/anim.py` (`ANIMATIONS`).
"""

from __future__ import annotations

import dataclasses
import importlib
import types
from typing import Any, Callable, Mapping

__all__ = ["Parts", "Variant", "PART_NAMES", "lazy_game"]


@dataclasses.dataclass(frozen=True)
class Variant:
    """One way to play: its name, the options that choose it, the module holding its rules, and the
    player counts it allows (None: the game's own)."""

    name: str
    options: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    rules: str = "rules"
    min_players: int | None = None
    max_players: int | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "options", types.MappingProxyType(dict(self.options)))

    def chosen_by(self, options: Mapping[str, Any]) -> bool:
        """True when a game's `options` (filled with defaults) choose this way to play."""
        return all(options.get(name) == value for name, value in self.options.items())


@dataclasses.dataclass(frozen=True)
class Parts:
    """The modules of a game's package (None: the game has no such part)."""

    #: the rules; the module defines `GAME` (app/core/state.py `Game`)
    rules: str = "rules"
    #: every module that defines event classes (the log and the table answer each of their classes)
    events: tuple[str, ...] = ("events",)
    #: `describe(event, names)` and `SENTENCES` (a Dispatch over every event class)
    log: str = "log"
    #: `make_bot(level, seed)` and the levels
    bots: str = "bots"
    hints: str | None = "hints"
    tutorial: str | None = "tutorial"
    #: the table in words for a screen reader: `describe(view, names)` and `move_words(action, view,
    #: names)` (app/core/access.py)
    access: str = "access"
    #: the table: a module with `Scene` (app/ui/table_scene.py `TableScene`)
    table: str = "ui.scene"
    #: the table's animations: `ANIMATIONS` (a Dispatch over every event class)
    animations: str = "ui.anim"
    #: the game's own score sheet at the end (None: the common one)
    sheet: str | None = None
    #: the ways to play; one with no options when the game has a single one
    variants: tuple[Variant, ...] = (Variant("standard"),)

    def module_name(self, package: str, part: str) -> str | None:
        """The dotted name of `part` ("log", "sheet"...) in `package`, None when the game has none."""
        if part not in PART_NAMES:
            raise KeyError(f"a game has no part {part!r}; the parts are {', '.join(PART_NAMES)}")
        name = getattr(self, part)
        return None if name is None else f"{package}.{name}"

    def modules(self, package: str) -> tuple[str, ...]:
        """Every module the game declares, once each (the event modules and every variant's rules)."""
        names = [getattr(self, part) for part in PART_NAMES if part != "events"]
        names += [*self.events, *(v.rules for v in self.variants)]
        return tuple(dict.fromkeys(f"{package}.{n}" for n in names if n is not None))

    def event_classes(self, package: str) -> list[type]:
        """Every event class the game's event modules define (each module imported)."""
        from app.core.dispatch import event_classes

        return [cls for name in self.events for cls in event_classes(importlib.import_module(f"{package}.{name}"))]

    def variant_of(self, options: Mapping[str, Any]) -> Variant:
        """The way to play `options` choose (the first that matches)."""
        for variant in self.variants:
            if variant.chosen_by(options):
                return variant
        raise ValueError(f"no way to play is chosen by {dict(options)!r}")


#: the parts a caller may ask a game for by name
PART_NAMES = ("rules", "log", "bots", "hints", "tutorial", "access", "table", "animations", "sheet")


def lazy_game(package: str, parts: Parts) -> Callable[[str], Any]:
    """A package's `__getattr__`: `GAME` comes from the rules module when first asked for, so that the
    launcher reads `INFO` without importing any rules."""

    def __getattr__(name: str) -> Any:
        if name == "GAME":
            return importlib.import_module(f"{package}.{parts.rules}").GAME
        raise AttributeError(f"module {package!r} has no attribute {name!r}")

    return __getattr__
