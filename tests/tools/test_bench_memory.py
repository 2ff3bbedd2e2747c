"""The memory benchmark (benchmarks/bench_memory.py) measures a row in a process of its own and reads
what the process holds after game 10 and after the last."""

from benchmarks import bench_memory as bm


def test_a_row_reports_the_memory_after_game_10_and_after_the_last():
    got = bm._row("random", "flip7", 12)
    assert got["games"] == 12
    assert 5 < got["from"] < 2000 and 5 < got["to"] < 2000
    assert set(bm.BEFORE) <= {(kind, game) for kind in bm.KINDS for game in bm.ENGINE_GAMES}


def test_resident_memory_is_read():
    assert bm.resident_mb() > 5
