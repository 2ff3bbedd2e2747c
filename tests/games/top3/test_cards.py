"""Top 3's cards API (app/games/top3/cards.py): decks, categories, names, units, values as printed in
English and German, sources and credits."""

from __future__ import annotations

import dataclasses
import gettext

import pytest

from app.core import i18n
from app.games.top3 import INFO, cards

CITY_CATEGORIES = ["tallest_building", "mean_temperature", "days_off", "travel_allowance", "population"]
FILM_CATEGORIES = ["year", "running_time", "oscars", "worldwide_gross", "budget"]

#: the German the lead's catalogue is to give these messages (tests/test_i18n.py checks it is complete)
GERMAN = {
    "{value} m": "{value} m", "{value} °C": "{value} °C", "${value} per day": "{value} $ pro Tag",
    "{value} people": "{value} Einwohner", "{value} min": "{value} Min.",
    "${value} million": "{value} Mio. $", "Tallest building": "Höchstes Gebäude",
}
GERMAN_PLURALS = {"{n} day": ("{n} Tag", "{n} Tage"), "{n} Oscar": ("{n} Oscar", "{n} Oscars")}


class _German(gettext.NullTranslations):
    def gettext(self, message):
        return GERMAN.get(message, message)

    def ngettext(self, singular, plural, n):
        forms = GERMAN_PLURALS.get(singular)
        return (forms[0] if n == 1 else forms[1]) if forms else (singular if n == 1 else plural)


@pytest.fixture
def german(monkeypatch):
    """German as the lead's catalogue will have it (the catalogue is written after this helper)."""
    with i18n.use("de"), monkeypatch.context() as patch:  # undone before the language is set back
        patch.setattr(i18n, "_translation", _German())
        yield


def test_themes_and_categories():
    assert cards.THEMES == ("metropolen", "films")
    assert cards.categories("metropolen") == CITY_CATEGORIES
    assert cards.categories("films") == FILM_CATEGORIES
    with pytest.raises(ValueError):
        cards.deck("cars")


def test_a_card_is_frozen_and_found_by_its_id():
    london = cards.card("metropolen", "London")
    assert london.id == "London" and london in cards.deck("metropolen")
    with pytest.raises(dataclasses.FrozenInstanceError):
        london.id = "Paris"
    assert cards.card("films", "King Kong").id == "King Kong"
    assert len({london, cards.card("metropolen", "London")}) == 1  # hashable by id
    with pytest.raises(KeyError):
        cards.card("metropolen", "Atlantis")
    with pytest.raises(KeyError):
        cards.card("films", "London")


def test_the_deck_keeps_the_data_order_and_is_a_fresh_list():
    first = cards.deck("metropolen")
    assert [c.id for c in first[:3]] == ["London", "Paris", "Berlin"]
    assert cards.ids("films")[0] == "King Kong" and cards.ids("metropolen") == [c.id for c in first]
    first.clear()
    assert len(cards.deck("metropolen")) == 59


def test_names_in_the_current_language():
    assert cards.name("metropolen", "Copenhagen") == "Copenhagen"
    assert cards.name("metropolen", "Sao Paulo") == "São Paulo"
    assert cards.name("films", "Jaws") == "Jaws"
    with i18n.use("de"):
        assert cards.name("metropolen", "Copenhagen") == "Kopenhagen"
        assert cards.name("metropolen", "Moscow") == "Moskau"
        assert cards.name("metropolen", "London") == "London"
        assert cards.name("films", "Jaws") == "Der weiße Hai"
        assert cards.name("films", "Inception") == "Inception"
    assert cards.name("metropolen", "Moscow") == "Moscow"


def test_category_words_in_english():
    assert cards.category_name("metropolen", "tallest_building") == "Tallest building"
    assert cards.category_name("metropolen", "travel_allowance") == "Daily travel allowance"
    assert cards.category_note("metropolen", "travel_allowance") == \
        "US government per diem for one day: lodging plus meals, US dollars"
    units = [cards.unit("metropolen", c) for c in CITY_CATEGORIES] + [cards.unit("films", c) for c in FILM_CATEGORIES]
    assert units == ["m", "°C", "days", "$ per day", "people", "year", "min", "Oscars", "$ million", "$ million"]
    for theme in cards.THEMES:
        for cat in cards.categories(theme):
            assert cards.category_note(theme, cat) and "\n" not in cards.category_note(theme, cat)
    with pytest.raises(KeyError):
        cards.category_name("films", "population")  # a category of the other deck


def test_category_words_are_translated_where_used(german):
    assert cards.category_name("metropolen", "tallest_building") == "Höchstes Gebäude"


@pytest.mark.parametrize("theme,cat,value,text", [
    ("metropolen", "mean_temperature", 8.4, "8.4 °C"),
    ("metropolen", "mean_temperature", 16.0, "16.0 °C"),
    ("metropolen", "tallest_building", 306, "306 m"),
    ("metropolen", "tallest_building", 373.7, "373.7 m"),
    ("metropolen", "tallest_building", 317.95, "317.95 m"),
    ("metropolen", "days_off", 28, "28 days"),
    ("metropolen", "days_off", 1, "1 day"),
    ("metropolen", "travel_allowance", 1598, "$1,598 per day"),
    ("metropolen", "population", 8337000, "8,337,000 people"),
    ("films", "year", 1997, "1997"),
    ("films", "running_time", 195, "195 min"),
    ("films", "oscars", 1, "1 Oscar"),
    ("films", "oscars", 11, "11 Oscars"),
    ("films", "worldwide_gross", 2923.7, "$2,923.7 million"),
    ("films", "budget", 0.7, "$0.7 million"),
    ("films", "budget", 237.0, "$237.0 million"),
])
def test_values_in_english(theme, cat, value, text):
    assert cards.format_value(theme, cat, value) == text


@pytest.mark.parametrize("theme,cat,value,text", [
    ("metropolen", "mean_temperature", 8.4, "8,4 °C"),
    ("metropolen", "tallest_building", 317.95, "317,95 m"),
    ("metropolen", "days_off", 28, "28 Tage"),
    ("metropolen", "travel_allowance", 1598, "1.598 $ pro Tag"),
    ("metropolen", "population", 8337000, "8.337.000 Einwohner"),
    ("films", "year", 1997, "1997"),
    ("films", "oscars", 1, "1 Oscar"),
    ("films", "worldwide_gross", 2923.7, "2.923,7 Mio. $"),
])
def test_values_in_german(german, theme, cat, value, text):
    assert cards.format_value(theme, cat, value) == text


def test_numbers_follow_the_language_even_before_the_catalogue():
    with i18n.use("de"):
        assert "8,4" in cards.format_value("metropolen", "mean_temperature", 8.4)
        assert "2.923,7" in cards.format_value("films", "worldwide_gross", 2923.7)


def test_every_printed_value_reads_back_as_the_compared_number():
    for theme in cards.THEMES:
        for card in cards.deck(theme):
            for cat, value in card.values.items():
                digits = cards.format_value(theme, cat, value).replace(",", "")
                number = float(next(w for w in digits.replace("$", " ").split() if w[0].isdigit()))
                assert number == value, (card.id, cat)


def test_sources_name_and_year():
    assert cards.source("metropolen", "London", "travel_allowance") == ("US Dept of State per diem", "2026")
    assert cards.source("metropolen", "New York City", "travel_allowance") == ("US GSA per diem", "2026")
    assert cards.source("metropolen", "Moscow", "tallest_building") == ("CTBUH", "2026")
    assert cards.source("metropolen", "London", "mean_temperature") == ("GeoRank / CHELSA v2.1", "1981–2010")
    assert cards.source("metropolen", "London", "population") == ("GeoNames", "2025")
    assert cards.source("films", "Titanic", "oscars") == ("DLu/oscar_data", "2026")
    assert cards.source_url("films", "Titanic", "oscars").startswith("https://github.com/DLu/oscar_data/")
    assert cards.source_note("metropolen", "London", "tallest_building") == "The Shard, completed 2013"
    with pytest.raises(KeyError):
        cards.source("films", "Atlantis", "year")


def test_credits_are_the_games_credit_lines_translated():
    lines = cards.credits()
    assert lines == list(INFO.credits) and len(lines) >= 5
    text = " ".join(lines)
    for needed in ("GeoRank", "CC BY 4.0", "GeoNames", "public domain", "oscar_data", "Wikipedia"):
        assert needed in text
