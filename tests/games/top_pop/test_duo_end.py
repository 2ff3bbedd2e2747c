"""The end of the two-player game of Top Pop ("3. Game End"): when every company has received its six
cards and its seventh, each company's pile (its column, the face-up starting card included, and its
seventh) is scored on its own by majority and variety against the other companies; the companies'
places give each cap 5, 3, 2 or 1 points, ties shifting down; the most points win, then the fewest
caps, then the win is shared. The piles below were chosen for the pattern of places they give."""

import pytest

from app.games.top_pop import duo_log, scoring
from app.games.top_pop.duo_events import (
    DuoCompanyScored,
    DuoDiscardRevealed,
    DuoGameEnded,
    DuoGameOver,
    DuoHandRevealed,
    DuoNightRevealed,
    DuoSeatScored,
    DuoSeventhRevealed,
)
from tests.games.top_pop.test_duo_helpers import NAMES, play_all, script

# companies 0 and 1: starting card, six played, seventh; companies 2 and 3: six played, seventh
ONE_FIRST = (  # 18, 15, 15, 15 points: company 0 first, three tied for second -> 5, 1, 1, 1
    [["STL", "LV", "LV", "SEA", "STL:night", "SF", "LV", "CHI"],
     ["SF", "SEA:night", "NYC", "STL", "CHI", "LV", "SEA", "SF"],
     ["SEA", "SEA", "NYC", "SEA", "SF:night", "CHI", "LV"],
     ["CHI", "LV:night", "CHI:night", "CHI", "SEA", "NYC:night", "SF"]],
    ["NYC", "SEA", "CHI"])
ALL_TIED = (  # 14 points each: four tied for first -> 1, 1, 1, 1
    [["CHI", "SEA", "SEA:night", "LV", "LV", "NYC", "SEA", "CHI"],
     ["CHI", "LV:night", "SF", "STL", "SF:night", "NYC:night", "LV", "SEA"],
     ["NYC", "CHI", "CHI", "SEA", "NYC", "CHI", "SEA"],
     ["SEA", "SF", "LV", "LV", "SF", "SF", "CHI:night"]],
    ["STL", "STL:night", "SEA"])
TWO_FIRST = (  # 17, 17, 16, 11: two tied for first -> 3, 3, 2, 1
    [["CHI", "LV", "SEA", "SF", "NYC", "SEA", "SEA:night", "SEA"],
     ["SEA", "CHI", "LV", "LV", "CHI", "LV", "STL:night", "SF"],
     ["LV:night", "STL", "SF", "SEA", "SF:night", "CHI:night", "NYC"],
     ["CHI", "SEA", "SEA", "SF", "STL", "LV", "CHI"]],
    ["NYC:night", "CHI", "NYC"])
TWO_AND_TWO = (  # 18, 18, 12, 12: two tied for first, two tied for third -> 3, 3, 1, 1
    [["SEA", "CHI", "NYC:night", "SEA", "LV", "SF:night", "NYC", "SEA:night"],
     ["SF", "STL", "CHI", "LV", "SEA", "STL:night", "SF", "NYC"],
     ["NYC", "CHI:night", "SF", "SEA", "CHI", "CHI", "SEA"],
     ["SEA", "CHI", "SF", "LV", "CHI", "LV", "LV"]],
    ["STL", "SEA", "LV:night"])


def finished(piles_out, **kwargs):
    state, plays = script(*piles_out, **kwargs)
    events = play_all(state, plays)
    return state, events


def test_each_company_is_scored_on_its_pile_with_the_starting_card_and_the_seventh():
    piles, _out = ONE_FIRST
    state, events = finished(ONE_FIRST)
    assert state.is_over and state.current_player is None and state.legal_actions() == []
    results = state.view(None)["results"]
    assert results["piles"] == [scoring.pile(p) for p in piles]
    assert results["company_points"] == scoring.score([scoring.pile(p) for p in piles]) == [18, 15, 15, 15]
    # company 0: St. Louis 2 (most: 4), Las Vegas 3 (most: 6), Seattle, San Francisco, Chicago; 5 cities: 8
    assert results["piles"][0] == {"STL": 2, "LV": 3, "SEA": 1, "SF": 1, "CHI": 1}
    assert results["majority"][0] == {"STL": 4, "LV": 6} and results["variety"][0] == 8
    assert results["company_places"] == [0, 3, 3, 3] and results["cap_values"] == [5, 1, 1, 1]
    scored = [e for e in events if isinstance(e, DuoCompanyScored)]
    assert scored == [DuoCompanyScored(0, 18, 0, 5), DuoCompanyScored(1, 15, 3, 1), DuoCompanyScored(2, 15, 3, 1),
                      DuoCompanyScored(3, 15, 3, 1)]
    assert duo_log.describe(scored[0], NAMES) == (
        "Cherry Comet scored 18 points and came first: each of its caps is worth 5.")
    assert duo_log.describe(scored[1], NAMES) == (
        "Blue Lagoon scored 15 points and came fourth: each of its caps is worth 1.")


def test_meredith_earns_35_points_for_7_caps_of_the_first_place_company():
    # the first player (Meredith) plays company 0's first two cards (4 + 3 caps), Reggie its other four
    first = [0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 2]
    second = [1, 1, 1, 0, 0, 0, 0, 2, 2, 3, 3, 3]
    state, events = finished(ONE_FIRST, first=first, second=second)
    meredith, reggie = 0, 1
    assert state.caps[meredith][0] == 7 and state.caps[reggie][0] == 8
    results = state.view(meredith)["results"]
    assert results["cap_values"][0] == 5
    assert results["seat_points"][meredith][0] == 35 == 7 * 5
    assert results["seat_points"][reggie][0] == 40
    assert results["totals"] == [sum(results["seat_points"][s].values()) for s in (0, 1)]
    assert results["caps"] == [sum(state.caps[s].values()) for s in (0, 1)]
    assert state.totals() == results["totals"] and state.view(None)["totals"] == results["totals"]


@pytest.mark.parametrize("points, values", [
    ([20, 15, 12, 9], [5, 3, 2, 1]),
    ([20, 20, 12, 9], [3, 3, 2, 1]),  # two tied for 1st both score as 2nd
    ([20, 15, 15, 15], [5, 1, 1, 1]),  # three tied for 2nd score as 4th
    ([9, 12, 12, 20], [1, 2, 2, 5]),  # two tied for 2nd score as 3rd, in any order
    ([14, 14, 14, 14], [1, 1, 1, 1]),
    ([18, 18, 12, 12], [3, 3, 1, 1]),
    ([10, 10, 10, 3], [2, 2, 2, 1]),
])
def test_cap_values_by_place_with_ties_shifting_down(points, values):
    assert scoring.cap_values(points) == values


@pytest.mark.parametrize("piles_out, values", [(TWO_FIRST, [3, 3, 2, 1]), (TWO_AND_TWO, [3, 3, 1, 1]),
                                               (ALL_TIED, [1, 1, 1, 1])])
def test_tied_companies_shift_down_in_a_played_game(piles_out, values):
    state, _events = finished(piles_out)
    assert state.view(1)["results"]["cap_values"] == values


def test_the_player_with_the_most_points_wins():
    state, events = finished(ONE_FIRST)  # the first player takes every cap of companies 0 and 2
    assert state.caps == [{0: 15, 1: 0, 2: 15, 3: 0}, {0: 0, 1: 15, 2: 0, 3: 15}]
    assert state.totals() == [15 * 5 + 15, 15 + 15] and state.winners() == [0]
    assert events[-1] == DuoGameOver((90, 30), (30, 30), (0,))
    assert duo_log.describe(events[-1], NAMES) == "Meredith won with 90 points."
    assert state.view(0)["status"] == "The game is over: {p0} wins with 90 points."
    assert [e for e in events if isinstance(e, DuoSeatScored)] == [DuoSeatScored(0, (75, 0, 15, 0), 90, 30),
                                                                   DuoSeatScored(1, (0, 15, 0, 15), 30, 30)]
    assert duo_log.describe(events[-2], NAMES) == "Reggie scored 30 points with 30 caps."


def _before_the_last_play(piles_out, caps):
    """The game one play before its end, the caps earned so far set by hand (`caps`: per seat, per
    company; a company's 15 caps all paid out in the end, its last card paying 1)."""
    state, plays = script(*piles_out)
    play_all(state, plays[:-1])
    for seat in (0, 1):
        state.caps[seat] = dict(enumerate(caps[seat]))
    state.check_invariants()
    return state, plays[-1]


def test_points_tied_the_fewest_caps_win():
    # values 5, 1, 1, 1: Meredith 12 caps of company 0 (60 points); Reggie 3 of company 0 and all of the
    # others (15 + 45 = 60) with 48 caps. The last play (Reggie, company 3) pays 1.
    state, last = _before_the_last_play(ONE_FIRST, [[12, 0, 0, 0], [3, 15, 15, 14]])
    assert state.current_player == 1 and last.company == 3
    events = state.apply(last)
    assert state.totals() == [60, 60] and state.view(None)["caps_count"] == [12, 48]
    assert state.winners() == [0] and state.view(None)["results"]["ranking"] == [0, 1]
    assert events[-1] == DuoGameOver((60, 60), (12, 48), (0,))
    assert duo_log.describe(events[-1], NAMES) == "Meredith won with 60 points and fewer caps (12 caps)."


def test_points_and_caps_tied_the_win_is_shared():
    # values 1, 1, 1, 1: 30 caps each are 30 points each
    state, last = _before_the_last_play(ALL_TIED, [[15, 15, 0, 0], [0, 0, 15, 14]])
    events = state.apply(last)
    assert state.totals() == [30, 30] and state.view(None)["caps_count"] == [30, 30]
    assert state.winners() == [0, 1] and state.view(None)["results"]["ranking"] == [0, 0]
    assert events[-1] == DuoGameOver((30, 30), (30, 30), (0, 1))
    assert duo_log.describe(events[-1], NAMES) == "Meredith and Reggie share the win with 30 points and 30 caps each."
    assert state.view(1)["status"] == "The game is over: {p0} and {p1} share the win with 30 points."


def test_no_points_are_known_before_the_end_and_the_end_turns_every_hidden_card_up():
    piles, out = ONE_FIRST
    state, plays = script(*ONE_FIRST)
    play_all(state, plays[:-1])
    assert state.totals() == [0, 0] and state.view(0)["results"] is None and state.winners() == []
    events = state.apply(plays[-1])
    end = events[events.index(DuoGameEnded()):]
    assert [e for e in end if isinstance(e, DuoSeventhRevealed)] == [
        DuoSeventhRevealed(k, 0 if k in (0, 1) else 1, piles[k][-1]) for k in range(4)]
    nights = [e for e in end if isinstance(e, DuoNightRevealed)]
    assert {e.card for e in nights} == {"LV:night", "CHI:night", "NYC:night", "SEA:night", "SF:night", "STL:night"}
    assert DuoNightRevealed(0, 4, 0, "STL:night") in nights  # company 0's 4th card played, by the first player
    assert DuoDiscardRevealed(1, out[0]) in end
    assert DuoHandRevealed(0, (out[1],)) in end and DuoHandRevealed(1, (out[2],)) in end
    for seat in (None, 0, 1):
        view = state.view(seat)
        assert [s["card"] for s in view["sevenths"]] == [p[-1] for p in piles]
        assert all(c["card"] is not None for col in view["columns"] for c in col)
        assert view["discard"] == {"by": 1, "card": out[0]} and view["hands"] == [[out[1]], [out[2]]]
    assert duo_log.describe(DuoSeventhRevealed(2, 1, "SEA"), NAMES) == (
        "The seventh card of Sunny Fizz, laid by Reggie, was a Seattle card.")
    assert duo_log.describe(DuoNightRevealed(0, 4, 0, "STL:night"), NAMES) == (
        "The night card Meredith played to Cherry Comet was the St. Louis night card.")
    assert duo_log.describe(DuoDiscardRevealed(1, "NYC"), NAMES) == (
        "The card Reggie put out of the game was a New York card.")
    assert duo_log.describe(DuoHandRevealed(0, ("SEA",)), NAMES) == (
        "Meredith had a Seattle card left in hand; it was not scored.")
    assert duo_log.describe(DuoGameEnded(), NAMES) == "Every company was closed: the game ended and the companies were scored."


def test_cards_left_in_hand_are_not_scored():
    piles, out = ONE_FIRST
    state, _events = finished(ONE_FIRST)
    results = state.view(None)["results"]
    counted = sum(n for p in results["piles"] for n in p.values())
    assert counted == 8 + 8 + 7 + 7 == 33 - 3  # not the discard, not the two cards left in hand
