"""Issue 17: the worst time and memory to refuse a hostile save file of the maximum size.

Each shape is loaded in a fresh process (so one case's memory does not hide
another's); printed per shape: the median time of several runs, the peak of
Python allocations during the load (tracemalloc) and the growth of the process's
peak resident memory over its state just before the load.

    .venv/bin/python benchmarks/hostile_saves.py [--runs 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys

SHAPES = ("deep lists", "deep objects", "tiny lists", "tiny objects", "objects in objects",
          "floats", "short strings", "keys", "big integers", "one long string", "one long number",
          "seats", "app keys")

PROBE = r"""
import json, resource, sys, time, tracemalloc
import goatmaster.games
from goatmaster.files import envelope
from goatmaster.files.strict_json import MAX_BYTES, MAX_VALUES, SaveError
n, v = MAX_BYTES, MAX_VALUES - 10
TOP = b'{"format": "goatmaster-save", "version": 1, '
shapes = {
    "deep lists": lambda: b"[" * n,
    "deep objects": lambda: b'{"a":' * (n // 5),
    "tiny lists": lambda: b"[" + b"[]," * (n // 3 - 1) + b"[]]",
    "tiny objects": lambda: b"[" + b"{}," * (v // 2) + b"{}]",
    "objects in objects": lambda: b"[" + b'{"":{"":0}},' * (v // 3) + b"0]",
    "floats": lambda: b"[" + b"0.5," * v + b"0.5]",
    "short strings": lambda: b"[" + b'"abcdefghijklmno",' * v + b'""]',
    "keys": lambda: b"{" + b"".join(b'"%d":0,' % i for i in range(v // 2)) + b'"x":0}',
    "big integers": lambda: b"[" + b"123456789012345678901234567890," * (n // 31 - 10) + b"0]",
    "one long string": lambda: b'{"format": "' + b"x" * (n - 20) + b'"}',
    "one long number": lambda: b'{"version": ' + b"9" * (n - 20) + b"}",
    # past the format and the version, read as the declared types: the seats, then app
    "seats": lambda: (TOP + b'"players": [' + b'{"name":"a","kind":"human"},' * (v // 3)
                      + b'{}], "setup": {}, "turns": []}'),
    "app keys": lambda: TOP + b'"players": [{"name":"a","kind":"human"},{"name":"b","kind":"human"}], "setup": {}, '
                        + b'"turns": [], "app": {' + b"".join(b'"%d":0,' % i for i in range(v // 2)) + b'"x":0}}',
}
data = shapes[sys.argv[1]]()
data = (data + b" " * n)[:n]
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.perf_counter()
try:
    envelope.loads(data)
    verdict = "loaded"
except SaveError as error:
    verdict = str(error)[:60]
seconds = time.perf_counter() - start
grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
tracemalloc.start()
try:
    envelope.loads(data)
except SaveError:
    pass
peak = tracemalloc.get_traced_memory()[1] / 2 ** 20
print(json.dumps({"seconds": seconds, "rss_mb": grown, "traced_mb": peak, "verdict": verdict}))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    worst_time = worst_memory = 0.0
    print(f"{'shape':<20} {'median s':>8} {'peak MB':>8} {'RSS +MB':>8}  verdict")
    for shape in SHAPES:
        runs = [json.loads(subprocess.run([sys.executable, "-c", PROBE, shape], check=True,
                                          capture_output=True, text=True).stdout) for _ in range(args.runs)]
        seconds = statistics.median(r["seconds"] for r in runs)
        traced = max(r["traced_mb"] for r in runs)
        rss = max(r["rss_mb"] for r in runs)
        worst_time, worst_memory = max(worst_time, seconds), max(worst_memory, traced, rss)
        print(f"{shape:<20} {seconds:>8.2f} {traced:>8.1f} {rss:>8.1f}  {runs[0]['verdict']}")
    print(f"worst: {worst_time:.2f} s (median of {args.runs}), {worst_memory:.0f} MB")


if __name__ == "__main__":
    main()
