"""Top oder Flop's secrets: hands, the values of face-down personal cards and the deck order.

Two worlds that differ only in one hidden card (another seat's hand card; another seat's face-down
personal card; the order of the deck) are played with the same moves; every seat that may not see the
difference gets the same views, the same events (`GAME.seen_by`) and the same log lines in both, until
the game's end reveals it. Saves round-trip, and a hand-edited save is refused in words."""

import json
import random
from collections import Counter

import pytest

from app.core import SaveFormatError
from app.games.top_oder_flop import cards, log
from app.games.top_oder_flop.events import CardDrawn, CardReplaced, GameEnded, InfluenceRevealed
from app.games.top_oder_flop.rules import GAME
from tests.games.top_oder_flop.test_rules_helpers import NAMES, act, game, play

PLAYERS = 3


def full(listed: list[str], seed: int) -> list[str]:
    """`listed` followed by the rest of the 70 cards in an order fixed by `seed`: a deck option that
    leaves nothing to the game's shuffle, so two worlds can differ in exactly one card."""
    rest = list((cards.CONTENTS - Counter(listed)).elements())
    rest.sort(key=cards.DECK.index)
    random.Random(seed).shuffle(rest)
    return list(listed) + rest


def swapped(deck: list[str], i: int, j: int) -> list[str]:
    other = list(deck)
    other[i], other[j] = other[j], other[i]
    return other


def _seen(events, seat) -> list:
    return [e for e in (GAME.seen_by(e, seat) for e in events) if e is not None]


def _lines(events) -> list:
    return [log.describe(e, NAMES) for e in events]


def compare(a, b, blind: set, secret: set, seed: int, first=None) -> dict:
    """Play `a` and `b` with the same random moves (none with a card of `secret`, whose place is
    what differs; `first`: a pair of moves, one for each world, played first) and check, for every
    seat in `blind` and for the public (None), that views, events and log lines are equal. A seat
    that draws a card of `secret` sees the difference and leaves `blind`. Stops at the end of the
    game; returns what was compared and how the end looked."""
    rng = random.Random(seed)
    blind = set(blind) | {None}
    steps = 0
    end: dict = {"events": None, "blind": blind}
    while not a.is_over:
        for seat in blind:
            assert a.view(seat) == b.view(seat), f"step {steps}: seat {seat}'s view tells the worlds apart"
        if first:
            move_a, move_b = first
            first = None
        else:
            choices = [m for m in a.legal_actions() if getattr(m, "card", None) not in secret and b.is_legal(m)]
            if not choices:  # only a card of `secret` is left to play: the worlds part here
                end["steps"] = steps
                return end
            move_a = move_b = rng.choice(choices)
        events_a, events_b = a.apply(move_a), b.apply(move_b)
        for mine, theirs in zip(of_kind(events_a, CardDrawn), of_kind(events_b, CardDrawn)):
            if mine != theirs:
                blind.discard(mine.player)  # it drew the card that differs: it knows now
        cut_a = _before_end(events_a)
        cut_b = _before_end(events_b)
        for seat in blind:
            seen_a, seen_b = _seen(events_a[:cut_a], seat), _seen(events_b[:cut_b], seat)
            assert seen_a == seen_b, f"step {steps}: seat {seat}'s events tell the worlds apart"
            assert _lines(seen_a) == _lines(seen_b), f"step {steps}: seat {seat}'s log tells the worlds apart"
        if a.is_over:
            end = {"events": (events_a[cut_a:], events_b[cut_b:]), "blind": blind}
        steps += 1
    assert b.is_over
    end["steps"] = steps
    return end


def of_kind(events, cls):
    return [e for e in events if isinstance(e, cls)]


def _before_end(events) -> int:
    return next((i for i, e in enumerate(events) if isinstance(e, GameEnded)), len(events))


# ---- two worlds --------------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_another_seats_hand_card_is_hidden_to_the_end(seed):
    """Stephan (seat 1) holds one card in one world and another in the other (the other lies deep in
    the deck): Bettina, Manuel and the public cannot tell the worlds apart, to the end of the game
    (hands are never shown, only how many cards are left)."""
    deck = full([], seed)
    x, j = deck[8 + 3], next(j for j in range(60, 70) if deck[j] != deck[11])
    y = deck[j]
    a = GAME.new_state(PLAYERS, seed, {"deck": deck, "start": 0})
    b = GAME.new_state(PLAYERS, seed, {"deck": swapped(deck, 11, j), "start": 0})
    assert x in a.hands[1] and y in b.hands[1] and a.view(1) != b.view(1)
    end = compare(a, b, blind={0, 2}, secret={x, y}, seed=seed)
    assert end["steps"] > 30
    if a.is_over:  # the end reveals the personal displays, not the hands
        for seat in end["blind"]:
            assert _seen(end["events"][0], seat) == _seen(end["events"][1], seat)
            assert a.view(seat) == b.view(seat)


# Stephan's first move: a card face down for Arabische Abenteuer, a 5 in one world, a 4 in the other
SECRET_OPENING = ["P 1:TT/RR TT", "P 1:AA/DD AA", "P 1:RR/DD RR", "P 2:TT/DD DD", "P 2:RR/CC CC", "P 2:AA/CC AA"]


@pytest.mark.parametrize("seed", [4, 5, 6])
def test_another_seats_face_down_card_is_hidden_until_the_end_reveals_it(seed):
    base = game(opening=SECRET_OPENING, later=["D 5:CC CC top", "P 5:AA AA"])
    listed = full(base.options["deck"], seed)
    j = next(k for k in range(60, 70) if listed[k] not in ("5:AA", "4:AA/TT"))
    k = listed.index("4:AA/TT")  # an unused card of the stacked deck: put it deep in the deck
    listed[k], listed[j] = listed[j], listed[k]
    i = listed.index("5:AA")
    assert 8 <= i < 16, "Stephan's 5"
    a = GAME.new_state(PLAYERS, seed, {"deck": listed, "start": 0})
    b = GAME.new_state(PLAYERS, seed, {"deck": swapped(listed, i, j), "start": 0})
    play(a, *SECRET_OPENING, "D 5:CC CC top")
    play(b, *SECRET_OPENING, "D 5:CC CC top")
    assert a.current_player == 1 and "5:AA" in a.hands[1] and "4:AA/TT" in b.hands[1]
    end = compare(a, b, blind={0, 2}, secret={"5:AA", "4:AA/TT"}, seed=seed,
                  first=(act("P 5:AA AA"), act("P 4:AA/TT AA")))
    assert a.is_over and b.is_over
    assert a.personal[1]["AA"][:2] == ["1:AA/DD", "5:AA"] and b.personal[1]["AA"][:2] == ["1:AA/DD", "4:AA/TT"]
    # the end reveals it: every seat now sees Stephan's card, and his influence
    assert a.view(0)["personal"][1]["AA"][1]["code"] == "5:AA" and b.view(0)["personal"][1]["AA"][1]["code"] == "4:AA/TT"
    revealed = [[e for e in events if isinstance(e, InfluenceRevealed) and e.player == 1 and e.film == "AA"]
                for events in end["events"]]
    assert revealed[0] != revealed[1]


def test_the_owner_sees_the_value_of_their_face_down_cards_and_the_others_see_the_film_only():
    state = game(opening=SECRET_OPENING, later=["D 5:CC CC top", "P 5:AA AA"])
    play(state, "D 5:CC CC top", "P 5:AA AA")
    own = state.view(1)
    assert own["personal"][1]["AA"] == [{"code": "1:AA/DD", "face_up": True, "known": True},
                                        {"code": "5:AA", "face_up": False, "known": False}]
    assert own["influence"] == {"AA": 6, "CC": 2}
    for seat in (0, 2, None):
        view = state.view(seat)
        assert view["personal"][1]["AA"][1] == {"code": None, "face_up": False, "known": False}
        assert view["influence"] != own["influence"]
    assert state.view(0)["influence"] == {"TT": 1, "DD": 2} and state.view(None)["influence"] is None
    assert state.view(None)["hand"] is None and state.view(0)["hand"] == state.hands[0]
    assert state.view(0)["hand_counts"] == [len(h) for h in state.hands]


@pytest.mark.parametrize("seed", [7, 8])
def test_the_order_of_the_deck_is_hidden(seed):
    """Two cards deep in the deck change places: nobody can tell until one of them is drawn, and then
    only the seat that drew it."""
    deck = full([], seed)
    i, j = 40, next(k for k in range(55, 70) if deck[k] != deck[40])
    a = GAME.new_state(PLAYERS, seed, {"deck": deck, "start": 0})
    b = GAME.new_state(PLAYERS, seed, {"deck": swapped(deck, i, j), "start": 0})
    assert a.deck != b.deck
    end = compare(a, b, blind={0, 1, 2}, secret={deck[i], deck[j]}, seed=seed)
    assert end["steps"] > 20


def test_a_card_taken_by_replacement_is_known_to_everyone():
    full_side = ["D 2:AA/TT AA top", "D 4:AA/RR AA top", "D 2:AA/DD AA top"]
    state = game(full_side, later=["D 3:AA/CC AA top 2:AA/TT TT"], opening=SECRET_OPENING)
    events = play(state, "D 3:AA/CC AA top 2:AA/TT TT")
    replaced = of_kind(events, CardReplaced)[0]
    assert replaced.face_up is False  # Bettina already has a card for Tanjas Traum
    for seat in range(PLAYERS):
        assert state.view(seat)["personal"][0]["TT"][1] == {"code": "2:AA/TT", "face_up": False, "known": True}
        assert GAME.seen_by(replaced, seat) == replaced
    # and the two-worlds hook of the rules does not count it as hidden
    for seat in (1, 2):
        for variant in state.hidden_variants(seat):
            assert variant.personal[0]["TT"][1] == "2:AA/TT"
            assert variant.view(seat) == state.view(seat)


# ---- saves -------------------------------------------------------------------------------------------
def _random_game(seed: int, moves: int | None = None):
    rng = random.Random(seed)
    state = GAME.new_state(PLAYERS, seed)
    while not state.is_over and (moves is None or len(state.history) < moves):
        state.apply(rng.choice(state.legal_actions()))
    return state, rng


def test_a_save_mid_game_loads_back_the_same_and_plays_on_the_same():
    state, rng = _random_game(11, moves=25)
    loaded = GAME.state_from_json(state.to_json())
    assert loaded == state and loaded.to_json() == state.to_json()
    for seat in (None, *range(PLAYERS)):
        assert loaded.view(seat) == state.view(seat)
    while not state.is_over:
        move = rng.choice(state.legal_actions())
        assert loaded.apply(move) == state.apply(move)
    assert loaded == state


def test_a_finished_game_loads_back_with_its_results():
    state, _rng = _random_game(12)
    assert state.is_over
    loaded = GAME.state_from_json(state.to_json())
    assert loaded == state and loaded.results == state.results and loaded.view(0) == state.view(0)


def _edited(state, edit) -> str:
    data = json.loads(state.to_json())
    edit(data)
    return json.dumps(data)


def test_a_save_with_a_card_swapped_in_a_hand_is_refused_in_words():
    state, _rng = _random_game(13, moves=20)

    def swap(data):
        hands = data["snapshot"]["hands"]
        hands[0][0], data["snapshot"]["deck"][0] = data["snapshot"]["deck"][0], hands[0][0]

    with pytest.raises(SaveFormatError) as exc:
        GAME.state_from_json(_edited(state, swap))
    assert str(exc.value) == "The saved game does not match its own list of moves; it was changed or damaged."


def test_a_save_that_peeks_at_a_face_down_card_is_refused():
    state = game(opening=SECRET_OPENING, later=["D 5:CC CC top", "P 5:AA AA"])
    play(state, "D 5:CC CC top", "P 5:AA AA")

    def peek(data):
        data["snapshot"]["known"][1]["AA"][1] = True

    with pytest.raises(SaveFormatError, match="does not match its own list of moves"):
        GAME.state_from_json(_edited(state, peek))


def test_a_save_with_a_move_altered_is_refused_in_words():
    state = game(opening=SECRET_OPENING, later=["D 5:CC CC top", "P 5:AA AA"])
    play(state, "D 5:CC CC top", "P 5:AA AA")

    def other_card(data):
        data["actions"][7]["card"] = "5:TT"

    def other_side(data):
        data["actions"][6]["side"] = "middle"

    with pytest.raises(SaveFormatError) as exc:
        GAME.state_from_json(_edited(state, other_card))
    assert str(exc.value) == "Move 8 of the saved game cannot be played: a 5 (Tanjas Traum) is not in your hand."
    with pytest.raises(SaveFormatError) as exc:
        GAME.state_from_json(_edited(state, other_side))
    assert str(exc.value) == ("Move 7 of the saved game cannot be played: "
                              "a film has a Top side and a Flop side, nothing else.")


def test_a_save_with_its_stacked_deck_changed_is_refused():
    state = game(opening=SECRET_OPENING, later=["D 5:CC CC top"])
    play(state, "D 5:CC CC top")

    def reorder(data):
        deck = data["options"]["deck"]
        deck[0], deck[8] = deck[8], deck[0]

    with pytest.raises(SaveFormatError, match="Move 1 of the saved game cannot be played"):
        GAME.state_from_json(_edited(state, reorder))
