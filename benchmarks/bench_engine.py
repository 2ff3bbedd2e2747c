"""Engine and bot speed: games per second with random legal play and with bots, and the time a bot
takes per decision (p50/p95 per level). `python -m benchmarks engine` runs only this."""

from __future__ import annotations

import statistics
import time

from app.bots import play_out
from app.core import Rng
from app.games import registry

#: (game id, players, games of random play, games per bot table)
CASES = (("flip7", 4, 300, 150),)
TABLES = (
    ("easy", "easy", "easy", "easy"),
    ("normal", "normal", "normal", "normal"),
    ("hard", "normal", "normal", "normal"),
    ("hard", "hard", "hard", "hard"),
)


def random_play(game_id: str, players: int, games: int) -> tuple[float, float]:
    """Games per second and moves per game when every move is a uniformly random legal action."""
    game = registry.get(game_id)
    moves = 0
    start = time.perf_counter()
    for g in range(games):
        state = game.new_state(players, 10_000 + g)
        rng = Rng(g)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            moves += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / games


class _Timed:
    """Wraps a bot and records how long each decision takes."""

    def __init__(self, bot, sink: list[float]) -> None:
        self.bot, self.sink = bot, sink
        self.level, self.seat = bot.level, bot.seat

    def choose(self, view, legal):
        start = time.perf_counter()
        action = self.bot.choose(view, legal)
        self.sink.append(time.perf_counter() - start)
        return action


def bot_play(game_id: str, levels: tuple[str, ...], games: int, times: dict[str, list[float]]) -> float:
    """Games per second of `levels` playing each other (decision times go to `times[level]`)."""
    game = registry.get(game_id)
    make_bot = __import__(f"app.games.{game_id}.bots", fromlist=["make_bot"]).make_bot
    start = time.perf_counter()
    for g in range(games):
        state = game.new_state(len(levels), 20_000 + g)
        bots = [_Timed(make_bot(level, seat, g), times.setdefault(level, [])) for seat, level in enumerate(levels)]
        play_out(state, bots)
    return games / (time.perf_counter() - start)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run() -> str:
    lines = ["## Engine and bots", ""]
    for game_id, players, random_games, bot_games in CASES:
        title = registry.get(game_id).title
        rate, moves = random_play(game_id, players, random_games)
        lines += [
            f"{title}, {players} players (one process, `time.perf_counter`):",
            "",
            "| play | games | games per second |",
            "|---|---:|---:|",
            f"| random legal moves ({moves:.0f} moves per game) | {random_games} | {rate:.0f} |",
        ]
        times: dict[str, list[float]] = {}
        for levels in TABLES:
            rate = bot_play(game_id, levels, bot_games, times)
            lines.append(f"| bots {', '.join(levels)} | {bot_games} | {rate:.0f} |")
        lines += ["", "| bot level | decisions | p50 | p95 | mean |", "|---|---:|---:|---:|---:|"]
        for level, values in times.items():
            lines.append(
                f"| {level} | {len(values)} | {percentile(values, 0.5) * 1e6:.0f} µs | "
                f"{percentile(values, 0.95) * 1e6:.0f} µs | {statistics.fmean(values) * 1e6:.0f} µs |"
            )
        lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    print(run())
