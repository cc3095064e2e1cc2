"""What Goat Master teaches the shared search: fast playouts, the levels, the greedy seat.

The search itself (:mod:`goatmaster.search`) knows no game; this module gives
it Goat Master's playouts and the settings of the three levels a player can
choose.  The engine's actions (:mod:`goatmaster.games.goat_master.engine.actions`) are the dense
ints the tree is keyed by.
"""

from __future__ import annotations

from typing import Callable

from ..engine.actions import CONSENT_NO, CONSENT_YES, DOG0, DOG_SKIP, TAKE0, TAKE_NONE
from ..engine.cards import FIRST_MILK, GOAT_TYPES, MILK, POINTS, TYPE
from ..engine.state import CONSENT, DOG, PLAY, REFILL, TAKE, GameState
from ....search.ismcts import Playout, Settings
from ....search.seats import Knowledge
from .greedy import GreedyPlayer


def random_playout(state: GameState, rand: Callable[[], float]) -> None:
    """The engine's uniform playout (dog moves and consent answers at random too)."""
    state.playout(rand)


def _biased_playout(state: GameState, rand: Callable[[], float], skip_dogs: bool) -> None:
    hands, owner, dsum, cards = state.hands, state.owner, state.dsum, state.cards
    apply, refill = state.apply_action, state.refill
    while True:
        phase = state.phase
        if phase == PLAY:
            s = 2 * state.seat
            a, b = hands[s], hands[s + 1]
            apply(a if b < 0 or (a >= 0 and rand() < 0.5) else b)
        elif phase == TAKE:
            cells = state.take_cells()
            if not cells:
                apply(TAKE_NONE)
            elif len(cells) == 1 or rand() < 0.5:
                apply(TAKE0 + cells[int(rand() * len(cells))])
            else:
                base = state.seat * GOAT_TYPES
                best, best_v = cells[0], -1.0
                for c in cells:
                    card = cards[c]
                    t = TYPE[card]
                    if t >= 0:
                        v = POINTS[card] + dsum[base + t] if owner[t] < 0 else 0.0
                    elif card >= FIRST_MILK:
                        v = 2.0 * MILK[card]
                    else:
                        v = 1.0
                    v += rand()
                    if v > best_v:
                        best, best_v = c, v
                apply(TAKE0 + best)
        elif phase == REFILL:
            refill()
        elif phase == DOG:
            if skip_dogs:
                apply(DOG_SKIP)
            else:
                moves = state.dog_moves()
                k = int(rand() * (len(moves) + 1))
                apply(DOG_SKIP if k == len(moves) else DOG0 + moves[k][0] * 64 + moves[k][1])
        elif phase == CONSENT:
            apply(CONSENT_NO if skip_dogs or rand() < 0.5 else CONSENT_YES)
        else:
            return


def light_playout(state: GameState, rand: Callable[[], float]) -> None:
    """Random plays; takes biased to cards that help the taker; no dog moves, consent refused.

    Half the takes go to the card of the line that adds most to a type the
    taker already leads towards (or to milk), the rest are uniform, which
    keeps the playouts varied.
    """
    _biased_playout(state, rand, True)


def takes_playout(state: GameState, rand: Callable[[], float]) -> None:
    """Takes biased as in :func:`light_playout`; dog moves and consent answers at random."""
    _biased_playout(state, rand, False)


PLAYOUTS: dict[str, Playout] = {"random": random_playout, "light": light_playout, "takes": takes_playout}

#: Goat Master's points: a 12-point lead is a clear one (R20–R21 totals run 0–60).
MARGIN_SCALE = 12.0

#: Levels a player can choose.  Budgets are per decision; a turn's take is
#: planned together with its play, so a turn costs one search (two with a dog).
#: ``easy`` searches 40 iterations and picks in proportion to visits (it loses
#: to greedy more often than not); ``normal``, the default opponent, searches a
#: sixth of what ``hard`` does in the arena, so the three levels are three clear
#: steps for a player (figures in benchmarks/README.md).  In the app the
#: two trees grow at once in two processes, each for the whole ``seconds``; in
#: one process (CLI, arena) they share it.  No stronger level: more time per
#: decision than ``hard`` would break the 2 s promise, and none was measured.
LEVELS: dict[str, Settings] = {
    "easy": Settings(iterations=40, seconds=0.25, temperature=1.0, playout=random_playout,
                     margin_scale=MARGIN_SCALE),
    "normal": Settings(iterations=1000, seconds=0.5, playout=random_playout,
                       margin_scale=MARGIN_SCALE),
    "hard": Settings(seconds=1.5, playout=random_playout, margin_scale=MARGIN_SCALE),
}

KNOWLEDGE = Knowledge(levels=LEVELS, greedy=GreedyPlayer, playouts=PLAYOUTS)
