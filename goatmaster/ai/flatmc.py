"""Flat Monte Carlo: the yardstick the tree search must beat (issue 4).

For each play-and-take option of a turn, random playouts on worlds sampled
from the seat's view; the option with the best mean score margin wins.  No
tree, no dog moves; a consent question (R18) is answered the same flat way.
"""

from __future__ import annotations

import random
import time
from typing import Optional

from ..engine.decisions import Decision, NO_DOG_MOVE, Play
from ..engine.state import DOG, PLAY, TAKE, GameState
from ..engine.view import SeatView


def _margin(state: GameState, me: int) -> float:
    totals = [s.total for s in state.scores()]
    return totals[me] - max(t for k, t in enumerate(totals) if k != me)


class FlatMcPlayer:
    """Round-robin random playouts over the options of a decision, best mean margin."""

    name = "flatmc"

    def __init__(self, seconds: float = 1.5, seed: Optional[int] = None,
                 iterations: Optional[int] = None) -> None:
        self.seconds = seconds
        self.iterations = iterations
        self.rng = random.Random(seed)
        self._planned: Optional[tuple[int, int, Decision]] = None

    def decide(self, view: SeatView) -> Decision:
        state = view.state
        if state.phase == DOG:
            return NO_DOG_MOVE
        if state.phase == TAKE and self._planned is not None:
            turn, played, take = self._planned
            self._planned = None
            if (turn, played) == (state.turn, state.played) and take in state.legal_decisions():
                return take
        options: list[tuple[Decision, ...]] = []
        for d in state.legal_decisions():
            if state.phase == PLAY:
                after = state.copy()
                after.apply(d)
                options += [(d, t) for t in after.legal_decisions()]
            else:
                options.append((d,))
        if len(options) == 1:
            return options[0][0]
        totals = [0.0] * len(options)
        rng, me = self.rng, view.seat
        deadline = time.perf_counter() + self.seconds
        rounds = 0
        while True:
            world = view.sample(rng)
            for i, option in enumerate(options):
                s = world.copy()
                for d in option:
                    s.apply(d)
                    s.advance()
                s.playout(rng.random)
                totals[i] += _margin(s, me)
            rounds += 1
            if self.iterations is not None:
                if rounds * len(options) >= self.iterations:
                    break
            elif time.perf_counter() >= deadline:
                break
        best = max(range(len(options)), key=lambda i: totals[i])
        choice = options[best]
        if isinstance(choice[0], Play):
            self._planned = (state.turn, choice[0].card, choice[1])
        return choice[0]
