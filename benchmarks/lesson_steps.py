"""How often a lesson shows every step to a learner who plays at random (the lesson's figure).

For each game with a lesson, ``goatmaster-cli lesson``'s headless player plays it once per seed
of the random learner (the deal stays the lesson's own) and the figure is the number of runs in
which every teaching step showed, with how many runs missed each step that did not::

    python benchmarks/lesson_steps.py --seeds 100               # seeds 0-99
    python benchmarks/lesson_steps.py --seeds 100 --first 100   # a second set: seeds 100-199
"""

from __future__ import annotations

import argparse
import time
from collections import Counter

import goatmaster.games  # noqa: F401  (registers every game)
from goatmaster.cli.lesson import play_lesson
from goatmaster.core.registry import entries


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=100, help="random learners per game (seeds 0..N-1)")
    parser.add_argument("--first", type=int, default=0, help="the first seed (seeds FIRST..FIRST+N-1)")
    parser.add_argument("--ai", default="", help="the seat type of the AI where the lesson does not steer it "
                                                 "(default: the lesson's own level)")
    args = parser.parse_args()
    for game in entries():
        if game.tutorial is None:
            continue
        start, missed, whole = time.perf_counter(), Counter[int](), 0
        for seed in range(args.first, args.first + args.seeds):
            run = play_lesson(game, seed, args.ai)
            missed.update(k + 1 for k in run.missed)
            whole += not run.missed
        steps = len(game.tutorial.steps)
        lost = ", ".join(f"step {k}: {n}" for k, n in sorted(missed.items())) or "none"
        print(f"{game.name:12s} {whole:3d}/{args.seeds} runs showed all {steps} steps "
              f"({(time.perf_counter() - start) / args.seeds:.2f} s a run); runs missing a step: {lost}")


if __name__ == "__main__":
    main()
