"""A canary's round trip while another process holds the table server's store.

The server writes on a thread of its own with a short busy wait (``goatmaster.net.store``), so
a store held by another process (``BEGIN EXCLUSIVE``) delays only the move that waits for it,
which is refused ``busy`` when the wait runs out; every other connection is served meanwhile.
This script starts a server on loopback with its store in a temporary folder, seats a host at
a Goal Rows table, and times a canary (a new connection that watches the table: handshake, join
and snapshot) ``--rounds`` times with the store free, then again while another connection holds
the store and the host's move waits for it; then it prints the medians and maxima and how long
the mover waited for its answer.

    .venv/bin/python benchmarks/store_held.py [--rounds 20]
"""

from __future__ import annotations

import argparse
import asyncio
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from websockets.asyncio.client import connect  # noqa: E402

import goatmaster.games  # noqa: E402,F401  (registers the games)
from goatmaster.net import protocol as p  # noqa: E402
from goatmaster.net.client import TableClient  # noqa: E402
from goatmaster.net.server import TableServer  # noqa: E402
from goatmaster.net.thinker import Thinker  # noqa: E402

LOOPBACK = "127.0.0.1"


async def canary(url: str, code: str) -> float:
    """Seconds from connecting to the watched table's snapshot."""
    began = time.perf_counter()
    async with connect(url, compression=None) as socket:
        await socket.send(p.write(p.Watch(code=code)).decode())
        while not isinstance(p.read_server(await asyncio.wait_for(socket.recv(), 10)), p.Snapshot):
            pass
    return time.perf_counter() - began


async def until(test, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not test():
        if time.monotonic() > deadline:
            raise TimeoutError("the server did not answer in time")
        await asyncio.sleep(0.005)


async def measure(rounds: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        server = TableServer(folder, LOOPBACK, 0, thinker=Thinker(processes=0, iterations=20))
        await server.start()
        url = f"ws://{LOOPBACK}:{server.port}"
        answers: list[p.ServerMessage] = []

        async def heard(message: p.ServerMessage) -> None:
            answers.append(message)
        seats = [p.SeatPlan(kind="me"), p.SeatPlan(kind="open"), p.SeatPlan(kind="open")]
        host = TableClient(url, p.Create(game="rows", seats=seats, name="Host"), heard)
        running = asyncio.get_running_loop().create_task(host.run())
        try:
            await host.connected()
            await until(lambda: host.table.my_turn)
            code = host.table.code
            assert code is not None
            free = [await canary(url, code) for _ in range(rounds)]
            other = sqlite3.connect(Path(folder) / "tables.sqlite3", isolation_level=None)
            other.execute("BEGIN EXCLUSIVE")
            before = len(answers)
            sent = time.perf_counter()
            await host.act(host.table.world.legal_actions()[0])
            held = [await canary(url, code) for _ in range(rounds)]
            await until(lambda: any(isinstance(m, (p.Error, p.Update)) for m in answers[before:]))
            waited = time.perf_counter() - sent
            answer = next(m for m in answers[before:] if isinstance(m, (p.Error, p.Update)))
            other.execute("ROLLBACK")
            other.close()
        finally:
            await host.close()
            await asyncio.wait_for(running, 10)
            await server.stop()
    print(f"canary round trip, store free: median {statistics.median(free) * 1000:.1f} ms, "
          f"max {max(free) * 1000:.1f} ms ({rounds} rounds)")
    print(f"canary round trip, store held: median {statistics.median(held) * 1000:.1f} ms, "
          f"max {max(held) * 1000:.1f} ms ({rounds} rounds)")
    said = f"error {answer.code!r}" if isinstance(answer, p.Error) else "an update"
    print(f"the mover's answer while the store was held: {said} after {waited:.2f} s")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=20, help="canaries each way")
    args = ap.parse_args(argv)
    asyncio.run(measure(args.rounds))
    return 0


if __name__ == "__main__":
    sys.exit(main())
