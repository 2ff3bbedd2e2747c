"""A corpus of hand-edited Top This! saves whose flicks no physics can give (issue 7, point 1).

`real_saves(seed)` plays real games (random legal moves and random flicks, every flick simulated by
the rules) and returns their saves; `hostile_saves(saves, seed)` makes edited copies, each with ONE
impossible edit to ONE flick's recorded outcome, the moves after it cut and the snapshot removed (so
loading must replay, and judge, the edited flick). Deterministic by seed; nothing is written to disk.

Each edit is impossible by a physical fact stated here on its own terms (the world's constants, not
the checker's code): with A = mu*g, a flick at speed v lets all discs together slide at most
B = v^2/(2A) (friction takes A per mm from the energy, knocks never add any), no disc is ever faster
than v, everything rests by v/A, and a disc moves only when a chain of moving discs reaches it, each
of them having slid at least the gap to the next.

    python -m tests.games.top_this.make_hostile_flicks   # prints the counts per category
"""

from __future__ import annotations

import copy
import dataclasses
import heapq
import math
import random

from app.games.top_this import GAME
from app.games.top_this.actions import Flick
from app.games.top_this.components import DISCS
from app.games.top_this.flicks import free_spot
from app.persistence.saves import save_dict
from app.persistence.seats import SeatConfig
from app.physics import DISC_R, FRAME_DT, GRAVITY, MU, SUBSTEP_DT, VMAX, FlickOutcome, simulate_flick

A = MU * GRAVITY
CRUST_R = 180.0
SEATS = [SeatConfig("Ana", "#d1352b"), SeatConfig("Ben", "#2f6fd0"), SeatConfig("Cleo", "#2e9d4a")]
#: the integrator and the contacts' push-out may add a few mm to a slide; edits clear the bounds by more
MARGIN = 20.0

CATEGORIES = (
    "frames_zero",  # a moving flick lasting no frame at all
    "frames_one",  # one frame (1/120 s), yet a disc moved farther than the flick's speed allows in it
    "frames_long",  # lasting well beyond the time friction needs to stop everything (v/A)
    "miss_slid_wrong",  # a miss whose topping stops short of (or past) where its straight slide ends
    "behind_start",  # the flicked topping ends behind its start (a miss, or a hit setting one disc moving)
    "far_disc_moved",  # a disc no chain of knocks could reach within the energy moved 30 mm
    "teleport_flicked",  # the flicked topping ends farther from its start than the flick slides
    "teleport_struck",  # a struck disc ends farther from where it lay than the flick can slide anything
    "struck_too_far",  # a struck disc slid farther than the flick has left when it first touches a disc
    "out_of_reach_hit",  # a disc beyond the flicked topping's reach listed as hit
    "centre_falls_off",  # the disc nearest the centre falls off, out of the flick's reach
    "passed_through",  # a hit that does not name the disc first in the flicked topping's way
    "missed_through",  # a miss whose straight slide runs through a topping
)


@dataclasses.dataclass
class Played:
    """A real save and, per flick in it, the board before the flick (move index, board, flick)."""

    save: dict
    flicks: list[tuple[int, dict, Flick]]


def _random_flick(state, rng: random.Random) -> Flick | None:
    hand = state.hands[state.current]
    if not hand:
        return None
    disc = rng.choice(hand)
    spot = free_spot(state.board, rng.uniform(0.0, 2.0 * math.pi))
    if spot is None:
        return None
    x, y = spot
    speed = rng.choice((rng.uniform(5.0, 400.0), rng.uniform(300.0, 1200.0), rng.uniform(0.0, VMAX)))
    angle = math.atan2(-y, -x) + rng.uniform(-0.9, 0.9)
    face = rng.choice(DISCS[disc].faces)
    return Flick(disc, face, x, y, speed * math.cos(angle), speed * math.sin(angle))


def play(seed: int, moves: int = 40) -> Played:
    """A real game of 2-3 players: mostly flicks (aimed ones from the legal list, or random ones),
    some flips, removals when due; at most `moves` moves."""
    rng = random.Random(seed)
    state = GAME.new_state(rng.choice((2, 3)), seed)
    flicks: list[tuple[int, dict, Flick]] = []
    while not state.is_over and len(state.history) < moves:
        legal = state.legal_actions()
        aimed = [a for a in legal if isinstance(a, Flick)]
        others = [a for a in legal if not isinstance(a, Flick)]
        roll = rng.random()
        action = None
        if roll < 0.45 and state.phase != "remove":
            action = _random_flick(state, rng)
        if action is None and roll < 0.85 and aimed:
            action = rng.choice(aimed)
        if action is None:
            action = rng.choice(others or aimed)
        board = {d: tuple(p) for d, p in state.board.items()}
        state.apply(action)
        done = state.history[-1]
        if isinstance(done, Flick):
            flicks.append((len(state.history) - 1, board, done))
    seats = SEATS[: state.num_players]
    return Played(save_dict(GAME, state, seats, saved_at="2026-01-01T00:00:00+00:00"), flicks)


def real_saves(seed: int, games: int = 6) -> list[Played]:
    return [play(seed * 1000 + g) for g in range(games)]


# ---- the physical facts the edits break -------------------------------------------------------------
def _slide(v: float) -> float:
    """All discs together slide at most this after a flick at v (mm)."""
    return v * v / (2.0 * A)


def _entries(board: dict, flick: Flick, radius: float) -> dict[int, float]:
    """How far along its ray the flicked topping's centre first comes within `radius` of each disc
    it would meet sliding straight on (discs off its line are left out)."""
    v = math.hypot(flick.vx, flick.vy)
    ux, uy = flick.vx / v, flick.vy / v
    found = {}
    for d, p in board.items():
        wx, wy = p[0] - flick.x, p[1] - flick.y
        b, c = wx * ux + wy * uy, wx * wx + wy * wy - radius * radius
        if c <= 0.0:
            found[d] = 0.0
        elif b > 0.0 and b * b >= c:
            found[d] = b - math.sqrt(b * b - c)
    return found


def _first_contact(board: dict, flick: Flick) -> float:
    """At least how far the flicked topping slides, straight and alone, before it touches any disc:
    the first disc its circle meets on its ray (grown by 1 mm for the solver's slop)."""
    return min(_entries(board, flick, 2 * DISC_R + 1.0).values(), default=math.inf)


def _chain_cost(board: dict, flick: Flick) -> dict[int, float]:
    """For each disc, the least total slide (of the flicked topping from its start and the discs in
    between) before something touches it: shortest chain of gaps, every disc a possible relay."""
    pos = {d: (p[0], p[1]) for d, p in board.items()}
    cost = {}
    heap = [(max(0.0, math.hypot(p[0] - flick.x, p[1] - flick.y) - 2 * DISC_R), d) for d, p in pos.items()]
    heapq.heapify(heap)
    while heap:
        c, d = heapq.heappop(heap)
        if d in cost:
            continue
        cost[d] = c
        for e, q in pos.items():
            if e not in cost:
                gap = max(0.0, math.hypot(q[0] - pos[d][0], q[1] - pos[d][1]) - 2 * DISC_R)
                heapq.heappush(heap, (c + gap, e))
    return cost


def _free(final: dict, point, skip) -> bool:
    x, y = point
    if math.hypot(x, y) > CRUST_R - 2.0:
        return False
    return all(math.hypot(x - p[0], y - p[1]) >= 2 * DISC_R + 1.0 for d, p in final.items() if d != skip)


def _final(board: dict, flick: Flick) -> dict:
    out = flick.outcome
    final = {d: (p[0], p[1]) for d, p in board.items()}
    if out.touched:
        final.update(out.final_positions())
        for d in out.fell:
            final.pop(d, None)
    else:
        final.update({m.disc: (m.x, m.y) for m in out.moved if m.disc == flick.disc})
    return final


def _spot_far(rng, final, skip, centre, farther_than) -> tuple[float, float] | None:
    """A free point of the pizza farther than `farther_than` from `centre`."""
    for _ in range(200):
        r, a = (CRUST_R - 14.0) * math.sqrt(rng.random()), rng.uniform(0.0, 2 * math.pi)
        p = (r * math.cos(a), r * math.sin(a))
        if math.hypot(p[0] - centre[0], p[1] - centre[1]) > farther_than and _free(final, p, skip):
            return p
    return None


def _with(out, moved=None, fell=None, touched=None, frames=None):
    return dataclasses.replace(
        out,
        moved=tuple(sorted(moved if moved is not None else out.moved, key=lambda m: m.disc)),
        fell=tuple(sorted(fell if fell is not None else out.fell)),
        touched=tuple(sorted(touched if touched is not None else out.touched)),
        frames=out.frames if frames is None else frames,
    )


def _move(out, disc, point):
    from app.physics import DiscAt

    return [m for m in out.moved if m.disc != disc] + [DiscAt(disc, float(point[0]), float(point[1]))]


def edits(board: dict, flick: Flick, rng: random.Random) -> dict[str, object]:
    """The impossible outcomes this flick can be edited into, by category (at most one each)."""
    out = flick.outcome
    v = math.hypot(flick.vx, flick.vy)
    if v <= 0.0:
        return {}
    B = _slide(v) + v * SUBSTEP_DT  # with the integrator's excess, and more
    ux, uy = flick.vx / v, flick.vy / v
    start = {d: (p[0], p[1]) for d, p in board.items()}
    start[flick.disc] = (flick.x, flick.y)
    final = _final(board, flick)
    found: dict[str, object] = {"frames_zero": _with(out, frames=0)}
    moves = [math.hypot(m.x - start[m.disc][0], m.y - start[m.disc][1]) for m in out.moved if m.disc in start]
    if max(moves, default=0.0) > v * FRAME_DT + MARGIN:  # no disc is faster than v
        found["frames_one"] = _with(out, frames=1)
    long = math.ceil(v / A / FRAME_DT) + 10  # everything rests by v/A
    if long <= 1200:
        found["frames_long"] = _with(out, frames=long)
    if not out.touched and flick.disc in final:
        fx, fy = final[flick.disc]
        for shift in (rng.uniform(5.0, 20.0), -rng.uniform(5.0, 20.0)):
            p = (fx + shift * ux, fy + shift * uy)
            if _free(final, p, flick.disc):
                found["miss_slid_wrong"] = _with(out, moved=_move(out, flick.disc, p))
                break
    others = {m.disc for m in out.moved if m.disc != flick.disc
              and math.hypot(m.x - start[m.disc][0], m.y - start[m.disc][1]) > 0.5} | set(out.fell) | set(out.touched)
    others.discard(flick.disc)
    if flick.disc in final and len(others) <= 1:  # a miss slides straight; one disc set moving never turns it back
        for _ in range(100):
            a, b = -rng.uniform(3.0, 40.0), rng.uniform(-60.0, 60.0)
            p = (flick.x + a * ux - b * uy, flick.y + a * uy + b * ux)
            if _free(final, p, flick.disc):
                found["behind_start"] = _with(out, moved=_move(out, flick.disc, p))
                break
    if flick.disc in final:
        p = _spot_far(rng, final, flick.disc, (flick.x, flick.y), B + MARGIN)
        if p is not None:
            found["teleport_flicked"] = _with(out, moved=_move(out, flick.disc, p))
    if out.touched:
        chain = _chain_cost(board, flick)
        struck = [m.disc for m in out.moved if m.disc in board]
        if struck:
            d = rng.choice(struck)
            p = _spot_far(rng, final, d, start[d], B + MARGIN)
            if p is not None:
                found["teleport_struck"] = _with(out, moved=_move(out, d, p))
            # nothing but the flicked topping moves before its first contact, so a struck disc slides
            # at most what is left then (and within the whole energy, which the old check bounded)
            left = B - _first_contact(board, flick)
            p = _spot_far(rng, final, d, start[d], left + MARGIN)
            if p is not None and math.hypot(p[0] - start[d][0], p[1] - start[d][1]) < B:
                found["struck_too_far"] = _with(out, moved=_move(out, d, p))
        untouched = [d for d in board if d not in {m.disc for m in out.moved} | set(out.fell) | set(out.touched)]
        far = [d for d in untouched if chain[d] + 30.0 > B + MARGIN]
        if far:
            d = rng.choice(far)
            for _ in range(50):
                a = rng.uniform(0.0, 2 * math.pi)
                p = (start[d][0] + 30.0 * math.cos(a), start[d][1] + 30.0 * math.sin(a))
                if _free(final, p, d):
                    found["far_disc_moved"] = _with(out, moved=_move(out, d, p))
                    break
        hit_far = [d for d in untouched if math.hypot(start[d][0] - flick.x, start[d][1] - flick.y) - 2 * DISC_R > B + MARGIN]
        if hit_far:
            found["out_of_reach_hit"] = _with(out, touched=list(out.touched) + [rng.choice(hit_far)])
        if board:
            centre = min(board, key=lambda d: (math.hypot(*start[d]), d))
            if centre != flick.disc and chain[centre] + CRUST_R - math.hypot(*start[centre]) > B + MARGIN:
                found["centre_falls_off"] = _with(out, moved=[m for m in out.moved if m.disc != centre],
                                                  fell=list(out.fell) + [centre])
        # before its first contact the flicked topping slides straight and alone, so the disc surely
        # first in its way (shrunk by 1 mm, ahead of every other grown by 1 mm) is the first it touches
        sure, grown = _entries(board, flick, 2 * DISC_R - 1.0), _entries(board, flick, 2 * DISC_R + 1.0)
        if sure:
            first = min(sure, key=sure.get)
            if all(sure[first] < grown[d] for d in grown if d != first):
                rest = [d for d in out.touched if d != first] or [d for d in sorted(grown, key=grown.get)
                                                                   if d != first][:1]
                if rest:
                    found["passed_through"] = _with(out, touched=rest)
            # a miss slides on as if alone (the world's own slide on an empty pizza), straight through
            # that disc when it lies more than 1 mm deep in the path, before the slide ends
            alone = simulate_flick({}, flick.disc, flick.face, flick.x, flick.y, flick.vx, flick.vy)
            if alone.fell:
                b = flick.x * ux + flick.y * uy
                length = -b + math.sqrt(b * b - (flick.x ** 2 + flick.y ** 2 - CRUST_R ** 2))
            else:
                end = alone.moved[0]
                length = math.hypot(end.x - flick.x, end.y - flick.y)
            if sure[first] < length and (alone.fell or _free(board, (end.x, end.y), flick.disc)):
                found["missed_through"] = FlickOutcome(alone.moved, alone.fell, (), alone.frames)
    return found


def hostile_saves(played: list[Played], seed: int, per_category: int = 40) -> list[tuple[str, int, dict]]:
    """(category, move number, save document) for up to `per_category` edits per category, spread
    over the games' flicks."""
    rng = random.Random(seed)
    made: dict[str, list[tuple[str, int, dict]]] = {c: [] for c in CATEGORIES}
    pool = [(g, i, board, flick) for g in played for i, board, flick in g.flicks]
    rng.shuffle(pool)
    for g, i, board, flick in pool:
        for category, outcome in edits(board, flick, rng).items():
            if len(made[category]) >= per_category:
                continue
            doc = copy.deepcopy(g.save)
            state = doc["state"]
            action = copy.deepcopy(state["actions"][i])
            action["outcome"] = dataclasses.replace(flick, outcome=outcome).to_dict()["outcome"]
            state["actions"] = state["actions"][:i] + [action]
            state.pop("snapshot", None)
            doc["revealed"] = None
            doc["finished"] = False
            made[category].append((category, i + 1, doc))
    return [item for c in CATEGORIES for item in made[c]]


if __name__ == "__main__":
    from collections import Counter

    games = real_saves(1)
    corpus = hostile_saves(games, 1)
    print(sum(len(g.flicks) for g in games), "real flicks;", Counter(c for c, _, _ in corpus))
