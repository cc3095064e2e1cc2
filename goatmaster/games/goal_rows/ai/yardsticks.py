"""Goal Rows' yardstick seats beside ``greedy``: one-ply players of other kinds.

A player at a full table meets more than one kind of opponent, so ``hard`` is measured
against tables of each.  Both decide like :class:`~.greedy.GreedyPlayer` (one sampled
world, every legal action tried up to the next chance step or seat) and differ only in
what they weigh:

- ``leader-blocker`` picks the other seat ahead at the start of its turn and weighs that
  seat's gain twice against its own: it spends plays cutting the leader's rows.
- ``hoarder`` values the cards of its own colour in hand ten times as much as ``greedy``
  does: it holds them, plays the other colours' cards, and gives or takes in a trade
  only towards its colour.
"""

from __future__ import annotations

from ..engine.state import RowsState
from .greedy import OWN_CARD_WEIGHT, TIE, GreedyPlayer, board_worths, own_cards_worth

#: The leader's worth counts this many times against the leader-blocker's own.
BLOCK_WEIGHT = 2.0
#: The hoarder's worth per point of a card of its own colour held in hand.
HOARD_WEIGHT = 10 * OWN_CARD_WEIGHT


class LeaderBlocker(GreedyPlayer):
    """A one-ply seat that plays against the other seat ahead: its worth less twice the leader's."""

    name = "leader-blocker"
    leader = 0

    def aim(self, world: RowsState, me: int) -> None:
        worths = board_worths(world)
        others = [s for s in range(world.n) if s != me]
        top = max(worths[s] for s in others)
        self.leader = self.rng.choice([s for s in others if worths[s] >= top - TIE])     # ties at random, as greedy's

    def evaluate(self, state: RowsState, me: int) -> float:
        worths = board_worths(state)
        return worths[me] + own_cards_worth(state, me) - BLOCK_WEIGHT * worths[self.leader]


class Hoarder(GreedyPlayer):
    """A one-ply seat that holds the cards of its own colour (see :data:`HOARD_WEIGHT`)."""

    name = "hoarder"

    def evaluate(self, state: RowsState, me: int) -> float:
        value = board_worths(state)
        value[me] += HOARD_WEIGHT / OWN_CARD_WEIGHT * own_cards_worth(state, me)
        return value[me] - max(v for s, v in enumerate(value) if s != me)


#: The yardsticks by seat type name (``goatmaster-cli arena --game rows --seats hard,hoarder``).
YARDSTICKS = {LeaderBlocker.name: LeaderBlocker, Hoarder.name: Hoarder}
