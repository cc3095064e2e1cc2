"""How long a table server's commit holds its event loop, with checkpoints on commits or beside them.

The table server commits every accepted action before telling anyone (``goatmaster.net.store``),
on its one event loop, so a slow commit delays every table.  SQLite in WAL mode checkpoints on
a commit once the log passes 1,000 pages (about one commit in 300 at 250 moves a second), and
a checkpoint waits for the disk.  The store now leaves checkpoints to a thread of its own
(``Checkpointer``).  This script makes the same commits as the server does (a table's row and
its seats, then one action a commit), at a steady rate, into a store in a temporary folder on
the disk of ``$TMPDIR``, once each way, and prints the time of each commit: median, p99, max,
and how many took over 20 ms.

    .venv/bin/python benchmarks/store_commits.py [--commits 7500] [--rate 250] [--rounds 3]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from goatmaster.net.store import Store, StoredSeat, StoredTable  # noqa: E402


def run(folder: Path, beside: bool, commits: int, rate: float) -> list[float]:
    store = Store(folder / "tables.sqlite3")
    if not beside:                      # as before: SQLite's own checkpoint on commits
        assert store.checkpointer is not None
        store.checkpointer.stop()
        store.checkpointer = None
        store.db.execute("PRAGMA wal_autocheckpoint=1000")
    tables = 250
    for k in range(tables):
        store.create(StoredTable(f"T{k:05d}", "rows", {}, 4, k, None, True, 120, "h", 0.0, 0.0,
                                 seats=[StoredSeat(f"P{s}", "human", None, "t" * 64) for s in range(4)]))
    times: list[float] = []
    steps = [0] * tables
    start = time.perf_counter()
    for n in range(commits):
        due = start + n / rate
        pause = due - time.perf_counter()
        if pause > 0:
            time.sleep(pause)
        table = n % tables
        began = time.perf_counter()
        store.actions(f"T{table:05d}", steps[table], [str(n % 50), str(n % 7)], False)
        times.append((time.perf_counter() - began) * 1000)
        steps[table] += 2
    store.close()
    return times


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--commits", type=int, default=7500, help="commits a round (7,500: 30 s at 250 a second)")
    ap.add_argument("--rate", type=float, default=250.0, help="commits a second")
    ap.add_argument("--rounds", type=int, default=3, help="rounds, each way in turn")
    args = ap.parse_args(argv)
    print(f"{args.commits} commits at {args.rate:g} a second, {args.rounds} rounds each way, alternating; "
          f"load average {' '.join(f'{x:.2f}' for x in __import__('os').getloadavg())}")
    print("checkpoints     | round | median ms | p99 ms | max ms | over 20 ms")
    rows: dict[bool, list[tuple[float, float, float, int]]] = {False: [], True: []}
    for round_ in range(1, args.rounds + 1):
        for beside in (False, True):
            with tempfile.TemporaryDirectory() as folder:
                times = sorted(run(Path(folder), beside, args.commits, args.rate))
            row = (statistics.median(times), times[int(0.99 * (len(times) - 1))], times[-1],
                   sum(t > 20 for t in times))
            rows[beside].append(row)
            print(f"{'beside (now)' if beside else 'on commits':15} | {round_:5} | {row[0]:9.3f} | {row[1]:6.2f} "
                  f"| {row[2]:6.1f} | {row[3]:10}", flush=True)
    for beside in (False, True):
        medians = [statistics.median(column) for column in zip(*rows[beside])]
        print(f"medians, {'beside (now)' if beside else 'on commits'}: median {medians[0]:.3f} ms, "
              f"p99 {medians[1]:.2f} ms, max {medians[2]:.1f} ms, over 20 ms {medians[3]:.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
