"""What Goal Rows teaches the shared search: its fast playouts, the levels, the yardstick seats.

The search itself (:mod:`goatmaster.search`) knows no game; this module gives it
the engine's uniform playout, which plays whole games chance steps included, the
informed and short playouts of :mod:`.playout` with their estimate of an
unfinished game, and the settings of the three levels a player can choose.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from ..engine.state import RowsState
from ....search.ismcts import Playout, Settings, Shortlist
from ....search.seats import Knowledge
from .explain import explain
from .greedy import GreedyPlayer
from .playout import (estimate, greedy_reply, informed_playout, no_offers, offers_when_cornered, round_playout,
                      TruncatedPlayout)
from .yardsticks import YARDSTICKS


def random_playout(state: RowsState, rand: Callable[[], float]) -> None:
    """The engine's uniform playout: every legal action and every chance outcome equally likely."""
    state.playout(rand)


def plays_playout(state: RowsState, rand: Callable[[], float]) -> None:
    """Uniform plays and chance, no trades offered (an experiment: ``hard:playout=plays``)."""
    state.playout(rand, trades=False)


def careful_playout(state: RowsState, rand: Callable[[], float]) -> None:
    """Uniform trades and chance; a play that would fill a row badly for its player is drawn
    again once (an experiment: ``hard:playout=careful``)."""
    state.playout(rand, careful=True)


PLAYOUTS: dict[str, Playout] = {"random": random_playout, "plays": plays_playout, "careful": careful_playout,
                               "informed": informed_playout}

#: Playouts that stop early, scored by :func:`~.playout.estimate`: ``round`` (the levels') lets
#: every other seat make its greedy reply first (``n - 1`` turns, no noise).  Experiments:
#: ``reply`` lets only the next seat reply, ``estimate`` scores the position the tree left,
#: ``reply2`` lets the searching seat make its own greedy play after the reply.
SHORT_PLAYOUTS: dict[str, Playout] = {"reply": TruncatedPlayout(1, noise=0.0), "estimate": TruncatedPlayout(0),
                                     "reply2": TruncatedPlayout(2, noise=0.0), "round": round_playout}

#: Goal Rows' points run about −10 to +30.  The levels score a position by its estimated lead
#: over ``tanh`` of this many points, nearly linear over the leads a game sees, so that half a
#: point between two plays still shows when one seat is far ahead (over 8 points a 14-point
#: lead saturates and every play looks alike).
ESTIMATE_SCALE = 30.0
#: At a full table ``hard`` weighs a result nearer to a plain win or loss: beating the best of
#: five other seats is what counts there, and six seats' leads spread wider (the figures:
#: benchmarks/README.md, Goal Rows at a full table).  At 2 players no other scale did better.
FULL_TABLE_SCALES = ((6, 10.0),)
#: With rewards that close together, the usual exploration (0.25) would spread the visits evenly
#: and the most visited action would be a coin toss; this keeps the search on the best plays.
ESTIMATE_EXPLORATION = 0.02
#: ... but at ``hard``'s root (the Hint's search) it starved plays: each tree settled on its own
#: first good play and a better one got a few dozen of 18,000 visits (the review found it 3.7 and
#: 6.8 points better); a wider root, the tree below kept narrow, finds it (benchmarks/README.md).
ROOT_EXPLORATION = 0.1

#: Levels a player can choose, per decision: ``easy`` searches 200 iterations and picks in
#: proportion to visits (often a weaker play: a beginner), ``normal`` 1,000 iterations or half a
#: second, ``hard`` 1.5 s (Goat Master's budgets).  All three use the ``round`` playout (every
#: other seat's greedy reply, then the estimate: with 2 players the ``reply`` playout; with more,
#: the seats between two of its turns play too, which made ``hard`` stronger at 4 players (the
#: pilots: benchmarks/HISTORY.md, Goal Rows); each seat weighs its worth against the best other seat's,
#: :func:`~.playout.greedy_play`) and the score margin as reward.  ``hard`` and ``normal``
#: search offers only when cornered (:func:`~.playout.offers_when_cornered`: every play would
#: hurt the seat, and none of its cards shows from a trade); anywhere else they search plays
#: only: over one reply an offer the other seat declines looks free, and a search offering
#: everywhere stalled with a hand of the other colour for dozens of turns while the other seat
#: played on, while a search of plays alone never offers at all, which T10 allows a cornered
#: player (benchmarks/README.md, Goal Rows, trades offered by the AI).  ``easy`` offers anywhere,
#: now and then (4 times a game), as a beginner would.  ``hard``'s tree, with 2 players, branches
#: on its own decisions alone and lets the other seat reply as the playouts do
#: (:func:`~.playout.greedy_reply`, where the reason is).
_BASE = Settings(seconds=1.5, playout=SHORT_PLAYOUTS["round"], estimate=estimate, reward="margin",
                 margin_scale=ESTIMATE_SCALE, exploration=ESTIMATE_EXPLORATION)
LEVELS: dict[str, Settings] = {
    "easy": replace(_BASE, iterations=200, seconds=0.25, temperature=1.0),
    "normal": replace(_BASE, iterations=1000, seconds=0.5, shortlist=offers_when_cornered),
    "hard": replace(_BASE, shortlist=offers_when_cornered, per_core=True, replies=greedy_reply,
                    margin_scales=FULL_TABLE_SCALES, root_exploration=ROOT_EXPLORATION),
}

#: Shortlists a level may search with (:data:`~goatmaster.search.ismcts.Shortlist`):
#: ``cornered`` keeps T10's offers only where every play hurts (``hard``'s and ``normal``'s);
#: ``no-offers`` drops them at every play (as the levels once did, to compare with).
SHORTLISTS: dict[str, Shortlist] = {"cornered": offers_when_cornered, "no-offers": no_offers}

#: A review marks a decision that gave up more than 1.5 points of estimated lead (a row's worth
#: is a few points; the estimate's leads lie close together).
KNOWLEDGE = Knowledge(levels=LEVELS, greedy=GreedyPlayer, playouts=PLAYOUTS | SHORT_PLAYOUTS, shortlists=SHORTLISTS,
                      yardsticks=YARDSTICKS, review_threshold=1.5, explain=explain, replies=greedy_reply)
