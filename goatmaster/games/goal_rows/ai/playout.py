"""Goal Rows' informed playout: every seat plays like the greedy seat, with a little noise.

A uniform playout finishes a game with ~100 random turns, so the few points one
decision is worth drown in the noise of the rest (T9: a random seat completes a
row for whoever leads it).  Here each seat to play scores every play of its hand
onto every row as :func:`~.greedy.evaluate` would (its worth against the best
other seat's), and plays the best; with odds :data:`NOISE` it plays a uniform card
instead, so the search still sees what a careless seat might do.  No trade is
offered (T10: a trade changes no row and only lengthens the game) and a trade
the tree offered is declined.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Optional

from ....core.pickling import frozen_reduce
from ..engine.actions import DECLINE, DRAW0, OFFER0, PASS, REVEAL0
from ..engine.cards import COLOUR, LENGTH, POINTS, TOKEN_COUNT, VALUE
from ..engine.state import ANSWER, DRAW, MAX_TURNS, PLAY, REVEAL, RowsState
from .greedy import LEAD_WEIGHT, OWN_CARD_WEIGHT, TIE, board_worths, own_cards_worth

#: Odds that a seat plays a uniformly random card onto a random row instead of its best play.
NOISE = 0.15
#: The share of a row's token :func:`estimate` credits its leader, at full length: half the
#: greedy seat's :data:`~.greedy.LEAD_WEIGHT`.  A search that counts a lead as nearly won fills
#: rows to one card short, and the next seat completes them (a read of T1c's lost games).  At
#: 0.3 ``hard`` wins by 2.4 points more a 2-player game against ``greedy`` (600 paired deals),
#: and as many games at 2, 4 and 6 players (benchmarks/HISTORY.md, Goal Rows, S).  The
#: playouts' seats keep the greedy weight: they model the other seats.
ESTIMATE_LEAD_WEIGHT = 0.3


def informed_playout(state: RowsState, rand: Callable[[], float], until: int = MAX_TURNS,
                     noise: float = NOISE) -> None:
    """Play on to the end, or until turn ``until`` is over: greedy plays with odds ``1 - noise``
    (:func:`greedy_play`; with 2 players :func:`best_play`, the same plays for less), chance
    uniform."""
    duel = state.n == 2
    while True:
        phase = state.phase
        if phase == PLAY:
            if state.turn >= until:
                return
            hand = state.hand(state.seat)
            if not hand:
                state.apply_action(PASS)                    # T11
            elif rand() < noise:
                live = state.live
                state.apply_action(4 * hand[int(rand() * len(hand))] + live[int(rand() * len(live))])
            elif duel:
                state.apply_action(best_play(state, hand, rand))
            else:
                state.apply_action(greedy_play(state, hand, rand))
        elif phase == DRAW:
            pile = state.pile
            state.apply_action(DRAW0 + pile[int(rand() * len(pile))])
        elif phase == REVEAL:
            supply = state.supply
            state.apply_action(REVEAL0 + supply[int(rand() * len(supply))])
        elif phase == ANSWER:
            state.apply_action(DECLINE)
        else:
            return


def best_play(state: RowsState, hand: list[int], rand: Callable[[], float]) -> int:
    """The play of ``hand`` that changes the seat's evaluation most in its favour (ties at random).

    A row's worth to a seat is the greedy seat's: a won token's points (T9), or while the
    row grows, a share of them for its single leader; a seat counts what it gets and
    what the others get against it (shared among them), and a card of its own colour
    kept in hand is worth a little.
    """
    return _best_play(state, hand, rand)[1]


def _row(state: RowsState, place: int) -> tuple[int, int, int, list[int], int, int]:
    """A live row's token points and length, the cards laid, the colours' sums, the highest sum
    and the colour that alone has it (-1: shared, or an empty row)."""
    token = state.rtok[place]
    sums = state.sums(place)
    top = max(sums)
    return POINTS[token], LENGTH[token], state.rlen[place], sums, top, sums.index(top) if sums.count(top) == 1 else -1


def _best_play(state: RowsState, hand: list[int], rand: Optional[Callable[[], float]],
               enough: float = math.inf) -> tuple[float, int]:
    """:func:`best_play`'s gain and play (without ``rand``, the first of tied plays); with
    ``enough``, the first row's best play whose gain reaches it (a test needs no more)."""
    seat, n = state.seat, state.n
    others = -1.0 / (n - 1)
    best_gain, best_action, ties = -1e9, -1, 0
    for place in state.live:
        points, length, filled, sums, top, leader = _row(state, place)
        # The row's worth to the seat: 1 when it alone leads, ``others`` when another seat
        # does, 0 when the highest sum is shared (an empty row too).
        led = 0.0 if leader < 0 else 1.0 if leader == seat else others
        before = led * LEAD_WEIGHT * points * filled / length
        full = filled + 1 == length
        scale = points if full else LEAD_WEIGHT * points * (filled + 1) / length
        for card in hand:
            colour, value = COLOUR[card], VALUE[card]
            # A card raises its own colour's sum alone (the playout's hot loop: no new sums):
            # above the top its colour leads alone, at the top it shares the lead, below it
            # the lead stays as it was.
            raised = sums[colour] + value
            if raised > top or colour == leader:
                worth = 1.0 if colour == seat else others
            elif raised == top or leader < 0:
                worth = 0.0
            else:
                worth = led
            gain = worth * scale - before
            if colour == seat:
                gain -= OWN_CARD_WEIGHT * value
            if gain > best_gain:
                best_gain, best_action, ties = gain, 4 * card + place, 1
            elif gain == best_gain and rand is not None:
                ties += 1
                if rand() * ties < 1.0:                     # reservoir: each tied play equally likely
                    best_action = 4 * card + place
        if best_gain >= enough:
            break
    return best_gain, best_action


def greedy_play(state: RowsState, hand: list[int], rand: Callable[[], float]) -> int:
    """The play of ``hand`` the greedy seat makes (:func:`~.greedy.evaluate`, ties at random): its
    worth against the best other seat's.  :func:`best_play` shares a row another seat wins among
    all the others, which with 2 players ranks the plays alike and is cheaper; with more, the seat
    ahead weighs more, a row won by a seat far behind nothing: a table of greedy seats plays the
    leader down.  As the other seats' model it lifted ``hard`` against ``greedy`` at 4 players
    and 6 (benchmarks/HISTORY.md, Goal Rows, S: against the fixed yardsticks)."""
    seat, n = state.seat, state.n
    worths = board_worths(state)
    best_value, best_action, ties = -1e9, -1, 0
    for place in state.live:
        points, length, filled, sums, top, leader = _row(state, place)
        share = float(points) if filled + 1 == length else LEAD_WEIGHT * points * (filled + 1) / length
        before = LEAD_WEIGHT * points * filled / length if leader >= 0 else 0.0
        if leader >= 0:
            worths[leader] -= before                        # the row as if empty; each card's new leader below
        # A card raises one seat's worth at most, so the best other seat is the first of the
        # others or, if the card raised that one, the higher of it and the second.
        first = second = -1e9
        ahead = -1
        for s in range(n):
            if s != seat:
                other = worths[s]
                if other > first:
                    first, second, ahead = other, first, s
                elif other > second:
                    second = other
        mine = worths[seat]
        for card in hand:
            colour, value = COLOUR[card], VALUE[card]
            raised = sums[colour] + value
            # As in _best_play: above the top its colour leads alone, at the top nobody does,
            # below it the lead stays.
            new = colour if raised > top or colour == leader else -1 if raised == top or leader < 0 else leader
            if new == seat:
                worth = mine + share - first
            elif new < 0:
                worth = mine - first
            else:
                other = worths[new] + share
                rest = second if new == ahead else first
                worth = mine - (other if other > rest else rest)
            if colour == seat:
                worth -= OWN_CARD_WEIGHT * value
            if worth > best_value + TIE:
                best_value, best_action, ties = worth, 4 * card + place, 1
            elif worth >= best_value - TIE:
                ties += 1
                if rand() * ties < 1.0:                     # reservoir: each tied play equally likely
                    best_action = 4 * card + place
        if leader >= 0:
            worths[leader] += before
    return best_action


def round_playout(state: RowsState, rand: Callable[[], float]) -> None:
    """:func:`informed_playout` over ``n - 1`` more turns without noise: after a seat's
    action every other seat makes its greedy reply (with 2 players, the ``reply`` playout)."""
    informed_playout(state, rand, state.turn + state.n - 1, 0.0)


#: ``hard``'s tree leaves the other seat's turns to :func:`greedy_reply` at this many players
#: and fewer.  With 2 players its visits then go to its own plans, several turns deep, and it
#: wins more against ``greedy``.  With 4 and 6, where three or five turns pass between two of
#: its own, the model lifted nothing and an iteration cost more than twice as much (the
#: figures: benchmarks/README.md, Goal Rows at a full table).
REPLIES_UP_TO = 2


def greedy_reply(state: RowsState, rand: Callable[[], float]) -> bool:
    """The other seat in the tree (``Settings.replies``, up to :data:`REPLIES_UP_TO` players): its
    turn played as the ``round`` playout plays it, greedy without noise.  An answer to the
    searching seat's offer (T10) is left to the tree, where the seat may accept, and so is every
    turn at a larger table."""
    if state.phase != PLAY or state.n > REPLIES_UP_TO:
        return False
    informed_playout(state, rand, state.turn + 1, 0.0)
    return True


def no_offers(state: RowsState, actions: list[int]) -> list[int]:
    """A shortlist: at a play, the plays alone (T10's offers dropped); anything else untouched.

    A declined offer changes nothing, so over a short playout it looks free next to any
    play that helps another colour, and a search with a hand of other colours offered
    turn after turn: its hand never refreshed (T7: no draw after a trade) while the
    others played on.  Answers to an offer are kept, and so is a pass (T11)."""
    if state.phase != PLAY or actions[0] >= OFFER0:
        return actions
    return [a for a in actions if a < OFFER0]


def offers_when_cornered(state: RowsState, actions: list[int]) -> list[int]:
    """A shortlist: at a play, T10's offers only when the seat is cornered, else the plays alone.

    Cornered: every play of its hand makes the seat's evaluation worse (:func:`best_play`'s
    gain below 0: each would lengthen a row another colour leads, fill one for it, or give
    the seat a red token), and no card in its hand shows from a trade (T15).  There an offer
    may be worth a turn: declined, it plays nothing; accepted, it may change a card for a
    better one.  Anywhere else a declined offer only looks free over a short playout
    (:func:`no_offers`), and once a card of its hand shows, the seat plays until that card
    is played, so it never offers turn after turn.  Reads only the seat's hand and what is
    public."""
    if state.phase != PLAY or actions[0] >= OFFER0:
        return actions
    plays = [a for a in actions if a < OFFER0]
    if len(plays) == len(actions):
        return actions
    hand = state.hand(state.seat)
    shown = state.shown
    if any(shown >> card & 1 for card in hand) or _best_play(state, hand, None, enough=0.0)[0] >= 0.0:
        return plays
    return actions


#: The estimate's weights, each as (its value at the end of the game, its change towards the
#: start): the share of a row's token credited to its single leader at full length, for a black
#: token and for a red one, and a card of the seat's colour in hand, per point.  In between they
#: move in proportion to the share of the 18 tokens still to win.
EstimateWeights = tuple[tuple[float, float], tuple[float, float], tuple[float, float]]
#: At every count without weights of its own: :data:`ESTIMATE_LEAD_WEIGHT` for every lead and the
#: greedy seat's :data:`~.greedy.OWN_CARD_WEIGHT`, all game long.
LEVEL_WEIGHTS: EstimateWeights = ((ESTIMATE_LEAD_WEIGHT, 0.0), (ESTIMATE_LEAD_WEIGHT, 0.0), (OWN_CARD_WEIGHT, 0.0))
#: Player counts with weights of their own: least-squares fits of what each seat gains to the end
#: of greedy games (``benchmarks/rows_estimate_fit.py --players N --games 8000 --seed 7 --terms
#: full``).  At 6 players a lead late in the game is nearly kept (the other seats gladly complete
#: a red row someone else leads); at 2 players the one other seat completes a red row its rival
#: leads whenever it can, so late a red lead costs more than its token.  With these weights
#: ``hard`` wins more at the 6- and 2-player tables than with :data:`LEVEL_WEIGHTS`; at 4 players
#: such a fit lifted one table of three, so 4 players (and 3 and 5, without tables of their own)
#: keep :data:`LEVEL_WEIGHTS` (the figures: benchmarks/README.md, Goal Rows at a full table).
ESTIMATE_WEIGHTS: dict[int, EstimateWeights] = {
    2: ((0.904, -0.306), (1.806, -1.163), (0.124, 0.043)),
    6: ((0.804, -0.384), (1.317, -1.037), (0.148, -0.132)),
}


def estimate(state: RowsState) -> tuple[list[float], list[int]]:
    """How an unfinished game ends, as :meth:`RowsState.result` says it for a finished one:
    each seat's points plus what it holds on the rows and in hand (:data:`ESTIMATE_WEIGHTS`,
    else :data:`LEVEL_WEIGHTS`), and the seats with the highest estimate if it is above 0 (T14)."""
    black, red, own = ESTIMATE_WEIGHTS.get(state.n, LEVEL_WEIGHTS)
    left = 0
    for owner in state.owner:
        if owner < 0:
            left += 1
    share = left / TOKEN_COUNT
    totals = board_worths(state, black[0] + black[1] * share, red[0] + red[1] * share)
    weight = own[0] + own[1] * share
    for seat in range(state.n):
        totals[seat] += own_cards_worth(state, seat, weight)
    best = max(totals)
    return totals, ([s for s, t in enumerate(totals) if t == best] if best > 0 else [])


@dataclass(frozen=True)
class TruncatedPlayout:
    """:func:`informed_playout` stopped after ``turns`` more turns (scored by :func:`estimate`).

    A class, not a closure, so the game's knowledge pickles into the arena's worker processes."""
    turns: int
    noise: float = NOISE

    def __call__(self, state: RowsState, rand: Callable[[], float]) -> None:
        informed_playout(state, rand, state.turn + self.turns, self.noise)

    def __reduce__(self) -> tuple[type, tuple[Any, ...]]:
        return frozen_reduce(self)
