"""What Goal Rows teaches the shared search: its fast playouts, the levels, the greedy seat.

The search itself (:mod:`goatmaster.search`) knows no game; this module gives it
the engine's uniform playout, which plays whole games chance steps included,
and the settings of the three levels a player can choose.
"""

from __future__ import annotations

from typing import Callable

from ..engine.state import RowsState
from ....search.ismcts import Playout, Settings
from ....search.seats import Knowledge
from .greedy import GreedyPlayer


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


PLAYOUTS: dict[str, Playout] = {"random": random_playout, "plays": plays_playout, "careful": careful_playout}

#: Goal Rows' points: totals run about −10 to +30, so an 8-point lead is a clear one.
MARGIN_SCALE = 8.0

#: Levels a player can choose, with the same budgets as Goat Master's (per decision): ``easy``
#: searches 40 iterations and picks in proportion to visits, ``normal`` 1,000 iterations or
#: half a second, ``hard`` 1.5 s.
LEVELS: dict[str, Settings] = {
    "easy": Settings(iterations=40, seconds=0.25, temperature=1.0, playout=random_playout,
                     margin_scale=MARGIN_SCALE),
    "normal": Settings(iterations=1000, seconds=0.5, playout=random_playout, margin_scale=MARGIN_SCALE),
    "hard": Settings(seconds=1.5, playout=random_playout, margin_scale=MARGIN_SCALE),
}

KNOWLEDGE = Knowledge(levels=LEVELS, greedy=GreedyPlayer, playouts=PLAYOUTS)
