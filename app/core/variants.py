"""A game's ways to play declared, not forwarded hook by hook: the options pick the rules.

A game whose ways to play are different rules (Top Pop: standard and lite, or the two-player game)
keeps one state class and writes each way to play as rules of functions of the state (`setup(state,
rng)`, `current_player(state)`, `apply(state, action)`, ...), in a module of its own. The game's
manifest names them (app/core/manifest.py):

    parts=Parts(variants=(Variant("standard", {"variant": "standard"}, rules="standard"),
                          Variant("two_player", {"variant": "two_player"}, rules="duo"), ...))

and when a manifest's ways to play have rules other than the game's `rules.py`, `Game` gives the state
class `variants` (`Variants.of_game`): the engine passes each hook of `State` (`_setup` -> `setup`,
`_apply` -> `apply`, ...) and the checks for tests (`hidden_variants`, `check_invariants`) on to the
rules the state's options choose (`state.rules`), the state first, then the hook's arguments. A state
class may instead declare `variants = Variants(choose)` itself (`choose(options)`: a module's import
path, or a class with the functions as static methods).

A hook the class writes itself is left alone; an optional hook (`check`, `explain`, `complete`,
`view_before_setup`) that the rules do not write as a function is the engine's default (a module
imported under such a name is no hook). A module named by its path is imported when a state first
needs it. Nothing of this is saved: a save has the options, and the options choose the rules (a state
remembers its choice in `_variant_rules`).
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any, Callable, Mapping

#: State hook -> the rules' function
HOOKS = {
    "_setup": "setup", "_current_player": "current_player", "_is_over": "is_over",
    "_legal_actions": "legal_actions", "_apply": "apply", "_totals": "totals", "_winners": "winners",
    "_view": "view", "_to_dict": "to_dict",
    "_check": "check", "_explain": "explain", "_complete": "complete", "_view_before_setup": "view_before_setup",
}
#: the hooks the rules may leave out (the engine's default plays them)
OPTIONAL = frozenset({"_check", "_explain", "_complete", "_view_before_setup"})
REQUIRED = frozenset(HOOKS) - OPTIONAL
#: the checks for tests a variant's module writes (called as they are named, with the state first)
CHECKS = ("hidden_variants", "check_invariants")


class Variants:
    """`choose(options)` -> the rules that play a state with those options: a module's import path
    (imported when first needed) or a class with the functions as static methods."""

    def __init__(self, choose: Callable[[Mapping[str, Any]], Any]) -> None:
        self.choose = choose
        #: the rules -> (the rules, their hook functions by name)
        self._loaded: dict[Any, tuple[Any, dict[str, Callable]]] = {}

    @classmethod
    def of_game(cls, game: Any) -> "Variants | None":
        """The ways to play `game`'s manifest declares (`game.info.parts.variants`), chosen by the
        state's options filled with the options' defaults; None when they all have the game's rules."""
        parts = game.info.parts
        if all(variant.rules == parts.rules for variant in parts.variants):
            return None
        package = getattr(game, "package", None) or game.state_class.__module__.rpartition(".")[0]
        defaults = {option.name: option.default for option in game.options}

        def choose(options: Mapping[str, Any]) -> str:
            return f"{package}.{parts.variant_of({**defaults, **options}).rules}"

        return cls(choose)

    def rules_for(self, state: Any) -> Any:
        """The rules (module or class) that play `state`."""
        return self._load(self._key(state))[0]

    def hooks_for(self, state: Any) -> dict[str, Callable]:
        """The functions of those rules that play the hooks and checks, by their names in the rules."""
        return self._load(self._key(state))[1]

    def _key(self, state: Any) -> Any:
        key = state.__dict__.get("_variant_rules")
        if key is None:  # chosen once per state (its options never change); a copy keeps it
            key = state.__dict__["_variant_rules"] = self.choose(state.options)
        return key

    def _load(self, target: Any) -> tuple[Any, dict[str, Callable]]:
        loaded = self._loaded.get(target)
        if loaded is None:
            rules = importlib.import_module(target) if isinstance(target, str) else target
            table = {name: fn for name in (*HOOKS.values(), *CHECKS)
                     if callable(fn := getattr(rules, name, None)) and not isinstance(fn, ModuleType)}
            missing = sorted(HOOKS[h] for h in REQUIRED if HOOKS[h] not in table)
            if missing:
                raise TypeError(f"the rules {target!r} lack {', '.join(missing)}")
            loaded = self._loaded[target] = (rules, table)
        return loaded

    def __repr__(self) -> str:
        return f"<Variants chosen by {self.choose!r}>"


def forwarders(cls: type, base: type) -> dict[str, Callable]:
    """The hooks (and checks) `cls`, a state class declaring `variants`, passes on to its rules module:
    every one it does not write itself. `base` is the engine's State (the defaults of optional hooks)."""
    out: dict[str, Callable] = {}
    own = set().union(*(vars(k) for k in cls.__mro__ if k is not base and issubclass(k, base)))
    for hook, name in HOOKS.items():
        if hook not in own:
            out[hook] = _forward(hook, name, None if hook in REQUIRED else getattr(base, hook))
    for name in CHECKS:
        if name not in own:
            out[name] = _forward(name, name, _lacking(name))
    return out


def _lacking(name: str) -> Callable:
    def lacking(self, *args):
        raise AttributeError(f"the rules of {type(self).__name__} with {self.options} write no {name}")

    return lacking


def _forward(hook: str, name: str, default: Callable | None) -> Callable:
    if default is None:
        def forward(self, *args):
            return self.variants.hooks_for(self)[name](self, *args)
    else:
        def forward(self, *args):
            fn = self.variants.hooks_for(self).get(name)
            return default(self, *args) if fn is None else fn(self, *args)
    forward.__name__ = forward.__qualname__ = hook
    forward.__doc__ = f"`{name}` of the rules this state's options choose (app/core/variants.py)."
    return forward


__all__ = ["CHECKS", "HOOKS", "OPTIONAL", "REQUIRED", "Variants", "forwarders"]
