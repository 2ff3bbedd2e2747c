"""Play from several computers (issue 28, "Speed"): hosted tables on loopback, the host in a process of
its own (its CPU and memory are its own), scripted computers in this one.

- One table, 5 remote seats (Flip 7, Top oder Flop): from a computer sending its `act` to the last of
  the 5 computers receiving the `shown` that move made, p50 and p99 over about 1,000 moves (a new
  table after each game). Every seat is remote, so every move is a computer's: each act makes exactly
  one `shown` per seat, and the k-th `shown` a seat receives after its first belongs to the k-th act
  sent at its table. Target p99 < 20 ms.
- One host serving 50 tables of 4 remote seats, 200 computers each sending a random offered move as
  soon as its `shown` offers one (no pause: the host at full load): moves per second and p99 over
  `WINDOW_S`; a table whose game is over is replaced by a new one. Target p99 < 100 ms. At full pace
  every table has a move in flight, so the latency is about 50 tables' moves of the host's time (Little's
  law): the same again with each computer thinking `PACE_S` before it moves (Flip 7) says what a table
  waits at a load the host keeps up with.
- Memory per table: the host's resident memory (after a full collection and `malloc_trim`) with 50
  tables mid-game minus with none (after one game played and closed, so that the game's modules are
  loaded), divided by 50.

Yardstick, run beside each row: a bare WebSocket host on the same library and loop (`--bare`), which
seats the same scripted computers and answers each act with one frame of the same mean size to every
seat of its table (a random seat offered the next move): what the transport alone costs here.

One process serves all the tables as 50 `Host` objects on 50 ports (`Host` serves one table): one
process, one loop, one writer thread for the autosaves, the same work per move as one `Host` serving
50 tables by their codes. Autosave is on (a temporary folder); compression is off as the host has it.
The host's flood limit (20 messages a second a connection) is lifted in the benchmark's host: a
scripted computer moves faster than a person, and the check still runs on every message.

`python -m benchmarks network` runs only this (about 3 minutes);
`python -m benchmarks.bench_network host --game G --seats N --tables K --dir D [--bare BYTES]
[--profile PATH]` is the host: it prints one JSON line {"pid", "tables": [[port, code], ...]}, then
answers the lines `open K` (K more tables), `rss` and `quit` on its standard input.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = ("flip7", "top_oder_flop")
ONE_SEATS, ONE_MOVES = 5, 1000
MANY_TABLES, MANY_SEATS = 50, 4
WINDOW_S = 30.0  # of play measured per game with 50 tables
#: the same 50 tables again with each computer thinking this long before it moves (Flip 7), measured this long
PACE_S, PACED_WINDOW_S = 0.25, 20.0
MID_MOVES = 20  # moves played at each table before the memory is read
TARGET_ONE_MS, TARGET_MANY_MS = 20.0, 100.0
BARE_MOVES = 100  # moves of a bare table's "game"


def _pct(values: list[float], q: int) -> float:
    """The q-th percentile (1..99)."""
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1] if len(values) > 1 else values[0]


# ---- the host process ------------------------------------------------------------------------------
def _rss_kb() -> int:
    from benchmarks.bench_memory import resident_mb

    return int(resident_mb() * 1024)


class _BareTable:
    """The yardstick's table: seats the computers, then answers every act with one frame to each seat."""

    def __init__(self, seats: int, pad: int, seed: int) -> None:
        from app.host import access

        self.code, self.seats, self.pad = access.new_code(), seats, "x" * pad
        self.sockets: list = []
        self.moves, self.rng, self.over = 0, random.Random(seed), asyncio.Event()

    async def broadcast(self) -> None:
        """The `shown` of a move to every seat, a random one offered the next move (none after the last)."""
        acting = self.rng.randrange(self.seats) if self.moves < BARE_MOVES else None
        for seat, socket in enumerate(self.sockets):
            legal = [{"type": "pick", "n": n} for n in range(3)] if seat == acting else []
            await socket.send(json.dumps({"type": "shown", "view": {}, "legal": legal, "events": [], "lines": [],
                                          "acting": acting, "pad": self.pad}, separators=(",", ":")))

    async def handle(self, socket) -> None:
        message = json.loads(await socket.recv())
        if message.get("code") != self.code or len(self.sockets) >= self.seats:
            return
        self.sockets.append(socket)
        await socket.send(json.dumps({"type": "seated", "seat": len(self.sockets) - 1}))
        if len(self.sockets) == self.seats:
            await self.broadcast()
        async for frame in socket:
            json.loads(frame)
            self.moves += 1
            await self.broadcast()
            if self.moves >= BARE_MOVES:
                for other in self.sockets:
                    await other.send(json.dumps({"type": "over"}))
                self.over.set()
        await self.over.wait()


async def _serve_bare(table: _BareTable) -> int:
    from websockets.asyncio.server import serve

    server = await serve(table.handle, "127.0.0.1", 0, compression=None, max_size=2 ** 20)

    async def until_over() -> None:
        await table.over.wait()
        await asyncio.sleep(0.2)
        server.close()

    asyncio.get_running_loop().create_task(until_over())
    return server.sockets[0].getsockname()[1]


async def _host(args: argparse.Namespace, profile) -> None:
    from app.games import registry
    from app.host import access
    from app.host.server import Host, HostedTable

    access.Bucket.__init__.__defaults__ = (1e9, 1e9)  # scripted computers move faster than people (docstring)
    game = registry.get(args.game) if not args.bare else None
    folder, made, tasks = Path(args.dir), [0], set()

    async def open_tables(count: int) -> list:
        out = []
        for _ in range(count):
            made[0] += 1
            if args.bare:
                bare = _BareTable(args.seats, args.bare, made[0])
                out.append([await _serve_bare(bare), bare.code])
                continue
            table = HostedTable(game, ["remote"] * args.seats, seed=made[0],
                                save_path=folder / f"table-{made[0]}.json")
            host = Host(table, bind="127.0.0.1", port=0)
            out.append([await host.start(), table.code])
            task = asyncio.get_running_loop().create_task(host.serve_until_over())
            tasks.add(task)
            task.add_done_callback(tasks.discard)
        return out

    print(json.dumps({"pid": os.getpid(), "tables": await open_tables(args.tables)}), flush=True)
    reader = asyncio.StreamReader()
    await asyncio.get_running_loop().connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), sys.stdin)
    while True:
        words = (await reader.readline()).decode().split()
        if not words or words[0] == "quit":
            if profile is not None:
                profile.disable()
                profile.dump_stats(args.profile)
            sys.stdout.flush()
            os._exit(0)  # the tables still open go with the process (their autosaves are temporary)
        if words[0] == "open":
            print(json.dumps({"tables": await open_tables(int(words[1]))}), flush=True)
        elif words[0] == "rss":
            print(json.dumps({"rss_kb": _rss_kb()}), flush=True)


def host_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.bench_network host")
    parser.add_argument("--game", default="flip7")
    parser.add_argument("--seats", type=int, default=MANY_SEATS)
    parser.add_argument("--tables", type=int, default=0)
    parser.add_argument("--dir", default=tempfile.gettempdir())
    parser.add_argument("--bare", type=int, default=0, help="the yardstick: frames of this many bytes of padding")
    parser.add_argument("--profile", default=None, help="write the host's cProfile statistics here")
    args = parser.parse_args(argv)
    profile = None
    if args.profile:
        import cProfile

        profile = cProfile.Profile()
        profile.enable()
    asyncio.run(_host(args, profile))
    return 0


# ---- the scripted computers (this process) ---------------------------------------------------------
class _Moves:
    """One table's moves seen from the computers: when each act was sent, how many seats have its `shown`."""

    def __init__(self, seats: int, log: "_Log") -> None:
        self.seats, self.log = seats, log
        self.sent = 0
        self.pending: dict[int, list] = {}  # act number -> [sent at, seats still to hear of it]
        self.over = False

    def act(self) -> None:
        self.pending[self.sent] = [time.perf_counter(), self.seats]
        self.sent += 1

    def heard(self, number: int, now: float) -> None:
        entry = self.pending.get(number)
        if entry is None:
            return
        entry[1] -= 1
        if entry[1] == 0:
            del self.pending[number]
            self.log.done(entry[0], now)


class _Log:
    """Every move's latency (seconds) with when it was sent; the frames' sizes; refusals."""

    def __init__(self) -> None:
        self.moves: list[tuple[float, float]] = []
        self.sizes: list[int] = []
        self.refused = 0
        self.games = 0

    def done(self, sent: float, now: float) -> None:
        self.moves.append((sent, now - sent))

    def within(self, start: float, end: float) -> list[float]:
        return [latency for sent, latency in self.moves if start <= sent < end]


async def _seat(port: int, code: str, moves: _Moves, rng: random.Random, go: asyncio.Event,
                stop_after: list, pause: float = 0.0) -> None:
    """One scripted computer: joins, and sends a random offered move on every `shown` that offers one,
    after `pause` seconds (while `go` is set and its table has sent fewer than stop_after[0] acts)."""
    from websockets.asyncio.client import connect
    from websockets.exceptions import ConnectionClosed, InvalidHandshake

    log = moves.log
    try:
        async with connect(f"ws://127.0.0.1:{port}", max_size=None, compression=None, ping_interval=None,
                           open_timeout=60) as socket:
            await socket.send(json.dumps({"type": "join", "code": code, "name": "Bench", "lang": "en"}))
            heard = -1  # the first `shown` is the start, not a move's
            async for text in socket:
                now = time.perf_counter()
                message = json.loads(text)
                kind = message["type"]
                if kind == "shown":
                    log.sizes.append(len(text))
                    if heard >= 0:
                        moves.heard(heard, now)
                    heard += 1
                    if message["legal"] and go.is_set() and moves.sent < stop_after[0]:
                        if pause:
                            await asyncio.sleep(pause)  # a person thinks
                        action = json.dumps({"type": "act", "action": rng.choice(message["legal"])})
                        moves.act()
                        await socket.send(action)
                elif kind == "refused":
                    log.refused += 1
                elif kind == "over":
                    moves.over = True
                    return
    except (ConnectionClosed, OSError, InvalidHandshake):
        if go.is_set() and not moves.over:
            raise  # a computer failed while the tables are played
        return  # the host was told to stop


class _HostProcess:
    """The host's process and its command lines."""

    def __init__(self, proc: asyncio.subprocess.Process, first: dict, errors: Path) -> None:
        self.proc, self.pid, self.tables, self.errors = proc, first["pid"], first["tables"], errors
        self.lock = asyncio.Lock()

    @classmethod
    async def start(cls, folder: Path, *args: str) -> "_HostProcess":
        errors = folder / "host-stderr.txt"
        with open(errors, "wb") as err:
            proc = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "benchmarks.bench_network", "host", "--dir", str(folder), *args, cwd=ROOT,
                stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=err)
        line = await asyncio.wait_for(proc.stdout.readline(), 60)
        if not line:
            await proc.wait()
            raise RuntimeError(f"the host did not start: {errors.read_text()[-2000:]}")
        return cls(proc, json.loads(line), errors)

    async def ask(self, command: str) -> dict:
        async with self.lock:
            self.proc.stdin.write(command.encode() + b"\n")
            await self.proc.stdin.drain()
            line = await asyncio.wait_for(self.proc.stdout.readline(), 60)
        if not line:
            raise RuntimeError(f"the host stopped: {self.errors.read_text()[-2000:]}")
        return json.loads(line)

    def cpu_s(self) -> float:
        """The host's CPU time so far (user + system, all its threads)."""
        with open(f"/proc/{self.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    async def quit(self) -> None:
        async with self.lock:
            try:
                self.proc.stdin.write(b"quit\n")
                await self.proc.stdin.drain()
            except (ConnectionError, RuntimeError):
                pass
        try:
            await asyncio.wait_for(self.proc.wait(), 30)
        except asyncio.TimeoutError:
            self.proc.kill()
            await self.proc.wait()


async def _table(host: _HostProcess, port_code: list, seats: int, log: _Log, seed: int, go: asyncio.Event,
                 stop_after: list, pause: float = 0.0) -> _Moves:
    moves = _Moves(seats, log)
    rngs = [random.Random(seed * 10 + s) for s in range(seats)]
    await asyncio.gather(*(_seat(port_code[0], port_code[1], moves, rngs[s], go, stop_after, pause)
                           for s in range(seats)))
    if moves.over:
        log.games += 1
    return moves


async def _play(host: _HostProcess, tables: list, seats: int, log: _Log, go: asyncio.Event, until: float,
                moves_wanted: int = 0, pause: float = 0.0) -> None:
    """Each slot plays its table, then a new one, until `until` (perf_counter) or `moves_wanted` moves."""
    unlimited = [1 << 30]

    async def slot(index: int, first: list) -> None:
        port_code, seed = first, index
        while True:
            await _table(host, port_code, seats, log, seed, go, unlimited, pause)
            if not go.is_set() or time.perf_counter() >= until or (moves_wanted and len(log.moves) >= moves_wanted):
                return
            seed += len(tables)
            try:
                port_code = (await host.ask("open 1"))["tables"][0]
            except RuntimeError:
                if go.is_set():
                    raise
                return  # the host was told to stop meanwhile

    await asyncio.gather(*(slot(i, t) for i, t in enumerate(tables)))


# ---- the rows --------------------------------------------------------------------------------------
def _host_args(game: str, seats: int, tables: int, bare: int, profile: str | None) -> list[str]:
    args = ["--game", game, "--seats", str(seats), "--tables", str(tables)]
    return args + (["--bare", str(bare)] if bare else []) + (["--profile", profile] if profile else [])


async def _one_table(game: str, bare: int = 0, profile: str | None = None) -> dict:
    """Row 1: one table of ONE_SEATS remote seats at a time until ONE_MOVES moves have been heard."""
    with tempfile.TemporaryDirectory(prefix="top-five-bench-network-") as folder:
        host = await _HostProcess.start(Path(folder), *_host_args(game, ONE_SEATS, 1, bare, profile))
        log, go = _Log(), asyncio.Event()
        go.set()
        started, cpu = time.perf_counter(), host.cpu_s()
        await _play(host, host.tables, ONE_SEATS, log, go, started + 120, ONE_MOVES)
        seconds, host_cpu = time.perf_counter() - started, host.cpu_s() - cpu
        await host.quit()
    latencies = [latency * 1000 for _, latency in log.moves]
    return {"moves": len(latencies), "games": log.games, "p50": _pct(latencies, 50), "p99": _pct(latencies, 99),
            "max": max(latencies), "seconds": seconds, "host_cpu": host_cpu / seconds, "refused": log.refused,
            "frame": statistics.mean(log.sizes)}


async def _many_tables(game: str, bare: int = 0, profile: str | None = None, pause: float = 0.0,
                       window: float = WINDOW_S) -> dict:
    """Row 2: MANY_TABLES tables of MANY_SEATS remote seats played at once for `window` seconds, each
    computer moving `pause` seconds after it is offered a move."""
    with tempfile.TemporaryDirectory(prefix="top-five-bench-network-") as folder:
        host = await _HostProcess.start(Path(folder), *_host_args(game, MANY_SEATS, MANY_TABLES, bare, profile))
        log, go = _Log(), asyncio.Event()
        go.set()
        began = time.perf_counter()
        start = began + 2.0  # the computers have joined and the first moves are under way
        end = start + window
        player = asyncio.get_running_loop().create_task(_play(host, host.tables, MANY_SEATS, log, go, end,
                                                              pause=pause))
        await asyncio.sleep(start - time.perf_counter())
        cpu, own = host.cpu_s(), os.times()
        await asyncio.sleep(end - time.perf_counter())
        host_cpu, mine = host.cpu_s() - cpu, os.times()
        go.clear()  # no more moves: the tables still playing stop where they are
        await host.quit()  # their computers see their connections close
        await asyncio.wait_for(player, 60)
    latencies = [latency * 1000 for latency in log.within(start, end)]
    return {"moves": len(latencies), "per_s": len(latencies) / window, "p50": _pct(latencies, 50),
            "p99": _pct(latencies, 99), "max": max(latencies), "host_cpu": host_cpu / window,
            "clients_cpu": (mine.user + mine.system - own.user - own.system) / window, "games": log.games,
            "refused": log.refused, "frame": statistics.mean(log.sizes), "setup": start - began}


async def _memory(game: str) -> dict:
    """Row 3: the host's resident memory with none and with MANY_TABLES tables mid-game."""
    with tempfile.TemporaryDirectory(prefix="top-five-bench-network-") as folder:
        host = await _HostProcess.start(Path(folder), *_host_args(game, MANY_SEATS, 1, 0, None))
        log, go = _Log(), asyncio.Event()
        go.set()
        await _table(host, host.tables[0], MANY_SEATS, log, 0, go, [1 << 30])  # one whole game: modules loaded
        await asyncio.sleep(0.5)  # its host closes
        empty = (await host.ask("rss"))["rss_kb"]
        tables = (await host.ask(f"open {MANY_TABLES}"))["tables"]
        stop_after = [MID_MOVES]
        boards = [asyncio.get_running_loop().create_task(_table(host, t, MANY_SEATS, log, i + 1, go, stop_after))
                  for i, t in enumerate(tables)]
        deadline = time.perf_counter() + 60
        wanted = len(log.moves) + MANY_TABLES * MID_MOVES
        while len(log.moves) < wanted and time.perf_counter() < deadline:
            await asyncio.sleep(0.1)
        heard = len(log.moves)
        full = (await host.ask("rss"))["rss_kb"]
        go.clear()
        await host.quit()
        await asyncio.wait_for(asyncio.gather(*boards), 60)
    return {"empty_mb": empty / 1024, "full_mb": full / 1024, "per_table_mb": (full - empty) / 1024 / MANY_TABLES,
            "moves": heard}


def measure() -> dict:
    """Every row and its yardstick (cached: `make bench` asks twice, for issue 14's table and this section)."""
    if _MEASURED:
        return _MEASURED
    started = time.monotonic()
    got: dict = {"load": os.getloadavg()[0]}
    for game in GAMES:
        one = asyncio.run(_one_table(game))
        pad = max(0, int(one["frame"]) - 80)  # the bare frame's other keys take about 80 bytes
        got[game] = {"one": one, "one_bare": asyncio.run(_one_table(game, bare=pad)),
                     "many": asyncio.run(_many_tables(game)), "many_bare": asyncio.run(_many_tables(game, bare=pad)),
                     "memory": asyncio.run(_memory(game))}
    got["paced"] = asyncio.run(_many_tables(GAMES[0], pause=PACE_S, window=PACED_WINDOW_S))
    got["seconds"] = time.monotonic() - started
    got["load_end"] = os.getloadavg()[0]
    _MEASURED.update(got)
    return _MEASURED


_MEASURED: dict = {}


def target_rows() -> list[tuple[str, str, str, str, str, bool | None]]:
    """Issue 28's rows for issue 14's table (benchmarks/targets.py): what, figure, yardstick, ratio, target, holds."""
    got, rows = measure(), []
    for game in GAMES:
        one, bare, many, many_bare = (got[game][k] for k in ("one", "one_bare", "many", "many_bare"))
        for q in ("p50", "p99"):
            rows.append((f"{game}: one hosted table, {ONE_SEATS} remote seats, act to the last seat's `shown`, {q} "
                         "/ bare WebSocket host", f"{one[q]:.1f} ms", f"{bare[q]:.1f} ms", f"{one[q] / bare[q]:.1f}x",
                         f"p99 < {TARGET_ONE_MS:.0f} ms" if q == "p99" else "—",
                         one[q] < TARGET_ONE_MS if q == "p99" else None))
        rows.append((f"{game}: one host, {MANY_TABLES} tables of {MANY_SEATS} remote seats at full pace, p99 / "
                     "bare WebSocket host", f"{many['p99']:.0f} ms ({many['per_s']:,.0f} moves/s)",
                     f"{many_bare['p99']:.0f} ms ({many_bare['per_s']:,.0f} moves/s)",
                     f"{many['p99'] / many_bare['p99']:.1f}x", f"p99 < {TARGET_MANY_MS:.0f} ms",
                     many["p99"] < TARGET_MANY_MS))
        if game == GAMES[0]:
            paced = got["paced"]
            rows.append((f"{game}: the same {MANY_TABLES} tables, each computer thinking {PACE_S * 1000:.0f} ms before "
                         f"it moves, p99", f"{paced['p99']:.0f} ms ({paced['per_s']:,.0f} moves/s)", "—", "—", "—",
                         None))
        mem = got[game]["memory"]
        rows.append((f"{game}: host memory per table ({MANY_TABLES} tables mid-game minus none, / {MANY_TABLES})",
                     f"{mem['per_table_mb']:.2f} MiB", f"{mem['empty_mb']:.0f} MiB (the host with no table)", "—",
                     "—", None))
    return rows


def run() -> str:
    got = measure()
    lines = ["## Play from several computers (issue 28)", "",
             f"Hosted tables on loopback, the host in a process of its own, the scripted computers in the "
             f"benchmark's ({got['seconds']:.0f} s; load average {got['load']:.1f} at the start, "
             f"{got['load_end']:.1f} at the end; {os.cpu_count()} cores). Latency: from a computer sending its "
             "`act` to the last seat of its table receiving the `shown` of that move. Bare: a WebSocket host on "
             "the same library that answers each act with one frame of the same mean size to every seat, no game.",
             "", f"One table, {ONE_SEATS} remote seats, about {ONE_MOVES:,} moves (a new table after each game); "
             f"target p99 < {TARGET_ONE_MS:.0f} ms:", "",
             "| game | host | moves | games | p50 ms | p99 ms | max ms | mean frame | host CPU | refused |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for game in GAMES:
        for label, key in (("Top Five", "one"), ("bare", "one_bare")):
            r = got[game][key]
            lines.append(f"| {game} | {label} | {r['moves']} | {r['games']} | {r['p50']:.1f} | {r['p99']:.1f} | "
                         f"{r['max']:.1f} | {r['frame']:.0f} B | {r['host_cpu'] * 100:.0f}% | {r['refused']} |")
    lines += ["", f"One host, {MANY_TABLES} tables of {MANY_SEATS} remote seats, {MANY_TABLES * MANY_SEATS} computers "
              f"moving as soon as they are offered a move, {WINDOW_S:.0f} s measured (after "
              f"{got[GAMES[0]]['many']['setup']:.0f} s of joining); target p99 < {TARGET_MANY_MS:.0f} ms. CPU: share "
              "of one core, the host's process and the computers' (this benchmark's) process:", "",
              "| game | host | moves/s | p50 ms | p99 ms | max ms | games ended | host CPU | computers' CPU "
              "| refused |", "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for game in GAMES:
        for label, key in (("Top Five", "many"), ("bare", "many_bare")):
            r = got[game][key]
            lines.append(f"| {game} | {label} | {r['per_s']:,.0f} | {r['p50']:.1f} | {r['p99']:.1f} | {r['max']:.0f} | "
                         f"{r['games']} | {r['host_cpu'] * 100:.0f}% | {r['clients_cpu'] * 100:.0f}% | {r['refused']} |")
    paced = got["paced"]
    lines += ["", f"The same for {GAMES[0]}, each computer thinking {PACE_S * 1000:.0f} ms before it moves, "
              f"{PACED_WINDOW_S:.0f} s measured: {paced['per_s']:,.0f} moves/s, p50 {paced['p50']:.1f} ms, p99 "
              f"{paced['p99']:.1f} ms, max {paced['max']:.0f} ms, host CPU {paced['host_cpu'] * 100:.0f}%, "
              f"{paced['games']} games ended."]
    lines += ["", f"Memory: the host's resident memory after a full collection and `malloc_trim`, after one game "
              f"played and closed, then with {MANY_TABLES} new tables of {MANY_SEATS} remote seats, "
              f"{MID_MOVES} moves into each game:", "",
              "| game | no table | 50 tables | per table | moves heard |", "|---|---:|---:|---:|---:|"]
    for game in GAMES:
        m = got[game]["memory"]
        lines.append(f"| {game} | {m['empty_mb']:.1f} MiB | {m['full_mb']:.1f} MiB | {m['per_table_mb']:.2f} MiB | "
                     f"{m['moves']} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    if sys.argv[1:2] == ["host"]:
        sys.exit(host_main(sys.argv[2:]))
    print(run())
