"""Does playing two marks on with the same luck cut the noise of comparing them? (MP13, M6)

For mark decisions of greedy games on the seed-501 deals, the first two marks are each
played on ``--games`` times: once with independent throws and picks, once with the k-th
game after each mark sharing ``--share`` (the throws, the random picks, or both) turn by
turn.  ``--playout random`` plays on at random (MP13); ``greedy`` with the greedy playout,
whose throws are shared as the search shares them, by the engine's common dice.  Prints,
per position, the variance of the reward difference both ways.

    .venv/bin/python benchmarks/experiments/meadow_common_numbers.py [--playout random|greedy]
        [--share both|dice|picks] [--games 400]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # benchmarks/: greedy_positions

import goatmaster.games  # noqa: E402,F401  (importing it registers every game)
from goatmaster.core.game import CHANCE, TERMINAL  # noqa: E402
from goatmaster.core.registry import entry  # noqa: E402
from goatmaster.games.meadow_dice.ai.greedy_playout import greedy_playout  # noqa: E402
from goatmaster.games.meadow_dice.engine.state import MARK, RETHROW, THROW, MeadowState, two_dice  # noqa: E402
from goatmaster.search.ismcts import rewards  # noqa: E402
from greedy_positions import greedy_positions  # noqa: E402


def play_on(state: MeadowState, picks: random.Random, dice: random.Random) -> None:
    """Random play to the end; every turn draws 4 faces from ``dice``, used or not."""
    faces = [int(dice.random() * 6) + 1 for _ in range(4)]
    while (seat := state.current_player()) != TERMINAL:
        if seat == CHANCE:
            if state.phase == THROW:
                faces = [int(dice.random() * 6) + 1 for _ in range(4)]
                state.apply_action(two_dice(faces[0], faces[1]))
            elif state.phase == RETHROW:
                state.apply_action(two_dice(faces[2], faces[3]) if state.again == 3 else faces[2] - 1)
            continue
        actions = state.legal_actions()
        state.apply_action(actions[int(picks.random() * len(actions))])


def reward(state: MeadowState, action: int, me: int, k: int, share: str, playout: str) -> float:
    world = state.clone()
    own = f":{action}"
    picks = random.Random(f"picks{k}" + ("" if share in ("both", "picks") else own))
    if playout == "greedy":
        world.use_common_dice(random.Random(f"dice{k}" + ("" if share in ("both", "dice") else own)).getrandbits(62))
        world.apply_action(action)
        greedy_playout(world, picks.random)
    else:
        world.apply_action(action)
        play_on(world, picks, random.Random(f"dice{k}" + ("" if share in ("both", "dice") else own)))
    return rewards(world, "mixed", "full", 8.0)[me]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--playout", choices=("random", "greedy"), default="random")
    parser.add_argument("--share", choices=("both", "dice", "picks"), default="both")
    parser.add_argument("--games", type=int, default=400)
    args = parser.parse_args()
    game = entry("meadow")
    ratios = []
    for view in greedy_positions(game, 2, 4, 7, lambda deal: 501 * 1_000_003 + deal, "crn:501", 1):
        state, me = view.state, view.seat
        actions = state.legal_actions()
        if state.phase != MARK or len(actions) < 2:
            continue
        a, b = actions[:2]
        def difference(k: int, share: str) -> float:
            return reward(state, a, me, k, share, args.playout) - reward(state, b, me, k, share, args.playout)
        alone = [difference(k, "none") for k in range(args.games)]
        shared = [difference(k, args.share) for k in range(args.games)]
        va, vs = statistics.variance(alone), statistics.variance(shared)
        ratios.append(va / vs)
        print(f"turn {state.turn}: variance {va:.4f} alone, {vs:.4f} sharing {args.share}, ratio {va / vs:.2f}",
              flush=True)
    print(f"{len(ratios)} mark decisions: median ratio {statistics.median(ratios):.2f}")


if __name__ == "__main__":
    main()
