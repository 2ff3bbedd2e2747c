"""Flip 7's engine on a fixed piece of work: rounds per second of 4 players who each stay from 22
points on and give every Freeze / Flip Three / extra Second Chance to the other active player with
the highest total.

Three engines run batch by batch in turn, each batch in a fresh process, so that their ratios hold
when the machine's speed drifts (on these shared machines the same code measured 11,600 and 19,600
rounds per second minutes apart): the engine as it was when issue 14 was filed (commit BEFORE_COMMIT,
taken from git into a temporary folder; its only path was `apply`), today's checked path (`apply`:
every move checked as a player's would be) and today's trusted path (`apply_trusted`: what bots'
searches and simulations use). `python -m benchmarks flip7_rounds`."""

from __future__ import annotations

import contextlib
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
STAY_FROM = 22
BATCHES = 5
GAMES_PER_BATCH = 300
#: the engine when issue 14 was filed ("about 4,600" rounds per second there) and the issue's target,
#: 13,500 (3x the fastest Python peer engine): 13,500 / 4,600 = 2.93x the engine of then, side by side
BEFORE_COMMIT = "f7948b55e0adae052818a359d534e9a546e2a725"
BEFORE, TARGET = 4_600, 13_500
TARGET_RATIO = TARGET / BEFORE


def policy(state, hit, stay, target):
    pending = state.pending
    if pending is not None:
        me, options = pending["chooser"], pending["options"]
        others = [seat for seat in options if seat != me] or options
        return target(max(others, key=lambda seat: state.scores[seat]))
    line = state.players[state.turn]
    if line.points() >= STAY_FROM and state.may_stay(state.turn):
        return stay
    return hit


def rounds_per_second(trusted: bool, games: int, first_seed: int) -> float:
    """In this process, with whichever `app` package comes first on sys.path (the engine of before has
    no trusted path: it runs `apply`)."""
    from app.games import registry
    from app.games.flip7.actions import Hit, Stay, Target

    game = registry.get("flip7")
    hit, stay = Hit(), Stay()
    _play(game, 1, trusted, hit, stay, Target)  # warm-up (first uses, caches), not counted
    rounds = 0
    start = time.perf_counter()
    for g in range(games):
        rounds += _play(game, first_seed + g, trusted, hit, stay, Target)
    return rounds / (time.perf_counter() - start)


def _play(game, seed: int, trusted: bool, hit, stay, target) -> int:
    state = game.new_state(4, seed)
    apply = getattr(state, "apply_trusted", state.apply) if trusted else state.apply
    while not state.over:
        apply(policy(state, hit, stay, target))
    return state.round


@contextlib.contextmanager
def before_engine():
    """A folder holding the `app` package of BEFORE_COMMIT, or None where git or the commit is missing
    (an unpacked release)."""
    with tempfile.TemporaryDirectory(prefix="flip7-before-") as tmp:
        try:
            archive = subprocess.run(["git", "-C", str(ROOT), "archive", BEFORE_COMMIT, "app"],
                                     capture_output=True, check=True, timeout=60).stdout
            subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True, timeout=60)
        except (OSError, subprocess.SubprocessError):
            yield None
            return
        yield Path(tmp)


def batch(tree: Path | None, trusted: bool, games: int, seed: int, what: str = "--batch") -> float:
    """One batch in a fresh process: today's engine (tree None) or the one unpacked in `tree`; its rounds
    per second, or with what="--rounds" the number of rounds its games took (the same work)."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(str(p) for p in (tree, ROOT) if p))
    out = subprocess.run([sys.executable, "-m", "benchmarks.bench_flip7_rounds", what,
                          "trusted" if trusted else "checked", str(games), str(seed)],
                         cwd=str(tree or ROOT), env=env, capture_output=True, text=True, check=True, timeout=600)
    return float(out.stdout.split()[-1])


def measure(batches: int = BATCHES, games: int = GAMES_PER_BATCH) -> dict:
    """{'before', 'checked', 'trusted'}: rounds per second per batch (before empty without git), and
    'ratios': trusted / before of each batch."""
    got: dict[str, list[float]] = {"before": [], "checked": [], "trusted": []}
    with before_engine() as tree:
        for b in range(batches):
            seed = 40_000 + b * games
            if tree is not None:
                got["before"].append(batch(tree, False, games, seed))
            got["checked"].append(batch(None, False, games, seed))
            got["trusted"].append(batch(None, True, games, seed))
    got["ratios"] = sorted(t / o for t, o in zip(got["trusted"], got["before"]))
    return got


def run() -> str:
    got = measure()
    med = {k: statistics.median(v) if v else None for k, v in got.items() if k != "ratios"}
    ratios = got["ratios"]
    lines = [
        "## Flip 7 engine: rounds per second",
        "",
        f"4 players staying from {STAY_FROM}, targets to the highest other active player; {BATCHES} batches of "
        f"{GAMES_PER_BATCH} games per engine, in turn, each in a fresh process (medians):",
        "",
        "| engine | rounds per second |",
        "|---|---:|",
    ]
    if med["before"]:
        lines.append(f"| when issue 14 was filed (`{BEFORE_COMMIT[:7]}`, `apply`) | {med['before']:,.0f} |")
    lines += [
        f"| today, checked (`apply`) | {med['checked']:,.0f} |",
        f"| today, trusted (`apply_trusted`) | {med['trusted']:,.0f} |",
    ]
    if ratios:
        lines.append(f"| trusted / before, per batch | {ratios[len(ratios) // 2]:.2f}x (min {ratios[0]:.2f}, "
                     f"max {ratios[-1]:.2f}; target {TARGET_RATIO:.2f}x = {TARGET:,} / {BEFORE:,}) |")
    return "\n".join(lines + [""])


if __name__ == "__main__":
    if sys.argv[1:2] == ["--batch"]:
        print(rounds_per_second(sys.argv[2] == "trusted", int(sys.argv[3]), int(sys.argv[4])))
    elif sys.argv[1:2] == ["--rounds"]:
        from app.games import registry
        from app.games.flip7.actions import Hit, Stay, Target

        trusted, games, seed = sys.argv[2] == "trusted", int(sys.argv[3]), int(sys.argv[4])
        print(sum(_play(registry.get("flip7"), seed + g, trusted, Hit(), Stay(), Target) for g in range(games)))
    else:
        print(run())
