"""The network benchmark (benchmarks/bench_network.py): its host runs in a process of its own and
answers its command lines; a move's latency counts once the last seat of its table has heard of it,
and every move of a hosted game is heard by every seat. Nothing here is timed."""

import asyncio
import tempfile
from pathlib import Path

from benchmarks import bench_network as bn


def test_a_move_counts_when_the_last_seat_of_its_table_hears_it():
    log = bn._Log()
    moves = bn._Moves(3, log)
    moves.act()
    moves.act()
    sent = moves.pending[0][0]
    moves.heard(0, sent + 1.0)
    moves.heard(0, sent + 2.0)
    moves.heard(1, sent + 2.5)
    assert log.moves == []
    moves.heard(0, sent + 3.0)
    assert log.moves == [(sent, 3.0)] and list(moves.pending) == [1]
    moves.heard(7, sent + 4.0)  # a move never sent is ignored
    assert len(log.moves) == 1


async def _one_game(bare: int):
    with tempfile.TemporaryDirectory() as folder:
        host = await bn._HostProcess.start(Path(folder), *bn._host_args("top_oder_flop", 3, 1, bare, None))
        log, go = bn._Log(), asyncio.Event()
        go.set()
        moves = await asyncio.wait_for(bn._table(host, host.tables[0], 3, log, 1, go, [1 << 30]), 120)
        rss = (await host.ask("rss"))["rss_kb"]
        more = (await host.ask("open 2"))["tables"]
        await host.quit()
        return moves, log, rss, more, host.proc.returncode


def test_every_move_of_a_hosted_game_is_heard_by_every_seat_and_the_host_answers_its_commands():
    moves, log, rss, more, code = asyncio.run(_one_game(0))
    assert moves.over and log.games == 1 and log.refused == 0
    assert moves.sent > 10 and len(log.moves) == moves.sent and not moves.pending
    assert all(latency > 0 for _, latency in log.moves)
    assert 5 * 1024 < rss < 2 * 1024 * 1024
    assert len(more) == 2 and all(port > 0 and len(code) == 11 for port, code in more)
    assert code == 0


def test_the_bare_host_plays_its_moves_with_frames_of_the_size_asked():
    moves, log, _, _, _ = asyncio.run(_one_game(500))
    assert moves.over and moves.sent == bn.BARE_MOVES and len(log.moves) == bn.BARE_MOVES
    assert all(size > 500 for size in log.sizes)
