"""The watch flood's figures, on loopback only: watchers repeating ``watch`` at one table.

A real ``goatmaster-server`` (``net_load.ServerProcess``: its own process, pinned to one core,
the default message rate) holds one Goal Rows table; ``--watchers`` connections each send
``watch`` ``--repeats`` times as fast as they can and read every answer.  Meanwhile a fresh
client connects every ``--probe`` seconds and watches the table once: its connection time and
its round trip (``watch`` sent to its snapshot read).  Printed: the messages the server sent the
watchers (by type) and how long the flood lasted; the server's resident memory (VmRSS) before,
at its peak and after the watchers left; the fresh clients' round trips (median, max).

    .venv/bin/python benchmarks/watch_flood.py [--watchers 40] [--repeats 100] [--probe 0.2]

Bounded: every wait has a time-out, the whole flood ``--timeout`` seconds; the server is
stopped at the end (also on an error or Ctrl+C).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

from websockets.asyncio.client import ClientConnection, connect

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from net_load import LOOPBACK, ServerProcess, cores, loadavg, rss_mb  # noqa: E402

from goatmaster.net import protocol as p  # noqa: E402

#: A watcher's flood is over once nothing came for this long (seconds).
QUIET = 1.0
WAIT = 20.0


async def read_until(socket: ClientConnection, kind: type) -> p.ServerMessage:
    while True:
        message = p.read_server(await asyncio.wait_for(socket.recv(), WAIT))
        if isinstance(message, kind):
            return message


async def watcher(url: str, code: str, repeats: int, seen: Counter[str], last: list[float]) -> None:
    async with connect(url, open_timeout=WAIT, compression=None, max_size=None) as socket:
        frame = p.write(p.Watch(code=code)).decode()
        for _ in range(repeats):
            await socket.send(frame)
        while True:
            try:
                message = p.read_server(await asyncio.wait_for(socket.recv(), QUIET))
            except asyncio.TimeoutError:
                return
            seen[type(message).__name__] += 1
            last[0] = time.monotonic()


async def probe(url: str, code: str) -> tuple[float, float]:
    """A fresh client: (seconds to connect, seconds from its ``watch`` to its snapshot)."""
    began = time.perf_counter()
    async with connect(url, open_timeout=WAIT, compression=None, max_size=None) as socket:
        connected = time.perf_counter()
        await socket.send(p.write(p.Watch(code=code)).decode())
        await read_until(socket, p.Snapshot)
        return connected - began, time.perf_counter() - connected


async def flood(server: ServerProcess, args: argparse.Namespace) -> None:
    url = server.url
    async with connect(url, open_timeout=WAIT, compression=None, max_size=None) as host:
        seats = [p.SeatPlan(kind="me")] + [p.SeatPlan(kind="open")] * 3
        await host.send(p.write(p.Create(game="rows", seats=seats, name="Ann")).decode())
        joined = await read_until(host, p.Joined)
        assert isinstance(joined, p.Joined)
        await read_until(host, p.Snapshot)
        code = joined.code
        await asyncio.sleep(1.0)
        before = rss_mb(server.pid)
        seen: Counter[str] = Counter()
        last = [time.monotonic()]
        began = time.monotonic()
        watchers = [asyncio.ensure_future(watcher(url, code, args.repeats, seen, last)) for _ in range(args.watchers)]
        peak, connects, trips = before, [], []
        while not all(w.done() for w in watchers) and time.monotonic() - began < args.timeout:
            peak = max(peak, rss_mb(server.pid))
            connected, trip = await probe(url, code)
            connects.append(connected)
            trips.append(trip)
            await asyncio.sleep(args.probe)
        done = await asyncio.gather(*watchers, return_exceptions=True)
        lasted = last[0] - began
        peak = max(peak, rss_mb(server.pid))
        await asyncio.sleep(2.0)                # the server lets the watchers go
        after = rss_mb(server.pid)
    failed = [d for d in done if isinstance(d, BaseException)]
    print(f"{args.watchers} watchers x {args.repeats} watch, one Goal Rows table (load {loadavg()})")
    print(f"  messages the server sent them: {sum(seen.values())} in {lasted:.1f} s "
          f"({', '.join(f'{k} {v}' for k, v in seen.most_common())}); watchers failed: {len(failed)}")
    print(f"  server VmRSS: before {before:.1f} MB, peak {peak:.1f} MB, after {after:.1f} MB "
          f"({after - before:+.1f} MB)")
    if trips:
        every = " ".join(f"{t * 1000:.0f}" for t in trips)
        print(f"  a fresh client during it ({len(trips)}): round trip median {statistics.median(trips) * 1000:.1f} ms, "
              f"max {max(trips) * 1000:.1f} ms (all: {every}); connecting median "
              f"{statistics.median(connects) * 1000:.1f} ms, max {max(connects) * 1000:.1f} ms")

def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--watchers", type=int, default=40)
    ap.add_argument("--repeats", type=int, default=100)
    ap.add_argument("--probe", type=float, default=0.2, help="seconds between fresh clients")
    ap.add_argument("--timeout", type=float, default=120.0, help="the flood's longest time (seconds)")
    args = ap.parse_args()
    server_core, _, _ = cores()
    assert LOOPBACK == "127.0.0.1"
    with ServerProcess(server_core) as server:
        asyncio.run(asyncio.wait_for(flood(server, args), args.timeout + 60))


if __name__ == "__main__":
    main()
