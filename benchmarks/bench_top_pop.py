"""Top Pop: engine games per second per way to play (random legal moves through the public contract),
the bots' playout model (moves per second of the heuristic every seat follows in Hard's search), and
the bots' decision times per level (p50/p95), in 4-player standard games and in the two-player game.
`python -m benchmarks top_pop` runs only this."""

from __future__ import annotations

import os
import random
import statistics
import time

RANDOM_GAMES = 40
#: (label, players, options) of the engine rows
ENGINE = (("standard, 4 players", 4, {}), ("standard with City Powers, 4 players", 4, {"city_powers": True}),
          ("lite, 4 players", 4, {"variant": "lite"}), ("standard, 2 players", 2, {}),
          ("two-player game", 2, {"variant": "two_player"}))
#: (label, options, levels at the table, games)
TABLES = (("standard", {}, ("easy",) * 4, 60), ("standard", {}, ("normal",) * 4, 60),
          ("standard", {}, ("hard", "normal", "normal", "normal"), 4),
          ("two-player", {"variant": "two_player"}, ("easy", "easy"), 100),
          ("two-player", {"variant": "two_player"}, ("normal", "normal"), 100),
          ("two-player", {"variant": "two_player"}, ("hard", "normal"), 6))


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def random_play(players: int, options: dict, games: int) -> tuple[float, float]:
    """Games per second and moves per game of uniformly random legal moves (`legal_actions`/`apply`:
    checked, with events and history)."""
    from app.core import Rng
    from app.games.top_pop.rules import GAME

    moves = 0
    start = time.perf_counter()
    for g in range(games):
        state = GAME.new_state(players, 10_000 + g, dict(options))
        rng = Rng(g)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            moves += 1
    return games / (time.perf_counter() - start), moves / games


def model_speed(players: int, options: dict, games: int = 20) -> float:
    """Playout moves per second of the bots' model from the first position of seeded games."""
    from app.games.top_pop import bots
    from app.games.top_pop.rules import GAME

    moves, spent = 0, 0.0
    for g in range(games):
        state = GAME.new_state(players, 30_000 + g, dict(options))
        view = state.view(state.current_player)
        model = bots.duo_search if bots.is_duo(view) else bots.search
        world = model.world_from_view(view, random.Random(g))
        t0 = time.perf_counter()
        _, made = model.playout(world, view["seat"], random.Random(g).random, 0.5, 10_000)
        spent += time.perf_counter() - t0
        moves += made
    return moves / spent


class _Timed:
    """A bot whose every decision's time goes to `times[level]`."""

    def __init__(self, bot, times: dict) -> None:
        self.bot, self.level, self.seat, self.times = bot, bot.level, bot.seat, times

    def choose(self, view, legal):
        t0 = time.perf_counter()
        action = self.bot.choose(view, legal)
        self.times.setdefault(self.level, []).append(time.perf_counter() - t0)
        return action


def bot_table(options: dict, levels: tuple[str, ...], games: int, times: dict) -> float:
    """Games per second of a table of bots (app.bots.play_out); decision times go to `times`."""
    from app.bots import play_out
    from app.games.top_pop.bots import make_bot
    from app.games.top_pop.rules import GAME

    start = time.perf_counter()
    for g in range(games):
        play_out(GAME.new_state(len(levels), 20_000 + g, dict(options)),
                 [_Timed(make_bot(level, seat, g), times) for seat, level in enumerate(levels)])
    return games / (time.perf_counter() - start)


def run() -> str:
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    lines = [
        "## Top Pop",
        "",
        f"Engine, one process (`time.perf_counter`; load average {load:.1f} when it started):",
        "",
        "| play | games | moves per game | games per second |",
        "|---|---:|---:|---:|",
    ]
    for label, players, options in ENGINE:
        rate, moves = random_play(players, options, RANDOM_GAMES)
        lines.append(f"| random legal moves, {label} | {RANDOM_GAMES} | {moves:.0f} | {rate:.0f} |")
    lines += ["", "The bots' playout model (search.py, duo_search.py: the heuristic for every seat, no checks, "
              "no events), from the first position to the end:", "",
              f"- standard, 4 players: {model_speed(4, {}):.0f} moves per second",
              f"- two-player game: {model_speed(2, {'variant': 'two_player'}):.0f} moves per second",
              "", "| bots | games | games per second |", "|---|---:|---:|"]
    decisions: dict[str, dict[str, list[float]]] = {}
    for label, options, levels, games in TABLES:
        times = decisions.setdefault(label, {})
        rate = bot_table(options, levels, games, times)
        lines.append(f"| {label}: {', '.join(levels)} | {games} | {rate:.2f} |")
    lines += ["", "Bot decision time (Hard's from its games against Normal bots; a decision with one legal move "
              "counts too):", "",
              "| game | level | decisions | p50 | p95 | max | mean |", "|---|---|---:|---:|---:|---:|---:|"]
    for label, times in decisions.items():
        for level in ("easy", "normal", "hard"):
            ts = times.get(level, [])
            if ts:
                lines.append(f"| {label} | {level} | {len(ts)} | {statistics.median(ts) * 1e3:.2f} ms "
                             f"| {_pct(ts, 0.95) * 1e3:.2f} ms | {max(ts) * 1e3:.2f} ms | {statistics.fmean(ts) * 1e3:.2f} ms |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(run())
