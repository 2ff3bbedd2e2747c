"""Top oder Flop's cards: codes, the deck's contents (resources/deck.json), their values and names in
sentences. Pure data.

Codes: an influence card is "<value>:<film>/<film>" (the films in FILMS order, "3:AA/TT") or
"5:<film>"; a change card is "+3:<act>" or "-3:<act>" with act "up" (Flop to Top), "down" (Top to
Flop) or "move" (to any other space it fits). Several cards share a code (three "5:AA"): a code names
a kind of card, and any copy of it is the same card to the rules.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import lru_cache
from itertools import combinations
from pathlib import Path

from app.core.decks import check_stacked_deck
from app.core.i18n import N_, _, pgettext
from app.core.text import signed_points

_DATA = json.loads((Path(__file__).parent / "resources" / "deck.json").read_text(encoding="utf-8"))

#: the five films, in the order of the codes ("AA" first)
FILMS: tuple[str, ...] = tuple(f["code"] for f in _DATA["films"])
#: film code -> title (names of films: the same in every language)
TITLES: dict[str, str] = {f["code"]: f["title"] for f in _DATA["films"]}
SIDES: tuple[str, ...] = ("top", "flop")
FACES: tuple[str, ...] = ("x2", "stop")
ACTS: tuple[str, ...] = ("up", "down", "move")
#: cards in a full hand, and at most this many cards on one side of a film
HAND_SIZE: int = _DATA["hand_size"]
SIDE_SIZE: int = _DATA["side_size"]
#: players -> markers each
MARKERS: dict[int, int] = {int(k): v for k, v in _DATA["markers"].items()}
POINTS_PER_LEFTOVER = 2

#: a change card's action in a player's words
ACT_WORDS = {"up": N_("Flop to Top"), "down": N_("Top to Flop"), "move": N_("move a card")}
SIDE_WORDS = {"top": N_("Top"), "flop": N_("Flop")}
FACE_WORDS = {"x2": N_("times two"), "stop": N_("Stop")}


def _codes() -> tuple[list[str], list[str]]:
    influence = [f"{v}:{a}/{b}" for v in _DATA["pair_values"] for a, b in combinations(FILMS, 2)
                 for _copy in range(_DATA["pair_copies"])]
    influence += [f"{_DATA['single_value']}:{f}" for f in FILMS for _copy in range(_DATA["single_copies"])]
    change = [code for code, n in _DATA["change_cards"].items() for _copy in range(n)]
    return influence, change


_INFLUENCE, _CHANGE = _codes()
#: every card of the game, in code order (unshuffled): 40 pairs, 15 fives, 15 change cards
DECK: tuple[str, ...] = tuple(_INFLUENCE + _CHANGE)
CONTENTS: Counter = Counter(DECK)
CODES: tuple[str, ...] = tuple(dict.fromkeys(DECK))


def is_card(code: object) -> bool:
    return isinstance(code, str) and code in CONTENTS


def is_change(code: str) -> bool:
    return code[:1] in "+-"


def is_influence(code: str) -> bool:
    return code in CONTENTS and not is_change(code)


@lru_cache(maxsize=None)
def value(code: str) -> int:
    """An influence card's value (1-5), a change card's +3 or -3 (its value in a personal display)."""
    return int(code.split(":", 1)[0])


@lru_cache(maxsize=None)
def films_of(code: str) -> tuple[str, ...]:
    """The films an influence card shows (one or two); a change card shows none."""
    if is_change(code):
        return ()
    return tuple(code.split(":", 1)[1].split("/"))


def act(code: str) -> str:
    """A change card's action: "up", "down" or "move"."""
    return code.split(":", 1)[1]


def title(film: str) -> str:
    return TITLES[film]


def side_word(side: str) -> str:
    return _(SIDE_WORDS[side])


def card_name(code: str) -> str:
    """The card in a sentence: "a 3 (Arabische Abenteuer/Tanjas Traum)", "a 5 (Coole Cops)",
    "a +3 change card (Flop to Top)"."""
    if is_change(code):
        return pgettext("a change card in a sentence", "a {value} change card ({act})").format(
            value=signed_points(value(code), plus=True), act=_(ACT_WORDS[act(code)]))
    names = "/".join(TITLES[f] for f in films_of(code))
    return pgettext("an influence card in a sentence", "a {value} ({films})").format(value=value(code), films=names)


def card_start(code: str) -> str:
    """`card_name` starting a sentence: "A 3 (Arabische Abenteuer/Tanjas Traum) ..."."""
    name = card_name(code)
    return name[:1].upper() + name[1:]


def check_deck_option(deck: object, players: int) -> list[str]:
    """The "deck" option (codes, top first) as a list, or ValueError saying what is wrong."""
    return check_stacked_deck(deck, CONTENTS, lambda code: _("{code} is not a card of Top oder Flop.").format(
        code=repr(code)))
