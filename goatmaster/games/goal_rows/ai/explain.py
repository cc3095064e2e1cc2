"""Why a reviewed decision of Goal Rows cost points, in the game's own terms (the review's
``explain``, see ``goatmaster.search.review``).

A row that a play fills is scored at once (T9), and everything that decides it is in sight:
the row, its token and the card played from the seat's own hand.  So a marked play that
filled a row for the wrong colour, or a best play that would have filled one for the right
colour, is said plainly; anything else is left to the shared reason.
"""

from __future__ import annotations

import random
from typing import Optional

from ....core.game import QT_TRANSLATE_NOOP
from ..engine.actions import OFFER0
from ..engine.cards import COLOUR, LENGTH, POINTS, VALUE
from ..engine.state import PLAY, RowsState
from ..engine.view import RowsView


def explain(observation: RowsView, played: int, best: int) -> Optional[tuple[str, tuple]]:
    """A marked decision's reason: a text key of context ``Review`` and its arguments (None:
    the shared reason is given)."""
    state = observation.sample(random.Random(0))
    if state.phase != PLAY:
        return None
    me = state.current_player()
    made, found = _fills(state, played), _fills(state, best)
    if made is not None:
        token, winner = made
        if winner == me and POINTS[token] < 0:
            return QT_TRANSLATE_NOOP("Review", "This play filled a row and won you its red token, −%1 (T9)."), (
                -POINTS[token],)
        if winner not in (me, None) and POINTS[token] > 0:
            return QT_TRANSLATE_NOOP("Review", "This play filled a row and gave another player its black token, "
                                               "+%1 (T9)."), (POINTS[token],)
    if found is not None:
        token, winner = found
        if winner == me and POINTS[token] > 0:
            return QT_TRANSLATE_NOOP("Review", "The best found fills a row and wins you its black token, +%1 (T9)."), (
                POINTS[token],)
        if winner not in (me, None) and POINTS[token] < 0:
            return QT_TRANSLATE_NOOP("Review", "The best found fills a row and hands another player its red token, "
                                               "−%1 (T9)."), (-POINTS[token],)
    return None


def _fills(state: RowsState, action: int) -> Optional[tuple[int, Optional[int]]]:
    """For a play that fills its row: the row's token and the seat whose colour wins it (None
    for a tie, T9); None for any other action."""
    if action >= OFFER0:
        return None
    card, place = action >> 2, action & 3
    token = state.rtok[place]
    if token < 0 or state.rlen[place] + 1 < LENGTH[token]:
        return None
    sums = state.sums(place)
    sums[COLOUR[card]] += VALUE[card]
    top = max(sums)
    winners = [seat for seat, total in enumerate(sums) if total == top]
    return token, (winners[0] if len(winners) == 1 else None)
