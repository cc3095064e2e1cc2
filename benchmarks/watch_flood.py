"""The watch flood's figures, on loopback only: watchers repeating ``watch`` at one table.

A real ``goatmaster-server`` (``net_load.ServerProcess``: its own process, pinned to one core,
the default message rate) holds one Goal Rows table; ``--watchers`` connections (in a process
of their own, pinned to the other core) each send ``watch`` ``--repeats`` times as fast as they
can and read every answer.  Meanwhile a fresh client (this process) connects every ``--probe``
seconds and watches the table once: its connection time and
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
import contextlib
import json
import os
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

from websockets.asyncio.client import ClientConnection, connect

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from net_load import LOOPBACK, ServerProcess, cores, cpu_seconds, loadavg, rss_mb  # noqa: E402

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


async def watchers(url: str, code: str, count: int, repeats: int) -> dict:
    """The flood (in its own process): what the watchers were sent, and how long it lasted."""
    seen: Counter[str] = Counter()
    last = [time.monotonic()]
    began = time.monotonic()
    done = await asyncio.gather(*(watcher(url, code, repeats, seen, last) for _ in range(count)),
                                return_exceptions=True)
    return {"seen": dict(seen), "began": began, "last": last[0], "lasted": last[0] - began,
            "failed": sum(isinstance(d, BaseException) for d in done)}


async def probe(url: str, code: str) -> tuple[float, float]:
    """A fresh client: (seconds to connect, seconds from its ``watch`` to its snapshot)."""
    began = time.perf_counter()
    async with connect(url, open_timeout=WAIT, compression=None, max_size=None) as socket:
        connected = time.perf_counter()
        await socket.send(p.write(p.Watch(code=code)).decode())
        await read_until(socket, p.Snapshot)
        return connected - began, time.perf_counter() - connected


async def flood(server: ServerProcess, args: argparse.Namespace, core: int) -> None:
    url = server.url
    async with connect(url, open_timeout=WAIT, compression=None, max_size=None) as host:
        seats = [p.SeatPlan(kind="me")] + [p.SeatPlan(kind="open")] * 3
        await host.send(p.write(p.Create(game="rows", seats=seats, name="Ann")).decode())
        joined = await read_until(host, p.Joined)
        assert isinstance(joined, p.Joined)
        await read_until(host, p.Snapshot)
        code = joined.code
        await asyncio.sleep(1.0)
        before, cpu = rss_mb(server.pid), cpu_seconds(server.pid)
        # The watchers in a process of their own, pinned to the other core: the probe's times are
        # the server's, not this loop's sending 4,000 frames.
        load = await asyncio.create_subprocess_exec(
            sys.executable, __file__, "_flood", url, code, str(args.watchers), str(args.repeats),
            stdout=asyncio.subprocess.PIPE, preexec_fn=lambda: os.sched_setaffinity(0, {core}))
        peak, connects, trips, spans = before, [], [], []
        began = time.monotonic()
        try:
            while load.returncode is None and time.monotonic() - began < args.timeout:
                peak = max(peak, rss_mb(server.pid))
                start = time.monotonic()
                connected, trip = await probe(url, code)
                spans.append((start, time.monotonic()))
                connects.append(connected)
                trips.append(trip)
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(load.wait(), args.probe)
            out, _ = await asyncio.wait_for(load.communicate(), WAIT)
        finally:
            if load.returncode is None:
                load.kill()
                await load.wait()
        result = json.loads(out.decode().splitlines()[-1])
        cpu = cpu_seconds(server.pid) - cpu
        peak = max(peak, rss_mb(server.pid))
        await asyncio.sleep(2.0)                # the server lets the watchers go
        after = rss_mb(server.pid)
    seen = Counter(result["seen"])
    print(f"{args.watchers} watchers x {args.repeats} watch, one Goal Rows table (load {loadavg()})")
    print(f"  messages the server sent them: {sum(seen.values())} in {result['lasted']:.1f} s "
          f"({', '.join(f'{k} {v}' for k, v in seen.most_common())}); watchers failed: {result['failed']}; "
          f"the server's CPU {cpu:.2f} s")
    print(f"  server VmRSS: before {before:.1f} MB, peak {peak:.1f} MB, after {after:.1f} MB "
          f"({after - before:+.1f} MB)")
    if trips:
        every = " ".join(f"{t * 1000:.0f}" for t in trips)
        print(f"  a fresh client during it ({len(trips)}): round trip median {statistics.median(trips) * 1000:.1f} ms, "
              f"max {max(trips) * 1000:.1f} ms (all: {every}); connecting median "
              f"{statistics.median(connects) * 1000:.1f} ms, max {max(connects) * 1000:.1f} ms")
        # (CLOCK_MONOTONIC is one clock for every process of the machine)
        inside = [(c, t) for (start, end), c, t in zip(spans, connects, trips)
                  if start <= result["last"] and end >= result["began"]]
        if inside:
            print(f"  of them while the watchers were connecting, sending or being answered ({len(inside)}): "
                  f"round trip at most {max(t for _, t in inside) * 1000:.1f} ms, connecting and round trip "
                  f"together at most {max(c + t for c, t in inside) * 1000:.1f} ms")


def main() -> None:
    if sys.argv[1:2] == ["_flood"]:
        url, code, count, repeats = sys.argv[2:6]
        print(json.dumps(asyncio.run(asyncio.wait_for(watchers(url, code, int(count), int(repeats)), 600))))
        return
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--watchers", type=int, default=40)
    ap.add_argument("--repeats", type=int, default=100)
    ap.add_argument("--probe", type=float, default=0.2, help="seconds between fresh clients")
    ap.add_argument("--timeout", type=float, default=120.0, help="the flood's longest time (seconds)")
    args = ap.parse_args()
    server_core, flood_core, _ = cores()
    assert LOOPBACK == "127.0.0.1"
    with ServerProcess(server_core) as server:
        asyncio.run(asyncio.wait_for(flood(server, args, flood_core), args.timeout + 60))


if __name__ == "__main__":
    main()
