"""Why a reviewed decision of Goat Master cost points, in the game's own terms (the review's
``explain``, see ``goatmaster.search.review``).

Only what follows from the seat's observation for certain is said: a play's effect on the
displays (everybody's displays and the player's own hand are in sight), and a dog move's
effect on the cards joined to the stable.  Whatever depends on the deck or the other hands
is left to the shared reason, the points at once over drawn worlds.
"""

from __future__ import annotations

import random
from typing import Optional

from ....core.game import QT_TRANSLATE_NOOP
from ..engine.actions import decision_of
from ..engine.cards import GOAT_TYPES, TYPE
from ..engine.decisions import DogMove, Play
from ..engine.state import CONSENT, DOG, EIGHT, PLAY, GameState
from ..engine.view import SeatView


def explain(observation: SeatView, played: int, best: int) -> Optional[tuple[str, tuple]]:
    """A marked decision's reason: a text key of context ``Review`` and its arguments (None:
    the shared reason is given)."""
    state = observation.sample(random.Random(0))
    me = state.current_player()
    if state.phase == PLAY:
        won, lost = _winner_of(state, best, me), _winner_of(state, played, me)
        if won == me and lost != me:
            return QT_TRANSLATE_NOOP("Review", "The best found wins its goat type at once: 8 or more points of it "
                                               "in your display (R14)."), ()
        if lost not in (None, me):
            return QT_TRANSLATE_NOOP("Review", "This play laid the fourth card of its type, and the type went to "
                                               "a bigger display than yours (R15)."), ()
    if state.phase == DOG:
        before, after = (_joined_after(state, action, me) for action in (played, best))
        if before is not None and after is not None and after > before:
            if after - before == 1:
                return QT_TRANSLATE_NOOP("Review", "The best dog move joins 1 more of your cards to your stable: "
                                                   "it counts double (R20)."), ()
            return QT_TRANSLATE_NOOP("Review", "The best dog move joins %1 more of your cards to your stable: "
                                               "they count double (R20)."), (after - before,)
    return None


def _winner_of(state: GameState, action: int, me: int) -> Optional[int]:
    """The seat that wins the type of the card ``action`` plays, as the turn ends (R14, R15),
    or None when the play decides no type."""
    play = decision_of(action)
    if not isinstance(play, Play) or TYPE[play.card] < 0 or state.owner[TYPE[play.card]] >= 0:
        return None
    t = TYPE[play.card]
    after = state.clone()
    after.apply_action(action)
    if after.dsum[me * GOAT_TYPES + t] >= EIGHT:
        return me
    if after.tcount[t] == 4:
        return after._fourth_card_winner(t, me)
    return None


def _joined_after(state: GameState, action: int, me: int) -> Optional[int]:
    """How many of the seat's cards are joined to its stable after a dog move (R20); None where
    the move waits for another player's consent (R18), whose answer the seat cannot know."""
    if not isinstance(decision_of(action), DogMove):
        return None
    after = state.clone()
    after.apply_action(action)
    if after.phase == CONSENT:
        return None
    return len(after.connected_cells(me))


__all__ = ["explain"]
