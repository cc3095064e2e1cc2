"""The long-evening benchmark (benchmarks/soak.py) runs: two quick games of Meadow Dice.

The real app, every seat an AI at ``easy`` with no pause between moves and no animations,
plays a game, clicks the end screen's Play again, plays another; the script must print a
row per game (resident memory, QObjects, scene items) and the probe's lateness per phase.
About 20 s on a quiet machine; the timeout allows for a machine shared by several sessions.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "benchmarks" / "soak.py"


@pytest.mark.slow
def test_two_quick_games_print_their_figures():
    done = subprocess.run([sys.executable, str(SCRIPT), "--game", "meadow", "--games", "2", "--seconds", "300",
                           "--pace", "0", "--animation-speed", "0"], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    rows = re.findall(r"^  game +(\d) at +[\d.]+ s: +(\d+) moves, RSS +([\d.]+) MB, QObjects (\d+), top-level \d+, "
                      r"scene items (\d+), gc objects \d+$", out, re.MULTILINE)
    assert [int(row[0]) for row in rows] == [1, 2], out
    for _, moves, rss, qobjects, items in rows:
        assert int(moves) > 0 and float(rss) > 10 and int(qobjects) > 0 and int(items) > 0
    for phase in ("deal", "move", "end"):
        assert re.search(rf"^ +{phase}: worst +[\d.]+ ms .*\(\d+ ticks\); busiest gap [\d.]+ ms CPU", out,
                         re.MULTILINE), out
    assert re.search(r"^ +move: worst .*\((?!0 ticks)\d+ ticks\);", out, re.MULTILINE), out
