"""Two registered games' random playouts in the same run, to quote one against the other.

On a busy machine a single ``goatmaster-cli bench`` figure says more about the
load than about the engine; alternating two games round by round gives both the
same load, so the per-round ratio is steady where the raw figures are not.  With
a quiet figure of the reference game (Goat Master's in this README), the ratio
estimates the other game's quiet figure.  Also prints a ``hard`` search's
iterations a second for the measured game (one tree, from fresh deals).

    python benchmarks/games_bench.py --game rows --players 2 6 --rounds 7 --seconds 2
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from goatmaster import games as _games  # noqa: F401  (registers the games)
from goatmaster.core.registry import entry
from goatmaster.search.bench import measure_playouts
from goatmaster.search.ismcts import run_tree, with_budget


def search_rate(game_name: str, players: int, seconds: float, seed: int) -> float:
    """Iterations a second of one ``hard`` tree from the first decision of a fresh deal."""
    game = entry(game_name)
    state = game.new_match(players, seed, None).state
    settings = with_budget(game.ai.level_settings("hard"), seconds=seconds)
    _, done = run_tree(state.observation(state.current_player()), settings, random.Random(seed),
                       deadline=time.perf_counter() + seconds)
    return done / seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="rows")
    parser.add_argument("--reference", default="goat-master")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 6])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=2.0)
    args = parser.parse_args()
    reference, game = entry(args.reference), entry(args.game)
    ratios: dict[int, list[float]] = {n: [] for n in args.players}
    rates: dict[int, list[float]] = {n: [] for n in args.players}
    searches: list[float] = []
    for r in range(args.rounds):
        base = measure_playouts(reference, 2, args.seconds, random.Random(r))[0]
        for n in args.players:
            rate = measure_playouts(game, n, args.seconds, random.Random(r))[0]
            rates[n].append(rate)
            ratios[n].append(rate / base)
        searches.append(search_rate(args.game, 2, args.seconds, r))
        print(f"round {r}: {args.reference} 2 players {base:.0f} games/s; " + ", ".join(
            f"{args.game} {n} players {rates[n][-1]:.0f} ({ratios[n][-1]:.3f})" for n in args.players)
            + f"; hard search {searches[-1]:.0f} it/s", flush=True)
    for n in args.players:
        print(f"{args.game}, {n} players: median {statistics.median(rates[n]):.0f} games/s, "
              f"median ratio to {args.reference} (2 players) {statistics.median(ratios[n]):.3f}")
    print(f"hard search, 2 players, first decision: median {statistics.median(searches):.0f} iterations/s")


if __name__ == "__main__":
    main()
