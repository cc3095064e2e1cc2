"""The table server's benchmark (benchmarks/net_load.py) runs: a tiny concurrency curve.

A real server process and a load generator process on loopback, 3 matches of 4 bots for 4 s;
the script must print its figures (a row of the curve and the table of medians) with no error.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "net_load.py"


@pytest.mark.slow
def test_the_curve_in_quick_mode_prints_its_figures():
    done = subprocess.run([sys.executable, str(SCRIPT), "curve", "--quick", "--matches", "3", "--window", "4",
                           "--warmup", "1"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert "server on core" in out and "load average" in out
    # A run's row: N, connections, moves/s, p50, p99, max, RSS, CPU, errors.
    row = re.search(r"^1\s+3 \| 12 \| ([\d.]+) \| ([\d.]+) \| ([\d.]+) \| ([\d.]+) \| ([\d.]+) \| ([\d.]+) \| 0 \|",
                    out, re.MULTILINE)
    assert row, out
    moves, p50, p99, worst, rss, _cpu = map(float, row.groups())
    assert moves > 0 and 0 < p50 <= p99 <= worst + 0.1 and rss > 10       # max is printed to 0.1 ms
    assert "| matches | connections | moves/s | p50 ms | p99 ms | max ms | RSS MB |" in out
    assert re.search(r"^\| 3 \| 12 \| [\d.]+ \| [\d.]+ \| [\d.]+ \|", out, re.MULTILINE), out
