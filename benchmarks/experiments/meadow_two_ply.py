"""Does looking one reply further by the score as it stands beat the greedy seat? (Meadow Dice)

A two-ply seat marks what leaves it the best expected margin after the other seat's reply:
over the 21 throws, the other seat keeping its dice and making the mark best for itself by
the score as it stands (D10–D14).  Its throw-again choices are greedy's.  It plays
``--games`` games against ``greedy`` (2 games per deal, seats swapped) and prints the games
it won alone, shared and lost, and its mean margin.

    .venv/bin/python benchmarks/experiments/meadow_two_ply.py [--games 200] [--seed 900000]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from goatmaster.core.game import CHANCE  # noqa: E402
from goatmaster.games.meadow_dice import new_match  # noqa: E402
from goatmaster.games.meadow_dice.ai.greedy import TWO_DICE, GreedyPlayer, margin, mark_margins  # noqa: E402
from goatmaster.games.meadow_dice.engine.state import KEEP, MARK, MeadowState  # noqa: E402


def after_reply(state: MeadowState, me: int) -> float:
    """``me``'s expected margin once the other seat has thrown (keeping) and made its best mark."""
    if state.is_terminal():
        return margin(state, me)
    total = 0.0
    for outcome, odds in TWO_DICE:
        reply = state.clone()
        reply.apply_action(outcome)
        reply.apply_action(KEEP)
        total += odds * (-max(mark_margins(reply, 1 - me))[0] if reply.phase == MARK else margin(reply, me))
    return total


class TwoPlySeat(GreedyPlayer):
    """Greedy's throw-again choices; a mark by the margin after the other seat's best reply."""

    name = "two-ply"

    def mark(self, state: MeadowState, me: int) -> int:
        def value(action: int) -> float:
            after = state.clone()
            after.apply_action(action)
            return after_reply(after, me)
        return max(state.legal_actions(), key=value)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=900_000)
    args = parser.parse_args()
    won = shared = lost = 0
    margins = []
    for game in range(args.games):
        match = new_match(2, args.seed + game // 2, {})
        mine = game % 2
        seats = {mine: TwoPlySeat(game), 1 - mine: GreedyPlayer(game)}
        dice = random.Random(f"two-ply:{args.seed}:{game}")
        while not match.is_over:
            state, seat = match.state, match.state.current_player()
            match.apply_action(state.chance_outcome(dice) if seat == CHANCE
                               else seats[seat].decide(state.observation(seat)))
        totals, winners = match.state.result()
        margins.append(totals[mine] - totals[1 - mine])
        won += list(winners) == [mine]
        shared += mine in winners and len(winners) > 1
        lost += mine not in winners
    print(f"two-ply against greedy: won {won}, shared {shared}, lost {lost} of {args.games}; "
          f"mean margin {statistics.mean(margins):+.2f}")


if __name__ == "__main__":
    main()
