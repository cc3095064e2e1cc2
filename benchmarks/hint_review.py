"""A hint and a review that agree: games where one seat plays every decision by the Hint's own
search, reviewed for that seat.

For each game, ``--games`` two-player games (deal ``5000 + i``): the hinted seat (seat
``i % 2``) decides by the search Hint runs (:data:`goatmaster.search.review.LEVEL`'s
settings) at a fixed budget standing for the level's time on one quiet core
(:data:`BUDGETS`, from benchmarks/README.md's arena runs), the other seat is ``greedy``.
Each finished game's decisions of the hinted seat are reviewed in this process, as the app's
review weighs them (``--iterations``, seed 1).  Printed per game: the decisions, how many the
first look alone would mark, how many the review marks, the largest loss and how many lose
more than twice the game's threshold.

    nice -n 10 .venv/bin/python benchmarks/hint_review.py [--game rows] [--games 20]
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from goatmaster import games as _games  # noqa: E402,F401  (registers every game)
from goatmaster.core.registry import entries  # noqa: E402
from goatmaster.search.ismcts import MctsPlayer, search, with_budget  # noqa: E402
from goatmaster.search.match import play_game  # noqa: E402
from goatmaster.search.review import (ITERATIONS, LEVEL, Decision, Weighing, judge, review_settings,  # noqa: E402
                                      spots)
from goatmaster.search.seats import knowledge_of, make_player  # noqa: E402

#: The hint's level time on one quiet core, in iterations: Goat Master's ``hard`` searches
#: about 3,500 a second (1.5 s), Meadow Dice's 9,000 in the app's 2 × 0.9 s, Goal Rows' 18,000
#: in 1.5 s (benchmarks/README.md).
BUDGETS = {"goat-master": 5300, "meadow": 4500, "rows": 18000}


def weigh(spot, settings, knowledge, seed: int) -> tuple[Decision, Decision]:
    """The review's decision, and the first look's alone (what the review marked before)."""
    weighing = Weighing(spot, settings, knowledge, seed)
    first_settings, first_seed = weighing.next_search()
    result = search(spot.observation, first_settings, first_seed)
    first = judge(spot, result.action, result.stats, knowledge)
    decision = weighing.add(result)
    while decision is None:
        decision = weighing.add(search(spot.observation, *weighing.next_search()))
    return decision, first


def run(game, games: int, iterations: int, start: int = 0) -> None:
    knowledge = knowledge_of(game)
    threshold = knowledge.review_threshold
    hint = with_budget(knowledge.level_settings(LEVEL), iterations=BUDGETS[game.name])
    settings = review_settings(knowledge, iterations)
    decisions = marked = first_marked = over = 0
    worst = 0.0
    started = time.perf_counter()
    for index in range(start, start + games):
        seat = index % 2
        seed = 5000 + index
        players = [MctsPlayer(hint, seed=seed * 10 + s) if s == seat
                   else make_player(knowledge, "greedy", seed * 10 + s) for s in range(2)]
        match = play_game(game.new_match(2, seed, None), players, random.Random(seed))
        game_marked = []
        for spot in spots(game, match, seat):
            decision, first = weigh(spot, settings, knowledge, 1)
            decisions += 1
            first_marked += first.marked
            marked += decision.marked
            over += decision.loss > 2 * threshold
            worst = max(worst, decision.loss)
            if decision.marked:
                game_marked.append(f"step {decision.step} {decision.played} (best {decision.best}) "
                                   f"-{decision.loss:g}")
        print(f"  {game.name} game {index} seat {seat}: {len(match.actions)} actions, marked "
              f"{len(game_marked)}: {'; '.join(game_marked) or '-'}", flush=True)
    print(f"{game.name}: {games} games, hint {LEVEL}:iterations={BUDGETS[game.name]} against greedy, "
          f"reviewed at {iterations}: {decisions} decisions, marked {marked} ({marked / max(1, decisions):.1%}; "
          f"the first look alone {first_marked}, {first_marked / max(1, decisions):.1%}), largest loss "
          f"{worst:g} (threshold {threshold:g}), over twice the threshold {over}; "
          f"{time.perf_counter() - started:.0f} s, load {os.getloadavg()[0]:.1f}", flush=True)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", action="append", help="a game (default: every game)")
    p.add_argument("--games", type=int, default=20, help="games per game (default 20)")
    p.add_argument("--iterations", type=int, default=ITERATIONS, help=f"review budget (default {ITERATIONS})")
    p.add_argument("--first", type=int, default=0, help="the first game (games FIRST..FIRST+N-1: one game again)")
    args = p.parse_args()
    for game in entries():
        if game.ai is not None and (not args.game or game.name in args.game):
            run(game, args.games, args.iterations, args.first)
    return 0


if __name__ == "__main__":
    sys.exit(main())
