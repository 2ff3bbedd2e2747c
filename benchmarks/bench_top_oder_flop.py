"""Top oder Flop: engine games per second (random legal moves through the public contract, and
through the fast path the Hard bot's search uses) and the bots' decision times per level (p50/p95)
in 3-player games. `python -m benchmarks top_oder_flop` runs only this."""

from __future__ import annotations

import os
import statistics
import time

PLAYERS = 3
RANDOM_GAMES = 300
#: (levels at the table, games): Easy and Normal against themselves, Hard against two Normals
TABLES = ((("easy",) * PLAYERS, 150), (("normal",) * PLAYERS, 150), (("hard", "normal", "normal"), 12))


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def random_play(games: int, fast: bool) -> tuple[float, float]:
    """Games per second and moves per game of uniformly random legal moves: through
    `legal_actions`/`apply` (checked, events, history), or `_legal_actions`/`_apply` on the
    search's state (determinize.SearchState)."""
    from app.core import Rng
    from app.games.top_oder_flop.determinize import SearchState
    from app.games.top_oder_flop.rules import GAME

    moves = 0
    start = time.perf_counter()
    for g in range(games):
        state = GAME.new_state(PLAYERS, 10_000 + g)
        rng = Rng(g)
        if fast:
            state.__class__ = SearchState
            while state.phase != "over":
                state._apply(rng.choice(state._legal_actions()))
                moves += 1
        else:
            while not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
                moves += 1
    return games / (time.perf_counter() - start), moves / games


def bot_table(levels: tuple[str, ...], games: int, times: dict[str, list[float]]) -> float:
    """Games per second of a table of bots; each decision's time goes to `times[level]`."""
    from app.games.top_oder_flop.bots import make_bot
    from app.games.top_oder_flop.rules import GAME

    start = time.perf_counter()
    for g in range(games):
        state = GAME.new_state(len(levels), 20_000 + g)
        table = [make_bot(level, seat, g) for seat, level in enumerate(levels)]
        while not state.is_over:
            seat = state.current_player
            view, legal = state.view(seat), state.legal_actions()
            t0 = time.perf_counter()
            action = table[seat].choose(view, legal)
            times.setdefault(levels[seat], []).append(time.perf_counter() - t0)
            state.apply(action)
    return games / (time.perf_counter() - start)


def run() -> str:
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    checked, checked_moves = random_play(RANDOM_GAMES, fast=False)
    fast, fast_moves = random_play(RANDOM_GAMES, fast=True)
    lines = [
        "## Top oder Flop",
        "",
        f"Engine, {PLAYERS} players, one process (`time.perf_counter`; load average {load:.1f} when it started):",
        "",
        "| play | games | moves per game | games per second |",
        "|---|---:|---:|---:|",
        f"| random legal moves, `legal_actions`/`apply` | {RANDOM_GAMES} | {checked_moves:.0f} | {checked:.0f} |",
        f"| random legal moves, search fast path (`SearchState._legal_actions`/`_apply`) | {RANDOM_GAMES} "
        f"| {fast_moves:.0f} | {fast:.0f} |",
    ]
    times: dict[str, list[float]] = {}
    for levels, games in TABLES:
        rate = bot_table(levels, games, times)
        lines.append(f"| bots {', '.join(levels)} | {games} | | {rate:.2f} |")
    lines += ["", "Bot decision time, 3-player games (Hard's from its games against two Normal bots; a decision "
              "with one legal move counts too):", "",
              "| level | decisions | p50 | p95 | max | mean |", "|---|---:|---:|---:|---:|---:|"]
    for level in ("easy", "normal", "hard"):
        ts = times.get(level, [])
        if ts:
            lines.append(f"| {level} | {len(ts)} | {statistics.median(ts) * 1e3:.2f} ms | {_pct(ts, 0.95) * 1e3:.2f} ms "
                         f"| {max(ts) * 1e3:.2f} ms | {statistics.fmean(ts) * 1e3:.2f} ms |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(run())
