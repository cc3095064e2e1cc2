"""Goal Rows' greedy seat: a one-ply heuristic, the yardstick of the levels.

It decides from its seat's observation only (T15): on a world sampled from its
view it tries each legal action up to the next chance step or seat and keeps
the one its evaluation likes best: rows won with black tokens, red ones pushed
onto others, rows led towards a good token.
"""

from __future__ import annotations

import random
from typing import Optional

from ..engine.actions import DECLINE, OFFER0
from ..engine.cards import COLOUR, LENGTH, POINTS, VALUE
from ..engine.state import ANSWER, RowsState
from ..engine.view import RowsView

#: A row's token counts for its leader in proportion to how full the row is, at this weight.
LEAD_WEIGHT = 0.6
#: A card of one's own colour in hand is worth this much per point of value (it can win rows).
OWN_CARD_WEIGHT = 0.05
#: Offering or giving a card shows it; a small cost keeps the greedy seat playing when in doubt.
SHOWING_COST = 0.05
#: Evaluations this close are a tie (the same worths summed in another order).
TIE = 1e-9


class GreedyPlayer:
    """Looks one decision ahead on a sampled world and keeps the best evaluation (ties at random)."""

    name = "greedy"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: RowsView) -> int:
        options = view.legal_actions()
        if len(options) == 1:
            return options[0]
        world = view.sample(self.rng)
        me = view.seat
        self.aim(world, me)
        values = [self._after(world, action, me) for action in options]
        best = max(values)
        # Ties at random.  The first of them is the lowest card, red before yellow and on: a table
        # of greedy seats, tied on every card that leaves a row's lead as it was, piled the red
        # seat's cards onto the rows and seat 0 won far more than its share
        # (benchmarks/results/rows_greedy_ties.txt).
        return self.rng.choice([action for action, value in zip(options, values) if value >= best - TIE])

    def aim(self, world: RowsState, me: int) -> None:
        """Read what the evaluation needs from the position before the decision (a yardstick's hook)."""

    def evaluate(self, state: RowsState, me: int) -> float:
        return evaluate(state, me)

    def _after(self, world: RowsState, action: int, me: int) -> float:
        state = world.clone()
        state.apply_action(action)          # stops at the draw: the card drawn is not known yet
        value = self.evaluate(state, me)
        if OFFER0 <= action < DECLINE or (world.phase == ANSWER and action != DECLINE):
            value -= SHOWING_COST
        return value


def evaluate(state: RowsState, me: int) -> float:
    """How good ``state`` looks for ``me``: points, rows led, and own strong cards, against the best other."""
    value = board_worths(state)
    value[me] += own_cards_worth(state, me)
    return value[me] - max(v for s, v in enumerate(value) if s != me)


def board_worths(state: RowsState, lead_weight: float = LEAD_WEIGHT, red_weight: Optional[float] = None) -> list[float]:
    """Each seat's points so far, plus a share (``lead_weight``; for a red token ``red_weight``,
    if given) of each row's token for its single leader, in proportion to how full the row is."""
    red = lead_weight if red_weight is None else red_weight
    won = state.won
    value = [float(won[2 * s] - won[2 * s + 1]) for s in range(state.n)]
    for place in state.live:
        length = state.rlen[place]
        if not length:
            continue
        sums = state.sums(place)
        best = max(sums)
        if sums.count(best) == 1:
            token = state.rtok[place]
            points = POINTS[token]
            value[sums.index(best)] += (lead_weight if points > 0 else red) * points * length / LENGTH[token]
    return value


def own_cards_worth(state: RowsState, seat: int, weight: float = OWN_CARD_WEIGHT) -> float:
    """The cards of ``seat``'s own colour in its hand, ``weight`` a point: they can still win rows."""
    return weight * sum(VALUE[c] for c in state.hand(seat) if COLOUR[c] == seat)
