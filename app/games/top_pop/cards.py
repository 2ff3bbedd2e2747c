"""Top Pop's cards and caps: codes, the deck for each player count (resources/deck.json), the five soda
companies, and their names in sentences. Pure data.

Codes: a day card is its city's code ("NYC"), the city's one night card the code with ":night"
("NYC:night"). The number on a card is how many cards its city has (St. Louis 3 ... New Orleans 9: the
split is a ruling, docs/rulings.md). Several day cards share a code: a code names a kind of card.
Caps are company numbers 0-4; in standard and lite company `i` is seat `i`'s colour.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import lru_cache
from pathlib import Path

from app.core.decks import check_stacked_deck
from app.core.i18n import N_, _, pgettext

_DATA = json.loads((Path(__file__).parent / "resources" / "deck.json").read_text(encoding="utf-8"))

#: the seven cities in the deck table's order (a 2-player deck has the first four)
CITIES: tuple[str, ...] = tuple(c["code"] for c in _DATA["cities"])
#: city code -> its name (names of cities: the same in every language)
CITY_NAMES: dict[str, str] = {c["code"]: c["name"] for c in _DATA["cities"]}
#: city code -> the number on its cards: how many cards of the city there are
CITY_COUNTS: dict[str, int] = {c["code"]: c["count"] for c in _DATA["cities"]}
CAPS_PER_COMPANY: int = _DATA["caps_per_company"]
#: by place at the table from the first player (1st ... 5th): caps of one's colour, cards in hand
START_CAPS: tuple[int, ...] = tuple(_DATA["start_caps"])
START_HANDS: tuple[int, ...] = tuple(_DATA["start_hands"])
#: places (0-based from the first player) that place one card in front of themselves at set-up
SETUP_PLACES: tuple[int, ...] = tuple(_DATA["setup_places"])
#: variant -> cards won that trigger the final round
CARDS_TO_END: dict[str, int] = dict(_DATA["cards_to_end"])
_DUO = _DATA["two_player"]
DUO_FIRST_HAND: int = _DUO["first_hand"]
DUO_SECOND_HAND: int = _DUO["second_hand"]
DUO_FACE_UP: tuple[int, ...] = tuple(_DUO["face_up_companies"])
DUO_HAND_SIZE: int = _DUO["hand_size"]
DUO_COLUMN_SIZE: int = _DUO["column_size"]
#: caps paid for the 1st ... 6th card a player plays to a company
DUO_PAYS: tuple[int, ...] = tuple(_DUO["pays"])
#: points per cap of a company by its place (1st ... 4th)
DUO_CAP_VALUES: tuple[int, ...] = tuple(_DUO["cap_values"])
DUO_COMPANIES = 4
DUO_DECK_PLAYERS = 4  # the two-player game is set up as for four

STANDARD, LITE, TWO_PLAYER = "standard", "lite", "two_player"
VARIANTS: tuple[str, ...] = (STANDARD, LITE, TWO_PLAYER)

NIGHT = ":night"

#: the soda companies (our own): (name, colour word). Names of companies: the same in every language.
COMPANIES: tuple[tuple[str, str], ...] = (
    ("Cherry Comet", N_("red")),
    ("Blue Lagoon", N_("blue")),
    ("Sunny Fizz", N_("yellow")),
    ("Lime Leaf", N_("green")),
    ("Grape Crown", N_("purple")),
)


def cities_for(players: int, variant: str = STANDARD) -> tuple[str, ...]:
    """The cities in the deck of a game of `players` (the two-player game uses the 4-player deck)."""
    n = DUO_DECK_PLAYERS if variant == TWO_PLAYER else players
    return CITIES[:_DATA["cities_by_players"][str(n)]]


def night(city: str) -> str:
    return city + NIGHT


def is_night(code: str) -> bool:
    return code.endswith(NIGHT)


@lru_cache(maxsize=None)
def city(code: str) -> str:
    """The city of a card ("NYC" for "NYC" and "NYC:night")."""
    return code[:-len(NIGHT)] if code.endswith(NIGHT) else code


@lru_cache(maxsize=None)
def deck(players: int, variant: str = STANDARD) -> tuple[str, ...]:
    """Every card of the game's deck, unshuffled: per city its day cards, then its night card."""
    out: list[str] = []
    for c in cities_for(players, variant):
        out += [c] * (CITY_COUNTS[c] - 1) + [night(c)]
    return tuple(out)


def contents(players: int, variant: str = STANDARD) -> Counter:
    return Counter(deck(players, variant))


def is_card(code: object) -> bool:
    return isinstance(code, str) and city(code) in CITY_COUNTS


def city_name(c: str) -> str:
    return CITY_NAMES[city(c)]


def card_name(code: str) -> str:
    """The card in a sentence: "a New York card", "the New York night card"."""
    if is_night(code):
        return pgettext("a card in a sentence", "the {city} night card").format(city=city_name(code))
    return pgettext("a card in a sentence", "a {city} card").format(city=city_name(code))


def company_name(k: int) -> str:
    return COMPANIES[k][0]


def colour_word(k: int) -> str:
    """The colour of company `k`'s caps in a sentence ("red")."""
    return _(COMPANIES[k][1])


def check_deck_option(value: object, players: int, variant: str) -> list[str]:
    """The "deck" option (codes, top first) as a list, or ValueError saying what is wrong."""
    return check_stacked_deck(value, contents(players, variant),
                              lambda code: _("{code} is not a card of this game of Top Pop.").format(code=repr(code)))
