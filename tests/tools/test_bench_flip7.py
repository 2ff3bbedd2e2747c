"""The Flip 7 engine benchmark's yardstick (benchmarks/bench_flip7_rounds.py) is the engine of when issue
14 was filed, taken from git: it must be doing the same work as today's engine, or the ratio means
nothing."""

import pytest

from benchmarks import bench_flip7_rounds as f7


def test_the_engine_of_before_plays_the_same_games_as_today():
    with f7.before_engine() as tree:
        if tree is None:
            pytest.skip("no git history here (an unpacked release or a shallow clone)")
        assert (tree / "app" / "games" / "flip7" / "rules.py").is_file()
        before = f7.batch(tree, False, 25, 40_000, what="--rounds")
        checked = f7.batch(None, False, 25, 40_000, what="--rounds")
        trusted = f7.batch(None, True, 25, 40_000, what="--rounds")
    assert before == checked == trusted
    assert before >= 25 * 3  # a game of four players lasts several rounds


def test_a_batch_reports_a_rate():
    assert f7.batch(None, True, 3, 40_000) > 0
