"""A game's ways to play declared, not forwarded hook by hook: an option's value picks the rules.

A game whose variants are different rules (Top Pop: standard and lite, or the two-player game) keeps
one state class and writes each way to play as rules of functions of the state (`setup(state, rng)`,
`current_player(state)`, `apply(state, action)`, ...): a module, or any object with those functions.
The state class declares them:

    class TopPopState(State):
        variants = Variants("variant", {"two_player": "app.games.top_pop.duo"},
                            default="app.games.top_pop.standard")

and the engine passes each hook of `State` (`_setup` -> `setup`, `_apply` -> `apply`, ...) and the
checks for tests (`hidden_variants`, `check_invariants`) on to the rules the state's option names
(`state.rules`), the state first, then the hook's arguments. A hook the class writes itself is left
alone; an optional hook (`check`, `explain`, `complete`, `view_before_setup`) that the rules do not
write as a function is the engine's default (a module imported under such a name is no hook). A
module named by its path is imported when a state first needs it. Nothing of this is saved: a save
has the options, and the options name the rules.
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
    """Option `option`'s value -> the rules that play it: a module's import path (imported when first
    needed) or an object with the functions (a module, a class of static methods); `default` for a
    value not listed (the option left out, or a value the default rules play too: standard and lite)."""

    def __init__(self, option: str, rules: Mapping[Any, Any], default: Any) -> None:
        self.option = option
        self.rules = dict(rules)
        self.default = default
        #: the rules by path (or id of the object) -> (the rules, their hook functions by name)
        self._loaded: dict[Any, tuple[Any, dict[str, Callable]]] = {}

    def rules_for(self, options: Mapping[str, Any]) -> Any:
        """The rules (module or object) for a state with `options`."""
        return self._load(self.rules.get(options.get(self.option), self.default))[0]

    def hooks_for(self, options: Mapping[str, Any]) -> dict[str, Callable]:
        """The functions of those rules that play the hooks and checks, by their names in the rules."""
        return self._load(self.rules.get(options.get(self.option), self.default))[1]

    def _load(self, target: Any) -> tuple[Any, dict[str, Callable]]:
        key = target if isinstance(target, str) else id(target)
        loaded = self._loaded.get(key)
        if loaded is None:
            rules = importlib.import_module(target) if isinstance(target, str) else target
            table = {name: fn for name in (*HOOKS.values(), *CHECKS)
                     if callable(fn := getattr(rules, name, None)) and not isinstance(fn, ModuleType)}
            missing = sorted(HOOKS[h] for h in REQUIRED if HOOKS[h] not in table)
            if missing:
                raise TypeError(f"the rules {target!r} lack {', '.join(missing)}")
            loaded = self._loaded[key] = (rules, table)
        return loaded

    def __repr__(self) -> str:
        return f"<Variants by {self.option!r}: {self.rules}, otherwise {self.default}>"


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
            return self.variants.hooks_for(self.options)[name](self, *args)
    else:
        def forward(self, *args):
            fn = self.variants.hooks_for(self.options).get(name)
            return default(self, *args) if fn is None else fn(self, *args)
    forward.__name__ = forward.__qualname__ = hook
    forward.__doc__ = f"`{name}` of the rules module this state's options name (app/core/variants.py)."
    return forward


__all__ = ["CHECKS", "HOOKS", "OPTIONAL", "REQUIRED", "Variants", "forwarders"]
