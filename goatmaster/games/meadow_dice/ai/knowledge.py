"""What Meadow Dice teaches the shared search: its playouts, its levels, its greedy seat.

The dice are chance (:data:`~goatmaster.core.game.CHANCE`) for the search as for
the game: a throw is drawn when the search reaches it, never known before (D15).
The search treats them *open loop* (the search's default): a pilot of 40 games at
0.3 s a decision gave open loop 18 outright wins to closed loop's 14 (8 shared),
and with the budgets of a decision here (a few thousand iterations) a tree that
branches on each of the 21 throws sees each too rarely (benchmarks/HISTORY.md).
``hard`` throws *common dice* in its simulations (:meth:`MeadowState.use_common_dice`):
the k-th simulation after each of its options throws the same faces, drawn for the
search alone, never the game's throws to come.
"""

from __future__ import annotations

from typing import Callable

from ..engine.state import AGAIN_CHOICE, MeadowState
from ....search.ismcts import Playout, Settings, Shortlist
from ....search.seats import Knowledge
from .explain import explain
from .greedy import GreedyPlayer, best_again
from .greedy_playout import greedy_playout


def random_playout(state: MeadowState, rand: Callable[[], float]) -> None:
    """Whole random games, the throws included (:meth:`MeadowState.playout`)."""
    state.playout(rand)


def smart_playout(state: MeadowState, rand: Callable[[], float]) -> None:
    """Whole games played with sense: dice kept when they mark, doubles taken, herds grown."""
    state.playout(rand, smart=True)


PLAYOUTS: dict[str, Playout] = {"random": random_playout, "smart": smart_playout, "greedy": greedy_playout}


def again_by_odds(state: MeadowState, actions: list[int]) -> list[int]:
    """A shortlist: at a throw-again choice, only the greedy seat's (the best mark's margin
    expected over the odds of each throw), so no search is spent on it; a mark untouched.
    Playouts judge a throw again no better than those odds do (benchmarks/HISTORY.md)."""
    return [best_again(state, state.seat)] if state.phase == AGAIN_CHOICE else actions


SHORTLISTS: dict[str, Shortlist] = {"again-by-odds": again_by_odds}

#: Meadow Dice's points: totals run about 10–40, and 8 points is a clear lead.
MARGIN_SCALE = 8.0

#: ``hard`` searches no deeper than its own options (see the levels).
ROOT_ONLY = 10 ** 9

#: The three levels; ``hard`` stays under a second a decision.  Its playouts mark like the
#: greedy seat: a random game says little about a meadow or a trough that two players who
#: both contest them would win (M4 in benchmarks/HISTORY.md).  It weighs its options by the
#: point margin, on the same throws after each (common dice), and does not branch below
#: them: at its budget, a tree below the options played the other seat's marks at random
#: until each was tried, and with it the choices strayed three times as far from the best
#: (the regret figures in benchmarks/HISTORY.md).
LEVELS: dict[str, Settings] = {
    "easy": Settings(iterations=60, seconds=0.25, temperature=1.0, playout=random_playout,
                     margin_scale=MARGIN_SCALE),
    "normal": Settings(iterations=600, seconds=0.4, playout=random_playout, margin_scale=MARGIN_SCALE),
    "hard": Settings(seconds=0.9, playout=greedy_playout, margin_scale=MARGIN_SCALE, reward="margin",
                     expand_after=ROOT_ONLY, common=MeadowState.use_common_dice, per_core=True),
}

#: A review marks a decision that gave up more than 2 points of margin (a quarter of a clear lead).
KNOWLEDGE = Knowledge(levels=LEVELS, greedy=GreedyPlayer, playouts=PLAYOUTS, shortlists=SHORTLISTS,
                      review_threshold=2.0, explain=explain,
                      common=MeadowState.use_common_dice)
