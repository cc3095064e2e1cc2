"""The generic core against a checkout of the code before it, in the same run.

Measures Goat Master's hot paths on two source trees (``--baseline DIR``, e.g. a
``git worktree`` of the commit before the core, and this checkout), alternating
them round by round so both see the same machine load:

* ``bench``: the engine's random playouts, whole 2-player games a second;
* ``search``: a ``hard`` search's iterations a second (one tree, one core, the
  level's own playout), over a fixed set of positions from seeded games.

* ``start-up``: milliseconds from starting the app (offscreen, fresh settings)
  until its first window is painted (median of 3 a round).

Each round runs every measurement in a fresh interpreter per tree; the median
of the rounds and the median of the per-round ratios (new / baseline) are printed.
Each probe checks that it imported the tree it was given.

    python benchmarks/core_bench.py --baseline /path/to/old/checkout --rounds 5
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]

# Runs inside the tree under test (its own goatmaster first on sys.path).
PROBE = r'''
import json, random, sys, time
sys.path.insert(0, sys.argv[1])
seconds = float(sys.argv[2])
import goatmaster
assert goatmaster.__file__.startswith(sys.argv[1]), goatmaster.__file__
try:
    from goatmaster.games.goat_master.engine import Game, GameState, SeatView, deal
    from goatmaster.search.ismcts import run_tree
    from goatmaster.games.goat_master.ai.knowledge import LEVELS
except ImportError:                     # the tree before the core
    from goatmaster.engine import Game, GameState, SeatView, deal
    from goatmaster.ai.mcts import run_tree, LEVELS
rng = random.Random(0)
starts = [GameState.from_setup(deal(2, rng.random())) for _ in range(64)]
games, begin = 0, time.perf_counter()
while time.perf_counter() - begin < seconds:
    for start in starts:
        state = start.copy()
        state.playout(rng.random)
    games += len(starts)
playouts = games / (time.perf_counter() - begin)
views = []
for seed in range(4):
    game = Game.new(2 + seed % 3, 500 + seed)
    pick = random.Random(seed)
    while game.state.turn < 6 + 4 * seed:
        legal = game.state.legal_decisions()
        game.apply(legal[int(pick.random() * len(legal))])
    while game.state.phase != 0:        # a play decision
        legal = game.state.legal_decisions()
        game.apply(legal[int(pick.random() * len(legal))])
    views.append(SeatView(game.state, game.state.seat))
settings = LEVELS["hard"]
done = 0
begin = time.perf_counter()
for k, view in enumerate(views):
    _, n = run_tree(view, settings, random.Random(k), None, time.perf_counter() + seconds / 2)
    done += n
search = done / (time.perf_counter() - begin)
print(json.dumps({"playouts_per_s": playouts, "iterations_per_s": search}))
'''


# Starts the app of the tree under test and quits once its window is painted.
START = r'''
import runpy, sys
tree = sys.argv.pop(1)
sys.path.insert(0, tree)
import goatmaster
assert goatmaster.__file__.startswith(tree), goatmaster.__file__
runpy.run_module("goatmaster.app.shell.main", run_name="__main__")
'''


def measure(tree: Path, seconds: float) -> dict:
    out = subprocess.run([sys.executable, "-c", PROBE, str(tree), str(seconds)], cwd="/",
                         capture_output=True, text=True, check=True)
    result = json.loads(out.stdout)
    result["startup_ms"] = statistics.median(_time_to_paint(tree) for _ in range(3))
    return result


def _time_to_paint(tree: Path) -> float:
    """Milliseconds until the app of ``tree`` prints ``first paint`` (see packaging/measure-startup)."""
    home = tempfile.mkdtemp(prefix="goatmaster-bench-")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=home, XDG_DATA_HOME=home,
               XDG_CACHE_HOME=home, XDG_STATE_HOME=home)
    start = time.perf_counter()
    process = subprocess.Popen([sys.executable, "-c", START, str(tree), "--quit-after-paint"], cwd="/",
                               env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith("first paint"):
            elapsed = 1000 * (time.perf_counter() - start)
            break
    else:
        raise RuntimeError(f"{tree}: the app exited without painting")
    process.stdout.close()
    process.wait(60)
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", required=True, type=Path, help="source tree of the old code")
    parser.add_argument("--tree", type=Path, default=HERE, help="source tree of the new code (default: this one)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=3.0, help="per measurement")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    runs: dict[str, list[dict]] = {"baseline": [], "new": []}
    for _ in range(args.rounds):
        runs["baseline"].append(measure(args.baseline, args.seconds))
        runs["new"].append(measure(args.tree, args.seconds))
    result = {}
    for key in ("playouts_per_s", "iterations_per_s", "startup_ms"):
        old = [r[key] for r in runs["baseline"]]
        new = [r[key] for r in runs["new"]]
        result[key] = {"baseline": round(statistics.median(old), 1), "new": round(statistics.median(new), 1),
                       "ratio": round(statistics.median(n / o for n, o in zip(new, old)), 3),
                       "rounds": [[round(o, 1), round(n, 1)] for o, n in zip(old, new)]}
    if args.json:
        print(json.dumps(result))
    else:
        for key, row in result.items():
            print(f"{key:>17}: baseline {row['baseline']:>9.1f}  new {row['new']:>9.1f}  "
                  f"ratio {row['ratio']:.3f} (median of {args.rounds} alternating rounds)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
