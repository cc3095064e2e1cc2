"""Issue 36 §2's figures for a game's review: repeatable, meaningful, fast enough.

* repeatable: ``--games`` greedy two-player games of each game, seat 0 reviewed twice with
  seeds 1 and 2: the share of decisions both mark alike, and how far their losses lie apart
  (median, 90th percentile, and the share within ``--tolerance`` points);
* meaningful: ``--duels`` games of ``greedy`` against ``hard`` at a fixed budget (seats
  swapped every other game), both seats reviewed: points lost a decision by each, and the margin;
* fast: ``--timed`` greedy games, seat 0 reviewed at the review's default budget in the worker
  pool, wall-clock seconds (median), with the load (``os.getloadavg``) before and after;
* honest: ``--honest`` greedy games, every decision of seat 0 reviewed (in this process, at
  ``--honest-iterations``) from its observation and from two observations of worlds where all
  the seat could not see was drawn again: the share of decisions whose three reviews agree.

Every game and search is seeded; run it under ``nice`` on a shared machine.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from dataclasses import replace

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from goatmaster import games as _games  # noqa: E402,F401  (registers every game)
from goatmaster.core.registry import entries  # noqa: E402
from goatmaster.search.ismcts import MctsPlayer, with_budget  # noqa: E402
from goatmaster.search.match import play_game  # noqa: E402
from goatmaster.search.pool import SearchPool  # noqa: E402
from goatmaster.search.review import (ITERATIONS, review_decision, review_game, review_settings,  # noqa: E402
                                      spots)
from goatmaster.search.seats import knowledge_of, make_player  # noqa: E402


def play(game, kinds: list[str], seed: int, hard_iterations: int):
    """A finished two-player game between seat types ``kinds`` (``hard`` at a fixed budget)."""
    knowledge = knowledge_of(game)
    players = []
    for k, kind in enumerate(kinds):
        if kind == "hard":
            settings = with_budget(knowledge.level_settings("hard"), iterations=hard_iterations)
            players.append(MctsPlayer(settings, seed=seed * 10 + k))
        else:
            players.append(make_player(knowledge, kind, seed * 10 + k))
    return play_game(game.new_match(2, seed, None), players, random.Random(seed))


def repeatable(game, pool, games: int, iterations: int, tolerance: float) -> None:
    same = total = within = 0
    gaps = []
    for index in range(games):
        match = play(game, ["greedy", "greedy"], 1000 + index, 0)
        a = review_game(game, match, 0, pool, iterations, seed=1)
        b = review_game(game, match, 0, pool, iterations, seed=2)
        for x, y in zip(a.decisions, b.decisions):
            total += 1
            same += x.marked == y.marked
            gap = abs(x.loss - y.loss)
            gaps.append(gap)
            within += gap <= tolerance
    gaps.sort()
    print(f"{game.name} repeatable: {games} games, {total} decisions at {iterations} iterations: "
          f"marked alike {same / total:.1%}; loss apart median {statistics.median(gaps):.2f}, "
          f"p90 {gaps[int(0.9 * (len(gaps) - 1))]:.2f} points, within {tolerance:g}: {within / total:.1%}",
          flush=True)


def meaningful(game, pool, duels: int, iterations: int, hard_iterations: int) -> None:
    lost: dict[str, list[float]] = {"greedy": [], "hard": []}
    for index in range(duels):
        kinds = ["greedy", "hard"] if index % 2 == 0 else ["hard", "greedy"]
        match = play(game, kinds, 2000 + index, hard_iterations)
        for seat, kind in enumerate(kinds):
            review = review_game(game, match, seat, pool, iterations, seed=1)
            lost[kind] += [d.loss for d in review.decisions]
    g, h = statistics.fmean(lost["greedy"]), statistics.fmean(lost["hard"])
    print(f"{game.name} meaningful: {duels} games greedy against hard:iterations={hard_iterations}, "
          f"reviewed at {iterations}: greedy loses {g:.2f} points a decision ({len(lost['greedy'])}), "
          f"hard {h:.2f} ({len(lost['hard'])}); margin {g - h:+.2f}", flush=True)


def fast(game, pool, timed: int, iterations: int) -> None:
    seconds, counts = [], []
    load = os.getloadavg()[0]
    for index in range(timed):
        match = play(game, ["greedy", "greedy"], 3000 + index, 0)
        start = time.perf_counter()
        review = review_game(game, match, 0, pool, iterations, seed=1)
        seconds.append(time.perf_counter() - start)
        counts.append(len(review.decisions))
    print(f"{game.name} fast: {timed} games at {iterations} iterations, {pool.processes} workers: "
          f"median {statistics.median(seconds):.1f} s a whole review (max {max(seconds):.1f}), "
          f"{statistics.median(counts):g} decisions; load {load:.1f} -> {os.getloadavg()[0]:.1f}",
          flush=True)


def honest(game, games: int, iterations: int) -> None:
    knowledge = knowledge_of(game)
    settings = review_settings(knowledge, iterations)
    same = total = 0
    for index in range(games):
        match = play(game, ["greedy", "greedy"], 4000 + index, 0)
        rng = random.Random(index)
        for spot in spots(game, match, 0):
            truth = review_decision(spot, settings, knowledge, seed=3)
            others = [replace(spot, observation=spot.observation.sample(rng).observation(0)) for _ in range(2)]
            total += 1
            same += all(review_decision(other, settings, knowledge, seed=3) == truth for other in others)
    print(f"{game.name} honest: {games} games, {total} decisions at {iterations} iterations: the same review "
          f"from two worlds drawn again for {same} ({same / total:.1%})", flush=True)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", action="append", help="a game (default: every game)")
    p.add_argument("--games", type=int, default=20, help="games for repeatability (default 20)")
    p.add_argument("--duels", type=int, default=200, help="greedy-against-hard games (default 200)")
    p.add_argument("--timed", type=int, default=5, help="games timed (default 5)")
    p.add_argument("--honest", type=int, default=12, help="games whose every decision is reviewed in "
                                                          "worlds drawn again (default 12)")
    p.add_argument("--honest-iterations", type=int, default=100, help="their budget (default 100)")
    p.add_argument("--iterations", type=int, default=ITERATIONS, help=f"review budget (default {ITERATIONS})")
    p.add_argument("--hard-iterations", type=int, default=2000, help="hard's budget in the duels")
    p.add_argument("--tolerance", type=float, default=1.0, help="loss tolerance in points (default 1)")
    args = p.parse_args()
    chosen = [g for g in entries() if g.ai is not None and (not args.game or g.name in args.game)]
    print(f"load {os.getloadavg()}", flush=True)
    with SearchPool() as pool:
        for game in chosen:
            if args.honest:
                honest(game, args.honest, args.honest_iterations)
            if args.timed:
                fast(game, pool, args.timed, args.iterations)
            if args.games:
                repeatable(game, pool, args.games, args.iterations, args.tolerance)
            if args.duels:
                meaningful(game, pool, args.duels, args.iterations, args.hard_iterations)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
