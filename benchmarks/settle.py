"""What stopping a settled search saves, and whether it changes a decision (``Settings.settle``).

Positions: every ``--every``-th decision with a choice (after the level's shortlist) of
greedy-against-greedy games of each game, ``--deals`` deals from ``--seed``.  Each is searched
by the game's ``hard`` at a fixed iteration count (its budget on a quiet core, so the
machine's load decides nothing), once with ``settle=False`` and once as the level does;
prints per game the share of the budget the settled search ran (median, quartiles), its
CPU-time ratio, and how often the two chose the same action.  With one tree a settled search
provably chooses as the whole budget would; with the levels' two trees it may differ when the
trees disagree, which this counts.

    .venv/bin/python benchmarks/settle.py [--games goat-master meadow rows] [--deals 3]
        [--every 6] [--seed 11]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import goatmaster.games  # noqa: E402,F401  (importing it registers every game)
from goatmaster.core.registry import entry  # noqa: E402
from goatmaster.search.ismcts import root_actions, search, with_budget  # noqa: E402
from greedy_positions import greedy_positions  # noqa: E402

#: ``hard``'s iterations in its time on one quiet core (benchmarks/HISTORY.md): Goat Master
#: 1.5 s at ~3,500 a second, Meadow Dice 0.9 s at ~10,000, Goal Rows 1.5 s at ~12,000.
BUDGETS = {"goat-master": 5000, "meadow": 9000, "rows": 18000}


def positions(name: str, deals: int, every: int, seed: int) -> list:
    game = entry(name)
    hard = game.ai.levels["hard"]
    return greedy_positions(game, game.info.min_seats, deals, every, lambda deal: seed * 1000 + deal,
                            f"settle:{seed}", seed, lambda view: len(root_actions(view, hard)) > 1)


def measure(name: str, views: list, iterations: int) -> dict:
    hard = with_budget(entry(name).ai.levels["hard"], iterations=iterations)
    whole_settings = replace(hard, settle=False)
    shares, same, cpu_whole, cpu_settled = [], 0, 0.0, 0.0
    for k, view in enumerate(views):
        t0 = time.process_time()
        whole = search(view, whole_settings, seed=k)
        t1 = time.process_time()
        settled = search(view, hard, seed=k)
        t2 = time.process_time()
        cpu_whole += t1 - t0
        cpu_settled += t2 - t1
        shares.append(settled.iterations / whole.iterations)
        same += settled.action == whole.action
    q1, median, q3 = statistics.quantiles(shares, n=4)
    return {"positions": len(views), "median": median, "q1": q1, "q3": q3,
            "cpu": cpu_settled / cpu_whole, "same": same}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=list(BUDGETS), choices=list(BUDGETS))
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--every", type=int, default=6)
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    print("| game | hard's budget | positions | share of the budget run: median (quartiles) "
          "| CPU time settled / whole | same action |")
    print("|---|---|---|---|---|---|")
    for name in args.games:
        views = positions(name, args.deals, args.every, args.seed)
        r = measure(name, views, BUDGETS[name])
        print(f"| {name} | {BUDGETS[name]:,} iterations | {r['positions']} | {r['median']:.0%} "
              f"({r['q1']:.0%}–{r['q3']:.0%}) | {r['cpu']:.2f} | {r['same']}/{r['positions']} |", flush=True)


if __name__ == "__main__":
    main()
