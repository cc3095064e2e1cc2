"""How far Meadow Dice seats' choices stray from the best option, as greedy playouts value them.

Positions: one decision with at least three options from each of ``--positions`` greedy
games (deal ``7000 + d``, at turn 4 to 22).  The reference value of every option is the
mean of ``--playouts`` greedy playouts after it (``ai/greedy_playout.py``) on common dice:
the k-th playout after each option throws the same faces turn by turn, so the options are
compared on the same luck.  Each ``SEAT`` decides every position with three search seeds;
its regret is the best option's reference margin less the chosen option's (and the same for
the share of games won, a shared win split).

The judge plays on like the greedy seat, so it favours choices that suit greedy play (the
greedy seat itself strays little by it): it measures how precisely a seat finds the best
option by that valuation, not the worth of seeing further.  Flat Monte Carlo with the same
playout tends to the judge's choices as its playouts grow, so the regret measures its noise.

    .venv/bin/python benchmarks/meadow_regret.py SEAT [SEAT...] [--positions 40]
        [--playouts 3000] [--jobs 2]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from functools import lru_cache
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from goatmaster.core.game import CHANCE  # noqa: E402
from goatmaster.core.registry import entry  # noqa: E402
from goatmaster.games.meadow_dice.ai.greedy import GreedyPlayer  # noqa: E402
from goatmaster.games.meadow_dice.ai.greedy_playout import greedy_playout  # noqa: E402
from goatmaster.games.meadow_dice.engine.state import MeadowState  # noqa: E402
from goatmaster.search.seats import make_player  # noqa: E402

GAME = entry("meadow")
SEEDS = 3


@lru_cache(maxsize=1)
def positions(count: int) -> tuple[MeadowState, ...]:
    """The decisions judged (the same in every process)."""
    rng = random.Random(11)
    found = []
    for d in range(count):
        match = GAME.new_match(2, 7000 + d, {})
        greedy, turn = GreedyPlayer(d), 4 + 3 * (d % 7)
        while not match.state.is_terminal():
            state = match.state
            seat = state.current_player()
            if seat == CHANCE:
                match.apply_action(state.chance_outcome(rng))
            elif state.turn >= turn and len(state.legal_actions()) >= 3:
                found.append(state.clone())
                break
            else:
                match.apply_action(greedy.decide(state.observation(seat)))
    return tuple(found)


def reference(job: tuple[int, int, int]) -> dict[int, tuple[float, float]]:
    """Every option's mean margin and share of wins over ``playouts`` common-dice greedy games."""
    count, index, playouts = job
    state = positions(count)[index]
    me, values = state.seat, {}
    for action in state.legal_actions():
        margin = wins = 0.0
        for k in range(playouts):
            game = state.clone()
            game.use_common_dice(k * 7919 + 13)
            game.apply_action(action)
            greedy_playout(game, random.Random(k).random)
            totals, winners = game.result()
            margin += totals[me] - totals[1 - me]
            wins += 1.0 / len(winners) if me in winners else 0.0
        values[action] = (margin / playouts, wins / playouts)
    return values


def choice(job: tuple[int, str, int, int]) -> int:
    count, kind, index, seed = job
    state = positions(count)[index]
    return make_player(GAME.ai, kind, seed=1000 * index + seed).decide(state.observation(state.seat))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("seats", nargs="+", metavar="SEAT")
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--playouts", type=int, default=3000)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    count = len(positions(args.positions))
    with Pool(args.jobs) as pool:
        refs = pool.map(reference, [(args.positions, i, args.playouts) for i in range(count)])
        print(f"{count} positions, {args.playouts} common-dice greedy playouts an option", flush=True)
        for kind in args.seats:
            started = time.perf_counter()
            picks = pool.map(choice, [(args.positions, kind, i, s) for i in range(count) for s in range(SEEDS)])
            margins, wins = [], []
            for j, pick in enumerate(picks):
                values = refs[j // SEEDS]
                margins.append(max(v[0] for v in values.values()) - values[pick][0])
                wins.append(max(v[1] for v in values.values()) - values[pick][1])
            print(f"{kind}: mean regret {statistics.mean(margins):.3f} points, {statistics.mean(wins):.4f} of a win "
                  f"({len(picks)} decisions, {time.perf_counter() - started:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
