"""Computer players for Top Pop, in every way to play (standard, lite, two-player; City Powers on or
off). Each reads only its own `view(seat)` and the legal actions.

Every level rates moves with one heuristic (search.py for standard and lite, duo_search.py for the
two-player game), run on the position the view shows, with the cards the seat cannot see left
unknown: a card's worth is what winning it adds to one's majorities and variety (and takes from the
others'); a stack is worth that card's worth less the caps it costs, times the chance that nobody
outbids it before one's next turn; a card placed in front of another seat brings a cap of its colour;
a cap is worth more in a colour one needs for the stacks one wants. In the two-player game a play is
worth the caps it pays times what a cap of that company is expected to be worth by the companies'
points (blended with the mean value while the columns are young).

- Easy plays Normal's move a third of the time, else a random legal one (in step 4 it stops half
  the time, else places one of the smallest stacks that win some card).
- Normal plays the move the heuristic likes best.
- Hard searches (determinized Monte Carlo): it deals the cards it cannot see at random, consistently
  with its view, tries Normal's best few moves in each such world (in step 4: the smallest winning
  stacks, a few taller ones and stopping) and plays every seat on with a noisy version of the
  heuristic for a fixed number of moves, scores the position as if the game ended there, and keeps
  the move with the best mean margin. It counts playout moves, never seconds: the same seed and view
  give the same move on any machine, under any load.
"""

from __future__ import annotations

import random

from app.bots import SeededBot, bots_by_level, moves_per_game, shares
from app.bots.worlds import best_index, play_worlds
from app.core import Action
from app.games.top_pop import duo_search, search
from app.games.top_pop.cards import TWO_PLAYER

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
#: Easy plays Normal's move this often, and stops stacking this often when it does not
EASY_NORMAL = 1 / 3
EASY_STOP = 0.5
#: Hard: moves compared, worlds (at least, at most), playout moves in all, the noise of the
#: playout policy (points), how far a playout goes (moves), and the cap on playout moves (no playout
#: starts past it; a world not played out for every candidate is left out)
HARD_CANDIDATES = 6
HARD_MIN_WORLDS = 4
HARD_WORLDS = 40
HARD_BUDGET = 1500
HARD_NOISE = 0.6
HARD_HORIZON = 48
HARD_MAX_MOVES = 2400
#: the two-player game is short: its playouts go to the end
DUO_BUDGET = 900
DUO_NOISE = 2.0
DUO_MAX_MOVES = 1500


def action_key(a) -> tuple:
    """What identifies a move in the model: a stack by its card and its caps in any order."""
    t = a.TYPE if isinstance(a, Action) else a[0]
    if isinstance(a, Action):
        fields = {"place": ("card", "seat"), "take": ("company",), "stack": ("seat", "card", "caps"),
                  "done": (), "seventh": ("card", "company"), "discard": ("card",), "play": ("card", "company")}[t]
        values = [getattr(a, f) for f in fields]
    else:
        values = list(a[1:])
    if t == "stack":
        values[2] = tuple(sorted(values[2]))
    return (t, *values)


def is_duo(view: dict) -> bool:
    return view.get("variant") == TWO_PLAYER


def world_of(view: dict, rng=None):
    return (duo_search if is_duo(view) else search).world_from_view(view, rng)


def ranked_moves(view: dict, legal: list[Action]) -> list[tuple[float, tuple, Action]]:
    """(value, model move, legal action) of the moves the heuristic rates, best first; only moves
    that are legal (the rules decide; the model only rates)."""
    by_key = {action_key(a): a for a in legal}
    w = world_of(view)
    me = view["seat"]
    if is_duo(view):
        step = view.get("step")
        if step == "discard" or (step == "seventh" and not any(a.TYPE == "seventh" for a in legal)):
            options = [(0.0, ("discard", duo_search.discard_choice(w, me)))]
        elif view["phase"] == "setup":
            options = [(v, ("seventh", c, k)) for v, c, k in duo_search.seventh_options(w, me)]
            if any(a.TYPE == "discard" for a in legal):
                options.append((-0.5, ("discard", duo_search.discard_choice(w, me))))
        else:
            options = [(v, ("play", c, k)) for v, c, k in duo_search.play_options(w, me)]
    else:
        step = view.get("step")
        if view["phase"] == "setup" or w.step == "setup":
            w.step = "setup"
            options = [(0.0, search.policy(w))]
        else:
            g = search.gains(w)
            unknown = search.unknown_nights(w)
            if step == "place":
                options = [(v, ("place", c, s)) for v, c, s in search.place_options(w, me, g, unknown)]
            elif step == "take":
                options = [(v, ("take", k)) for v, k in search.take_options(w, me, g, unknown)]
            else:
                options = [(v, ("stack", s, j, caps)) for v, s, j, caps in search.stack_options(w, me, g, unknown)]
                options.append((search.W.threshold, ("done",)))
    out = []
    for value, move in sorted(options, key=lambda o: -o[0]):
        action = by_key.get(action_key(move))
        if action is not None:
            out.append((value, move, action))
    return out


def _fallback(legal: list[Action]) -> Action:
    for a in legal:
        if a.TYPE == "done":
            return a
    return legal[0]


def _move_of(action: Action) -> tuple:
    key = action_key(action)
    if key[0] == "stack":
        return ("stack", action.seat, action.card, tuple(action.caps))
    return key


# ---- Easy ---------------------------------------------------------------------------------------
class EasyBot(SeededBot):
    level = "easy"

    def choose(self, view: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if self.rng.random() < EASY_NORMAL:
            return NormalBot.best(view, legal)
        stacks = [a for a in legal if a.TYPE == "stack"]
        if stacks:
            done = [a for a in legal if a.TYPE == "done"]
            if done and self.rng.random() < EASY_STOP:
                return done[0]
            smallest: dict = {}
            for a in stacks:
                key = (a.seat, a.card)
                if key not in smallest or len(a.caps) < len(smallest[key][0].caps):
                    smallest[key] = [a]
                elif len(a.caps) == len(smallest[key][0].caps):
                    smallest[key].append(a)
            group = smallest[sorted(smallest)[self.rng.randbelow(len(smallest))]]
            return self.rng.choice(group)
        return self.rng.choice(legal)


# ---- Normal -------------------------------------------------------------------------------------
class NormalBot:
    level = "normal"

    def __init__(self, seat: int, seed: int) -> None:
        self.seat = seat

    @staticmethod
    def best(view: dict, legal: list[Action]) -> Action:
        ranked = ranked_moves(view, legal)
        return ranked[0][2] if ranked else _fallback(legal)

    def choose(self, view: dict, legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return self.best(view, legal)


# ---- Hard ---------------------------------------------------------------------------------------
class HardBot(SeededBot):
    """Determinized Monte Carlo over Normal's best `candidates` moves: worlds are dealt until the
    playouts have made `budget` moves in all (at least `min_worlds`, at most `worlds`); every
    candidate is played in the same world with the same playout seed. `last` says what the last
    decision did (worlds dealt, playout moves made)."""

    level = "hard"

    def __init__(self, seat: int, seed: int, candidates: int = HARD_CANDIDATES, worlds: int = HARD_WORLDS,
                 min_worlds: int = HARD_MIN_WORLDS, budget: int | None = None, horizon: int = HARD_HORIZON,
                 noise: float | None = None, max_moves: int | None = None) -> None:
        super().__init__(seat, seed)
        self.candidates, self.worlds, self.min_worlds = candidates, worlds, min_worlds
        self.budget, self.horizon, self.noise, self.max_moves = budget, horizon, noise, max_moves
        self.last: dict = {}

    def choose(self, view: dict, legal: list[Action]) -> Action:
        self.last = {"worlds": 0, "moves": 0}
        if len(legal) == 1:
            return legal[0]
        ranked = ranked_moves(view, legal)
        if not ranked:
            return _fallback(legal)
        chosen = self._candidates(view, ranked)
        if len(chosen) == 1:
            return chosen[0][2]
        duo = is_duo(view)
        model = duo_search if duo else search
        budget = self.budget if self.budget is not None else (DUO_BUDGET if duo else HARD_BUDGET)
        noise = self.noise if self.noise is not None else (DUO_NOISE if duo else HARD_NOISE)
        horizon = 1000 if duo else self.horizon
        cap = self.max_moves if self.max_moves is not None else (DUO_MAX_MOVES if duo else HARD_MAX_MOVES)

        def deal():
            return model.world_from_view(view, random.Random(self.rng.randbelow(1 << 62)))

        def play(world, candidate, seed):
            w = world.copy()
            model.apply_move(w, candidate[1])
            return model.playout(w, self.seat, random.Random(seed).random, noise, horizon)

        total, worlds, moves = play_worlds(chosen, deal, play, self.rng, worlds=self.worlds,
                                           min_worlds=self.min_worlds, budget=budget, max_moves=cap)
        self.last = {"worlds": worlds, "moves": moves}
        return chosen[best_index(total)][2]

    def _candidates(self, view: dict, ranked: list) -> list:
        """Normal's best few; in step 4 also stopping, and on each of the best cards both the
        smallest winning stack and the tallest one rated."""
        if ranked[0][1][0] != "stack" and not any(m[0] == "done" for _, m, _ in ranked):
            return ranked[:self.candidates]
        out, cards_seen = [], set()
        for item in ranked:
            move = item[1]
            where = move[1:3] if move[0] == "stack" else None
            if move[0] == "done" or where not in cards_seen or len(out) < self.candidates // 2:
                out.append(item)
                cards_seen.add(where)
            if len(out) >= self.candidates:
                break
        if not any(m[0] == "done" for _, m, _ in out):
            out += [item for item in ranked if item[1][0] == "done"][:1]
        return out


make_bot = bots_by_level({"easy": EasyBot, "normal": NormalBot, "hard": HardBot})


def summarize(final_states: list) -> dict[str, str]:
    """For `python -m app simulate`: how games ended, cards won, moves per game."""
    if not final_states:
        return {}
    views = [s.view(None) for s in final_states]
    out = {"game ends": shares((str(v.get("end_reason")) for v in views), len(views))}
    if not any(v.get("variant") == TWO_PLAYER for v in views):
        won = [c for v in views for c in v.get("won_counts") or ()]
        if won:
            out["cards won per seat"] = f"mean {sum(won) / len(won):.1f}"
    caps = [c for v in views for c in v.get("caps_count") or ()]
    if caps:
        out["caps per seat at the end"] = f"mean {sum(caps) / len(caps):.1f}"
    out["moves per game"] = moves_per_game(final_states)
    return out
