"""`python -m app simulate <game> ...`: bots play many games against each other; prints win rates
with 95% Wilson intervals, points per round, the game's own figures and a significance test of
seat 0 against the field.

Game-agnostic: the game comes from `app.games.registry.get(id)`, its bots from
`app.games.<id>.bots.make_bot(level, seat, seed)`; an optional `summarize(final_states)` there
adds lines. Seats keep the order given; each game has its own seed, so the first dealer (or
starting player) varies from game to game and no seat is favoured by position.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Sequence, TextIO

from app.bots import LEVELS, play_out
from app.bots.modules import load_module
from app.bots.stats import one_sample_z, two_proportion_z, wilson_interval
from app.games import registry

ALPHA = 0.05


def game_seed(seed: int, index: int) -> int:
    """The seed of game number `index` of a run with `seed` (distinct for every pair)."""
    return (seed * 1_000_003 + index) & ((1 << 63) - 1)


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m app simulate",
        description="Let computer players play many games and compare them.",
    )
    parser.add_argument("game", help="game id, e.g. flip7")
    parser.add_argument("--players", type=int, default=4, help="seats at the table (default 4)")
    parser.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    parser.add_argument("--bots", default="normal",
                        help=f"one level per seat, comma separated, or one level for all ({', '.join(LEVELS)})")
    parser.add_argument("--seed", type=int, default=1, help="seed of the whole run (default 1)")
    parser.add_argument("--options", default="",
                        help="game options for every game, comma separated name=value (e.g. variant=lite,"
                             "city_powers=true); a value is read as JSON when it can be (true, 3, [..]), else as text")
    args = parser.parse_args(list(argv))
    if args.games < 1:
        parser.error("--games must be at least 1")
    levels = [b.strip() for b in args.bots.split(",") if b.strip()]
    if len(levels) == 1:
        levels *= args.players
    if len(levels) != args.players:
        parser.error(f"--bots names {len(levels)} levels for {args.players} players")
    for level in levels:
        if level not in LEVELS:
            parser.error(f"unknown bot level {level!r}; the levels are {', '.join(LEVELS)}")
    args.levels = levels
    try:
        args.game_options = parse_options(args.options)
    except ValueError as exc:
        parser.error(str(exc))
    return args


def parse_options(text: str) -> dict:
    """"variant=two_player,city_powers=true" -> {"variant": "two_player", "city_powers": True}."""
    out: dict = {}
    for item in (part.strip() for part in text.split(",")):
        if not item:
            continue
        name, eq, value = item.partition("=")
        if not eq or not name.strip():
            raise ValueError(f"--options wants name=value pairs, not {item!r}")
        try:
            out[name.strip()] = json.loads(value)
        except ValueError:
            out[name.strip()] = value.strip()
    return out


def simulate(game_id: str, players: int, games: int, levels: Sequence[str], seed: int,
             options: dict | None = None) -> dict:
    """Play the games (each with the game `options`); returns the final states and the wall time."""
    game = registry.get(game_id)
    bots_module = load_module(None, game, "bots")
    if not game.min_players <= players <= game.max_players:
        raise ValueError(f"{game.title} is for {game.min_players} to {game.max_players} players, not {players}.")
    states = []
    start = time.perf_counter()
    for index in range(games):
        s = game_seed(seed, index)
        state = game.new_state(players, s, dict(options or {}))
        bots = [bots_module.make_bot(level, seat, s) for seat, level in enumerate(levels)]
        states.append(play_out(state, bots))
    elapsed = time.perf_counter() - start
    return {"game": game, "module": bots_module, "states": states, "seconds": elapsed}


def seat_figures(states: list, players: int) -> list[dict]:
    """Per seat: wins (a shared win counts as a share), points per round, mean final total."""
    figures = [{"wins": 0.0, "points": 0, "rounds": 0, "total": 0} for _ in range(players)]
    for state in states:
        winners = state.winners()
        for seat in winners:
            figures[seat]["wins"] += 1 / len(winners)
        view = state.view(None)
        totals = view["totals"]
        # points by round: "rounds" in most games; Top 3's "rounds" is their number, its points are "round_scores"
        rows = view["round_scores"] if "round_scores" in view else view.get("rounds", [])
        if not isinstance(rows, list):
            rows = []
        for seat in range(players):
            figures[seat]["total"] += totals[seat]
            for row in rows:
                figures[seat]["points"] += row[seat]
                figures[seat]["rounds"] += 1
    return figures


def report(result: dict, levels: Sequence[str], seed: int, out: TextIO, options: dict | None = None) -> None:
    game, states, seconds = result["game"], result["states"], result["seconds"]
    n = len(states)
    players = len(levels)
    figures = seat_figures(states, players)
    print(f"{game.title}: {n} games, {players} players, seed {seed}, bots {','.join(levels)}", file=out)
    if options:
        print("options: " + ", ".join(f"{k}={json.dumps(v)}" for k, v in options.items()), file=out)
    print(f"{'seat':<5} {'bot':<7} {'wins':>7} {'win rate':>9} {'95% interval':>17} "
          f"{'points/round':>13} {'mean total':>11}", file=out)
    for seat, (level, f) in enumerate(zip(levels, figures)):
        low, high = wilson_interval(f["wins"], n)
        per_round = f"{f['points'] / f['rounds']:.2f}" if f["rounds"] else "-"  # a game without rounds
        wins = f"{f['wins']:.0f}" if f["wins"] == int(f["wins"]) else f"{f['wins']:.1f}"
        print(f"{seat:<5} {level:<7} {wins:>7} {f['wins'] / n:>9.1%} "
              f"{f'[{low:.1%}, {high:.1%}]':>17} {per_round:>13} {f['total'] / n:>11.1f}", file=out)
    summarize = getattr(result["module"], "summarize", None)
    summary_seconds = 0.0
    if summarize is not None:
        start = time.perf_counter()
        for key, line in summarize(states).items():
            print(f"{key}: {line}", file=out)
        summary_seconds = time.perf_counter() - start
    # seat 0 against the field
    if players > 1:
        wins0 = figures[0]["wins"]
        z, p = one_sample_z(wins0, n, 1 / players)
        verdict = "significantly above" if p < ALPHA else "not significantly above"
        print(f"seat 0 ({levels[0]}) vs a fair share of {1 / players:.1%}: win rate {wins0 / n:.1%}, "
              f"z = {z:.2f}, one-sided p = {p:.2g}: {verdict} (alpha {ALPHA})", file=out)
        rest = sum(f["wins"] for f in figures[1:])
        z2, p2 = two_proportion_z(wins0, n, rest / (players - 1), n)
        print(f"seat 0 vs the other seats' mean win rate {rest / (players - 1) / n:.1%}: "
              f"two-proportion z = {z2:.2f}, one-sided p = {p2:.2g}", file=out)
    rate = n / seconds if seconds > 0 else float("inf")
    print(f"played {n} games in {seconds:.1f} s: {rate:.1f} games per second", file=out)
    if summarize is not None:
        print(f"(the game's summary lines took another {summary_seconds:.1f} s)", file=out)


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    out = out or sys.stdout
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        result = simulate(args.game, args.players, args.games, args.levels, args.seed, args.game_options)
    except (KeyError, ValueError, ModuleNotFoundError) as exc:
        print(f"simulate: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2
    report(result, args.levels, args.seed, out, args.game_options)
    return 0


if __name__ == "__main__":
    sys.exit(main())
