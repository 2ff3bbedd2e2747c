"""Random play over every registered game (in the manner of OpenSpiel's games_sim_test).

Many seeded games of random legal actions. At every step: the clone equals the state; the state's
JSON loads back to an equal state (every step early on, then every few steps: loading replays the
whole game); a random illegal action (a garbage dict, a changed legal action, an action from another
phase) is refused with IllegalAction and changes nothing; the game's own invariant hook
(`check_invariants()`, app/core/state.py; nothing by default) holds; and no seat's view holds the RNG state or the
deck order. At the end: no legal actions, winners, no current player. Random actions are
picked kind first, then within the kind (see `_pick`). Every way to play is played: each game's games
go through every combination of its options' values (each choice of a choice, both values of a
yes/no; the combinations `new_state` refuses are left out), a few games each, with a seat option
(first player, dealer) fixed in every other game (see `_plan`).

A game with secrets may add a hook `state.hidden_variants(seat) -> list[State]`: positions that
differ only in what `seat` may not see; `view(seat)` must be the same for all of them. Then the next
move is played in both worlds too, and another move of the mover in a second world (the mover's
choice is hidden from the other seats): as long as `seat`'s view after it still cannot tell the two
worlds apart, its events (`Game.seen_by`) and their log lines (the game's `log.describe`) must not
either (once the rules reveal the difference, the view shows it and the events may; a seat's view
must therefore keep what its events showed it, such as a card drawn that left the game in the same
move). A mover's other move that ends the game is not compared: the final table may keep no trace of a
move everyone saw. Every event of a game with secrets must declare who may see it (`Event.VISIBLE` or
its own `seen_by`). The test games with secrets (tests/support/secretgame, hidden cards;
tests/support/simulgame, simultaneous choices) are played here too.
"""

from __future__ import annotations

import dataclasses
import importlib
import itertools
import json
import random
import time
import typing

import pytest

from app.core import Action, Event, IllegalAction
from app.core.records import event_classes_in
from app.games import registry
from tests.support.secretgame import GAME as SECRET_GAME
from tests.support.simulgame import GAME as SIMUL_GAME

GAMES = registry.all() + [SECRET_GAME, SIMUL_GAME]
GAMES_PER_GAME = 8  # games of a game with one way to play; spread over its ways to play (`_plan`)
GAMES_PER_COMBINATION = 2  # at least, for each combination of option values a game accepts
MAX_STEPS = 5_000
FULL_RELOAD_EVERY = 15  # after the first FULL_RELOAD_EVERY steps, up to step 600; then at powers of 2


def _player_counts(game) -> list[int]:
    """Players for each of the GAMES_PER_GAME games: mostly small tables, the largest one once."""
    low, high = game.min_players, game.max_players
    middle = min(high, max(low, 5))
    plus = min(high, low + 1)
    return [low, plus, middle, high, low, middle, plus, low]


def _option_values(option) -> list:
    """The values of `option` the random games go through: every choice of a choice, both values of a
    yes/no, the ends and the default of a whole number. A seat is given per game (`_plan`); set-up data
    for tests is not varied."""
    if option.kind == "choice":
        return [value for value, _label in option.choices]
    if option.kind == "bool":
        return [False, True]
    if option.kind == "int":
        return sorted({v for v in (option.low, option.default, option.high) if v is not None})
    return []


def _combinations(game) -> list[dict]:
    """Every combination of the values of the options that `_option_values` varies ([{}] without)."""
    varied = [(option.name, _option_values(option)) for option in game.options if _option_values(option)]
    return [dict(zip([name for name, _values in varied], values))
            for values in itertools.product(*[values for _name, values in varied])]


def _accepts(game, players: int, options: dict) -> bool:
    try:
        game.new_state(players, 0, options)
    except ValueError:
        return False
    return True


def _plan(game) -> list[tuple[int, dict]]:
    """(players, options) of each random game: every combination of option values (`_combinations`)
    with the player counts it accepts (`_player_counts`; with several combinations, each count once
    in turn, starting further on for each combination), at least GAMES_PER_COMBINATION games each and
    GAMES_PER_GAME in all; a seat option
    (the first player, the dealer) is chosen at random in every other game and fixed in the others.
    The combinations new_state refuses are left out, but every value of every varied option is played
    at least once."""
    counts = _player_counts(game)
    combos = _combinations(game)
    per = max(GAMES_PER_COMBINATION, -(-GAMES_PER_GAME // len(combos)))
    seats = [option.name for option in game.options if option.kind == "seat"]
    plan: list[tuple[int, dict]] = []
    for c, combo in enumerate(combos):
        playable = [p for p in counts if _accepts(game, p, combo)]
        if len(combos) > 1:
            playable = list(dict.fromkeys(playable))
        for i in range(per if playable else 0):
            players = playable[(c * per + i) % len(playable)]
            options = dict(combo)
            k = len(plan)
            if seats and k % 2:
                options[seats[0]] = (k // 2) % players
            plan.append((players, options))
    played = {(name, repr(value)) for _players, options in plan for name, value in options.items()}
    for option in game.options:
        for value in _option_values(option):
            assert (option.name, repr(value)) in played, (
                f"{game.id}: no playable game with {option.name} = {value!r}")
    return plan


def _lists(value, out: list) -> list:
    """Every list inside a JSON-like structure."""
    if isinstance(value, dict):
        for v in value.values():
            if isinstance(v, (dict, list, tuple)):
                _lists(v, out)
    elif isinstance(value, (list, tuple)):
        out.append(list(value))
        for v in value:
            if isinstance(v, (dict, list, tuple)):
                _lists(v, out)
    return out


def _deck_lists(snapshot) -> list[list]:
    """Lists kept under a key naming a deck/draw pile/stock in the full snapshot: secret orders."""
    found = []
    if isinstance(snapshot, dict):
        for k, v in snapshot.items():
            if isinstance(v, list) and any(w in str(k).lower() for w in ("deck", "stock", "draw_pile")):
                if len(v) >= 2:
                    found.append(list(v))
            if isinstance(v, (dict, list)):
                found += _deck_lists(v)
    elif isinstance(snapshot, list):
        for v in snapshot:
            if isinstance(v, (dict, list)):
                found += _deck_lists(v)
    return found


def _check_views(state) -> dict[int, list]:
    """Checks every seat's view; returns the hidden variants of the position, by seat."""
    secret_lists = _deck_lists(state._to_dict())
    rng_state = str(state.rng.state)
    seats = range(state.num_players)
    if not state.game.has_secrets:  # every seat sees the same: two seats are enough
        seats = sorted({0, state.num_players - 1})
    variants = {}
    for seat in seats:
        view = state.view(seat)
        text = json.dumps(view)  # JSON-able
        assert '"rng":' not in text, f"view({seat}) has an 'rng' key"
        assert len(rng_state) < 7 or rng_state not in text, f"view({seat}) holds the RNG state"
        for item in _lists(view, []):
            assert item not in secret_lists, f"view({seat}) holds the deck order"
        variants[seat] = state.hidden_variants(seat)
        for variant in variants[seat]:
            assert variant.view(seat) == view, f"view({seat}) shows what that seat may not see"
    return variants


def _package(game) -> str:
    return getattr(game, "package", None) or f"app.games.{game.id}"


def _log_module(game):
    try:
        return importlib.import_module(f"{_package(game)}.log")
    except ModuleNotFoundError:
        return None


def _log_lines(log, events, players: int) -> list:
    names = [f"Player {i + 1}" for i in range(players)]
    return [log.describe(event, names) for event in events] if log is not None else []


def _other_worlds(state, variants, action, legal, rng: random.Random) -> list[tuple[int, object, Action]]:
    """(seat, world, move) to compare with playing `action` in `state`, for `seat`: the same move in
    each of `seat`'s hidden variants, and, for every seat but the mover, up to two other moves of the
    mover (its choice is hidden from them until the rules reveal it)."""
    worlds = [(seat, world, action) for seat, seat_variants in variants.items() for world in seat_variants]
    others = [a for a in legal if a != action]
    for move in rng.sample(others, min(2, len(others))):
        for seat in variants:
            if seat != state.current_player:
                worlds.append((seat, state.clone(), move))
    return worlds


def _check_secrets(game, log, worlds, events, after) -> int:
    """A move was applied (giving `events`, then the position `after`); `worlds` (`_other_worlds`)
    differed from it only in what their seat may not see. Plays each: while the seat's view after it
    still cannot tell the two worlds apart, neither may the seat's events nor its log lines. Returns
    how many comparisons were made."""
    compared = 0
    for seat, world, move in worlds:
        if not world.is_legal(move):
            continue
        theirs = game.events_for(world.apply(move), seat)
        if world.view(seat) != after.view(seat):
            continue  # the rules revealed the difference: the view shows it, the events may too
        if move != after.history[-1] and after.is_over:
            continue  # another move that ended the game: the final table may keep no trace of a move all saw
        mine = game.events_for(events, seat)
        assert theirs == mine, f"seat {seat}'s events show what it may not see: {mine} / {theirs}"
        assert _log_lines(log, theirs, after.num_players) == _log_lines(log, mine, after.num_players), (
            f"seat {seat}'s log shows what it may not see")
        compared += 1
    return compared


def _undeclared(classes) -> list[str]:
    return sorted(cls.__name__ for cls in classes if not cls.declares_visibility())


def _random_value(hint, rng: random.Random, players: int):
    origin = typing.get_origin(hint)
    if hint is bool:
        return rng.random() < 0.5
    if hint is int:
        return rng.randint(-2, players + 2)
    if hint is float:
        return rng.uniform(-10, 10)
    if hint is str:
        return rng.choice(["", "x", "7", "freeze", "hit", "zz"])
    if origin is tuple:
        args = typing.get_args(hint)
        inner = args[0] if args else int
        return tuple(_random_value(inner, rng, players) for _ in range(rng.randint(0, 3)))
    if origin in (typing.Union, getattr(__import__("types"), "UnionType")):
        return _random_value(rng.choice(typing.get_args(hint)), rng, players)
    raise TypeError(f"no random value for {hint!r}")  # that action class is skipped


def _illegal_candidates(game, state, rng: random.Random) -> list:
    """Actions (objects or dicts) that should be refused."""
    players = state.num_players
    out: list = [{"type": "no-such-move"}, {"type": 7}, {}, {"player": 0}]
    classes = list(game.action_classes.values())
    for cls in classes:
        hints = typing.get_type_hints(cls)
        fields = dataclasses.fields(cls)
        out.append({"type": cls.TYPE, "unexpected": 1})
        for _ in range(3):
            try:
                out.append(cls(**{f.name: _random_value(hints[f.name], rng, players) for f in fields}))
            except Exception:  # noqa: BLE001 - a value the record itself rejects: fine, skip
                pass
        if fields:
            out.append({"type": cls.TYPE, **{f.name: "garbage" for f in fields}})
    for legal in state.legal_actions()[:5]:
        d = legal.to_dict()
        for key, value in d.items():
            if isinstance(value, int) and not isinstance(value, bool):
                out.append({**d, key: value + rng.choice([-100, players, players + 1, -1])})
    return out


def _pick(legal: list, rng: random.Random):
    """A random legal action: first a kind of action, then one of that kind (so that a game with
    a free, always-legal move, like turning a cap over, still gets on)."""
    kinds = sorted({a.TYPE for a in legal})
    kind = rng.choice(kinds)
    return rng.choice([a for a in legal if a.TYPE == kind])


def _fingerprint(state):
    """What `State.__eq__` compares, cheaper: the position, the moves so far and the RNG."""
    return state._to_dict(), list(state.history), state.rng.state


def _refused(state, candidate) -> bool:
    """True when the candidate is illegal now; then it must be refused and change nothing."""
    action = candidate
    if not isinstance(candidate, Action):
        try:
            action = state.game.parse_action(candidate)
        except IllegalAction:
            before = _fingerprint(state)
            with pytest.raises(IllegalAction):
                state.apply(candidate)
            assert _fingerprint(state) == before
            return True
    if state.is_legal(action):
        return False
    before = _fingerprint(state)
    with pytest.raises(IllegalAction):
        state.apply(action)
    assert _fingerprint(state) == before
    return True


def _play_one(game, players: int, seed: int, options: dict | None = None) -> tuple[int, int]:
    """Plays one random game; returns (moves, comparisons of two worlds' events)."""
    state = game.new_state(players, seed, options)
    rng = random.Random(seed * 7919 + players)
    log = _log_module(game) if game.has_secrets else None
    kinds: set[type] = {type(e) for e in state.setup_events}
    steps = refusals = compared = 0
    while not state.is_over:
        assert steps < MAX_STEPS, f"{game.id}: no end after {MAX_STEPS} random moves"
        legal = state.legal_actions()
        assert legal, f"{game.id}: not over but no legal actions"
        assert state.current_player is not None
        for action in legal:
            assert state.is_legal(action)
        clone = state.clone()
        if (steps < FULL_RELOAD_EVERY or (steps % FULL_RELOAD_EVERY == 0 and steps <= 600)
                or steps & (steps - 1) == 0):
            assert clone == state  # the full comparison (to_dict with the whole move list)
            assert game.state_from_json(state.to_json()) == state
        else:
            assert _fingerprint(clone) == _fingerprint(state)
        candidates = _illegal_candidates(game, state, rng)
        for candidate in rng.sample(candidates, min(3, len(candidates))):
            refusals += _refused(state, candidate)
        state.check_invariants()
        variants = _check_views(state)
        action = _pick(legal, rng)
        worlds = _other_worlds(state, variants, action, legal, rng) if game.has_secrets else []
        seat = state.current_player
        events = state.apply(action, seat=seat)
        assert state.actors[-1] == seat
        kinds.update(type(e) for e in events)
        compared += _check_secrets(game, log, worlds, events, state)
        clone.apply(game.parse_action(action.to_dict()))
        assert _fingerprint(clone) == _fingerprint(state)
        steps += 1
    assert refusals >= steps, f"{game.id}: too few illegal actions were tried ({refusals})"
    assert state.legal_actions() == []
    assert state.current_player is None
    assert state.winners(), f"{game.id}: over without winners"
    assert game.state_from_json(state.to_json()) == state
    state.check_invariants()
    _check_views(state)
    if game.has_secrets:
        assert not _undeclared(kinds), f"{game.id}: events that do not say who may see them: {_undeclared(kinds)}"
    return steps, compared


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_random_play(game):
    started = time.perf_counter()
    total = compared = 0
    plan = _plan(game)
    for k, (players, options) in enumerate(plan):
        moves, worlds = _play_one(game, players, seed=1000 + k, options=options)
        total += moves
        compared += worlds
    assert total > 0
    if game.has_secrets:
        assert compared > total, f"{game.id}: too few events were compared between two worlds ({compared})"
    print(f"{game.id}: {len(plan)} games ({len(_combinations(game))} combinations of options), {total} moves, "
          f"{compared} comparisons of two worlds, {time.perf_counter() - started:.1f} s")


def test_the_random_games_play_every_way_to_play():
    """Top Pop's random games go through its three ways to play, the standard and the lite game with
    and without City Powers, at several table sizes; the combination new_state refuses (the two-player
    game with City Powers) is left out. Top 3 plays both of its decks."""
    top_pop = next(g for g in GAMES if g.id == "top_pop")
    plan = _plan(top_pop)
    assert {(o["variant"], o["city_powers"]) for _players, o in plan} == {
        ("standard", False), ("standard", True), ("lite", False), ("lite", True), ("two_player", False)}
    assert all(players == 2 for players, o in plan if o["variant"] == "two_player")
    for variant in ("standard", "lite"):
        assert len({players for players, o in plan if o["variant"] == variant}) >= 3
    assert any("start" in o for _players, o in plan) and any("start" not in o for _players, o in plan)
    top3 = next(g for g in GAMES if g.id == "top3")
    assert {o["theme"] for _players, o in _plan(top3)} == {"metropolen", "films"}
    for game in GAMES:  # every way to play a game's manifest declares, at a player count it allows
        for variant in game.info.parts.variants:
            low = variant.min_players or game.min_players
            high = variant.max_players or game.max_players
            assert any(variant.chosen_by(o) and low <= p <= high for p, o in _plan(game)), (game.id, variant.name)


def _event_classes(package: str) -> list[type]:
    """Every Event class defined in `package`'s modules (its events module imported first: which of a
    game's modules a test worker has imported depends on the tests it ran before)."""
    try:
        importlib.import_module(package + ".events")
    except ModuleNotFoundError:  # a test game keeps its events elsewhere (in its rules)
        pass
    return event_classes_in(package)


@pytest.mark.parametrize("game", [g for g in GAMES if g.has_secrets], ids=lambda g: g.id)
def test_every_event_of_a_game_with_secrets_says_who_may_see_it(game):
    """An undeclared event of a game with secrets is shown to nobody (`Game.seen_by`): a test lists them."""
    classes = _event_classes(_package(game))
    assert classes, f"{game.id}: no event classes found"
    assert _undeclared(classes) == [], f"{game.id}: events that do not say who may see them"


@dataclasses.dataclass(frozen=True)
class _LoudPeek(Event):
    """A peek shown to everyone, card and all: the leak the two-worlds check must catch."""

    TYPE = "peeked"
    REVEALS = True
    VISIBLE = "all"
    player: int
    card: int | None


def _leaky_game():
    from app.core import Game
    from tests.support.secretgame.rules import HighcardState, Pass, Peek, Swap

    class LeakyState(HighcardState):
        def _apply(self, action):
            return [_LoudPeek(e.player, e.card) if e.TYPE == "peeked" else e for e in super()._apply(action)]

    game = Game(id="leaky", title="Leaky Highcard", min_players=2, max_players=4, state_class=LeakyState,
                actions=[Peek, Pass, Swap], options=("rounds",), has_secrets=True)
    game.package = "tests.support.secretgame"  # its log
    return game


def test_the_two_worlds_check_catches_an_event_that_shows_a_hidden_card():
    """The check of each seat's events fails on a game whose peek shows the card to every seat, even
    though every view hides it (its views pass the view check)."""
    game = _leaky_game()
    with pytest.raises(AssertionError, match="events show what it may not see"):
        for k, players in enumerate(_player_counts(game)):
            _play_one(game, players, seed=1000 + k)
