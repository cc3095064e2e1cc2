"""Does `hard` do better in Meadow Dice when the score as it stands breaks its near-ties?

At a mark, `hard`'s search often leaves two or three marks within its own noise of each
other (mean rewards a hundredth apart over thousands of visits), and then takes the most
visited, which may leave it points behind where another of them would not.  This seat is
`hard` at a fixed budget that, among the marks whose mean reward is within ``--delta`` of the
best (each with at least ``--share`` of the most visited mark's visits), takes the one the
greedy seat rates best (its margin as the score stands after the mark).  Throw-again choices
are the search's.

It plays ``--games`` games against ``greedy`` on the arena's deals and seeds (``--seed``,
game ``g`` = deal ``g // 2``, seats rotated), so each game pairs with the game of the same
index of an arena run of ``hard:iterations=N:seconds=none,greedy`` (M1b: seed 501, 9,000
iterations).  The games are saved in ``--out`` as the arena saves them, for
``benchmarks/arena_stats.py DIR --seat hard --paired BASE``.

    .venv/bin/python benchmarks/experiments/meadow_tiebreak.py --out DIR [--games 40] [--seed 501]
        [--iterations 9000] [--delta 0.015] [--share 0.3] [--jobs 2]
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import goatmaster.games  # noqa: E402,F401  (importing it registers every game)
from goatmaster.core.registry import entry  # noqa: E402
from goatmaster.files import envelope  # noqa: E402
from goatmaster.files.envelope import Seat  # noqa: E402
from goatmaster.games.meadow_dice.ai.greedy import mark_margins  # noqa: E402
from goatmaster.games.meadow_dice.ai.knowledge import KNOWLEDGE  # noqa: E402
from goatmaster.games.meadow_dice.engine.state import MARK, MeadowObservation, MeadowState  # noqa: E402
from goatmaster.search.arena import play_arena_game  # noqa: E402
from goatmaster.search.ismcts import MctsPlayer  # noqa: E402
from goatmaster.search.seats import level_settings, make_player  # noqa: E402


def near_tie_by_margin(state: MeadowState, me: int, stats: dict, chosen: int, delta: float,
                       share: float) -> int:
    """Among the marks the search left within ``delta`` of its best mean, greedy's favourite."""
    legal = set(state.legal_actions())
    rows = {k: (row[0], row[1] / row[0]) for k, row in stats.items() if k in legal and row[0] > 0}
    if len(rows) < 2:
        return chosen
    most = max(visits for visits, _ in rows.values())
    sure = {k: mean for k, (visits, mean) in rows.items() if visits >= share * most}
    best = max(sure.values())
    near = [k for k, mean in sure.items() if mean >= best - delta]
    if len(near) < 2:
        return chosen
    margins = {action: lead for lead, action in mark_margins(state, me)}
    return max(near, key=lambda k: (margins[k], k == chosen, rows[k][0]))


class TieBreakSeat(MctsPlayer):
    """`hard`, its near-tied marks broken by the score as it stands."""

    def __init__(self, settings, seed: int, delta: float, share: float) -> None:
        super().__init__(settings, seed=seed, name="hard")
        self.delta, self.share = delta, share
        self.marks = self.changed = 0

    def decide(self, observation: MeadowObservation) -> int:
        before = self.last
        chosen = super().decide(observation)
        result = self.last
        if observation.state.phase != MARK or result is None:
            return chosen
        if result is before:            # the mark planned with "keep the dice": its grandchildren
            row = result.stats.get(result.action)
            stats = row[3] if row is not None else {}
        else:
            stats = result.stats
        action = near_tie_by_margin(observation.state, observation.seat, stats, chosen, self.delta, self.share)
        self.marks += 1
        self.changed += action != chosen
        return action


def play(task: tuple) -> str:
    index, seed, iterations, delta, share, out = task
    game = entry("meadow")
    level = f"hard:iterations={iterations}:seconds=none"
    made: list[TieBreakSeat] = []

    def make(knowledge, kind: str, seat_seed: int):
        if kind != level:
            return make_player(knowledge, kind, seat_seed)
        made.append(TieBreakSeat(level_settings(knowledge, kind), seat_seed, delta, share))
        return made[-1]
    played = play_arena_game(game.new_match, KNOWLEDGE, 2, (level, "greedy"), seed, index, make)
    tagged = f"hard:iterations={iterations}:tiebreak={delta}"
    players = [Seat(name=f"{kind.split(':')[0].title()} {k + 1}", kind="ai",
                    level=tagged if kind == level else kind) for k, kind in enumerate(played.kinds)]
    app = {"arena_seed": seed, "arena_game": index, "arena_seats": [p.level for p in players]}
    envelope.save(os.path.join(out, f"game-{index:04d}.json"), game.codec.saved_game(players, played.match, app))
    hard = played.kinds.index(level)
    seat_won = "*" if hard in played.winners else ""
    return (f"game {index}: hard {played.scores[hard]}{seat_won}, greedy {played.scores[1 - hard]}; "
            f"{made[0].changed} of {made[0].marks} marks changed by the tie-break")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=501)
    parser.add_argument("--iterations", type=int, default=9000)
    parser.add_argument("--delta", type=float, default=0.015)
    parser.add_argument("--share", type=float, default=0.3)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    todo = [(g, args.seed, args.iterations, args.delta, args.share, args.out) for g in range(args.games)
            if not os.path.exists(os.path.join(args.out, f"game-{g:04d}.json"))]
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for line in pool.imap(play, todo):
            print(line, flush=True)


if __name__ == "__main__":
    main()
