"""A compact model of Top Pop's standard and lite rules for the bots, built from one seat's view.
Pure: no Qt, no events, no checks.

`World` holds a position as plain lists (caps by company number, cards by code) and plays it on
fast: the bots' search (a determinized Monte Carlo, bots.py) deals the cards a seat cannot see
(`determinize`) and plays many games on from there with `policy`, a quick heuristic every seat
follows. `world_from_view` makes the same position with the unseen cards left as None: the Normal
bot reads that one. The model follows the rulebook and the rulings (docs/rulings.md, "Top Pop"); it
is only a playout model: the bots always choose among the real rules' legal actions.
"""

from __future__ import annotations

from app.games.top_pop import cards
from app.games.top_pop.cards import CARDS_TO_END, CITIES, LITE, SETUP_PLACES

CITY_INDEX = {c: i for i, c in enumerate(CITIES)}
_CITY_OF: dict = {None: None}
for _c in CITIES:
    _CITY_OF[_c] = _CITY_OF[cards.night(_c)] = CITY_INDEX[_c]
STL, NYC, SF, LV, CHI, SEA, NO = range(7)
#: a game in the model that runs longer than this many turns is scored as it stands (stalled)
MAX_TURNS = 400


class World:
    """One position of a standard or lite game. `fronts[s]`: [code, {owner: caps bottom first}] per
    card in front of seat s; `supply[s]`/`middle`: caps by company; `wc[s]`: cards won per city
    index (a card nobody has seen is None and counted nowhere)."""

    __slots__ = ("n", "lite", "to_end", "hands", "fronts", "supply", "middle", "won", "wc", "deck", "turn",
                 "step", "takes", "final", "trigger", "left", "power", "pending", "turns", "over", "start", "g")

    def copy(self) -> "World":
        w = object.__new__(World)
        w.n, w.lite, w.to_end = self.n, self.lite, self.to_end
        w.hands = [list(h) for h in self.hands]
        w.fronts = [[[code, {o: list(c) for o, c in st.items()}] for code, st in f] for f in self.fronts]
        w.supply = [list(s) for s in self.supply]
        w.middle = list(self.middle)
        w.won = [list(x) for x in self.won]
        w.wc = [list(x) for x in self.wc]
        w.deck = list(self.deck)
        w.turn, w.step, w.takes, w.final, w.trigger, w.left = self.turn, self.step, self.takes, self.final, \
            self.trigger, self.left
        w.power = dict(self.power) if self.power is not None else None
        w.pending, w.turns, w.over, w.start = list(self.pending), self.turns, self.over, self.start
        w.g = self.g  # never changed in place: a win sets it to None
        return w

    # ---- powers ---------------------------------------------------------------------------------
    def holds(self, seat: int, city: int) -> bool:
        return self.power is not None and self.power.get(city) == seat

    def _cap(self, seat: int, company: int, k: int = 1) -> None:
        got = min(k, self.middle[company])
        if got > 0:
            self.middle[company] -= got
            self.supply[seat][company] += got

    # ---- step 1 and the end ---------------------------------------------------------------------
    def _win(self, s: int, j: int, winner: int) -> None:
        code, stacks = self.fronts[s].pop(j)
        tallest = max(stacks, key=lambda o: len(stacks[o]))
        c = _CITY_OF[code]
        self.won[winner].append(code)
        if c is not None:
            self.wc[winner][c] += 1
            self.g = None
            if self.power is not None and c in self.power:
                self.power[c] = winner
        for owner, caps in stacks.items():
            if owner == tallest:
                if s != winner:
                    to = self.supply[s]
                elif self.holds(winner, CHI):
                    to = self.supply[winner]
                else:
                    to = self.middle
            else:
                to = self.supply[owner]
            for k in caps:
                to[k] += 1
        if self.holds(winner, LV):
            self._cap(winner, winner)

    def _wins(self, me: int) -> None:
        for k in range(self.n):  # one's own cards first, then clockwise
            s = (me + k) % self.n
            f = self.fronts[s]
            j = 0
            while j < len(f):
                stacks = f[j][1]
                if stacks and me in stacks and len(stacks[me]) == max(map(len, stacks.values())):
                    self._win(s, j, me)
                    if not self.final and len(self.won[me]) >= self.to_end:
                        self._trigger(me)
                else:
                    j += 1

    def _trigger(self, me: int) -> None:
        self.final, self.trigger, self.left = True, me, self.n - 1
        self.hands = [[] for _ in range(self.n)]
        self.deck = []

    def _finish(self) -> None:
        for k in range(self.n):  # from the seat after the last to move, each front in the order placed
            s = (self.turn + 1 + k) % self.n
            f = self.fronts[s]
            while f:
                stacks = f[0][1]
                if stacks:
                    self._win(s, 0, max(stacks, key=lambda o: len(stacks[o])))
                else:
                    f.pop(0)
        self.over, self.step = True, None

    # ---- the turn -------------------------------------------------------------------------------
    def start_turn(self) -> None:
        me = self.turn
        self._wins(me)
        if self.lite and not self.final and self.deck:
            self.hands[me].append(self.deck.pop(0))
        self.step = "place"
        self._advance()

    def _advance(self) -> None:
        """Skip the steps with nothing to do."""
        me = self.turn
        if self.step == "place" and (self.final or not self.hands[me]):
            self.step = "take"
            self.takes = 2 if self.holds(me, STL) else 1
        if self.step == "take" and (self.takes <= 0 or not any(self.middle)):
            self.step = "stack"
        if self.step == "stack" and not self.any_stack(me):
            self.end_turn()

    def end_turn(self) -> None:
        me = self.turn
        if not self.lite and not self.final and self.deck:
            self.hands[me].append(self.deck.pop(0))
        if self.final:
            if self.left <= 0:
                self._finish()
                return
            self.left -= 1
        self.turns += 1
        if self.turns > MAX_TURNS:
            self._finish()
            return
        self.turn = (me + 1) % self.n
        self.start_turn()

    def place(self, code: str, seat: int) -> None:
        me = self.turn
        self.hands[me].remove(code)
        self.fronts[seat].append([code, {}])
        if self.step == "setup":
            self.pending.pop(0)
            if self.pending:
                self.turn = self.pending[0]
            else:
                self.turn = self.start
                self.start_turn()
            return
        if seat != me:
            self._cap(me, seat, 2 if self.holds(me, SEA) else 1)
            if self.holds(seat, NYC):
                self._cap(seat, seat)
        elif self.holds(me, SF):
            self._cap(me, me)
        self.step = "take"
        self.takes = 2 if self.holds(me, STL) else 1
        self._advance()

    def take(self, company: int) -> None:
        self._cap(self.turn, company)
        self.takes -= 1
        self._advance()

    def stack(self, seat: int, j: int, caps) -> None:
        me = self.turn
        sup = self.supply[me]
        for k in caps:
            sup[k] -= 1
        stacks = self.fronts[seat][j][1]
        stacks.setdefault(me, []).extend(caps)
        if not self.any_stack(me):
            self.end_turn()

    def done(self) -> None:
        self.end_turn()

    # ---- stacks ---------------------------------------------------------------------------------
    def need(self, me: int, stacks: dict):
        """(height to beat, the tallest owner or None, my height there, fewest caps to add) for a
        stack of `me` on a card with `stacks`, or None when `me` already is the tallest there."""
        mine = len(stacks.get(me, ()))
        best, leader = 0, None
        for o, caps in stacks.items():
            if len(caps) > best:
                best, leader = len(caps), o
        if leader == me:
            return None
        add = best + 1 - mine
        if leader is not None and not self.lite:
            add = max(add, 2)
        return best, leader, mine, max(add, 1)

    def can_stack(self, me: int, stacks: dict) -> bool:
        got = self.need(me, stacks)
        if got is None:
            return False
        _, leader, _, add = got
        sup = self.supply[me]
        if sup[me] < 1 or sum(sup) < add:
            return False
        return self.lite or leader is None or sup[leader] >= 1

    def any_stack(self, me: int) -> bool:
        if self.supply[me][me] < 1:
            return False
        return any(self.can_stack(me, st) for f in self.fronts for _, st in f)

    def scores(self) -> list[int]:
        n = self.n
        out = [0] * n
        kinds = [0] * n
        for c in range(len(CITIES)):
            counts = [self.wc[s][c] for s in range(n)]
            top = max(counts)
            if top == 0:
                continue
            lead = [s for s in range(n) if counts[s] == top]
            for s in lead:
                out[s] += top * (2 if len(lead) == 1 else 1)
            for s in range(n):
                kinds[s] += counts[s] > 0
        for s in range(n):
            if kinds[s] > 1:
                out[s] += 2 * (kinds[s] - 1)
        if self.power is not None and self.power.get(NO) is not None:
            out[self.power[NO]] += 3
        return out

    def caps_count(self) -> list[int]:
        return [sum(s) for s in self.supply]


def _unseen(view: dict) -> list[str]:
    """The cards `view`'s seat cannot see, as codes in the deck's order."""
    rest = cards.contents(view["players"], view["variant"])
    seen = list(view["hand"] or ())
    for f in view["fronts"]:
        seen += [e["card"] for e in f if e["card"] is not None]
    for pile in view["won"]:
        seen += [c for c in pile if c is not None]
    rest.subtract(seen)
    return sorted(rest.elements(), key=cards.deck(view["players"], view["variant"]).index)


def deal_unseen(view: dict, me: int, players: int, pool: list) -> tuple[list[list], list]:
    """A world's hands and deck from `view`: `me`'s own hand as it is, the others' hands and then the
    deck popped from the end of `pool` (None for a card the pool has run out of)."""
    hands = [list(view["hand"] or ()) if s == me else [pool.pop() if pool else None for _ in range(k)]
             for s, k in enumerate(view["hand_counts"][:players])]
    return hands, [pool.pop() if pool else None for _ in range(view["deck_count"])]


def world_from_view(view: dict, rng=None) -> World:
    """The position of `view` (a standard or lite view of one seat). With `rng` (an app.core.Rng or
    random.Random), the cards the seat cannot see are dealt at random, consistently with the view:
    night cards where it sees a face-down night card, the rest into the other hands and the deck;
    without, they are None (the deck a list of None)."""
    n, me = view["players"], view["seat"]
    w = object.__new__(World)
    w.n, w.lite = n, view["variant"] == LITE
    w.to_end = view.get("cards_to_end") or CARDS_TO_END[view["variant"]]
    nights, others = [], []
    if rng is not None:
        pool = _unseen(view)
        rng.shuffle(pool)
        nights = [c for c in pool if cards.is_night(c)]
        others = [c for c in pool if not cards.is_night(c)]

    def hidden_night():
        return nights.pop() if nights else None

    w.fronts = [[[e["card"] if e["card"] is not None else hidden_night(),
                  {int(o): list(c) for o, c in e["stacks"].items()}] for e in f] for f in view["fronts"]]
    w.won = [[c if c is not None else hidden_night() for c in pile] for pile in view["won"]]
    rest = nights + others
    if rng is not None:
        rng.shuffle(rest)
    w.hands, w.deck = deal_unseen(view, me, n, rest)
    w.wc = [[0] * len(CITIES) for _ in range(n)]
    for s, pile in enumerate(w.won):
        for code in pile:
            if code is not None:
                w.wc[s][_CITY_OF[code]] += 1
    w.supply = [[int(sup.get(k, sup.get(str(k), 0))) for k in range(n)] for sup in view["supply"]]
    mid = view["middle"]
    w.middle = [int(mid.get(k, mid.get(str(k), 0))) for k in range(n)]
    powers = view.get("powers")
    w.power = {CITY_INDEX[c]: s for c, s in powers.items()} if powers else None
    w.turn = view["current_player"]
    w.final = bool(view.get("final_round"))
    w.trigger = view.get("triggered_by")
    w.turns, w.over, w.pending, w.start, w.takes, w.g = 0, False, [], view["start"], 1, None
    if w.final and view.get("last_seat") is not None and w.turn is not None:
        w.left = (view["last_seat"] - w.turn) % n
    elif w.final and w.trigger is not None:
        w.left = (w.trigger - w.turn - 1) % n if w.turn != w.trigger else n - 1
    else:
        w.left = 0
    step = view.get("step")
    if view["phase"] == "setup":
        w.step = "setup"
        start = view["start"]
        w.pending = [(start + p) % n for p in SETUP_PLACES if p < n and not view["fronts"][(start + p) % n]]
        if w.pending and w.pending[0] != w.turn and w.turn in w.pending:
            w.pending = w.pending[w.pending.index(w.turn):]
    else:
        w.step = step or "stack"
        w.takes = view.get("takes_left") or 1
    return w


# ---- the heuristic ------------------------------------------------------------------------------
class Weights:
    """The policy's guesses: what a cap is worth in points, and so on."""

    cap = 0.35  #: a cap in one's supply (before the final round)
    cap_final = 0.05  #: a cap in the final round (only the tie-break)
    gift = 0.3  #: share of a cap's worth lost when the caps go to another seat
    self_place = 0.8  #: a card placed in front of oneself (its caps come when another wins it)
    spoil = 0.5  #: a card's worth to the best other seat, counted against placing it
    threshold = 0.2  #: a stack must be worth this much to be placed
    locked = 0.1  #: cost per cap of a stack that is outbid (the caps wait until the card is won)


W = Weights()


def gains(w: World) -> list[list[float]]:
    """Per seat and city index: what winning one more card of that city is worth to the seat (its
    points plus half of what the others lose by it). Kept on the world until a card is won."""
    if w.g is not None:
        return w.g
    n = w.n
    wc = w.wc
    kinds = [sum(1 for x in wc[s] if x) for s in range(n)]
    out = [[0.0] * len(CITIES) for _ in range(n)]
    for c in range(len(CITIES)):
        counts = [wc[s][c] for s in range(n)]
        top = max(counts)
        leaders = counts.count(top)
        for i in range(n):
            x = counts[i] + 1
            variety = 2 if counts[i] == 0 and kinds[i] >= 1 else 0
            if x > top:  # i alone has the most now
                mine = 2 * x - (counts[i] * (1 if leaders > 1 else 2) if counts[i] == top and top else 0)
                loss = sum(top * (1 if leaders > 1 else 2) for s in range(n) if s != i and counts[s] == top and top)
            elif x == top:  # i ties for the most
                mine = x
                loss = top if leaders == 1 else 0  # the one leader goes from 2 to 1 a card
            else:
                mine, loss = 0, 0
            out[i][c] = mine + variety + 0.5 * loss
    w.g = out
    return out


def card_gain(g: list[float], code, unknown: list[int]) -> float:
    c = _CITY_OF[code]
    if c is not None:
        return g[c]
    if not unknown:
        return sum(g) / len(g)
    return sum(g[k] for k in unknown) / len(unknown)


def unknown_nights(w: World) -> list[int]:
    """City indexes whose night card is nowhere to be seen in `w` (an unseen card could be one)."""
    seen = set()
    for f in w.fronts:
        seen.update(code for code, _ in f if code is not None and cards.is_night(code))
    for pile in w.won:
        seen.update(code for code in pile if code is not None and cards.is_night(code))
    for h in w.hands:
        seen.update(code for code in h if code is not None and cards.is_night(code))
    return [CITY_INDEX[c] for c in CITIES[:len(cards.cities_for(w.n))] if cards.night(c) not in seen]


def _to_move(w: World, me: int) -> list[int]:
    """The other seats that move before `me`'s next turn (in the final round, only those left)."""
    n = w.n
    seats = [(me + d) % n for d in range(1, n)]
    if w.final:
        k = w.left if me == w.turn else 0
        return seats[:k]
    return seats


def stack_options(w: World, me: int, g: list[list[float]], unknown: list[int], weights: Weights = W,
                  taller: int = 2):
    """(value, seat, card index, caps bottom first) of the stacks worth considering for `me`: on each
    card the fewest caps that win it, and up to `taller` more, filled with the caps it needs least."""
    sup = w.supply[me]
    if sup[me] < 1:
        return []
    capv = weights.cap_final if w.final else weights.cap
    threats = _to_move(w, me)
    total = sum(sup)
    out = []
    for s in range(w.n):
        for j, (code, stacks) in enumerate(w.fronts[s]):
            got = w.need(me, stacks)
            if got is None:
                continue
            best, leader, mine, add = got
            need_leader = leader is not None and not w.lite
            if total < add or (need_leader and sup[leader] < 1):
                continue
            worth = card_gain(g[me], code, unknown)
            fill = _fillers(sup, me, leader if need_leader else None)
            for extra in range(taller + 1):
                k = add + extra
                if k > total:
                    break
                height = mine + k
                caps = _caps(sup, me, leader if need_leader else None, k, fill)
                if caps is None:
                    break
                hold = 1.0
                for o in threats:
                    if _can_beat(w, o, me, stacks, height):
                        want = 0.1 + 0.08 * card_gain(g[o], code, unknown)
                        hold *= 1.0 - min(0.5, max(0.05, want))
                cost = capv * height + (weights.gift * capv * height if s != me else 0.0)
                value = hold * (worth - cost) - (1 - hold) * weights.locked * k
                out.append((value, s, j, caps))
    return out


def _fillers(sup: list[int], me: int, leader) -> list[int]:
    """Companies in the order their caps are spent as fillers: the most plentiful first, one's own
    colour (needed on top of every stack) last."""
    order = sorted((k for k in range(len(sup)) if k != me), key=lambda k: (-sup[k], k))
    return order + [me]


def _caps(sup: list[int], me: int, leader, k: int, fill: list[int]):
    left = list(sup)
    left[me] -= 1
    out = []
    if leader is not None:
        left[leader] -= 1
        out.append(leader)
    while len(out) < k - 1:
        for f in fill:
            if left[f] > 0:
                left[f] -= 1
                out.append(f)
                break
        else:
            return None
    return tuple(out) + (me,)


def _can_beat(w: World, o: int, me: int, stacks: dict, height: int) -> bool:
    sup = w.supply[o]
    add = max(height + 1 - len(stacks.get(o, ())), 1 if w.lite else 2)
    room = sum(sup) + 2  # its step 2 and step 3 may bring two more caps
    if room < add:
        return False
    if sup[o] < 1 and w.middle[o] < 1:
        return False
    return w.lite or sup[me] > 0 or w.middle[me] > 0


def place_options(w: World, me: int, g: list[list[float]], unknown: list[int], weights: Weights = W):
    """(value, code, seat) for each card in `me`'s hand and seat to place it in front of."""
    sc = w.scores()
    lead = max(range(w.n), key=lambda s: (sc[s], -s))
    out = []
    capv = weights.cap_final if w.final else weights.cap
    for code in dict.fromkeys(w.hands[me]):
        mine = card_gain(g[me], code, unknown)
        other = max(card_gain(g[o], code, unknown) for o in range(w.n) if o != me)
        base = 0.5 * mine - weights.spoil * other
        for s in range(w.n):
            if s == me:
                v = base + weights.self_place + (capv if w.holds(me, SF) and w.middle[me] else 0.0)
            else:
                bonus = min(w.middle[s], 2 if w.holds(me, SEA) else 1)
                v = base + capv * bonus * (1.2 if s != lead else 1.0) - (0.4 if s == lead and lead != me else 0.0)
            out.append((v, code, s))
    return out


def take_options(w: World, me: int, g: list[list[float]], unknown: list[int]):
    """(value, company) for each colour left in the middle."""
    need = [0.0] * w.n
    need[me] = 1.0
    for s in range(w.n):
        for code, stacks in w.fronts[s]:
            got = w.need(me, stacks)
            if got is None:
                continue
            worth = card_gain(g[me], code, unknown)
            if worth <= 1:
                continue
            need[me] += 0.5
            if got[1] is not None and not w.lite:
                need[got[1]] += worth / 3
    sup = w.supply[me]
    return [(need[k] / (1 + sup[k]), k) for k in range(w.n) if w.middle[k] > 0]


def policy(w: World, rand=None, noise: float = 0.0, weights: Weights = W):
    """The move the heuristic likes for the seat to move: ("place", code, seat), ("take", company),
    ("stack", seat, card index, caps) or ("done",). `rand()` adds uniform noise of `noise` points."""
    me = w.turn
    step = w.step
    if step == "setup":
        return ("place", _best_setup(w, me), me)
    g = gains(w)
    unknown = unknown_nights(w) if _has_none(w) else []
    if step == "place":
        options = place_options(w, me, g, unknown, weights)
        v, code, s = _pick(options, rand, noise)
        return ("place", code, s)
    if step == "take":
        options = take_options(w, me, g, unknown)
        if not options:
            return ("done",)
        return ("take", _pick(options, rand, noise)[1])
    options = stack_options(w, me, g, unknown, weights)
    if not options:
        return ("done",)
    best = _pick(options, rand, noise)
    if best[0] < weights.threshold:
        return ("done",)
    return ("stack", best[1], best[2], best[3])


def _best_setup(w: World, me: int):
    """The set-up card placed in front of oneself: the one one's own gains like best."""
    hand = [c for c in w.hands[me] if c is not None]
    if not hand:
        return None
    g = gains(w)[me]
    return max(hand, key=lambda c: (card_gain(g, c, []), c))


def _has_none(w: World) -> bool:
    return any(code is None for f in w.fronts for code, _ in f) or any(c is None for h in w.hands for c in h)


def _pick(options, rand, noise):
    if rand is None or noise <= 0:
        return max(options, key=lambda o: o[0])
    return max(options, key=lambda o: o[0] + noise * rand())


def apply_move(w: World, move) -> None:
    kind = move[0]
    if kind == "place":
        w.place(move[1], move[2])
    elif kind == "take":
        w.take(move[1])
    elif kind == "stack":
        w.stack(move[1], move[2], move[3])
    else:
        w.done()


def playout(w: World, me: int, rand, noise: float, horizon: int) -> tuple[float, int]:
    """Play `w` on with `policy` for every seat for at most `horizon` moves; then the cards left
    go to their tallest stacks and the margin of `me` over the best other seat is returned (caps
    as a tie-break worth a tenth of a point each), with the moves played."""
    moves = 0
    while not w.over and moves < horizon:
        apply_move(w, policy(w, rand, noise))
        moves += 1
    if not w.over:
        w._finish()
    return margin(w, me), moves


def margin(w: World, me: int) -> float:
    sc = w.scores()
    caps = w.caps_count()
    value = [p + 0.1 * min(c, 9) / 9 for p, c in zip(sc, caps)]
    return value[me] - max(v for s, v in enumerate(value) if s != me)
