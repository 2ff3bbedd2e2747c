"""The bots' playout models (search.py for standard and lite, duo_search.py for the two-player game):
a world made from a view shows exactly what the view shows and deals only cards the seat cannot see;
with the hidden cards put back as they really are, one move in the model leaves the same public
position as the same move in the rules (so Hard's playouts play Top Pop, not another game)."""

from __future__ import annotations

import random
from collections import Counter

from app.core import Rng
from app.games.top_pop import bots, cards, duo_search, search
from app.games.top_pop.rules import GAME

STANDARD_TABLES = [(2, {}), (3, {"city_powers": True}), (4, {}), (5, {"city_powers": True}),
                   (3, {"variant": "lite"}), (5, {"variant": "lite", "city_powers": True})]
DUO = (2, {"variant": "two_player"})


def positions(tables, games_each: int = 2, every: int = 2, seed: int = 0, levels=("normal", "easy")):
    """(state, seat to move, its action) along seeded games of Normal and Easy bots."""
    for t, (players, options) in enumerate(tables):
        for g in range(games_each):
            state = GAME.new_state(players, seed + 97 * t + g, dict(options))
            table = [bots.make_bot(levels[(s + g) % len(levels)], s, g) for s in range(players)]
            k = 0
            while not state.is_over:
                seat = state.current_player
                action = table[seat].choose(state.view(seat), state.legal_actions())
                if k % every == 0:
                    yield state, seat, action
                state.apply(action)
                k += 1


# ---- standard and lite ---------------------------------------------------------------------------
def public(view: dict) -> dict:
    return {"stacks": [[e["stacks"] for e in f] for f in view["fronts"]],
            "nights": [[e["night"] for e in f] for f in view["fronts"]],
            "supply": [{k: v for k, v in s.items() if v} for s in view["supply"]],
            "middle": {k: v for k, v in view["middle"].items() if v}, "won": view["won_counts"],
            "turn": view["current_player"], "step": None if view["is_over"] else view["step"],
            "final": view["final_round"], "deck": view["deck_count"], "hands": view["hand_counts"],
            "powers": view["powers"]}


def public_world(w: search.World) -> dict:
    return {"stacks": [[st for _, st in f] for f in w.fronts],
            "nights": [[cards.is_night(code) for code, _ in f] for f in w.fronts],
            "supply": [{k: v for k, v in enumerate(s) if v} for s in w.supply],
            "middle": {k: v for k, v in enumerate(w.middle) if v}, "won": [len(x) for x in w.won],
            "turn": None if w.over else w.turn, "step": None if w.over else ("place" if w.step == "setup" else w.step),
            "final": w.final, "deck": len(w.deck), "hands": [len(h) for h in w.hands],
            "powers": {c: w.power[search.CITY_INDEX[c]] for c in cards.CITIES if search.CITY_INDEX[c] in w.power}
            if w.power is not None else None}


def test_a_standard_world_shows_what_the_view_shows_and_deals_only_unseen_cards():
    checked = Counter()
    for state, seat, _ in positions(STANDARD_TABLES, every=3):
        view = state.view(seat)
        for k in range(2):
            w = search.world_from_view(view, Rng(k))
            assert public_world(w) == public(view)
            assert w.hands[seat] == view["hand"]
            for s, f in enumerate(view["fronts"]):
                for e, (code, _) in zip(f, w.fronts[s]):
                    assert code == e["card"] if e["card"] is not None else cards.is_night(code)
            for shown, dealt in zip(view["won"], w.won):
                assert all(c == d if c is not None else cards.is_night(d) for c, d in zip(shown, dealt))
            everything = Counter(c for h in w.hands for c in h) + Counter(w.deck) + Counter(
                code for f in w.fronts for code, _ in f) + Counter(c for p in w.won for c in p)
            assert not everything - cards.contents(state.num_players, state.variant)
            checked[view["variant"]] += 1
        checked["hidden"] += any(e["card"] is None for f in view["fronts"] for e in f)
    assert checked["standard"] > 100 and checked["lite"] > 40 and checked["hidden"] > 20, checked


def exact_world(state, seat: int) -> search.World:
    """The model of `state` with every hidden card as it really is."""
    w = search.world_from_view(state.view(seat), Rng(0))
    for s, row in enumerate(state.fronts):
        for j, front in enumerate(row):
            w.fronts[s][j][0] = front.card
    w.won = [list(p) for p in state.won]
    w.hands = [list(h) for h in state.hands]
    w.deck = list(state.deck)
    return w


def test_the_standard_model_moves_as_the_rules_do():
    compared = Counter()
    for state, seat, action in positions(STANDARD_TABLES, every=1, seed=40):
        w = exact_world(state, seat)
        search.apply_move(w, bots._move_of(action))
        after = state.clone()
        after.apply(action)
        view = after.view(None)
        got = public_world(w)
        if w.over:  # the model does not put the hands back at the end
            got["hands"] = view["hand_counts"]
        assert got == public(view), (action, len(state.history))
        if not w.over:
            assert w.hands[seat] == after.hands[seat] or w.step == "setup"
        compared[action.TYPE] += 1
    assert min(compared[t] for t in ("place", "take", "stack", "done")) > 50, compared


# ---- the two-player game ------------------------------------------------------------------------
def duo_public(view: dict) -> dict:
    return {"played": [sum(e["by"] is not None for e in col) for col in view["columns"]],
            "sevenths": [s is not None for s in view["sevenths"]],
            "caps": [{k: v for k, v in c.items() if v} for c in view["caps"]], "turn": view["current_player"],
            "phase": view["phase"], "deck": view["deck_count"], "hands": view["hand_counts"]}


def duo_public_world(w: duo_search.DuoWorld) -> dict:
    return {"played": list(w.played), "sevenths": [s is not False for s in w.sevenths],
            "caps": [{k: v for k, v in enumerate(c) if v} for c in w.caps], "turn": None if w.over else w.turn,
            "phase": w.phase, "deck": len(w.deck), "hands": [len(h) for h in w.hands]}


def test_a_two_player_world_shows_what_the_view_shows():
    checked = 0
    for state, seat, _ in positions([DUO], games_each=6, every=2):
        view = state.view(seat)
        w = duo_search.world_from_view(view, random.Random(checked))
        assert duo_public_world(w) == duo_public(view)
        assert w.hands[seat] == view["hand"]
        for col, dealt in zip(view["columns"], w.columns):
            assert all(e["card"] == d if e["card"] is not None else cards.is_night(d) for e, d in zip(col, dealt))
        everything = Counter(c for h in w.hands for c in h) + Counter(w.deck) + Counter(
            c for col in w.columns for c in col) + Counter(s for s in w.sevenths if s)
        assert not everything - cards.contents(2, "two_player")
        if view["discard"] and view["discard"]["card"]:
            assert everything[view["discard"]["card"]] < cards.contents(2, "two_player")[view["discard"]["card"]]
        checked += 1
    assert checked > 60


def test_the_two_player_model_moves_as_the_rules_do():
    compared = Counter()
    for state, seat, action in positions([DUO], games_each=8, every=1, seed=9):
        w = duo_search.world_from_view(state.view(seat), random.Random(0))
        w.columns = [list(c) for c in state.columns]
        w.sevenths = [s if s is not None else False for s in state.sevenths]
        w.hands = [list(h) for h in state.hands]
        w.deck = list(state.deck)
        duo_search.apply_move(w, bots._move_of(action))
        after = state.clone()
        after.apply(action)
        view = after.view(None)
        assert duo_public_world(w) == duo_public(view), (action, len(state.history))
        if w.over:
            assert w.company_points() == view["results"]["company_points"]
            assert duo_search.final_points(w) == view["results"]["totals"]
        compared[action.TYPE] += 1
    assert compared["play"] > 100 and compared["seventh"] >= 16 and compared["discard"] >= 8, compared
