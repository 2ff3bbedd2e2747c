"""Undo's reveals (app/core/reveals.py, `Journal.revealed`) checked against an oracle that knows nothing
of the events' visibility: what each seat's VIEWS show (issue 25, point 3: a card laid face up from a
hand must count as a reveal, or a human could lay a card, watch a computer lay one, undo, repeat).

The oracle, per seat `s` and per move:

- *new code*: a card code that was never in `state.view(s)` (nor in the events `s` was shown) appears
  in the view after the move, or in the events shown to `s`;
- *new copy*: a card code shows in more copies in `view(s)` after the move than before it (another
  copy of a code the seat had already seen: several cards share a code, "5:AA", "NYC").

Whenever the oracle says a move showed some seat something new, the journal must say the move
revealed something (no false negatives). Moves the journal calls revealed while the oracle saw nothing
(false positives: allowed, they only make undo stricter) are counted and printed by event kind.
Top 3's secrets are orders and bet cards, not cards: there a choice alone never reveals, the reveal
always does. No Qt."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from functools import lru_cache
from typing import Any, Callable

import pytest

from app.games import registry
from app.session.journal import Journal

# Knowledge (app/core/reveals.py) keeps what is hidden from a seat as a SET of values: once a seat
# sees one copy of a code (its own "5:AA", a first "NYC" placed), another seat's copy of that code
# is no longer hidden from it, and laying that copy face up from a hand is not counted as a reveal.
# Flip to False once reveals.py counts copies: the strict xfails below then fail and must go.
COPIES_LEAK = False
COPIES_REASON = ("Knowledge forgets a hidden copy of a code once the seat saw another copy of it: "
                 "another copy laid face up from a hand is not a reveal (peek and undo)")


# ---- the oracle ------------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def card_test(game_id: str, theme: str = "") -> Callable[[str], bool]:
    """Whether a string is a card code of `game_id` (Top 3: a card id of either deck)."""
    if game_id == "top_oder_flop":
        from app.games.top_oder_flop import cards

        return lambda text: text in cards.CONTENTS
    if game_id == "top_pop":
        from app.games.top_pop import cards

        return cards.is_card
    if game_id == "top3":
        from app.games.top3 import cards

        ids = frozenset(i for t in cards.THEMES for i in cards.ids(t))
        return ids.__contains__
    raise ValueError(game_id)


def codes_in(obj: Any, is_card: Callable[[str], bool], out: Counter | None = None) -> Counter:
    """The card codes among the values of `obj` (a view, an event, a list of them), with their copies.
    Dict keys are names (films, cities' powers, seats), not cards: only values are walked."""
    out = Counter() if out is None else out
    if isinstance(obj, str):
        if is_card(obj):
            out[obj] += 1
    elif isinstance(obj, dict):
        for value in obj.values():
            codes_in(value, is_card, out)
    elif isinstance(obj, (list, tuple)):
        for value in obj:
            codes_in(value, is_card, out)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):
            codes_in(getattr(obj, f.name), is_card, out)
    return out


@dataclasses.dataclass
class Step:
    """What the oracle saw of one move: seat -> the codes new to it, and the codes shown in more copies."""

    new_codes: dict[int, set[str]]
    new_copies: dict[int, set[str]]


class ViewOracle:
    """What each seat of a game has seen, read from its views (and the events it was shown)."""

    def __init__(self, game: Any, state: Any) -> None:
        assert not state.history, "the oracle starts at the set-up"
        self.game, self.players = game, state.num_players
        self.is_card = card_test(game.id)
        self.seen: list[set[str]] = []
        self.copies: list[Counter] = []
        for seat in range(self.players):
            view = codes_in(state.view(seat), self.is_card)
            shown = codes_in(game.events_for(state.setup_events, seat), self.is_card)
            self.seen.append(set(view) | set(shown))
            self.copies.append(view)

    def step(self, state: Any, events: list) -> Step:
        """Take in one move (`events`, `state` after it)."""
        new_codes, new_copies = {}, {}
        for seat in range(self.players):
            view = codes_in(state.view(seat), self.is_card)
            shown = codes_in(self.game.events_for(events, seat), self.is_card)
            fresh = (set(view) | set(shown)) - self.seen[seat]
            more = {code for code, n in view.items() if n > self.copies[seat][code]}
            self.seen[seat] |= set(view) | set(shown)
            self.copies[seat] = view
            if fresh:
                new_codes[seat] = fresh
            if more:
                new_copies[seat] = more
        return Step(new_codes, new_copies)


# ---- random games ----------------------------------------------------------------------------------
@dataclasses.dataclass
class Move:
    number: int  # 1-based in the history
    actor: int
    action: Any
    events: list
    revealed: bool
    seen: Step


def kinds(events) -> str:
    return "+".join(sorted({e.TYPE for e in events}))


@lru_cache(maxsize=None)
def random_game(game_id: str, players: int, seed: int, options: tuple = ()) -> tuple[Move, ...]:
    """A game of seeded random legal moves, with the journal's verdict and the oracle's for each move."""
    game = registry.get(game_id)
    state = game.new_state(players, seed, dict(options))
    journal = Journal(state.setup_events, game, state)
    oracle = ViewOracle(game, state)
    rng = random.Random(f"{game_id}/{players}/{seed}/{options}")
    moves = []
    while not state.is_over:
        actor = state.current_player
        action = rng.choice(state.legal_actions())
        events = state.apply(action, seat=actor)
        journal.record(actor, events, action, state)
        moves.append(Move(len(state.history), actor, action, events, journal.revealed[-1],
                          oracle.step(state, events)))
    # the journal rebuilt from the moves (loaded games, undo) says the same
    assert Journal.rebuild(game, state).revealed == journal.revealed
    return tuple(moves)


#: (game, players, options): every game with cards in hands, each player count, Top Pop's ways to play
CONFIGS = (
    [("top_oder_flop", n, ()) for n in range(2, 6)]
    + [("top_pop", n, opts) for n in range(2, 6)
       for opts in ((), (("city_powers", True),), (("variant", "lite"),),
                    (("variant", "lite"), ("city_powers", True)))]
    + [("top_pop", 2, (("variant", "two_player"),))]
    + [("top3", n, opts) for n in range(2, 5) for opts in ((), (("theme", "films"),))]
)
SEEDS = range(4)


def _name(config) -> str:
    game_id, n, opts = config
    return f"{game_id}-{n}p" + "".join(f"-{k}={v}" for k, v in opts)


def false_positives(moves) -> Counter:
    """Moves the journal calls revealed while the oracle saw nothing new, by the kinds of their events
    (those declaring REVEALS marked with a star)."""
    found = Counter()
    for m in moves:
        if m.revealed and not m.seen.new_codes and not m.seen.new_copies:
            found["+".join(sorted({e.TYPE + ("*" if getattr(e, "REVEALS", False) else "") for e in m.events}))] += 1
    return found


@pytest.mark.parametrize("config", CONFIGS, ids=_name)
def test_a_card_code_new_to_a_seat_is_always_a_reveal(config):
    game_id, players, opts = config
    moves = revealed = 0
    misses, positives = [], Counter()
    for seed in SEEDS:
        game = random_game(game_id, players, seed, opts)
        moves += len(game)
        revealed += sum(m.revealed for m in game)
        positives += false_positives(game)
        misses += [(seed, m.number, m.actor, m.action, m.events, m.seen.new_codes)
                   for m in game if m.seen.new_codes and not m.revealed]
    print(f"\n{_name(config)}: {moves} moves, {revealed} revealed, {sum(positives.values())} revealed with "
          f"nothing new in any view; by event kinds (* declares REVEALS): {dict(positives.most_common())}")
    assert not misses, "a seat saw a new card code, but the move was not a reveal:\n" + "\n".join(map(repr, misses[:5]))


@pytest.mark.xfail(COPIES_LEAK, strict=True, reason=COPIES_REASON)
def test_another_copy_of_a_code_shown_to_a_seat_is_a_reveal():
    misses: list = []
    for config in CONFIGS:
        found = Counter()
        for seed in SEEDS:
            for m in random_game(*config[:2], seed, config[2]):
                if m.seen.new_copies and not m.revealed:
                    found[kinds(m.events)] += 1
                    misses.append((_name(config), seed, m.number, m.actor, m.action, m.events, m.seen.new_copies))
        if found:
            print(f"\n{_name(config)}: {sum(found.values())} moves showed another copy unnoticed: {dict(found)}")
    assert not misses, ("a seat saw another copy of a card code, but the move was not a reveal:\n"
                        + "\n".join(map(repr, misses[:5])))


# ---- the smallest cases of the copy leak -----------------------------------------------------------
@pytest.mark.xfail(COPIES_LEAK, strict=True, reason=COPIES_REASON)
def test_top_oder_flop_a_card_laid_face_up_that_the_other_seat_also_holds_is_a_reveal():
    from app.games.top_oder_flop.actions import Personal

    game = registry.get("top_oder_flop")
    mine = ["5:AA", "1:RR/CC", "2:TT/DD", "3:AA/RR", "4:DD/CC", "+3:up", "-3:down", "2:AA/CC"]
    for theirs, holds_it in ((["5:DD"], False), (["5:AA"], True)):
        theirs = theirs + ["1:TT/CC", "2:RR/DD", "3:TT/RR", "4:AA/DD", "+3:down", "-3:move", "5:CC"]
        state = game.new_state(2, 1, {"start": 0, "deck": mine + theirs})
        journal = Journal(state.setup_events, game, state)
        opening = Personal(card="5:AA", film="AA")  # seat 0's opening card, face up from the hand
        journal.record(0, state.apply(opening, seat=0), opening, state)
        assert journal.revealed == [True], f"seat 1 holds a 5:AA too: {holds_it}"


@pytest.mark.xfail(COPIES_LEAK, strict=True, reason=COPIES_REASON)
def test_top_pop_a_second_copy_placed_from_a_hand_is_a_reveal():
    from app.games.top_pop.actions import Done, Place

    game = registry.get("top_pop")
    # seat 0 holds LV, SF, LV; seat 1 NYC, SF, STL; seat 0 draws the NYC on top of the deck
    state = game.new_state(2, 1, {"start": 0, "deck": ["LV", "SF", "LV", "NYC", "SF", "STL", "NYC"]})
    journal = Journal(state.setup_events, game, state)
    script = {0: Place(card="LV", seat=0), 1: Place(card="NYC", seat=0)}
    placed = []
    while len(placed) < 3:
        actor, legal = state.current_player, state.legal_actions()
        action = script[actor] if script[actor] in legal else Done() if Done() in legal else next(
            a for a in legal if not isinstance(a, Place))
        journal.record(actor, state.apply(action, seat=actor), action, state)
        if isinstance(action, Place):
            placed.append((actor, action.card, journal.revealed[-1]))
    # the first LV shows seat 1 a card of seat 0's hand; seat 1's NYC shows seat 0 one (seat 0 drew its
    # own NYC, another card); seat 0's second LV shows seat 1 another card of seat 0's hand
    assert placed == [(0, "LV", True), (1, "NYC", True), (0, "LV", True)]


# ---- Top 3: orders and bet cards ---------------------------------------------------------------------
@pytest.mark.parametrize("players", range(2, 5))
def test_top3_a_choice_alone_never_reveals_and_the_reveal_always_does(players):
    choices = reveals = 0
    for seed in SEEDS:
        for opts in ((), (("theme", "films"),)):
            for m in random_game("top3", players, seed, opts):
                types = {e.TYPE for e in m.events}
                if types == {"chose"}:
                    choices += 1
                    assert not m.revealed, (seed, m.number, m.events)
                if "revealed" in types:
                    reveals += 1
                    assert m.revealed, (seed, m.number, m.events)
    print(f"\ntop3-{players}p: {choices} choices alone (never revealed), {reveals} reveals (always revealed)")
    assert choices and reveals
