"""Top Pop's end-of-game sheet (issue 11): standard/lite rows per city (cards -> majority points),
variety, City Powers; the two-player rows per company (cards by city, points, place, cap value) and
per seat caps x value = points; the places with the caps that break a tie. Every number comes from
the view's results."""

import random
import re

import pytest

from app.core import i18n
from app.games.top_pop import scoring
from app.games.top_pop.cards import CITIES, CITY_NAMES, company_name
from app.games.top_pop.ui import sheet
from app.ui.qt_end_of_game import EndOfGameWidget
from tests.ui.top_pop_duo_helpers import skip_without_the_games_german

NAMES = ["Ana", "Ben", "Cleo"]
COLORS = ["#d1352b", "#2f6fd0", "#2e9d4a"]


def standard_view(powers: bool = False) -> dict:
    piles = [{"NYC": 4, "SEA": 2, "STL": 1}, {"NYC": 3, "SEA": 2, "CHI": 2}, {"LV": 1}]
    majority = scoring.majority(piles)
    variety = [scoring.variety(p) for p in piles]
    power_points = [3, 0, 0] if powers else [0, 0, 0]
    totals = [sum(m.values()) + v + q for m, v, q in zip(majority, variety, power_points)]
    caps = [4, 7, 2]
    return {"variant": "standard", "city_powers": powers, "is_over": True, "totals": totals,
            "winners": scoring.winners(totals, caps),
            "results": {"piles": piles, "majority": majority, "variety": variety, "powers": power_points,
                        "totals": totals, "caps": caps, "ranking": scoring.ranking(totals, caps)}}


def duo_view() -> dict:
    piles = [{"NYC": 3, "SF": 2, "LV": 1, "STL": 1}, {"LV": 4, "NYC": 3}, {"SF": 3, "STL": 2, "LV": 2},
             {"NYC": 2, "SF": 2, "LV": 2, "STL": 1}]
    # each company scored on its own cards against the others (majority and variety)
    company_points = scoring.score(piles)
    values = scoring.cap_values(company_points)
    caps = [{0: 7, 1: 3, 2: 4, 3: 2}, {0: 8, 1: 12, 2: 11, 3: 13}]
    seat_points = [{k: n * values[k] for k, n in c.items()} for c in caps]
    totals = [sum(p.values()) for p in seat_points]
    counts = [sum(c.values()) for c in caps]
    return {"variant": "two_player", "is_over": True, "totals": totals, "caps": caps,
            "winners": scoring.winners(totals, counts, fewer_caps_win=True),
            "results": {"piles": piles, "majority": scoring.majority(piles),
                        "variety": [scoring.variety(p) for p in piles], "company_points": company_points,
                        "company_places": scoring.places(company_points), "cap_values": values,
                        "seat_points": seat_points, "totals": totals, "caps": counts,
                        "ranking": scoring.ranking(totals, counts, fewer_caps_win=True)}}


def test_standard_rows_per_city_then_variety():
    view = standard_view()
    rows = dict(sheet.rows(view, NAMES))
    results = view["results"]
    assert rows["New York"] == ["4 → 8", "3 → 0", "–"]
    assert rows["Seattle"] == ["2 → 2", "2 → 2", "–"]
    assert rows["Las Vegas"] == ["–", "–", "1 → 2"]
    assert rows["Variety"] == [str(v) for v in results["variety"]]
    assert "City Powers" not in rows
    labels = [label for label, _cells in sheet.rows(view, NAMES)]
    cities = [label for label in labels if label in {"St. Louis", "New York", "Las Vegas", "Chicago", "Seattle"}]
    assert cities == ["St. Louis", "New York", "Las Vegas", "Chicago", "Seattle"]  # the deck table's order
    # the cells add up to the totals the sheet shows under them
    for s in range(3):
        cells = [cells[s] for label, cells in sheet.rows(view, NAMES)[1:] if label in cities]
        majority = sum(int(c.split("→")[1]) for c in cells if c != "–")
        assert majority + results["variety"][s] == view["totals"][s]


def test_city_power_points_have_a_row_when_the_variant_is_on():
    view = standard_view(powers=True)
    rows = dict(sheet.rows(view, NAMES))
    assert rows["City Powers"] == ["3", "0", "0"]


def test_standard_places_with_cards_and_caps():
    view = standard_view()
    places = sheet.standings(view, NAMES)
    totals = view["totals"]
    assert places["ranking"] == sorted(range(3), key=lambda s: -totals[s])
    assert places["cells"][0] == ["1.", "7", "4"] and places["cells"][2][1:] == ["1", "2"]


def test_a_tie_in_points_is_broken_by_more_caps():
    view = standard_view()
    r = view["results"]
    r["totals"] = view["totals"] = [10, 10, 4]
    r["ranking"] = scoring.ranking(r["totals"], r["caps"])
    assert sheet.standings(view, NAMES)["ranking"] == [1, 0, 2]  # Ben has more caps


def test_duo_rows_per_company_and_caps_times_value():
    view = duo_view()
    r = view["results"]
    rows = sheet.rows(view, NAMES[:2])
    assert len(rows) == 4 * 2 + 1
    for k in range(4):
        label, cells = rows[2 * k]
        assert label.startswith(company_name(k) + ": ")
        for c, n in r["piles"][k].items():
            assert f"{dict(zip(CITIES, ['St. Louis', 'New York', 'San Francisco', 'Las Vegas']))[c]} {n}" in label
        assert cells == [f"{view['caps'][s][k]} caps" for s in range(2)]
        label, cells = rows[2 * k + 1]
        assert label == (f"{r['company_points'][k]} points → place {r['company_places'][k] + 1}, "
                         f"{r['cap_values'][k]} a cap")
        for s in range(2):
            caps, value = view["caps"][s][k], r["cap_values"][k]
            assert cells[s] == f"{caps} × {value} = {caps * value}"
    assert rows[-1] == ("Caps", [str(c) for c in r["caps"]])
    for s in range(2):  # the seat's points add up to its total
        assert sum(int(rows[2 * k + 1][1][s].split("= ")[1]) for k in range(4)) == view["totals"][s]


def test_duo_places_fewer_caps_win_a_tie():
    view = duo_view()
    r = view["results"]
    r["totals"] = view["totals"] = [60, 60]
    r["ranking"] = scoring.ranking(r["totals"], r["caps"], fewer_caps_win=True)
    places = sheet.standings(view, NAMES[:2])
    assert places["ranking"] == [0, 1] and [row[1] for row in places["cells"]] == ["16", "44"]


def test_no_results_no_rows():
    assert sheet.rows({"results": None}, NAMES) == [] and sheet.standings({}, NAMES) is None


@pytest.mark.parametrize("make,names", [(standard_view, NAMES), (duo_view, NAMES[:2])])
def test_the_end_screen_shows_the_rows(qtbot, make, names):
    view = make()
    w = EndOfGameWidget()
    qtbot.addWidget(w)
    w.resize(800, 600)
    w.show_result("Top Pop", names, COLORS, view, sheet.rows(view, names), sheet.standings(view, names))
    labels = [w.sheet.verticalHeaderItem(r).text() for r in range(w.sheet.rowCount())]
    assert [label for label, _cells in sheet.rows(view, names)] == labels[:-1]
    assert w.standings.rowCount() == len(names)


def test_german_rows_differ_from_english():
    view = duo_view()
    english = sheet.rows(view, NAMES[:2]) + sheet.rows(standard_view(True), NAMES)
    with i18n.use("de"):
        german = sheet.rows(view, NAMES[:2]) + sheet.rows(standard_view(True), NAMES)
    def words(row):  # what is left of a row without names and numbers
        text = " ".join([row[0], *row[1]])
        for name in [*CITY_NAMES.values(), *(company_name(k) for k in range(5))]:
            text = text.replace(name, "")
        return re.sub(r"[\d\s.,:;×=→–-]+", "", text)

    same = [e for e, g in zip(english, german) if e == g and words(e)]
    skip_without_the_games_german()
    assert not same, same


def test_random_results_match_their_rows():
    rng = random.Random(5)
    for _ in range(50):
        piles = [{c: rng.randint(0, 3) for c in CITIES[:5] if rng.random() < 0.6} for _s in range(3)]
        majority = scoring.majority(piles)
        variety = [scoring.variety(p) for p in piles]
        totals = scoring.score(piles)
        view = {"variant": "lite", "results": {"piles": piles, "majority": majority, "variety": variety,
                                               "caps": [1, 2, 3], "totals": totals,
                                               "ranking": scoring.ranking(totals, [1, 2, 3])}}
        for s in range(3):
            cells = [cells[s] for label, cells in sheet.rows(view, NAMES)[1:-1]]
            assert sum(int(c.split("→")[1]) for c in cells if c != "–") + variety[s] == totals[s]


@pytest.mark.parametrize("players,options", [(3, {}), (5, {"variant": "lite"}), (4, {"city_powers": True}),
                                             (2, {"variant": "two_player"})])
def test_rows_of_played_games_agree_with_their_results(players, options):
    from app.games.top_pop.rules import GAME

    rng = random.Random(players)
    state = GAME.new_state(players, players * 11, options)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()), state.current_player)
    view = state.view(None)
    r = view["results"]
    names = ["Ana", "Ben", "Cleo", "Dan", "Eva"][:players]
    rows = dict(sheet.rows(view, names))
    places = sheet.standings(view, names)
    assert places["ranking"][0] in view["winners"]
    assert [c[0] for c in places["cells"]] == [f"{p + 1}." for p in r["ranking"]]
    if options.get("variant") == "two_player":
        assert rows["Caps"] == [str(c) for c in r["caps"]]
        return
    assert rows["Variety"] == [str(v) for v in r["variety"]]
    assert ("City Powers" in rows) == bool(options.get("city_powers"))
    for s in range(players):
        majority = sum(int(cells[s].split("→")[1]) for label, cells in sheet.rows(view, names)
                       if label in CITY_NAMES.values() and cells[s] != "–")
        powers = r["powers"][s] if options.get("city_powers") else 0
        assert majority + r["variety"][s] + powers == r["totals"][s] == view["totals"][s]
        assert places["cells"][s][2] == str(r["caps"][s])
