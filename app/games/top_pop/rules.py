"""Top Pop's rules as a pure state machine (rulebook: seeds/top-pop.txt; rulings: docs/rulings.md,
"Top Pop").

One state class for the three ways to play; the option "variant" picks the module that holds the
rules: standard.py (standard and lite, with the City Powers of powers.py) or duo.py (the two-player
advertising-consultant game). The game's manifest (INFO.parts.variants, app/games/top_pop/__init__.py)
names them: each module implements the same functions of the state (`setup`, `current_player`,
`is_over`, `legal_actions`, `check`, `apply`, `totals`, `winners`, `view`, `to_dict`, `hidden_variants`,
`check_invariants`) and the engine passes its hooks on to the one the options choose
(app/core/variants.py).
"""

from __future__ import annotations

import copy

from app.core import Game, State
from app.core.i18n import _
from app.games.top_pop import INFO, cards
from app.games.top_pop.actions import ACTIONS
from app.games.top_pop.cards import TWO_PLAYER


#: attributes a copy shares with its original: caches of immutable records, only ever replaced
_SHARED = frozenset({"_legal_cache", "_legal_set"})


class TopPopState(State):
    """The engine passes every hook on to the rules of the way to play the options choose (INFO's
    manifest: standard.py or duo.py; app/core/variants.py)."""

    # the caps of a company by its number (standard: a stack's, the middle's, a seat's supply; two-player:
    # a seat's and a company's)
    NUMBER_KEYED = ("stacks", "middle", "supply", "caps", "company_caps")

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


def _validate_options(players: int, options: dict) -> None:
    variant = options.get("variant", cards.STANDARD)
    if variant == TWO_PLAYER and players != 2:
        raise ValueError(_("The two-player game of Top Pop is for exactly 2 players, not {n}.").format(n=players))
    if variant == TWO_PLAYER and options.get("city_powers"):
        raise ValueError(_("City Powers are a variant of the standard and lite games, not of the two-player game."))
    if "deck" in options:
        options["deck"] = cards.check_deck_option(options["deck"], players, variant)


GAME = Game(info=INFO, state_class=TopPopState, actions=ACTIONS, validate_options=_validate_options)
