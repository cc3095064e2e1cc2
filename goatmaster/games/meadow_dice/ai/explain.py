"""Why a reviewed decision of Meadow Dice cost points, in the game's own terms (the review's
``explain``, see ``goatmaster.search.review``).

The odds of a throw again (D6) as the table's hint counts them: of the equally likely throws,
how many allow a better mark than the dice kept; and for a mark (D7), the points the best
mark found gains at once over the one made.  Read from the seat's observation, which in this
game hides nothing but the throws to come.
"""

from __future__ import annotations

import random
from typing import Optional

from ....core.game import QT_TRANSLATE_NOOP
from ..engine.state import AGAIN_CHOICE, KEEP, MARK, MeadowObservation
from .greedy import better_throws, expected, margin


def explain(observation: MeadowObservation, played: int, best: int) -> Optional[tuple[str, tuple]]:
    """A marked decision's reason: a text key of context ``Review`` and its arguments."""
    state = observation.sample(random.Random(0))
    me = state.current_player()
    if state.phase == AGAIN_CHOICE:
        kept = expected(state, KEEP, me)
        if played != KEEP:
            better, throws = better_throws(state, played, kept)
            return QT_TRANSLATE_NOOP("Review", "This throw again gave a better mark than the dice kept in "
                                               "only %1 of %2 throws."), (better, throws)
        better, throws = better_throws(state, best, kept)
        return QT_TRANSLATE_NOOP("Review", "Throwing again gave a better mark than these dice in %1 of "
                                           "%2 throws."), (better, throws)
    if state.phase == MARK:
        gains = []
        for action in (played, best):
            after = state.clone()
            after.apply_action(action)
            gains.append(margin(after, me))
        more = round(gains[1] - gains[0])     # whole points (D10-D13)
        if more == 1:
            return QT_TRANSLATE_NOOP("Review", "The best mark found scores 1 more point at once."), ()
        if more > 1:
            return QT_TRANSLATE_NOOP("Review", "The best mark found scores %1 more points at once."), (more,)
        return QT_TRANSLATE_NOOP("Review", "This mark scores as much at once; the best found leaves the "
                                           "sheet better placed for the marks to come."), ()
    return None

