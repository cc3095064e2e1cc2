"""The inbox's figure, on loopback only: 1,000 inboxes of 20 turn-based tables each, polled once a minute.

A store is filled first (in this process, through ``net.store.Store`` and ``net.table.OnlineTable``):
``--inboxes`` × ``--per-inbox`` / 2 two-seat turn-based tables of Goat Master, Meadow Dice and Goal
Rows, each at a point of a game played at random (0 to 40 decisions; copies of 20 games of each
kind, each under its own code and seat tokens), and each seat's token given to one inbox.  Then a
table server runs on that store in a process of its own (``_serve``, pinned to one core, the
default message rate): with ``--mode store`` (the default) it holds no table in memory, as a server
that loads its tables only when someone comes (the inbox reads them from the store); with ``--mode
memory`` it resumes every table at start, as today's server does.  Each inbox is polled once in
every ``--period`` seconds, the polls spread evenly: a fresh connection, one ``Status`` with the
inbox's tokens, its ``Inbox`` read whole.  Printed: the answer time (``Status`` sent to ``Inbox``
read) and the whole poll's (connection included), p50, p99 and max, for the first period (every
table read from the store once) and after it; the server's resident memory (VmRSS) and CPU share.

    .venv/bin/python benchmarks/inbox.py [--inboxes 1000] [--per-inbox 20] [--period 60] [--periods 2]
    .venv/bin/python benchmarks/inbox.py --quick          # 100 inboxes polled every 10 s

Bounded: the polls end after ``--periods`` periods, every wait has a time-out, and the server
(which also ends by itself after ``--period`` × ``--periods`` + 600 s) is stopped at the end.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

from websockets.asyncio.client import connect
from websockets.exceptions import WebSocketException

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from net_load import LOOPBACK, cores, cpu_seconds, loadavg, percentile, rss_mb  # noqa: E402

from goatmaster import games as _games  # noqa: E402, F401  (registers every game)
from goatmaster.core.registry import entry  # noqa: E402
from goatmaster.net import protocol as p  # noqa: E402
from goatmaster.net.store import Store, StoredSeat, token_hash  # noqa: E402
from goatmaster.net.table import OnlineTable, new_token  # noqa: E402

GAMES = ("goat-master", "meadow", "rows")
PACE = p.Pace(kind="turn-based", turn=86400)
WAIT = 30.0


def fill(data: str, tables: int, seed: int) -> list[str]:
    """``tables`` two-seat turn-based tables in a store at ``data``; every seat's token, shuffled."""
    rng = random.Random(seed)
    models = []
    for game in GAMES:
        plan = p.Create(game=game, seats=[p.SeatPlan(kind="me"), p.SeatPlan(kind="open")], name="Ann", pace=PACE)
        for _ in range(20):
            table, _tokens = OnlineTable.new(entry(game), "AAAAAA", plan, new_token(rng), entropy=rng)
            table.start()
            for _ in range(rng.randrange(41)):
                if table.match.is_over:
                    break
                move = table.play(table.state.current_player(), rng.choice(table.state.legal_actions()))
                table.adopt(move)
                table.stored.actions += move.texts
            models.append(table.stored)
    store = Store(os.path.join(data, "tables.sqlite3"))
    tokens = []
    try:
        for k in range(tables):
            model = models[k % len(models)]
            seated = [new_token(rng) for _ in model.seats]
            tokens += seated
            seats = [StoredSeat(name, "human", None, token_hash(token)) for name, token in zip(("Ann", "Bea"), seated)]
            store.create(replace(model, code=f"{k:06d}", seats=seats, host=seats[0].token or "",
                                 actions=list(model.actions)))
    finally:
        store.close()
    rng.shuffle(tokens)
    return tokens


def serve(data: str, mode: str, lifetime: float) -> None:
    """The table server on ``data`` (``_serve``): prints its port, ends on SIGTERM or after ``lifetime``."""
    from goatmaster.net.server import Limits, TableServer
    from goatmaster.net.thinker import Thinker

    async def main() -> None:
        server = TableServer(data, LOOPBACK, 0, Limits(tables=1_000_000, connections=5000, per_address=5000),
                             Thinker(processes=0))
        if mode == "store":
            server._resume = lambda: None       # type: ignore[method-assign]  (no table in memory)
        await server.start()
        print(f"port {server.port} tables {len(server.tables)}", flush=True)
        stop = asyncio.Event()
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), lifetime)
        await server.stop()
    asyncio.run(main())


def start_server(data: str, mode: str, lifetime: float, core: int) -> tuple[subprocess.Popen, int, str]:
    command = [sys.executable, __file__, "_serve", data, mode, str(lifetime)]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, start_new_session=True,
                            preexec_fn=lambda: os.sched_setaffinity(0, {core}))
    assert proc.stdout is not None
    deadline = time.monotonic() + 600.0
    while time.monotonic() < deadline and proc.poll() is None:
        ready, _, _ = select.select([proc.stdout], [], [], 0.5)
        if ready:
            line = proc.stdout.readline().decode()
            if line.startswith("port "):
                return proc, int(line.split()[1]), line.strip()
    proc.kill()
    raise RuntimeError("the server did not start")


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(30.0)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


async def poll(url: str, tokens: list[str], figures: list[tuple[float, float]], failed: list[str]) -> None:
    """One inbox's poll: (the answer's time, the whole poll's time), or why it failed."""
    begun = time.perf_counter()
    try:
        async with connect(url, open_timeout=WAIT, compression=None, max_size=None) as socket:
            sent = time.perf_counter()
            await socket.send(p.write(p.Status(tokens=tokens)).decode())
            answer = p.read_server(await asyncio.wait_for(socket.recv(), WAIT))
            done = time.perf_counter()
    except (OSError, TimeoutError, WebSocketException) as error:
        failed.append(type(error).__name__)
        return
    if not isinstance(answer, p.Inbox) or len(answer.tables) != len(tokens) \
            or not all(status.known for status in answer.tables):
        failed.append(f"answered {type(answer).__name__}")
        return
    figures.append((done - sent, done - begun))


async def load(url: str, inboxes: list[list[str]], period: float) -> tuple[list[tuple[float, float]], list[str]]:
    """Every inbox polled once in ``period`` seconds, the polls spread evenly."""
    figures: list[tuple[float, float]] = []
    failed: list[str] = []
    tasks = []
    started = time.perf_counter()
    gap = period / len(inboxes)
    for k, tokens in enumerate(inboxes):
        delay = started + k * gap - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        tasks.append(asyncio.create_task(poll(url, tokens, figures, failed)))
    await asyncio.wait_for(asyncio.gather(*tasks), 2 * WAIT)
    return figures, failed


def summary(name: str, values: list[float]) -> str:
    return (f"{name}: n {len(values)}, p50 {1000 * percentile(values, 50):.1f} ms, "
            f"p99 {1000 * percentile(values, 99):.1f} ms, max {1000 * max(values):.1f} ms")


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "_serve":
        serve(sys.argv[2], sys.argv[3], float(sys.argv[4]))
        return 0
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--inboxes", type=int, default=1000)
    ap.add_argument("--per-inbox", type=int, default=20)
    ap.add_argument("--period", type=float, default=60.0, help="seconds between two polls of one inbox")
    ap.add_argument("--periods", type=int, default=3)
    ap.add_argument("--restart", action=argparse.BooleanOptionalAction, default=True,
                    help="start the server again before every period (it reads the standings its store kept)")
    ap.add_argument("--mode", choices=("store", "memory"), default="store")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    if args.quick:
        args.inboxes, args.period = 100, 10.0
    data = tempfile.mkdtemp(prefix="inbox-bench-")
    proc = None
    try:
        made = time.perf_counter()
        tokens = fill(data, args.inboxes * args.per_inbox // 2, args.seed)
        inboxes = [tokens[k:k + args.per_inbox] for k in range(0, len(tokens), args.per_inbox)][:args.inboxes]
        print(f"store: {len(tokens) // 2} tables, {len(inboxes)} inboxes of {args.per_inbox}, "
              f"{os.path.getsize(os.path.join(data, 'tables.sqlite3')) / 1e6:.1f} MB, "
              f"made in {time.perf_counter() - made:.1f} s")
        server_core, load_core, apart = cores()
        os.sched_setaffinity(0, {load_core})
        for period in range(args.periods):
            if proc is None or args.restart:
                if proc is not None:
                    stop(proc)
                proc, port, said = start_server(data, args.mode, args.period + 600.0, server_core)
                print(f"server ({args.mode} mode, core {server_core}, the polls on core {load_core}"
                      f"{'' if apart else ', the same'}): {said}, {rss_mb(proc.pid):.1f} MB; load {loadavg()}")
            cpu = cpu_seconds(proc.pid)
            began = time.perf_counter()
            figures, failed = asyncio.run(load(f"ws://{LOOPBACK}:{port}", inboxes, args.period))
            busy = (cpu_seconds(proc.pid) - cpu) / (time.perf_counter() - began)
            print(f"period {period + 1}" + (" (the first: every table replayed once for its standing)"
                                             if period == 0 else "") + ":")
            if figures:
                print("  " + summary("answer", [f[0] for f in figures]))
                print("  " + summary("poll with its connection", [f[1] for f in figures]))
            print(f"  failed polls: {len(failed)} {dict(Counter(failed))}")
            print(f"  server: {rss_mb(proc.pid):.1f} MB, its core {100 * busy:.0f} % busy; load {loadavg()}")
    finally:
        if proc is not None:
            stop(proc)
        shutil.rmtree(data, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
