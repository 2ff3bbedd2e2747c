"""Top 3's hints help with the bet card and never give the quiz's answer away (docs/rulings.md, "Hints"):
the hint names no order but the one the player has picked, no card, and it is the same in two worlds
whose only difference is the values printed on the table's cards; its figures are recounted here from
the same model; the bet card follows the rounds and bet cards left; German in German."""

from __future__ import annotations

import itertools

import pytest

from app.core import i18n
from app.games import hints, registry
from app.games.top3 import GAME, cards
from app.games.top3 import hints as top3_hints
from app.games.top3.actions import ADVANCE_WORDS, ORDERS, Choose, order_name

TOP3 = registry.get("top3")


def first_round(players: int, seed: int, theme: str = "metropolen"):
    state = GAME.new_state(players, seed, {"theme": theme})
    return state, state.view(0), state.legal_actions()


def picked(legal, order: str) -> list:
    """What the move builder offers once the order card `order` is picked."""
    return [a for a in legal if a.order == order]


def every_hint(view, legal) -> list:
    """The hint with nothing picked and with each order card picked."""
    return [hints.hint(TOP3, view, legal, 0, seed=3)] + [
        hints.hint(TOP3, view, legal, 0, seed=3, begun=picked(legal, o)) for o in ORDERS]


@pytest.mark.parametrize("players, seed, theme", [(2, 0, "metropolen"), (3, 3, "metropolen"), (4, 2, "films")])
def test_two_worlds_that_differ_only_in_the_cards_values_get_the_same_hint(monkeypatch, players, seed, theme):
    state, view, legal = first_round(players, seed, theme)
    before = [(h.action, h.sentence) for h in every_hint(view, legal)]
    table = [cards.card(theme, c) for c in state.table]
    values = [c.values[state.category] for c in table]
    assert len(set(values)) == 3
    for shuffled in itertools.permutations(values):
        if list(shuffled) == values:
            continue
        for card, value in zip(table, shuffled):  # the same cards, printed with other values
            monkeypatch.setitem(card.values, state.category, value)
        assert state.view(0) == view  # nothing the seat sees has changed
        assert [(h.action, h.sentence) for h in every_hint(view, legal)] == before


@pytest.mark.parametrize("players, seed", [(2, 0), (2, 5), (3, 4), (4, 1)])
def test_the_hint_names_no_card_and_no_order_but_the_players_own(players, seed):
    state, view, legal = first_round(players, seed)
    alone = hints.hint(TOP3, view, legal, 0, seed=3)
    assert alone.action is None  # nothing to ring until the player has picked an order card
    assert alone.sentence.startswith("Pick the order you believe in (a hint never gives the answer away).")
    for sentence in [alone.sentence] + [hints.hint(TOP3, view, legal, 0, begun=picked(legal, o)).sentence
                                        for o in ORDERS]:
        assert not any(name in sentence for name in view["names"]), sentence
    bets = set()
    for order in ORDERS:
        found = hints.hint(TOP3, view, legal, 0, begun=picked(legal, order))
        assert found.action.order == order and found.action in legal
        assert [o for o in ORDERS if order_name(o) in found.sentence] == [order], found.sentence
        bets.add(found.action.advance)
    assert len(bets) == 1  # which order is picked changes nothing: the hint says nothing of the right one


def test_the_figures_are_the_models_and_the_bet_card_follows_the_rounds_left():
    state, view, legal = first_round(3, 4)
    seen = top3_hints.worlds(view, 0)
    odds = top3_hints.chances(seen, 3)
    assert abs(sum(seen.values()) - 1) < 1e-9 and 0 < odds[None] < 1
    found = hints.hint(TOP3, view, legal, 0, begun=picked(legal, "213"))
    best = round(100 * max(odds[a] for a in ("everyone", "only_me", "nobody")))
    assert found.action == Choose("213")
    assert found.sentence == f"Lay 2-1-3 without a bet card: no bet card pays often enough yet (at best {best}% here): keep them."
    view["round"] = view["rounds"]  # the last round: a bet card kept is wasted
    last = hints.hint(TOP3, view, legal, 0, begun=picked(legal, "213"))
    bet = last.action.advance
    assert bet is not None
    assert last.sentence.startswith(f"Lay 2-1-3 with “{ADVANCE_WORDS[bet]}”: you hold 3 bet cards for the 1 round "
                                    "left, so lay one now; it pays when ")
    assert f"about {round(100 * top3_hints.chances(top3_hints.worlds(view, 0), 3)[bet])}% of the time here" in last.sentence


def test_with_no_bet_card_left_the_order_alone():
    state = GAME.new_state(2, 0, {"theme": "metropolen"})
    state.used[0], state.advances[0] = list(state.advances[0]), []
    view, legal = state.view(0), state.legal_actions()
    assert hints.hint(TOP3, view, legal, 0).action is None
    found = hints.hint(TOP3, view, legal, 0, begun=picked(legal, "132"))
    assert found.action == Choose("132")
    assert found.sentence == "Lay 1-3-2: a hint never gives the answer away, and you have no bet card left."


def test_what_another_seat_chose_does_not_change_the_hint():
    state = GAME.new_state(3, 2, {"theme": "films"})
    state.apply(Choose("321", "only_me"))  # seat 0 chose, face down: seat 1 is to choose
    legal = state.legal_actions()
    expected = [hints.hint(TOP3, state.view(1), legal, 1, seed=3, begun=b).sentence
                for b in (None, [a for a in legal if a.order == "123"])]
    variants = state.hidden_variants(1)
    assert len(variants) >= 3
    for variant in variants:
        assert [hints.hint(TOP3, variant.view(1), variant.legal_actions(), 1, seed=3, begun=b).sentence
                for b in (None, [a for a in legal if a.order == "123"])] == expected


def test_every_sentence_is_german_in_german():
    state, view, legal = first_round(2, 0)
    for rnd in (1, view["rounds"]):
        view["round"] = rnd
        for begun in (None, picked(legal, "312")):
            english = hints.hint(TOP3, view, legal, 0, begun=begun).sentence
            with i18n.use("de"):
                german = hints.hint(TOP3, view, legal, 0, begun=begun).sentence
            assert german != english and german.strip()
            assert not any(word in german for word in (" the ", " you ", " card ", " bet ")), german
            assert sorted(c for c in german if c.isdigit()) == sorted(c for c in english if c.isdigit())
