"""A compact model of Top Pop's two-player game for the bots, built from one seat's view. Pure: no
Qt, no events, no checks.

Like search.py for standard and lite: `DuoWorld` plays a position on fast, `world_from_view` makes
it from a view (the unseen cards dealt at random with an `rng`, else None), `policy` is the quick
heuristic every seat follows in a playout. A card the seat has not seen counts for no city.
"""

from __future__ import annotations

from app.games.top_pop import cards, scoring
from app.games.top_pop.search import deal_unseen
from app.games.top_pop.cards import DUO_COMPANIES, DUO_HAND_SIZE, DUO_PAYS, TWO_PLAYER

COLUMN = len(DUO_PAYS)
PLAYS = COLUMN * DUO_COMPANIES
MEAN_CAP_VALUE = sum(cards.DUO_CAP_VALUES) / len(cards.DUO_CAP_VALUES)
CAP_VALUES = cards.DUO_CAP_VALUES
CITIES = cards.cities_for(2, TWO_PLAYER)
_CITY = {code: CITIES.index(cards.city(code)) for code in cards.deck(2, TWO_PLAYER)}


class DuoWorld:
    """`columns[k]`: the cards under company k (starting card first); `played[k]`: how many the
    players laid there; `sevenths[k]`: code, None when unseen, or absent (False) before it is laid."""

    __slots__ = ("hands", "deck", "columns", "played", "sevenths", "caps", "turn", "phase", "start", "over")

    def copy(self) -> "DuoWorld":
        w = object.__new__(DuoWorld)
        w.hands = [list(h) for h in self.hands]
        w.deck = list(self.deck)
        w.columns = [list(c) for c in self.columns]
        w.played = list(self.played)
        w.sevenths = list(self.sevenths)
        w.caps = [list(c) for c in self.caps]
        w.turn, w.phase, w.start, w.over = self.turn, self.phase, self.start, self.over
        return w

    def open(self) -> list[int]:
        return [k for k in range(DUO_COMPANIES) if self.played[k] < COLUMN]

    def seventh(self, code, k: int) -> None:
        me = self.turn
        self.hands[me].remove(code)
        self.sevenths[k] = code
        self._setup_next()

    def discard(self, code) -> None:
        self.hands[self.turn].remove(code)
        self._setup_next()

    def _setup_next(self) -> None:
        me = self.turn
        if me != self.start and len(self.hands[me]) <= DUO_HAND_SIZE:
            self.turn = self.start
        elif me == self.start and all(s is not False for s in self.sevenths):
            self.phase = "play"

    def play(self, code, k: int) -> None:
        me = self.turn
        self.hands[me].remove(code)
        self.columns[k].append(code)
        self.caps[me][k] += DUO_PAYS[self.played[k]]
        self.played[k] += 1
        if self.deck and len(self.hands[me]) < DUO_HAND_SIZE:
            self.hands[me].append(self.deck.pop(0))
        if all(p >= COLUMN for p in self.played):
            self.over, self.phase = True, "over"
            return
        self.turn = 1 - me
        if not self.hands[self.turn]:
            self.turn = me
            if not self.hands[me]:
                self.over, self.phase = True, "over"

    def company_points(self) -> list[int]:
        return _points(_matrix(self))

    def points(self, values: list[float]) -> list[float]:
        return [sum(c * v for c, v in zip(self.caps[s], values)) for s in range(2)]


def world_from_view(view: dict, rng=None) -> DuoWorld:
    """The position of a two-player `view`; with `rng` the unseen cards dealt at random (night cards
    where the seat sees a face-down night card), else None."""
    me = view["seat"]
    w = object.__new__(DuoWorld)
    pool = []
    if rng is not None:
        rest = cards.contents(2, TWO_PLAYER)
        seen = list(view["hand"] or ())
        seen += [e["card"] for col in view["columns"] for e in col if e["card"] is not None]
        seen += [s["card"] for s in view["sevenths"] if s and s["card"] is not None]
        if view.get("discard") and view["discard"].get("card") is not None:
            seen.append(view["discard"]["card"])
        for c in seen:
            rest[c] -= 1
        pool = [c for c, k in rest.items() for _ in range(max(0, k))]
        pool.sort(key=cards.deck(2, TWO_PLAYER).index)
        rng.shuffle(pool)

    def hidden(night: bool):
        if not pool:
            return None
        fitting = [c for c in pool if cards.is_night(c)] if night else pool
        code = (fitting or pool)[-1]
        pool.remove(code)
        return code

    w.columns = [[e["card"] if e["card"] is not None else hidden(e.get("night", True)) for e in col]
                 for col in view["columns"]]
    w.played = [sum(1 for e in col if e.get("by") is not None) for col in view["columns"]]
    w.sevenths = [False if s is None else (s["card"] if s["card"] is not None else hidden(False))
                  for s in view["sevenths"]]
    w.hands, w.deck = deal_unseen(view, me, 2, pool)
    w.caps = [[int(c.get(k, c.get(str(k), 0))) for k in range(DUO_COMPANIES)] for c in view["caps"]]
    w.turn, w.start = view["current_player"], view["start"]
    w.phase = view["phase"]
    w.over = bool(view.get("is_over"))
    return w


# ---- the heuristic ------------------------------------------------------------------------------
def cap_estimate(w: DuoWorld, points: list[int] | None = None) -> list[float]:
    """What a cap of each company is expected to be worth at the end: its value by the companies'
    points now, blended with the mean value the fewer cards have been played."""
    values = scoring.cap_values(points if points is not None else w.company_points())
    done = sum(w.played) / PLAYS
    return [done * v + (1 - done) * MEAN_CAP_VALUE for v in values]


def _matrix(w: DuoWorld) -> list[list[int]]:
    """Cards per company (rows) and city index (columns), sevenths of closed companies included."""
    m = [[0] * len(CITIES) for _ in range(DUO_COMPANIES)]
    for k in range(DUO_COMPANIES):
        row = m[k]
        for c in w.columns[k]:
            if c is not None:
                row[_CITY[c]] += 1
        if w.sevenths[k] and w.played[k] >= COLUMN:
            row[_CITY[w.sevenths[k]]] += 1
    return m


def _points(m: list[list[int]]) -> list[int]:
    out = [0] * DUO_COMPANIES
    for c in range(len(CITIES)):
        col = [m[k][c] for k in range(DUO_COMPANIES)]
        top = max(col)
        if top:
            lead = col.count(top)
            for k in range(DUO_COMPANIES):
                if col[k] == top:
                    out[k] += top * (2 if lead == 1 else 1)
    for k in range(DUO_COMPANIES):
        kinds = sum(1 for x in m[k] if x)
        if kinds > 1:
            out[k] += 2 * (kinds - 1)
    return out


def _values(points: list[int]) -> list[int]:
    """scoring.cap_values, inline for the four companies."""
    return [CAP_VALUES[sum(q >= p for q in points) - 1] for p in points]


def _maj(col: list[int]) -> list[int]:
    top = max(col)
    if not top:
        return [0] * len(col)
    each = top * (2 if col.count(top) == 1 else 1)
    return [each if x == top else 0 for x in col]


def play_options(w: DuoWorld, me: int):
    """(value, code, company): `me`'s estimated point margin after each play."""
    out = []
    opp = 1 - me
    m = _matrix(w)
    base = _points(m)
    done = (sum(w.played) + 1) / PLAYS
    mine, theirs = w.caps[me], w.caps[opp]
    kinds = [sum(1 for x in row if x) for row in m]
    for code in dict.fromkeys(w.hands[me]):
        c = _CITY[code] if code is not None else None
        col = [m[k][c] for k in range(DUO_COMPANIES)] if c is not None else None
        before = _maj(col) if c is not None else None
        for k in w.open():
            if w.played[k] + 1 >= COLUMN and w.sevenths[k]:  # the play closes k: its seventh counts too
                if c is not None:
                    m[k][c] += 1
                m[k][_CITY[w.sevenths[k]]] += 1
                points = _points(m)
                if c is not None:
                    m[k][c] -= 1
                m[k][_CITY[w.sevenths[k]]] -= 1
            elif c is None:
                points = base
            else:
                col[k] += 1
                after = _maj(col)
                col[k] -= 1
                points = [b + a - x for b, a, x in zip(base, after, before)]
                if not m[k][c] and kinds[k] >= 1:
                    points[k] += 2
            values = _values(points)
            pay = DUO_PAYS[w.played[k]]
            value = 0.0
            for i in range(DUO_COMPANIES):
                value += (mine[i] + (pay if i == k else 0) - theirs[i]) * (done * values[i] + (1 - done) * MEAN_CAP_VALUE)
            out.append((value, code, k))
    return out


def seventh_options(w: DuoWorld, me: int):
    """(value, code, company): a seventh card where it adds most to its company's points."""
    base = w.company_points()
    out = []
    for code in dict.fromkeys(w.hands[me]):
        for k in range(DUO_COMPANIES):
            if w.sevenths[k] is not False:
                continue
            w.columns[k].append(code)
            gain = w.company_points()[k] - base[k]
            w.columns[k].pop()
            out.append((gain, code, k))
    return out


def discard_choice(w: DuoWorld, me: int):
    """The card put out of the game: one of the city the hand holds most of."""
    hand = w.hands[me]
    count = {}
    for c in hand:
        count[cards.city(c)] = count.get(cards.city(c), 0) + 1
    return max(hand, key=lambda c: (count[cards.city(c)], not cards.is_night(c), c))


def policy(w: DuoWorld, rand=None, noise: float = 0.0, step: str | None = None):
    """("play", code, company), ("seventh", code, company) or ("discard", code)."""
    me = w.turn
    if w.phase == "setup":
        if step == "discard" or (step is None and me != w.start and sum(s is not False for s in w.sevenths) >= 2
                                 and len(w.hands[me]) > DUO_HAND_SIZE):
            return ("discard", discard_choice(w, me))
        options = seventh_options(w, me)
        best = _pick(options, rand, noise)
        return ("seventh", best[1], best[2])
    best = _pick(play_options(w, me), rand, noise)
    return ("play", best[1], best[2])


def _pick(options, rand, noise):
    if rand is None or noise <= 0:
        return max(options, key=lambda o: o[0])
    return max(options, key=lambda o: o[0] + noise * rand())


def apply_move(w: DuoWorld, move) -> None:
    if move[0] == "play":
        w.play(move[1], move[2])
    elif move[0] == "seventh":
        w.seventh(move[1], move[2])
    else:
        w.discard(move[1])


def final_points(w: DuoWorld) -> list[float]:
    return w.points(scoring.cap_values(w.company_points()))


def playout(w: DuoWorld, me: int, rand, noise: float, horizon: int = 1000) -> tuple[float, int]:
    """Play on to the end (or `horizon` moves, then value the caps as they stand); returns `me`'s
    point margin (fewer caps as a tie-break worth a tenth of a point at most) and the moves played."""
    moves = 0
    while not w.over and moves < horizon:
        if not w.hands[w.turn]:
            break
        apply_move(w, policy(w, rand, noise))
        moves += 1
    pts = final_points(w) if w.over else w.points(cap_estimate(w))
    caps = [sum(c) for c in w.caps]
    tie = 0.1 * (caps[1 - me] - caps[me]) / 60
    return pts[me] - pts[1 - me] + tie, moves
