"""What each AI worker process costs, to set the pool's cap (``search.pool.MAX_WORKERS``, issue 36 §1).

For each pool size: the time until every worker has started and imported the games (they
start together, so on a machine with fewer cores they share them), each worker's memory
once it has searched (PSS: its private pages plus its share of those it shares, from
``/proc/PID/smaps_rollup``; Linux only), and what the AI thread pays for the trees coming
back: one decision of ``hard`` with a tree on every worker at fixed iterations a tree,
the wall time from submit to result and the time spent merging the trees and choosing.

    .venv/bin/python benchmarks/workers.py [--sizes 1 2 4 8 16] [--game goat-master]
                                           [--iterations 200] [--players 2]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import goatmaster.games  # noqa: E402,F401  (registers every game)
from goatmaster.core.game import CHANCE  # noqa: E402
from goatmaster.core.registry import entry  # noqa: E402
from goatmaster.search import ismcts, pool as pool_module  # noqa: E402
from goatmaster.search.pool import SearchPool  # noqa: E402
from goatmaster.search.seats import knowledge_of  # noqa: E402


def pss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/smaps_rollup") as rollup:
        for line in rollup:
            if line.startswith("Pss:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError(f"no Pss for process {pid}")


def position(game_name: str, players: int, seed: int):
    """An observation a few turns into a seeded random game, at a seat's decision."""
    state, rng = entry(game_name).new_match(players, seed, None).state, random.Random(seed)
    for _ in range(12):
        if state.is_terminal():
            break
        if state.current_player() == CHANCE:
            state.apply_action(state.chance_outcome(rng))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    while state.current_player() == CHANCE:
        state.apply_action(state.chance_outcome(rng))
    return state.observation(state.current_player())


def measure(size: int, game_name: str, players: int, iterations: int, searches: int) -> dict:
    settings = knowledge_of(entry(game_name)).level_settings("hard")
    merge_s: list[float] = []
    real_merge = ismcts.merge

    def timed_merge(parts):
        begin = time.perf_counter()
        merged = real_merge(parts)
        merge_s.append(time.perf_counter() - begin)
        return merged
    pool_module.merge = timed_merge             # the name SearchJob._finish calls
    pool = SearchPool(size)
    try:
        begin = time.perf_counter()
        pool.start()
        while not all(worker.ready.value for worker in pool._workers):
            time.sleep(0.01)
        started = time.perf_counter() - begin
        decisions = []
        for k in range(searches):
            fixed = replace(settings, iterations=iterations * size, seconds=None, settle=False)
            begin = time.perf_counter()
            pool.submit(position(game_name, players, 100 + k), fixed, seed=k).result(timeout=600)
            decisions.append(time.perf_counter() - begin)
        memory = [pss_mb(pid) for pid in pool.pids()]
    finally:
        pool.shutdown()
        pool_module.merge = real_merge
    return {"workers": size, "start_s": started, "pss_mb": statistics.median(memory),
            "pss_total_mb": sum(memory), "decision_s": statistics.median(decisions),
            "merge_ms": statistics.median(merge_s) * 1000 if merge_s else 0.0}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1, 2, 4, 8, 16])
    parser.add_argument("--game", default="goat-master")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--iterations", type=int, default=200, help="iterations a tree")
    parser.add_argument("--searches", type=int, default=3, help="decisions searched at each size")
    args = parser.parse_args(argv)
    print(f"{args.game}, {args.players} players, hard with a tree on every worker at {args.iterations} "
          f"iterations a tree; medians of {args.searches} decisions")
    print(f"{'workers':>7}  {'all started':>11}  {'PSS a worker':>12}  {'PSS in all':>10}  "
          f"{'decision':>9}  {'merge':>8}")
    for size in args.sizes:
        row = measure(size, args.game, args.players, args.iterations, args.searches)
        print(f"{row['workers']:>7}  {row['start_s']:>9.2f} s  {row['pss_mb']:>9.1f} MB  "
              f"{row['pss_total_mb']:>7.0f} MB  {row['decision_s']:>7.2f} s  {row['merge_ms']:>5.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
