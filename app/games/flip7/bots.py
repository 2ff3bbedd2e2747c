"""Computer players for Flip 7. They read only `view(seat)` and the legal actions.

- Easy stops at a threshold drawn anew at every decision and aims action cards at random.
- Normal stops at a fixed line total (`NORMAL_STOP`) and aims Freeze and Flip Three at the leader.
- Hard counts the cards still in the deck (everything else is face up), values hitting by the
  expected line after the next cards (busts, Second Chance, Flip 7 bonus, x2, + cards, action cards)
  and compares it with staying; it plays for the win near 200 and aims action cards by how much they
  change each player's expected line, weighted by how dangerous that player is.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from app.bots import SeededBot, bots_by_level, first_of
from app.core import Action
from app.games.flip7 import cards
from app.games.flip7.scoring import FLIP7_BONUS, FLIP7_COUNT, WINNING_SCORE

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

#: Normal stays as soon as its line is worth this much. Measured with four Normal bots, 1,200 games
#: (about 36,000 player-rounds) per stop: 21 -> 18.6 points per player-round, 22 -> 18.8,
#: 24 -> 19.1, 26 -> 19.3 (best), 27 -> 19.2, 29 -> 19.1. With number cards alone (a fresh deck
#: each round, 60,000 rounds per stop) the best stop is 22 with 18.6 points (20 -> 18.2, 24 -> 18.5);
#: the + cards, x2 and Second Chances push it up.
NORMAL_STOP = 26
#: Easy draws its stop anew at every decision from this range
EASY_STOP_RANGE = (11, 30)
#: how many cards ahead Hard looks when it values a hit
HARD_DEPTH = 2

_NUMBER_CODES = cards.NUMBERS
_FULL: dict[int, dict[str, int]] = {}  # decks -> the contents of that many decks
_PLUS = {code: int(code[1:]) for code in cards.MODIFIERS if code.startswith("+")}
# number-card bit masks: the sum and the count of the numbers in each of the 2**13 masks
_SUMS = [sum(n for n in range(13) if mask >> n & 1) for mask in range(1 << 13)]
_COUNTS = [bin(mask).count("1") for mask in range(1 << 13)]


# ---- reading the view ----------------------------------------------------------------------------
def remaining_cards(view: dict) -> Counter:
    """The cards the next draw comes from: the full deck minus every card on view (lines, discards,
    the action card being resolved). With an empty deck the discards are shuffled into a new one."""
    if view.get("deck_count", 1) == 0 and view.get("discards"):
        return Counter(view["discards"])
    decks = view.get("decks", 1)
    full = _FULL.get(decks)
    if full is None:
        full = _FULL[decks] = dict(cards.contents(decks))
    rest = dict(full)
    for code in view.get("discards", ()):
        rest[code] -= 1
    for player in view["players"]:
        for n in player["numbers"]:
            rest[_NUMBER_CODES[n]] -= 1
        for code in player["modifiers"]:
            rest[code] -= 1
        for code in player["actions"]:
            rest[code] -= 1
    rest = Counter({code: k for code, k in rest.items() if k > 0})
    pending = view.get("pending")
    deck_count = view.get("deck_count")
    if pending and deck_count is not None and sum(rest.values()) > deck_count and rest[pending["card"]] > 0:
        rest[pending["card"]] -= 1  # the card being resolved lies on the table, not in the deck
    return rest


def line_of(player: dict) -> tuple[int, int, bool, bool]:
    """A player's line as (number mask, sum of + cards, number of x2 cards, has Second Chance).
    Each x2 doubles the number sum again (docs/rulings.md, Flip 7)."""
    mask = 0
    for n in player["numbers"]:
        mask |= 1 << int(n)
    plus = sum(_PLUS.get(m, 0) for m in player["modifiers"])
    return (mask, plus, player["modifiers"].count("x2"), bool(player.get("second_chance")))


def points(line: tuple[int, int, bool, bool]) -> int:
    mask, plus, x2, _ = line
    return _SUMS[mask] * (1 << x2) + plus + (FLIP7_BONUS if _COUNTS[mask] >= FLIP7_COUNT else 0)


class Odds:
    """Expected lines under the current deck, memoised for one decision.

    Draws inside one evaluation use the same card probabilities (the deck is large; the error of
    not removing the few cards drawn along a path is a fraction of a percent per card). Freeze and
    Flip Three drawn by a player who is not alone go to someone else: neutral for the drawer."""

    def __init__(self, remaining: Counter, alpha: float = 1.0) -> None:
        total = sum(remaining.values())
        self.total = total
        inv = 1.0 / total if total else 0.0
        self.numbers = [(n, 1 << n, remaining.get(str(n), 0) * inv) for n in range(13)]
        self.numbers = [entry for entry in self.numbers if entry[2] > 0]
        self.plus = [(k, remaining.get(code, 0) * inv) for code, k in _PLUS.items() if remaining.get(code, 0)]
        self.p_x2 = remaining.get("x2", 0) * inv
        self.p_freeze = remaining.get("freeze", 0) * inv
        self.p_flip3 = remaining.get("flip3", 0) * inv
        self.p_second = remaining.get("second", 0) * inv
        self.alpha = alpha
        self._cont: dict = {}
        self._forced: dict = {}

    def utility(self, value: float) -> float:
        return value if self.alpha == 1.0 or value <= 0 else value**self.alpha

    def bust_chance(self, line: tuple[int, int, bool, bool]) -> float:
        """P(the next card repeats a number of the line), Second Chance ignored."""
        mask = line[0]
        return sum(p for _, bit, p in self.numbers if mask & bit)

    def cont(self, line, depth: int, alone: bool = False) -> float:
        """The line's value when its owner may stop now or hit on, looking `depth` cards ahead."""
        stop = self.utility(points(line))
        if depth <= 0 or self.total == 0:
            return stop
        if depth == 1:
            return max(stop, self._hit1(line, alone, stop))
        key = (line, depth, alone)
        got = self._cont.get(key)
        if got is None:
            got = max(stop, self.hit(line, depth, alone))
            self._cont[key] = got
        return got

    def _hit1(self, line, alone: bool, stop: float, neutral_actions: bool = False) -> float:
        """One card, then stop: the leaf of every search, written out for speed."""
        mask, plus, x2, sc = line
        mult = 1 << x2
        base = _SUMS[mask] * mult + plus
        last = _COUNTS[mask] + 1 >= FLIP7_COUNT
        u = self.utility
        linear = self.alpha == 1.0
        ev = 0.0
        for n, bit, p in self.numbers:
            if mask & bit:
                if sc:
                    ev += p * stop
            else:
                value = base + mult * n + (FLIP7_BONUS if last else 0)
                ev += p * (value if linear else u(value))
        for k, p in self.plus:
            ev += p * (base + k if linear else u(base + k))
        if self.p_x2:
            ev += self.p_x2 * u(base + _SUMS[mask] * mult)  # doubles the number sum again
        ev += self.p_second * stop
        if alone and not neutral_actions:
            safe = 1.0 - self.bust_chance(line)
            ev += self.p_freeze * stop + self.p_flip3 * stop * safe * safe * safe
        else:
            ev += (self.p_freeze + self.p_flip3) * stop
        return ev

    def hit(self, line, depth: int, alone: bool = False) -> float:
        """The expected value of taking one card now and then playing on `depth - 1` cards ahead."""
        if depth <= 1:
            return self._hit1(line, alone, self.utility(points(line)))
        mask, plus, x2, sc = line
        nxt = depth - 1
        ev = 0.0
        for _, bit, p in self.numbers:
            if mask & bit:
                if sc:  # the duplicate and the Second Chance are discarded
                    ev += p * self.cont((mask, plus, x2, False), nxt, alone)
            else:
                new = (mask | bit, plus, x2, sc)
                if _COUNTS[mask | bit] >= FLIP7_COUNT:
                    ev += p * self.utility(points(new))  # Flip 7 ends the round
                else:
                    ev += p * self.cont(new, nxt, alone)
        for k, p in self.plus:
            ev += p * self.cont((mask, plus + k, x2, sc), nxt, alone)
        if self.p_x2:
            ev += self.p_x2 * self.cont((mask, plus, x2 + 1, sc), nxt, alone)
        if self.p_freeze:  # alone: must freeze oneself; else freeze someone else and play on
            ev += self.p_freeze * (self.utility(points(line)) if alone else self.cont(line, nxt, alone))
        if self.p_flip3:  # alone: three cards for oneself
            ev += self.p_flip3 * (self.forced(line, 3) if alone else self.cont(line, nxt, alone))
        if self.p_second:
            ev += self.p_second * self.cont((mask, plus, x2, True), nxt, alone)
        return ev

    def forced(self, line, count: int) -> float:
        """The line's value after `count` forced cards (a Flip Three), stopping then."""
        if count <= 0 or self.total == 0:
            return self.utility(points(line))
        key = (line, count)  # memoised: cards drawn in another order give the same line
        got = self._forced.get(key)
        if got is not None:
            return got
        if count == 1:
            got = self._hit1(line, False, self.utility(points(line)), neutral_actions=True)
            self._forced[key] = got
            return got
        mask, plus, x2, sc = line
        nxt = count - 1
        ev = 0.0
        for _, bit, p in self.numbers:
            if mask & bit:
                if sc:
                    ev += p * self.forced((mask, plus, x2, False), nxt)
            else:
                new = (mask | bit, plus, x2, sc)
                if _COUNTS[mask | bit] >= FLIP7_COUNT:
                    ev += p * self.utility(points(new))
                else:
                    ev += p * self.forced(new, nxt)
        for k, p in self.plus:
            ev += p * self.forced((mask, plus + k, x2, sc), nxt)
        if self.p_x2:
            ev += self.p_x2 * self.forced((mask, plus, x2 + 1, sc), nxt)
        # Freeze and Flip Three drawn inside the three wait until after them: roughly neutral here
        ev += (self.p_freeze + self.p_flip3) * self.forced(line, nxt)
        if self.p_second:
            ev += self.p_second * self.forced((mask, plus, x2, True), nxt)
        self._forced[key] = ev
        return ev


def _targets(legal: Sequence[Action]) -> dict[int, Action]:
    return {a.player: a for a in legal if a.TYPE == "target"}


def _active_others(view: dict, seat: int) -> list[int]:
    return [p for p, pl in enumerate(view["players"]) if p != seat and pl["status"] == "active"]


# ---- Easy ------------------------------------------------------------------------------------------
class EasyBot(SeededBot):
    level = "easy"

    def choose(self, view: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        targets = _targets(legal)
        if targets:
            others = [p for p in targets if p != self.seat]
            card = (view.get("pending") or {}).get("card")
            if card in ("freeze", "flip3") and others and self.rng.random() < 0.85:
                return targets[self.rng.choice(others)]
            return targets[self.rng.choice(sorted(targets))]
        hit, stay = first_of(legal, "hit"), first_of(legal, "stay")
        line = view["players"][self.seat]["line_points"]
        if hit is None or (stay is not None and line > 0 and line >= self.rng.randint(*EASY_STOP_RANGE)):
            return stay
        return hit


# ---- Normal ----------------------------------------------------------------------------------------
class NormalBot:
    level = "normal"

    def __init__(self, seat: int, seed: int, stop: int = NORMAL_STOP) -> None:
        self.seat = seat
        self.stop = stop

    def choose(self, view: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        targets = _targets(legal)
        if targets:
            totals = view["totals"]
            players = view["players"]
            others = [p for p in targets if p != self.seat]
            if not others:
                return targets[self.seat]
            card = (view.get("pending") or {}).get("card")
            if card == "second":  # help whoever is furthest behind
                return targets[min(others, key=lambda p: (totals[p], players[p]["line_points"], p))]
            return targets[max(others, key=lambda p: (totals[p], players[p]["line_points"], -p))]
        hit, stay = first_of(legal, "hit"), first_of(legal, "stay")
        if hit is None or (stay is not None and view["players"][self.seat]["line_points"] >= self.stop):
            return stay
        return hit


# ---- Hard ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class HitJudgement:
    """Hard's hit or stay and why: "losing" (a rival's score this round beats staying), "winning"
    (staying banks the win past 200), "empty" (no card left to draw) or "odds" (the expected values,
    in the bot's utility: points when `odds.alpha` is 1)."""

    hit: bool
    why: str
    #: the seat's score if the round ended now
    mine: int
    #: the other seat with the best score if the round ended now, and that score ("losing", "winning")
    rival: int | None = None
    rival_score: int | None = None
    odds: Odds | None = None
    hit_value: float = 0.0
    stay_value: float = 0.0


class HardBot:
    level = "hard"

    def __init__(self, seat: int, seed: int, depth: int = HARD_DEPTH, standings: bool = True) -> None:
        self.seat = seat
        self.depth = depth
        self.standings = standings

    # the score a player would end the round with if it ended now (busted lines score nothing)
    @staticmethod
    def _now(view: dict, p: int) -> int:
        pl = view["players"][p]
        return view["totals"][p] + (0 if pl["status"] == "busted" else pl["line_points"])

    def choose(self, view: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        targets = _targets(legal)
        if targets:
            return targets[self._target(view, targets)]
        hit, stay = first_of(legal, "hit"), first_of(legal, "stay")
        if hit is None or stay is None:
            return hit or stay
        return hit if self.wants_hit(view) else stay

    # -- hit or stay
    def alpha(self, view: dict) -> float:
        """Risk appetite: above 1 when far behind someone close to winning, below 1 when far ahead."""
        if not self.standings:
            return 1.0
        totals = view["totals"]
        mine = totals[self.seat]
        best_other = max((t for p, t in enumerate(totals) if p != self.seat), default=0)
        if best_other >= 140 and best_other - mine >= 40:
            return 1.0 + min(0.35, (best_other - mine) / 300)
        if mine >= 140 and mine - best_other >= 40:
            return 0.9
        return 1.0

    def wants_hit(self, view: dict) -> bool:
        return self.judge(view).hit

    def judge(self, view: dict) -> "HitJudgement":
        """Hit or stay, and why (the hints read it: app/games/flip7/hints.py)."""
        me = view["players"][self.seat]
        mine = view["totals"][self.seat] + me["line_points"]
        others = [p for p in range(len(view["players"])) if p != self.seat]
        if self.standings and others:
            # scores that will (or very probably will) stand at the end of this round
            settled = {p: self._now(view, p) for p in others}
            rival = max(others, key=lambda p: (settled[p], -p))
            if settled[rival] >= WINNING_SCORE and mine <= settled[rival]:
                return HitJudgement(True, "losing", mine, rival, settled[rival])  # staying now loses the game
            if mine >= WINNING_SCORE and mine > settled[rival]:
                return HitJudgement(False, "winning", mine, rival, settled[rival])  # staying leads past 200
        odds = Odds(remaining_cards(view), self.alpha(view))
        if odds.total == 0:
            return HitJudgement(False, "empty", mine)
        line = line_of(me)
        alone = not _active_others(view, self.seat)
        hit, stay = odds.hit(line, self.depth, alone), odds.utility(points(line))
        return HitJudgement(hit > stay + 1e-9, "odds", mine, odds=odds, hit_value=hit, stay_value=stay)

    # -- targets
    def weight(self, view: dict, p: int) -> float:
        """How much a point of seat p hurts this bot, against one point of its own (1)."""
        n = len(view["players"])
        totals = view["totals"]
        mine = totals[self.seat]
        best_other = max(t for q, t in enumerate(totals) if q != self.seat)
        w = (1.0 + max(0, totals[p] - mine) / 80.0) / max(1, n - 2)
        if totals[p] == best_other:
            w *= 1.5
        return min(w, 3.0)

    def target_effects(self, view: dict, seats) -> dict[int, tuple[float, float]]:
        """For the pending Freeze or Flip Three: per seat, its line's value without the card and with
        it. Freeze: playing on one card ahead, against stopping now; Flip Three: stopping now, against
        the three forced cards (points: the targets are valued without the risk appetite)."""
        card = (view.get("pending") or {}).get("card")
        odds = Odds(remaining_cards(view))
        out = {}
        for p in seats:
            line = line_of(view["players"][p])
            now = odds.utility(points(line))
            out[p] = (odds.cont(line, 1), now) if card == "freeze" else (now, odds.forced(line, 3))
        return out

    def threat(self, view: dict, p: int) -> float:
        """How much an extra Second Chance for seat p would hurt this bot."""
        return self.weight(view, p) * (view["players"][p]["line_points"] + 8)

    def _target(self, view: dict, targets: dict[int, Action]) -> int:
        card = (view.get("pending") or {}).get("card")
        players = view["players"]
        others = [p for p in targets if p != self.seat]
        if card == "second":
            pool = others or list(targets)
            return min(pool, key=lambda p: (self.threat(view, p), p))
        scores = {}
        for p, (cont, after) in self.target_effects(view, targets).items():
            if p == self.seat:
                scores[p] = after - cont
                if card == "freeze":
                    scores[p] += 0.03 * points(line_of(players[p]))  # safe from a Flip Three before my next turn
            else:
                scores[p] = self.weight(view, p) * (cont - after)
                if card == "freeze" and self._freeze_wins(view, p):
                    scores[p] -= 1000.0  # freezing would bank them the game
        return max(scores, key=lambda p: (scores[p], -p))

    def _freeze_wins(self, view: dict, p: int) -> bool:
        score = view["totals"][p] + view["players"][p]["line_points"]
        if score < WINNING_SCORE:
            return False
        return all(score > self._now(view, q) for q in range(len(view["players"])) if q != p)


make_bot = bots_by_level({"easy": EasyBot, "normal": NormalBot, "hard": HardBot})


def summarize(final_states: list) -> dict[str, str]:
    """Bust and Flip 7 rates per seat for `python -m app simulate` (replays each game's moves)."""
    if not final_states:
        return {}
    players = final_states[0].num_players
    busts, flips, rounds = [0] * players, [0] * players, 0
    for final in final_states:
        state = type(final).game.new_state(final.num_players, final.seed, final.options)
        for action in final.history:
            for event in state.apply(action):
                if event.TYPE == "busted":
                    busts[event.player] += 1
                elif event.TYPE == "flip7":
                    flips[event.player] += 1
        rounds += len(final.view(None)["rounds"])
    rounds = max(rounds, 1)
    return {
        "bust rate (busts per player-round)": ", ".join(f"seat {s} {b / rounds:.1%}" for s, b in enumerate(busts)),
        "Flip 7 rate (per player-round)": ", ".join(f"seat {s} {f / rounds:.1%}" for s, f in enumerate(flips)),
    }
