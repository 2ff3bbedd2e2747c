"""Computer players for Top oder Flop. Each reads only its own `view(seat)` and the legal actions.

All levels value a move with one estimate (`Position`, `action_values`): the victory-point margin
(own total minus the best other seat's) if the game ended after the move, each film scored at its
value plus `ROOM_VALUE` per open place on its Top side (a film still open is worth leading), the
other seats' face-down cards guessed at `HIDDEN_GUESS` each, Stop markers valued by the harm they
keep off a side, and a card laid into the personal display costing its two points at the end.

- Easy plays a random legal move, half the time among those its estimate likes (a random pick of
  the better half); its opening card is random.
- Normal plays the move the estimate likes best; its opening cards are its highest for the films
  its hand can push.
- Hard searches (determinized Monte Carlo): it deals the cards it cannot see at random, consistent
  with its view (determinize.py), plays Normal's best few moves in each such world and the game to
  its end with a fast noisy version of Normal's policy for every seat, and keeps the move with the
  best mean final margin. Its search is counted in playout moves, never timed: the same seed and
  view give the same move on any machine, under any load.
"""

from __future__ import annotations

import dataclasses
import random

from app.bots import SeededBot, bots_by_level, moves_per_game, shares
from app.bots.worlds import best_index, play_worlds
from app.core import Action, Rng
from app.core.bounded import BoundedCache
from app.games.top_oder_flop import cards, scoring
from app.games.top_oder_flop.actions import Change, Display, Marker, Personal
from app.games.top_oder_flop.cards import FILMS, POINTS_PER_LEFTOVER, SIDE_SIZE, SIDES
from app.games.top_oder_flop.determinize import SearchState, copy_state, determinize

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

@dataclasses.dataclass(frozen=True)
class Weights:
    """The estimate's guesses (measured: docs/benchmarks.md and the notes at `WEIGHTS`)."""

    #: a film's estimated value gains this much per open place on its Top side (not stopped, not ended)
    room: float = 0.25
    #: what another seat's face-down personal card is guessed to be worth
    hidden: float = 3.0
    #: a Stop marker is worth this share of the margin that `stop_threat` on that side could take away
    stop_share: float = 0.5
    stop_threat: int = 4
    #: beyond its two points at the end, a card laid from the hand into the personal display costs this
    card_option: float = 4.0
    #: a marker played costs this (it could be a times-two later)
    marker_option: float = 1.0
    #: an opening card counts this share of what the rest of the hand shows for its film
    opening_support: float = 2.0


WEIGHTS = Weights()
#: Hard: worlds dealt per decision (at most, at least), playout moves in all, Normal's moves compared in
#: each world, noise of the playout policy, and the cap on its playout moves (a world that cannot be
#: played out for every candidate within it is left out: about 0.8 s on the machine of docs/benchmarks.md)
HARD_WORLDS = 24
HARD_MIN_WORLDS = 2
HARD_BUDGET = 1000
HARD_CANDIDATES = 6
HARD_NOISE = 1.5
HARD_MAX_MOVES = 1600
HARD_HORIZON: int | None = None
#: Easy plays a uniformly random legal move this often (else a random one of the better half)
EASY_RANDOM = 0.5

AWARD_CACHE_LIMIT = 8_000
VAL: dict[str, int] = {code: cards.value(code) for code in cards.CODES}
SIGN = {"top": 1, "flop": -1}
#: (value, influence) -> the film's award per seat; the estimate asks for the same few again and again.
#: About 300 bytes an entry (issue 27: unbounded up to 200,000 it grew 30 MB over 100 games)
_AWARD_CACHE: BoundedCache = BoundedCache(AWARD_CACHE_LIMIT, "top_oder_flop.bots.award")


def award(value: int | float, influence: tuple) -> list:
    key = (value, influence)
    got = _AWARD_CACHE.get(key)
    if got is None:
        got = _AWARD_CACHE[key] = scoring.award(value, list(influence))  # type: ignore[arg-type]
    return got


# ---- the estimate -------------------------------------------------------------------------------
class Position:
    """What the estimate needs of a position. Per film: its value; per side (dicts by "top" and
    "flop") the sum of its cards signed as they count (Flop negative), its multiplier signed the same
    way, its card count and whether it is open; the open places on its Top side (`room`); each
    seat's influence (exact or guessed). Per seat: the points for cards and markers left."""

    __slots__ = ("n", "w", "value", "signed_sum", "signed_mult", "room", "open", "count", "inf", "left", "deck",
                 "awards", "rest")

    def __init__(self, n: int, films, inf: dict, left: list, deck: int, w: Weights) -> None:
        """`films`: (code, top, flop, top_markers, flop_markers, finished) for each film."""
        self.n, self.inf, self.left, self.deck, self.w = n, inf, left, deck, w
        per_room = w.room
        self.value, self.signed_sum, self.signed_mult, self.room, self.open, self.count = {}, {}, {}, {}, {}, {}
        awards = self.awards = {}
        total = list(left)
        for f, top, flop, top_markers, flop_markers, finished in films:
            ts, fs = sum(map(VAL.__getitem__, top)), sum(map(VAL.__getitem__, flop))
            mt, mf = (2 if "x2" in top_markers else 1), (2 if "x2" in flop_markers else 1)
            self.signed_sum[f] = {"top": ts, "flop": -fs}
            self.signed_mult[f] = {"top": mt, "flop": -mf}
            value = self.value[f] = ts * mt - fs * mf
            open_top = not finished and "stop" not in top_markers
            self.open[f] = {"top": open_top, "flop": not finished and "stop" not in flop_markers}
            self.count[f] = {"top": len(top), "flop": len(flop)}
            room = self.room[f] = (SIDE_SIZE - len(top)) if open_top else 0
            got = awards[f] = award(value + per_room * room, inf[f])
            total = [t + a for t, a in zip(total, got)]
        #: per film, every seat's estimate without that film's points
        self.rest = {f: [t - a for t, a in zip(total, awards[f])] for f in awards}

    def totals(self) -> list:
        """Every seat's estimated points."""
        f = FILMS[0]
        return [x + y for x, y in zip(self.rest[f], self.awards[f])]


def position_from_state(state, w: Weights = WEIGHTS) -> Position:
    """Exact: every seat's influence from the (determinized) state."""
    n = state.num_players
    films = [(f, m.top, m.flop, m.top_markers, m.flop_markers, m.finished) for f, m in state.films.items()]
    rows = {f: [0] * n for f in FILMS}
    for s, mine in enumerate(state.personal):
        for f, pile in mine.items():
            rows[f][s] = sum(map(VAL.__getitem__, pile))
    inf = {f: tuple(row) for f, row in rows.items()}
    hands, markers = state.hands, state.markers
    left = [POINTS_PER_LEFTOVER * (len(hands[s]) + markers[s]) for s in range(n)]
    return Position(n, films, inf, left, len(state.deck), w)


def position_from_view(view: dict, w: Weights = WEIGHTS) -> Position:
    """From a seat's view: its own influence exact, the others' face-down cards guessed."""
    n = len(view["hand_counts"])
    films = [(f, v["top"], v["flop"], v["top_markers"], v["flop_markers"], v["finished"])
             for f, v in ((f, view["films"][f]) for f in FILMS)]
    guess = w.hidden
    inf = {f: tuple(sum(VAL[e["code"]] if e["code"] is not None else guess for e in view["personal"][s].get(f, ()))
                    for s in range(n)) for f in FILMS}
    left = [POINTS_PER_LEFTOVER * (c + m) for c, m in zip(view["hand_counts"], view["markers"])]
    return Position(n, films, inf, left, view["deck_count"], w)


def _margin(points, me: int) -> float:
    return points[me] - max(p for s, p in enumerate(points) if s != me)


def action_values(pos: Position, me: int, actions) -> list[float]:
    """The estimate after each action: `me`'s margin over the best other seat."""
    value, inf, room, rest, awards = pos.value, pos.inf, pos.room, pos.rest, pos.awards
    signed_sum, signed_mult = pos.signed_sum, pos.signed_mult
    draw_loss = 0 if pos.deck > 0 else POINTS_PER_LEFTOVER  # no card to draw: the hand shrinks
    lowest = float("-inf")
    w = pos.w
    per_room, stop_share, stop_threat = w.room, w.stop_share, w.stop_threat
    personal_cost = -POINTS_PER_LEFTOVER - w.card_option
    marker_cost = -draw_loss - w.marker_option
    draw_cost = -draw_loss
    cache, cache_get = _AWARD_CACHE, _AWARD_CACHE.get

    def after(f: str, v: int, r: int, gain: int, left: float) -> float:
        """The margin with film `f` at value `v` with `r` open Top places, `me`'s influence on it
        changed by `gain`, and `left` more points for `me`."""
        row = inf[f]
        if gain:
            row = row[:me] + (row[me] + gain,) + row[me + 1:]
        key = (v + per_room * r, row)
        got = cache_get(key)
        if got is None:
            got = award(*key)
        points = [x + y for x, y in zip(rest[f], got)]
        mine = points[me] + left
        points[me] = lowest
        return mine - max(points)

    def after_many(changes: dict, left: float) -> float:
        points = list(pos.left)
        for f in FILMS:
            if f in changes:
                v, r, gain = changes[f]
                row = inf[f]
                if gain:
                    row = row[:me] + (row[me] + gain,) + row[me + 1:]
                got = award(v + per_room * r, row)
            else:
                got = awards[f]
            points = [x + y for x, y in zip(points, got)]
        mine = points[me] + left
        points[me] = lowest
        return mine - max(points)

    out = []
    append = out.append
    for a in actions:
        t = type(a)
        if t is Display and a.replace is None:
            f, side = a.film, a.side
            append(after(f, value[f] + signed_mult[f][side] * VAL[a.card], room[f] - (side == "top"), 0, draw_cost))
            continue
        if t is Personal:
            f = a.film
            append(after(f, value[f], room[f], VAL[a.card], personal_cost))
            continue
        if t is Marker:
            f, side = a.film, a.side
            if a.face == "x2":
                append(after(f, value[f] + signed_sum[f][side], room[f], 0, marker_cost))
                continue
            r = 0 if side == "top" else room[f]
            now = after(f, value[f], r, 0, marker_cost)
            if _stop_ends(pos, f, side):
                append(now)
                continue
            threat = after(f, value[f] + signed_mult[f][side] * stop_threat, r, 0, marker_cost)
            append(now + stop_share * max(0.0, now - threat))
            continue
        changes: dict = {}
        if t is Display:
            f, side, card = a.film, a.side, a.card
        else:  # a change card: `moved` leaves (film, side) for (to_film, to_side)
            f0, s0 = a.film, a.side
            changes[f0] = (value[f0] - signed_mult[f0][s0] * VAL[a.moved], room[f0] + (s0 == "top"), 0)
            f, side, card = a.to_film, a.to_side, a.moved
        v, r, gain = changes.get(f, (value[f], room[f], 0))
        v += signed_mult[f][side] * VAL[card]
        if a.replace is not None:
            v -= signed_mult[f][side] * VAL[a.replace]
        elif side == "top":
            r -= 1
        changes[f] = (v, r, gain)
        if a.replace is not None:
            v, r, gain = changes.get(a.take, (value[a.take], room[a.take], 0))
            changes[a.take] = (v, r, gain + VAL[a.replace])
        append(after_many(changes, draw_cost))
    return out


def _stop_ends(pos: Position, film: str, side: str) -> bool:
    """A Stop on this side would end the film (its other side full or stopped): the film is locked
    and its value is all that counts."""
    other = "flop" if side == "top" else "top"
    return not pos.open[film][other] or pos.count[film][other] >= SIDE_SIZE


def opening_values(hand: list, legal: list, w: Weights = WEIGHTS) -> list[float]:
    """An opening card: its value, plus a share of what the rest of the hand can add to that film."""
    out = []
    for a in legal:
        support = sum(VAL[c] for c in hand if a.film in cards.films_of(c)) - VAL[a.card]
        out.append(VAL[a.card] + w.opening_support * support)
    return out


def _best(legal: list, values: list[float]) -> Action:
    best = max(range(len(legal)), key=lambda i: (values[i], -i))
    return legal[best]


def _ranked(values: list[float]) -> list[int]:
    return sorted(range(len(values)), key=lambda i: (-values[i], i))


# ---- Easy ---------------------------------------------------------------------------------------
class EasyBot(SeededBot):
    level = "easy"

    def __init__(self, seat: int, seed: int, weights: Weights = WEIGHTS) -> None:
        super().__init__(seat, seed)
        self.weights = weights

    def choose(self, view: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view["phase"] == "opening" or self.rng.random() < EASY_RANDOM:
            return self.rng.choice(legal)
        order = _ranked(action_values(position_from_view(view, self.weights), self.seat, legal))
        return legal[self.rng.choice(order[:max(1, len(order) // 2)])]


# ---- Normal -------------------------------------------------------------------------------------
class NormalBot:
    level = "normal"

    def __init__(self, seat: int, seed: int, weights: Weights = WEIGHTS) -> None:
        self.seat = seat
        self.weights = weights

    def values(self, view: dict, legal: list[Action]) -> list[float]:
        if view["phase"] == "opening":
            return opening_values(view["hand"], legal, self.weights)
        return action_values(position_from_view(view, self.weights), self.seat, legal)

    def choose(self, view: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return _best(legal, self.values(view, legal))


# ---- Hard ---------------------------------------------------------------------------------------
def playout(state: SearchState, me: int, rng: random.Random, noise: float = HARD_NOISE,
            weights: Weights = WEIGHTS, horizon: int | None = None) -> tuple[float, int]:
    """Play `state` on; returns `me`'s margin over the best other seat (the final one, or the exact
    estimate after `horizon` moves) and the moves played. Every seat plays the move its estimate
    (with every influence known) likes best, with uniform noise of `noise` points on each value
    (`rng`: Python's Mersenne Twister, whose `random()` gives the same numbers for a seed on every
    version)."""
    rand = rng.random
    moves = 0
    while state.phase != "over":
        if horizon is not None and moves >= horizon:
            return _margin(position_from_state(state, weights).totals(), me), moves
        legal = state._legal_actions()
        moves += 1
        if len(legal) == 1:
            state._apply(legal[0])
            continue
        if state.phase == "opening":
            values = opening_values(state.hands[state.turn], legal, weights)
        else:
            values = action_values(position_from_state(state, weights), state.turn, legal)
        best, best_v = 0, -1e9
        for i, v in enumerate(values):
            v += noise * rand()
            if v > best_v:
                best, best_v = i, v
        state._apply(legal[best])
    return _margin(state.results["totals"] if state.results else state._totals(), me), moves


class HardBot(SeededBot):
    """Determinized Monte Carlo. Each decision compares Normal's best `candidates` moves in worlds
    dealt from the view (the same world and the same playout seed for every candidate): worlds are
    dealt until the playouts have made `budget` moves in all (at least `min_worlds`, at most
    `worlds`), so a decision early in the game, with long playouts, looks at fewer worlds. All of it
    counts moves, not seconds: the same seed and view give the same move. No playout starts once
    `max_moves` moves are made."""

    level = "hard"

    def __init__(self, seat: int, seed: int, worlds: int = HARD_WORLDS, candidates: int = HARD_CANDIDATES,
                 budget: int = HARD_BUDGET, min_worlds: int = HARD_MIN_WORLDS, max_moves: int = HARD_MAX_MOVES,
                 noise: float = HARD_NOISE, weights: Weights = WEIGHTS, horizon: int | None = HARD_HORIZON) -> None:
        super().__init__(seat, seed)
        self.normal = NormalBot(seat, seed, weights)
        self.worlds, self.candidates, self.budget, self.min_worlds = worlds, candidates, budget, min_worlds
        self.max_moves, self.noise, self.weights, self.horizon = max_moves, noise, weights, horizon
        #: what the last decision did: worlds dealt and playout moves made
        self.last: dict = {}

    def choose(self, view: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        chosen = [legal[i] for i in _ranked(self.normal.values(view, legal))[:self.candidates]]
        if len(chosen) == 1:
            return chosen[0]

        def play(world, action, seed):
            state = copy_state(world)
            state._apply(action)
            return playout(state, self.seat, random.Random(seed), self.noise, self.weights, self.horizon)

        total, worlds, moves = play_worlds(chosen, lambda: determinize(view, self.rng, SearchState), play, self.rng,
                                           worlds=self.worlds, min_worlds=self.min_worlds, budget=self.budget,
                                           max_moves=self.max_moves)
        self.last = {"worlds": worlds, "moves": moves}
        return chosen[best_index(total)]


make_bot = bots_by_level({"easy": EasyBot, "normal": NormalBot, "hard": HardBot})


def summarize(final_states: list) -> dict[str, str]:
    """For `python -m app simulate`: how games ended, film values, left-over points."""
    if not final_states:
        return {}
    values = [r["value"] for s in final_states for r in s.results["films"]]
    leftover = [row["points"] for s in final_states for row in s.results["leftover"]]
    return {
        "game ends": shares((s.end_reason for s in final_states), len(final_states)),
        "film values": f"mean {sum(values) / len(values):.1f}, mean absolute {sum(map(abs, values)) / len(values):.1f}",
        "left-over points (2 per card or marker)": f"mean {sum(leftover) / len(leftover):.1f} per seat",
        "moves per game": moves_per_game(final_states),
    }
