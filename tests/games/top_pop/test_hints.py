"""Top Pop's hints (app/games/top_pop/hints.py): for every kind of decision, in the standard and the
two-player game, a position in which the Hard bot (through app.games.hints.hint) chooses a move of
that kind, and the sentence names the right figures, worked out here from the table by hand; the
sentence reads nothing the seat cannot see (positions that differ only in hidden cards give the same
sentence)."""

from __future__ import annotations

from collections import Counter

import pytest

from app.core import i18n
from app.games import hints, registry
from app.games.top_pop import cards
from app.games.top_pop import hints as pop_hints
from app.games.top_pop.actions import Discard, Done, Place, Play, Seventh, Stack, Take
from app.games.top_pop.rules import GAME
from tests.games.top_pop.test_standard_helpers import full_deck
from tests.support import lesson_checks

POP = registry.get("top_pop")
RED, BLUE, YELLOW = 0, 1, 2
#: the hands of seats 0, 1 and 2 (the 3rd player has four and keeps one in front of itself), then draws
HANDS = ["NYC", "CHI", "SF", "LV", "NYC", "STL", "SF", "SF", "LV", "CHI", "STL", "LV", "CHI"]


def standard():
    return GAME.new_state(3, 4, {"start": 0, "variant": "standard", "deck": full_deck(HANDS, 3)})


def ask(state, keep=lambda a: True):
    """The hint for the seat to move, the Hard bot choosing among the legal moves `keep` accepts."""
    seat = state.current_player
    legal = [a for a in state.legal_actions() if keep(a)]
    assert legal, "the position offers no such move"
    with i18n.use("en"):
        found = hints.hint(POP, state.view(seat), legal, seat, seed=2)
    assert found.action in legal and state.is_legal(found.action)
    same_for_hidden(state, found.action, found.sentence)
    return found.action, found.sentence, state.view(seat)


def same_for_hidden(state, action, sentence):
    lesson_checks.same_for_hidden(state, pop_hints.reason, action, sentence)


def first_card_points(pile: Counter, city: str) -> int:
    """Points a card of `city` adds to a pile nobody else competes with: 2 a card for the majority,
    2 for each further city."""
    def points(p):
        kinds = sum(1 for n in p.values() if n)
        return sum(2 * n for n in p.values()) + (2 * (kinds - 1) if kinds > 1 else 0)
    return points(pile + Counter({city: 1})) - points(pile)


def at_seat_zero_step(step: str):
    """Seat 2 keeps its set-up card (a San Francisco) in front of itself; seat 0 is at `step`."""
    state = standard()
    state.apply(Place("SF", 2))
    assert state.current_player == 0 and state.step == "place"
    if step in ("take", "stack"):
        state.apply(Place("NYC", 1))
    if step == "stack":
        state.apply(Take(RED))
    assert state.step == step
    return state


def test_set_up_card_kept_in_front_of_oneself():
    state = standard()
    action, sentence, view = ask(state)
    assert isinstance(action, Place) and action.seat == 2 and view["phase"] == "setup"
    points = first_card_points(Counter(), cards.city(action.card))
    assert sentence == f"Keep {cards.card_name(action.card)} in front of you: winning it would add {points} points to your score now."


def test_card_placed_in_front_of_another_player_brings_a_cap():
    state = at_seat_zero_step("place")
    action, sentence, view = ask(state, lambda a: isinstance(a, Place) and a.seat != 0)
    colour = cards.colour_word(action.seat)
    assert f"in front of {{p{action.seat}}}: you take a {colour} cap for it;" in sentence
    assert "the card is worth 2 points to you and 2 to {p1}." in sentence  # nobody has won a card yet


def test_card_placed_in_front_of_oneself():
    state = at_seat_zero_step("place")
    action, sentence, view = ask(state, lambda a: isinstance(a, Place) and a.seat == 0)
    assert sentence.startswith(f"Place {cards.card_name(action.card)} in front of yourself: whoever else wins it")


def test_a_cap_of_ones_own_colour():
    state = at_seat_zero_step("take")
    action, sentence, view = ask(state, lambda a: a == Take(RED))
    have = view["supply"][0].get(RED, 0)
    assert sentence == f"Take a red cap: your own colour goes on top of every stack, and you have {have}."


def test_a_cap_of_the_colour_a_stack_must_hold():
    """Seat 0 leads on seat 2's San Francisco: seat 1's stack there needs a red cap."""
    state = at_seat_zero_step("stack")
    state.apply(Stack(2, 0, (RED,)))
    while state.current_player == 0:
        state.apply(Done())
    state.apply(next(a for a in state.legal_actions() if isinstance(a, Place)))
    assert state.current_player == 1 and state.step == "take"
    action, sentence, view = ask(state, lambda a: a == Take(RED))
    points = first_card_points(Counter(), "SF")
    assert sentence == (f"Take a red cap: a stack on a San Francisco card in front of {{p2}} must hold one, "
                        f"and winning it would add {points} points to your score.")


def test_a_stack_that_tops_a_card():
    state = at_seat_zero_step("stack")
    action, sentence, view = ask(state, lambda a: isinstance(a, Stack))
    front = view["fronts"][action.seat][action.card]
    assert not front["stacks"] and sentence.startswith(f"Stack {len(action.caps)} cap")
    assert f"{cards.card_name(front['card'])} in front of" in sentence
    assert f"it is the only stack there, and winning it would add {first_card_points(Counter(), cards.city(front['card']))} points" in sentence


def test_stopping_to_stack_keeps_the_caps():
    state = at_seat_zero_step("stack")
    action, sentence, view = ask(state, lambda a: isinstance(a, Done))
    assert action == Done()
    assert f"you keep your {sum(view['supply'][0].values())} caps for later turns." in sentence


# ---- the two-player game ------------------------------------------------------------------------
def duo(seed: int = 3):
    return GAME.new_state(2, seed, {"start": 0, "variant": "two_player"})


def company_points(columns: list[list[str]]) -> list[int]:
    """The companies scored like players from the known cards of their columns."""
    piles = [Counter(cards.city(c) for c in col if c is not None) for col in columns]
    out = []
    for k, p in enumerate(piles):
        pts = 0
        for c, n in p.items():
            best = max(q.get(c, 0) for q in piles)
            if n == best:
                pts += n * (2 if sum(1 for q in piles if q.get(c, 0) == best) == 1 else 1)
        kinds = len(p)
        out.append(pts + (2 * (kinds - 1) if kinds > 1 else 0))
    return out


def test_duo_seventh_card():
    state = duo()
    action, sentence, view = ask(state)
    assert isinstance(action, Seventh)
    columns = [[e["card"] for e in col] for col in view["columns"]]
    before = company_points(columns)[action.company]
    columns[action.company].append(action.card)
    gain = company_points(columns)[action.company] - before
    company = cards.company_name(action.company)
    assert sentence.startswith(f"Lay {cards.card_name(action.card)} face down as {company}'s seventh card: "
                               f"it adds {gain} point")


def test_duo_discard():
    state = duo()
    while not any(isinstance(a, Discard) for a in state.legal_actions()):
        state.apply(state.legal_actions()[0])
    action, sentence, view = ask(state, lambda a: isinstance(a, Discard))  # the second player's choice of card
    n = sum(1 for c in view["hand"] if cards.city(c) == cards.city(action.card))
    assert sentence.startswith(f"Put {cards.card_name(action.card)} out of the game: you hold {n} card")
    assert cards.city_name(action.card) in sentence


def test_duo_play():
    state = duo()
    while state.phase == "setup":
        state.apply(state.legal_actions()[0])
    action, sentence, view = ask(state)
    assert isinstance(action, Play)
    columns = [[e["card"] for e in col] for col in view["columns"]]
    before = company_points(columns)[action.company]
    columns[action.company].append(action.card)
    after = company_points(columns)[action.company]
    company = cards.company_name(action.company)
    pay = view["next_pay"][action.company]
    assert sentence == (f"Play {cards.card_name(action.card)} to {company}: it pays you {pay} caps, and {company} "
                        f"goes from {before} to {after} points.")


def test_every_action_type_has_a_sentence_in_german():
    state = at_seat_zero_step("stack")
    seat = state.current_player
    for action in (Done(), state.legal_actions()[0]):
        with i18n.use("en"):
            english = pop_hints.reason(state.view(seat), action, seat)
        with i18n.use("de"):
            german = pop_hints.reason(state.view(seat), action, seat)
        assert german != english
