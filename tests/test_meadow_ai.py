"""Meadow Dice's hard level judges every option of a decision (benchmarks/README.md, "Meadow Dice").

With the search's default exploration (0.25) a tree spent nearly all its iterations on
whichever option led after a few noisy playouts, and the level's choice hung on the seed.
The position is turn 5 of a pilot game hard lost (seed 501): circles to play, a 3 and a cow
thrown.  Seeds and iteration counts are fixed, so these tests never depend on the clock.
"""

from __future__ import annotations

from dataclasses import replace

from goatmaster.games.meadow_dice import GAME
from goatmaster.games.meadow_dice.ai.greedy import GreedyPlayer
from goatmaster.games.meadow_dice.engine.sheet import Sheet
from goatmaster.games.meadow_dice.engine.state import AGAIN, AGAIN_CHOICE, MeadowState, two_dice
from goatmaster.search.ismcts import search, with_budget

ROWS = ["3 C 4 5 2 C 4 2", "C 4 T T 1 t C 3", "4 5 5 2 5 5 1 1", "C 1 4 t C t 2 1",
        "C T 1 C 3 3 5 2", "4 T 5 2 T T 2 1", "3 C 4 1 2 C 4 C", "4 3 3 C 2 3 5 5"]
AGAIN_THE_3 = AGAIN + 1                 # the dice are kept lower face first: die 0 is the 3


def position() -> MeadowState:
    state = MeadowState.with_marks(Sheet.from_rows("Sheet 425288", ROWS), crosses=(3, 24, 40, 63),
                                   circles=(32, 37, 48))
    state.seat = 1
    state.apply_action(two_dice(3, 6))
    assert state.phase == AGAIN_CHOICE
    return state


def visits(settings, seed: int) -> dict[int, int]:
    state = position()
    result = search(state.observation(1), with_budget(settings, iterations=4000), seed=seed)
    return {action: stats[0] for action, stats in result.stats.items()}


def test_hard_tries_every_option_often_enough_to_judge_it():
    hard = GAME.ai.level_settings("hard")
    for seed in range(3):
        seen = visits(hard, seed)
        assert set(seen) == set(position().legal_actions())
        assert min(seen.values()) >= 0.05 * sum(seen.values()), seen


def test_with_the_old_exploration_an_option_starved():
    """The cause, kept as a check: at 0.25 some option gets almost nothing with some seed."""
    old = replace(GAME.ai.level_settings("hard"), exploration=0.25)
    starved = [min(seen.values()) < 0.02 * sum(seen.values()) for seen in (visits(old, s) for s in range(3))]
    assert any(starved)


def test_hard_throws_the_3_again_as_greedy_would():
    """Greedy's expected margin ranks throwing the 3 again first here; hard agrees with every seed."""
    state = position()
    greedy = GreedyPlayer(0).decide(state.observation(1))
    assert greedy == AGAIN_THE_3
    hard = with_budget(GAME.ai.level_settings("hard"), iterations=4000)
    for seed in range(3):
        assert search(position().observation(1), hard, seed=seed).action == AGAIN_THE_3
