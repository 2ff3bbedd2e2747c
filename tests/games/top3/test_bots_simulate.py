"""`python -m app simulate top3`: Top 3's figures per seat (points by round from the view's
`round_scores`, since its `rounds` is the number of rounds), its summary lines, and the films deck
through `--options`."""

from __future__ import annotations

import io
import re

from app.cli import simulate


def run(*argv) -> str:
    out = io.StringIO()
    assert simulate.main(list(argv), out=out) == 0
    return out.getvalue()


def test_simulate_top3_prints_points_per_round_and_the_bots_figures():
    text = run("top3", "--players", "3", "--games", "3", "--bots", "hard,normal,easy", "--seed", "5")
    assert text.startswith("Top 3: 3 games, 3 players, seed 5, bots hard,normal,easy")
    rows = [line.split() for line in text.splitlines() if re.match(r"^\d+\s+(easy|normal|hard)\s", line)]
    assert [r[1] for r in rows] == ["hard", "normal", "easy"]
    assert abs(sum(float(r[2]) for r in rows) - 3) < 0.2  # a shared win counts a share (printed to 0.1)
    for r in rows:
        per_round, total = float(r[6]), float(r[7])
        assert abs(per_round - total / 15) < 0.006  # 15 rounds a game
    assert re.search(r"^right orders per seat: \d+%, \d+%, \d+%$", text, re.M)
    assert re.search(r"^bet cards laid per game per seat \(paid\): ", text, re.M)
    assert re.search(r"^rounds: .*right \d+%", text, re.M)
    assert "seat 0 (hard) vs a fair share of 33.3%" in text


def test_simulate_top3_plays_the_films_deck():
    text = run("top3", "--players", "2", "--games", "1", "--bots", "easy", "--options", "theme=films")
    assert 'options: theme="films"' in text and "Top 3: 1 games, 2 players" in text
