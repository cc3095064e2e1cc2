"""How many iterations a seat searches in its time, measured in CPU time, for any game.

Positions: every ``--every``-th decision with a choice of greedy games on the arena's deals
of ``--seed`` (deal ``d`` is the arena's game ``players * d``).  Each is decided by
``--seat`` at a fixed ``--iterations`` (a level's search iterations, or ``flatmc``'s
playouts); the CPU time of this process (so a busy machine slows the figure far less than
the wall clock does) gives the iterations one CPU second buys.  The median over the
positions times ``--seconds`` (by default the level's, or ``hard``'s for ``flatmc``) is
the fixed budget that stands for that time in a pilot
(``hard:iterations=N:seconds=none``, ``flatmc:iterations=N``).

    .venv/bin/python benchmarks/iterations.py [--game meadow] [--players 2]
        [--seat hard[:name=value...]] [--deals 3] [--every 12] [--iterations 3000]
        [--seed 501] [--seconds S]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import goatmaster.games  # noqa: E402,F401  (importing it registers every game)
from goatmaster.core.registry import entry  # noqa: E402
from goatmaster.search.ismcts import MctsPlayer  # noqa: E402
from goatmaster.search.seats import make_player  # noqa: E402
from greedy_positions import greedy_positions  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="meadow")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seat", default="hard")
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--every", type=int, default=12)
    parser.add_argument("--iterations", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=501)
    parser.add_argument("--seconds", type=float, help="the time to stand for (default: the level's)")
    args = parser.parse_args()
    game = entry(args.game)
    base = args.seat.split(":")[0]
    flat = base == "flatmc"
    kind = f"{args.seat}:iterations={args.iterations}" + ("" if flat else ":seconds=none")
    seconds = args.seconds or game.ai.level_settings("hard" if flat else base).seconds or 1.0
    cpu, wall = [], []
    found = greedy_positions(game, args.players, args.deals, args.every, lambda deal: args.seed * 1_000_003 + deal,
                             f"iterations:{args.seed}", 1)
    for k, observation in enumerate(found):
        player = make_player(game.ai, kind, seed=k)
        start_wall, start_cpu = time.perf_counter(), time.process_time()
        player.decide(observation)
        done = player.last.iterations if isinstance(player, MctsPlayer) else args.iterations
        cpu.append(done / (time.process_time() - start_cpu))
        wall.append(done / (time.perf_counter() - start_wall))
    print(f"{len(found)} positions of {args.game} ({args.players} players), {args.seat} at {args.iterations} "
          f"iterations each")
    print(f"iterations per CPU second: median {statistics.median(cpu):,.0f} "
          f"(min {min(cpu):,.0f}, max {max(cpu):,.0f})")
    print(f"iterations per wall second: median {statistics.median(wall):,.0f}")
    print(f"in {seconds} s of one core: {seconds * statistics.median(cpu):,.0f} iterations")


if __name__ == "__main__":
    main()
