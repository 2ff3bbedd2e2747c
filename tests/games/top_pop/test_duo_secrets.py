"""The two-player game's secrets: hands, the sevenths (seen by who laid them), the discard (by the
discarder), night cards played (by who played them) and the deck's order.

Two worlds that differ only in one hidden card are played with the same moves; the seat that may not
see the difference, and the public (None), get the same views, the same events (`GAME.events_for`)
and the same log lines in both, until the end turns every card up. Then the worlds differ for all."""

import random

from app.games.top_pop import duo_log
from app.games.top_pop.actions import Discard, Play, Seventh
from app.games.top_pop.duo_events import DuoDrawn, DuoGameEnded
from app.games.top_pop.rules import GAME
from tests.games.top_pop.test_duo_helpers import NAMES, full, new

FIRST = ["STL", "NYC", "SF", "LV", "CHI"]  # the first player's five
SECOND = ["SEA", "SEA", "SEA", "LV", "LV", "CHI:night"]  # the second player's six
STARTERS = ["NYC", "SF"]


def drawn_by(j: int, start: int = 0) -> int:
    """The seat that draws the deck option's `j`-th card (13 and on: the draws, turn about)."""
    assert 13 <= j < 33
    return start if (j - 13) % 2 == 0 else 1 - start


def deck_card(deck, seat, avoid=(), night=False):
    """The place in `deck` of a card that `seat` draws, not one of `avoid` (a night card for `night`)."""
    return next(j for j in range(13, 33) if drawn_by(j) == seat and deck[j] not in avoid
                and deck[j].endswith(":night") == night)


def worlds(deck_a, deck_b, start=0):
    return new(0, deck=deck_a, start=start), new(0, deck=deck_b, start=start)


def swapped(deck, i, j):
    other = list(deck)
    other[i], other[j] = other[j], other[i]
    return other


def _lines(events):
    return [duo_log.describe(e, NAMES) for e in events]


def compare(a, b, blind: set, seed: int, first=()):
    """Play `a` and `b` with the same random moves (after the pairs in `first`, one move for each
    world; then moves legal in both) and check, for each seat of `blind` and the public,
    that views, events and log lines are the same, up to the end's reveal. A seat that draws a card
    of `secret` leaves `blind`. Returns the events of the end in both worlds (None if the worlds
    parted before the end) and the seats still blind."""
    rng = random.Random(seed)
    blind = set(blind) | {None}
    first = list(first)
    compared = 0
    while not a.is_over:
        for seat in blind:
            assert a.view(seat) == b.view(seat), f"seat {seat}'s view tells the worlds apart"
        if first:
            move_a, move_b = first.pop(0)
        else:
            choices = [m for m in a.legal_actions() if b.is_legal(m)]
            if not choices:  # the card that differs is the only one left to play: the worlds part here
                return None, blind, compared
            move_a = move_b = rng.choice(choices)
        events_a, events_b = a.apply(move_a), b.apply(move_b)
        for mine, theirs in zip(events_a, events_b):
            if isinstance(mine, DuoDrawn) and mine != theirs:
                blind.discard(mine.player)  # it drew the card that differs: it knows now
        cut_a = next((i for i, e in enumerate(events_a) if isinstance(e, DuoGameEnded)), len(events_a))
        cut_b = next((i for i, e in enumerate(events_b) if isinstance(e, DuoGameEnded)), len(events_b))
        for seat in blind:
            seen_a, seen_b = GAME.events_for(events_a[:cut_a], seat), GAME.events_for(events_b[:cut_b], seat)
            assert seen_a == seen_b, f"seat {seat}'s events tell the worlds apart"
            assert _lines(seen_a) == _lines(seen_b), f"seat {seat}'s log tells the worlds apart"
        compared += 1
        if a.is_over:
            return (events_a[cut_a:], events_b[cut_b:]), blind, compared
    return None, blind, compared


def test_a_hand_card_is_seen_only_by_its_holder():
    deck = full(FIRST + SECOND + STARTERS, seed=1)
    # the first player's STL and a card the first player draws later trade places
    j = deck_card(deck, 0, avoid=("STL",))
    a, b = worlds(deck, swapped(deck, 0, j))
    assert a.view(0) != b.view(0), "the holder sees its own hand"
    end, blind, compared = compare(a, b, {1}, seed=3)
    assert 1 in blind and compared > 10


def test_a_seventh_is_seen_only_by_the_player_who_laid_it_until_the_end():
    deck = full(FIRST + SECOND + STARTERS, seed=2)
    j = deck_card(deck, 1, avoid=("SEA",))  # a card the second player draws, not a Seattle card
    a, b = worlds(deck, swapped(deck, 6, j))  # the second player's second SEA and that card trade places
    other = deck[j]
    first = [(Seventh("SEA", 0), Seventh("SEA", 0)), (Seventh("SEA", 1), Seventh(other, 1))]
    # from then on, neither world's hidden card is ever played: compare up to the end
    end, blind, compared = compare(a, b, {0}, seed=5, first=first)
    assert 0 in blind and end is not None, "the worlds were compared to the end"
    assert a.view(0)["sevenths"][1] == {"by": 1, "card": "SEA"} and b.view(0)["sevenths"][1]["card"] == other
    assert GAME.events_for(end[0], 0) != GAME.events_for(end[1], 0), "the end reveals the sevenths"


def test_the_discard_is_seen_only_by_the_discarder_until_the_end():
    deck = full(FIRST + SECOND + STARTERS, seed=4)
    j = deck_card(deck, 1, avoid=("LV",))
    a, b = worlds(deck, swapped(deck, 8, j))  # the second player's first LV and a deck card trade places
    other = deck[j]
    first = [(Discard("LV"), Discard(other))]
    end, blind, compared = compare(a, b, {0}, seed=6, first=first)
    assert 0 in blind and end is not None, "the worlds were compared to the end"
    assert a.view(0)["discard"] == {"by": 1, "card": "LV"} and b.view(0)["discard"] == {"by": 1, "card": other}


def test_a_night_card_played_is_seen_only_by_its_player_until_the_end():
    deck = full(FIRST + SECOND + STARTERS + ["STL", "SEA:night"], seed=7)
    j = deck_card(deck, 1, night=True)  # another night card, drawn by the second player
    assert j == 14
    night = deck[j]
    a, b = worlds(deck, swapped(deck, 10, j))  # the second player's CHI:night and that night card
    setup = [(m, m) for m in (Seventh("SEA", 0), Seventh("SEA", 1), Discard("SEA"), Seventh("STL", 2),
                              Seventh("NYC", 3), Play("SF", 2))]
    first = setup + [(Play("CHI:night", 3), Play(night, 3))]
    end, blind, compared = compare(a, b, {0}, seed=8, first=first)
    assert 0 in blind and end is not None, "the worlds were compared to the end"
    assert a.view(0)["columns"][3][0] == {"card": "CHI:night", "night": True, "by": 1}
    assert b.view(0)["columns"][3][0] == {"card": night, "night": True, "by": 1}


def test_what_the_other_seat_sees_of_a_seventh_a_discard_and_a_night_card_before_the_end():
    deck = full(FIRST + SECOND + STARTERS, seed=12)
    state = new(0, deck=deck, start=0)
    for move in (Seventh("SEA", 0), Discard("LV"), Seventh("CHI:night", 1), Seventh("STL", 2), Seventh("NYC", 3)):
        state.apply(move)
    state.apply(Play("SF", 2))
    events = state.apply(Play("LV", 0))
    assert state.view(0)["sevenths"][:2] == [{"by": 1, "card": None}] * 2
    assert state.view(1)["sevenths"][:2] == [{"by": 1, "card": "SEA"}, {"by": 1, "card": "CHI:night"}]
    assert state.view(1)["sevenths"][2:] == [{"by": 0, "card": None}] * 2
    assert state.view(None)["sevenths"] == [{"by": b, "card": None} for b in (1, 1, 0, 0)]
    assert state.view(0)["discard"] == {"by": 1, "card": None} == state.view(None)["discard"]
    assert state.view(1)["discard"] == {"by": 1, "card": "LV"}
    assert state.view(0)["hand"] == state.hands[0] and state.view(None)["hand"] is None
    assert state.view(0)["hands"] is None and state.view(0)["deck_count"] == 18
    drawn = events[1]
    assert isinstance(drawn, DuoDrawn) and GAME.events_for([drawn], 0) == [DuoDrawn(1, None)]
    assert GAME.events_for([drawn], 1) == [drawn]
    laid = new(0, deck=deck, start=0).apply(Seventh("SEA", 0))
    assert [duo_log.describe(e, NAMES) for e in GAME.events_for(laid, 0)] == [
        "Reggie laid a card face down as the seventh card of Cherry Comet."]
    assert [duo_log.describe(e, NAMES) for e in GAME.events_for(laid, 1)] == [
        "Reggie laid a Seattle card face down as the seventh card of Cherry Comet."]
    put = new(0, deck=deck, start=0).apply(Discard("LV"))
    assert [duo_log.describe(e, NAMES) for e in GAME.events_for(put, 0)] == ["Reggie put a card out of the game."]
    assert [duo_log.describe(e, NAMES) for e in GAME.events_for(put, 1)] == [
        "Reggie put a Las Vegas card out of the game."]


def test_the_order_of_the_deck_is_seen_by_nobody():
    deck = full(FIRST + SECOND + STARTERS, seed=9)
    i, j = 20, 30
    assert deck[i] != deck[j]
    a, b = worlds(deck, swapped(deck, i, j))
    end, blind, compared = compare(a, b, {0, 1}, seed=10)
    assert compared > 10


def test_the_end_shows_every_hidden_card_to_everyone():
    state = new(11)
    rng = random.Random(11)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    views = [state.view(s) for s in (None, 0, 1)]
    for view in views:
        assert all(s["card"] is not None for s in view["sevenths"])
        assert view["discard"]["card"] is not None
        assert all(c["card"] is not None for col in view["columns"] for c in col)
    assert views[0]["columns"] == views[1]["columns"] == views[2]["columns"]
    assert views[0]["hands"] == [list(h) for h in state.hands]
