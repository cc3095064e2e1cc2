"""Why a reviewed decision of Goal Rows cost points, in the game's own terms (the review's
``explain``, see ``goatmaster.search.review``).

A play decides its row alone, and everything that decides it is in sight: the row, its token
and the card played from the seat's own hand (a card counts for its colour, whoever plays
it, T8).  So the reason names the row (places 0–3 are rows 1–4 on the table), the colour it
goes to and the token's points: a play that completed a row for the wrong colour, or put the
wrong colour in its lead, and a best play that completes a row, or takes its lead, for the
right one (T9).  Another colour is said as its player's name (T1: each seat plays a colour;
``search.review.Player``); anything else is left to the shared reason.
"""

from __future__ import annotations

import random
from typing import Optional

from ....core.game import QT_TRANSLATE_NOOP
from ....search.review import Player
from ..engine.actions import OFFER0
from ..engine.cards import COLOUR, LENGTH, POINTS, VALUE
from ..engine.state import PLAY, RowsState
from ..engine.view import RowsView

#: (the play made or the best found, completes or leads, the seat's own colour or another's):
#: the reason's text when that is what cost the seat points; its arguments are the row, then
#: the player of that colour (another's only, by name), then the token's points.
_SAID = {
    ("played", True, True): QT_TRANSLATE_NOOP("Review", "This play completes row %1 for you: its red "
                                                        "token, −%2, is yours (T9)."),
    ("played", True, False): QT_TRANSLATE_NOOP("Review", "This play completes row %1 for %2: its black "
                                                         "token, +%3, goes to them (T9)."),
    ("played", False, True): QT_TRANSLATE_NOOP("Review", "This play puts you in the lead on row %1, whose "
                                                         "red token costs −%2 when the row is complete (T9)."),
    ("played", False, False): QT_TRANSLATE_NOOP("Review", "This play puts %2 in the lead on row %1, whose "
                                                          "black token is worth +%3 when the row is complete "
                                                          "(T8, T9)."),
    ("best", True, True): QT_TRANSLATE_NOOP("Review", "The best found completes row %1 for you: its "
                                                      "black token, +%2 (T9)."),
    ("best", True, False): QT_TRANSLATE_NOOP("Review", "The best found completes row %1 for %2: its red "
                                                       "token, −%3, goes to them (T9)."),
    ("best", False, True): QT_TRANSLATE_NOOP("Review", "The best found puts you in the lead on row %1, "
                                                       "for its black token, +%2 (T9)."),
    ("best", False, False): QT_TRANSLATE_NOOP("Review", "The best found puts %2 in the lead on row %1, "
                                                        "whose red token costs −%3 (T8, T9)."),
}


def explain(observation: RowsView, played: int, best: int) -> Optional[tuple[str, tuple]]:
    """A marked decision's reason: a text key of context ``Review`` and its arguments (None:
    the shared reason is given)."""
    state = observation.sample(random.Random(0))
    if state.phase != PLAY:
        return None
    me = state.current_player()
    effects = {"played": _effect(state, played), "best": _effect(state, best)}
    # a row completed first (its token is scored, certain), then a lead; the play made first
    for which, completing in (("played", True), ("best", True), ("played", False), ("best", False)):
        effect, bad = effects[which], which == "played"
        if effect is None or effect[1] != completing:
            continue
        place, completes, token, colour = effect
        if colour is None or (POINTS[token] < 0) != (bad == (colour == me)):
            continue                    # a tie, no new lead, or a colour the token is good for
        points = abs(POINTS[token])
        args = (place + 1, points) if colour == me else (place + 1, Player(colour), points)
        return _SAID[which, completes, colour == me], args
    return None


def _effect(state: RowsState, action: int) -> Optional[tuple[int, bool, int, Optional[int]]]:
    """What a play does to its row: (its place, whether it completes the row, the row's token,
    the colour that wins it then or that the play puts alone in the lead, None for a tie or
    a lead that does not change); None for a trade offer."""
    if action >= OFFER0:
        return None
    card, place = action >> 2, action & 3
    token = state.rtok[place]
    if token < 0:
        return None
    before = state.sums(place)
    sums = before[:]
    sums[COLOUR[card]] += VALUE[card]
    top = max(sums)
    leaders = [seat for seat, total in enumerate(sums) if total == top]
    leader = leaders[0] if len(leaders) == 1 else None
    completes = state.rlen[place] + 1 >= LENGTH[token]
    if not completes and leader is not None and before.count(max(before)) == 1 and before.index(max(before)) == leader:
        leader = None                   # it led the row before the play already
    return place, completes, token, leader
