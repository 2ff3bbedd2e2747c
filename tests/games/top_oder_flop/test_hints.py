"""Top oder Flop's hints (app/games/top_oder_flop/hints.py): for every kind of decision a position in
which the Hard bot (through app.games.hints.hint) chooses a move of that kind, and the sentence names
the right figures, worked out here from the table by hand; the sentence reads nothing the seat cannot
see (positions that differ only in hidden cards give the same sentence)."""

from __future__ import annotations

import pytest

from app.core import i18n
from app.core.text import signed_points
from app.games import hints, registry
from app.games.top_oder_flop import cards
from app.games.top_oder_flop import hints as tof_hints
from app.games.top_oder_flop.actions import Change, Display, Marker, Personal
from app.games.top_oder_flop.rules import GAME
from tests.games.top_oder_flop.test_rules_helpers import game
from tests.support import lesson_checks

TOF = registry.get("top_oder_flop")
#: seat 0 to move with AA's Top row full (1, 2, 3), RR's Flop row full (1, 1, 1), a 2 on TT's Top row
#: and a 1 on TT's Flop row; its hand holds the cards of KEEP
SCRIPT = ["D 1:RR/DD RR flop", "D 1:RR/CC RR flop", "D 1:AA/RR RR flop", "D 2:TT/RR TT top",
          "D 1:AA/TT AA top", "D 2:AA/TT AA top", "D 3:AA/TT AA top", "D 1:TT/DD TT flop"]
KEEP = {0: ["4:AA/DD", "+3:move", "+3:down", "5:CC", "-3:up", "4:DD/CC"]}


@pytest.fixture(scope="module")
def middle():
    state = game(SCRIPT, players=2, keep=KEEP, seed=3)
    assert state.current_player == 0 and state.phase == "play"
    return state


def value_of(view: dict, film: str, extra: dict | None = None) -> str:
    """A film's value worked out from the rows: Top minus Flop, doubled where a times-two lies; as the
    sentences write it (a negative one with a minus sign, "−3": app/core/text.py `signed_points`)."""
    f = dict(view["films"][film], **(extra or {}))
    top = sum(cards.value(c) for c in f["top"]) * (2 if "x2" in f["top_markers"] else 1)
    flop = sum(cards.value(c) for c in f["flop"]) * (2 if "x2" in f["flop_markers"] else 1)
    return signed_points(top - flop)


def mine(view: dict, film: str) -> int:
    return sum(cards.value(e["code"]) for e in view["personal"][view["seat"]].get(film, ()))


def best_shown(view: dict, film: str) -> int:
    return max([sum(cards.value(e["code"]) for e in view["personal"][s].get(film, ()) if e["known"])
                for s in range(len(view["personal"])) if s != view["seat"]] + [0])


def ask(state, keep):
    """The hint for the seat to move, the Hard bot choosing among the legal moves `keep` accepts."""
    seat = state.current_player
    legal = [a for a in state.legal_actions() if keep(a)]
    assert legal, "the position offers no such move"
    with i18n.use("en"):
        found = hints.hint(TOF, state.view(seat), legal, seat, seed=2)
    assert found.action in legal and state.is_legal(found.action)
    return found.action, found.sentence, state.view(seat)


def same_for_hidden(state, action, sentence):
    lesson_checks.same_for_hidden(state, tof_hints.reason, action, sentence)


def test_opening_card_the_rest_of_the_hand_for_its_film():
    state = GAME.new_state(3, 11, {"start": 0})
    action, sentence, view = ask(state, lambda a: True)  # every opening move: the bot's own choice
    assert isinstance(action, Personal) and view["phase"] == "opening"
    support = sum(cards.value(c) for c in view["hand"] if action.film in cards.films_of(c)) - cards.value(action.card)
    assert sentence.startswith(f"Open with {cards.card_name(action.card)} for {cards.title(action.film)}")
    if support > 0:
        assert f"holds {support} more point" in sentence
    same_for_hidden(state, action, sentence)


def test_personal_influence_card(middle):
    action, sentence, view = ask(middle, lambda a: isinstance(a, Personal) and not cards.is_change(a.card))
    f = action.film
    before = mine(view, f)
    assert f"from {before} to {before + cards.value(action.card)} " in sentence
    assert f"against at most {best_shown(view, f)} shown" in sentence
    assert f"the film is worth {value_of(view, f)}." in sentence
    same_for_hidden(middle, action, sentence)


def test_personal_change_card(middle):
    action, sentence, view = ask(middle, lambda a: isinstance(a, Personal) and cards.is_change(a.card))
    f = action.film
    assert "change card" in sentence and cards.title(f) in sentence
    assert f"from {mine(view, f)} to {mine(view, f) + cards.value(action.card)} " in sentence
    same_for_hidden(middle, action, sentence)


def test_display_card_on_a_row_with_room(middle):
    action, sentence, view = ask(middle, lambda a: isinstance(a, Display) and a.replace is None)
    f, side = action.film, action.side
    grown = {side: view["films"][f][side] + [action.card]}
    assert f"its value goes from {value_of(view, f)} to {value_of(view, f, grown)};" in sentence
    assert f"you have {mine(view, f)} influence there against at most {best_shown(view, f)}" in sentence
    same_for_hidden(middle, action, sentence)


def test_display_card_replacing_the_lowest_of_a_full_row(middle):
    action, sentence, view = ask(middle, lambda a: isinstance(a, Display) and a.replace is not None)
    f, side, t = action.film, action.side, action.take
    row = list(view["films"][f][side])
    row.remove(action.replace)
    assert f"pushes off {cards.card_name(action.replace)} into your display for {cards.title(t)}" in sentence
    assert f"goes from {value_of(view, f)} to {value_of(view, f, {side: row + [action.card]})}" in sentence
    assert f"from {mine(view, t)} to {mine(view, t) + cards.value(action.replace)}." in sentence
    same_for_hidden(middle, action, sentence)


def _moved(view, a):
    """The films' values after the change card `a`: (from film before, after, to film before, after)."""
    rows = {f: {s: list(view["films"][f][s]) for s in ("top", "flop")} for f in cards.FILMS}
    rows[a.film][a.side].remove(a.moved)
    if a.replace:
        rows[a.to_film][a.to_side].remove(a.replace)
    rows[a.to_film][a.to_side].append(a.moved)
    return (value_of(view, a.film), value_of(view, a.film, rows[a.film]),
            value_of(view, a.to_film), value_of(view, a.to_film, rows[a.to_film]))


@pytest.mark.parametrize("case", ["other film", "same film", "replacing"])
def test_change_card(middle, case):
    keep = {"other film": lambda a: isinstance(a, Change) and a.to_film != a.film and a.replace is None,
            "same film": lambda a: isinstance(a, Change) and a.to_film == a.film,
            "replacing": lambda a: isinstance(a, Change) and a.replace is not None}[case]
    action, sentence, view = ask(middle, keep)
    v0, v1, w0, w1 = _moved(view, action)
    assert sentence.startswith(f"The change card moves {cards.card_name(action.moved)} from the "
                               f"{cards.side_word(action.side)}")
    if case == "same film":
        assert f"its value goes from {v0} to {v1};" in sentence
    else:
        assert f"{cards.title(action.film)} goes from {v0} to {v1}, {cards.title(action.to_film)} from {w0} to {w1}." \
            in sentence
    if case == "replacing":
        assert f"pushing off {cards.card_name(action.replace)} into your display for {cards.title(action.take)}" \
            in sentence
    same_for_hidden(middle, action, sentence)


def test_times_two_marker(middle):
    action, sentence, view = ask(middle, lambda a: isinstance(a, Marker) and a.face == "x2")
    f, side = action.film, action.side
    doubled = {f"{side}_markers": view["films"][f][f"{side}_markers"] + ["x2"]}
    assert sentence.startswith(f"Times two on the {cards.side_word(side)} side of {cards.title(f)}")
    assert f"from {value_of(view, f)} to {value_of(view, f, doubled)};" in sentence
    same_for_hidden(middle, action, sentence)


def test_stop_marker_that_ends_a_film(middle):
    action, sentence, view = ask(middle, lambda a: a == Marker("stop", "AA", "flop") or a == Marker("stop", "RR", "top"))
    assert f"ends the film at a value of {value_of(view, action.film)};" in sentence
    same_for_hidden(middle, action, sentence)


def test_stop_marker_that_keeps_a_side(middle):
    action, sentence, view = ask(middle, lambda a: isinstance(a, Marker) and a.face == "stop"
                                 and a.film in ("TT", "DD", "CC"))
    assert f"nobody can change that side any more, with the film worth {value_of(view, action.film)};" in sentence
    same_for_hidden(middle, action, sentence)


def test_the_sentence_is_german_in_german(middle):
    seat = middle.current_player
    action = Marker("stop", "CC", "top")
    with i18n.use("en"):
        english = tof_hints.reason(middle.view(seat), action, seat)
    with i18n.use("de"):
        german = tof_hints.reason(middle.view(seat), action, seat)
    assert german != english and "Coole Cops" in german
