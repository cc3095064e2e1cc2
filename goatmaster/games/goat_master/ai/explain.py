"""Why a reviewed decision of Goat Master cost points, in the game's own terms (the review's
``explain``, see ``goatmaster.search.review``).

Only what follows from the seat's observation for certain is said: a play's effect on the
displays (everybody's displays and the player's own hand are in sight), and a dog move's
effect on the cards joined to the stable.  A reason names the goat type (the table's
word for it, ``goat_names``) and the player a play helps (by name,
``search.review.Player``).  Whatever depends on the deck or
the other hands is left to the shared reason, the points at once over drawn worlds.
"""

from __future__ import annotations

import random
from typing import Optional

from ....core.game import QT_TRANSLATE_NOOP
from ....search.review import Player, Word
from ..goat_names import CONTEXT, GOAT_NAMES
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
        lost = _winner_of(state, played, me)
        if lost is not None and lost[0] != me:
            return QT_TRANSLATE_NOOP("Review", "This play laid the fourth %1 card and gave %2 the %1 majority: "
                                               "a bigger display of it than yours (R15)."), (
                _goat(lost[1]), Player(lost[0]))
        won = _winner_of(state, best, me)
        if won is not None and won[0] == me and (lost is None or lost[0] != me):
            if won[2]:
                return QT_TRANSLATE_NOOP("Review", "The best found wins %1 at once: 8 or more points of it in "
                                                   "your display (R14)."), (_goat(won[1]),)
            return QT_TRANSLATE_NOOP("Review", "The best found lays the fourth %1 card and wins the type: your "
                                               "display of it is the biggest (R15)."), (_goat(won[1]),)
        card = _card(played)
        if card is not None and _dead(state, card) and not _dead(state, _card(best)):
            return QT_TRANSLATE_NOOP("Review", "This %1 card was dead: its type is decided, so playing it "
                                               "scored nothing and only moved your pawn (R13)."), (
                _goat(TYPE[card]),)
    if state.phase == DOG:
        before, after = (_joined_after(state, action, me) for action in (played, best))
        if before is not None and after is not None and after > before:
            if after - before == 1:
                return QT_TRANSLATE_NOOP("Review", "The best dog move joins 1 more of your cards to your stable: "
                                                   "it counts double (R20)."), ()
            return QT_TRANSLATE_NOOP("Review", "The best dog move joins %1 more of your cards to your stable: "
                                               "they count double (R20)."), (after - before,)
    return None


def _goat(goat_type: int) -> Word:
    """A goat type's name as a reason's argument (the table's word, translated where it is shown)."""
    return Word(CONTEXT, GOAT_NAMES[goat_type])


def _card(action: int) -> Optional[int]:
    """The card a play lays, None for any other action."""
    play = decision_of(action)
    return play.card if isinstance(play, Play) else None


def _dead(state: GameState, card: Optional[int]) -> bool:
    """A goat card whose type is decided: played, it only moves the pawn (R13)."""
    return card is not None and TYPE[card] >= 0 and state.owner[TYPE[card]] >= 0


def _winner_of(state: GameState, action: int, me: int) -> Optional[tuple[int, int, bool]]:
    """For a play that decides its card's type as the turn ends (R14, R15): the seat that wins
    it, the type, and whether by eight points (R14); None for a play that decides no type."""
    card = _card(action)
    if card is None or TYPE[card] < 0 or state.owner[TYPE[card]] >= 0:
        return None
    t = TYPE[card]
    after = state.clone()
    after.apply_action(action)
    if after.dsum[me * GOAT_TYPES + t] >= EIGHT:
        return me, t, True
    if after.tcount[t] == 4:
        return after._fourth_card_winner(t, me), t, False
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
