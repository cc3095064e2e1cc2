"""Which of `hard`'s Meadow Dice decisions beat the greedy seat's, judged by playing on.

For the arena games in ``DIR`` (save files of ``hard`` against ``greedy``), at each of
``hard``'s decisions with a choice, the greedy seat's choice is worked out too.  Where the two
differ, each choice is scored by ``--playouts`` games played on from it, both seats marking
as the greedy seat does (keeping the dice, to stay fast), with the same dice for both choices:
the mean final margin of the deciding seat.  Prints per decision kind (throw again, mark) how
often ``hard`` chose like greedy and by how much its own choices did better or worse.

``--again SETTINGS...`` also searches every throw-again decision again with ``hard`` at its
fixed budget changed by each ``name=value:...`` (for example ``chance=closed``, ``trees=1``)
and scores those choices the same way, against greedy's.

The judge plays like greedy, so it favours choices that suit greedy play after them: read
its figures as a comparison between choices, not as the value of a position.

    .venv/bin/python benchmarks/experiments/meadow_oracle.py DIR [--games 30] [--playouts 60]
        [--iterations 9000] [--again chance=closed trees=1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import goatmaster.games  # noqa: E402,F401  (importing it registers every game)
from goatmaster.core.game import CHANCE, TERMINAL  # noqa: E402
from goatmaster.files import envelope  # noqa: E402
from goatmaster.games.meadow_dice.ai.greedy import GreedyPlayer, mark_margins  # noqa: E402
from goatmaster.games.meadow_dice.ai.knowledge import KNOWLEDGE  # noqa: E402
from goatmaster.games.meadow_dice.engine.state import AGAIN_CHOICE, MeadowState  # noqa: E402
from goatmaster.search.ismcts import search  # noqa: E402
from goatmaster.search.seats import level_settings  # noqa: E402

KINDS = {AGAIN_CHOICE: "throw again"}


def played_on(state: MeadowState, me: int, action: int, playouts: int, seed: int) -> float:
    """``me``'s mean final margin after ``action``, both seats keeping and marking greedily."""
    total = 0.0
    for k in range(playouts):
        world = state.clone()
        world.apply_action(action)
        dice = random.Random(f"oracle:{seed}:{k}")
        while (seat := world.current_player()) != TERMINAL:
            if seat == CHANCE:
                world.apply_action(world.chance_outcome(dice))
            elif world.phase == AGAIN_CHOICE:
                world.apply_action(world.legal_actions()[0])        # keep
            else:
                world.apply_action(max(mark_margins(world, seat))[1])
        totals = world.result()[0]
        total += totals[me] - totals[1 - me]
    return total / playouts


def decisions(folder: Path, games: int):
    """(state, hard's action) at every decision of ``hard`` with a choice, game by game."""
    for path in sorted(folder.glob("game-*.json"))[:games]:
        saved = envelope.load(path)
        hard = next(i for i, seat in enumerate(saved.players) if seat.level.startswith("hard"))
        replay = saved.game.restart()
        for action in saved.game.actions:
            state = replay.state
            if state.current_player() == hard and len(state.legal_actions()) > 1:
                yield state.clone(), action
            replay.apply_action(action)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--playouts", type=int, default=60)
    parser.add_argument("--iterations", type=int, default=9000)
    parser.add_argument("--again", nargs="*", default=[])
    args = parser.parse_args()
    variants = {text: level_settings(KNOWLEDGE, f"hard:iterations={args.iterations}:seconds=none:{text}")
                for text in args.again}
    gains: dict[str, list[float]] = {}
    same: dict[str, int] = {}
    count: dict[str, int] = {}
    for n, (state, chosen) in enumerate(decisions(args.folder, args.games)):
        me = state.current_player()
        view = state.observation(me)
        kind = KINDS.get(state.phase, "mark")
        greedy = GreedyPlayer(n).decide(view)
        scored: dict[int, float] = {}

        def value(action: int) -> float:
            if action not in scored:
                scored[action] = played_on(state, me, action, args.playouts, n)
            return scored[action]
        choices = {f"hard ({kind})": chosen}
        if state.phase == AGAIN_CHOICE:
            for text, settings in variants.items():
                choices[f"{text} ({kind})"] = search(view, settings, seed=n).action
        for name, action in choices.items():
            count[name] = count.get(name, 0) + 1
            if action == greedy:
                same[name] = same.get(name, 0) + 1
            else:
                gains.setdefault(name, []).append(value(action) - value(greedy))
    print("| choices | decisions | same as greedy | differing: better / worse "
          "| mean gain per differing decision (points) |")
    print("|---|---|---|---|---|")
    for name in count:
        differing = gains.get(name, [])
        mean = statistics.mean(differing) if differing else 0.0
        print(f"| {name} | {count[name]} | {same.get(name, 0)} | {sum(g > 0 for g in differing)} / "
              f"{sum(g < 0 for g in differing)} | {mean:+.2f} |")


if __name__ == "__main__":
    main()
