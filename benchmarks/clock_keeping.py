"""What a minute's keeping of the clocks writes, at a server holding many turn-based tables.

The store is built as ``many_tables.py`` builds it (``--tables`` real turn-based tables of the
three games, each at a person's turn, its clock running and kept); a :class:`TableServer` is
started on it in this process (its clock injected: no real minute is waited), ``--played`` of
the tables have a move played (their clocks change; the others only run on), and a minute of
running time is ticked ``--minutes`` times.  Printed, for each minute's keeping: the rows it
changed (SQLite's ``total_changes``) and the bytes the process wrote meanwhile (``wchar`` in
``/proc/self/io``: the write-ahead log, and a checkpoint if one ran then).  Loopback is not
even used: nothing listens but on 127.0.0.1, and no client connects.

    .venv/bin/python benchmarks/clock_keeping.py [--tables 10000] [--played 10] [--minutes 3]

Bounded: every wait has a time-out; the server is stopped and the temporary folder removed.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from many_tables import LOOPBACK, build  # noqa: E402

from goatmaster.net import server as server_module  # noqa: E402
from goatmaster.net.server import Limits, TableServer  # noqa: E402
from goatmaster.net.thinker import Thinker  # noqa: E402

WAIT = 60.0


def wchar() -> int:
    for line in Path("/proc/self/io").read_text().splitlines():
        if line.startswith("wchar:"):
            return int(line.split()[1])
    raise RuntimeError("no wchar")


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def measure(folder: str, made: dict[str, Any], played: int, minutes: int, seed: int) -> list[dict[str, int]]:
    clock = Clock()
    server = TableServer(folder, LOOPBACK, 0, Limits(tables=2 * len(made) + 1), Thinker(processes=0),
                         entropy=random.Random(seed), clock=clock, tick=3600.0)
    await server.start()
    try:
        kept: list[dict[str, int]] = []
        clocks = server.store.clocks

        def counted(*args: Any) -> None:
            rows, wrote = server.store.db.total_changes, wchar()
            clocks(*args)
            kept.append({"rows": server.store.db.total_changes - rows, "bytes": wchar() - wrote})
        server.store.clocks = counted               # type: ignore[method-assign]
        for code in random.Random(seed).sample(sorted(made), played):
            table = server._table(code)             # replayed, as a rejoin does; a legal move is played
            async with server._lock(table):
                await server._play(table, table.state.current_player(),
                                   random.Random(seed).choice(table.state.legal_actions()))
        for minute in range(1, minutes + 1):
            clock.now += server_module.KEEP_CLOCKS_S
            server.tick()
            for _ in range(int(WAIT / 0.01)):
                if len(kept) >= minute:
                    break
                await asyncio.sleep(0.01)
            else:
                raise RuntimeError("the clocks were not kept")
        return kept[:minutes]                       # (not the keeping when the server stops)
    finally:
        await server.stop()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tables", type=int, default=10_000)
    ap.add_argument("--played", type=int, default=10, help="tables with a move played before the first minute")
    ap.add_argument("--minutes", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="goatmaster-clocks-") as folder:
        made = build(Path(folder) / "tables.sqlite3", args.tables, args.seed)
        kept = asyncio.run(asyncio.wait_for(measure(folder, made, args.played, args.minutes, args.seed),
                                            10 * WAIT))
    for minute, figures in enumerate(kept, 1):
        print(f"minute {minute}: {figures['rows']} rows, {figures['bytes'] / 1e3:.1f} kB written", flush=True)
    print(json.dumps({"tables": len(made), "played": args.played, "minutes": kept,
                      "median_rows": statistics.median(k["rows"] for k in kept),
                      "median_bytes": statistics.median(k["bytes"] for k in kept)}))


if __name__ == "__main__":
    main()
