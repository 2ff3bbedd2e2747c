"""Flip 7's engine on a fixed piece of work: rounds per second of 4 players who each stay from 22
points on and give every Freeze / Flip Three / extra Second Chance to the other active player with
the highest total. The checked path (`apply`: every move checked as a player's would be) and the
trusted path (`apply_trusted`: what bots' searches and simulations use) run in turn, batch by batch,
so that the ratio holds when the machine's speed drifts. `python -m benchmarks flip7_rounds`."""

from __future__ import annotations

import statistics
import time

from app.games import registry
from app.games.flip7.actions import Hit, Stay, Target

STAY_FROM = 22
BATCHES = 7
GAMES_PER_BATCH = 120
#: the issue's figures (issue 14): the engine before, and the target (3x the fastest Python peer)
BEFORE, TARGET = 4_600, 13_500

_HIT, _STAY = Hit(), Stay()


def policy(state):
    pending = state.pending
    if pending is not None:
        me, options = pending["chooser"], pending["options"]
        others = [seat for seat in options if seat != me] or options
        return Target(max(others, key=lambda seat: state.scores[seat]))
    line = state.players[state.turn]
    if line.points() >= STAY_FROM and state.may_stay(state.turn):
        return _STAY
    return _HIT


def rounds_per_second(trusted: bool, games: int, first_seed: int) -> float:
    game = registry.get("flip7")
    rounds = 0
    start = time.perf_counter()
    for g in range(games):
        state = game.new_state(4, first_seed + g)
        apply = state.apply_trusted if trusted else state.apply
        while not state.over:
            apply(policy(state))
        rounds += state.round
    return rounds / (time.perf_counter() - start)


def run() -> str:
    checked, trusted = [], []
    for batch in range(BATCHES):
        seed = 40_000 + batch * GAMES_PER_BATCH
        checked.append(rounds_per_second(False, GAMES_PER_BATCH, seed))
        trusted.append(rounds_per_second(True, GAMES_PER_BATCH, seed))
    ratios = sorted(t / c for t, c in zip(trusted, checked))
    fast = statistics.median(trusted)
    return "\n".join([
        "## Flip 7 engine: rounds per second",
        "",
        f"4 players staying from {STAY_FROM}, targets to the highest other active player; {BATCHES} batches of "
        f"{GAMES_PER_BATCH} games per path, in turn (medians):",
        "",
        "| path | rounds per second |",
        "|---|---:|",
        f"| checked (`apply`) | {statistics.median(checked):,.0f} |",
        f"| trusted (`apply_trusted`) | {fast:,.0f} |",
        f"| trusted / checked, per batch | {ratios[len(ratios) // 2]:.2f}x (min {ratios[0]:.2f}, max {ratios[-1]:.2f}) |",
        f"| the issue's figures: before / target | {BEFORE:,} / {TARGET:,} |",
        "",
    ])


if __name__ == "__main__":
    print(run())
