"""Top 3's cards: the two decks (resources/cities.json and films.json, built by tools/top3_data.py from
the researched tables), their categories, names in the player's language, units, formatted values and
sources. Pure data.

A card's value is exactly the number printed on it: ties are equality of these numbers (a population is
stored rounded to thousands, money to 0.1 million dollars, and printed so). The rulings behind the data
are in resources/SOURCES.md.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from app.core import i18n
from app.core.i18n import N_, _, ngettext
from app.games.top3 import INFO

THEMES: tuple[str, ...] = ("metropolen", "films")
_FILES = {"metropolen": "cities.json", "films": "films.json"}
_RESOURCES = Path(__file__).parent / "resources"


@dataclass(frozen=True)
class Card:
    """One card: `id` its English name ("London"), `values` category id -> the number printed on it.
    The cards are shared by every caller: read `values`, never change it."""

    id: str
    values: dict[str, float | int] = field(hash=False, compare=True)


#: category id -> (name, one line on what the number is, short unit)
_CATEGORY_WORDS: dict[str, tuple[str, str, str]] = {
    "tallest_building": (N_("Tallest building"),
                         N_("Height of the city's tallest completed building to its architectural top "
                            "(spires count, antennas do not), metres"),
                         N_("m")),
    "mean_temperature": (N_("Mean temperature"),
                         N_("Mean daily temperature over the year, 1981–2010, from a climate model, "
                            "degrees Celsius"),
                         N_("°C")),
    "days_off": (N_("Days off"),
                 N_("Statutory minimum paid leave plus the public holidays of 2025 on working days"),
                 N_("days")),
    "travel_allowance": (N_("Daily travel allowance"),
                         N_("US government per diem for one day: lodging plus meals, US dollars"),
                         N_("$ per day")),
    "population": (N_("Population"),
                   N_("Inhabitants of the city as GeoNames counts them, rounded to thousands"),
                   N_("people")),
    "year": (N_("Year"),
             N_("Year of the film's first public showing"),
             N_("year")),
    "running_time": (N_("Running time"),
                     N_("Length of the original theatrical cut in minutes"),
                     N_("min")),
    "oscars": (N_("Oscars"),
               N_("Academy Awards won in competitive categories (honorary awards not counted)"),
               N_("Oscars")),
    "worldwide_gross": (N_("Worldwide box office"),
                        N_("Worldwide takings in millions of US dollars, re-releases included where "
                           "known, not adjusted for inflation"),
                        N_("$ million")),
    "budget": (N_("Budget"),
               N_("Production budget in millions of US dollars (the middle of a range), not adjusted "
                  "for inflation"),
               N_("$ million")),
}

@lru_cache(maxsize=None)
def _data(theme: str) -> dict:
    if theme not in _FILES:
        raise ValueError(f"unknown theme {theme!r}: one of {', '.join(THEMES)}")
    data = json.loads((_RESOURCES / _FILES[theme]).read_text(encoding="utf-8"))
    data["by_id"] = {entry["id"]: entry for entry in data["cards"]}
    return data


@lru_cache(maxsize=None)
def _deck(theme: str) -> tuple[Card, ...]:
    return tuple(Card(entry["id"], dict(entry["values"])) for entry in _data(theme)["cards"])


def deck(theme: str) -> list[Card]:
    """The theme's whole pool of cards, in the data's order (59 cities, 55 films)."""
    return list(_deck(theme))


def categories(theme: str) -> list[str]:
    """The theme's five category ids."""
    return list(_data(theme)["categories"])


def ids(theme: str) -> list[str]:
    """The ids of the theme's cards, in the data's order."""
    return [entry["id"] for entry in _data(theme)["cards"]]


@lru_cache(maxsize=None)
def _cards(theme: str) -> dict[str, Card]:
    return {item.id: item for item in _deck(theme)}


def card(theme: str, card_id: str) -> Card:
    """The card `card_id` of the theme (KeyError for an unknown id)."""
    return _cards(theme)[card_id]


def _entry(theme: str, card_id: str) -> dict:
    return _data(theme)["by_id"][card_id]


def name(theme: str, card_id: str) -> str:
    """The card's name in the current language: "Kopenhagen" in German, a film's German release title
    where it has one; else its English name ("São Paulo", "King Kong")."""
    entry = _entry(theme, card_id)
    return entry["de"] if i18n.language() == "de" else entry["en"]


def _words(theme: str, cat: str) -> tuple[str, str, str]:
    if cat not in _data(theme)["categories"]:
        raise KeyError(cat)
    return _CATEGORY_WORDS[cat]


def category_name(theme: str, cat: str) -> str:
    """The category's name in the current language ("Daily travel allowance")."""
    return _(_words(theme, cat)[0])


def category_note(theme: str, cat: str) -> str:
    """One line in the current language: what the category's numbers are."""
    return _(_words(theme, cat)[1])


def unit(theme: str, cat: str) -> str:
    """The category's short unit in the current language ("m", "°C", "$ per day")."""
    return _(_words(theme, cat)[2])


def decimals(value: float | int, most: int = 2) -> int:
    """The fewest decimals (up to `most`) that write `value` exactly: 306 -> 0, 373.7 -> 1."""
    for places in range(most + 1):
        if round(value, places) == value:
            return places
    return most


def format_value(theme: str, cat: str, value: float | int) -> str:
    """`value` of category `cat` with its unit, written the current language's way: "8.4 °C" /
    "8,4 °C", "$2,923.7 million" / "2.923,7 Mio. $". The printed number is the compared number."""
    _words(theme, cat)
    if cat == "tallest_building":
        return _("{value} m").format(value=i18n.number(value, decimals(value)))
    if cat == "mean_temperature":
        return _("{value} °C").format(value=i18n.number(value, 1))
    if cat == "days_off":
        return ngettext("{n} day", "{n} days", int(value)).format(n=i18n.number(value))
    if cat == "travel_allowance":
        return _("${value} per day").format(value=i18n.number(value))
    if cat == "population":
        return _("{value} people").format(value=i18n.number(value))
    if cat == "year":
        return str(int(value))  # a year has no thousands separator
    if cat == "running_time":
        return _("{value} min").format(value=i18n.number(value))
    if cat == "oscars":
        return ngettext("{n} Oscar", "{n} Oscars", int(value)).format(n=i18n.number(value))
    # worldwide_gross, budget: millions of US dollars to 0.1
    return _("${value} million").format(value=i18n.number(value, 1))


def source(theme: str, card_id: str, cat: str) -> tuple[str, str]:
    """(short source name, year as text) of the card's value: ("CTBUH", "2026"),
    ("US Dept of State per diem", "2026"), ("GeoRank / CHELSA v2.1", "1981–2010")."""
    entry = _entry(theme, card_id)["sources"][cat]
    return entry["name"], entry["year"]


def source_url(theme: str, card_id: str, cat: str) -> str:
    """The address of the page or data set the card's value was read from."""
    return _entry(theme, card_id)["sources"][cat]["url"]


def source_note(theme: str, card_id: str, cat: str) -> str:
    """The source's detail for the value (English data text: "The Shard, completed 2013"), or ""."""
    return _entry(theme, card_id)["sources"][cat].get("note", "")


def credits() -> list[str]:
    """The credit lines for the About box and the rules page, in the current language (the game's
    INFO.credits: the CC BY sources and the others the decks use)."""
    return [_(line) for line in INFO.credits]
