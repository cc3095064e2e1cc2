"""How many iterations a Meadow Dice level searches in its time, measured in CPU time.

Positions: every ``--every``-th decision with a choice of greedy-against-greedy games on the
arena's deals of ``--seed`` (deal ``d`` is the arena's game ``2 d``).  Each is searched with
the level's settings and a fixed ``--iterations``; the CPU time of the search (this process
only, so a busy machine slows the figure far less than the wall clock does) gives the
iterations one CPU second buys.  The median over the positions, times the level's seconds, is
the fixed budget that stands for the level in a pilot (``hard:iterations=N:seconds=none``).

    .venv/bin/python benchmarks/meadow_iterations.py [--level hard] [--deals 3] [--every 12]
        [--iterations 3000] [--seed 501] [--set exploration=0.7 ...]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from goatmaster.core.game import CHANCE  # noqa: E402
from goatmaster.games.meadow_dice import GAME  # noqa: E402
from goatmaster.games.meadow_dice.ai.greedy import GreedyPlayer  # noqa: E402
from goatmaster.search.ismcts import search, with_budget  # noqa: E402
from goatmaster.search.seats import _with_options  # noqa: E402


def positions(seed: int, deals: int, every: int) -> list:
    found = []
    for deal in range(deals):
        match = GAME.new_match(2, seed * 1_000_003 + deal, {})
        state, chance = match.state, random.Random(f"iterations:{seed}:{deal}")
        seats = [GreedyPlayer(1), GreedyPlayer(2)]
        decisions = 0
        while not match.is_over:
            seat = state.current_player()
            if seat == CHANCE:
                match.apply_action(state.chance_outcome(chance))
                continue
            if len(state.legal_actions()) > 1:
                if decisions % every == 0:
                    found.append(state.observation(seat))
                decisions += 1
            match.apply_action(seats[seat].decide(state.observation(seat)))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--every", type=int, default=12)
    parser.add_argument("--iterations", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=501)
    parser.add_argument("--set", nargs="*", default=[], metavar="NAME=VALUE",
                        help="search settings as in a seat type (exploration=0.7)")
    args = parser.parse_args()
    settings = GAME.ai.level_settings(args.level)
    if args.set:
        settings = _with_options(settings, dict(item.split("=", 1) for item in args.set), GAME.ai)
    seconds = settings.seconds or 1.0
    fixed = with_budget(settings, iterations=args.iterations)
    cpu, wall = [], []
    found = positions(args.seed, args.deals, args.every)
    for k, observation in enumerate(found):
        start_wall, start_cpu = time.perf_counter(), time.process_time()
        result = search(observation, fixed, seed=k)
        cpu.append(result.iterations / (time.process_time() - start_cpu))
        wall.append(result.iterations / (time.perf_counter() - start_wall))
    print(f"{len(found)} positions, {args.iterations} iterations each, level {args.level}")
    print(f"iterations per CPU second: median {statistics.median(cpu):,.0f} "
          f"(min {min(cpu):,.0f}, max {max(cpu):,.0f})")
    print(f"iterations per wall second: median {statistics.median(wall):,.0f}")
    print(f"in the level's {seconds} s of one core: {seconds * statistics.median(cpu):,.0f} iterations")


if __name__ == "__main__":
    main()
