"""A game's ``bench`` figures on two source trees, round by round in the same run, to compare engines.

On the project's shared cores one ``goatmaster-cli bench`` figure says more about
the load than about the engine, and even two whole ``bench`` commands run one after
the other can meet different loads.  This script keeps one interpreter per tree
alive (each imports its own tree's ``goatmaster``, checked) and has them measure
turn about, round by round (base, new, new, base, ...), with the functions
``bench`` itself calls (:func:`goatmaster.search.bench.measure_playouts` and
:func:`~goatmaster.search.bench.measure_copy`) and the same seed for both trees in
a round, so both play the same deals with the same random numbers.  A run is the
median of its rounds; the ratio that counts is new / base of the same run.

    git worktree add /tmp/engine-base bd9094b
    .venv/bin/python benchmarks/engine_ab.py /tmp/engine-base --players 3 5 --runs 3
    git worktree remove /tmp/engine-base

Prints, for each run, both trees' median games a second per player count and
their state copy (µs, at the game's most seats, mid-game), the ratios (new / base;
for the copy base / new, so above 1 is faster), the load, and the median of the
runs' ratios.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

# Runs inside the tree under test: its own goatmaster first on sys.path.  Reads one
# request a line ("players seconds seed", or "copy players"), answers one figure a line.
# With the CPU clock, bench's own code reads the process's CPU time where it reads the
# wall clock, so the time other processes hold the cores is not counted.
WORKER = r'''
import random, sys, time, types
tree, game_name, clock = sys.argv[1:4]
sys.path.insert(0, tree)
import goatmaster
assert goatmaster.__file__.startswith(tree), goatmaster.__file__
from goatmaster import games
from goatmaster.core.registry import entry
from goatmaster.search import bench
from goatmaster.search.bench import measure_copy, measure_playouts
if clock == "cpu":
    bench.time = types.SimpleNamespace(perf_counter=time.process_time)
game = entry(game_name)
for line in sys.stdin:
    words = line.split()
    if words[0] == "copy":
        print(measure_copy(game, int(words[1])), flush=True)
    else:
        players, seconds, seed = int(words[0]), float(words[1]), int(words[2])
        print(measure_playouts(game, players, seconds, random.Random(seed))[0], flush=True)
'''


class Tree:
    """One source tree's worker interpreter."""

    def __init__(self, path: Path, game: str, clock: str) -> None:
        self.process = subprocess.Popen([sys.executable, "-c", WORKER, str(path), game, clock], cwd="/",
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, request: str) -> float:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(request + "\n")
        self.process.stdin.flush()
        return float(self.process.stdout.readline())

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(30)


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def one_run(trees: dict[str, Tree], players: list[int], rounds: int, seconds: float, copy_players: int,
            seed: int) -> dict:
    """The median of ``rounds`` alternating rounds for each player count, and of the copies."""
    figures: dict[str, dict[str, list[float]]] = {name: {} for name in trees}
    step = 0
    for key in [str(n) for n in players] + ["copy"]:
        for r in range(rounds):
            order = ("base", "new") if step % 2 == 0 else ("new", "base")
            step += 1
            request = f"copy {copy_players}" if key == "copy" else f"{key} {seconds} {seed + r}"
            for name in order:
                figures[name].setdefault(key, []).append(trees[name].ask(request))
    medians = {name: {k: statistics.median(v) for k, v in f.items()} for name, f in figures.items()}
    base, new = medians["base"], medians["new"]
    ratios = {k: (base[k] / new[k] if k == "copy" else new[k] / base[k]) for k in base}
    return {"base": base, "new": new, "ratios": ratios}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("base", type=Path, help="source tree of the code before (e.g. a git worktree)")
    parser.add_argument("new", type=Path, nargs="?", default=Path(__file__).resolve().parents[1],
                        help="source tree of the code after (default: this checkout)")
    parser.add_argument("--game", default="goat-master")
    parser.add_argument("--players", type=int, nargs="+", default=[3, 5])
    parser.add_argument("--runs", type=int, default=3, help="runs (default 3)")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds a run (default 5)")
    parser.add_argument("--seconds", type=float, default=1.0, help="a round's playouts, per tree (default 1)")
    parser.add_argument("--copy-players", type=int, default=5, help="seats of the copied state (default 5)")
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                        help="time on each worker's CPU clock (default; steadier on shared cores) or the wall's")
    parser.add_argument("--json", action="store_true", help="print one JSON line at the end")
    args = parser.parse_args()
    trees = {name: Tree(path.resolve(), args.game, args.clock) for name, path in
             (("base", args.base), ("new", args.new))}
    runs: list[dict] = []
    try:
        for k in range(args.runs):
            load = _load()
            run = one_run(trees, args.players, args.rounds, args.seconds, args.copy_players, 1000 * k)
            run["load"] = load
            runs.append(run)
            base, new, ratios = run["base"], run["new"], run["ratios"]
            print(f"run {k + 1} (load {load}), medians of {args.rounds} alternating rounds, "
                  f"{args.clock} clock:", flush=True)
            for n in map(str, args.players):
                print(f"  {n} players: base {base[n]:>7.0f}  new {new[n]:>7.0f} games/s  "
                      f"ratio {ratios[n]:.3f}", flush=True)
            print(f"  state copy ({args.copy_players} players): base {base['copy']:.2f}  new {new['copy']:.2f} µs  "
                  f"ratio {ratios['copy']:.3f} (base / new)", flush=True)
    finally:
        for tree in trees.values():
            tree.close()
    medians = {k: round(statistics.median(run["ratios"][k] for run in runs), 3) for k in runs[0]["ratios"]}
    print(f"median of {args.runs} runs' ratios: " + ", ".join(
        f"copy {v:.3f}" if k == "copy" else f"{k} players {v:.3f}" for k, v in medians.items())
        + f"; load now {_load()}")
    if args.json:
        print(json.dumps({"game": args.game, "runs": runs, "median_ratios": medians}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
