"""Top Pop's rules as a pure state machine (rulebook: seeds/top-pop.txt; rulings: docs/rulings.md,
"Top Pop").

One state class for the three ways to play; the option "variant" picks the module that holds the
rules: standard.py (standard and lite, with the City Powers of powers.py) or duo.py (the two-player
advertising-consultant game). Each module implements the same functions of the state (`setup`,
`current_player`, `is_over`, `legal_actions`, `check`, `apply`, `totals`, `winners`, `view`, `to_dict`,
`hidden_variants`, `check_invariants`), so the engine's hooks below only pass the call on.
"""

from __future__ import annotations

import copy
from types import ModuleType

from app.core import Game, State
from app.core.i18n import _
from app.games.top_pop import INFO, cards
from app.games.top_pop.actions import ACTIONS
from app.games.top_pop.cards import TWO_PLAYER


_MODULES: dict[str, ModuleType] = {}
#: attributes a copy shares with its original: caches of immutable records, only ever replaced
_SHARED = frozenset({"_legal_cache", "_legal_set"})


def _rules_of(variant: str) -> ModuleType:
    module = _MODULES.get(variant)
    if module is None:
        module = _MODULES[variant] = _import_rules(variant)
    return module


def _import_rules(variant: str) -> ModuleType:
    if variant == TWO_PLAYER:
        from app.games.top_pop import duo

        return duo
    from app.games.top_pop import standard

    return standard


class TopPopState(State):
    def __deepcopy__(self, memo):  # State.clone: the legal-move cache is shared, not copied
        new = object.__new__(type(self))
        memo[id(self)] = new
        for key, value in self.__dict__.items():
            new.__dict__[key] = value if key in _SHARED else copy.deepcopy(value, memo)
        return new

    @property
    def variant(self) -> str:
        return self.options.get("variant", cards.STANDARD)

    @property
    def city_powers(self) -> bool:
        return bool(self.options.get("city_powers", False)) and self.variant != TWO_PLAYER

    @property
    def _rules(self) -> ModuleType:
        return _rules_of(self.variant)

    def _setup(self, rng):
        return self._rules.setup(self, rng)

    def _current_player(self):
        return self._rules.current_player(self)

    def _is_over(self):
        return self._rules.is_over(self)

    def _legal_actions(self):
        return self._rules.legal_actions(self)

    def _check(self, action):
        self._rules.check(self, action)

    def _apply(self, action):
        return self._rules.apply(self, action)

    def _totals(self):
        return self._rules.totals(self)

    def _winners(self):
        return self._rules.winners(self)

    def _view(self, seat):
        return self._rules.view(self, seat)

    def _to_dict(self):
        return self._rules.to_dict(self)

    # ---- checks for tests -----------------------------------------------------------------------
    def hidden_variants(self, seat: int) -> list["TopPopState"]:
        """Positions that differ from this one only in what `seat` may not see."""
        return self._rules.hidden_variants(self, seat)

    def check_invariants(self) -> None:
        self._rules.check_invariants(self)


def _validate_options(players: int, options: dict) -> None:
    variant = options.get("variant", cards.STANDARD)
    if variant == TWO_PLAYER and players != 2:
        raise ValueError(_("The two-player game of Top Pop is for exactly 2 players, not {n}.").format(n=players))
    if variant == TWO_PLAYER and options.get("city_powers"):
        raise ValueError(_("City Powers are a variant of the standard and lite games, not of the two-player game."))
    if "deck" in options:
        options["deck"] = cards.check_deck_option(options["deck"], players, variant)


GAME = Game(info=INFO, state_class=TopPopState, actions=ACTIONS, validate_options=_validate_options)
