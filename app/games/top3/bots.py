"""Computer players for Top 3. Each reads only its own `view(seat)`, the legal actions and the facts on
the cards (cards.py), as a person brings general knowledge to the table; never the state.

What a level knows. A bot's estimate of a card's value in a category is the card's value with noise
drawn once per (bot, card, category) from the bot's own seeded generator, on the scale on which a
person's knowledge of such a number is rough: the logarithm of a positive magnitude (a building's
height, a population, a box-office gross: the noise multiplies, log-normally), log(1 + x) of a count
that is often 0 (Oscars), the number itself for a temperature or a year (the noise adds). Its size is
`NOISE[level]` times the spread of the category's values over the theme's pool (their standard
deviation on that scale): Easy's estimates are weak hints, Normal's rough magnitudes, Hard's close.
Everything a bot believes of a card's value follows from its estimate: the pool's values (known, as
the range of such numbers is) weighted by how well each fits the estimate (`Belief`), so two cards can
be believed equal only as printed numbers can be.

How every level chooses. For the six orders, each with no bet card or one of those it holds, it
estimates the cards the choice wins this round, by sampling worlds (`evaluate`): the true values of
the three cards from its beliefs, and each other seat's order from a model of what that seat knows:
its estimates are the world's values with noise of a level drawn from what the bot has learnt of that
seat (`SeatModel`: a prior leaning to Normal, weighed by how often the seat's order was right in the
rounds revealed so far). A right order alone wins 2 cards, with others (not all) 1, with all or none
0; a bet card wins 1 when right and the discard pile pays (it can fail to only when four seats lay
the same right bet card on an empty pile: `pay_chances`). A bet card laid now is gone for
the rounds left: the value of keeping the ones held (`keep_values`) comes from the same model on
random rounds of the theme, the best use of each set of held cards over the rounds that remain.
"""

from __future__ import annotations

import json
import math
import random
import statistics
import threading
import zlib
from bisect import bisect
from collections import Counter

from app.bots import SeededBot, bots_by_level
from app.core import Action, Rng
from app.games.top3 import cards
from app.games.top3.actions import ADVANCES, ORDERS

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
#: a level's knowledge noise, in standard deviations of the category's values over the pool (on its scale)
NOISE = {"easy": 1.0, "normal": 0.5, "hard": 0.25}
#: what a bot assumes of another seat before any reveal
PRIOR = {"easy": 0.25, "normal": 0.5, "hard": 0.25}
#: categories whose noise adds (the others' multiplies: on the logarithm, or log(1 + x) when 0 occurs)
ADDITIVE = frozenset({"mean_temperature", "year"})
#: worlds sampled per decision; random rounds behind the keep values; worlds per such round
WORLDS = 400
KEEP_ROUNDS = 120
KEEP_WORLDS = 120
#: the most rounds a game has after the current one (15 rounds)
HORIZON = 14
#: samples per level when judging how likely a seat of that level was right in a revealed round
JUDGE_SAMPLES = 120
#: how far a seat's record may sway its model: a revealed right or wrong counts at most this sure
JUDGE_FLOOR = 0.03

#: each order as (highest, middle, lowest) card index; `ORDERS` is the rules' tuple
PERMS = tuple(tuple(int(d) - 1 for d in order) for order in ORDERS)
#: standard normal quantiles, for fast sampling (stratified over 4096 points)
_NZ = 4096
_Z = [statistics.NormalDist().inv_cdf((i + 0.5) / _NZ) for i in range(_NZ)]


def gauss(rng: Rng) -> float:
    """A standard normal number from the bot's own generator (Box-Muller)."""
    u1, u2 = 1.0 - rng.random(), rng.random()
    return math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)


def picks(rand, items: list, k: int) -> list:
    """`k` different items drawn at random (by `rand()` alone: the same on every Python version)."""
    rest = list(items)
    return [rest.pop(int(rand() * len(rest))) for _ in range(k)]


def right_mask(v0: float, v1: float, v2: float) -> int:
    """The right orders for the values of cards 1, 2, 3, as bits over `ORDERS` (equal values are equal)."""
    return _MASKS[((v0 > v1) - (v0 < v1)) * 9 + ((v0 > v2) - (v0 < v2)) * 3 + (v1 > v2) - (v1 < v2) + 13]


def _mask_of(v: tuple) -> int:
    return sum(1 << i for i, (a, b, c) in enumerate(PERMS) if v[a] >= v[b] >= v[c])


#: `right_mask` by the three comparisons (card 1 with 2, 1 with 3, 2 with 3: each -1, 0 or 1), from
#: values that compare so (the combinations no three numbers can make are never looked up)
_MASKS = [0] * 27
for _v in ((a, b, c) for a in range(3) for b in range(3) for c in range(3)):
    _MASKS[((_v[0] > _v[1]) - (_v[0] < _v[1])) * 9 + ((_v[0] > _v[2]) - (_v[0] < _v[2])) * 3
           + (_v[1] > _v[2]) - (_v[1] < _v[2]) + 13] = _mask_of(_v)


def order_of(e0: float, e1: float, e2: float) -> int:
    """The index in `ORDERS` of the order that sorts three estimates highest first."""
    if e0 >= e1:
        return 0 if e1 >= e2 else (1 if e0 >= e2 else 4)
    return 2 if e0 >= e2 else (3 if e1 >= e2 else 5)


# ---- knowledge ----------------------------------------------------------------------------------
class Scale:
    """One category of a theme on the scale its noise is drawn on, with the pool's values."""

    __slots__ = ("kind", "sd", "values", "points", "counts")

    def __init__(self, category: str, numbers: list) -> None:
        low = min(numbers)
        self.kind = "add" if category in ADDITIVE or low < 0 else ("log1p" if low == 0 else "log")
        self.sd = statistics.pstdev([self.to(x) for x in numbers]) or 1.0
        count = Counter(numbers)
        #: the pool's distinct printed numbers, their points on the scale, how many cards have each
        self.values = sorted(count)
        self.points = [self.to(v) for v in self.values]
        self.counts = [count[v] for v in self.values]

    def to(self, x: float) -> float:
        return x if self.kind == "add" else (math.log1p(x) if self.kind == "log1p" else math.log(x))

    def back(self, t: float) -> float:
        return t if self.kind == "add" else (math.expm1(t) if self.kind == "log1p" else math.exp(t))


_SCALES: dict[str, dict[str, Scale]] = {}


def scales(theme: str) -> dict[str, Scale]:
    got = _SCALES.get(theme)
    if got is None:
        pool = cards.deck(theme)
        got = _SCALES[theme] = {cat: Scale(cat, [c.values[cat] for c in pool]) for cat in cards.categories(theme)}
    return got


class Belief:
    """What a bot believes of one card's value: the pool's values weighted by their fit to its estimate."""

    __slots__ = ("values", "points", "cum")

    def __init__(self, scale: Scale, guess: float | None, sigma: float) -> None:
        if guess is None:  # a card it has no estimate of: any value of the pool
            weights = [float(c) for c in scale.counts]
        else:
            weights = [c * math.exp(-0.5 * ((guess - p) / sigma) ** 2) for c, p in zip(scale.counts, scale.points)]
        top = max(weights)
        if top <= 0.0:  # the estimate is far outside the pool's range: the nearest value
            near = min(range(len(scale.points)), key=lambda k: abs(scale.points[k] - guess))
            weights = [1.0 if k == near else 0.0 for k in range(len(weights))]
            top = 1.0
        keep = [k for k, w in enumerate(weights) if w > top * 1e-7]
        self.values = [scale.values[k] for k in keep]
        self.points = [scale.points[k] for k in keep]
        total, cum = 0.0, []
        for k in keep:
            total += weights[k]
            cum.append(total)
        self.cum = [c / total for c in cum]
        self.cum[-1] = 2.0  # above any u in [0, 1): bisect never runs past the last value

    def sample(self, u: float) -> int:
        """The index of the value at quantile `u` in [0, 1)."""
        return bisect(self.cum, u)


class Knowledge:
    """A bot's estimates of every card of a theme, drawn once from its own generator."""

    def __init__(self, theme: str, level: str, rng: Rng) -> None:
        self.theme, self.level = theme, level
        self.scales = scales(theme)
        self.sigma = {cat: NOISE[level] * s.sd for cat, s in self.scales.items()}
        #: (card id, category) -> the estimate on the category's scale
        self.guess: dict[tuple[str, str], float] = {}
        for c in cards.deck(theme):
            for cat, s in self.scales.items():
                self.guess[(c.id, cat)] = s.to(c.values[cat]) + self.sigma[cat] * gauss(rng)
        self._beliefs: dict[tuple[str, str], Belief] = {}

    def estimate(self, card_id: str, category: str) -> float:
        """The estimate in the card's own unit (metres, people, US dollars, ...)."""
        return self.scales[category].back(self.guess[(card_id, category)])

    def error(self, card_id: str, category: str) -> float:
        """How far the estimate is from the card's value, on the category's scale."""
        s = self.scales[category]
        return abs(self.guess[(card_id, category)] - s.to(cards.card(self.theme, card_id).values[category]))

    def belief(self, card_id: str, category: str) -> Belief:
        key = (card_id, category)
        got = self._beliefs.get(key)
        if got is None:
            got = self._beliefs[key] = Belief(self.scales[category], self.guess.get(key), self.sigma[category])
        return got


# ---- the others ---------------------------------------------------------------------------------
class SeatModel:
    """What a bot has learnt of the other seats from the reveals it saw: per round revealed, per level,
    the chance that a seat of that level would have been right (`_chances`, the same for every seat),
    and per seat the rounds it was right and wrong in; from them a weight per level for each seat."""

    def __init__(self, theme: str) -> None:
        self.scales = scales(theme)
        self.reveals: dict[int, dict] = {}
        self._chances: dict[int, list[float]] = {}

    def see(self, reveal: dict | None) -> None:
        if reveal and reveal.get("round") is not None and reveal.get("values") and reveal.get("right") is not None:
            self.reveals.setdefault(int(reveal["round"]), reveal)

    def chances(self, rnd: int) -> list[float]:
        """Per level (as `LEVELS`): the chance that a seat of that level lays a right order in round `rnd`."""
        got = self._chances.get(rnd)
        if got is None:
            reveal = self.reveals[rnd]
            scale = self.scales.get(reveal["category"])
            values = [float(v) for v in reveal["values"]]
            mask = right_mask(*values)
            if scale is None:
                got = [1.0 / 6] * len(LEVELS)
            else:
                points = [scale.to(v) for v in values]
                rand = random.Random(1_000 + rnd).random
                got = []
                for level in LEVELS:
                    s = NOISE[level] * scale.sd
                    hits = sum((mask >> order_of(*(p + s * _Z[int(rand() * _NZ)] for p in points))) & 1
                               for _ in range(JUDGE_SAMPLES))
                    got.append(min(1 - JUDGE_FLOOR, max(JUDGE_FLOOR, hits / JUDGE_SAMPLES)))
            self._chances[rnd] = got
        return got

    def weights(self, seat: int) -> list[float]:
        """Per level: how much `seat`'s record so far speaks for it (they sum to 1)."""
        logs = [math.log(PRIOR[level]) for level in LEVELS]
        for rnd, reveal in self.reveals.items():
            right, advances = reveal["right"], reveal.get("advances") or ()
            if seat >= len(right) or (seat < len(advances) and advances[seat] == "nobody"):
                continue  # a seat that bet on nobody may have laid a wrong order on purpose
            for k, p in enumerate(self.chances(rnd)):
                logs[k] += math.log(p if right[seat] else 1 - p)
        top = max(logs)
        ws = [math.exp(x - top) for x in logs]
        total = sum(ws)
        return [w / total for w in ws]


# ---- the chances of a round ---------------------------------------------------------------------
def evaluate(beliefs: list[Belief], others: list[list[float]], players: int, rand, worlds: int,
             paid: tuple[float, ...] = (1.0, 1.0, 1.0)) -> list[list[float]]:
    """Expected cards won this round: `ev[o][b]` for order `ORDERS[o]` and bet b (0: none, 1 + the
    index in `ADVANCES`). `others`: per other seat, its noise on each card (per level, weighted:
    the list holds the levels' sigmas as often as their weights say, one is drawn per world).
    `paid`: per bet card, the chance that the discard pile pays it when it is right (`pay_chances`)."""
    return expected_cards(sample_worlds(beliefs, others, rand, worlds), players, paid)


def sample_worlds(beliefs: list[Belief], others: list[list[float]], rand, worlds: int) -> dict[tuple[int, int], float]:
    """The worlds `evaluate` weighs: (the right orders as bits over `ORDERS`, how many other seats
    are right) -> its share of the worlds sampled."""
    b0, b1, b2 = beliefs
    seen: Counter = Counter()
    z = _Z
    for _ in range(worlds):
        i0, i1, i2 = b0.sample(rand()), b1.sample(rand()), b2.sample(rand())
        mask = right_mask(b0.values[i0], b1.values[i1], b2.values[i2])
        p0, p1, p2 = b0.points[i0], b1.points[i1], b2.points[i2]
        k = 0
        for sigmas in others:
            s = sigmas[int(rand() * len(sigmas))]
            k += (mask >> order_of(p0 + s * z[int(rand() * _NZ)], p1 + s * z[int(rand() * _NZ)],
                                   p2 + s * z[int(rand() * _NZ)])) & 1
        seen[(mask, k)] += 1
    return {key: count / worlds for key, count in seen.items()}


def expected_cards(seen: dict[tuple[int, int], float], players: int,
                   paid: tuple[float, ...] = (1.0, 1.0, 1.0)) -> list[list[float]]:
    """`evaluate`'s table from the sampled worlds (`sample_worlds`)."""
    bets = ADVANCES
    ev = [[0.0] * (1 + len(bets)) for _ in ORDERS]
    for (mask, k_others), w in seen.items():
        for o, row in enumerate(ev):
            right = (mask >> o) & 1
            k = k_others + right
            gain = (2 if k == 1 else (1 if k < players else 0)) if right else 0
            row[0] += w * gain
            for j, bet in enumerate(bets, 1):
                won = (k == players) if bet == "everyone" else (right and k == 1) if bet == "only_me" else (k == 0)
                row[j] += w * (gain + won * paid[j - 1])
    return ev


def pay_chances(view: dict, me: int) -> tuple[float, ...]:
    """Per bet card: the chance that the discard pile pays it when it is right. A round where all
    seats or none are right sends its three cards to the pile, and in other rounds at most one bet
    card is right: so the pile is short only when every seat lays the same right bet card and there
    are more seats than the pile's cards and the three. For that, each other seat is taken to lay a
    bet card it may still hold with the chance of one a round (its visible cards over the rounds left)."""
    players = len(view["chosen"])
    if players <= len(view["discard"]) + 3:
        return (1.0, 1.0, 1.0)
    left = max(1, view["rounds"] - view["round"] + 1)
    out = []
    for bet in ADVANCES:
        if bet == "only_me":  # right for one seat at most, with a card in the pile
            out.append(1.0)
            continue
        same = 1.0
        for seat, held in enumerate(view["advances"]):
            if seat != me:
                same *= min(1.0, len(held) / left) / len(held) if bet in held else 0.0
        out.append(1.0 - same)
    return tuple(out)


def other_sigmas(weights: list[float], sd: float, slots: int = 20) -> list[float]:
    """A seat's noise on a category's scale, each level's sigma repeated by its weight (of `slots`)."""
    out: list[float] = []
    for level, w in zip(LEVELS, weights):
        out += [NOISE[level] * sd] * round(w * slots)
    return out or [NOISE["normal"] * sd]


_KEEP: dict[tuple[str, str, int], list[list[float]]] = {}


def keep_values(level: str, theme: str, players: int) -> list[list[float]]:
    """`keep[r][held]`: the cards a set of bet cards (bits over `ADVANCES`) is expected to win in the
    `r` rounds after this one, when each round one of them may be laid where it adds the most. From
    `KEEP_ROUNDS` random rounds of the theme (three cards, a category; a bot of `level` against
    Normal seats, fresh estimates): each gives what laying each bet card adds to the round's best
    order without one. The same for every bot of a level (a fixed seed): computed once."""
    key = (level, theme, players)
    got = _KEEP.get(key)
    if got is not None:
        return got
    rng = random.Random(zlib.crc32(f"top3 keep {level} {theme} {players}".encode()))
    pool, table = cards.deck(theme), scales(theme)
    cats = list(table)
    gains = []
    for _ in range(KEEP_ROUNDS):
        three = picks(rng.random, pool, 3)
        cat = cats[int(rng.random() * len(cats))]
        scale = table[cat]
        sigma = NOISE[level] * scale.sd
        beliefs = [Belief(scale, scale.to(c.values[cat]) + sigma * _Z[int(rng.random() * _NZ)], sigma) for c in three]
        others = [[NOISE["normal"] * scale.sd]] * (players - 1)
        ev = evaluate(beliefs, others, players, rng.random, KEEP_WORLDS)
        best = max(row[0] for row in ev)
        gains.append([max(row[j] for row in ev) - best for j in range(1, len(ADVANCES) + 1)])
    sets = 1 << len(ADVANCES)
    keep = [[0.0] * sets]
    for _ in range(HORIZON):
        last = keep[-1]
        row = []
        for held in range(sets):
            total = 0.0
            for g in gains:
                best = last[held]
                for j in range(len(ADVANCES)):
                    if held >> j & 1:
                        best = max(best, g[j] + last[held & ~(1 << j)])
                total += best
            row.append(total / len(gains))
        keep.append(row)
    _KEEP[key] = keep
    return keep


# ---- the players --------------------------------------------------------------------------------
class Top3Bot(SeededBot):
    """One seat's player at a level (the levels differ only in `NOISE`). `last` holds what the last
    decision weighed: `ev` (expected cards per order and bet), `keep`, `scores` and `worlds` (the
    sampled worlds: `sample_worlds`)."""

    level = "normal"

    def __init__(self, seat: int, seed: int) -> None:
        super().__init__(seat, seed)
        self.base = self.rng.randbelow(1 << 62)
        self._knowledge: dict[str, Knowledge] = {}
        self._models: dict[str, SeatModel] = {}
        self.last: dict = {}

    def knowledge(self, theme: str) -> Knowledge:
        got = self._knowledge.get(theme)
        if got is None:
            got = self._knowledge[theme] = Knowledge(theme, self.level, self.rng.fork())
        return got

    def model(self, theme: str) -> SeatModel:
        got = self._models.get(theme)
        if got is None:
            got = self._models[theme] = SeatModel(theme)
        return got

    def choose(self, view: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        theme, me, table, cat = view["theme"], self.seat, list(view["table"]), view["category"]
        players = len(view["chosen"])
        know, model = self.knowledge(theme), self.model(theme)
        model.see(view.get("last_reveal"))  # each round's, as the bot plays every round
        sd = know.scales[cat].sd
        others = [other_sigmas(model.weights(s), sd) for s in range(players) if s != me]
        beliefs = [know.belief(c, cat) for c in table]
        seed = zlib.crc32(f"{self.base} {view['round']} {' '.join(table)} {cat}".encode())
        seen = sample_worlds(beliefs, others, random.Random(seed).random, WORLDS)
        ev = expected_cards(seen, players, pay_chances(view, me))
        held = [a for a in ADVANCES if a in (view["advances"][me] or ())]
        keep = keep_values(self.level, theme, players)[max(0, min(HORIZON, view["rounds"] - view["round"]))]
        bits = sum(1 << ADVANCES.index(a) for a in held)
        by_move = {(a.order, getattr(a, "advance", None)): a for a in legal}
        scores = {}
        for o, order in enumerate(ORDERS):
            scores[(order, None)] = ev[o][0] + keep[bits]
            for a in held:
                j = ADVANCES.index(a)
                scores[(order, a)] = ev[o][1 + j] + keep[bits & ~(1 << j)]
        self.last = {"ev": ev, "keep": keep[bits], "scores": scores, "worlds": seen}
        for move in sorted(scores, key=lambda m: -scores[m]):  # a stable sort: ties go to the first
            if move in by_move:
                return by_move[move]
        return legal[0]


class EasyBot(Top3Bot):
    level = "easy"


class NormalBot(Top3Bot):
    level = "normal"


#: Hard's latest decisions, by seat and the view it read: what `last` held (hints.py explains a move
#: with the numbers the bot that chose it weighed); a few are kept
RECENT: dict[tuple[int, str], dict] = {}
RECENT_KEPT = 16
_RECENT_LOCK = threading.Lock()


def view_key(view: dict) -> str:
    """The view as one string (a decision's key in `RECENT`)."""
    return json.dumps(view, sort_keys=True, default=str)


class HardBot(Top3Bot):
    level = "hard"

    def choose(self, view: dict, legal: list[Action]) -> Action:
        key = (self.seat, view_key(view))
        self.last = {}
        move = super().choose(view, legal)
        if self.last:
            with _RECENT_LOCK:  # bots and hints run on worker threads
                while len(RECENT) >= RECENT_KEPT:
                    RECENT.pop(next(iter(RECENT)))
                RECENT[key] = dict(self.last)
        return move


make_bot = bots_by_level({"easy": EasyBot, "normal": NormalBot, "hard": HardBot})


def summarize(final_states: list) -> dict[str, str]:
    """For `python -m app simulate`: how often each seat's order was right, the bet cards laid and
    paid, and how the rounds went (one right, several, all, none)."""
    reveals = [r for state in final_states for r in getattr(state, "reveals", ())]
    if not reveals:
        return {}
    n, rounds = len(final_states), len(reveals)
    players = len(reveals[0].right)
    right, laid, paid = [0] * players, [0] * players, [0] * players
    kinds: Counter = Counter()
    for row in reveals:
        k = sum(map(bool, row.right))
        kinds["one right" if k == 1 else "none right" if k == 0 else "all right" if k == players
              else "several right"] += 1
        for s in range(players):
            right[s] += bool(row.right[s])
            laid[s] += row.advances[s] is not None
            paid[s] += row.advance_paid[s] is not None
    return {
        "right orders per seat": ", ".join(f"{r / rounds:.0%}" for r in right),
        "bet cards laid per game per seat (paid)": ", ".join(f"{x / n:.2f} ({y / n:.2f})" for x, y in zip(laid, paid)),
        "rounds": ", ".join(f"{kind} {k / rounds:.0%}" for kind, k in kinds.most_common()),
    }
