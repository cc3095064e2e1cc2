"""Meadow Dice's greedy seat: one ply with the dice's odds, the yardstick of the levels.

Marks: the option after which the score as it stands (D10–D14) leads the other
seat by most.  Throwing again (D6): the choice whose expected best mark is
worth most, over the 6 faces of one die or the 21 throws of two, each with its
odds; keeping wins ties.  It reads only its observation, and the odds of a throw,
never a throw to come (D15).
"""

from __future__ import annotations

import random
from typing import Optional

from ..engine.state import AGAIN, AGAIN_CHOICE, KEEP, MARK, MeadowObservation, MeadowState, two_dice


def margin(state: MeadowState, me: int) -> float:
    """``me``'s lead over the other seat as the score stands (D10–D14)."""
    totals = state.result()[0]
    return totals[me] - totals[1 - me]


def mark_margins(state: MeadowState, me: int) -> list[tuple[float, int]]:
    """Every mark of ``state``'s mark step with ``me``'s margin as the score stands after it."""
    margins = []
    for action in state.mark_options():
        after = state.clone()
        after.apply_action(action)
        margins.append((margin(after, me), action))
    return margins


def best_mark(state: MeadowState, me: int, rng: Optional[random.Random] = None) -> tuple[float, int]:
    """The best mark's margin and the mark (``-1``: nothing to mark) on ``state`` in its mark step."""
    if state.phase != MARK:
        return margin(state, me), -1
    best, choice = float("-inf"), -1
    for lead, action in mark_margins(state, me):
        value = lead + (rng.random() * 1e-3 if rng is not None else 0.0)
        if value > best:
            best, choice = value, action
    return best, choice


#: (outcome, odds) of throwing one die again, and of throwing both (21 distinct throws).
ONE_DIE = tuple((face, 1 / 6) for face in range(6))
TWO_DICE = tuple((two_dice(a, b), (1 if a == b else 2) / 36) for a in range(1, 7) for b in range(a, 7))


def better_throws(state: MeadowState, action: int, kept: float) -> tuple[int, int]:
    """Of the equally likely throws after ``action`` at the again step (36 for two dice, 6 for
    one), how many allow a better mark than ``kept`` (a margin, as :func:`best_mark` gives)."""
    after = state.clone()
    after.apply_action(action)
    throws = 36 if action == AGAIN + 3 else 6
    better = 0
    for outcome, odds in after.chance_outcomes():
        thrown = after.clone()
        thrown.apply_action(outcome)
        if best_mark(thrown, state.seat)[0] > kept + 1e-9:
            better += round(odds * throws)
    return better, throws


def expected(state: MeadowState, action: int, me: int) -> float:
    """The mean best margin after ``action`` at the again step (D6)."""
    after = state.clone()
    after.apply_action(action)
    if action == KEEP:
        return best_mark(after, me)[0]
    outcomes = TWO_DICE if action == AGAIN + 3 else ONE_DIE
    total = 0.0
    for outcome, odds in outcomes:
        thrown = after.clone()
        thrown.apply_action(outcome)
        total += odds * best_mark(thrown, me)[0]
    return total


def best_again(state: MeadowState, me: int) -> int:
    """The throw-again choice (D6) whose expected best mark is worth most; keeping wins ties."""
    options = state.legal_actions()
    values = {action: expected(state, action, me) for action in options}
    return max(options, key=lambda a: (values[a] + (1e-6 if a == KEEP else 0.0)))


class GreedyPlayer:
    """Looks one decision ahead (with the dice's odds for a throw again)."""

    name = "greedy"

    def __init__(self, seed: Optional[int] = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, observation: MeadowObservation) -> int:
        state, me = observation.state, observation.seat
        options = state.legal_actions()
        if len(options) == 1:
            return options[0]
        if state.phase == AGAIN_CHOICE:
            return best_again(state, me)
        return self.mark(state, me)

    def mark(self, state: MeadowState, me: int) -> int:
        """The mark that leaves ``me`` the best margin as the score stands."""
        return best_mark(state, me, self.rng)[1]
