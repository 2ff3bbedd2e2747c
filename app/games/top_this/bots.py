"""Computer players for Top This!. They read only the view and the legal actions.

A bot aims by estimating candidate flicks on a copy of the physics world (`EstimateTable`) and
scoring where everything came to rest: orders that the end of the turn would complete (and their
value, and a tip for two or more), toppings knocked to the neighbour, a miss, and the openings left
(slices one topping short of a face-up order: good while this turn still has an action, bad for the
next player otherwise). Flips are scored the same way. "Top This!" is declared when a single flick
completes an order worth at least `TOP_THIS_MIN` dollars. Levels differ in how many candidates they
simulate and in the error of their hand (noise on the angle and the power of the flick they chose).

The flick a bot returns carries its outcome: the rules' own simulation (`flicks.simulate`) of the
flick as the hand makes it, on the view's board, run by the bot (on its thread in a live game) so
that the rules only check it (`flicks.outcome_error`) instead of running the physics themselves.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

from app.core.rng import Rng
from app.games.top_this import scoring
from app.games.top_this.actions import Flick
from app.games.top_this.components import DISCS, ORDERS
from app.games.top_this.flicks import aimed_flick, simulate
from app.games.top_this.geometry import DISC_R, SLICES, placement_error, slices_touched
from app.physics import VMAX
from app.physics.estimate import EstimateTable

LEVELS = ("easy", "normal", "hard")
TOP_THIS_MIN = 4  # dollars: a Top This! is worth declaring for an order at least this valuable
TIP_ESTIMATE = 2.0  # the average tip ($28 over 14 cards)


@dataclass(frozen=True)
class Level:
    candidates: int  # flicks simulated per decision (at most)
    angle_sd: float  # degrees of error on the flick's direction
    speed_sd: float  # relative error on its speed
    lookahead: bool  # value openings (its own next action, the next player's chances)
    robust: int  # the best few plans are re-simulated with this many noisy copies each


LEVEL_PARAMS = {
    "easy": Level(candidates=10, angle_sd=4.5, speed_sd=0.18, lookahead=False, robust=0),
    "normal": Level(candidates=32, angle_sd=2.0, speed_sd=0.08, lookahead=True, robust=0),
    "hard": Level(candidates=64, angle_sd=0.8, speed_sd=0.03, lookahead=True, robust=2),
}


def _layout(view: dict) -> dict[int, tuple[float, float, str]]:
    """The view's board as {disc: (x, y, face)}, as the rules hold it."""
    return {d["id"]: (float(d["x"]), float(d["y"]), d["face"]) for d in view["board"]}


def _gauss(rng: Rng) -> float:
    """A standard normal deviate (Box-Muller) from the seeded generator."""
    u1 = max(rng.random(), 1e-12)
    return math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * rng.random())


class Bot:
    def __init__(self, level: str, seat: int, seed: int) -> None:
        if level not in LEVEL_PARAMS:
            raise ValueError(f"Unknown bot level {level!r}; choose one of {', '.join(LEVELS)}.")
        self.level = level
        self.params = LEVEL_PARAMS[level]
        self.seat = seat
        self.rng = Rng(seed * 1_000_003 + seat * 7919 + LEVELS.index(level))
        self.plan = None  # the flick planned when declaring Top This!
        self.simulations = 0  # simulations run by the last decision (benchmarks read it)

    # ---- the contract ---------------------------------------------------------------------------
    def choose(self, view: dict, legal: list):
        """The bot's move. A flick comes with its outcome, the rules' own simulation of it on the
        view's board (`flicks.simulate`, exactly what the rules would record), worked out here, on
        the bot's thread, so that the rules only check it."""
        action = self._decide(view, legal)
        if isinstance(action, Flick) and action.outcome is None:
            action = simulate(_layout(view), action)
        return action

    def _decide(self, view: dict, legal: list):
        self.simulations = 0
        kinds: dict[str, list] = {}
        for a in legal:
            kinds.setdefault(a.TYPE, []).append(a)
        if len(legal) == 1:
            return legal[0]
        if "remove" in kinds:
            return self._choose_remove(view, kinds["remove"])
        ctx = _Context(view, self.seat, self.params.lookahead)
        if view.get("phase") == "top_this":
            return self._execute(ctx, self._top_this_flick(ctx, legal))
        best_value, best = -math.inf, None
        for a in kinds.get("flip", []):
            value = ctx.score_flip(a.topping)
            if value > best_value:
                best_value, best = value, a
        flicks = self._flick_plans(ctx, legal) if "flick" in kinds else []
        if flicks and flicks[0][0] > best_value:
            best_value, best = flicks[0][0], flicks[0][1]
        if "top_this" in kinds:
            declared = self._maybe_top_this(ctx, kinds["top_this"], flicks, best_value)
            if declared is not None:
                return declared
        if best is None:
            return kinds["pass"][0] if "pass" in kinds else legal[0]
        if best.TYPE == "flick":
            return self._execute(ctx, best)
        return best

    # ---- decisions ------------------------------------------------------------------------------
    def _choose_remove(self, view: dict, options: list):
        """Take off the disc that leaves the fewest chances to the next player (ties: the one on
        most slices, then the lowest id)."""
        ctx = _Context(view, self.seat, True)
        best = None
        for a in options:
            board = dict(ctx.board)
            board.pop(a.disc, None)
            threat = ctx.openings(board) if self.params.lookahead else 0.0
            key = (threat, -len(slices_touched(*ctx.board[a.disc][:2])), a.disc)
            if best is None or key < best[0]:
                best = (key, a)
        return best[1]

    def _flick_plans(self, ctx: "_Context", legal: list, needed=None, order: int | None = None):
        """[(value, flick)] best first, over the candidates this level can afford."""
        candidates = self._candidates(ctx, legal)
        plans = []
        for flick in candidates:
            outcome = self._simulate(ctx, flick)
            value = ctx.score_flick(flick, outcome, order)
            plans.append((value, flick))
        plans.sort(key=lambda p: (-p[0], p[1].disc, p[1].x, p[1].y, p[1].vx, p[1].vy))
        if self.params.robust and plans:
            rescored = []
            for value, flick in plans[:4]:
                total = value
                for _ in range(self.params.robust):
                    noisy = self._noisy(flick)
                    total += ctx.score_flick(noisy, self._simulate(ctx, noisy), order)
                rescored.append((total / (1 + self.params.robust), flick))
            rescored.sort(key=lambda p: (-p[0], p[1].disc, p[1].x, p[1].y))
            plans = rescored + plans[4:]
        return plans

    def _candidates(self, ctx: "_Context", legal: list) -> list:
        """Aimed flicks for every disc in hand and both faces: at board discs (straight and cut,
        at several arrival speeds, from several points of the crust), plus the rules' sample."""
        n = self.params.candidates
        pool = [a for a in legal if a.TYPE == "flick"]
        hand = ctx.hand
        if not hand:
            return pool[:n]
        targets = sorted(ctx.board.items(), key=lambda kv: kv[0])
        out = list(pool[: max(2, n // 8)])
        if not targets:
            return (out + pool)[:n]
        speeds = (90.0, 200.0, 380.0, 650.0)
        seen = set(out)
        tries = 0
        # a seeded, level-sized sample of (disc, face, target, arrival speed, cut, crust point)
        while len(out) < n and tries < 4 * n:
            tries += 1
            d = self.rng.choice(hand)
            face = self.rng.choice(DISCS[d].faces)
            _, (tx, ty, _f) = self.rng.choice(targets)
            hit = self.rng.choice(speeds)
            cut = self.rng.choice((0.0, 0.0, 0.8, -0.8))
            swing = self.rng.choice((0.0, 0.0, 28.0, -28.0, 55.0, -55.0))
            base = math.atan2(ty, tx) + math.radians(swing)
            # aim a little to the side of the target for a cut shot
            px, py = -math.sin(base), math.cos(base)
            aim = (tx + px * cut * DISC_R, ty + py * cut * DISC_R)
            flick = aimed_flick(ctx.board, d, face, aim, hit, base)
            if flick is not None and flick not in seen:
                seen.add(flick)
                out.append(flick)
        return out

    def _simulate(self, ctx: "_Context", flick):
        self.simulations += 1
        if ctx.table is None:  # one table per decision, reset for each flick (app/physics/estimate.py)
            ctx.table = EstimateTable(ctx.layout)
        return ctx.table.estimate(flick.disc, flick.face, flick.x, flick.y, flick.vx, flick.vy)

    def _noisy(self, flick):
        """The flick as this bot's hand actually makes it."""
        speed = math.hypot(flick.vx, flick.vy)
        if speed <= 0:
            return flick
        angle = math.atan2(flick.vy, flick.vx) + math.radians(self.params.angle_sd * _gauss(self.rng))
        speed = min(VMAX, max(1.0, speed * (1.0 + self.params.speed_sd * _gauss(self.rng))))
        return type(flick)(flick.disc, flick.face, flick.x, flick.y, speed * math.cos(angle),
                           speed * math.sin(angle), None)

    def _execute(self, ctx: "_Context", flick):
        return self._noisy(flick) if flick is not None else None

    def _maybe_top_this(self, ctx: "_Context", options: list, flicks: list, regular: float):
        """Declare Top This! when one simulated flick completes a face-up order worth at least
        TOP_THIS_MIN on its own (orders and tip beat what a regular first action promises)."""
        best = None
        for a in options:
            order = ORDERS[a.order]
            if order.value < TOP_THIS_MIN:
                continue
            for value, flick in flicks:
                outcome = ctx.outcomes.get(flick)
                if outcome is None:
                    continue
                if ctx.completes(flick, outcome, a.order):
                    gain = order.value + TIP_ESTIMATE
                    if gain > regular and (best is None or gain > best[0]):
                        best = (gain, a, flick)
                    break
        if best is None:
            return None
        self.plan = (best[1].order, best[2])
        return best[1]

    def _top_this_flick(self, ctx: "_Context", legal: list):
        order = ctx.view.get("declared")
        if self.plan is not None and self.plan[0] == order and self.plan[1].disc in ctx.hand:
            plan, self.plan = self.plan[1], None
            if ctx.placement_ok(plan):
                return plan
        self.plan = None
        plans = self._flick_plans(ctx, legal, order=order)
        return plans[0][1] if plans else next(a for a in legal if a.TYPE == "flick")


#: each order's toppings as a sorted tuple (a slice completes it when its faces, sorted, are exactly
#: this), and the sorted tuples one topping short of it (a slice showing one of them is an opening)
_WANT = {o.id: tuple(sorted(o.toppings)) for o in ORDERS}
_SHORT = {o: frozenset(w[:i] + w[i + 1:] for i in range(len(w))) for o, w in _WANT.items()}


class _Context:
    """The position a decision is made in, and how the bot scores what a move leads to.

    A slice's contents are kept as the sorted tuple of the faces on it (`_keys`); the scores are the
    same as with `scoring.slice_contents` and `scoring.matching_slices` (a slice completes an order
    when its faces are exactly the order's; it is an opening when they are the order's but one).
    A flick's position is worked out from the decision's own one: only the slices of the discs it
    moved are looked at again."""

    def __init__(self, view: dict, seat: int, lookahead: bool) -> None:
        self.view = view
        self.seat = seat
        self.lookahead = lookahead
        self.board = _layout(view)
        self.layout = dict(self.board)
        self.hand = [h["id"] for h in view["hands"][seat]]
        self.orders = [o["id"] for o in view["orders"]]
        self.touched = set(view.get("touched", []))
        self.actions_left = int(view.get("actions_left", 1))
        self.outcomes: dict = {}
        self.table: EstimateTable | None = None
        self._touches: dict[tuple[float, float], tuple[int, ...]] = {}  # slices_touched, memoized
        # the decision's own position: which discs lie on each slice, and the slices' keys
        self._members: list[list[int]] = [[] for _ in range(SLICES)]
        for d, (x, y, _face) in self.board.items():
            for k in self.touches(x, y):
                self._members[k].append(d)
        self._base_keys = self._keys(self.board)
        self._base_eligible = scoring.touched_slices(self.board, self.touched, self.touches)
        self._miss: dict = {}  # order -> the score of the position itself (every miss leaves it)
        self._after: dict = {}  # flick -> (outcome, keys, eligible): scored once, asked again by Top This!

    def touches(self, x: float, y: float) -> tuple[int, ...]:
        """`slices_touched(x, y)`, remembered: most discs lie still in most of the flicks tried."""
        ks = self._touches.get((x, y))
        if ks is None:
            ks = self._touches[(x, y)] = slices_touched(x, y)
        return ks

    def placement_ok(self, flick) -> bool:
        return placement_error(flick.x, flick.y, [(p[0], p[1]) for p in self.board.values()]) is None

    def after_flick(self, flick, outcome):
        board = dict(self.board)
        touched = set(self.touched)
        if not outcome.touched:
            return board, touched
        for d, (x, y) in outcome.final_positions().items():
            face = flick.face if d == flick.disc else board[d][2]
            board[d] = (x, y, face)
            touched.add(d)
        for d in outcome.fell:
            board.pop(d, None)
            touched.discard(d)
        return board, touched

    def _keys(self, board: dict) -> list[tuple[str, ...]]:
        """Each slice's faces, sorted."""
        faces: list[list[str]] = [[] for _ in range(SLICES)]
        for x, y, face in board.values():
            for k in self.touches(x, y):
                faces[k].append(face)
        return [tuple(sorted(f)) for f in faces]

    def _flick_keys(self, flick, outcome) -> tuple[list[tuple[str, ...]], set[int]]:
        """The slices' keys and the slices touched this turn after `flick` ends as `outcome` (the
        board `after_flick` gives), from the decision's own position."""
        if not outcome.touched:
            return self._base_keys, self._base_eligible
        known = self._after.get(flick)
        if known is not None and known[0] is outcome:
            return known[1], known[2]
        board = self.board
        touches = self.touches
        gone = set(outcome.fell)
        moved = {d: p for d, p in outcome.final_positions().items() if d not in gone}
        changed = gone.union(moved)
        slices: set[int] = set()
        for d in changed:
            p = board.get(d)
            if p is not None:
                slices.update(touches(p[0], p[1]))
        new_at: list[tuple[tuple[int, ...], str]] = []
        for d, (x, y) in moved.items():
            ks = touches(x, y)
            slices.update(ks)
            new_at.append((ks, flick.face if d == flick.disc else board[d][2]))
        keys = list(self._base_keys)
        members = self._members
        for k in slices:
            faces = [board[d][2] for d in members[k] if d not in changed]
            faces.extend(face for ks, face in new_at if k in ks)
            faces.sort()
            keys[k] = tuple(faces)
        eligible: set[int] = set()
        for d in self.touched:
            if d in changed:
                continue
            p = board.get(d)
            if p is not None:
                eligible.update(touches(p[0], p[1]))
        for ks, _face in new_at:
            eligible.update(ks)
        self._after[flick] = (outcome, keys, eligible)
        return keys, eligible

    def completes(self, flick, outcome, order: int) -> bool:
        keys, eligible = self._flick_keys(flick, outcome)
        want = _WANT[order]
        return any(keys[k] == want for k in eligible)

    def score_flick(self, flick, outcome, order: int | None = None) -> float:
        self.outcomes[flick] = outcome
        if not outcome.touched:
            value = self._miss.get(order)
            if value is None:
                value = self._miss[order] = self._value(self._base_keys, self._base_eligible, order)
        else:
            value = self._value(*self._flick_keys(flick, outcome), order)
        if not outcome.touched:
            value -= 0.4  # the topping goes back to the bag: an action spent for nothing
        lost = len(outcome.fell)
        value -= 0.6 * lost  # each one is a topping for the neighbour
        return value

    def score_flip(self, topping: str) -> float:
        board = dict(self.board)
        touched = set(self.touched)
        for d, (x, y, face) in self.board.items():
            if face == topping:
                board[d] = (x, y, DISCS[d].other(face))
                touched.add(d)
        return self._score(board, touched, None) - 0.05  # a flick that does as well is preferred

    def _score(self, board: dict, touched: set, order: int | None) -> float:
        return self._value(self._keys(board), scoring.touched_slices(board, touched, self.touches), order)

    def _value(self, keys: list[tuple[str, ...]], eligible: set[int], order: int | None) -> float:
        """The score of a position given by its slices' keys and the slices touched this turn."""
        value = 0.0
        if order is not None:  # Top This!: only the declared order counts
            want = _WANT[order]
            if any(keys[k] == want for k in eligible):
                value += ORDERS[order].value + TIP_ESTIMATE
            return value + 0.1 * self._near_keys(keys, [order])
        done = [o for o in self.orders if any(keys[k] == _WANT[o] for k in eligible)]
        value += sum(ORDERS[o].value for o in done)
        if len(done) >= 2:
            value += TIP_ESTIMATE
        if self.lookahead:
            last = self.actions_left <= 1
            near = self._near_keys(keys, [o for o in self.orders if o not in done])
            # one topping short: our own next action may finish it; otherwise it is the next player's gift
            value += -0.35 * near if last else 0.3 * near
        return value

    def _near_keys(self, keys: list[tuple[str, ...]], orders: list[int]) -> float:
        """The value of orders that some slice misses by exactly one topping (and holds nothing else)."""
        present = set(keys)
        return float(sum(ORDERS[o].value for o in orders if not present.isdisjoint(_SHORT[o])))

    def _near(self, contents: list[Counter], orders: list[int]) -> float:
        """`_near_keys` from `scoring.slice_contents`."""
        return float(sum(ORDERS[o].value for o in near_orders(contents, orders)))

    def openings(self, board: dict) -> float:
        return self._near_keys(self._keys(board), self.orders)


def near_orders(contents: list[Counter], orders: list[int]) -> list[int]:
    """The orders (of `orders`, in their order) that some slice misses by exactly one topping and
    holds nothing else: an opening, one flick from complete."""
    out = []
    for o in orders:
        want = ORDERS[o].counts()
        for k in range(SLICES):
            have = contents[k]
            if sum(have.values()) == sum(want.values()) - 1 and not (have - want):
                out.append(o)
                break
    return out


def make_bot(level: str, seat: int, seed: int) -> Bot:
    return Bot(level, seat, seed)


def summarize(final_states: list) -> dict[str, str]:
    """Extra lines for `python -m app simulate top_this`: orders, tips and toppings per game."""
    if not final_states:
        return {}
    games = len(final_states)
    orders = tips = dollars = 0
    for state in final_states:
        view = state.view(None)
        for pile in view["piles"]:
            orders += len(pile["orders"])
            tips += len(pile["tips"])
        dollars += sum(view["totals"])
    return {
        "orders per game": f"{orders / games:.1f}",
        "tips per game": f"{tips / games:.1f}",
        "dollars per game (all players)": f"{dollars / games:.1f}",
    }


__all__ = ["LEVELS", "Bot", "make_bot", "summarize"]
