"""Top 3: engine games per second (random legal moves through the public contract, and through the
fast path `_legal_actions`/`_apply`) for both decks with 2 and 4 players; the bots' one-off keep
tables; the bots' decision times per level (p50/p95) in 4-player and 2-player games.
`python -m benchmarks top3` runs only this."""

from __future__ import annotations

import os
import statistics
import time

from benchmarks.bench_top_pop import _pct, _Timed  # the same percentile and timed bot

RANDOM_GAMES = 200
THEMES = ("metropolen", "films")
#: (levels at the table, games per deck)
TABLES = ((("easy",) * 4, 6), (("normal",) * 4, 6), (("hard", "normal", "normal", "normal"), 6),
          (("hard", "easy"), 8))


def random_play(theme: str, players: int, games: int, fast: bool) -> tuple[float, float]:
    """Games per second and moves per game of uniformly random legal moves: `legal_actions`/`apply`
    (checked, with events and history) or the fast path."""
    from app.core import Rng
    from app.games.top3.rules import GAME

    moves = 0
    start = time.perf_counter()
    for g in range(games):
        state = GAME.new_state(players, 10_000 + g, {"theme": theme})
        rng = Rng(g)
        if fast:
            while not state._is_over():
                state._apply(rng.choice(state._legal_actions()))
                moves += 1
        else:
            while not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
                moves += 1
    return games / (time.perf_counter() - start), moves / games


def keep_tables() -> list[tuple[str, str, int, float]]:
    """Seconds to compute each level's keep table (once per process, deck and player count)."""
    from app.games.top3 import bots

    out = []
    for theme in THEMES:
        for level in bots.LEVELS:
            bots._KEEP.pop((level, theme, 4), None)
            t0 = time.perf_counter()
            bots.keep_values(level, theme, 4)
            out.append((level, theme, 4, time.perf_counter() - t0))
    return out


def bot_table(theme: str, levels: tuple[str, ...], games: int, times: dict) -> float:
    """Games per second of a table of bots (app.bots.play_out); decision times go to `times`. The
    keep tables are computed before (the rows above), so a decision's time is its own."""
    from app.bots import play_out
    from app.games.top3.bots import keep_values, make_bot
    from app.games.top3.rules import GAME

    for level in set(levels):
        keep_values(level, theme, len(levels))
    start = time.perf_counter()
    for g in range(games):
        play_out(GAME.new_state(len(levels), 20_000 + g, {"theme": theme}),
                 [_Timed(make_bot(level, seat, g), times) for seat, level in enumerate(levels)])
    return games / (time.perf_counter() - start)


def run() -> str:
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    lines = [
        "## Top 3",
        "",
        f"Engine, one process (`time.perf_counter`; load average {load:.1f} when it started); 15 rounds, "
        "one move per seat a round:",
        "",
        "| play | games | moves per game | games per second |",
        "|---|---:|---:|---:|",
    ]
    for theme in THEMES:
        for players in (2, 4):
            for fast in (False, True):
                rate, moves = random_play(theme, players, RANDOM_GAMES, fast)
                how = "fast path `_legal_actions`/`_apply`" if fast else "`legal_actions`/`apply`"
                lines.append(f"| random legal moves, {theme}, {players} players, {how} | {RANDOM_GAMES} "
                             f"| {moves:.0f} | {rate:.0f} |")
    lines += ["", "The bots' keep tables (the value of holding bet cards; computed once per process, level, "
              "deck and player count, on a bot's first decision):", "",
              "| level | deck | players | seconds |", "|---|---|---:|---:|"]
    for level, theme, players, seconds in keep_tables():
        lines.append(f"| {level} | {theme} | {players} | {seconds:.2f} |")
    lines += ["", "| bots | deck | games | games per second |", "|---|---|---|---:|"]
    decisions: dict[str, dict[str, list[float]]] = {}
    for levels, games in TABLES:
        for theme in THEMES:
            times = decisions.setdefault(f"{len(levels)} players", {})
            rate = bot_table(theme, levels, games, times)
            lines.append(f"| {', '.join(levels)} | {theme} | {games} | {rate:.2f} |")
    lines += ["", "Bot decision time (both decks; Hard's from its games against Normal and Easy bots):", "",
              "| table | level | decisions | p50 | p95 | max | mean |", "|---|---|---:|---:|---:|---:|---:|"]
    for label, times in decisions.items():
        for level in ("easy", "normal", "hard"):
            ts = times.get(level, [])
            if ts:
                lines.append(f"| {label} | {level} | {len(ts)} | {statistics.median(ts) * 1e3:.2f} ms "
                             f"| {_pct(ts, 0.95) * 1e3:.2f} ms | {max(ts) * 1e3:.2f} ms | {statistics.fmean(ts) * 1e3:.2f} ms |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    print(run())
